import { pino, type DestinationStream, type Logger } from 'pino';

/** Structured JSON logs; secrets and passwords are redacted wherever they appear in a logged object. */
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
    },
    destination,
  );
}

export type { Logger };
