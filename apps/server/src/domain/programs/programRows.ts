import type { ProgramListItem } from '@abitura/contracts';
import { educationPrograms } from '../../db/schema/index.js';

/**
 * The programme columns every programme row on the wire carries, named as the wire names them;
 * Program/List adds the college and the speciality, Speciality/Get groups them by college.
 */
export const programColumns = {
  id: educationPrograms.id,
  code: educationPrograms.code,
  name: educationPrograms.name,
  level: educationPrograms.level,
  education_form: educationPrograms.educationForm,
  study_form: educationPrograms.studyForm,
  programme_type: educationPrograms.programmeType,
  base_grade: educationPrograms.baseGrade,
  duration_months: educationPrograms.durationMonths,
  budget_places: educationPrograms.budgetPlaces,
  paid_places: educationPrograms.paidPlaces,
  entrance_tests: educationPrograms.entranceTests,
  year: educationPrograms.year,
};

type ProgramFields = Omit<ProgramListItem, 'organization' | 'speciality'>;
type StoredProgram = Omit<ProgramFields, 'study_form' | 'programme_type' | 'base_grade'> & { study_form: string; programme_type: string; base_grade: string };

/**
 * A stored programme as the wire shows it. The columns are free text in the table; the seed and
 * the programme forms only write the contract's values, and the result check (on in tests and
 * development) would name any row that does not.
 */
export function toProgramFields(row: StoredProgram): ProgramFields {
  return {
    ...row,
    study_form: row.study_form as ProgramFields['study_form'],
    programme_type: row.programme_type as ProgramFields['programme_type'],
    base_grade: row.base_grade as ProgramFields['base_grade'],
  };
}
