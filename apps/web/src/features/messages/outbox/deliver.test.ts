import type { DirectMessage } from '@peerconnect/contracts';
import { QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { CHAT } from '@/config/timeouts';
import { ApiRequestError } from '@/lib/api-client';
import { clearOfflineData } from '@/lib/offline-data';
import { SocketAckError } from '@/lib/socket';
import { jsonResponse, mockApi } from '@/test/render';
import { directThreadRef } from '../api/get-direct-messages';
import { postDirectMessage } from '../api/send-direct-message';
import { createThread, type Thread } from '../thread';
import { deliverMessage } from './deliver';
import { startOutbox } from './outbox';
import { readKept } from './outbox-store';

const ME = 'a'.repeat(24);
const BOB = 'b'.repeat(24);
const CHAT_WITH_BOB = { kind: 'direct', id: BOB } as const;

const networkDown = () => Promise.reject(new ApiRequestError('offline', 'network'));
const unanswered = () => Promise.reject(new SocketAckError('timeout', 'no answer'));

let client: QueryClient;
let stop: () => void;

const shown = () =>
  client.getQueryData<Thread<DirectMessage>>(directThreadRef(client, BOB).queryKey);
const outgoing = () => shown()?.outbox;

/** The server's answer storing a POSTed direct message. */
const stored = (body: unknown) => {
  const { content, clientId } = body as { content: string; clientId: string };
  return jsonResponse(201, {
    _id: 'c'.repeat(24),
    content,
    clientId,
    sender: ME,
    recipient: BOB,
    roomId: `${ME}_${BOB}`,
    createdAt: new Date().toISOString(),
  });
};

/** Lets IndexedDB's and fetch's promises settle while the clock stands still. */
const settle = () => act(() => jest.advanceTimersByTimeAsync(0));

beforeEach(async () => {
  await clearOfflineData();
  client = new QueryClient();
  const ref = directThreadRef(client, BOB);
  client.setQueryData(ref.queryKey, createThread<DirectMessage>());
  stop = startOutbox(client, ME);
  // After the outbox's own reading of what was kept (nothing): it sends nothing of its own.
  await readKept(ME);
  // IndexedDB's fake answers on setImmediate: only the app's own waits are faked.
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'queueMicrotask', 'nextTick'] });
});

afterEach(() => {
  stop();
  jest.useRealTimers();
});

describe('sending through the outbox', () => {
  it('when a send fails for want of a network, then it waits and is retried by itself after each wait, then the student is asked', async () => {
    const calls = mockApi({ 'POST /api/messages': () => Promise.reject(new TypeError('offline')) });
    await deliverMessage<DirectMessage>(directThreadRef(client, BOB), CHAT_WITH_BOB, 'Hello?', {
      viaSocket: unanswered,
      viaHttp: networkDown,
    });
    expect(outgoing()).toEqual([expect.objectContaining({ content: 'Hello?', status: 'waiting' })]);

    for (const [attempt, wait] of CHAT.outboxRetryDelays.entries()) {
      await act(() => jest.advanceTimersByTimeAsync(wait - 1));
      expect(calls).toHaveLength(attempt);
      await act(() => jest.advanceTimersByTimeAsync(1));
      await settle();
      expect(calls).toHaveLength(attempt + 1);
    }
    expect(outgoing()).toEqual([expect.objectContaining({ content: 'Hello?', status: 'failed' })]);
    // Still kept: a reload or the network's return tries it again.
    expect(await readKept(ME)).toHaveLength(1);
  });

  it('when the student was asked about a message, then a new one that fails is still retried by itself first', async () => {
    const calls = mockApi({ 'POST /api/messages': () => Promise.reject(new TypeError('offline')) });
    const send = (content: string) =>
      deliverMessage<DirectMessage>(directThreadRef(client, BOB), CHAT_WITH_BOB, content, {
        viaSocket: unanswered,
        viaHttp: networkDown,
      });
    await send('First');
    for (const wait of CHAT.outboxRetryDelays) await act(() => jest.advanceTimersByTimeAsync(wait));
    await settle();
    expect(outgoing()?.map((message) => message.status)).toEqual(['failed']);

    await send('Second');
    expect(outgoing()?.map((message) => message.status)).toEqual(['failed', 'waiting']);
    const before = calls.length;
    await act(() => jest.advanceTimersByTimeAsync(CHAT.outboxRetryDelays[0]));
    await settle();
    // A new series of retries, from the oldest kept message (the first stops it while offline).
    expect(calls.length).toBe(before + 1);
  });

  it('when a retry gets through, then the stored copy replaces the waiting line and nothing stays kept', async () => {
    let fail = true;
    mockApi({
      'POST /api/messages': (body) =>
        fail ? Promise.reject(new TypeError('offline')) : stored(body),
    });
    await deliverMessage<DirectMessage>(directThreadRef(client, BOB), CHAT_WITH_BOB, 'Hello?', {
      viaSocket: unanswered,
      viaHttp: networkDown,
    });
    fail = false;
    await act(() => jest.advanceTimersByTimeAsync(CHAT.outboxRetryDelays[0]));
    await settle();
    const thread = client.getQueryData<Thread<DirectMessage>>(
      directThreadRef(client, BOB).queryKey,
    );
    expect(thread?.outbox).toEqual([]);
    expect(thread?.messages.map((message) => message.content)).toEqual(['Hello?']);
    expect(await readKept(ME)).toEqual([]);
  });

  it('when the socket refuses the message, then it fails at once and is not kept', async () => {
    const calls = mockApi({});
    await deliverMessage<DirectMessage>(directThreadRef(client, BOB), CHAT_WITH_BOB, 'Spam', {
      viaSocket: () => Promise.reject(new SocketAckError('rejected', 'no', 'FORBIDDEN')),
      viaHttp: networkDown,
    });
    expect(outgoing()).toEqual([expect.objectContaining({ status: 'failed' })]);
    await settle();
    expect(await readKept(ME)).toEqual([]);
    expect(calls).toEqual([]);
  });
});

describe('when the server says the student sends too fast', () => {
  const tooFast = { code: 'RATE_LIMITED', message: 'You are sending messages too fast' };

  it('when the socket refuses a message as too fast, then it waits, kept, and the outbox sends it after a while', async () => {
    const calls = mockApi({ 'POST /api/messages': stored });
    await deliverMessage<DirectMessage>(directThreadRef(client, BOB), CHAT_WITH_BOB, 'Hello?', {
      viaSocket: () =>
        Promise.reject(new SocketAckError('rejected', tooFast.message, 'RATE_LIMITED')),
      viaHttp: networkDown,
    });
    expect(outgoing()).toEqual([expect.objectContaining({ content: 'Hello?', status: 'waiting' })]);
    await settle();
    expect(await readKept(ME)).toHaveLength(1);

    await act(() => jest.advanceTimersByTimeAsync(CHAT.outboxRateLimitedDelay - 1));
    expect(calls).toEqual([]);
    await act(() => jest.advanceTimersByTimeAsync(1));
    await settle();
    expect(calls).toHaveLength(1);
    expect(shown()?.outbox).toEqual([]);
    expect(shown()?.messages.map((message) => message.content)).toEqual(['Hello?']);
    expect(await readKept(ME)).toEqual([]);
  });

  it('when HTTP refuses it as too fast with a Retry-After, then each retry waits that long, past the usual retries, and it is never marked failed', async () => {
    const RETRY_AFTER_S = 30;
    // More refusals than the usual retries before the student is asked.
    const REFUSALS = CHAT.outboxRetryDelays.length + 1;
    const calls = mockApi({
      'POST /api/messages': (body) =>
        calls.length <= REFUSALS
          ? jsonResponse(429, tooFast, { 'Retry-After': String(RETRY_AFTER_S) })
          : stored(body),
    });
    await deliverMessage<DirectMessage>(directThreadRef(client, BOB), CHAT_WITH_BOB, 'Hello?', {
      viaSocket: unanswered,
      viaHttp: (content, clientId) => postDirectMessage({ receiverId: BOB, content, clientId }),
    });
    for (let refused = 1; refused <= REFUSALS; refused += 1) {
      expect(calls).toHaveLength(refused);
      expect(outgoing()).toEqual([expect.objectContaining({ status: 'waiting' })]);
      await act(() => jest.advanceTimersByTimeAsync(RETRY_AFTER_S * 1000 - 1));
      expect(calls).toHaveLength(refused);
      await act(() => jest.advanceTimersByTimeAsync(1));
      await settle();
    }
    expect(calls).toHaveLength(REFUSALS + 1);
    expect(shown()?.outbox).toEqual([]);
    expect(shown()?.messages.map((message) => message.content)).toEqual(['Hello?']);
  });
});
