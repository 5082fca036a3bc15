/**
 * Every response an API test receives through supertest is checked against its route's
 * declaration in the contracts (http/declared-answer.ts): a success against its status's schema,
 * strictly (or content type, for a file), an error against the one ApiError body and the route's
 * declared error statuses. A mismatch fails the request, and so the test, naming the route.
 * Installed for every test file by jest.config's setupFilesAfterEnv; requests to no declared route
 * are left alone.
 */
import { allRoutes, type Route } from '@peerconnect/contracts';
import request from 'supertest';
import { answerMismatch, type Answer } from '@/http/declared-answer';

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

/** Why a response breaks its route's declaration, or undefined (also for no declared route). */
export function responseMismatch(
  method: string,
  url: string,
  response: Answer,
): string | undefined {
  const route = routeAt(method, new URL(url, 'http://localhost').pathname);
  return route && answerMismatch(route, response);
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
