/**
 * The check behind DESIGN.md section 7's "every UI string exists in ru, en, fr and ar": it
 * compares key sets per namespace across languages and rejects empty or non-text values.
 * Exported so any folder (or a script) can run it over its own resources.
 */
import { LOCALES } from '@abitura/contracts/vocabulary';
import type { Locale } from '@abitura/contracts/vocabulary';
import { namespacesOf } from './resources.js';
import type { TranslationResources } from './resources.js';

// i18next plural forms differ by language (Russian has few/many, Arabic zero/two...), so keys are
// compared without the suffix and each language is then held to its own CLDR categories.
const PLURAL_SUFFIX = /_(ordinal_)?(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /{{\s*-?\s*([\w.]+)[^}]*}}/g;

interface Leaf {
  value: unknown;
  plural?: { ordinal: boolean; category: string };
}

function flatten(tree: unknown, prefix: string, out: Map<string, Leaf[]>): void {
  if (typeof tree === 'object' && tree !== null && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree)) flatten(value, prefix ? `${prefix}.${key}` : key, out);
    return;
  }
  const match = PLURAL_SUFFIX.exec(prefix);
  const base = match ? prefix.slice(0, match.index) : prefix;
  const leaf: Leaf = match ? { value: tree, plural: { ordinal: match[1] !== undefined, category: match[2] ?? '' } } : { value: tree };
  out.set(base, [...(out.get(base) ?? []), leaf]);
}

function placeholders(leaves: Leaf[]): string {
  const names = new Set<string>();
  for (const { value } of leaves) {
    if (typeof value === 'string') for (const m of value.matchAll(PLACEHOLDER)) if (m[1] !== 'count') names.add(m[1] ?? '');
  }
  return [...names].sort().join(',');
}

/** Human-readable problems, one per line; an empty list means the resources are complete. */
export function findTranslationProblems(resources: TranslationResources, locales: readonly Locale[] = LOCALES): string[] {
  const problems: string[] = [];
  for (const ns of namespacesOf(resources)) {
    const flat = new Map<Locale, Map<string, Leaf[]>>();
    for (const lng of locales) {
      const tree = resources[lng]?.[ns];
      if (tree === undefined) {
        problems.push(`${lng}/${ns}.json is missing`);
        continue;
      }
      const keys = new Map<string, Leaf[]>();
      flatten(tree, '', keys);
      flat.set(lng, keys);
    }
    const allKeys = new Set([...flat.values()].flatMap((keys) => [...keys.keys()]));
    for (const key of [...allKeys].sort()) {
      // Plural in one language means plural in all, each with its own categories.
      const plural = [...flat.values()].flatMap((keys) => keys.get(key) ?? []).find((leaf) => leaf.plural)?.plural;
      const shapes = new Set<string>();
      for (const [lng, keys] of flat) {
        const leaves = keys.get(key);
        if (!leaves) {
          problems.push(`${lng}/${ns}.json lacks "${key}"`);
          continue;
        }
        for (const { value } of leaves) {
          if (typeof value !== 'string') problems.push(`${lng}/${ns}.json "${key}" is not text`);
          else if (value.trim() === '') problems.push(`${lng}/${ns}.json "${key}" is empty`);
        }
        if (plural) {
          const needed = new Intl.PluralRules(lng, { type: plural.ordinal ? 'ordinal' : 'cardinal' }).resolvedOptions().pluralCategories;
          const have = new Set(leaves.map((leaf) => leaf.plural?.category));
          const lacking = needed.filter((category) => !have.has(category)).sort();
          if (lacking.length > 0) problems.push(`${lng}/${ns}.json "${key}" lacks plural forms ${lacking.join(', ')}`);
        }
        shapes.add(placeholders(leaves));
      }
      if (shapes.size > 1) problems.push(`${ns}.json "${key}" uses different {{placeholders}} across languages`);
    }
  }
  return problems;
}
