import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
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
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  WEB_DIST_DIR: z.string().optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  baseUrl: string;
  trustedOrigins: string[];
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  demoData: boolean;
  authRateLimitMax: number;
  logLevel: string;
  /** Built web app to serve; only in production. */
  webDistDir: string | undefined;
}

export class ConfigError extends Error {}

/** The only reader of process.env: every setting is validated here, once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  const baseUrl = (values.BASE_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, '');
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
    trustedOrigins: [baseUrl, ...devOrigins, ...extraOrigins],
    authSecret: values.AUTH_SECRET ?? persistentSecret(dataDir),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    adminEmail: values.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: values.ADMIN_PASSWORD,
    // Demo accounts have published passwords: on by default only on the embedded database.
    demoData: values.DEMO_DATA ?? !values.DATABASE_URL,
    authRateLimitMax: values.AUTH_RATE_LIMIT_MAX,
    logLevel: values.LOG_LEVEL ?? (values.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDistDir:
      values.NODE_ENV === 'production'
        ? path.resolve(values.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname)
        : undefined,
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
