import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCookieConfigStore, createMemoryConfigStore } from '@abitura/sdk';
import type { ConfigStore, CookieJar } from '@abitura/sdk';
import { DEFAULT_PREFS, PREFS_COOKIE, createPrefs, parsePrefs, serializePrefs } from './prefs.js';

const logger = () => ({ error: vi.fn() });

/** A cookie jar that keeps only name=value pairs, as a browser does. */
function fakeJar(): CookieJar & { raw: Map<string, string>; lines: string[] } {
  const raw = new Map<string, string>();
  const lines: string[] = [];
  return {
    raw,
    lines,
    get cookie() {
      return [...raw].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      lines.push(line);
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      raw.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
    },
  };
}

describe('parsePrefs', () => {
  it('gives the defaults for a missing cookie without complaint', () => {
    const log = logger();
    expect(parsePrefs(null, log)).toEqual(DEFAULT_PREFS);
    expect(parsePrefs('', log)).toEqual(DEFAULT_PREFS);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('defaults to Russian, the system theme and vertical navigation', () => {
    expect(DEFAULT_PREFS).toEqual({ themeMode: 'system', language: 'ru', navLayout: 'vertical' });
  });

  it.each(['{not json', '"dark"', '[1,2]', 'null', '42'])('falls back to the defaults and logs for %s', (raw) => {
    const log = logger();
    expect(parsePrefs(raw, log)).toEqual(DEFAULT_PREFS);
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('keeps the valid fields and defaults only the bad ones', () => {
    const log = logger();
    const prefs = parsePrefs(JSON.stringify({ themeMode: 'dark', language: 'de', navLayout: 'diagonal', extra: 1 }), log);
    expect(prefs).toEqual({ themeMode: 'dark', language: 'ru', navLayout: 'vertical' });
    expect(log.error).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ fields: ['language', 'navLayout'] }));
  });

  it('takes missing fields from the defaults quietly (an older cookie)', () => {
    const log = logger();
    expect(parsePrefs('{"language":"ar"}', log)).toEqual({ ...DEFAULT_PREFS, language: 'ar' });
    expect(log.error).not.toHaveBeenCalled();
  });

  it('round-trips through serializePrefs', () => {
    const prefs = { themeMode: 'light', language: 'fr', navLayout: 'horizontal' } as const;
    expect(parsePrefs(serializePrefs(prefs))).toEqual(prefs);
  });
});

describe('createPrefs', () => {
  afterEach(() => {
    document.cookie = `${PREFS_COOKIE}=; path=/; max-age=0`;
  });

  it('starts from the store and writes every change back as JSON', () => {
    const store = createMemoryConfigStore('{"themeMode":"dark"}');
    const model = createPrefs({ store, logger: logger() });
    expect(model.prefs.value.themeMode).toBe('dark');
    model.setLanguage('en');
    model.setNavLayout('horizontal');
    model.setThemeMode('light');
    expect(JSON.parse(store.read() ?? '')).toEqual({ themeMode: 'light', language: 'en', navLayout: 'horizontal' });
  });

  it('notifies subscribers once per change and not for a value already set', () => {
    const model = createPrefs({ store: createMemoryConfigStore(), logger: logger() });
    const seen: string[] = [];
    const stop = model.prefs.subscribe((p) => seen.push(p.themeMode));
    model.setThemeMode('dark');
    model.setThemeMode('dark');
    model.update({ themeMode: 'light', language: 'fr' });
    stop();
    expect(seen).toEqual(['system', 'dark', 'light']);
    expect(model.prefs.value.language).toBe('fr');
  });

  it('ignores and logs values that are not preferences', () => {
    const log = logger();
    const store = createMemoryConfigStore();
    const model = createPrefs({ store, logger: log });
    model.update({ language: 'xx' as never, themeMode: 'dark' });
    expect(model.prefs.value).toEqual({ ...DEFAULT_PREFS, themeMode: 'dark' });
    expect(log.error).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ field: 'language' }));
  });

  it('keeps working in memory when the store fails', () => {
    const log = logger();
    const store: ConfigStore = {
      read: () => {
        throw new Error('blocked');
      },
      write: () => {
        throw new Error('blocked');
      },
    };
    const model = createPrefs({ store, logger: log });
    model.setThemeMode('dark');
    expect(model.prefs.value.themeMode).toBe('dark');
    expect(log.error).toHaveBeenCalledTimes(2);
  });

  it('persists in the abituraPrefs cookie (site-wide, one year), which survives clearing local storage', () => {
    const jar = fakeJar();
    const first = createPrefs({ store: createCookieConfigStore(jar, PREFS_COOKIE), logger: logger() });
    first.update({ themeMode: 'dark', language: 'ar' });
    localStorage.clear(); // what logout does (SPEC section 4)
    const next = createPrefs({ store: createCookieConfigStore(jar, PREFS_COOKIE), logger: logger() });
    expect(next.prefs.value).toEqual({ themeMode: 'dark', language: 'ar', navLayout: 'vertical' });
    expect(jar.lines[0]).toMatch(/^abituraPrefs=[^;]+; path=\/; max-age=31536000/);
  });

  it('uses the document cookie by default', () => {
    createPrefs({ logger: logger() }).setNavLayout('horizontal');
    expect(document.cookie).toContain(`${PREFS_COOKIE}=`);
    expect(createPrefs({ logger: logger() }).prefs.value.navLayout).toBe('horizontal');
  });
});
