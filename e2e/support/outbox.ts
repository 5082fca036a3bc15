import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

/** Where the app under test writes its mail (no SMTP_URL: the outbox, as in development). */
function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the global setup did not start the app');
  return join(dataDir, 'outbox');
}

/**
 * The path and query of the newest link to `page` (such as /reset-password) mailed to `email`,
 * waiting for the mail to arrive: the app sends it from its queue, after answering the request.
 */
export async function linkFromOutbox(email: string, page: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const files = (() => {
      try {
        // Files are named by the time and an id, never by the address: the To header says whose.
        return readdirSync(outboxDir()).filter((name) =>
          readFileSync(join(outboxDir(), name), 'utf8').includes(`To: ${email}`),
        );
      } catch {
        return [];
      }
    })().sort();
    for (const file of files.reverse()) {
      const mail = await simpleParser(readFileSync(join(outboxDir(), file)));
      const link = new RegExp(`https?://[^\\s]+(${page}\\?token=[\\w-]+)`).exec(mail.text ?? '');
      if (link?.[1]) return link[1];
    }
    if (Date.now() > deadline) throw new Error(`no ${page} link was mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
