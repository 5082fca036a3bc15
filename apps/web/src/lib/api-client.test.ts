import { jsonResponse, mockApi } from '@/test/render';
import { absoluteImageUrl, apiRequest, ApiRequestError } from './api-client';

describe('api client', () => {
  it('when a token is stored, then it goes in both auth headers', async () => {
    localStorage.setItem('token', 'tok');
    mockApi({ 'GET /api/thing': () => jsonResponse(200, { ok: true }) });
    await apiRequest('/api/thing');
    const init = (global.fetch as jest.Mock).mock.calls[0][1] as RequestInit;
    expect(init.headers).toMatchObject({ 'x-auth-token': 'tok', Authorization: 'Bearer tok' });
  });

  it('when the server fails with 5xx, then the general server message', async () => {
    mockApi({ 'GET /api/thing': () => jsonResponse(503, { message: 'internal details' }) });
    await expect(apiRequest('/api/thing')).rejects.toMatchObject({
      message: 'Server error. Please try again later.',
      status: 503,
    });
  });

  it('when there is no response, then the network message', async () => {
    mockApi({ 'GET /api/thing': () => Promise.reject(new TypeError('Failed to fetch')) });
    const error = await apiRequest('/api/thing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      message: 'Network Error: Unable to connect to server',
      kind: 'network',
    });
  });

  it('when the server answers 4xx, then its own message', async () => {
    mockApi({ 'GET /api/thing': () => jsonResponse(404, { message: 'User not found' }) });
    await expect(apiRequest('/api/thing')).rejects.toMatchObject({
      message: 'User not found',
      status: 404,
    });
  });

  it('when an image path is relative, then it becomes absolute; absolute ones stay', () => {
    expect(absoluteImageUrl('/uploads/a.png')).toBe('/uploads/a.png');
    expect(absoluteImageUrl('uploads/a.png')).toBe('/uploads/a.png');
    expect(absoluteImageUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(absoluteImageUrl('')).toBeUndefined();
  });
});
