import { TEST_RESOURCES, type TestLanguage } from './testI18n.js';

type Namespace = keyof (typeof TEST_RESOURCES)['ru'];

/** Names inside {{…}}, sorted, so a translation cannot drop or rename a value. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!).sort();
}

/** Problems with one namespace across the four languages, as readable lines (empty when complete). */
export function translationProblems(namespace: Namespace): string[] {
  const problems: string[] = [];
  const reference = TEST_RESOURCES.ru[namespace] as Record<string, string>;
  for (const lng of Object.keys(TEST_RESOURCES) as TestLanguage[]) {
    const table = TEST_RESOURCES[lng][namespace] as Record<string, string>;
    const keys = new Set([...Object.keys(reference), ...Object.keys(table)]);
    for (const key of keys) {
      const text = table[key];
      if (typeof text !== 'string' || text.trim() === '') problems.push(`${lng}/${namespace}: ${key} is missing`);
      else if (!(key in reference)) problems.push(`${lng}/${namespace}: ${key} is not in ru`);
      else if (placeholders(text).join() !== placeholders(reference[key]!).join()) problems.push(`${lng}/${namespace}: ${key} has other placeholders`);
    }
  }
  return problems;
}
