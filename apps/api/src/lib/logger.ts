import { createRequire } from 'node:module';
import { pino, stdSerializers, type DestinationStream, type Logger } from 'pino';
import type PinoPretty from 'pino-pretty';
import { redactValue } from './log-redaction';

/**
 * Readable, coloured lines (pino-pretty, written synchronously in this thread), loaded only when
 * asked for: production's JSON logs never load it.
 */
export function prettyDestination(): DestinationStream {
  const pretty = createRequire(import.meta.url)('pino-pretty') as typeof PinoPretty;
  return pretty({ sync: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname' });
}

/**
 * Structured logs. Passwords and auth headers are dropped by path; every other value and message
 * goes through log-redaction.ts, so no address, token or URL key reaches a line at any level.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers["x-auth-token"]',
          'req.headers.cookie',
          '*.password',
          '*.currentPassword',
          '*.newPassword',
          '*.token',
          '*.passwordHash',
        ],
        censor: '[redacted]',
      },
      serializers: { err: (error: Error) => redactValue(stdSerializers.err(error)) },
      formatters: { log: (object) => redactValue(object) as Record<string, unknown> },
      hooks: {
        logMethod(args, method) {
          method.apply(
            this,
            args.map((arg) => (typeof arg === 'string' ? (redactValue(arg) as string) : arg)) as [
              string,
            ],
          );
        },
      },
    },
    destination,
  );
}

export type { Logger };
