import { openSessionSocket, type AppSocket } from '@/lib/socket';

type Listener = (payload?: unknown) => void;
type AckCallback = (error: Error | null, response?: unknown) => void;

/**
 * How the pretend server answers an acknowledged event: a response, a promise of one (to answer
 * later), or undefined to never answer.
 */
type Answer = (payload: unknown) => unknown;

/**
 * A stand-in for the session's socket.io connection in web tests: records what the app emits,
 * answers acknowledgements as told, and lets a test play the server (connect, drop, broadcast).
 * Use with jest.mock('@/lib/socket') (its manual mock) and `fakeSessionSocket()`.
 */
export class FakeSocket {
  connected = false;
  active = true;
  readonly emitted: { event: string; payload: unknown }[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly answers = new Map<string, Answer>();
  private ackTimeout: number | undefined;

  asSocket(): AppSocket {
    return this as unknown as AppSocket;
  }

  /** Sets the server's answer to an event (e.g. `{ success: true, messages: [] }`). */
  answer(event: string, answer: Answer): this {
    this.answers.set(event, answer);
    return this;
  }

  emitsOf(event: string): unknown[] {
    return this.emitted.filter((entry) => entry.event === event).map((entry) => entry.payload);
  }

  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  timeout(ms: number): this {
    this.ackTimeout = ms;
    return this;
  }

  emit(event: string, payload: unknown, ack?: AckCallback): this {
    this.emitted.push({ event, payload });
    const timeout = this.ackTimeout;
    this.ackTimeout = undefined;
    if (!ack) return this;
    const response = this.answers.get(event)?.(payload);
    if (response !== undefined) void Promise.resolve(response).then((value) => ack(null, value));
    else if (timeout !== undefined) {
      setTimeout(() => ack(new Error('operation has timed out')), timeout);
    }
    return this;
  }

  /** socket.io's manager: the app closes its transport when the browser goes offline. */
  readonly io = {
    engine: { close: jest.fn(() => this.serverDrops()) },
    reconnection: jest.fn(),
  };

  /** The app asks to (re)connect, e.g. the Reconnect button. */
  connect = jest.fn(() => this);

  /** The app closes the connection for good (sign-out). */
  disconnect = jest.fn(() => {
    this.connected = false;
    this.active = false;
    this.fire('disconnect', 'io client disconnect');
    return this;
  });

  /** The server accepts the connection. */
  serverConnects(): void {
    this.connected = true;
    this.fire('connect');
  }

  /** The connection drops; socket.io keeps trying to reconnect. */
  serverDrops(): void {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }

  /** A connection attempt fails. */
  serverRefuses(): void {
    this.connected = false;
    this.fire('connect_error', new Error('xhr poll error'));
  }

  /** The server sends an event to this client. */
  serverEmits(event: string, payload: unknown): void {
    this.fire(event, payload);
  }

  private fire(event: string, payload?: unknown): void {
    this.listeners.get(event)?.forEach((listener) => listener(payload));
  }
}

/** Makes the mocked openSessionSocket hand out a fresh FakeSocket, returned for the test to drive. */
export function fakeSessionSocket(): FakeSocket {
  const socket = new FakeSocket();
  jest.mocked(openSessionSocket).mockClear().mockReturnValue(socket.asSocket());
  return socket;
}
