import { randomUUID } from 'node:crypto';
import type { Logger } from './logger';
import type { RedisClient } from './redis';

/**
 * What changed, for the caches that must forget it: activities (any write), people (the public
 * fields pages show: name, picture, email) and sessions (a token version, keyed by user id).
 */
export type ChangeTopic = 'activities' | 'people' | 'sessions';

/** A change's key (a user id for sessions); undefined means "anything of this topic". */
type Listener = (key: string | undefined) => void;

interface RelayedChange {
  origin: string;
  topic: ChangeTopic;
  key?: string;
}

const TOPICS: ChangeTopic[] = ['activities', 'people', 'sessions'];
const CHANNEL = 'peerconnect:changes';

/**
 * Tells caches that stored data changed: this process's at once, and with several instances every
 * other instance's through Redis. Models publish from their write middleware, so no write path
 * can forget to. While the relay to the other instances is down, nothing is `reliable`: caches
 * then read through, since changes made elsewhere meanwhile would go unheard.
 */
export class ChangeFeed {
  private readonly listeners = new Map<ChangeTopic, Set<Listener>>();
  private readonly origin = randomUUID();
  private relay?: (change: RelayedChange) => void;
  private relayUp = true;

  get reliable(): boolean {
    return this.relayUp;
  }

  subscribe(topic: ChangeTopic, listener: Listener): () => void {
    const listeners = this.listeners.get(topic) ?? new Set<Listener>();
    this.listeners.set(topic, listeners.add(listener));
    return () => listeners.delete(listener);
  }

  publish(topic: ChangeTopic, key?: string): void {
    this.deliver(topic, key);
    this.relay?.({ origin: this.origin, topic, key });
  }

  /** Everything cached may be stale: a new database, or changes missed while the relay was down. */
  forgetEverything(): void {
    for (const topic of TOPICS) this.deliver(topic, undefined);
  }

  private deliver(topic: ChangeTopic, key: string | undefined): void {
    for (const listener of this.listeners.get(topic) ?? []) listener(key);
  }

  /** Shares changes with the other instances on `redis`; resolves once subscribed. */
  async relayThrough(redis: RedisClient, logger: Logger): Promise<() => Promise<void>> {
    const subscriber = redis.duplicate();
    subscriber.on('error', (error: unknown) => logger.error({ err: error }, 'redis error'));
    const down = () => {
      this.relayUp = false;
    };
    subscriber.on('end', down);
    subscriber.on('reconnecting', down);
    await subscriber.connect();
    await subscriber.subscribe(CHANNEL, (message) => {
      const change = JSON.parse(message) as RelayedChange;
      if (change.origin !== this.origin) this.deliver(change.topic, change.key);
    });
    subscriber.on('ready', () => {
      this.forgetEverything();
      this.relayUp = true;
    });
    this.relay = (change) => {
      redis.publish(CHANNEL, JSON.stringify(change)).catch((error: unknown) => {
        logger.error({ err: error }, 'a change could not be relayed to the other instances');
      });
    };
    return async () => {
      this.relay = undefined;
      await subscriber.quit();
    };
  }
}

/** The process's feed: models publish to it when they are defined, before any app exists. */
export const changeFeed = new ChangeFeed();
