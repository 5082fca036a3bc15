import type { CommandHandler } from './context';

export const SERVER_VERSION = '7.0.0';
const MAX_WIRE_VERSION = 21;

/**
 * The reply of hello/isMaster. Deliberately without `topologyVersion` (it switches the driver to
 * streaming monitoring), `compression` and `setName` (so the driver sees a standalone).
 */
const hello: CommandHandler = (_command, context) => ({
  helloOk: true,
  isWritablePrimary: true,
  ismaster: true,
  maxBsonObjectSize: 16 * 1024 * 1024,
  maxMessageSizeBytes: 48_000_000,
  maxWriteBatchSize: 100_000,
  localTime: new Date(),
  logicalSessionTimeoutMinutes: 30,
  connectionId: context.connectionId,
  minWireVersion: 0,
  maxWireVersion: MAX_WIRE_VERSION,
  readOnly: false,
  ok: 1,
});

const buildInfo: CommandHandler = () => ({
  version: SERVER_VERSION,
  versionArray: SERVER_VERSION.split('.').map(Number).concat(0),
  gitVersion: 'embedded',
  bits: 64,
  maxBsonObjectSize: 16 * 1024 * 1024,
  storageEngines: ['embedded'],
  ok: 1,
});

const startedAt = Date.now();

export const handshakeCommands: Record<string, CommandHandler> = {
  hello,
  ismaster: hello,
  isMaster: hello,
  ping: () => ({ ok: 1 }),
  buildInfo,
  buildinfo: buildInfo,
  getParameter: () => ({ featureCompatibilityVersion: { version: '7.0' }, ok: 1 }),
  endSessions: () => ({ ok: 1 }),
  serverStatus: (_command, context) => ({
    host: 'embedded',
    version: SERVER_VERSION,
    process: 'embedded-mongo',
    pid: process.pid,
    uptime: Math.floor((Date.now() - startedAt) / 1000),
    localTime: new Date(),
    connections: { current: context.connectionId },
    // As mongod reports on Linux: the server process's CPU time, for per-operation cost figures.
    extra_info: {
      user_time_us: process.cpuUsage().user,
      system_time_us: process.cpuUsage().system,
    },
    ok: 1,
  }),
  whatsmyuri: () => ({ you: '127.0.0.1', ok: 1 }),
  connectionStatus: () => ({
    authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] },
    ok: 1,
  }),
  hostInfo: () => ({ system: { hostname: 'embedded' }, os: { type: process.platform }, ok: 1 }),
};
