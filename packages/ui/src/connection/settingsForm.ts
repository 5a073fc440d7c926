import { computed, signal, type ReadonlySignal } from '@preact/signals-react';
import {
  DEFAULT_CONNECTION_SETTINGS,
  type Client,
  type CommunicationMode,
  type ConnectionSettings,
  type SettingsProblem,
} from '@abitura/sdk';

/**
 * The limits the SDK's mergeSettings applies (it does not export them). Used only for the input
 * hints and the problem text; the SDK stays the one judge of what is valid.
 */
export const INTERVAL_BOUNDS = Object.freeze({ min: 1_000, max: 3_600_000 });
export const API_KEY_MAX_LENGTH = 512;

/** What the form edits: numbers as typed, so "12.5" or "" reach the SDK and get its verdict. */
export interface SettingsDraft {
  communicationMode: CommunicationMode;
  wsReconnectInterval: string;
  wsPingInterval: string;
  enableLogs: boolean;
  enableErrors: boolean;
  showNetErrorsInSnackbar: boolean;
  autoSwitchToApiOnWsFail: boolean;
  apiKey: string;
}

/** A field name, or '' for a problem with the settings as a whole. */
export type ProblemField = keyof ConnectionSettings | '';

export interface ConnectionSettingsForm {
  readonly draft: ReadonlySignal<SettingsDraft>;
  /** The SDK's problems from the last save, by field; a field's problem clears when it is edited. */
  readonly problems: ReadonlySignal<Partial<Record<ProblemField, SettingsProblem>>>;
  /** The draft differs from the saved settings. */
  readonly dirty: ReadonlySignal<boolean>;
  set<K extends keyof SettingsDraft>(field: K, value: SettingsDraft[K]): void;
  /** Saves the changed fields; false (and nothing saved) when the SDK reports problems. */
  save(): boolean;
  /** Saves the defaults at once (the dialog asks first) and shows them. */
  resetToDefaults(): void;
}

type SettingsClient = Pick<Client, 'settings' | 'updateSettings'>;

const NUMBER_FIELDS = ['wsReconnectInterval', 'wsPingInterval'] as const;

export function toDraft(settings: Readonly<ConnectionSettings>): SettingsDraft {
  return { ...settings, wsReconnectInterval: String(settings.wsReconnectInterval), wsPingInterval: String(settings.wsPingInterval) };
}

/** An empty field is NaN, not Number('') === 0, so it is reported rather than read as zero. */
function parseInterval(raw: string): number {
  return raw.trim() === '' ? Number.NaN : Number(raw);
}

/** Only what changed, so a save never rewrites (or reconnects for) fields the person left alone. */
export function changedFields(draft: SettingsDraft, saved: Readonly<ConnectionSettings>): Partial<ConnectionSettings> {
  const patch: Partial<ConnectionSettings> = {};
  const target = patch as Record<string, unknown>;
  for (const key of Object.keys(saved) as (keyof ConnectionSettings)[]) {
    const value = (NUMBER_FIELDS as readonly string[]).includes(key) ? parseInterval(draft[key] as string) : draft[key];
    if (!Object.is(value, saved[key])) target[key] = value;
  }
  return patch;
}

/**
 * The connection-settings form as a model (DESIGN.md 6.8): the dialog only renders it. Saving goes
 * through `client.updateSettings`, which validates every field and changes nothing when one is
 * bad, so the form keeps the person's input and shows what to fix.
 */
export function createConnectionSettingsForm(client: SettingsClient): ConnectionSettingsForm {
  const draft = signal<SettingsDraft>(toDraft(client.settings.peek()));
  const problems = signal<Partial<Record<ProblemField, SettingsProblem>>>({});
  const dirty = computed(() => Object.keys(changedFields(draft.value, client.settings.value)).length > 0);

  return {
    draft,
    problems,
    dirty,
    set(field, value) {
      draft.value = { ...draft.peek(), [field]: value };
      if (problems.peek()[field] || problems.peek()['']) {
        const { [field]: _fixed, '': _whole, ...rest } = problems.peek();
        problems.value = rest;
      }
    },
    save() {
      const patch = changedFields(draft.peek(), client.settings.peek());
      if (Object.keys(patch).length === 0) {
        problems.value = {};
        return true;
      }
      const result = client.updateSettings(patch);
      if (!result.ok) {
        problems.value = Object.fromEntries(result.problems.map((problem) => [problem.field, problem]));
        return false;
      }
      problems.value = {};
      // The SDK normalizes (trims the key), so the form shows what was actually stored.
      draft.value = toDraft(client.settings.peek());
      return true;
    },
    resetToDefaults() {
      client.updateSettings({ ...DEFAULT_CONNECTION_SETTINGS });
      problems.value = {};
      draft.value = toDraft(client.settings.peek());
    },
  };
}
