/** The one reader of process.env: parsed once at start, failing fast with every bad key named. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const commaList = z
  .string()
  .optional()
  .transform((value) =>
    value
      ? value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
      : [],
  );

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    MONGODB_URI: z.string().url().optional(),
    DATA_DIR: z.string().default('./.data'),
    JWT_SECRET: z.string().optional(),
    JWT_EXPIRES_IN: z
      .string()
      .regex(/^\d+[smhd]?$/, 'must be a duration like 7d, 12h or 3600')
      .default('7d'),
    BCRYPT_COST: z.coerce.number().int().min(4).max(15).default(10),
    CORS_ORIGINS: commaList,
    PUBLIC_URL: z.string().url().optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    WEB_DIST_DIR: z.string().optional(),
    TRUST_PROXY: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && (!env.JWT_SECRET || env.JWT_SECRET.length < 32)) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message:
          'is required in production and must be at least 32 characters (use 32+ random bytes)',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  mongodbUri?: string;
  dataDir: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  bcryptCost: number;
  corsOrigins: string[];
  publicUrl?: string;
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string;
  trustProxy?: string | number | boolean;
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === '') return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
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

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    mongodbUri: env.MONGODB_URI,
    dataDir,
    jwtSecret: env.JWT_SECRET ?? developmentSecret(dataDir),
    jwtExpiresIn: env.JWT_EXPIRES_IN,
    bcryptCost: env.BCRYPT_COST,
    corsOrigins: env.CORS_ORIGINS,
    publicUrl: env.PUBLIC_URL,
    logLevel: env.LOG_LEVEL,
    // Paths are relative to the working directory, which is apps/api for `pnpm start` and `pnpm dev`.
    webDistDir: resolve(env.WEB_DIST_DIR ?? '../web/dist'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}
