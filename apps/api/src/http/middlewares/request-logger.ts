import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import { redactText } from '@/lib/log-redaction';
import type { Logger } from '@/lib/logger';

/** A request id on every log line of a request and in the `X-Request-Id` response header. */
export function requestLogger(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const incoming = req.headers['x-request-id'];
      const id =
        typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    // Probes come every few seconds; their failures are logged once per outage (error-handler.ts).
    autoLogging: { ignore: (req) => req.url?.startsWith('/api/health') ?? false },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        // Serialized after the logger's redaction of values, so redacted here.
        url: redactText(req.url),
      }),
      // The status is enough; response headers would repeat the CSP on every line.
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
