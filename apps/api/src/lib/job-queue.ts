/**
 * The app's one durable job queue: agenda, with its jobs in the database. Jobs survive a restart
 * (one whose time passed while the server was down runs when it starts again), and with several
 * instances each job runs once: agenda locks a job in the database before running it. Modules
 * define their jobs while the app is made (reminders, activity edits, pushes); the queue is created
 * on first use, when the database is connected, and runs due jobs once started.
 */
import type { MongoBackendConfig } from '@agendajs/mongo-backend';
import type { Agenda, Job } from 'agenda';
import mongoose from 'mongoose';
import type { Logger } from '@/lib/logger';

/** How often due jobs are looked for: a job is at most this late. */
const DEFAULT_PROCESS_EVERY_MS = 10_000;

/** How a failed job is tried again: after `delayMs`, doubled each time, `maxRetries` times. */
export interface JobRetry {
  delayMs: number;
  maxRetries: number;
}

export interface JobOptions {
  /** Tried again with back-off when it throws; otherwise a failure is only logged. */
  retry?: JobRetry;
  /** Removed once done (a one-off task), rather than kept for its next run. */
  removeOnComplete?: boolean;
}

interface Definition {
  run: (data: unknown, job: Job) => Promise<void>;
  options: JobOptions;
}

export interface JobQueueOptions {
  processEveryMs?: number;
}

export function createJobQueue(
  logger: Logger,
  { processEveryMs = DEFAULT_PROCESS_EVERY_MS }: JobQueueOptions = {},
) {
  const definitions = new Map<string, Definition>();
  const repeating = new Map<string, string>();
  let agenda: Promise<Agenda> | undefined;
  let starting: Promise<void> | undefined;

  /** Made on first use, when the database is connected; agenda loads then, not with the API. */
  const queue = (): Promise<Agenda> =>
    (agenda ??= make().catch((error: unknown) => {
      // Not kept: the next use tries again.
      agenda = undefined;
      throw error;
    }));

  async function make(): Promise<Agenda> {
    const db = mongoose.connection.db;
    if (!db) throw new Error('the job queue needs the database connected first');
    const [{ Agenda, backoffStrategies }, { MongoBackend }] = await Promise.all([
      import('agenda'),
      import('@agendajs/mongo-backend'),
    ]);
    const jobs = new Agenda({
      // mongoose's connection, from its own copy of the driver (mongoose pins ~7.8); both share
      // one bson, so the backend's ids and dates travel over it unchanged.
      backend: new MongoBackend({
        mongo: db as unknown as Extract<MongoBackendConfig, { mongo: unknown }>['mongo'],
      }),
      processEvery: processEveryMs,
      // A crashed instance's job is taken over by another after a minute.
      defaultLockLifetime: 60_000,
    });
    for (const [name, { run, options }] of definitions) {
      jobs.define(name, (job) => run(job.attrs.data, job), {
        ...(options.retry
          ? {
              backoff: backoffStrategies.exponential({
                delay: options.retry.delayMs,
                maxRetries: options.retry.maxRetries,
              }),
            }
          : {}),
        ...(options.removeOnComplete ? { removeOnComplete: true } : {}),
      });
    }
    jobs.on('error', (error) => logger.error({ err: error }, 'job queue failed'));
    jobs.on('fail', (error, job) =>
      logger.error({ err: error, job: job.attrs.name, data: job.attrs.data }, 'job failed'),
    );
    return jobs;
  }

  return {
    /** A job's handler; defined while the app is made, before the queue's first use. */
    define<D>(
      name: string,
      run: (data: D, job: Job<D>) => Promise<void>,
      options: JobOptions = {},
    ) {
      if (agenda) throw new Error(`job ${name} defined after the queue was first used`);
      definitions.set(name, { run: run as Definition['run'], options });
    },

    /** Runs the job every `interval` (agenda's words, e.g. '1 hour') on one instance, once started. */
    every(interval: string, name: string): void {
      repeating.set(name, interval);
    },

    /** Stores a job to run as soon as an instance is free; it survives a restart. */
    async runSoon<D>(name: string, data: D): Promise<void> {
      await (await queue()).now(name, data);
    },

    /** agenda itself, for jobs planned at a time or kept unique (reminders, edit windows). */
    agenda: queue,

    /** Starts running due jobs and the repeating ones (after the database is connected). */
    start(): Promise<void> {
      starting = (async () => {
        const jobs = await queue();
        for (const [name, interval] of repeating) await jobs.every(interval, name);
        await jobs.start();
      })();
      return starting;
    },

    /**
     * Stops running jobs; the ones this instance held are left for the next. A start still under
     * way finishes first: stopped before it, agenda would poll a database being closed.
     */
    async stop(): Promise<void> {
      await starting?.catch(() => undefined);
      await (await agenda?.catch(() => undefined))?.stop();
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
