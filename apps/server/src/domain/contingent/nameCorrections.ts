import { sql } from 'drizzle-orm';
import { searchWords } from '../../db/folding.js';
import type { Db } from '../../db/open.js';
import { rowsOf } from '../../db/rows.js';
import { nameVocabulary } from '../../db/schema/index.js';
import { textArray, type CorrectedWord } from './applicantFilter.js';
import { typoDistance, typosAllowed } from './typoDistance.js';

/**
 * Vocabulary words read per typed word, most similar first: far more than a word has
 * corrections, a bound on what a word sharing a common ending with thousands of names reads.
 */
const CANDIDATES_PER_WORD = 200;

/**
 * The words a search may be a typo of: for each of its words, the name words of the vocabulary
 * (db/schema/nameVocabulary.ts) within the typos its length allows (typoDistance.ts), fewest
 * first. Candidates come from the vocabulary's trigram index, the words sharing a tenth of their
 * trigrams with the typed one (`%`, the sessions' similarity threshold, db/open.ts), then each is
 * measured exactly. The tenth admits every word within the allowance except, in a word of seven
 * or eight letters, a transposed pair beside another typo far from it, which leaves the two words
 * almost no trigram in common.
 */
export async function correctSearch(db: Db, search: string | undefined): Promise<CorrectedWord[]> {
  const words = searchWords(search);
  const typed = [...new Set(words.filter((word) => typosAllowed(word) > 0))];
  const candidates =
    typed.length === 0
      ? []
      : rowsOf<{ typed: string; word: string }>(
          await db.execute(sql`select typed.word as typed, candidate.word
            from unnest(${textArray(typed)}) as typed(word),
            lateral (
              select ${nameVocabulary.word} as word from ${nameVocabulary}
              where ${nameVocabulary.word} % typed.word and length(${nameVocabulary.word}) between length(typed.word) - 2 and length(typed.word) + 2
              order by similarity(${nameVocabulary.word}, typed.word) desc limit ${CANDIDATES_PER_WORD}
            ) as candidate`),
        );
  return words.map((word) => {
    const allowed = typosAllowed(word);
    const corrections = candidates
      .filter((candidate) => candidate.typed === word && candidate.word !== word)
      .map((candidate) => ({ word: candidate.word, typos: typoDistance(word, candidate.word, allowed) }))
      .filter((candidate) => candidate.typos <= allowed)
      .sort((a, b) => a.typos - b.typos || a.word.localeCompare(b.word));
    return { word, corrections };
  });
}
