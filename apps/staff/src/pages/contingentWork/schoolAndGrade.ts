import { useTranslation } from 'react-i18next';
import { useTermLabel } from '../../components/TermChip.js';

/** How the work pages' tables describe an applicant under the name: the school (or that none is known) and the grade. */
export function useSchoolAndGrade(): (school: string | null, grade: string | null) => string {
  const { t } = useTranslation('contingentWork');
  const term = useTermLabel();
  return (school, grade) => [school ?? t('survey.noSchool'), grade ? term('grade', grade) : null].filter(Boolean).join(' · ');
}
