/**
 * Every line the API logs (at trace, the most it logs) through a run of the flows that carry
 * secrets: the log is then searched for each secret the run made. None may appear.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { redactText } from '@/lib/log-redaction';
import { createLogger } from '@/lib/logger';
import { registerStudent, startTestApp, type TestApp } from '@/test/test-app';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, createLogger('trace', { write: (line: string) => lines.push(line) }));
});
afterAll(() => t.close());

/** The tokens of the links mailed to `email` so far. */
function mailedTokens(email: string): string[] {
  const dir = t.config.mail.outboxDir;
  return readdirSync(dir)
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .filter((eml) => eml.includes(`To: ${email}`))
    .flatMap((eml) => [...eml.matchAll(/\?token=([\w.-]{20,})/g)])
    .map((match) => match[1] ?? '');
}

describe('the logs', () => {
  it('when a run registers, signs in, mails links, follows them and reads the calendar feed, then none of its secrets or addresses is in the logs', async () => {
    const password = 'secret-horse-battery';
    const student = await registerStudent(t.app, { email: 'ana.logs@uni.example', password });
    const other = await registerStudent(t.app, { email: 'ben.logs@uni.example' });
    const login = await request(t.app)
      .post('/api/auth/login')
      .send({ email: student.email, password });
    expect(login.status).toBe(200);
    await request(t.app)
      .get('/api/users/find-by-email')
      .query({ email: other.email })
      .set('x-auth-token', student.token)
      .expect(200);
    await request(t.app).post('/api/auth/forgot-password').send({ email: student.email });
    await t.mailer.queue.drain();
    const linkTokens = mailedTokens(student.email);
    // The verification mail sent at registration and the reset mail.
    expect(linkTokens.length).toBeGreaterThanOrEqual(2);
    for (const token of linkTokens)
      await request(t.app).get('/api/auth/verify-email').query({ token });
    const feed = await request(t.app)
      .get('/api/users/me/calendar-feed')
      .set('x-auth-token', student.token)
      .expect(200);
    const feedPath = new URL(feed.body.url).pathname;
    await request(t.app).get(feedPath).expect(200);
    const feedSecret = /\/api\/calendar\/(.+)\.ics$/.exec(feedPath)?.[1] ?? '';
    const unsubscribe = `${student.user._id}.forged-signature-kept-out-of-logs`;
    await request(t.app)
      .get('/api/notifications/unsubscribe')
      .query({ token: unsubscribe, type: 'friend-request' });
    // A failure with the address in its text, as an SMTP refusal would have.
    await request(t.app).post('/api/auth/login').send({ email: student.email, password: 'wrong' });

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(10);
    const secrets = {
      password,
      'session token': student.token,
      'signed-in token': login.body.token as string,
      'first address': student.email,
      'second address': other.email,
      'calendar feed secret': feedSecret,
      'unsubscribe token': unsubscribe,
      ...Object.fromEntries(linkTokens.map((token, i) => [`mailed link token ${i}`, token])),
    };
    for (const [what, secret] of Object.entries(secrets)) {
      expect(secret.length).toBeGreaterThan(8);
      expect({ what, found: log.includes(secret) }).toEqual({ what, found: false });
    }
    // The URLs themselves are still logged, with the keys taken out.
    expect(log).toContain('/api/calendar/[redacted].ics');
    expect(log).toContain('/api/users/find-by-email?email=[redacted]');
  });
});

describe('redactText', () => {
  it('when a text holds addresses, JWTs and keyed URLs, then only their shape is left', () => {
    expect(
      redactText(
        'to ana@uni.example via /reset-password?token=abc-123&x=1 and /api/calendar/k3y.ics eyJhbGc.eyJzdWIi.c2ln',
      ),
    ).toBe(
      'to [email] via /reset-password?token=[redacted]&x=1 and /api/calendar/[redacted].ics [redacted]',
    );
  });
});
