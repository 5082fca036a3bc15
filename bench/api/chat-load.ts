/**
 * Two students chatting in an activity room at a steady rate until stopped, printing
 * `<epoch ms sent> <latency ms>` per message received: a benchmark's chat load in a process of its
 * own, so that the other clients the benchmark runs (hundreds of sockets) do not delay its timings.
 * Usage (in bench/): tsx api/chat-load.ts <base URL> <sender token> <receiver token> <room id> <messages/s>
 */
import { SOCKET_EVENTS as E } from '@peerconnect/contracts';
import { connectClient, joinRoom } from './chat-clients';

const [base = '', senderToken = '', receiverToken = '', roomId = '', rate = '10'] =
  process.argv.slice(2);
const sender = await connectClient(base, senderToken);
const receiver = await connectClient(base, receiverToken);
for (const client of [sender, receiver]) await joinRoom(client, roomId);

const sentAt = new Map<string, { epoch: number; at: number }>();
receiver.on(E.activityMessage, (message) => {
  const sent = sentAt.get(message.content);
  if (!sent) return;
  sentAt.delete(message.content);
  process.stdout.write(`${sent.epoch} ${(performance.now() - sent.at).toFixed(3)}\n`);
});
let n = 0;
const timer = setInterval(
  () => {
    const content = `bench-${(n += 1)}`;
    sentAt.set(content, { epoch: Date.now(), at: performance.now() });
    sender.emit(E.sendActivityMessage, { roomId, content }, () => undefined);
  },
  1000 / Number(rate),
);
process.stdout.write('ready\n');
process.on('SIGTERM', () => {
  clearInterval(timer);
  for (const client of [sender, receiver]) client.close();
  process.exit(0);
});
