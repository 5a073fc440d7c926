import { createCookieConfigStore, WS_CONFIG_COOKIE, type ConfigStore, type CookieJar } from '@abitura/sdk';
import type { Subsystem } from '@abitura/contracts/wire';

/** The device surfaces that hold a key of their own. */
export type DeviceSurface = Extract<Subsystem, 'kiosk' | 'tv'>;

/** The cookie a surface's connection settings live in: `wsConfig-kiosk`, `wsConfig-tv`. */
export const deviceConfigCookie = (surface: DeviceSurface): string => `${WS_CONFIG_COOKIE}-${surface}`;

/**
 * The connection settings of one device surface (SPEC section 9's wsConfig, apiKey included),
 * in a cookie of its own: a kiosk and a TV board opened in one browser each keep their key, where
 * the shared wsConfig held one key for both and the board's knocked the kiosk's out.
 *
 * A surface that has no cookie yet starts from a copy of the shared wsConfig, which is where
 * devices kept their settings before, so a key stored before the upgrade keeps working on the
 * surface it was issued for (the other surface is refused it, as it already was, and asks for its
 * own). The shared cookie is left as it is: the other surface may still need to copy it.
 */
export function createDeviceConfigStore(surface: DeviceSurface, jar: CookieJar = globalThis.document): ConfigStore {
  const own = createCookieConfigStore(jar, deviceConfigCookie(surface));
  const shared = createCookieConfigStore(jar);
  return {
    read() {
      const stored = own.read();
      if (stored !== null) return stored;
      const before = shared.read();
      if (before !== null) own.write(before);
      return before;
    },
    write: (value) => own.write(value),
  };
}
