/**
 * The register's export as XLSX or CSV: the current filter and sort of the chosen season, read in
 * chunks from Admission/ExportApplications, each row in the reader's words.
 */
import type { ApplicationItem } from '@abitura/contracts';
import { dayLabel, moscowDay } from '@abitura/contracts/moscowTime';
import type { i18n as I18n } from 'i18next';
import { admissionCall, type AdmissionClient } from '../../models/admissionService.js';
import { createTableExport } from '../../models/tableExport.js';
import { exportParams } from './statementQuery.js';
import type { StatementListModel } from './statementListModel.js';

const COLUMNS = ['fullname', 'birth_date', 'id_number', 'phones', 'college', 'program', 'funding', 'base', 'priority', 'average_mark', 'achievements', 'gia', 'consent', 'original', 'filing', 'external_number', 'state', 'test', 'submitted_at'] as const;

export function createRegisterExport(model: StatementListModel, client: AdmissionClient, i18n: I18n) {
  const t = (key: string): string => i18n.t(key);
  return createTableExport<ApplicationItem>({
    read: async (after) => {
      const seasonId = model.seasons.seasonId.peek();
      if (seasonId === null) return { success: true, message: '', data: { items: [], total: 0, next: null } };
      return admissionCall(client, 'Admission/ExportApplications', exportParams(model.filter.peek(), seasonId, after));
    },
    sheet: () => ({
      title: t('admissionStatement:export.sheet'),
      columns: COLUMNS.map((column) => ({ header: t(`admissionStatement:export.columns.${column}`), width: column === 'fullname' || column === 'program' || column === 'college' ? 32 : 14 })),
    }),
    cells: (row) => [
      row.applicant.fullname,
      row.applicant.birth_date,
      row.applicant.id_number,
      row.applicant.phones.join(', '),
      row.group.college.name,
      `${row.group.program.code} ${row.group.program.name}`,
      t(`admissionTerms:funding.${row.group.funding}`),
      t(`admissionTerms:base.${row.group.base}`),
      row.priority,
      row.average_mark,
      row.achievement_points,
      row.gia.map((entry) => `${entry.subject} ${entry.mark}`).join(', '),
      t(`admissionTerms:consent.${row.consent}`),
      row.original_documents ? (row.original_college?.name ?? t('admissionStatement:table.originalHere')) : t('admissionStatement:table.copy'),
      t(`admissionTerms:filing.${row.filing_method}`),
      row.external_number,
      t(`admissionTerms:state.${row.state}`),
      row.test === null ? null : t(`admissionTerms:testOutcome.${row.test.outcome}`),
      dayLabel(moscowDay(Date.parse(row.submitted_at))),
    ],
    baseName: () => {
      const season = model.seasons.season.peek();
      return `${t('admissionStatement:export.file')}-${season?.year ?? ''}`;
    },
  });
}
