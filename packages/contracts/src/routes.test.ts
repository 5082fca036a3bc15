import { allRoutes } from './routes';

describe('routes', () => {
  it('when every route is listed, then no two share an endpoint (a client finds each route by it)', () => {
    const endpoints = allRoutes().map((route) => `${route.method} ${route.path}`);
    expect(new Set(endpoints).size).toBe(endpoints.length);
  });
});
