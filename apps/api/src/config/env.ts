/** The one reader of process.env: parsed once at start, failing fast with every bad key named. */
import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import type { S3Settings } from '../lib/pictures/s3-blobs';

/** Blank values count as unset: `KEY=` lines in an .env file mean "use the default". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** A comma-separated variable as a list of its trimmed items (each passed through `as`), empty ones dropped. */
const commaList = (as: (item: string) => string = (item) => item) =>
  z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((item) => as(item.trim()))
        .filter(Boolean),
    );

/** Comma-separated origins, each exactly `scheme://host[:port]`: CORS never reflects or wildcards. */
const originList = commaList().refine(
  (origins) => origins.every((origin) => /^https?:\/\/[^/\s*]+$/.test(origin)),
  {
    message:
      'must be a comma-separated list of origins like https://app.example.com (no paths, no *)',
  },
);

const lowerCaseList = commaList((item) => item.toLowerCase());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a port number')
    .min(0, 'must be a port number')
    .max(65535, 'must be a port number')
    .default(8080),
  // Not z.url(): replica-set URIs list several hosts (`mongodb://a:1,b:2/db`), which URL parsing refuses.
  MONGODB_URI: optional(
    z.string().regex(/^mongodb(\+srv)?:\/\/\S+$/, 'must be a mongodb:// or mongodb+srv:// URI'),
  ),
  DATA_DIR: z.string().default('./.data'),
  // Several instances share sockets, presence and rate limits through Redis when it is set.
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')),
  JWT_SECRET: optional(z.string()),
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]?$/, 'must be a duration like 7d, 12h or 3600')
    .default('7d'),
  BCRYPT_COST: z.coerce.number().int().min(4).max(15).default(10),
  // Failed sign-ins allowed per 15 minutes for one address and email.
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  // Accounts one address may create per hour (a campus network puts many students behind one).
  SIGNUP_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  // Messages one student may send or change per minute, over HTTP and all their sockets together.
  MESSAGE_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  // How long after an organizer's first edit participants hear of it, with every later edit.
  ACTIVITY_CHANGES_WINDOW_SECONDS: z.coerce.number().int().min(1).default(120),
  // Students who are moderators whenever they register or sign in (comma-separated emails).
  MODERATOR_EMAILS: lowerCaseList.pipe(z.array(z.email('must be comma-separated email addresses'))),
  CORS_ORIGINS: originList,
  PUBLIC_URL: optional(z.url()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Readable lines for a person at a terminal, JSON for a log collector.
  LOG_FORMAT: optional(z.enum(['pretty', 'json'], { error: 'must be pretty or json' })),
  // Prometheus metrics at /api/metrics, for whoever sends this token; off when unset.
  METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
  WEB_DIST_DIR: optional(z.string()),
  TRUST_PROXY: optional(z.string()),
  EMBEDDED_DB_IN_PRODUCTION: optional(
    z.enum(['true', 'false'], { error: 'must be true or false' }),
  ),
  // Mail goes out over SMTP when this is set, else into DATA_DIR/outbox as .eml files.
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')),
  MAIL_FROM: optional(z.string().min(3)),
  // Where links in mails lead: the web app (PUBLIC_URL when the API serves it, as by default).
  APP_URL: optional(z.url()),
  // Damaged records in the embedded database at start: skip and report them, or refuse to start.
  EMBEDDED_DB_ON_DAMAGE: z
    .enum(['recover', 'refuse'], { error: 'must be recover or refuse' })
    .default('recover'),
  MAIL_OUTBOX_IN_PRODUCTION: optional(
    z.enum(['true', 'false'], { error: 'must be true or false' }),
  ),
  // Pictures go to GridFS in the database unless a bucket is named (docs/scaling.md).
  S3_BUCKET: optional(z.string()),
  S3_ENDPOINT: optional(z.url()),
  S3_REGION: z.string().default('auto'),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_FORCE_PATH_STYLE: optional(z.enum(['true', 'false'], { error: 'must be true or false' })),
  // OpenID Connect sign-in: provider names, each with OIDC_<NAME>_ISSUER, _CLIENT_ID, _CLIENT_SECRET.
  OIDC_PROVIDERS: lowerCaseList.refine(
    (names) => names.every((name) => /^[a-z][a-z0-9]{0,31}$/.test(name)),
    {
      message:
        'must be comma-separated provider names of letters and digits, like google,microsoft',
    },
  ),
  // Web Push (VAPID, RFC 8292): the key pair push services know the app by, base64url.
  VAPID_PUBLIC_KEY: optional(
    z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be a P-256 public key, 65 bytes in base64url'),
  ),
  VAPID_PRIVATE_KEY: optional(
    z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key, 32 bytes in base64url'),
  ),
  VAPID_SUBJECT: optional(
    z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: address'),
  ),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  mongodbUri?: string;
  dataDir: string;
  redisUrl?: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  bcryptCost: number;
  loginRateLimit: number;
  signupRateLimit: number;
  messageRateLimit: number;
  activityChangesWindowMs: number;
  /** Made moderators when they register or sign in. */
  moderatorEmails: string[];
  corsOrigins: string[];
  publicUrl?: string;
  logLevel: Env['LOG_LEVEL'];
  logFormat: 'pretty' | 'json';
  /** Bearer token of the Prometheus endpoint; undefined: no metrics. */
  metricsToken?: string;
  webDistDir: string;
  /** The API's own static files (default activity pictures), shipped beside dist/. */
  assetsDir: string;
  trustProxy?: string | number | boolean;
  /** An S3-compatible bucket for pictures; unset, they are stored in the database (GridFS). */
  s3?: S3Settings;
  mail: MailConfig;
  push: PushConfig;
  embeddedOnDamage: 'recover' | 'refuse';
  /** OpenID Connect providers students may sign in with, in the order of OIDC_PROVIDERS. */
  oidc: OidcProviderConfig[];
}

export interface OidcProviderConfig {
  id: string;
  /** The name on the button: 'Google', 'Microsoft', else the id capitalised. */
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

const PROVIDER_NAMES: Record<string, string> = { google: 'Google', microsoft: 'Microsoft' };

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Each listed provider's settings, or what is wrong with them. */
function oidcProviders(
  names: string[],
  source: NodeJS.ProcessEnv,
): { providers: OidcProviderConfig[]; problems: string[] } {
  const providers: OidcProviderConfig[] = [];
  const problems: string[] = [];
  for (const id of names) {
    const key = (suffix: string) => `OIDC_${id.toUpperCase()}_${suffix}`;
    const read = (suffix: string) => source[key(suffix)]?.trim() ?? '';
    const settings = {
      ISSUER: read('ISSUER'),
      CLIENT_ID: read('CLIENT_ID'),
      CLIENT_SECRET: read('CLIENT_SECRET'),
    };
    const missing = Object.keys(settings).filter(
      (suffix) => !settings[suffix as keyof typeof settings],
    );
    if (missing.length > 0) {
      problems.push(`  ${missing.map(key).join(', ')}: required for OIDC_PROVIDERS=${id}`);
      continue;
    }
    const url = URL.canParse(settings.ISSUER) ? new URL(settings.ISSUER) : undefined;
    // Plain http only for a provider on this machine, and never in production: the ID token and
    // the client secret travel over this connection.
    const allowed =
      url?.protocol === 'https:' ||
      (url?.protocol === 'http:' && source.NODE_ENV !== 'production' && LOOPBACK.has(url.hostname));
    if (!allowed) {
      problems.push(
        `  ${key('ISSUER')}: must be an https:// URL (http:// only on loopback outside production)`,
      );
      continue;
    }
    providers.push({
      id,
      name: PROVIDER_NAMES[id] ?? id.charAt(0).toUpperCase() + id.slice(1),
      issuer: settings.ISSUER,
      clientId: settings.CLIENT_ID,
      clientSecret: settings.CLIENT_SECRET,
    });
  }
  return { providers, problems };
}

export interface PushConfig {
  /** The VAPID key pair, base64url (the public key is what browsers subscribe with). */
  publicKey: string;
  privateKey: string;
  /** How a push service reaches whoever runs the app. */
  subject: string;
  /** Only https endpoints on public addresses (production): the sender never calls inside. */
  publicEndpointsOnly: boolean;
}

export interface MailConfig {
  /** SMTP server; without one, mails are written to `outboxDir`. */
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  /** The web app's address, for the links in mails. */
  appUrl: string;
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === '') return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

/**
 * Why `dir` cannot hold the data, or undefined once it exists and takes a file. Missing folders are
 * made one level at a time: a recursive mkdir under a folder that refuses it (such as /proc) spins
 * inside Node instead of failing.
 */
function dataDirProblem(dir: string): string | undefined {
  const missing: string[] = [];
  let existing = dir;
  while (!existsSync(existing)) {
    missing.unshift(existing);
    existing = dirname(existing);
  }
  try {
    if (!statSync(existing).isDirectory()) return `${existing} is not a folder`;
    // DATA_DIR itself holds the secret, the database and the outbox: this user's only.
    for (const level of missing) mkdirSync(level, level === dir ? { mode: 0o700 } : {});
    const probe = join(dir, `.write-test-${process.pid}`);
    writeFileSync(probe, '');
    rmSync(probe);
    return undefined;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? String(error);
  }
}

/** In development the signing secret is generated once and kept with the data, so sessions survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** In development the VAPID key pair is made once and kept with the data, like the JWT secret. */
function developmentVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  mkdirSync(dataDir, { recursive: true });
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const secret = ecdh.getPrivateKey();
  const keys = {
    publicKey: ecdh.getPublicKey('base64url'),
    // Always 32 bytes: a key with leading zero bytes comes back shorter.
    privateKey: Buffer.concat([Buffer.alloc(32 - secret.length), secret]).toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

/** What production needs beyond valid values: a real secret, a real database, a known address. */
function productionProblems(source: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
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
  if (!source.VAPID_PUBLIC_KEY || !source.VAPID_PRIVATE_KEY)
    problems.push(
      '  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: are required in production: push subscriptions are bound to this key pair (`npx web-push generate-vapid-keys` makes one)',
    );
  if (!source.SMTP_URL && source.MAIL_OUTBOX_IN_PRODUCTION !== 'true')
    problems.push(
      '  SMTP_URL: is required in production: password reset and address verification send mail (MAIL_OUTBOX_IN_PRODUCTION=true writes it to DATA_DIR/outbox instead)',
    );
  return problems;
}

/** A bucket's keys come in pairs; without either, the SDK finds credentials on its own (a role). */
function storageProblems(source: NodeJS.ProcessEnv): string[] {
  if (!source.S3_ACCESS_KEY_ID === !source.S3_SECRET_ACCESS_KEY) return [];
  return ['  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither'];
}

/**
 * Parses the environment once. `appRoot` is apps/api (the caller knows where it runs from), so the
 * default web build and the assets are found whatever the working directory is.
 */
export function loadConfig(
  source: NodeJS.ProcessEnv = process.env,
  appRoot: string = process.cwd(),
): Config {
  const parsed = envSchema.safeParse(source);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  // Checked beside the schema, not in a refinement, so they are reported together with the others.
  if (source.NODE_ENV === 'production') problems.push(...productionProblems(source));
  problems.push(...storageProblems(source));
  const oidc = oidcProviders(parsed.success ? parsed.data.OIDC_PROVIDERS : [], source);
  problems.push(...oidc.problems);
  const dataDir = resolve(parsed.success ? parsed.data.DATA_DIR : (source.DATA_DIR ?? './.data'));
  const unusable = dataDirProblem(dataDir);
  if (unusable) problems.push(`  DATA_DIR: ${dataDir} cannot be created or written (${unusable})`);
  if (!parsed.success || problems.length > 0) {
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
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
    activityChangesWindowMs: env.ACTIVITY_CHANGES_WINDOW_SECONDS * 1000,
    moderatorEmails: env.MODERATOR_EMAILS,
    corsOrigins: env.CORS_ORIGINS,
    publicUrl: env.PUBLIC_URL,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT ?? (env.NODE_ENV === 'development' ? 'pretty' : 'json'),
    metricsToken: env.METRICS_TOKEN,
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
      : undefined,
    mail: mailConfig(env, dataDir),
    push: pushConfig(env, dataDir),
    embeddedOnDamage: env.EMBEDDED_DB_ON_DAMAGE,
    oidc: oidc.providers,
  };
}

function pushConfig(env: Env, dataDir: string): PushConfig {
  const keys =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
      : developmentVapidKeys(dataDir);
  const appUrl = env.APP_URL ?? env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  return {
    ...keys,
    subject: env.VAPID_SUBJECT ?? `mailto:no-reply@${new URL(appUrl).hostname}`,
    publicEndpointsOnly: env.NODE_ENV === 'production',
  };
}

function mailConfig(env: Env, dataDir: string): MailConfig {
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
