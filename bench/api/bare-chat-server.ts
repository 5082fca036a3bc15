/**
 * The chat benchmark's yardstick: a bare socket.io server speaking the same two events as the API
 * (join an activity room; send to it, acknowledged and broadcast to the others in the room) with
 * nothing stored, checked or authenticated. Usage (in bench/): tsx api/bare-chat-server.ts <port>
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import {
  SOCKET_EVENTS as E,
  SOCKET_PATH,
  type ChatMessage,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@peerconnect/contracts';
import { Server } from 'socket.io';

const port = Number(process.argv[2]);
const server = createServer();
const io = new Server<ClientToServerEvents, ServerToClientEvents>(server, {
  path: SOCKET_PATH,
  serveClient: false,
});
const sender = { _id: randomBytes(12).toString('hex'), username: 'bench' };

io.on('connection', (socket) => {
  socket.on(E.joinActivityRoom, ({ roomId }, ack) => {
    void socket.join(roomId);
    ack({ success: true, roomId });
  });
  socket.on(E.sendActivityMessage, ({ roomId, content, clientId }, ack) => {
    const message: ChatMessage = {
      _id: randomBytes(12).toString('hex'),
      content,
      sender,
      roomId,
      createdAt: new Date().toISOString(),
      clientId,
    };
    socket.to(roomId).emit(E.activityMessage, message);
    ack({ success: true, message });
  });
});
server.listen(port, '127.0.0.1');
// Exits normally on the benchmark's SIGTERM, so a `--cpu-prof` run of this server writes its profile.
process.on('SIGTERM', () => process.exit(0));
