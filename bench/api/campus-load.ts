/**
 * The campus bench's students at the evening peak, as the web app behaves: one socket.io
 * connection each (opened with the session token, as lib/socket.ts does); on connecting, the inbox
 * (the navigation's unread count), the rooms of its activity chats joined in one event, the inbox
 * again (use-live-inbox.ts); then, each at random times (Poisson):
 * - every 60 s, the requests a fresh load of /dashboard makes at once;
 * - every 120 s, a chat message over the socket: to their group (85%, when they have one), else to
 *   a friend;
 * - every 300 s, a filtered activity list, then one activity of it;
 * - 1% of those actions are a join of another activity instead, or the leave of the one joined.
 * Every message received from someone else refetches the inbox, at most one fetch at a time and
 * one more after it if a message came meanwhile, as use-live-inbox.ts does.
 */
import {
  ACTIVITY_CATEGORIES,
  activityRoomId,
  SOCKET_EVENTS as E,
  SOCKET_PATH,
  type ClientToServerEvents,
  type InboxEntry,
  type ServerToClientEvents,
} from '@peerconnect/contracts';
import { io, type Socket } from 'socket.io-client';

type StudentSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export const MODEL = {
  dashboardEveryS: 60,
  chatEveryS: 120,
  browseEveryS: 300,
  groupShare: 0.85,
  joinOrLeaveShare: 0.01,
} as const;

const INBOX = '/api/messages/inbox';
/**
 * A fresh load of /dashboard: the session check and the navigation's unread count (the app
 * shell's), and the page's five queries (recommendations/dashboard-page.tsx).
 */
export const DASHBOARD_REQUESTS = [
  '/api/auth/me',
  INBOX,
  '/api/recommendations/insights',
  '/api/friends',
  '/api/friends/requests',
  '/api/recommendations/friends',
  '/api/recommendations',
] as const;
const REQUEST_TIMEOUT_MS = 30_000;
const CONNECT_BATCH = 50;

export interface LoadStudent {
  id: string;
  token: string;
  friendIds: string[];
  groupId?: string;
}

interface Sent {
  at: number;
  /** The online members who should receive it and have not yet. */
  waiting: Set<string>;
  received: Set<string>;
}

const poissonDelayMs = (meanS: number) => -Math.log(1 - Math.random()) * meanS * 1000;
const pick = <T>(list: readonly T[]): T | undefined =>
  list[Math.floor(Math.random() * list.length)];

export class CampusLoad {
  private readonly sockets = new Map<string, StudentSocket>();
  /** The activity rooms each student's socket joined. */
  private readonly rooms = new Map<string, Set<string>>();
  private readonly inboxFetch = new Map<string, { fetching: boolean; missed: boolean }>();
  /** The activity each student joined besides their group, to leave next time. */
  private readonly joined = new Map<string, string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private sent = new Map<string, Sent>();
  private running = false;
  private inFlight = 0;
  private sequence = 0;
  /** Message ids unique to this run: a student's client ids must not repeat across rounds. */
  private readonly runId = Date.now().toString(36);
  /** Per route: latency (ms) and body size (bytes) of every answered request. */
  latencies = new Map<string, number[]>();
  bytes = new Map<string, number[]>();
  /** Per route (or `chat`) and status: failed requests and refused messages. */
  errors = new Map<string, number>();
  chatLatencies: number[] = [];
  duplicates = 0;

  constructor(
    private readonly base: string,
    private readonly students: LoadStudent[],
    private readonly activityIds: string[],
    private readonly membersOf: (activityId: string) => string[],
  ) {}

  /** Connects every student, a batch at a time, each as the web app starts its live inbox. */
  async connect(): Promise<void> {
    for (let start = 0; start < this.students.length; start += CONNECT_BATCH) {
      await Promise.all(
        this.students.slice(start, start + CONNECT_BATCH).map((student) => this.open(student)),
      );
    }
  }

  start(): void {
    this.running = true;
    for (const student of this.students) {
      this.every(MODEL.dashboardEveryS, student, () => this.dashboard(student));
      this.every(MODEL.chatEveryS, student, () => this.chat(student));
      this.every(MODEL.browseEveryS, student, () => this.browse(student));
    }
  }

  /** Forgets the figures so far (the warm-up's). */
  reset(): void {
    this.latencies = new Map();
    this.bytes = new Map();
    this.errors = new Map();
    this.sent = new Map();
    this.chatLatencies = [];
    this.duplicates = 0;
  }

  /** Stops acting, then waits for answers and deliveries on their way (up to `limitMs`). */
  async stop(limitMs = 15_000): Promise<void> {
    this.running = false;
    this.timers.forEach(clearTimeout);
    this.timers.clear();
    const deadline = performance.now() + limitMs;
    while ((this.inFlight > 0 || this.lost() > 0) && performance.now() < deadline)
      await new Promise((tick) => setTimeout(tick, 50));
  }

  close(): void {
    this.sockets.forEach((socket) => socket.close());
  }

  messagesSent(): number {
    return this.sent.size;
  }

  /** Messages some online member it was meant for has not received. */
  lost(): number {
    return [...this.sent.values()].filter((sent) => sent.waiting.size > 0).length;
  }

  private async open(student: LoadStudent): Promise<void> {
    const socket: StudentSocket = io(this.base, {
      path: SOCKET_PATH,
      auth: { token: student.token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    this.sockets.set(student.id, socket);
    socket.on(E.activityMessage, (message) => {
      this.received(student.id, message.content);
      if (message.sender._id !== student.id) void this.refreshInbox(student);
    });
    socket.on(E.receiveMessage, (message) => {
      this.received(student.id, message.content);
      void this.refreshInbox(student);
    });
    const inbox = (await this.request(student, INBOX)) as InboxEntry[] | undefined;
    const roomIds = (inbox ?? []).flatMap((entry) =>
      entry.kind === 'activity' ? [activityRoomId(entry.activity._id)] : [],
    );
    if (roomIds.length > 0) {
      const ack = await socket.emitWithAck(E.joinActivityRooms, { roomIds });
      this.rooms.set(student.id, new Set(ack.success ? ack.roomIds : []));
    }
    await this.request(student, INBOX);
  }

  private every(meanS: number, student: LoadStudent, action: () => Promise<void> | void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.running) return;
      const act = Math.random() < MODEL.joinOrLeaveShare ? () => this.joinOrLeave(student) : action;
      // A mistake of the bench's own counts as an error rather than ending the run mid-round.
      Promise.resolve()
        .then(act)
        .catch((error: Error) => this.countError(`bench ${error.name}`));
      this.every(meanS, student, action);
    }, poissonDelayMs(meanS));
    this.timers.add(timer);
  }

  private async dashboard(student: LoadStudent): Promise<void> {
    await Promise.all(DASHBOARD_REQUESTS.map((path) => this.request(student, path)));
  }

  private async browse(student: LoadStudent): Promise<void> {
    const category = pick(ACTIVITY_CATEGORIES)!;
    const page = (await this.request(student, `/api/activities?category=${category}`, {
      route: '/api/activities?category',
    })) as { _id: string }[] | undefined;
    const first = page?.[0];
    if (first)
      await this.request(student, `/api/activities/${first._id}`, {
        route: '/api/activities/:id',
      });
  }

  private async joinOrLeave(student: LoadStudent): Promise<void> {
    const joined = this.joined.get(student.id);
    if (joined) {
      this.joined.delete(student.id);
      await this.request(student, `/api/activities/${joined}/leave`, {
        method: 'DELETE',
        route: 'DELETE /api/activities/:id/leave',
      });
      return;
    }
    const other = pick(this.activityIds.filter((id) => id !== student.groupId));
    if (!other) return;
    this.joined.set(student.id, other);
    await this.request(student, `/api/activities/${other}/join`, {
      method: 'POST',
      route: 'POST /api/activities/:id/join',
    });
  }

  private chat(student: LoadStudent): void {
    const socket = this.sockets.get(student.id);
    const friend = pick(student.friendIds);
    const toGroup = student.groupId && (Math.random() < MODEL.groupShare || !friend);
    if (!socket || (!toGroup && !friend)) return;
    const content = `campus-${this.runId}-${(this.sequence += 1)}`;
    const expected = toGroup
      ? this.membersOf(student.groupId!).filter(
          (id) => id !== student.id && this.rooms.get(id)?.has(activityRoomId(student.groupId!)),
        )
      : [friend!].filter((id) => this.sockets.get(id)?.connected);
    this.sent.set(content, {
      at: performance.now(),
      waiting: new Set(expected),
      received: new Set(),
    });
    const refused = (ack: { success: boolean; code?: string }) => {
      if (ack.success) return;
      this.sent.delete(content);
      this.countError(`chat ${ack.code ?? 'refused'}`);
    };
    if (toGroup) {
      const roomId = activityRoomId(student.groupId!);
      socket.emit(E.sendActivityMessage, { roomId, content, clientId: content }, refused);
    } else {
      socket.emit(E.sendMessage, { receiverId: friend!, content, clientId: content }, refused);
    }
  }

  private received(studentId: string, content: string): void {
    const sent = this.sent.get(content);
    if (!sent) return;
    if (sent.received.has(studentId)) this.duplicates += 1;
    sent.received.add(studentId);
    if (sent.waiting.delete(studentId) && sent.waiting.size === 0)
      this.chatLatencies.push(performance.now() - sent.at);
  }

  private async refreshInbox(student: LoadStudent): Promise<void> {
    const state = this.inboxFetch.get(student.id) ?? { fetching: false, missed: false };
    this.inboxFetch.set(student.id, state);
    if (state.fetching) {
      state.missed = true;
      return;
    }
    state.fetching = true;
    await this.request(student, INBOX);
    state.fetching = false;
    if (state.missed) {
      state.missed = false;
      await this.refreshInbox(student);
    }
  }

  /** One request as the student; its JSON when answered with success. */
  private async request(
    student: LoadStudent,
    path: string,
    { method = 'GET', route = path }: { method?: string; route?: string } = {},
  ): Promise<unknown> {
    this.inFlight += 1;
    const started = performance.now();
    try {
      const response = await fetch(`${this.base}${path}`, {
        method,
        headers: { Authorization: `Bearer ${student.token}` },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const body = await response.text();
      if (!response.ok) {
        this.countError(`${route} ${response.status}`);
        return undefined;
      }
      push(this.latencies, route, performance.now() - started);
      push(this.bytes, route, Buffer.byteLength(body));
      return JSON.parse(body) as unknown;
    } catch (error) {
      this.countError(`${route} ${(error as Error).name}`);
      return undefined;
    } finally {
      this.inFlight -= 1;
    }
  }

  private countError(key: string): void {
    this.errors.set(key, (this.errors.get(key) ?? 0) + 1);
  }
}

function push(map: Map<string, number[]>, key: string, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
