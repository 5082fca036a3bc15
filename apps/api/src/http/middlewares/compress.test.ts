import request from 'supertest';
import { buildTestApp, type TestApp } from '@/test/test-app';

let t: TestApp;
beforeAll(() => {
  t = buildTestApp();
});
afterAll(() => t.close());

describe('compression', () => {
  it('when a client accepts gzip, then a large answer comes gzipped and unpacks to the same JSON', async () => {
    const plain = await request(t.app).get('/api/openapi.json').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    // supertest unpacks gzip, as a browser does.
    const zipped = await request(t.app).get('/api/openapi.json').set('Accept-Encoding', 'gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body).toEqual(plain.body);
  });

  it('when a client sends no Accept-Encoding, then the answer is not compressed', async () => {
    const response = await request(t.app).get('/api/openapi.json').unset('Accept-Encoding');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.openapi).toMatch(/^3\.1/);
  });
});
