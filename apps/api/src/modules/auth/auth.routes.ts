import {
  ACCOUNT_MESSAGES,
  API_MESSAGES,
  authRoutes as routes,
  type User,
} from '@peerconnect/contracts';
import type { Request, RequestHandler, Router } from 'express';
import { baseUrlOf } from '@/http/base-url';
import { absolute } from '@/lib/absolute-url';
import { declaredRouter } from '@/http/declared-router';
import { currentUserId } from '@/http/middlewares/auth';
import type { AuthService } from './auth.service';

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
  // Pictures leave as absolute URLs, as they do from every other route.
  const own = (req: Request, user: User): User => ({
    ...user,
    profilePicture: absolute(baseUrlOf(req, publicUrl), user.profilePicture),
  });
  on(routes.register, limits.signup, async (req, res) => {
    const { token, user } = await auth.register(req.body);
    res.status(201).json({ token, user: own(req, user) });
  });
  on(routes.login, ...limits.login, async (req, res) => {
    const { token, user } = await auth.login(req.body);
    res.json({ token, user: own(req, user) });
  });
  // Signs out every device: all tokens of the user stop working, open sockets are cut.
  on(routes.logoutAll, requireUser, async (req, res) => {
    await auth.logoutEverywhere(currentUserId(req));
    res.json({ message: API_MESSAGES.loggedOutEverywhere });
  });
  on(routes.forgotPassword, ...limits.resetLink, async (req, res) => {
    await auth.passwordReset.requestLink(req.body.email);
    res.json({ message: ACCOUNT_MESSAGES.resetLinkSent });
  });
  on(routes.resetPassword, limits.link, async (req, res) => {
    const { token, user } = await auth.passwordReset.reset(req.body);
    res.json({ token, user: own(req, user) });
  });
  on(routes.verifyEmail, limits.link, async (req, res) => {
    res.json({ message: await auth.verification.verify(req.validQuery.token) });
  });
  on(routes.resendVerification, requireUser, limits.resend, async (req, res) => {
    await auth.verification.resend(currentUserId(req));
    res.json({ message: ACCOUNT_MESSAGES.verificationSent });
  });
  on(routes.me, requireUser, async (req, res) => {
    res.set('Cache-Control', 'no-store').json(own(req, await auth.me(currentUserId(req))));
  });
  return router;
}
