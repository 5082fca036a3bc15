import {
  ACCOUNT_MESSAGES,
  API_MESSAGES,
  authRoutes as routes,
  type User,
} from '@peerconnect/contracts';
import type { Request, RequestHandler, Router } from 'express';
import { declaredRouter, ok } from '@/http/declared-router';
import { currentUserId } from '@/http/middlewares/auth';
import type { AuthService } from './auth.service';
import { ownUser } from './own-user.routes';

export function authRoutes(
  auth: AuthService,
  requireUser: RequestHandler,
  limits: {
    login: RequestHandler[];
    signup: RequestHandler;
    resetLink: RequestHandler[];
    link: RequestHandler;
    resend: RequestHandler;
  },
  publicUrl: string | undefined,
): Router {
  const { router, on } = declaredRouter('/api/auth');
  const own = (req: Request, user: User): User => ownUser(req, publicUrl, user);
  on(routes.register, limits.signup, async (req) => {
    const { token, user } = await auth.register(req.body);
    return { status: 201, body: { token, user: own(req, user) } };
  });
  on(routes.login, ...limits.login, async (req) => {
    const { token, user } = await auth.login(req.body);
    return ok({ token, user: own(req, user) });
  });
  // Signs out every device: all tokens of the user stop working, open sockets are cut.
  on(routes.logoutAll, requireUser, async (req) => {
    await auth.logoutEverywhere(currentUserId(req));
    return ok({ message: API_MESSAGES.loggedOutEverywhere });
  });
  on(routes.forgotPassword, ...limits.resetLink, async (req) => {
    await auth.passwordReset.requestLink(req.body.email);
    return ok({ message: ACCOUNT_MESSAGES.resetLinkSent });
  });
  on(routes.resetPassword, limits.link, async (req) => {
    const { token, user } = await auth.passwordReset.reset(req.body);
    return ok({ token, user: own(req, user) });
  });
  on(routes.verifyEmail, limits.link, async (req) => {
    const view = (user: User) => own(req, user);
    return ok({ message: await auth.verifyEmail(req.validQuery.token, view) });
  });
  on(routes.resendVerification, requireUser, limits.resend, async (req) => {
    await auth.verification.resend(currentUserId(req));
    return ok({ message: ACCOUNT_MESSAGES.verificationSent });
  });
  on(routes.me, requireUser, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    return ok(own(req, await auth.me(currentUserId(req))));
  });
  return router;
}
