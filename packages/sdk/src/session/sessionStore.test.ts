import { effect } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../environment/defaults.js';
import { createRecordingLogger } from '../testing/recorders.js';
import type { KeyValueStorage } from '../types.js';
import { createSessionStore, readSessionPayload } from './sessionStore.js';

describe('session store', () => {
  it('stores a payload in signals and storage, and restores it', () => {
    const storage = createMemoryStorage();
    const session = createSessionStore(storage, createRecordingLogger());
    expect(session.authenticated.value).toBe(false);
    session.apply({ token: 't', user: { id: 1, status: 'new' }, ability: [{ EditPassword: true }] });
    expect(session.authenticated.value).toBe(true);
    const restored = createSessionStore(storage, createRecordingLogger());
    expect(restored.user.value).toEqual({ id: 1, status: 'new' });
    expect(restored.ability.value).toEqual([{ EditPassword: true }]);
    restored.clear();
    expect(storage.getItem('accessToken')).toBeNull();
    expect(restored.authenticated.value).toBe(false);
  });

  it('keeps the held user and ability when a token check confirms them, and takes changed ones', () => {
    const session = createSessionStore(createMemoryStorage(), createRecordingLogger());
    session.apply({ token: 't', user: { id: 1, status: 'active' }, ability: [{ viewHomepage: true }] });
    const user = session.user.value;
    const ability = session.ability.value;
    const seen: unknown[] = [];
    const stop = effect(() => void seen.push([session.token.value, session.user.value, session.ability.value]));
    session.apply({ token: 't', user: { id: 1, status: 'active' }, ability: [{ viewHomepage: true }] });
    expect(session.user.value).toBe(user);
    expect(session.ability.value).toBe(ability);
    expect(seen).toHaveLength(1);
    session.apply({ token: 't', user: { id: 1, status: 'active' }, ability: [{ viewHomepage: true, viewContingent: true }] });
    expect(session.user.value).toBe(user);
    expect(session.ability.value).toEqual([{ viewHomepage: true, viewContingent: true }]);
    expect(seen).toHaveLength(2);
    stop();
  });

  it('reads only well-formed session payloads', () => {
    expect(readSessionPayload(null)).toBeNull();
    expect(readSessionPayload({ token: '', user: {} })).toBeNull();
    expect(readSessionPayload({ token: 't', user: null })).toBeNull();
    expect(readSessionPayload({ token: 't', user: {}, ability: 'x' })).toEqual({ token: 't', user: {}, ability: [] });
    expect(readSessionPayload({ token: 't', user: {}, ability: [{ a: 1 }, 5, null] })).toEqual({ token: 't', user: {}, ability: [{ a: 1 }] });
  });

  it('keeps working when storage throws', () => {
    const hostile: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
      removeItem: () => {},
      clear: () => {
        throw new Error('SecurityError');
      },
    };
    const logger = createRecordingLogger();
    const session = createSessionStore(hostile, logger);
    session.apply({ token: 't', user: {}, ability: [] });
    expect(session.token.value).toBe('t');
    session.clear();
    expect(session.token.value).toBeNull();
    expect(logger.errors).toHaveLength(1);
  });

  it('ignores a stored ability that is not a list', () => {
    const storage = createMemoryStorage();
    storage.setItem('userAbilityRules', '{"a":1}');
    expect(createSessionStore(storage, createRecordingLogger()).ability.value).toEqual([]);
  });
});
