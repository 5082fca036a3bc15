import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import { external_exports, startEmbeddedMongoInWorker } from './chunk-D4GM5JGV.js';
import './chunk-4YLLZ5JZ.js';
import { init_esm_shims } from './chunk-B46JO6ZJ.js';

// src/index.ts
init_esm_shims();
import { createServer } from 'http';
import { join as join2 } from 'path';
import { fileURLToPath } from 'url';

// src/config/env.ts
init_esm_shims();
import { randomBytes } from 'crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'fs';
import { dirname, join, resolve } from 'path';
var optional = (schema) =>
  external_exports.preprocess((value) => (value === '' ? void 0 : value), schema.optional());
var originList = external_exports
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .refine((origins) => origins.every((origin) => /^https?:\/\/[^/\s*]+$/.test(origin)), {
    message:
      'must be a comma-separated list of origins like https://app.example.com (no paths, no *)',
  });
var envSchema = external_exports.object({
  NODE_ENV: external_exports.enum(['development', 'production', 'test']).default('development'),
  PORT: external_exports.coerce
    .number({ error: 'must be a port number' })
    .int('must be a port number')
    .min(0, 'must be a port number')
    .max(65535, 'must be a port number')
    .default(8080),
  // Not z.url(): replica-set URIs list several hosts (`mongodb://a:1,b:2/db`), which URL parsing refuses.
  MONGODB_URI: optional(
    external_exports
      .string()
      .regex(/^mongodb(\+srv)?:\/\/\S+$/, 'must be a mongodb:// or mongodb+srv:// URI'),
  ),
  DATA_DIR: external_exports.string().default('./.data'),
  // Several instances share sockets, presence and rate limits through Redis when it is set.
  REDIS_URL: optional(
    external_exports.string().regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL'),
  ),
  JWT_SECRET: optional(external_exports.string()),
  JWT_EXPIRES_IN: external_exports
    .string()
    .regex(/^\d+[smhd]?$/, 'must be a duration like 7d, 12h or 3600')
    .default('7d'),
  BCRYPT_COST: external_exports.coerce.number().int().min(4).max(15).default(10),
  // Failed sign-ins allowed per 15 minutes for one address and email.
  LOGIN_RATE_LIMIT: external_exports.coerce.number().int().min(1).default(20),
  // Accounts one address may create per hour (a campus network puts many students behind one).
  SIGNUP_RATE_LIMIT: external_exports.coerce.number().int().min(1).default(20),
  // Messages one student may send or change per minute, over HTTP and all their sockets together.
  MESSAGE_RATE_LIMIT: external_exports.coerce.number().int().min(1).default(60),
  CORS_ORIGINS: originList,
  PUBLIC_URL: optional(external_exports.url()),
  LOG_LEVEL: external_exports
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info'),
  WEB_DIST_DIR: optional(external_exports.string()),
  TRUST_PROXY: optional(external_exports.string()),
  EMBEDDED_DB_IN_PRODUCTION: optional(
    external_exports.enum(['true', 'false'], { error: 'must be true or false' }),
  ),
  // Mail goes out over SMTP when this is set, else into DATA_DIR/outbox as .eml files.
  SMTP_URL: optional(
    external_exports.string().regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL'),
  ),
  MAIL_FROM: optional(external_exports.string().min(3)),
  // Where links in mails lead: the web app (PUBLIC_URL when the API serves it, as by default).
  APP_URL: optional(external_exports.url()),
  // Damaged records in the embedded database at start: skip and report them, or refuse to start.
  EMBEDDED_DB_ON_DAMAGE: external_exports
    .enum(['recover', 'refuse'], { error: 'must be recover or refuse' })
    .default('recover'),
  MAIL_OUTBOX_IN_PRODUCTION: optional(
    external_exports.enum(['true', 'false'], { error: 'must be true or false' }),
  ),
  // Pictures go to GridFS in the database unless a bucket is named (docs/scaling.md).
  S3_BUCKET: optional(external_exports.string()),
  S3_ENDPOINT: optional(external_exports.url()),
  S3_REGION: external_exports.string().default('auto'),
  S3_ACCESS_KEY_ID: optional(external_exports.string()),
  S3_SECRET_ACCESS_KEY: optional(external_exports.string()),
  S3_FORCE_PATH_STYLE: optional(
    external_exports.enum(['true', 'false'], { error: 'must be true or false' }),
  ),
});
function parseTrustProxy(value) {
  if (value === void 0 || value === '') return void 0;
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}
function dataDirProblem(dir) {
  const missing = [];
  let existing = dir;
  while (!existsSync(existing)) {
    missing.unshift(existing);
    existing = dirname(existing);
  }
  try {
    if (!statSync(existing).isDirectory()) return `${existing} is not a folder`;
    for (const level of missing) mkdirSync(level);
    const probe = join(dir, `.write-test-${process.pid}`);
    writeFileSync(probe, '');
    rmSync(probe);
    return void 0;
  } catch (error) {
    return error.code ?? String(error);
  }
}
function developmentSecret(dataDir) {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 384 });
  return secret;
}
function productionProblems(source) {
  const problems = [];
  if ((source.JWT_SECRET ?? '').length < 32)
    problems.push(
      '  JWT_SECRET: is required in production, at least 32 characters (32+ random bytes)',
    );
  if (!source.MONGODB_URI && source.EMBEDDED_DB_IN_PRODUCTION !== 'true')
    problems.push(
      "  MONGODB_URI: is required in production: the embedded database keeps its data on this host's disk, which a free host wipes (EMBEDDED_DB_IN_PRODUCTION=true runs it anyway)",
    );
  if (!source.PUBLIC_URL)
    problems.push(
      "  PUBLIC_URL: is required in production: image links are built from it, never from a request's Host header",
    );
  if (!source.SMTP_URL && source.MAIL_OUTBOX_IN_PRODUCTION !== 'true')
    problems.push(
      '  SMTP_URL: is required in production: password reset and address verification send mail (MAIL_OUTBOX_IN_PRODUCTION=true writes it to DATA_DIR/outbox instead)',
    );
  return problems;
}
function storageProblems(source) {
  if (!source.S3_ACCESS_KEY_ID === !source.S3_SECRET_ACCESS_KEY) return [];
  return ['  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither'];
}
function loadConfig(source = process.env, appRoot = process.cwd()) {
  const parsed = envSchema.safeParse(source);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  if (source.NODE_ENV === 'production') problems.push(...productionProblems(source));
  problems.push(...storageProblems(source));
  const dataDir = resolve(parsed.success ? parsed.data.DATA_DIR : (source.DATA_DIR ?? './.data'));
  const unusable = dataDirProblem(dataDir);
  if (unusable) problems.push(`  DATA_DIR: ${dataDir} cannot be created or written (${unusable})`);
  if (!parsed.success || problems.length > 0) {
    throw new Error(`Invalid environment:
${problems.join('\n')}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    mongodbUri: env.MONGODB_URI,
    dataDir,
    redisUrl: env.REDIS_URL,
    jwtSecret: env.JWT_SECRET ?? developmentSecret(dataDir),
    jwtExpiresIn: env.JWT_EXPIRES_IN,
    bcryptCost: env.BCRYPT_COST,
    loginRateLimit: env.LOGIN_RATE_LIMIT,
    signupRateLimit: env.SIGNUP_RATE_LIMIT,
    messageRateLimit: env.MESSAGE_RATE_LIMIT,
    corsOrigins: env.CORS_ORIGINS,
    publicUrl: env.PUBLIC_URL,
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR ? resolve(env.WEB_DIST_DIR) : resolve(appRoot, '../web/dist'),
    assetsDir: resolve(appRoot, 'assets'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          // Most S3-compatible services (MinIO, B2) want the bucket in the path; AWS does not.
          forcePathStyle: (env.S3_FORCE_PATH_STYLE ?? String(Boolean(env.S3_ENDPOINT))) === 'true',
        }
      : void 0,
    mail: mailConfig(env, dataDir),
    embeddedOnDamage: env.EMBEDDED_DB_ON_DAMAGE,
  };
}
function mailConfig(env, dataDir) {
  const appUrl = (env.APP_URL ?? env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(
    /\/$/,
    '',
  );
  return {
    smtpUrl: env.SMTP_URL,
    outboxDir: join(dataDir, 'outbox'),
    from: env.MAIL_FROM ?? `PeerConnect <no-reply@${new URL(appUrl).hostname}>`,
    appUrl,
  };
}

// src/http/startup-gate.ts
init_esm_shims();
var HEALTH_PATH = '/api/health';
function answerStarting(res) {
  const body = {
    status: 'starting',
    database: 'connecting',
    uptime: Math.round(process.uptime()),
  };
  res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}
var isHealthCheck = (req) =>
  (req.method === 'GET' || req.method === 'HEAD') && req.url?.split('?')[0] === HEALTH_PATH;
function startupGate(server) {
  const held = [];
  const whileStarting = (req, res) => {
    if (isHealthCheck(req)) answerStarting(res);
    else held.push([req, res]);
  };
  server.on('request', whileStarting);
  return {
    open(app, io) {
      server.off('request', whileStarting);
      server.on('request', app);
      io?.attach(server);
      for (const [req, res] of held.splice(0)) server.emit('request', req, res);
    },
  };
}

// src/lib/compile-cache.ts
init_esm_shims();
import nodeModule from 'module';
var compileCache = nodeModule;
function enableCompileCache(directory) {
  compileCache.enableCompileCache?.(directory);
}
function saveCompileCache() {
  compileCache.flushCompileCache?.();
}

// src/index.ts
var APP_ROOT = fileURLToPath(new URL('..', import.meta.url));
function listen(server, port) {
  return new Promise((listening, failed) => {
    server.once('error', (error) =>
      failed(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} is already in use: stop what runs there or set PORT to another port.`,
            )
          : error,
      ),
    );
    server.listen(port, listening);
  });
}
async function main() {
  const config = loadConfig(void 0, APP_ROOT);
  enableCompileCache(join2(config.dataDir, 'compile-cache'));
  const server = createServer();
  const gate = startupGate(server);
  let pendingSignal;
  let stop = (signal) => {
    pendingSignal ??= signal;
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  await listen(server, config.port);
  const database =
    config.mongodbUri ??
    startEmbeddedMongoInWorker({
      dbPath: join2(config.dataDir, 'db'),
      onDamage: config.embeddedOnDamage,
      // No TCP port: nothing else on the machine can read or write the data.
      privateSocket: true,
    });
  if (typeof database !== 'string') void database.catch(() => void 0);
  const { startApi } = await import('./start-api-YDG34E32.js');
  const api = await startApi(config, server, gate, database);
  saveCompileCache();
  stop = api.shutdown;
  if (pendingSignal) return api.shutdown(pendingSignal);
  await api.connect();
}
main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
//# sourceMappingURL=index.js.map
