import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { Logger } from '../types.js';
import type { ConfigStore } from './configStore.js';
import { DEFAULT_CONNECTION_SETTINGS, mergeSettings, type ConnectionSettings, type SettingsProblem } from './connectionSettings.js';

export interface SettingsStore {
  readonly settings: ReadonlySignal<ConnectionSettings>;
  /** Validates and persists a change; nothing changes when any field is unusable. */
  update(patch: Partial<ConnectionSettings>): { ok: true } | { ok: false; problems: SettingsProblem[] };
  reset(): void;
}

/**
 * Loads the settings once from the store. An unparsable value is logged and the defaults are used
 * (SPEC section 8: a JSON parse failure is logged and an empty object is used).
 */
export function createSettingsStore(store: ConfigStore, logger: Pick<Logger, 'error'>): SettingsStore {
  const settings = signal<ConnectionSettings>(load());

  function load(): ConnectionSettings {
    let raw: string | null;
    try {
      raw = store.read();
    } catch (error) {
      logger.error('wsConfig could not be read', { error: String(error) });
      raw = null;
    }
    if (raw === null || raw === '') return { ...DEFAULT_CONNECTION_SETTINGS };
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      logger.error('wsConfig is not valid JSON; defaults used');
      parsed = {};
    }
    const { settings: merged, problems } = mergeSettings(DEFAULT_CONNECTION_SETTINGS, parsed);
    if (problems.length > 0) logger.error('wsConfig has unusable fields; their defaults used', { problems });
    return merged;
  }

  function persist(next: ConnectionSettings): void {
    settings.value = next;
    try {
      store.write(JSON.stringify(next));
    } catch (error) {
      logger.error('wsConfig could not be saved', { error: String(error) });
    }
  }

  return {
    settings,
    update(patch) {
      const { settings: next, problems } = mergeSettings(settings.value, patch);
      if (problems.length > 0) return { ok: false, problems };
      persist(next);
      return { ok: true };
    },
    reset() {
      persist({ ...DEFAULT_CONNECTION_SETTINGS });
    },
  };
}
