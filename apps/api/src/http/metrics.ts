/**
 * Prometheus metrics (prom-client), served at /api/metrics only when METRICS_TOKEN is set and only
 * to a request bearing it: request latency by route, open sockets, event-loop delay (with Node's
 * other defaults), the database's state and the mail queue's depth. Each app has its own registry,
 * so tests can build several.
 */
import { timingSafeEqual } from 'node:crypto';
import { operationRoutes, type HealthResponse } from '@peerconnect/contracts';
import type { Request, RequestHandler, Router } from 'express';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { unauthorized } from '@/lib/app-error';
import { databaseState } from '@/lib/db';
import { declaredRouter, SENT } from './declared-router';

const DATABASE_STATES: HealthResponse['database'][] = [
  'connecting',
  'connected',
  'recovered-with-loss',
  'disconnected',
];

export interface MetricSources {
  /** Sockets connected now. */
  openSockets(): number;
  /** Mails stored and not yet sent. */
  mailQueueDepth(): Promise<number>;
}

/**
 * The matched route's pattern (`/api/activities/:id`), never the raw path: ids and tokens in paths
 * would make a series per value (and put keys into the metrics).
 */
function routeOf(req: Request): string {
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern === 'string') return `${req.baseUrl}${pattern}`;
  return req.originalUrl.startsWith('/api') ? 'unmatched' : 'web app';
}

/** `token`: what a scrape must send as `Authorization: Bearer <token>`. */
export function createMetrics(token: string, sources: MetricSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'peerconnect_open_sockets',
    help: 'socket.io connections open now',
    registers: [registry],
    collect() {
      this.set(sources.openSockets());
    },
  });
  new Gauge({
    name: 'peerconnect_database_state',
    help: 'The database connection: 1 for the current state, 0 for the others',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const current = databaseState();
      for (const state of DATABASE_STATES) this.set({ state }, state === current ? 1 : 0);
    },
  });
  new Gauge({
    name: 'peerconnect_mail_queue_depth',
    help: 'Mails waiting to be sent (NaN while the database cannot be asked)',
    registers: [registry],
    async collect() {
      this.set(await sources.mailQueueDepth().catch(() => Number.NaN));
    },
  });

  /** Times every request, labelled once it has been routed. */
  const timing: RequestHandler = (req, res, next) => {
    const end = latency.startTimer();
    res.once('finish', () =>
      end({ method: req.method, route: routeOf(req), status: String(res.statusCode) }),
    );
    next();
  };

  /** GET /api/metrics for the bearer of the token. */
  function routes(): Router {
    const { router, on } = declaredRouter('/api', { database: false });
    const expected = Buffer.from(`Bearer ${token}`);
    on(operationRoutes.metrics, async (req, res) => {
      const given = Buffer.from(req.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw unauthorized('A valid metrics token is required');
      res.set('Cache-Control', 'no-store').type(registry.contentType);
      res.send(await registry.metrics());
      return SENT;
    });
    return router;
  }

  return { timing, routes };
}
