/**
 * Web tests' stand-in for lib/socket (enable with `jest.mock('@/lib/socket')`): the real helpers,
 * with opening the session's connection left to the test, which hands out a FakeSocket
 * (src/test/fake-socket.ts, `fakeSessionSocket()`).
 */
import type * as SocketModule from '../socket';

const actual = jest.requireActual<typeof SocketModule>('../socket');

export type { AckSuccess, AppSocket, EmitPayload, SocketFailure, SocketStatus } from '../socket';
export const {
  emitWithAck,
  onSocketStatus,
  reconnectNow,
  retainSessionSocket,
  SocketAckError,
  socketStatus,
} = actual;
export const openSessionSocket = jest.fn<SocketModule.AppSocket, [token: string]>();
