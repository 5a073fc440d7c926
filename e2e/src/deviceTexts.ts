/**
 * The device apps' own texts (kiosk, TV board, QR pages, and @abitura/ui's shared `device`
 * namespace), read from their locale files as src/texts.ts reads the staff app's, so journeys
 * select by what a visitor reads without restating it: `dt('ru', 'kiosk:ticket.title')`.
 * Plural keys follow the apps' own rule (packages/ui/src/device/deviceText.ts): with a numeric
 * `count`, `key_<plural form>`, then `key_other`, then `key`.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/builds.mjs';
import type { Language } from './texts.js';

const LOCALE_DIRS = [join(ROOT, 'packages/ui/src/device/locales'), ...['kiosk', 'tv', 'qr'].map((app) => join(ROOT, 'apps', app, 'src/locales'))];

const cache = new Map<Language, Record<string, unknown>>();

function resources(lng: Language): Record<string, unknown> {
  let namespaces = cache.get(lng);
  if (namespaces) return namespaces;
  namespaces = {};
  for (const dir of LOCALE_DIRS) {
    const folder = join(dir, lng);
    if (!existsSync(folder)) continue;
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
      const ns = file.slice(0, -'.json'.length);
      if (ns in namespaces) throw new Error(`Two device apps have a namespace ${ns} (${folder})`);
      namespaces[ns] = JSON.parse(readFileSync(join(folder, file), 'utf8'));
    }
  }
  cache.set(lng, namespaces);
  return namespaces;
}

function lookup(lng: Language, ns: string, path: string): string | undefined {
  let node: unknown = resources(lng)[ns];
  for (const part of path.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The text of `ns:dotted.key` in `lng`, with {{name}} placeholders filled; a missing key throws. */
export function dt(lng: Language, key: string, values: Record<string, string | number> = {}): string {
  const [ns, path] = key.split(':', 2) as [string, string | undefined];
  if (path === undefined) throw new Error(`A device text key names its namespace: ${key}`);
  const count = values['count'];
  const candidates = typeof count === 'number' ? [`${path}_${new Intl.PluralRules(lng).select(count)}`, `${path}_other`, path] : [path];
  const text = candidates.map((candidate) => lookup(lng, ns, candidate)).find((found) => found !== undefined);
  if (text === undefined) throw new Error(`No device text ${key} in ${lng} (looked in ${LOCALE_DIRS.join(', ')})`);
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
