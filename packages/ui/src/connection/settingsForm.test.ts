import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONNECTION_SETTINGS, type Client } from '@abitura/sdk';
import { createTestClient } from '../sdk/testing/testClient.js';
import { changedFields, createConnectionSettingsForm, toDraft } from './settingsForm.js';

let client: Client;
afterEach(() => client.close());

function setup() {
  ({ client } = createTestClient());
  return createConnectionSettingsForm(client);
}

describe('createConnectionSettingsForm', () => {
  it('starts from the saved settings, numbers as text', () => {
    const form = setup();
    expect(form.draft.value).toMatchObject({ communicationMode: 'API_ONLY', wsReconnectInterval: '10000', wsPingInterval: '58800' });
    expect(form.dirty.value).toBe(false);
  });

  it('saves only the changed fields through updateSettings', () => {
    const form = setup();
    form.set('wsReconnectInterval', '15000');
    form.set('enableLogs', true);
    form.set('apiKey', '  kiosk-key  ');
    expect(form.dirty.value).toBe(true);
    expect(form.save()).toBe(true);
    expect(client.settings.value).toMatchObject({ wsReconnectInterval: 15_000, enableLogs: true, apiKey: 'kiosk-key', communicationMode: 'API_ONLY' });
    expect(form.draft.value.apiKey).toBe('kiosk-key');
    expect(form.dirty.value).toBe(false);
  });

  it('keeps the input and changes nothing when a field is bad; editing the field clears its problem', () => {
    const form = setup();
    form.set('wsPingInterval', '999');
    form.set('wsReconnectInterval', '');
    form.set('enableErrors', false);
    expect(form.save()).toBe(false);
    expect(Object.keys(form.problems.value).sort()).toEqual(['wsPingInterval', 'wsReconnectInterval']);
    expect(client.settings.value).toEqual({ ...DEFAULT_CONNECTION_SETTINGS, communicationMode: 'API_ONLY' });
    expect(form.draft.value).toMatchObject({ wsPingInterval: '999', wsReconnectInterval: '', enableErrors: false });

    form.set('wsPingInterval', '30000');
    expect(Object.keys(form.problems.value)).toEqual(['wsReconnectInterval']);
    form.set('wsReconnectInterval', '12.5');
    expect(form.save()).toBe(false);
    form.set('wsReconnectInterval', '20000');
    expect(form.save()).toBe(true);
    expect(client.settings.value).toMatchObject({ wsPingInterval: 30_000, wsReconnectInterval: 20_000, enableErrors: false });
  });

  it('saving with no change succeeds without calling the SDK', () => {
    const form = setup();
    const before = client.settings.value;
    expect(form.save()).toBe(true);
    expect(client.settings.value).toBe(before);
  });

  it('resets to the defaults and shows them', () => {
    const form = setup();
    form.set('apiKey', 'x');
    form.save();
    form.set('wsPingInterval', 'abc');
    form.save();
    form.resetToDefaults();
    expect(client.settings.value).toEqual(DEFAULT_CONNECTION_SETTINGS);
    expect(form.draft.value).toEqual(toDraft(DEFAULT_CONNECTION_SETTINGS));
    expect(form.problems.value).toEqual({});
  });
});

describe('changedFields', () => {
  it('treats a blank interval as a change to NaN, which the SDK then refuses', () => {
    const patch = changedFields({ ...toDraft(DEFAULT_CONNECTION_SETTINGS), wsPingInterval: ' ' }, DEFAULT_CONNECTION_SETTINGS);
    expect(Object.keys(patch)).toEqual(['wsPingInterval']);
    expect(patch.wsPingInterval).toBeNaN();
  });
});
