import { defineRoute, endpoint } from '@peerconnect/contracts';
import { z } from 'zod';
import { jsonResponse, mockApi } from '@/test/render';
import { absoluteImageUrl, apiCall, ApiRequestError } from './api-client';

const thing = defineRoute(endpoint('get', '/api/thing'), {
  tag: 'Test',
  summary: 'A thing',
  auth: true,
  responses: [{ status: 200, description: 'The thing' }],
  errors: [],
});

const renameThing = defineRoute(endpoint('put', '/api/things/:id'), {
  tag: 'Test',
  summary: 'Rename a thing',
  auth: true,
  params: z.object({ id: z.string() }),
  query: z.object({ notify: z.string().optional() }),
  body: z.object({ name: z.string() }),
  responses: [{ status: 200, description: 'Renamed' }],
  errors: [],
});

describe('api client', () => {
  it('when a token is stored, then it goes in both auth headers', async () => {
    localStorage.setItem('token', 'tok');
    mockApi({ 'GET /api/thing': () => jsonResponse(200, { ok: true }) });
    await apiCall(thing);
    const init = (global.fetch as jest.Mock).mock.calls[0][1] as RequestInit;
    expect(init.headers).toMatchObject({ 'x-auth-token': 'tok', Authorization: 'Bearer tok' });
  });

  it('when the server fails with 5xx, then the general server message', async () => {
    mockApi({ 'GET /api/thing': () => jsonResponse(503, { message: 'internal details' }) });
    await expect(apiCall(thing)).rejects.toMatchObject({
      message: 'Server error. Please try again later.',
      status: 503,
    });
  });

  it('when there is no response, then the network message', async () => {
    mockApi({ 'GET /api/thing': () => Promise.reject(new TypeError('Failed to fetch')) });
    const error = await apiCall(thing).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      message: 'Network Error: Unable to connect to server',
      kind: 'network',
    });
  });

  it('when the server answers 4xx, then its own message', async () => {
    mockApi({ 'GET /api/thing': () => jsonResponse(404, { message: 'User not found' }) });
    await expect(apiCall(thing)).rejects.toMatchObject({
      message: 'User not found',
      status: 404,
    });
  });

  it('when a route takes params, a query and a body, then the address and the body are built from them', async () => {
    const calls = mockApi({ 'PUT /api/things/a%2Fb': () => jsonResponse(200, { ok: true }) });
    await apiCall(renameThing, {
      params: { id: 'a/b' },
      query: { notify: 'yes' },
      body: { name: 'x' },
    });
    const [url, init] = (global.fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/things/a%2Fb?notify=yes');
    expect(init.method).toBe('PUT');
    expect(calls[0]?.body).toEqual({ name: 'x' });
  });

  it('when an image path is relative, then it becomes absolute; absolute ones stay', () => {
    expect(absoluteImageUrl('/uploads/a.png')).toBe('/uploads/a.png');
    expect(absoluteImageUrl('uploads/a.png')).toBe('/uploads/a.png');
    expect(absoluteImageUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(absoluteImageUrl('')).toBeUndefined();
  });
});
