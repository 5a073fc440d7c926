/**
 * The worklist's export: every finding of the current filter (all pages), read from
 * Admission/Validate a thousand at a time (`after` rows read -> page after/1000 + 1), as an XLSX
 * or CSV sheet of check, severity, sentence, applicant, college and group in the reader's words.
 */
import type { Finding } from '@abitura/contracts';
import type { Reply } from '@abitura/contracts/wire';
import { admissionCall, type AdmissionClient } from '../../models/admissionService.js';
import type { TableCell, TableFileFormat, TableSheet } from '../../models/officeFiles.js';
import { createTableExport, type ExportChunk } from '../../models/tableExport.js';
import { validateParams, type ValidationFilter } from './validationQuery.js';

export const EXPORT_PAGE = 1000;

/** Reads the chunk of findings after `after` rows of the filter in a season. */
export async function readFindingsChunk(client: AdmissionClient, filter: ValidationFilter, seasonId: number, after: number): Promise<Reply<ExportChunk<Finding>>> {
  const reply = await admissionCall(client, 'Admission/Validate', { ...validateParams(filter, seasonId), page: Math.floor(after / EXPORT_PAGE) + 1, page_size: EXPORT_PAGE });
  if (!reply.success) return { success: false, message: reply.message, data: reply.data as never, ...(reply.issues ? { issues: reply.issues } : {}) };
  const done = after + reply.data.items.length;
  return { ...reply, data: { items: reply.data.items, total: reply.data.total, next: reply.data.items.length > 0 && done < reply.data.total ? done : null } };
}

export interface FindingsExportOptions {
  client: AdmissionClient;
  /** The filter and season on screen when the export starts. */
  current: () => { filter: ValidationFilter; seasonId: number | null };
  /** The sheet's title and column headers, in the reader's words. */
  sheet: () => Pick<TableSheet, 'title' | 'columns'>;
  cells: (finding: Finding) => readonly TableCell[];
  baseName: () => string;
  save?: (sheet: TableSheet, baseName: string, format: TableFileFormat) => Promise<void>;
}

export function createFindingsExport({ client, current, ...rest }: FindingsExportOptions) {
  return createTableExport<Finding>({
    ...rest,
    read: (after) => {
      const { filter, seasonId } = current();
      if (seasonId === null) return Promise.resolve({ success: true, message: '', data: { items: [], total: 0, next: null } });
      return readFindingsChunk(client, filter, seasonId, after);
    },
  });
}
