import { afterEach, describe, expect, it } from 'vitest';
import { createClient, createMemoryStorage, WS_CONFIG_COOKIE, type Client } from '@abitura/sdk';
import { TestSocket } from '../sdk/testing/testClient.js';
import { adoptKeyFromAddress } from './deviceKey.js';
import { createDeviceConfigStore, deviceConfigCookie, type DeviceSurface } from './deviceSettings.js';

const COOKIES = [WS_CONFIG_COOKIE, deviceConfigCookie('kiosk'), deviceConfigCookie('tv')];

const clients: Client[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
  // jsdom keeps an empty cookie for max-age=0; a past expiry removes it.
  for (const name of COOKIES) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
});

/** A device app as its main.tsx makes it, over this test's (jsdom's) real cookie jar: one browser. */
function openDevice(surface: DeviceSurface): Client {
  const client = createClient({
    subsystem: surface,
    autoConnect: false,
    configStore: createDeviceConfigStore(surface),
    storage: createMemoryStorage(),
    WebSocket: TestSocket,
    logger: { info: () => {}, error: () => {} },
  });
  clients.push(client);
  return client;
}

/** Opens the surface at its address with `?key=` once, as an administrator sets a device up. */
function setUp(surface: DeviceSurface, key: string): void {
  const path = surface === 'kiosk' ? '/queue/kiosk' : '/queue/tv';
  expect(adoptKeyFromAddress(openDevice(surface), { href: `http://localhost${path}?key=${key}` }, { replaceState: () => {} })).toBe(true);
}

const cookieValue = (name: string): string | null => {
  const part = document.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`));
  return part === undefined ? null : decodeURIComponent(part.slice(name.length + 1));
};

describe('device connection settings', () => {
  it('keep a kiosk and a TV board in one browser each on its own key', () => {
    setUp('kiosk', 'kiosk-key');
    setUp('tv', 'tv-key');
    // Both reopened, as after a reload: neither key knocked the other out.
    expect(openDevice('kiosk').settings.value.apiKey).toBe('kiosk-key');
    expect(openDevice('tv').settings.value.apiKey).toBe('tv-key');
    // And in the opposite order of setting up.
    setUp('kiosk', 'kiosk-key-2');
    expect(openDevice('tv').settings.value.apiKey).toBe('tv-key');
    expect(openDevice('kiosk').settings.value.apiKey).toBe('kiosk-key-2');
  });

  it('live in cookies of their own and leave the shared wsConfig alone', () => {
    setUp('tv', 'tv-key');
    expect(cookieValue(WS_CONFIG_COOKIE)).toBeNull();
    expect(JSON.parse(cookieValue('wsConfig-tv') ?? '{}')).toMatchObject({ apiKey: 'tv-key' });
  });

  it('start from the shared wsConfig once, so a key stored before keeps working, then go their own way', () => {
    document.cookie = `${WS_CONFIG_COOKIE}=${encodeURIComponent(JSON.stringify({ apiKey: 'old-key', enableLogs: true }))}; path=/`;
    const kiosk = openDevice('kiosk');
    expect(kiosk.settings.value).toMatchObject({ apiKey: 'old-key', enableLogs: true });
    // Whichever surface the old key was issued for finds it: the other one too, until it is given its own.
    expect(openDevice('tv').settings.value.apiKey).toBe('old-key');
    setUp('tv', 'tv-key');
    document.cookie = `${WS_CONFIG_COOKIE}=${encodeURIComponent(JSON.stringify({ apiKey: 'staff-change' }))}; path=/`;
    expect(openDevice('kiosk').settings.value.apiKey).toBe('old-key');
    expect(openDevice('tv').settings.value.apiKey).toBe('tv-key');
  });

  it('give the defaults and write nothing in a browser that holds no settings', () => {
    expect(openDevice('kiosk').settings.value.apiKey).toBe('');
    expect(document.cookie).toBe('');
  });
});
