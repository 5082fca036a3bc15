import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './env';

const dataDir = () => mkdtempSync(join(tmpdir(), 'peerconnect-env-'));

describe('loadConfig', () => {
  it('when nothing is set, then the documented defaults apply and a dev secret is kept in DATA_DIR', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir }, '/srv/peerconnect/apps/api');
    expect(config).toMatchObject({
      env: 'development',
      port: 8080,
      mongodbUri: undefined,
      dataDir: dir,
      jwtExpiresIn: '7d',
      bcryptCost: 10,
      corsOrigins: [],
      logLevel: 'info',
      webDistDir: '/srv/peerconnect/apps/web/dist',
      assetsDir: '/srv/peerconnect/apps/api/assets',
      s3: undefined,
    });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    // A restart reads the same secret, so sessions survive it.
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('when several keys are wrong, then one error names every one of them', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PORT: 'eighty',
        MONGODB_URI: 'postgres://nope',
        CORS_ORIGINS: '*',
        LOG_LEVEL: 'loud',
      }),
    ).toThrow(/PORT[\s\S]*MONGODB_URI[\s\S]*CORS_ORIGINS[\s\S]*LOG_LEVEL[\s\S]*JWT_SECRET/);
  });

  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(32),
    MONGODB_URI: 'mongodb://db:27017/peerconnect',
    PUBLIC_URL: 'https://api.example',
    SMTP_URL: 'smtp://mailer:secret@smtp.example:587',
    VAPID_PUBLIC_KEY:
      'BF8KB2KUo_RJ352EfaUqL2_uI_7yNq7-c0K3gC7hDrWGVPIznAjazdJVhRgI6e977XqSofJY-zGU9TNEPTwD3cY',
    VAPID_PRIVATE_KEY: 'yP41uzeX7X7LwfLjXt1SqqSW8bUtucSAYMFKcM8WdSE',
  };

  it('when in production, then the VAPID key pair must come from the environment; in development it is made once into DATA_DIR', () => {
    const { VAPID_PRIVATE_KEY: _key, ...withoutKey } = production;
    expect(() => loadConfig({ ...withoutKey, DATA_DIR: dataDir() })).toThrow(
      /VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: are required in production/,
    );
    const push = loadConfig({ ...production, DATA_DIR: dataDir() }).push;
    expect(push).toMatchObject({
      publicKey: production.VAPID_PUBLIC_KEY,
      subject: 'mailto:no-reply@api.example',
      publicEndpointsOnly: true,
    });
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).push;
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.publicEndpointsOnly).toBe(false);
    expect(loadConfig({ DATA_DIR: dir }).push.publicKey).toBe(first.publicKey);
  });

  it('when in production, then JWT_SECRET must be set and at least 32 characters', () => {
    const dir = dataDir();
    const { JWT_SECRET: _secret, ...withoutSecret } = production;
    expect(() => loadConfig({ ...withoutSecret, DATA_DIR: dir })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ ...production, JWT_SECRET: 'short', DATA_DIR: dir })).toThrow(
      /JWT_SECRET/,
    );
    expect(loadConfig({ ...production, DATA_DIR: dir }).jwtSecret).toBe(production.JWT_SECRET);
    expect(existsSync(join(dir, 'jwt-secret'))).toBe(false);
  });

  it('when in production without MONGODB_URI, then it refuses to start naming it, unless the embedded database is asked for', () => {
    const { MONGODB_URI: _uri, ...embedded } = production;
    expect(() => loadConfig({ ...embedded, DATA_DIR: dataDir() })).toThrow(
      /MONGODB_URI: is required in production/,
    );
    const config = loadConfig({
      ...embedded,
      EMBEDDED_DB_IN_PRODUCTION: 'true',
      DATA_DIR: dataDir(),
    });
    expect(config.mongodbUri).toBeUndefined();
  });

  it('when in production without PUBLIC_URL, then it refuses to start naming it (no link is built from Host)', () => {
    const { PUBLIC_URL: _url, ...withoutUrl } = production;
    expect(() => loadConfig({ ...withoutUrl, DATA_DIR: dataDir() })).toThrow(
      /PUBLIC_URL: is required in production/,
    );
  });

  it('when in production without SMTP_URL, then it refuses to start naming it, unless the outbox is asked for; links lead to APP_URL, else PUBLIC_URL', () => {
    const { SMTP_URL: _smtp, ...withoutSmtp } = production;
    expect(() => loadConfig({ ...withoutSmtp, DATA_DIR: dataDir() })).toThrow(
      /SMTP_URL: is required in production/,
    );
    const dir = dataDir();
    expect(
      loadConfig({ ...withoutSmtp, MAIL_OUTBOX_IN_PRODUCTION: 'true', DATA_DIR: dir }).mail,
    ).toEqual({
      smtpUrl: undefined,
      outboxDir: join(dir, 'outbox'),
      from: 'PeerConnect <no-reply@api.example>',
      appUrl: 'https://api.example',
    });
    expect(
      loadConfig({
        ...production,
        APP_URL: 'https://web.example/',
        MAIL_FROM: 'Campus <hi@web.example>',
        DATA_DIR: dir,
      }).mail,
    ).toMatchObject({
      smtpUrl: production.SMTP_URL,
      from: 'Campus <hi@web.example>',
      appUrl: 'https://web.example',
    });
    // Development (and `pnpm seed`, which reads the same variables): links follow PORT.
    expect(loadConfig({ PORT: '3999', DATA_DIR: dir }).mail.appUrl).toBe('http://localhost:3999');
    expect(() => loadConfig({ SMTP_URL: 'http://nope', DATA_DIR: dir })).toThrow(
      /SMTP_URL: must be an smtp/,
    );
  });

  it('when values are given, then they are parsed: lists, replica-set URIs, proxies, blanks as unset', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PORT: '3000',
      MONGODB_URI: 'mongodb://db1:27017,db2:27017/peerconnect?replicaSet=rs0',
      CORS_ORIGINS: 'https://a.example, http://localhost:5173 ,',
      TRUST_PROXY: '1',
      PUBLIC_URL: '',
      JWT_EXPIRES_IN: '12h',
    });
    expect(config).toMatchObject({
      port: 3000,
      mongodbUri: 'mongodb://db1:27017,db2:27017/peerconnect?replicaSet=rs0',
      corsOrigins: ['https://a.example', 'http://localhost:5173'],
      trustProxy: 1,
      publicUrl: undefined,
      jwtExpiresIn: '12h',
    });
  });

  it('when DATA_DIR cannot be created or written, then the start ends naming it (and never spins)', () => {
    expect(() => loadConfig({ DATA_DIR: '/proc/nonexistent' })).toThrow(
      /DATA_DIR: \/proc\/nonexistent cannot be created or written/,
    );
    const file = join(dataDir(), 'a-file');
    writeFileSync(file, '');
    expect(() => loadConfig({ DATA_DIR: join(file, 'data') })).toThrow(
      `DATA_DIR: ${join(file, 'data')} cannot be created or written (${file} is not a folder)`,
    );
  });

  it('when a bucket is named, then pictures go to it: path-style with an endpoint, keys in pairs', () => {
    const dir = dataDir();
    expect(
      loadConfig({ DATA_DIR: dir, S3_BUCKET: 'pics', S3_ENDPOINT: 'http://127.0.0.1:9000' }).s3,
    ).toEqual({
      bucket: 'pics',
      endpoint: 'http://127.0.0.1:9000',
      region: 'auto',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: true,
    });
    expect(
      loadConfig({ DATA_DIR: dir, S3_BUCKET: 'pics', S3_REGION: 'eu-west-1' }).s3,
    ).toMatchObject({ region: 'eu-west-1', forcePathStyle: false });
    expect(() => loadConfig({ DATA_DIR: dir, S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither',
    );
  });

  it('when OIDC providers are listed, then each needs its issuer, client id and secret, https outside loopback development', () => {
    const google = {
      OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
      OIDC_GOOGLE_CLIENT_ID: 'id',
      OIDC_GOOGLE_CLIENT_SECRET: 'secret',
    };
    expect(loadConfig({ DATA_DIR: dataDir() }).oidc).toEqual([]);
    expect(loadConfig({ DATA_DIR: dataDir(), OIDC_PROVIDERS: 'Google', ...google }).oidc).toEqual([
      {
        id: 'google',
        name: 'Google',
        issuer: 'https://accounts.google.com',
        clientId: 'id',
        clientSecret: 'secret',
      },
    ]);
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), OIDC_PROVIDERS: 'google,microsoft', ...google }),
    ).toThrow(
      /OIDC_MICROSOFT_ISSUER, OIDC_MICROSOFT_CLIENT_ID, OIDC_MICROSOFT_CLIENT_SECRET: required/,
    );
    const local = {
      OIDC_PROVIDERS: 'campus',
      OIDC_CAMPUS_ISSUER: 'http://127.0.0.1:9000',
      OIDC_CAMPUS_CLIENT_ID: 'id',
      OIDC_CAMPUS_CLIENT_SECRET: 'secret',
    };
    expect(loadConfig({ DATA_DIR: dataDir(), ...local }).oidc[0]?.name).toBe('Campus');
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), ...local, OIDC_CAMPUS_ISSUER: 'http://idp.example.edu' }),
    ).toThrow(/OIDC_CAMPUS_ISSUER: must be an https:\/\/ URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...local, NODE_ENV: 'production' })).toThrow(
      /OIDC_CAMPUS_ISSUER: must be an https:\/\/ URL/,
    );
  });
});
