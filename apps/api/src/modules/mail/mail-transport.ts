import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailConfig } from '@/config/env';
import type { Logger } from '@/lib/logger';
import type { Mail } from './mail-templates';

/** Hands one mail to whatever delivers it; rejects when it could not. */
export type MailTransport = (mail: Mail) => Promise<void>;

/**
 * SMTP when `smtpUrl` is set. Without it (development, tests) each mail is written to the outbox
 * folder as an .eml file and logged with its link, so a reset link can be followed with no mail
 * server at all.
 */
export function createMailTransport(config: MailConfig, logger: Logger): MailTransport {
  if (config.smtpUrl) {
    const smtp = nodemailer.createTransport(config.smtpUrl);
    return async (mail) => {
      await smtp.sendMail({ from: config.from, ...mail });
      logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
    };
  }
  const render = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return async (mail) => {
    const { message } = await render.sendMail({ from: config.from, ...mail });
    await mkdir(config.outboxDir, { recursive: true });
    const file = join(
      config.outboxDir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to}.eml`,
    );
    await writeFile(file, message as Buffer);
    logger.info(
      { to: mail.to, link: mail.link, file },
      `mail written to the outbox: ${mail.subject}`,
    );
  };
}
