/**
 * Every response an API test receives through supertest is checked against its route's
 * declaration in the contracts: a success against its status's schema (or content type, for a
 * file), an error against the one ApiError body and the route's declared error statuses. A
 * mismatch fails the request, and so the test, naming the route. Installed for every test file
 * by jest.config's setupFilesAfterEnv; requests to no declared route are left alone.
 */
import { allRoutes, apiErrorSchema, type Route } from '@peerconnect/contracts';
import request from 'supertest';
import { z } from 'zod';

/**
 * What any route may answer besides its own errors: a request the app cannot read (malformed JSON
 * or path), a body over the limit, an unknown failure, and a server still starting.
 */
const APP_WIDE_ERRORS = [400, 413, 500, 503];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Fixed paths first, as the routers register them: /users/blocked before /users/:id. */
const declared = allRoutes()
  .map((route) => {
    const parts = route.path.split(/(:\w+)/);
    const source = parts.map((part) => (part.startsWith(':') ? '[^/]+' : escapeRegExp(part)));
    const params = parts.filter((part) => part.startsWith(':')).length;
    return { route, pattern: new RegExp(`^${source.join('')}$`), params };
  })
  .sort((a, b) => a.params - b.params);

const routeAt = (method: string, path: string): Route | undefined =>
  declared.find((d) => d.route.method === method.toLowerCase() && d.pattern.test(path))?.route;

export interface ReceivedResponse {
  status: number;
  /** The media type, without parameters (`res.type` in superagent). */
  type: string;
  body: unknown;
}

/** Why a response breaks its route's declaration, or undefined when it keeps to it. */
export function responseMismatch(
  method: string,
  url: string,
  response: ReceivedResponse,
): string | undefined {
  const route = routeAt(method, new URL(url, 'http://localhost').pathname);
  if (!route) return undefined;
  const { status, type, body } = response;
  const answered = `${route.method.toUpperCase()} ${route.path} answered ${status}`;
  // Any GET may be answered "not modified" when the client already holds the body.
  if (status === 304) return undefined;
  const declared = route.responses.filter((r) => r.status === status);
  // A status may be declared twice: JSON, and a page for a browser.
  const files = declared.flatMap((r) => (r.contentType ? [r.contentType] : []));
  const schema =
    status >= 400
      ? apiErrorSchema
      : files.includes(type)
        ? undefined
        : declared.find((r) => r.schema)?.schema;
  const declaredStatus =
    status >= 400
      ? (route.errors as readonly number[]).includes(status) || APP_WIDE_ERRORS.includes(status)
      : declared.length > 0;
  if (!declaredStatus) return `${answered}, a status it does not declare`;
  if (!schema) {
    // A declared 204 has no body, so no type.
    if (status === 204 && files.length === 0) return undefined;
    return files.includes(type)
      ? undefined
      : `${answered} with ${type}, not the declared ${files.join(' or ')}`;
  }
  if (type !== 'application/json') return `${answered} with ${type}, not JSON`;
  const parsed = schema.safeParse(body);
  return parsed.success
    ? undefined
    : `${answered} with a body its declaration refuses:\n${z.prettifyError(parsed.error)}`;
}

type Callback = (error: Error | null, res?: request.Response) => void;
type Assert = (
  this: request.Test,
  error: Error | null,
  res: request.Response,
  fn: Callback,
) => void;

/** After the test's own expectations, so a wrong status is reported as the test words it. */
const prototype = request.Test.prototype as unknown as { assert: Assert };
const ownAssertions = prototype.assert;
prototype.assert = function (error, res, fn) {
  ownAssertions.call(this, error, res, (failure, received) => {
    const mismatch = !failure && received && responseMismatch(this.method, this.url, received);
    fn.call(this, mismatch ? new Error(mismatch) : failure, received);
  });
};
