import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Server configuration from the environment (documented in docs/operations.md). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** Origins besides PUBLIC_URL's whose pages may open a WebSocket or post an admission form. */
  allowedOrigins: string[];
  tokenIdleMs: number;
  tokenAbsoluteMs: number;
  adminLogin: string | null;
  adminPassword: string | null;
  demo: boolean;
  demoSize: number;
  smtpUrl: string | null;
  mailFrom: string;
  /** Public address: links sent by mail (reset links), and the origin browsers' pages come from. */
  publicUrl: string;
  logLevel: string;
  /** Folder holding the apps (apps/<name>/dist is served when built). */
  appsDir: string;
  /**
   * Slow-client limits (Node's HTTP server through Fastify's options): the headers and the whole
   * request must arrive within these, an idle socket closes after `connectionTimeoutMs`, and a
   * kept-alive socket waits `keepAliveTimeoutMs` for its next request.
   */
  httpTimeouts: HttpTimeouts;
  /**
   * Check every handler result against its contract before replying. It costs time on every
   * request, so it is on under tests (which is where contract drift is caught) and off otherwise.
   */
  checkResults: boolean;
}

export interface HttpTimeouts {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  connectionTimeoutMs: number;
  keepAliveTimeoutMs: number;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function integer(env: NodeJS.ProcessEnv, key: string, fallback: number, min: number, max: number): number {
  const raw = env[key];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${key} must be a whole number from ${min} to ${max}; got "${raw}"`);
  }
  return value;
}

function flag(env: NodeJS.ProcessEnv, key: string, fallback: boolean): boolean {
  const raw = env[key]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${key} must be true or false; got "${env[key]}"`);
}

/** Reads and checks the configuration; a bad value throws a ConfigError saying what to fix. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const port = integer(env, 'PORT', 8080, 0, 65535);
  const host = env.HOST?.trim() || '127.0.0.1';
  const adminLogin = env.ABITURA_ADMIN_LOGIN?.trim() || null;
  const adminPassword = env.ABITURA_ADMIN_PASSWORD ?? null;
  if ((adminLogin === null) !== (adminPassword === null || adminPassword === '')) {
    throw new ConfigError('ABITURA_ADMIN_LOGIN and ABITURA_ADMIN_PASSWORD go together: set both or neither');
  }
  const allowedOrigins = (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of allowedOrigins) {
    if (!/^https?:\/\/[^/]+$/.test(origin) || !URL.canParse(origin)) throw new ConfigError(`ALLOWED_ORIGINS: "${origin}" must look like https://host[:port] with no path`);
  }
  const listening = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const publicUrl = (env.PUBLIC_URL?.trim() || `http://${listening}:${port}`).replace(/\/+$/, '');
  if (!URL.canParse(publicUrl) || !/^https?:$/.test(new URL(publicUrl).protocol)) {
    throw new ConfigError(`PUBLIC_URL must be an http:// or https:// address such as https://abitura.college.ru; got "${publicUrl}"`);
  }
  const httpTimeouts: HttpTimeouts = {
    headersTimeoutMs: integer(env, 'HTTP_HEADERS_TIMEOUT_SECONDS', 15, 1, 600) * 1000,
    requestTimeoutMs: integer(env, 'HTTP_REQUEST_TIMEOUT_SECONDS', 30, 1, 3600) * 1000,
    connectionTimeoutMs: integer(env, 'HTTP_CONNECTION_TIMEOUT_SECONDS', 120, 1, 3600) * 1000,
    keepAliveTimeoutMs: integer(env, 'HTTP_KEEP_ALIVE_TIMEOUT_SECONDS', 72, 1, 3600) * 1000,
  };
  // Node refuses headers that may take longer than the whole request.
  if (httpTimeouts.headersTimeoutMs > httpTimeouts.requestTimeoutMs) {
    throw new ConfigError('HTTP_HEADERS_TIMEOUT_SECONDS must not exceed HTTP_REQUEST_TIMEOUT_SECONDS: the headers are part of the request');
  }
  return {
    port,
    host,
    dataDir: resolve(env.DATA_DIR?.trim() || './data'),
    databaseUrl,
    allowedOrigins,
    tokenIdleMs: integer(env, 'TOKEN_IDLE_MINUTES', 30, 1, 24 * 60) * 60_000,
    tokenAbsoluteMs: integer(env, 'TOKEN_ABSOLUTE_HOURS', 12, 1, 24 * 30) * 3_600_000,
    adminLogin,
    adminPassword: adminPassword || null,
    demo: flag(env, 'ABITURA_DEMO', databaseUrl === null),
    demoSize: integer(env, 'ABITURA_DEMO_SIZE', 1, 1, 100),
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM?.trim() || 'Abitura <no-reply@abitura.local>',
    publicUrl,
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    httpTimeouts,
    appsDir: resolve(env.APPS_DIR?.trim() || fileURLToPath(new URL('../..', import.meta.url))),
    checkResults: flag(env, 'ABITURA_CHECK_RESULTS', env.NODE_ENV === 'test'),
  };
}
