/** Every language has the same `inputs` keys, with the same {{placeholders}} in each message. */
import { describe, expect, it } from 'vitest';
import { inputsResources } from './testing/renderWithI18n.js';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, node]) =>
      typeof node === 'string' ? [[`${prefix}${key}`, node]] : Object.entries(leaves(node, `${prefix}${key}.`)),
    ),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('inputs translations', () => {
  const russian = leaves(inputsResources.ru);

  it.each(['en', 'fr', 'ar'] as const)('%s matches Russian key for key and placeholder for placeholder', (lng) => {
    const other = leaves(inputsResources[lng]);
    expect(Object.keys(other).sort()).toEqual(Object.keys(russian).sort());
    for (const [key, text] of Object.entries(russian)) {
      expect(placeholders(other[key] ?? ''), `${lng}:${key}`).toEqual(placeholders(text));
      expect(other[key]?.trim(), `${lng}:${key}`).not.toBe('');
    }
  });
});
