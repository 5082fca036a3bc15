import type { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/** Why a request can fail; each becomes an error response with the API's one error body. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;

export interface RouteResponse {
  status: number;
  description: string;
  /** JSON body; omitted for non-JSON bodies (files, pages), described by `contentType`. */
  schema?: z.ZodType;
  contentType?: string;
}

/**
 * Where a route is called: its method and full path, with Express-style parameters
 * (/api/activities/:id). Kept apart from the route's schemas (`<feature>.endpoints.ts`), so a
 * client calls it without loading zod.
 */
export interface Endpoint {
  method: HttpMethod;
  path: string;
}

export const endpoint = <const M extends HttpMethod, const P extends string>(
  method: M,
  path: P,
): { method: M; path: P } => ({ method, path });

/**
 * One HTTP route, declared once: its endpoint, and what it takes and answers. The API registers
 * and validates it from this, the OpenAPI document describes it, and the web client calls its
 * endpoint with its types.
 */
export interface Route extends Endpoint {
  tag: string;
  summary: string;
  /** Needs a session token (x-auth-token or Authorization: Bearer). */
  auth: boolean;
  /** Path parameters; one that fails names nothing, so the answer is 404 with its message. */
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** A JSON body; `multipartFile` also accepts it as multipart/form-data with that file field. */
  body?: z.ZodType;
  multipartFile?: string;
  /** The first response is what a successful call returns. */
  responses: readonly [RouteResponse, ...RouteResponse[]];
  errors: readonly ErrorStatus[];
}

type RouteContract = Omit<Route, keyof Endpoint>;

export const defineRoute = <const E extends Endpoint, const C extends RouteContract>(
  at: E,
  contract: C,
): E & C => ({ ...at, ...contract });

/** A JSON success response; its status stays a literal, so a handler must answer with it. */
export const json = <const St extends number, S extends z.ZodType>(
  status: St,
  description: string,
  schema: S,
) => ({ status, description, schema });

/** A redirect (302, to the `Location` header), written by the handler like a file. */
export const redirect = (description: string) => ({
  status: 302 as const,
  description,
  contentType: 'text/plain',
});

/** A success response whose body is a file or page, not JSON. */
export const file = (description: string, contentType: string) => ({
  status: 200 as const,
  description,
  contentType,
});

/** A success with nothing to say: 204, no body. */
export const noContent = (description: string) => ({ status: 204 as const, description });

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a handler receives once the route's schemas have parsed the request. */
export type RouteParams<R extends Route> = Output<R['params']>;
export type RouteQuery<R extends Route> = Output<R['query']>;
export type RouteBody<R extends Route> = Output<R['body']>;

/** What a client sends: the schemas' input side (before defaults and transforms). */
export type RouteInput<R extends Route> = (R['params'] extends z.ZodType
  ? { params: Input<R['params']> }
  : { params?: undefined }) &
  (R['query'] extends z.ZodType ? { query?: Input<R['query']> } : { query?: undefined }) &
  (R['body'] extends z.ZodType ? { body: Input<R['body']> } : { body?: undefined });

/** What a successful call returns. */
export type RouteResult<R extends Route> = R['responses'][0]['schema'] extends z.ZodType
  ? z.output<R['responses'][0]['schema']>
  : unknown;

/**
 * What a handler may answer a JSON route with: one of its declared statuses and a body that
 * status's schema accepts (its input side: defaults may be left to the client's parse).
 */
export type RouteReply<R extends Route> = R['responses'][number] extends infer Response
  ? Response extends { status: infer Status; schema: infer Schema extends z.ZodType }
    ? { status: Status; body: z.input<Schema> }
    : Response extends { status: infer Status; contentType?: undefined }
      ? { status: Status; body?: undefined }
      : never
  : never;

/** Whether a route declares a file or page answer, which its handler writes itself. */
export type AnswersWithFile<R extends Route> =
  Extract<R['responses'][number], { contentType: string }> extends never ? false : true;

/** The address of a call: the route's path with its parameters filled in, and its query. */
export function routeUrl(
  route: Pick<Route, 'path'>,
  params?: Record<string, unknown>,
  query?: Record<string, unknown>,
): string {
  const path = route.path.replace(/:(\w+)\??/g, (_, name: string) =>
    params?.[name] === undefined ? '' : encodeURIComponent(String(params[name])),
  );
  const search = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return search.length > 0 ? `${path}?${search.join('&')}` : path;
}
