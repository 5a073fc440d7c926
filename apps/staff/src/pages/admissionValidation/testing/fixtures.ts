/** Test data of the validation worklist: its seasons, findings, applications and worklist pages. */
import type { ApplicationItem, Finding } from '@abitura/contracts';
import { admissionApplication, admissionSeason } from '../../../testing/admissionRecords.js';

export const SEASON_2026 = admissionSeason(3, 2026);
export const SEASON_2025 = admissionSeason(2, 2025);

export function finding(patch: Partial<Finding> & { key: string }): Finding {
  return {
    check: 'NO_GIA',
    severity: 'error',
    message: 'Нет среднего балла аттестата и результатов ГИА',
    values: {},
    applicant: { id: 41, fullname: 'Иванова Анна Сергеевна' },
    application_id: 501,
    related_application_ids: [],
    group: { id: 7, name: '09.02.07 Информационные системы (бюджет)' },
    college: { id: 12, name: 'Колледж связи № 54' },
    fix: 'application',
    ...patch,
  };
}

/** An application of applicant 41 in the 2026 season, without marks (what NO_GIA finds). */
export function application(patch: Partial<ApplicationItem> & { id: number }): ApplicationItem {
  return admissionApplication(patch.id, {
    season_id: 3,
    applicant: { id: 41, fullname: 'Иванова Анна Сергеевна', birth_date: '2010-03-02', id_number: '123-456-789 01', phones: [], email: null },
    average_mark: null,
    gia: [],
    ...patch,
  });
}

export function validatePage(items: Finding[], extra: Partial<{ total: number; counts: Array<{ check: Finding['check']; count: number }>; colleges: Array<{ college: { id: number; name: string }; errors: number; warnings: number }> }> = {}) {
  return {
    counts: extra.counts ?? [],
    colleges: extra.colleges ?? [],
    total: extra.total ?? items.length,
    items,
    checked_at: '2026-07-01T07:30:00.000Z',
  };
}
