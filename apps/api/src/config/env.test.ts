import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
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

  it('when in production, then JWT_SECRET must be set and at least 32 characters', () => {
    const dir = dataDir();
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dir })).toThrow(/JWT_SECRET/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short', DATA_DIR: dir }),
    ).toThrow(/JWT_SECRET/);
    const secret = 'x'.repeat(32);
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, DATA_DIR: dir }).jwtSecret,
    ).toBe(secret);
    expect(existsSync(join(dir, 'jwt-secret'))).toBe(false);
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
});
