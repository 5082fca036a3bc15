import type { Route, RouteBody, RouteParams, RouteQuery } from '@peerconnect/contracts';
import {
  Router,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { notFound } from '@/lib/app-error';

type ParamsDictionary = Request['params'];

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express's own augmentation point.
  namespace Express {
    interface Request {
      /** The parsed query (Express 5's req.query is a read-only getter). */
      validQuery?: unknown;
    }
  }
}

/** A request once the route's schemas have parsed it: typed params, query and body. */
export type RouteRequest<R extends Route> = Request<
  RouteParams<R> extends object ? RouteParams<R> & ParamsDictionary : ParamsDictionary,
  unknown,
  RouteBody<R>
> & { validQuery: RouteQuery<R> };

export type RouteHandler<R extends Route> = (
  req: RouteRequest<R>,
  res: Response,
  next: NextFunction,
) => unknown;

/** Path parameters that fail name nothing: 404 with the parameter's own message. */
const parseParams =
  (route: Route): RequestHandler =>
  (req, _res, next) => {
    if (route.params) {
      const parsed = route.params.safeParse(req.params);
      if (!parsed.success) throw notFound(parsed.error.issues[0]?.message ?? 'Not found');
      req.params = parsed.data as ParamsDictionary;
    }
    next();
  };

/** Query and body are parsed after the route's own middleware (a multipart body is read by then). */
const parseInput =
  (route: Route): RequestHandler =>
  (req, _res, next) => {
    if (route.query) req.validQuery = route.query.parse(req.query);
    if (route.body) req.body = route.body.parse(req.body ?? {});
    next();
  };

/**
 * The routes of one feature, each registered from its declaration in the contracts: its method,
 * its path under `prefix` (where the router is mounted) and its schemas, which parse the request
 * before the handler sees it.
 */
export function declaredRouter(prefix: string) {
  const router = Router();
  function on<R extends Route>(
    route: R,
    ...handlers: [...middleware: RequestHandler[], handler: RouteHandler<R>]
  ): void {
    if (!route.path.startsWith(prefix))
      throw new Error(`${route.path} is not under ${prefix}, where its router is mounted`);
    const handler = handlers.pop() as RequestHandler;
    const path = route.path.slice(prefix.length) || '/';
    router[route.method](
      path,
      parseParams(route),
      ...(handlers as RequestHandler[]),
      parseInput(route),
      handler,
    );
  }
  return { router, on };
}

/** Registers one declared route on a feature's router. */
export type On = ReturnType<typeof declaredRouter>['on'];
