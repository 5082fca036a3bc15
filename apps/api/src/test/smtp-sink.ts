import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { startTestApp, type TestApp } from './test-app';

/**
 * A real SMTP server in the test process: what the API sends arrives here over SMTP and is parsed
 * as a mail client would. `failing` makes it refuse every mail (a mail server that is down).
 */
export async function startSmtpSink() {
  const mails: ParsedMail[] = [];
  const state = { failing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (state.failing) {
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Service unavailable'), { responseCode: 451 })),
        );
        return;
      }
      simpleParser(stream).then((mail) => {
        mails.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const to = (address: string) =>
    mails.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === address);
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    state,
    to,
    /** The token of the last link mailed to `address` for `page` (such as /reset-password). */
    tokenFor(address: string, page: string): string {
      const pattern = new RegExp(`${page}\\?token=([A-Za-z0-9_-]{43})`);
      const match = to(address)
        .map((mail) => pattern.exec(mail.text ?? ''))
        .filter(Boolean)
        .at(-1);
      if (!match?.[1]) throw new Error(`no ${page} link was mailed to ${address}`);
      return match[1];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/**
 * The real app on this file's own database, mailing over SMTP to a sink of its own: started before
 * the file's first test, closed after its last.
 */
export function useMailingTestApp(env: Record<string, string> = {}) {
  let started: { app: TestApp; sink: SmtpSink } | undefined;
  beforeAll(async () => {
    const sink = await startSmtpSink();
    started = { sink, app: await startTestApp({ SMTP_URL: sink.url, ...env }) };
  });
  afterAll(async () => {
    await started?.app.close();
    await started?.sink.close();
  });
  const running = () => {
    if (!started) throw new Error('The test app starts in beforeAll: read it inside a test');
    return started;
  };
  return {
    get app() {
      return running().app.app;
    },
    get mailer() {
      return running().app.mailer;
    },
    get sink() {
      return running().sink;
    },
    get jobs() {
      return running().app.jobs;
    },
    /** Waits until every mail due has been handed to the sink. */
    delivered: () => running().app.mailer.queue.drain(),
  };
}
