import { allRoutes } from '@peerconnect/contracts';
import request from 'supertest';
import { registerStudent, useTestApp } from '@/test/test-app';

const withParams = allRoutes().filter((route) => route.path.includes('/:'));

describe('declared routes', () => {
  const t = useTestApp();

  it('when the routes are listed, then the ones with path parameters are there to check', () => {
    expect(withParams.length).toBeGreaterThan(15);
  });

  it.each(withParams.map((route) => [route.method.toUpperCase(), route.path, route] as const))(
    'when %s %s names nothing (a malformed parameter), then 404 JSON, never 400 or 500',
    async (_method, path, route) => {
      const { token } = await registerStudent(t.app);
      const agent = request(t.app);
      const response = await agent[route.method](path.replace(/:\w+/g, 'not-an-id'))
        .set('x-auth-token', token)
        .send({});
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: expect.stringMatching(/NOT_FOUND$/) });
    },
  );
});
