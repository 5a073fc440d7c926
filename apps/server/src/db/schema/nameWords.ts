import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { abiturients } from './contingent.js';

/**
 * The working list's name search, precomputed: one row per distinct folded name word of each
 * applicant (a word of `search_text`), carrying a copy of the columns the list filters and orders
 * on, under the applicants' own column names (`id` is the applicant's). A one-word search with
 * filters is then answered by index-only scans of `name_words_cover_idx`, a btree on (word,
 * category, processing_status, readiness) that INCLUDEs the other copies, without reading the
 * applicants' rows: see domain/contingent/nameWords.ts. Triggers on `abiturients` keep the rows in
 * step in the writer's own transaction, whoever writes (migration 0011_name_words; drizzle cannot
 * express INCLUDE or triggers, so both live in that migration only).
 */
export const nameWords = pgTable(
  'name_words',
  {
    word: text('word').notNull(),
    id: integer('id')
      .notNull()
      .references(() => abiturients.id, { onDelete: 'cascade' }),
    category: text('category'),
    processingStatus: text('processing_status').notNull(),
    readiness: text('readiness'),
    okrug: text('okrug'),
    grade: text('grade'),
    curatorId: integer('curator_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    flags: jsonb('flags').$type<Record<string, boolean>>().notNull(),
    tags: text('tags').array().notNull(),
    industries: text('industries').array().notNull(),
    intents: text('intents').array().notNull(),
    nameOrder: text('name_order').notNull(),
  },
  // An applicant's rows, rewritten when its name or a copied column changes.
  (t) => [index('name_words_applicant_idx').on(t.id)],
);

/**
 * The distinct words of `name_words` (a few thousand at most): a fragment becomes the words that
 * contain it, a typo the words similar to it. Words are only added; one no applicant holds any
 * more finds nobody.
 */
export const nameVocabulary = pgTable('name_vocabulary', {
  word: text('word').primaryKey(),
});
