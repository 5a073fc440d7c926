import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Case folding that gives the same answer whatever the database's ctype: lower() folds latin
 * everywhere and Cyrillic under C.UTF-8 or ru_RU (PGlite and the usual PostgreSQL), translate()
 * folds Cyrillic capitals under a plain C ctype too, and ё into е, as people type either.
 */
const CYRILLIC_FROM = 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯё';
const CYRILLIC_TO = 'абвгдеежзийклмнопрстуфхцчшщъыьэюяе';

/** The folded value of a column or expression, for comparing with folded search words. */
export function folded(value: SQL | AnyPgColumn): SQL {
  return sql`translate(lower(${value}), ${CYRILLIC_FROM}, ${CYRILLIC_TO})`;
}

/**
 * The folding as literal SQL over column names, for generated columns (which take no
 * parameters): the folded text of the columns joined by spaces, nulls as empty.
 */
export function foldedColumnsSql(columns: readonly string[]): SQL {
  const joined = columns.map((column) => `coalesce("${column}", '')`).join(` || ' ' || `);
  return sql.raw(`translate(lower(${joined}), '${CYRILLIC_FROM}', '${CYRILLIC_TO}')`);
}

/** The same folding in JavaScript, for the search text. */
export function foldSearch(text: string): string {
  return text.toLowerCase().replaceAll('ё', 'е');
}

/** At most this many words of a search are used; each must match. */
export const MAX_SEARCH_WORDS = 5;

/** The folded words of a search, at most MAX_SEARCH_WORDS. */
export function searchWords(search: string | undefined): string[] {
  return search ? foldSearch(search).split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS) : [];
}

/**
 * `column LIKE '%word%'` with the word's own % and _ escaped: the form a trigram (gin_trgm_ops)
 * index serves, so substring search over a big table does not read every row.
 */
export function containsWord(column: SQL | AnyPgColumn, word: string): SQL {
  const escaped = word.replace(/[\\%_]/g, (char) => `\\${char}`);
  return sql`${column} like ${`%${escaped}%`}`;
}
