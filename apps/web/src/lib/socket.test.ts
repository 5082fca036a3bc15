import { CHAT } from '@/config/timeouts';
import { io } from 'socket.io-client';
import { FakeSocket } from '@/test/fake-socket';
import {
  emitWithAck,
  openSessionSocket,
  retainSessionSocket,
  SocketAckError,
  socketStatus,
} from './socket';

jest.mock('socket.io-client', () => ({ io: jest.fn() }));

const ROOM = `activity-${'c'.repeat(24)}`;
let sockets: FakeSocket[];

beforeEach(() => {
  sockets = [];
  jest.mocked(io).mockImplementation((() => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket.asSocket();
  }) as unknown as typeof io);
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the session socket', () => {
  it('when screens ask for the socket, then one connection with the token, path, transports and reconnection settings', async () => {
    const release = retainSessionSocket();
    const first = openSessionSocket('tok-1');
    expect(openSessionSocket('tok-1')).toBe(first);
    expect(io).toHaveBeenCalledTimes(1);
    expect(jest.mocked(io).mock.calls[0]?.[0]).toEqual({
      path: '/socket.io',
      auth: { token: 'tok-1' },
      transports: ['websocket', 'polling'],
      timeout: CHAT.socketConnectTimeout,
      reconnection: true,
      reconnectionAttempts: Infinity,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
    });
    release();
    await tick();
  });

  it('when another user signs in, then the previous connection closes', async () => {
    const release = retainSessionSocket();
    openSessionSocket('tok-a');
    openSessionSocket('tok-b');
    expect(sockets[0]?.disconnect).toHaveBeenCalled();
    expect(sockets[1]?.disconnect).not.toHaveBeenCalled();
    release();
    await tick();
  });

  it('when the last screen using it goes (sign-out), then the connection closes; a screen replacing another keeps it', async () => {
    const leaving = retainSessionSocket();
    openSessionSocket('tok-c');
    leaving();
    const arriving = retainSessionSocket();
    await tick();
    expect(sockets[0]?.disconnect).not.toHaveBeenCalled();
    arriving();
    await tick();
    expect(sockets[0]?.disconnect).toHaveBeenCalled();
  });

  it('when the connection opens, fails and drops, then its status follows', async () => {
    const release = retainSessionSocket();
    const socket = openSessionSocket('tok-d');
    const fake = sockets[0] as FakeSocket;
    expect(socketStatus(socket)).toBe('connecting');
    fake.serverRefuses();
    // socket.io keeps trying: one failed attempt is not yet an error.
    expect(socketStatus(socket)).toBe('connecting');
    fake.serverRefuses();
    fake.serverRefuses();
    expect(socketStatus(socket)).toBe('error');
    fake.serverConnects();
    expect(socketStatus(socket)).toBe('connected');
    fake.serverDrops();
    expect(socketStatus(socket)).toBe('connecting');
    release();
    await tick();
  });
});

describe('emitting with an acknowledgement', () => {
  it('when disconnected, then it fails at once and nothing is queued for later', async () => {
    const fake = new FakeSocket();
    const sent = emitWithAck(fake.asSocket(), 'join-activity-room', { roomId: ROOM }, 1000);
    await expect(sent).rejects.toMatchObject({ reason: 'disconnected' });
    expect(fake.emitted).toEqual([]);
    await expect(emitWithAck(null, 'leave-activity-room', { roomId: ROOM }, 1000)).rejects.toThrow(
      SocketAckError,
    );
  });

  it('when the server answers, then success resolves and a refusal rejects with its message and code', async () => {
    const fake = new FakeSocket().answer('join-activity-room', () => ({
      success: false,
      error: 'Only participants can use this chat',
      code: 'FORBIDDEN',
    }));
    fake.connected = true;
    fake.answer('get-activity-messages', () => ({ success: true, messages: [] }));
    await expect(
      emitWithAck(fake.asSocket(), 'get-activity-messages', { roomId: ROOM }, 1000),
    ).resolves.toEqual({ success: true, messages: [] });
    await expect(
      emitWithAck(fake.asSocket(), 'join-activity-room', { roomId: ROOM }, 1000),
    ).rejects.toMatchObject({
      reason: 'rejected',
      message: 'Only participants can use this chat',
      code: 'FORBIDDEN',
    });
  });

  it('when the server does not answer in time, then it fails as a timeout', async () => {
    jest.useFakeTimers();
    try {
      const fake = new FakeSocket();
      fake.connected = true;
      const sent = emitWithAck(fake.asSocket(), 'leave-activity-room', { roomId: ROOM }, 3000);
      jest.advanceTimersByTime(3000);
      await expect(sent).rejects.toMatchObject({ reason: 'timeout' });
    } finally {
      jest.useRealTimers();
    }
  });
});
