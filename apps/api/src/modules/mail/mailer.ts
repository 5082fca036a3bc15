import type { MailConfig } from '@/config/env';
import type { Logger } from '@/lib/logger';
import { createMailQueue, type MailQueueOptions } from './mail-queue';
import { mailTemplates } from './mail-templates';
import { createMailTransport } from './mail-transport';

/** What features use to mail a student: the templates, links into the app, and the queue. */
export function createMailer(config: MailConfig, logger: Logger, options?: MailQueueOptions) {
  const queue = createMailQueue(createMailTransport(config, logger), logger, options);
  return {
    templates: mailTemplates(config.appUrl),
    /** A link to a page of the web app. */
    page: (path: string) => `${config.appUrl}${path}`,
    /** A link to a page of the web app carrying a one-time token. */
    link: (page: string, token: string) =>
      `${config.appUrl}${page}?token=${encodeURIComponent(token)}`,
    send: queue.enqueue,
    queue,
  };
}

export type Mailer = ReturnType<typeof createMailer>;
