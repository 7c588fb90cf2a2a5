import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'kapital-config-'));
const secret = 'a-secret-of-at-least-thirty-two-characters';

describe('loadConfig', () => {
  test('works with nothing set: PGlite, outbox, demo data, a generated secret kept in DATA_DIR', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoData).toBe(true);
    expect(config.baseUrl).toBe('http://localhost:3000');
    expect(config.authSecret).toBe(readFileSync(path.join(dir, 'auth-secret'), 'utf8'));
    // The same secret on the next start, so sessions survive a restart.
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(config.authSecret);
  });

  test('reads empty values, as copied from .env.example, as not set', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: '',
      SMTP_URL: '',
      AUTH_SECRET: '',
      DEMO_DATA: '',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.demoData).toBe(true);
  });

  test('turns demo data off by default on a PostgreSQL server', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://kapital@db:5432/kapital',
      AUTH_SECRET: secret,
    });
    expect(config.demoData).toBe(false);
  });

  test('names every invalid setting', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', AUTH_SECRET: 'short' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', AUTH_SECRET: 'short' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('AUTH_SECRET');
    }
  });
});
