/**
 * Admission test data of the applicant card: the applications of applicant 501, one per
 * programme («Программа N», priority N), as Admission/ApplicantApplications answers them.
 */
import type { ApplicationItem } from '@abitura/contracts';
import { admissionApplication } from '../../../testing/admissionRecords.js';

export function applicationOf(id: number, patch: Partial<ApplicationItem> = {}): ApplicationItem {
  return admissionApplication(id, {
    applicant: { id: 501, fullname: 'Иванова Мария Петровна', birth_date: '2010-04-12', id_number: null, phones: [], email: null },
    group: {
      id: 70 + id,
      college: { id: 21, name: 'Колледж связи № 54' },
      program: { id: 30 + id, code: '09.02.07', name: `Программа ${id}`, speciality_code: '09.02.07' },
      funding: 'budget',
      base: 'SCH9',
      test_type: null,
    },
    priority: id,
    ...patch,
  });
}
