import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import request from 'supertest';
import { createLogger } from '@/lib/logger';
import { registerStudent, startTestApp, type TestApp } from '@/test/test-app';
import { useMailingTestApp } from '@/test/smtp-sink';
import { OutgoingMailModel } from './mail.model';

describe('mail over SMTP', () => {
  const t = useMailingTestApp();

  it('when the mail server is down, then the request answers at once, and the mail is retried until it arrives', async () => {
    // Registered while the server is up: only the reset mail meets the outage, so a slow machine
    // cannot spend the verification mail's few test attempts before the server is back.
    const student = await registerStudent(t.app);
    await t.delivered();
    t.sink.state.failing = true;
    const started = Date.now();
    const response = await request(t.app)
      .post('/api/auth/forgot-password')
      .send({ email: student.email });
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    await t.delivered();
    const waiting = await OutgoingMailModel.find({ to: student.email }).lean();
    expect(waiting.map((mail) => mail.subject)).toEqual(['Reset your PeerConnect password']);
    expect(waiting.every((mail) => mail.attempts >= 1 && mail.lastError?.includes('451'))).toBe(
      true,
    );
    t.sink.state.failing = false;
    await new Promise((resolve) => setTimeout(resolve, 150));
    await t.delivered();
    expect(
      t.sink
        .to(student.email)
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual(['Reset your PeerConnect password', 'Verify your email address for PeerConnect']);
    expect(await OutgoingMailModel.countDocuments({ to: student.email })).toBe(0);
  });

  it('when the mail server keeps refusing, then the queue gives up after its attempts and keeps the mail with the reason', async () => {
    t.sink.state.failing = true;
    const student = await registerStudent(t.app);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await t.delivered();
      await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt + 50));
    }
    t.sink.state.failing = false;
    const given = await OutgoingMailModel.findOne({ to: student.email }).lean();
    expect(given).toMatchObject({ attempts: 3, failedAt: expect.any(Date) });
    await t.delivered();
    expect(t.sink.to(student.email)).toHaveLength(0);
  });
});

describe('mail without SMTP_URL (the development outbox)', () => {
  const lines: string[] = [];
  let outbox: TestApp | undefined;
  beforeAll(async () => {
    outbox = await startTestApp(
      {},
      createLogger('info', { write: (line: string) => lines.push(line) }),
    );
  });
  afterAll(() => outbox?.close());

  it('when a mail is sent, then it is an .eml file in DATA_DIR/outbox with a text and an HTML part, and the log names its subject and file, not the link', async () => {
    const { app, config, mailer } = outbox as TestApp;
    const student = await registerStudent(app);
    await mailer.queue.drain();
    const files = readdirSync(config.mail.outboxDir).filter((name) =>
      readFileSync(join(config.mail.outboxDir, name), 'utf8').includes(`To: ${student.email}`),
    );
    expect(files).toHaveLength(1);
    // Reset and verification links are keys: this user's only.
    expect(statSync(config.mail.outboxDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(config.mail.outboxDir, files[0] ?? '')).mode & 0o777).toBe(0o600);
    const eml = readFileSync(join(config.mail.outboxDir, files[0] ?? ''), 'utf8');
    expect(eml).toContain('Subject: Verify your email address for PeerConnect');
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
    const logged = lines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg?.startsWith('mail written to the outbox'));
    expect(logged.msg).toBe(
      'mail written to the outbox: Verify your email address for PeerConnect',
    );
    expect(logged.file).not.toContain(student.email);
    expect(logged.link).toBeUndefined();
  });

  it('when an address holds a path, then the mail is still written inside the outbox, named by an id the server made', async () => {
    const { config, mailer } = outbox as TestApp;
    const parent = dirname(config.mail.outboxDir);
    const before = readdirSync(parent);
    await mailer.send(mailer.templates.passwordReset('t/../../x@example.org', 'http://x.test'));
    await mailer.queue.drain();
    expect(readdirSync(parent)).toEqual(before);
    for (const name of readdirSync(config.mail.outboxDir))
      expect(name).toMatch(/^[\dTZ-]+-[\da-f-]{36}\.eml$/);
  });
});
