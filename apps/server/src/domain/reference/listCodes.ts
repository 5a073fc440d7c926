import type { EditableListName, ReferenceItem } from '@abitura/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { Db } from '../../db/open.js';
import { referenceItems } from '../../db/schema/index.js';

/** The lists' names in the sentences below; a new editable list fails tsc until it has one. */
const LIST_TITLES: Record<EditableListName, string> = {
  talkThemes: 'Темы разговоров',
  informationSources: 'Источники информации',
};

/** A field of a save that holds a code of an editable list (the contract marks it with listCode). */
export interface ListCodeField {
  /** Where the code sits in the params, as the issue names it ('data.theme'). */
  path: string;
  list: EditableListName;
  code: string | null | undefined;
  /**
   * The code the record holds already: kept as it is even once archived, so an old record can be
   * saved without choosing its value again. Only a new choice must be an entry still offered.
   */
  kept?: string | null | undefined;
}

/** The entries of one list that the codes name, archived ones too. */
async function entriesOf(db: Db, list: EditableListName, codes: readonly string[]): Promise<Map<string, Pick<ReferenceItem, 'label' | 'archived' | 'data'>>> {
  const rows = await db
    .select({ code: referenceItems.code, label: referenceItems.label, archived: referenceItems.archived, data: referenceItems.data })
    .from(referenceItems)
    .where(and(eq(referenceItems.list, list), inArray(referenceItems.code, [...codes])));
  return new Map(rows.map((row) => [row.code, row]));
}

/**
 * Checks the codes a save carries against the current entries of their editable lists. The
 * contracts take any code of the right shape, because administrators add entries while the
 * system runs; here a code the list does not hold, or one sent to the archive and not already
 * the record's, refuses the save with INVALID_PARAMS naming the field, and nothing is written.
 * Returns the entries by path, for the reply's sentence (referenceLabelAt names them).
 */
export async function requireListCodes(db: Db, fields: readonly ListCodeField[]): Promise<Map<string, Pick<ReferenceItem, 'label' | 'data'>>> {
  const given = fields.filter((field): field is ListCodeField & { code: string } => typeof field.code === 'string' && field.code !== '');
  const issues: { path: string; message: string }[] = [];
  const found = new Map<string, Pick<ReferenceItem, 'label' | 'data'>>();
  for (const list of new Set(given.map((field) => field.list))) {
    const ofList = given.filter((field) => field.list === list);
    const entries = await entriesOf(db, list, ofList.map((field) => field.code));
    for (const field of ofList) {
      const entry = entries.get(field.code);
      const title = LIST_TITLES[list];
      if (!entry) {
        issues.push({ path: field.path, message: `Значения с кодом «${field.code}» нет в справочнике «${title}»: выберите значение из списка (если его только что изменили, обновите страницу).` });
      } else if (entry.archived && field.code !== field.kept) {
        issues.push({ path: field.path, message: `«${entry.label}» в справочнике «${title}» отправлено в архив и больше не выбирается: выберите другое значение.` });
      } else found.set(field.path, entry);
    }
  }
  const [first] = issues;
  if (first) fail('INVALID_PARAMS', first.message, issues);
  return found;
}
