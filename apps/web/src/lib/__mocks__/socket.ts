/**
 * Web tests' stand-in for lib/socket (enable with `jest.mock('@/lib/socket')`): the real helpers,
 * with opening and closing the session's connection left to the test, which hands out a
 * FakeSocket (features/chat/testing/fake-socket.ts).
 */
import type * as SocketModule from '../socket';

const actual = jest.requireActual<typeof SocketModule>('../socket');

export type { AckSuccess, AppSocket, EmitPayload, SocketFailure, SocketStatus } from '../socket';
export const { emitWithAck, onSocketStatus, SocketAckError, socketStatus } = actual;
export const openSessionSocket = jest.fn<SocketModule.AppSocket, [token: string]>();
export const closeSessionSocket = jest.fn<void, []>();
