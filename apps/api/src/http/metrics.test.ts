import request from 'supertest';
import { buildTestApp, registerStudent, useTestApp } from '@/test/test-app';

const TOKEN = 'metrics-token-for-the-scraper';
const t = useTestApp({ METRICS_TOKEN: TOKEN });

describe('GET /api/metrics', () => {
  it('when METRICS_TOKEN is not set, then there are no metrics', async () => {
    const off = buildTestApp();
    try {
      const response = await request(off.app)
        .get('/api/metrics')
        .set('Authorization', `Bearer ${TOKEN}`);
      expect(response.status).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('when the token is missing or wrong, then 401 and no metrics', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-some-length', TOKEN]) {
      const call = request(t.app).get('/api/metrics');
      const response = await (authorization ? call.set('Authorization', authorization) : call);
      expect(response.status).toBe(401);
      expect(response.text).not.toContain('http_request_duration_seconds');
    }
  });

  it('when the scraper sends the token, then latency by route pattern, sockets, event-loop delay, database state and mail queue depth are there', async () => {
    const { token, user } = await registerStudent(t.app);
    await request(t.app).get(`/api/users/${user._id}`).set('x-auth-token', token).expect(200);
    const response = await request(t.app)
      .get('/api/metrics')
      .set('Authorization', `Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.text;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/users\/:id",status="200"\} 1/,
    );
    // The id itself never becomes a label.
    expect(text).not.toContain(user._id);
    expect(text).toMatch(/^peerconnect_open_sockets 0$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(text).toMatch(/^peerconnect_database_state\{state="connected"\} 1$/m);
    expect(text).toMatch(/^peerconnect_database_state\{state="disconnected"\} 0$/m);
    // The verification mail of the registration, unless the queue has sent it already.
    expect(text).toMatch(/^peerconnect_mail_queue_depth [01]$/m);
  });
});
