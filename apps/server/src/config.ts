import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  BASE_URL: z.url().optional(),
  TRUSTED_ORIGINS: z.string().optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET needs at least 32 characters').optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Kapital <no-reply@kapital.local>'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(10).optional(),
  DEMO_DATA: booleanFlag.optional(),
  INVESTMENT_PERIOD_SECONDS: z.coerce
    .number('INVESTMENT_PERIOD_SECONDS must be a whole number of seconds')
    .int('INVESTMENT_PERIOD_SECONDS must be a whole number of seconds')
    .min(1, 'INVESTMENT_PERIOD_SECONDS must be 1 to 31536000')
    .max(31_536_000, 'INVESTMENT_PERIOD_SECONDS must be 1 to 31536000')
    .optional(),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  UPLOAD_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  LOG_FORMAT: z.enum(['pretty', 'json'], 'LOG_FORMAT must be pretty or json').default('pretty'),
  LOG_REQUESTS: booleanFlag.default(false),
  WEB_DIST_DIR: z.string().optional(),
  DRAW_PAGES: booleanFlag.default(true),
  STORAGE_DRIVER: z.enum(['local', 's3'], 'STORAGE_DRIVER must be local or s3').default('local'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  MARKET_FEED: z
    .enum(['simulated', 'binance'], 'MARKET_FEED must be simulated or binance')
    .default('simulated'),
  MARKET_STALE_SECONDS: z.coerce
    .number('MARKET_STALE_SECONDS must be a whole number of seconds')
    .int('MARKET_STALE_SECONDS must be a whole number of seconds')
    .min(1, 'MARKET_STALE_SECONDS must be 1 to 3600')
    .max(3600, 'MARKET_STALE_SECONDS must be 1 to 3600')
    .default(10),
  BINANCE_WS_URL: z
    .url({ protocol: /^wss?$/, error: 'BINANCE_WS_URL must be a ws:// or wss:// URL' })
    .default('wss://stream.binance.com:9443/stream'),
  BINANCE_REST_URL: z
    .url({ protocol: /^https?$/, error: 'BINANCE_REST_URL must be an http:// or https:// URL' })
    .default('https://api.binance.com'),
  METRICS_TOKEN: z
    .string()
    .min(24, 'METRICS_TOKEN needs at least 24 characters')
    .regex(/^[\x21-\x7e]+$/, 'METRICS_TOKEN must be printable characters without spaces')
    .optional(),
  DRAIN_SECONDS: z.coerce
    .number('DRAIN_SECONDS must be a whole number of seconds')
    .int('DRAIN_SECONDS must be a whole number of seconds')
    .min(0, 'DRAIN_SECONDS must be 0 to 300')
    .max(300, 'DRAIN_SECONDS must be 0 to 300')
    .default(0),
});

/**
 * The repository's data/ folder, where the README says mail and the embedded database are, from
 * this module's place rather than the working directory: apps/server/src/config.ts and the built
 * apps/server/dist/server.js are both three levels below it.
 */
const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../data', import.meta.url));

/** The period length of demo investments on the embedded database. */
const DEMO_PERIOD_SECONDS = 60;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  baseUrl: string;
  trustedOrigins: string[];
  /**
   * When BASE_URL is not set: http://localhost:PORT and http://127.0.0.1:PORT, both trusted,
   * each getting mail links to itself. Empty when BASE_URL is set.
   */
  loopbackOrigins: string[];
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  demoData: boolean;
  /** Every new investment's period length in seconds, instead of its package's; for demos. */
  investmentPeriodSeconds: number | undefined;
  authRateLimitMax: number;
  /** Uploads one user may send to one upload route in 10 minutes. */
  uploadRateLimitMax: number;
  logLevel: string;
  /** pretty: lines a person reads; json: one object a line, for log shippers. */
  logFormat: 'pretty' | 'json';
  /** Whether each HTTP request writes its lines (off: the console keeps what matters). */
  logRequests: boolean;
  /** Built web app to serve; only in production. */
  webDistDir: string | undefined;
  /** Whether its first screens are drawn on the server (decision 041); off, the browser draws. */
  drawPages: boolean;
  /** Where market prices come from. */
  marketFeed: 'simulated' | 'binance';
  /** A price older than this many seconds is stale: orders wait for a fresh one. */
  marketStaleSeconds: number;
  /** Binance's combined-stream endpoint and REST base; overridable for mirrors and tests. */
  binanceWsUrl: string;
  binanceRestUrl: string;
  /** Uploaded files (avatars): a folder outside every public one, or an S3-compatible bucket. */
  storage: LocalStorageConfig | S3StorageConfig;
  /** Whoever sends it as a bearer token may read GET /metrics; unset, the route does not exist. */
  metricsToken: string | undefined;
  /** Seconds a SIGTERM'd instance reports not ready, still serving, before it stops listening. */
  drainSeconds: number;
}

export interface LocalStorageConfig {
  driver: 'local';
  dir: string;
}

export interface S3StorageConfig {
  driver: 's3';
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export class ConfigError extends Error {}

/** The only reader of process.env: every setting is validated here, once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty value (`DATABASE_URL=` copied from .env.example) means "not set", not "invalid".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const demoData = values.DEMO_DATA ?? !values.DATABASE_URL;
  const dataDir = values.DATA_DIR ? path.resolve(values.DATA_DIR) : DEFAULT_DATA_DIR;
  const baseUrl = (values.BASE_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, '');
  // Without BASE_URL a newcomer may open either loopback name: both work, and mail links point
  // at the one they used.
  const loopbackOrigins = values.BASE_URL
    ? []
    : [`http://localhost:${values.PORT}`, `http://127.0.0.1:${values.PORT}`];
  const devOrigins = values.NODE_ENV === 'production' ? [] : ['http://localhost:5173'];
  const extraOrigins = (values.TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    baseUrl,
    trustedOrigins: [...new Set([baseUrl, ...loopbackOrigins, ...devOrigins, ...extraOrigins])],
    loopbackOrigins,
    authSecret: values.AUTH_SECRET ?? persistentSecret(dataDir),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    adminEmail: values.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: values.ADMIN_PASSWORD,
    // Demo accounts have published passwords: on by default only on the embedded database.
    demoData,
    // A newcomer trying the demo should see profit arrive within minutes, not days.
    investmentPeriodSeconds:
      values.INVESTMENT_PERIOD_SECONDS ??
      (demoData && !values.DATABASE_URL ? DEMO_PERIOD_SECONDS : undefined),
    authRateLimitMax: values.AUTH_RATE_LIMIT_MAX,
    uploadRateLimitMax: values.UPLOAD_RATE_LIMIT_MAX,
    logLevel: values.LOG_LEVEL ?? (values.NODE_ENV === 'test' ? 'silent' : 'info'),
    logFormat: values.LOG_FORMAT,
    logRequests: values.LOG_REQUESTS,
    webDistDir:
      values.NODE_ENV === 'production'
        ? path.resolve(values.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname)
        : undefined,
    storage: storageConfig(values, dataDir),
    marketFeed: values.MARKET_FEED,
    marketStaleSeconds: values.MARKET_STALE_SECONDS,
    binanceWsUrl: values.BINANCE_WS_URL,
    binanceRestUrl: values.BINANCE_REST_URL,
    // The bearer token Prometheus sends for GET /metrics; without one there is no /metrics.
    metricsToken: values.METRICS_TOKEN,
    // After SIGTERM: seconds of reporting not ready before the listener closes, for load
    // balancers to stop sending new requests (their probe interval times the failures).
    drainSeconds: values.DRAIN_SECONDS,
    drawPages: values.DRAW_PAGES,
  };
}

function storageConfig(
  values: z.infer<typeof envSchema>,
  dataDir: string,
): LocalStorageConfig | S3StorageConfig {
  if (values.STORAGE_DRIVER === 'local')
    return { driver: 'local', dir: path.join(dataDir, 'files') };
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = values;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  STORAGE_DRIVER=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  }
  return {
    driver: 's3',
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    region: values.S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
  };
}

/**
 * A newcomer should not have to invent a secret to try Kapital: without AUTH_SECRET one is
 * generated once and kept in DATA_DIR. Several instances must share AUTH_SECRET instead.
 */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
