import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

  test('without BASE_URL trusts both loopback names of the port; with it, only BASE_URL', () => {
    const bare = loadConfig({ DATA_DIR: dataDir(), PORT: '4100', NODE_ENV: 'production' });
    expect(bare.baseUrl).toBe('http://localhost:4100');
    expect(bare.trustedOrigins).toEqual(['http://localhost:4100', 'http://127.0.0.1:4100']);
    expect(bare.loopbackOrigins).toEqual(['http://localhost:4100', 'http://127.0.0.1:4100']);

    const set = loadConfig({
      DATA_DIR: dataDir(),
      PORT: '4100',
      NODE_ENV: 'production',
      BASE_URL: 'https://kapital.example/',
    });
    expect(set.baseUrl).toBe('https://kapital.example');
    expect(set.trustedOrigins).toEqual(['https://kapital.example']);
    expect(set.loopbackOrigins).toEqual([]);
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

  test('shortens investment periods to 60 s for the demo on PGlite, else only when asked', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).investmentPeriodSeconds).toBe(60);
    expect(
      loadConfig({ DATA_DIR: dataDir(), DEMO_DATA: 'false' }).investmentPeriodSeconds,
    ).toBeUndefined();
    const postgres = {
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://kapital@db:5432/kapital',
      AUTH_SECRET: secret,
    };
    expect(loadConfig(postgres).investmentPeriodSeconds).toBeUndefined();
    expect(loadConfig({ ...postgres, DEMO_DATA: 'true' }).investmentPeriodSeconds).toBeUndefined();
    expect(
      loadConfig({ ...postgres, INVESTMENT_PERIOD_SECONDS: '2' }).investmentPeriodSeconds,
    ).toBe(2);
    for (const bad of ['0', '-5', '1.5', 'daily']) {
      expect(() => loadConfig({ ...postgres, INVESTMENT_PERIOD_SECONDS: bad })).toThrow(
        /INVESTMENT_PERIOD_SECONDS/,
      );
    }
  });

  test("keeps its data in the repository's data/ folder (as the README says), not the working directory's", () => {
    const repositoryData = fileURLToPath(new URL('../../../../data', import.meta.url));
    // The server runs with apps/server as its working directory, where ./data used to land.
    expect(process.cwd()).not.toBe(path.dirname(repositoryData));
    expect(loadConfig({ AUTH_SECRET: secret }).dataDir).toBe(repositoryData);
    expect(loadConfig({ AUTH_SECRET: secret, DATA_DIR: '' }).dataDir).toBe(repositoryData);
    const dir = dataDir();
    expect(loadConfig({ AUTH_SECRET: secret, DATA_DIR: dir }).dataDir).toBe(dir);
    expect(loadConfig({ AUTH_SECRET: secret, DATA_DIR: 'kapital-data' }).dataDir).toBe(
      path.resolve('kapital-data'),
    );
  });

  test('logs for a person by default, without a line per request; JSON and request lines on demand', () => {
    const defaults = loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' });
    expect(defaults.logFormat).toBe('pretty');
    expect(defaults.logRequests).toBe(false);
    const shipped = loadConfig({
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      LOG_FORMAT: 'json',
      LOG_REQUESTS: 'true',
    });
    expect(shipped.logFormat).toBe('json');
    expect(shipped.logRequests).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dataDir(), LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), LOG_REQUESTS: 'yes' })).toThrow(/LOG_REQUESTS/);
  });

  test('draws pages on the server unless DRAW_PAGES says not to', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).drawPages).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), DRAW_PAGES: 'false' }).drawPages).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DRAW_PAGES: 'maybe' })).toThrow(/DRAW_PAGES/);
  });

  test('has no /metrics token and no drain delay unless set; refuses a weak token', () => {
    const plain = loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: '', DRAIN_SECONDS: '' });
    expect(plain.metricsToken).toBeUndefined();
    expect(plain.drainSeconds).toBe(0);
    const token = 'a-long-metrics-token-0123456789';
    const set = loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: token, DRAIN_SECONDS: '10' });
    expect(set.metricsToken).toBe(token);
    expect(set.drainSeconds).toBe(10);
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN needs at least 24 characters/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: 'has spaces in it, which headers mangle' }),
    ).toThrow(/METRICS_TOKEN must be printable/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DRAIN_SECONDS: '301' })).toThrow(
      /DRAIN_SECONDS must be 0 to 300/,
    );
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
