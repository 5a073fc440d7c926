import { describe, expect, it } from 'vitest';
import { createRecordingLogger } from '../testing/recorders.js';
import { createCookieConfigStore, createMemoryConfigStore, WS_CONFIG_COOKIE } from './configStore.js';
import { DEFAULT_CONNECTION_SETTINGS, mergeSettings, reconnectDelay } from './connectionSettings.js';
import { createSettingsStore } from './settingsStore.js';

describe('connection settings', () => {
  it('has the SPEC section 9 defaults for all 8 fields', () => {
    expect(DEFAULT_CONNECTION_SETTINGS).toEqual({
      communicationMode: 'WS_WITH_API_FALLBACK',
      wsReconnectInterval: 10_000,
      enableLogs: false,
      enableErrors: true,
      showNetErrorsInSnackbar: false,
      apiKey: '',
      autoSwitchToApiOnWsFail: true,
      wsPingInterval: 58_800,
    });
  });

  it('keeps good fields and reports each unusable one', () => {
    const { settings, problems } = mergeSettings(DEFAULT_CONNECTION_SETTINGS, {
      communicationMode: 'CARRIER_PIGEON',
      wsReconnectInterval: '15000',
      enableLogs: 'yes',
      apiKey: '  key  ',
      wsPingInterval: 12.5,
      unknown: 1,
    });
    expect(settings.wsReconnectInterval).toBe(15_000);
    expect(settings.apiKey).toBe('key');
    expect(settings.communicationMode).toBe('WS_WITH_API_FALLBACK');
    expect(problems.map((p) => p.field)).toEqual(['communicationMode', 'enableLogs', 'wsPingInterval']);
    expect(problems[0]!.message).toContain('API_ONLY');
    expect(problems[2]!.message).toContain('milliseconds');
    expect(mergeSettings(DEFAULT_CONNECTION_SETTINGS, { apiKey: 'x'.repeat(600) }).problems[0]!.message).toContain('512');
  });

  it('refuses a non-object patch', () => {
    expect(mergeSettings(DEFAULT_CONNECTION_SETTINGS, [1]).problems).toHaveLength(1);
    expect(mergeSettings(DEFAULT_CONNECTION_SETTINGS, null).problems).toHaveLength(0);
  });

  it('caps the reconnect delay at three intervals', () => {
    expect([0, 1, 2, 3, 4, 9].map((n) => reconnectDelay({ wsReconnectInterval: 10_000 }, n))).toEqual([10_000, 10_000, 20_000, 30_000, 30_000, 30_000]);
  });
});

describe('the wsConfig cookie', () => {
  it('round-trips the settings through a cookie named wsConfig', () => {
    const jar = { cookie: 'theme=dark' };
    const store = createSettingsStore(createCookieConfigStore(jar), createRecordingLogger());
    expect(store.update({ communicationMode: 'API_ONLY', apiKey: 'k' })).toEqual({ ok: true });
    expect(jar.cookie.startsWith(`${WS_CONFIG_COOKIE}=`)).toBe(true);
    expect(jar.cookie).toContain('path=/');
    const reread = createSettingsStore(createCookieConfigStore({ cookie: `theme=dark; ${jar.cookie.split(';')[0]}` }), createRecordingLogger());
    expect(reread.settings.value.communicationMode).toBe('API_ONLY');
    expect(reread.settings.value.apiKey).toBe('k');
  });

  it('logs an unparsable cookie and uses the defaults', () => {
    const logger = createRecordingLogger();
    const store = createSettingsStore(createCookieConfigStore({ cookie: 'wsConfig=%7Bnot-json' }), logger);
    expect(store.settings.value).toEqual(DEFAULT_CONNECTION_SETTINGS);
    expect(logger.errors[0]).toMatch(/not valid JSON/);
  });

  it('reads a cookie whose value is not URI-encoded', () => {
    expect(createCookieConfigStore({ cookie: 'wsConfig=%E0%A4%A' }).read()).toBe('%E0%A4%A');
    expect(createCookieConfigStore({ cookie: 'other=1' }).read()).toBeNull();
  });

  it('keeps the defaults for fields of the wrong type, and logs them', () => {
    const logger = createRecordingLogger();
    const store = createSettingsStore(createMemoryConfigStore(JSON.stringify({ enableLogs: 'x', wsPingInterval: 30_000 })), logger);
    expect(store.settings.value.enableLogs).toBe(false);
    expect(store.settings.value.wsPingInterval).toBe(30_000);
    expect(logger.errors).toHaveLength(1);
  });

  it('changes nothing when an update has an unusable field, and reset restores the defaults', () => {
    const store = createSettingsStore(createMemoryConfigStore(), createRecordingLogger());
    const result = store.update({ apiKey: 'ok', wsPingInterval: 5 });
    expect(result.ok).toBe(false);
    expect(store.settings.value.apiKey).toBe('');
    store.update({ apiKey: 'k2' });
    store.reset();
    expect(store.settings.value).toEqual(DEFAULT_CONNECTION_SETTINGS);
  });

  it('survives a store that throws', () => {
    const logger = createRecordingLogger();
    const broken = { read: () => { throw new Error('denied'); }, write: () => { throw new Error('denied'); } };
    const store = createSettingsStore(broken, logger);
    expect(store.update({ enableLogs: true })).toEqual({ ok: true });
    expect(store.settings.value.enableLogs).toBe(true);
    expect(logger.errors).toHaveLength(2);
  });
});
