/**
 * The device apps' own texts (kiosk, TV board, QR pages, and @abitura/ui's shared `device`
 * namespace), read from their locale files as src/texts.ts reads the staff app's, so journeys
 * select by what a visitor reads without restating it: `dt('ru', 'kiosk:ticket.title')`.
 * Plural keys follow the apps' own rule (packages/ui/src/device/deviceText.ts): with a numeric
 * `count`, `key_<plural form>`, then `key_other`, then `key`.
 */
import { join } from 'node:path';
import { ROOT } from '../../scripts/builds.mjs';
import { localeReader, type Language } from './texts.js';

const deviceTexts = localeReader(
  [join(ROOT, 'packages/ui/src/device/locales'), ...['kiosk', 'tv', 'qr'].map((app) => join(ROOT, 'apps', app, 'src/locales'))],
  { uniqueNamespaces: true },
);

/** The text of `ns:dotted.key` in `lng`, with {{name}} placeholders filled; a missing key throws. */
export function dt(lng: Language, key: string, values: Record<string, string | number> = {}): string {
  const [ns, path] = key.split(':', 2) as [string, string | undefined];
  if (path === undefined) throw new Error(`A device text key names its namespace: ${key}`);
  const count = values['count'];
  const candidates = typeof count === 'number' ? [`${path}_${new Intl.PluralRules(lng).select(count)}`, `${path}_other`, path] : [path];
  const text = candidates.map((candidate) => deviceTexts.lookup(lng, ns, candidate)).find((found) => found !== undefined);
  if (text === undefined) throw new Error(`No device text ${key} in ${lng} (looked in ${deviceTexts.dirs.join(', ')})`);
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
