import { randomUUID } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import type { MailConfig } from '@/config/env';
import type { Logger } from '@/lib/logger';
import type { Mail } from './mail-templates';

/** Hands one mail to whatever delivers it; rejects when it could not. */
export type MailTransport = (mail: Mail) => Promise<void>;

// nodemailer is loaded with the first mail, not with the API: starting stays as fast as it was.
const loadNodemailer = () => import('nodemailer').then((module) => module.default);

/**
 * SMTP when `smtpUrl` is set. Without it (development, tests) each mail is written to the outbox
 * folder as an .eml file (0600 in a 0700 folder: reset links are keys) and the file is logged, so
 * a reset link can be followed with no mail server at all.
 */
export function createMailTransport(config: MailConfig, logger: Logger): MailTransport {
  const { smtpUrl } = config;
  if (smtpUrl) {
    let smtp: Promise<Transporter> | undefined;
    return async (mail) => {
      smtp ??= loadNodemailer().then((nodemailer) => nodemailer.createTransport(smtpUrl));
      await (await smtp).sendMail({ from: config.from, ...mail });
      logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
    };
  }
  let render: Promise<Transporter> | undefined;
  return async (mail) => {
    render ??= loadNodemailer().then((nodemailer) =>
      nodemailer.createTransport({ streamTransport: true, buffer: true }),
    );
    const { message } = await (await render).sendMail({ from: config.from, ...mail });
    await mkdir(config.outboxDir, { recursive: true, mode: 0o700 });
    // Also a folder an older version made readable by everyone.
    await chmod(config.outboxDir, 0o700);
    // Named by an id made here, never by the address: an address can hold `/` and `..`.
    const file = join(
      config.outboxDir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
    );
    await writeFile(file, message as Buffer, { mode: 0o600 });
    logger.info({ file }, `mail written to the outbox: ${mail.subject}`);
  };
}
