import { allRoutes } from '@peerconnect/contracts';
import request from 'supertest';
import { buildTestApp, type TestApp } from '@/test/test-app';

interface Document {
  openapi: string;
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, Record<string, unknown>> };
}

describe('API reference', () => {
  let t: TestApp;
  let document: Document;

  beforeAll(async () => {
    t = buildTestApp();
    document = (await request(t.app).get('/api/openapi.json').expect(200)).body as Document;
  });
  afterAll(() => t.close());

  const documented = () =>
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    );

  it('when the document is read, then every declared route is in it, once', () => {
    const declared = allRoutes().map(
      (route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`,
    );
    expect(documented().sort()).toEqual([...new Set(declared)].sort());
    expect(declared.length).toBeGreaterThan(30);
  });

  it('when a client reads an operation, then it finds the request schema from the contracts, the response and the errors', () => {
    expect(document.openapi).toBe('3.1.0');
    const register = document.paths['/api/auth/register']!.post!;
    expect(register).toMatchObject({
      security: [],
      requestBody: {
        content: {
          'application/json': { schema: { $ref: '#/components/schemas/RegisterRequest' } },
        },
      },
      responses: {
        201: {
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/AuthResponse' } },
          },
        },
        400: {
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
        },
        500: expect.any(Object),
      },
    });
    expect(document.components.schemas.RegisterRequest).toMatchObject({
      properties: { username: { type: 'string', minLength: 3, maxLength: 20 } },
      required: expect.arrayContaining(['username', 'email', 'password']),
    });
    // Nothing private is described as leaving the server.
    expect(JSON.stringify(document.components.schemas.User)).not.toMatch(/password/i);
  });

  it('when an operation takes path and query parameters, then each is listed with its schema', () => {
    const history = document.paths['/api/messages/activity/{activityId}']!.get!;
    expect(history.parameters).toEqual([
      expect.objectContaining({ name: 'activityId', in: 'path', required: true }),
      expect.objectContaining({ name: 'after', in: 'query', required: false }),
      expect.objectContaining({ name: 'before', in: 'query', required: false }),
    ]);
    expect(document.paths['/api/activities/{id}']!.get!.security).toBeUndefined();
  });

  it('when a body may carry a picture, then multipart/form-data is offered with the file field', () => {
    const create = document.paths['/api/activities']!.post! as {
      requestBody: { content: Record<string, unknown> };
    };
    expect(Object.keys(create.requestBody.content)).toEqual([
      'application/json',
      'multipart/form-data',
    ]);
    expect(JSON.stringify(create.requestBody.content['multipart/form-data'])).toContain('"image"');
  });

  it('when $refs are followed, then every one names a schema in the document', () => {
    const refs = [
      ...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g),
    ];
    expect(refs.length).toBeGreaterThan(20);
    for (const [, name] of refs) expect(document.components.schemas).toHaveProperty([name!]);
  });

  it('when the docs page is opened, then it lists the operations under a CSP that allows no inline script', async () => {
    const page = await request(t.app).get('/api/docs').expect(200).expect('Content-Type', /html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.text).not.toMatch(/<script/i);
    expect(page.text).toContain('/api/activities/{id}/join');
    expect(page.text).toContain('href="#schema-Activity"');
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(page.text)?.[1];
    expect(stylesheet).toBe('/api/docs/docs.css');
    await request(t.app).get(stylesheet!).expect(200).expect('Content-Type', /css/);
  });
});
