import { index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The distinct folded words of the applicants' names (the words of `search_text`), a few thousand
 * where the applicants are hundreds of thousands: a typo is corrected against these words
 * (domain/contingent/nameCorrections.ts) before the list is read. Statement triggers on
 * `abiturients` add the words of every name written, whoever writes (migration
 * 0012_drop_name_word_copies: drizzle cannot express triggers). Words are only added; one no
 * applicant holds any more corrects to a name that finds nobody.
 */
export const nameVocabulary = pgTable(
  'name_vocabulary',
  {
    word: text('word').primaryKey(),
  },
  (t) => [index('name_vocabulary_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);
