/**
 * The apps' own texts, read from their locale files, so journeys select by the accessible names a
 * person reads (Russian by default) without restating them here. `t('ru', 'misc:notFound.title')`.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/builds.mjs';

export type Language = 'ru' | 'en' | 'fr' | 'ar';

const LOCALE_DIRS = [join(ROOT, 'packages/ui/src/i18n/locales'), join(ROOT, 'apps/staff/src/locales')];

const cache = new Map<Language, Record<string, unknown>>();

function resources(lng: Language): Record<string, unknown> {
  let namespaces = cache.get(lng);
  if (namespaces) return namespaces;
  namespaces = {};
  for (const dir of LOCALE_DIRS) {
    const folder = join(dir, lng);
    if (!existsSync(folder)) continue;
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
      namespaces[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(join(folder, file), 'utf8'));
    }
  }
  cache.set(lng, namespaces);
  return namespaces;
}

/** The text of `ns:dotted.key` in `lng`, with {{name}} placeholders filled; a missing key throws. */
export function t(lng: Language, key: string, values: Record<string, string | number> = {}): string {
  const [ns, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key];
  let node: unknown = resources(lng)[ns];
  for (const part of path.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No text ${key} in ${lng} (looked in ${LOCALE_DIRS.join(', ')})`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => String(values[name] ?? `{{${name}}}`));
}

/** Whether the app has `ns:dotted.key` in `lng` (a page that has not landed yet has no texts). */
export function hasText(lng: Language, key: string): boolean {
  try {
    t(lng, key);
    return true;
  } catch {
    return false;
  }
}

/** document.title of a route's page: "<route name> · <app name>" (RouteView). */
export function routeTitle(lng: Language, routeName: string): string {
  return `${t(lng, `shell:routes.${routeName}`)} · ${t(lng, 'common:app.name')}`;
}
