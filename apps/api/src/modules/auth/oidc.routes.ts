import { OIDC_MESSAGES, oidcRoutes as routes } from '@peerconnect/contracts';
import type { Request, RequestHandler, Response, Router } from 'express';
import { declaredRouter, ok, SENT } from '@/http/declared-router';
import { currentUserId } from '@/http/middlewares/auth';
import type { CallbackResult, OidcService } from './oidc.service';
import { ownUser } from './own-user.routes';

const FLOW_COOKIE = 'peerconnect_oidc';
const COOKIE_PATH = '/api/auth/oidc';
/** Marks a start already moved to the public origin, so a proxy that rewrites Host cannot loop it. */
const MOVED = 'moved';

function flowKeyOf(req: Request): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === FLOW_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** Redirects without a body that could echo the address (the fragment holds a sign-in code). */
function redirectTo(res: Response, url: string) {
  res.status(302).location(url).type('text/plain').send('');
  return SENT;
}

export function oidcRoutes(
  oidc: OidcService,
  requireUser: RequestHandler,
  /** Sign-in steps per client address. */
  limit: RequestHandler,
  appUrl: string,
  publicUrl: string | undefined,
): Router {
  const { router, on } = declaredRouter('/api/auth');
  // The flow's key rides in a cookie for the callback only: Lax, so the provider's top-level
  // redirect back carries it; httpOnly, so no script reads it.
  const setFlowCookie = (res: Response, key: string) =>
    res.cookie(FLOW_COOKIE, key, {
      httpOnly: true,
      sameSite: 'lax',
      secure: appUrl.startsWith('https:'),
      path: COOKIE_PATH,
      maxAge: 10 * 60_000,
    });
  const clearFlowCookie = (res: Response) => res.clearCookie(FLOW_COOKIE, { path: COOKIE_PATH });
  const ended = (result: Exclude<CallbackResult, { kind: 'signed-in' }>) =>
    `${appUrl}${result.linking ? '/settings' : '/login'}?oidc=${result.outcome}`;
  const appHost = new URL(appUrl).host;

  on(routes.providers, () => ok(oidc.providers()));
  on(routes.start, limit, async (req, res) => {
    // The callback is on APP_URL: a start on another host name of this server would set its
    // flow cookie where the callback never sees it, so the browser moves there first.
    const asked = new URL(req.originalUrl, 'http://start');
    if (req.host !== appHost && !asked.searchParams.has(MOVED))
      return redirectTo(res, `${appUrl}${asked.pathname}?${MOVED}`);
    const { flowKey, url } = await oidc.start(req.params.provider);
    setFlowCookie(res, flowKey);
    return redirectTo(res, url);
  });
  on(routes.callback, limit, async (req, res) => {
    const search = new URL(req.originalUrl, 'http://callback').search;
    const result = await oidc.callback(req.params.provider, flowKeyOf(req), search);
    // A sign-in keeps the cookie: it is what proves, at the exchange, that it is the same browser.
    if (result.kind === 'signed-in')
      return redirectTo(res, `${appUrl}/auth/complete#code=${result.code}`);
    clearFlowCookie(res);
    if (result.error)
      req.log.warn({ provider: req.params.provider, err: result.error }, 'OpenID sign-in refused');
    return redirectTo(res, ended(result));
  });
  on(routes.exchange, limit, async (req, res) => {
    const { user, ...rest } = await oidc.exchange(req.body.code, flowKeyOf(req));
    clearFlowCookie(res);
    return ok({ ...rest, user: ownUser(req, publicUrl, user) });
  });
  on(routes.startLink, requireUser, async (req, res) => {
    const { flowKey, url } = await oidc.startLink(req.params.provider, {
      userId: currentUserId(req),
      currentPassword: req.body.currentPassword,
      signedInAt: req.signedInAt ?? 0,
    });
    setFlowCookie(res, flowKey);
    return ok({ url });
  });
  on(routes.linkedAccounts, requireUser, async (req) =>
    ok(await oidc.linkedAccounts(currentUserId(req))),
  );
  on(routes.unlink, requireUser, async (req) =>
    ok(await oidc.unlink(currentUserId(req), req.params.provider)),
  );
  on(routes.setPassword, requireUser, async (req) => {
    await oidc.setPassword(currentUserId(req), req.body.password);
    return ok({ message: OIDC_MESSAGES.passwordSet });
  });
  return router;
}
