import { API_MESSAGES, loginRequestSchema, registerRequestSchema } from '@peerconnect/contracts';
import { Router, type RequestHandler } from 'express';
import { currentUserId } from '@/http/middlewares/auth';
import { validate } from '@/http/middlewares/validate';
import type { AuthService } from './auth.service';

export function authRoutes(
  auth: AuthService,
  requireUser: RequestHandler,
  loginLimit: RequestHandler[],
): Router {
  const router = Router();
  router.post('/register', validate({ body: registerRequestSchema }), async (req, res) => {
    res.status(201).json(await auth.register(req.body));
  });
  router.post('/login', ...loginLimit, validate({ body: loginRequestSchema }), async (req, res) => {
    res.json(await auth.login(req.body));
  });
  // Signs out every device: all tokens of the user stop working, open sockets are cut.
  router.post('/logout-all', requireUser, async (req, res) => {
    await auth.logoutEverywhere(currentUserId(req));
    res.json({ message: API_MESSAGES.loggedOutEverywhere });
  });
  router.get('/me', requireUser, async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await auth.me(currentUserId(req)));
  });
  return router;
}
