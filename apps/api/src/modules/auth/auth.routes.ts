import {
  API_MESSAGES,
  loginRequestSchema,
  registerRequestSchema,
  type User,
} from '@peerconnect/contracts';
import { Router, type Request, type RequestHandler } from 'express';
import { absolute, baseUrlOf } from '@/http/base-url';
import { currentUserId } from '@/http/middlewares/auth';
import { validate } from '@/http/middlewares/validate';
import type { AuthService } from './auth.service';

export function authRoutes(
  auth: AuthService,
  requireUser: RequestHandler,
  loginLimit: RequestHandler[],
  publicUrl: string | undefined,
): Router {
  const router = Router();
  // Pictures leave as absolute URLs, as they do from every other route.
  const own = (req: Request, user: User): User => ({
    ...user,
    profilePicture: absolute(baseUrlOf(req, publicUrl), user.profilePicture),
  });
  router.post('/register', validate({ body: registerRequestSchema }), async (req, res) => {
    const { token, user } = await auth.register(req.body);
    res.status(201).json({ token, user: own(req, user) });
  });
  router.post('/login', ...loginLimit, validate({ body: loginRequestSchema }), async (req, res) => {
    const { token, user } = await auth.login(req.body);
    res.json({ token, user: own(req, user) });
  });
  // Signs out every device: all tokens of the user stop working, open sockets are cut.
  router.post('/logout-all', requireUser, async (req, res) => {
    await auth.logoutEverywhere(currentUserId(req));
    res.json({ message: API_MESSAGES.loggedOutEverywhere });
  });
  router.get('/me', requireUser, async (req, res) => {
    res.set('Cache-Control', 'no-store').json(own(req, await auth.me(currentUserId(req))));
  });
  return router;
}
