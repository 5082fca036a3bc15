import { z } from 'zod';

/** GET /api/health: answers as soon as the server listens, before the database is connected. */
export const healthResponseSchema = z.object({
  /** 'starting' while the app is still loading after the server began listening, then 'ok'. */
  status: z.enum(['starting', 'ok']),
  /** 'recovered-with-loss': connected, after the embedded database skipped damaged records at start. */
  database: z.enum(['connecting', 'connected', 'recovered-with-loss', 'disconnected']),
  /** Seconds since the process started. */
  uptime: z.number().int().min(0),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** A confirmation with nothing else to return (an activity deleted, a request declined, a friend removed). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
