import type { Logger } from '@/lib/logger';
import type { Mail } from './mail-templates';
import type { MailTransport } from './mail-transport';
import { OutgoingMailModel } from './mail.model';

export interface MailQueueOptions {
  /** Delay after the first failure; doubled after each next one. */
  retryDelayMs?: number;
  /** Attempts before the queue gives up on a mail. */
  maxAttempts?: number;
  /** How often due mails are looked for (retries, and mails another instance queued). */
  pollMs?: number;
}

/** How long a mail being sent is not due for anyone else (a crash mid-send retries after it). */
const SENDING_LEASE_MS = 2 * 60 * 1000;

/**
 * Mail that survives a down SMTP server and a restart: `enqueue` stores it (the request is done
 * then), and the queue sends each due mail once, oldest first, retrying with back-off. Several
 * instances may share the collection: a mail is claimed atomically before it is sent.
 */
export function createMailQueue(
  transport: MailTransport,
  logger: Logger,
  { retryDelayMs = 30_000, maxAttempts = 8, pollMs = 30_000 }: MailQueueOptions = {},
) {
  let draining: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  async function claimNext() {
    const now = new Date();
    return OutgoingMailModel.findOneAndUpdate(
      { failedAt: null, nextAttemptAt: { $lte: now } },
      {
        $set: { nextAttemptAt: new Date(now.getTime() + SENDING_LEASE_MS) },
        $inc: { attempts: 1 },
      },
      { sort: { nextAttemptAt: 1 }, returnDocument: 'after' },
    ).lean();
  }

  async function sendDue(): Promise<void> {
    for (let mail = await claimNext(); mail; mail = await claimNext()) {
      const { to, subject, text, html, link, headers } = mail;
      try {
        await transport({
          to,
          subject,
          text,
          html,
          ...(link ? { link } : {}),
          ...(headers ? { headers: headers as Record<string, string> } : {}),
        });
        await OutgoingMailModel.deleteOne({ _id: mail._id });
      } catch (error) {
        const lastError = error instanceof Error ? error.message : String(error);
        if (mail.attempts >= maxAttempts) {
          logger.error({ to, subject, attempts: mail.attempts, err: error }, 'mail given up');
          await OutgoingMailModel.updateOne({ _id: mail._id }, { failedAt: new Date(), lastError });
        } else {
          const delay = retryDelayMs * 2 ** (mail.attempts - 1);
          logger.warn(
            { to, subject, attempts: mail.attempts, retryInMs: delay, lastError },
            'mail not sent, will retry',
          );
          await OutgoingMailModel.updateOne(
            { _id: mail._id },
            { nextAttemptAt: new Date(Date.now() + delay), lastError },
          );
        }
      }
    }
  }

  /** Sends what is due now; a call while sending runs once more after it, never twice at once. */
  function drain(): Promise<void> {
    if (draining) {
      again = true;
      return draining;
    }
    draining = (async () => {
      do {
        again = false;
        await sendDue().catch((error: unknown) =>
          logger.error({ err: error }, 'mail queue failed'),
        );
      } while (again);
      draining = undefined;
    })();
    return draining;
  }

  return {
    /** Stores the mail for sending; resolves once it is stored, not once it is sent. */
    async enqueue(mail: Mail): Promise<void> {
      await OutgoingMailModel.create({ ...mail, nextAttemptAt: new Date() });
      void drain();
    },
    /** Sends every mail due now (tests call it to wait for delivery). */
    drain,
    /** Mails stored and not yet sent (given up ones not counted): the queue's depth for metrics. */
    waiting: (): Promise<number> =>
      OutgoingMailModel.countDocuments({ failedAt: null }).maxTimeMS(1_000).exec(),
    /** Looks for due mails every `pollMs`, and sends what a previous run left at once. */
    start(): void {
      timer ??= setInterval(() => void drain(), pollMs).unref();
      void drain();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await draining;
    },
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;
