/**
 * Tags on an abiturient record. The server sends them as an array or as a JSON string of one,
 * depending on the endpoint; `parseTags` accepts both and keeps only tags the SDK knows.
 */
import type { SeasonBound } from './seasons.js';
import type { Option } from './types.js';

export const TAGS = [
  { value: 'priority_ca_1', label: 'Приоритет обзвона 1' },
  { value: 'priority_ca_2', label: 'Приоритет обзвона 2' },
  { value: 'prkom2024', label: 'Приёмная кампания 2024', season: { kind: 'admission', year: 2024 } },
  { value: 'passing2oge', label: 'Сдаёт ОГЭ повторно' },
  { value: 'cbb_not_actions', label: 'Нет действий по обращению' },
] as const satisfies readonly (Option<string> & SeasonBound)[];

export type Tag = (typeof TAGS)[number]['value'];

const KNOWN_TAGS: ReadonlySet<unknown> = new Set(TAGS.map((tag) => tag.value));

export function isTag(value: unknown): value is Tag {
  return KNOWN_TAGS.has(value);
}

/**
 * Known tags from an array or a JSON array string, in order and without repeats. Unknown tags
 * are dropped rather than rejected, so a server that adds a tag does not break older clients;
 * invalid JSON, non-arrays, null and undefined all give [].
 */
export function parseTags(value: unknown): Tag[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return [...new Set(list.filter(isTag))];
}
