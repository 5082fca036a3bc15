/**
 * Handlers answer by returning, so the compiler checks each answer against its route's
 * declaration (as ts-rest does): a JSON route's handler returns `{ status, body }`, one of the
 * route's declared responses, and the router sends it. Returning rather than a narrowed
 * `res.json` leaves `res` as Express's own for headers, and makes a path that answers nothing a
 * compile error too. A route declaring a file or page answer writes it on `res` itself and
 * returns SENT; only such routes accept SENT, so a JSON route cannot step around the check.
 * Answers are exact: a field the route does not declare fails the compile where the handler's type
 * shows it, and the check of each answer before it is sent (outside production) where it does not.
 */
import type {
  AnswersWithFile,
  Route,
  RouteBody,
  RouteParams,
  RouteQuery,
  RouteReply,
} from '@peerconnect/contracts';
import { Router, type Request, type RequestHandler, type Response } from 'express';
// Every route's request carries pino-http's `req.log` (http/middlewares/request-logger.ts).
import type {} from 'pino-http';
import { notFound } from '@/lib/app-error';
import { answerMismatch } from './declared-answer';
import { requireDatabase } from './middlewares/require-database';

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

const sentMark = Symbol('sent');
/**
 * Returned by the handler of a file or page route once it has written its answer on `res`. An
 * object, not the symbol itself: an async handler's `return symbol` widens to `symbol`.
 */
export const SENT = { [sentMark]: true } as const;

/** What a handler returns: a declared JSON response, or SENT where the route answers with a file. */
export type RouteAnswer<R extends Route> =
  RouteReply<R> | (AnswersWithFile<R> extends true ? typeof SENT : never);

export type RouteHandler<R extends Route> = (
  req: RouteRequest<R>,
  res: Response,
) => RouteAnswer<R> | Promise<RouteAnswer<R>>;

/** The usual answer: 200 with its body, which `on` holds to the route's declaration exactly. */
export const ok = <B>(body: B) => ({ status: 200 as const, body });

type Leaf = string | number | boolean | bigint | symbol | null | undefined | Date;
/** Every key of every member of a union (`keyof (A | B)` has only the shared ones). */
type KeysOf<D> = D extends unknown ? keyof D : never;
type FieldOf<D, K extends PropertyKey> = D extends unknown
  ? K extends keyof D
    ? D[K]
    : never
  : never;

/**
 * The path of a field `T` holds that the declared `D` has nowhere, at any depth, or never.
 * Assignability alone lets extra keys through (a spread, a variable), and they would be sent.
 */
type UndeclaredField<T, D> = 0 extends 1 & T
  ? never
  : unknown extends D
    ? never
    : T extends Leaf
      ? never
      : T extends readonly (infer Item)[]
        ? UndeclaredField<Item, D extends readonly (infer Declared)[] ? Declared : never>
        : {
            [K in keyof T]-?: K extends KeysOf<D>
              ? UndeclaredField<T[K], FieldOf<D, K>> extends infer Inner extends string
                ? `${K & string}.${Inner}`
                : never
              : K & string;
          }[keyof T];

/** What an answer `A` sends that the route does not declare for its status. */
type UndeclaredInAnswer<R extends Route, A> = A extends { status: infer S; body: infer B }
  ? UndeclaredField<B, Extract<RouteReply<R>, { status: S }>['body']>
  : never;

/** A handler whose answers hold no field their route leaves undeclared (it names the first). */
type ExactHandler<R extends Route, H> = H extends (...args: never[]) => infer A
  ? [UndeclaredInAnswer<R, Awaited<A>>] extends [never]
    ? H
    : { undeclaredField: UndeclaredInAnswer<R, Awaited<A>> }
  : H;

type AnyAnswer = { status: number; body: unknown } | typeof SENT;

/** The app setting under which each JSON answer is checked against its declaration first. */
export const CHECK_ANSWERS = 'check answers';

/** The body as the client reads it: JSON drops undefined keys and writes dates as strings. */
const asSent = (body: unknown): unknown =>
  body === undefined ? undefined : JSON.parse(JSON.stringify(body));

/**
 * Sends what the handler returned, unless it wrote the answer itself. Where CHECK_ANSWERS is on, an
 * answer its route does not declare (a field too many included) is a server error, logged.
 */
const answering =
  (
    route: Route,
    handler: (req: Request, res: Response) => AnyAnswer | Promise<AnyAnswer>,
  ): RequestHandler =>
  async (req, res) => {
    const answer = await handler(req, res);
    if (!('status' in answer)) return;
    if (req.app.enabled(CHECK_ANSWERS)) {
      const sent = { status: answer.status, type: 'application/json', body: asSent(answer.body) };
      const mismatch = answerMismatch(route, sent);
      if (mismatch) throw new Error(mismatch);
    }
    res.status(answer.status).json(answer.body);
  };

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

export interface DeclaredRouterOptions {
  /** Whether the handlers read the database (default): then they wait for it, or answer 503. */
  database?: boolean;
}

/**
 * The routes of one feature, each registered from its declaration in the contracts: its method,
 * its path under `prefix` (where the router is mounted) and its schemas, which parse the request
 * before the handler sees it.
 */
export function declaredRouter(prefix: string, { database = true }: DeclaredRouterOptions = {}) {
  const router = Router();
  function on<R extends Route, H extends RouteHandler<R>>(
    route: R,
    ...handlers: [...middleware: RequestHandler[], handler: H & ExactHandler<R, H>]
  ): void {
    if (!route.path.startsWith(prefix))
      throw new Error(`${route.path} is not under ${prefix}, where its router is mounted`);
    const handler = handlers.pop() as Parameters<typeof answering>[1];
    const path = route.path.slice(prefix.length) || '/';
    router[route.method](
      path,
      parseParams(route),
      ...(handlers as RequestHandler[]),
      parseInput(route),
      ...(database ? [requireDatabase] : []),
      answering(route, handler),
    );
  }
  return { router, on };
}

/** Registers one declared route on a feature's router. */
export type On = ReturnType<typeof declaredRouter>['on'];
