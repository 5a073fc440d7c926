/**
 * The apps' own texts, read from their locale files, so journeys select by the accessible names a
 * person reads (Russian by default) without restating them here. `t('ru', 'misc:notFound.title')`.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/builds.mjs';

export type Language = 'ru' | 'en' | 'fr' | 'ar';

/** Reads the `<lng>/<namespace>.json` files of some locale folders, once per language. */
export function localeReader(dirs: readonly string[], options: { uniqueNamespaces?: boolean } = {}) {
  const cache = new Map<Language, Record<string, unknown>>();
  const namespaces = (lng: Language): Record<string, unknown> => {
    let found = cache.get(lng);
    if (found) return found;
    found = {};
    for (const dir of dirs) {
      const folder = join(dir, lng);
      if (!existsSync(folder)) continue;
      for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
        const ns = file.slice(0, -'.json'.length);
        if (options.uniqueNamespaces && ns in found) throw new Error(`Two locale folders have a namespace ${ns} (${folder})`);
        found[ns] = JSON.parse(readFileSync(join(folder, file), 'utf8'));
      }
    }
    cache.set(lng, found);
    return found;
  };
  return {
    dirs,
    /** The text at a dotted path of a namespace, or undefined. */
    lookup(lng: Language, ns: string, path: string): string | undefined {
      let node: unknown = namespaces(lng)[ns];
      for (const part of path.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
      return typeof node === 'string' ? node : undefined;
    },
  };
}

const staffTexts = localeReader([join(ROOT, 'packages/ui/src/i18n/locales'), join(ROOT, 'apps/staff/src/locales')]);

/** The text of `ns:dotted.key` in `lng`, with {{name}} placeholders filled; a missing key throws. */
export function t(lng: Language, key: string, values: Record<string, string | number> = {}): string {
  const [ns, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key];
  const text = staffTexts.lookup(lng, ns, path);
  if (text === undefined) throw new Error(`No text ${key} in ${lng} (looked in ${staffTexts.dirs.join(', ')})`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => String(values[name] ?? `{{${name}}}`));
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
