/**
 * The connection settings of SPEC section 3, their defaults (section 9), and a tolerant parser:
 * a field that is missing or of the wrong type falls back to its default, so one bad value never
 * costs the user the rest of their settings.
 */

export const COMMUNICATION_MODES = ['WS_WITH_API_FALLBACK', 'WS_ONLY', 'API_ONLY'] as const;
export type CommunicationMode = (typeof COMMUNICATION_MODES)[number];

export interface ConnectionSettings {
  /** @default 'WS_WITH_API_FALLBACK' */
  communicationMode: CommunicationMode;
  /** Base delay between live-connection attempts, in ms. @default 10000 */
  wsReconnectInterval: number;
  /** Log informational messages (connection changes, slow-request details). @default false */
  enableLogs: boolean;
  /** Log errors. @default true */
  enableErrors: boolean;
  /** Show network errors and slow requests as notices too. @default false */
  showNetErrorsInSnackbar: boolean;
  /** Device or CLI key sent as `Authorization: Bearer`; empty for staff browsers. @default '' */
  apiKey: string;
  /** In WS_WITH_API_FALLBACK, send over HTTP while the socket is down. @default true */
  autoSwitchToApiOnWsFail: boolean;
  /** Keepalive ping period while the socket is up, in ms. @default 58800 */
  wsPingInterval: number;
}

export const DEFAULT_CONNECTION_SETTINGS: Readonly<ConnectionSettings> = Object.freeze({
  communicationMode: 'WS_WITH_API_FALLBACK',
  wsReconnectInterval: 10_000,
  enableLogs: false,
  enableErrors: true,
  showNetErrorsInSnackbar: false,
  apiKey: '',
  autoSwitchToApiOnWsFail: true,
  wsPingInterval: 58_800,
});

export interface ConnectionTiming {
  pongTimeoutMs: number;
  reconnectMultiplierCap: number;
  queuePollMs: number;
  slowWsMs: number;
  slowHttpMs: number;
}

/** Timing constants of SPEC section 9 that are not user settings. */
export const CONNECTION_TIMING: Readonly<ConnectionTiming> = Object.freeze({
  /** How long to wait for a pong after a probe ping. */
  pongTimeoutMs: 7_000,
  /**
   * SPEC: "reconnect delay capped at 3 (unit unclear)". Read as a cap on the multiplier of
   * wsReconnectInterval: attempt n waits interval x min(n, 3), so 10 s, 20 s, 30 s, 30 s...
   */
  reconnectMultiplierCap: 3,
  queuePollMs: 200,
  slowWsMs: 3_000,
  slowHttpMs: 5_000,
});

const MIN_INTERVAL_MS = 1_000;
const MAX_INTERVAL_MS = 3_600_000;

export interface SettingsProblem {
  field: string;
  message: string;
}

/** Checks one field; returns the normalized value or undefined when it is unusable. */
function checkField<K extends keyof ConnectionSettings>(key: K, value: unknown): ConnectionSettings[K] | undefined {
  const fallback = DEFAULT_CONNECTION_SETTINGS[key];
  switch (typeof fallback) {
    case 'boolean':
      return typeof value === 'boolean' ? (value as ConnectionSettings[K]) : undefined;
    case 'number': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      return typeof n === 'number' && Number.isInteger(n) && n >= MIN_INTERVAL_MS && n <= MAX_INTERVAL_MS
        ? (n as ConnectionSettings[K])
        : undefined;
    }
    default:
      if (key === 'communicationMode') {
        return (COMMUNICATION_MODES as readonly unknown[]).includes(value) ? (value as ConnectionSettings[K]) : undefined;
      }
      return typeof value === 'string' && value.length <= 512 ? (value.trim() as ConnectionSettings[K]) : undefined;
  }
}

/**
 * Merges a partial, untrusted settings object over a base. Unusable fields keep the base value
 * and are reported, so a settings form can say what to fix.
 */
export function mergeSettings(
  base: Readonly<ConnectionSettings>,
  patch: unknown,
): { settings: ConnectionSettings; problems: SettingsProblem[] } {
  const settings: ConnectionSettings = { ...base };
  const problems: SettingsProblem[] = [];
  if (patch === null || typeof patch !== 'object' || Array.isArray(patch)) {
    if (patch !== undefined && patch !== null) problems.push({ field: '', message: 'settings must be an object' });
    return { settings, problems };
  }
  for (const key of Object.keys(DEFAULT_CONNECTION_SETTINGS) as (keyof ConnectionSettings)[]) {
    if (!Object.hasOwn(patch, key)) continue;
    const value = checkField(key, (patch as Record<string, unknown>)[key]);
    if (value === undefined) {
      problems.push({ field: key, message: describeExpected(key) });
    } else {
      (settings as unknown as Record<string, unknown>)[key] = value;
    }
  }
  return { settings, problems };
}

function describeExpected(key: keyof ConnectionSettings): string {
  const fallback = DEFAULT_CONNECTION_SETTINGS[key];
  if (key === 'communicationMode') return `expected one of ${COMMUNICATION_MODES.join(', ')}`;
  if (typeof fallback === 'number') return `expected a whole number of milliseconds from ${MIN_INTERVAL_MS} to ${MAX_INTERVAL_MS}`;
  if (typeof fallback === 'boolean') return 'expected true or false';
  return 'expected text of at most 512 characters';
}

/** Reconnect delay for the n-th consecutive failed attempt (n >= 1). */
export function reconnectDelay(settings: Pick<ConnectionSettings, 'wsReconnectInterval'>, attempt: number): number {
  const multiplier = Math.min(Math.max(attempt, 1), CONNECTION_TIMING.reconnectMultiplierCap);
  return settings.wsReconnectInterval * multiplier;
}
