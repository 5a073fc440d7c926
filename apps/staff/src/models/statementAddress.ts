/**
 * The register page's address beyond its list: `tab=season` (the season's tab), `season` (the chosen season) and the dialog a
 * link opens over the register, `application=<id>` (that application's statement) or
 * `file=<applicantId>` (filing a statement for that applicant; the applicant card and the
 * validation page link here, through `statementLink`). The list model reads and writes the rest
 * of the query; these stay beside it, in front, so a link names the season first.
 */
import { MAX_ENTITY_ID } from '@abitura/contracts';
import { buildPath } from '@abitura/sdk';
import { positiveInt } from './queryValues.js';

export type AddressDialog = { kind: 'application'; id: number } | { kind: 'file'; applicantId: number };

export type StatementTab = 'applications' | 'season';

export interface StatementAddress {
  tab: StatementTab;
  /** The list's own query (search, filters, sort, page), without '?'. */
  list: string;
  season: number | null;
  dialog: AddressDialog | null;
}

const PAGE_KEYS = ['tab', 'season', 'application', 'file'];

export function readStatementAddress(search: string): StatementAddress {
  const query = new URLSearchParams(search.replace(/^\?/, ''));
  const application = positiveInt(query.get('application'), MAX_ENTITY_ID);
  const file = positiveInt(query.get('file'), MAX_ENTITY_ID);
  const season = positiveInt(query.get('season'), MAX_ENTITY_ID);
  const tab: StatementTab = query.get('tab') === 'season' ? 'season' : 'applications';
  for (const key of PAGE_KEYS) query.delete(key);
  const dialog: AddressDialog | null = application !== null ? { kind: 'application', id: application } : file !== null ? { kind: 'file', applicantId: file } : null;
  return { tab, list: query.toString(), season, dialog };
}

export function writeStatementAddress({ tab, list, season, dialog }: StatementAddress): string {
  const query = new URLSearchParams();
  if (tab === 'season') query.set('tab', 'season');
  if (season !== null) query.set('season', String(season));
  for (const [key, value] of new URLSearchParams(list)) query.append(key, value);
  if (dialog?.kind === 'application') query.set('application', String(dialog.id));
  if (dialog?.kind === 'file') query.set('file', String(dialog.applicantId));
  return query.toString();
}

/** A link to the register of a season with an application's statement, or the filing of one for an applicant, open. */
export function statementLink(season: number, target: { application: number } | { file: number }): string {
  const dialog: AddressDialog = 'application' in target ? { kind: 'application', id: target.application } : { kind: 'file', applicantId: target.file };
  return `${buildPath('admission-statement')}?${writeStatementAddress({ tab: 'applications', list: '', season, dialog })}`;
}
