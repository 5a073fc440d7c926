/**
 * Whether the kiosk prints each ticket by itself. An administrator opens the kiosk once with
 * `?print=auto` (or `?print=manual` to undo it); the choice is remembered on the device, the way
 * `?key=` is, and taken out of the address. Manual is the default: a kiosk without a printer must
 * not open a print dialog for every visitor.
 */
export const PRINT_PARAM = 'print';
export const PRINT_STORAGE_KEY = 'abituraKioskPrint';

export type PrintMode = 'auto' | 'manual';

const isPrintMode = (value: unknown): value is PrintMode => value === 'auto' || value === 'manual';

export function adoptPrintMode(
  location: Pick<Location, 'href'> = globalThis.location,
  history: Pick<History, 'replaceState'> = globalThis.history,
  storage: Pick<Storage, 'getItem' | 'setItem'> = globalThis.localStorage,
): PrintMode {
  const url = new URL(location.href);
  const asked = url.searchParams.get(PRINT_PARAM);
  if (isPrintMode(asked)) {
    url.searchParams.delete(PRINT_PARAM);
    history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
    try {
      storage.setItem(PRINT_STORAGE_KEY, asked);
    } catch {
      // Storage may be off in a locked-down browser: the choice still holds until the next reload.
    }
    return asked;
  }
  try {
    const stored = storage.getItem(PRINT_STORAGE_KEY);
    return isPrintMode(stored) ? stored : 'manual';
  } catch {
    return 'manual';
  }
}
