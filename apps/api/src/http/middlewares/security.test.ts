import request from 'supertest';
import { buildTestApp, type TestApp } from '@/test/test-app';

const ALLOWED = 'https://app.example.com';

let t: TestApp;
beforeAll(() => {
  t = buildTestApp({ CORS_ORIGINS: `${ALLOWED}, http://localhost:5173` });
});
afterAll(() => t.close());

describe('security headers and CORS', () => {
  it('when responding, then helmet headers are set and Express is not announced', async () => {
    const response = await request(t.app).get('/api/health');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const connectSrc = /connect-src ([^;]*)/.exec(csp)?.[1]?.split(' ');
    expect(connectSrc).toEqual([
      "'self'",
      'https://app.example.com',
      'http://localhost:5173',
      'wss://app.example.com',
      'ws://localhost:5173',
    ]);
  });

  it('when a configured origin asks, then exactly that origin is allowed, with the token headers', async () => {
    const preflight = await request(t.app)
      .options('/api/auth/me')
      .set('Origin', ALLOWED)
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'x-auth-token,authorization');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(preflight.headers['access-control-allow-headers']).toMatch(/x-auth-token/i);
    const response = await request(t.app).get('/api/health').set('Origin', ALLOWED);
    expect(response.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(response.headers['access-control-expose-headers']?.split(',')).toEqual([
      'X-Request-Id',
      'X-Next-Cursor',
      'Retry-After',
    ]);
  });

  it('when another origin asks, then no CORS grant comes back (nothing is reflected)', async () => {
    const response = await request(t.app).get('/api/health').set('Origin', 'https://evil.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('when no origins are configured, then no origin is granted', async () => {
    const sameOriginOnly = buildTestApp();
    try {
      const response = await request(sameOriginOnly.app)
        .get('/api/health')
        .set('Origin', 'http://localhost:5173');
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await sameOriginOnly.close();
    }
  });
});
