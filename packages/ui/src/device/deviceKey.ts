import type { Client } from '@abitura/sdk';

/** The query parameter an administrator may open a device's address with to hand it its key. */
export const DEVICE_KEY_PARAM = 'key';

/**
 * Takes a device key from the address (`/queue/kiosk?key=…`), stores it as the connection's
 * apiKey (the surface's own settings cookie, see createDeviceConfigStore), and removes it from the
 * address so it is neither bookmarked nor shown. True when a key was taken.
 */
export function adoptKeyFromAddress(client: Pick<Client, 'updateSettings'>, location: Pick<Location, 'href'> = globalThis.location, history: Pick<History, 'replaceState'> = globalThis.history): boolean {
  const url = new URL(location.href);
  const key = url.searchParams.get(DEVICE_KEY_PARAM)?.trim();
  if (!key) return false;
  url.searchParams.delete(DEVICE_KEY_PARAM);
  history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
  return client.updateSettings({ apiKey: key }).ok;
}
