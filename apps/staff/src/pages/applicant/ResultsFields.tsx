/**
 * Achievements and results: individual achievements (each with the points it adds, and their
 * sum), entrance-test results, GIA marks and the contingent checks (confirmed, not confirmed or
 * not known), each a list of rows to add to and remove from.
 */
import Box from '@mui/joy/Box';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ACHIEVEMENT_POINTS, isConfirmed, type AchievementCode } from '@abitura/contracts/vocabulary';
import { ChoiceField } from '../../components/ChoiceField.js';
import { TextField } from '../../components/FormDialog.js';
import { choicesOf, useReferenceList, type ReferenceListView } from '../../models/referenceLists.js';
import { MAX_ROWS } from './applicantChecks.js';
import type { AchievementRow, ApplicantValues, CheckRow, ExamRow, GiaRow } from './applicantValues.js';
import { errorOf as problemsOf, FormSection, formPart, Wide, type FormPartProps } from './FormSection.js';
import { AddRowBar, RemoveRowButton } from './RowListParts.js';

/** An achievement's points: the list's own figure, else the vocabulary's. */
export function pointsOf(achievements: Pick<ReferenceListView, 'find'>, code: string): number {
  const points = achievements.find(code)?.data.points;
  return typeof points === 'number' ? points : (ACHIEVEMENT_POINTS[code as AchievementCode] ?? 0);
}

export function achievementSum(rows: readonly Pick<AchievementRow, 'points'>[]): number {
  return Math.round(rows.reduce((sum, row) => sum + row.points, 0) * 100) / 100;
}

type CheckState = 'confirmed' | 'not_confirmed' | 'unknown';

function stateOf(value: CheckRow['value']): CheckState {
  return value === null ? 'unknown' : isConfirmed(value) ? 'confirmed' : 'not_confirmed';
}

/** A check's new state as stored; the old value stays when its meaning does not change (1 stays 1). */
function valueOf(state: CheckState, before: CheckRow['value']): CheckRow['value'] {
  if (state === stateOf(before)) return before;
  return state === 'unknown' ? null : state === 'confirmed';
}

type RowsField = 'achievements' | 'exams' | 'gia' | 'check_results';

interface RowsProps<Row> {
  field: RowsField;
  title: string;
  rows: readonly Row[];
  onChange: (rows: Row[]) => void;
  blank: Row;
  addLabel: string;
  removeLabel: (row: number) => string;
  error: string | null;
  renderRow: (row: Row, index: number, change: (patch: Partial<Row>) => void) => ReactNode;
  footer?: ReactNode;
}

function Rows<Row>({ field, title, rows, onChange, blank, addLabel, removeLabel, error, renderRow, footer }: RowsProps<Row>) {
  const { t } = useTranslation('applicant');
  const change = (index: number, patch: Partial<Row>) => onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <Box component="fieldset" data-field={field} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" level="title-sm" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Stack spacing={1.5}>
        {rows.length === 0 ? (
          <Typography level="body-sm" textColor="text.tertiary">
            {t('form.noRows')}
          </Typography>
        ) : null}
        {rows.map((row, index) => (
          <Stack key={index} direction="row" spacing={1} alignItems="flex-end">
            <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, gap: 1.5, alignItems: 'end' }}>
              {renderRow(row, index, (patch) => change(index, patch))}
            </Box>
            <RemoveRowButton label={removeLabel(index + 1)} onClick={() => onChange(rows.filter((_, at) => at !== index))} />
          </Stack>
        ))}
        <AddRowBar label={addLabel} disabled={rows.length >= MAX_ROWS} onAdd={() => onChange([...rows, blank])} note={footer} error={error} />
      </Stack>
    </Box>
  );
}

const BLANK_ACHIEVEMENT: AchievementRow = { code: '', points: 0, note: '' };
const BLANK_EXAM: ExamRow = { subject: '', score: '', year: '' };
const BLANK_GIA: GiaRow = { subject: '', mark: '', score: '' };
const BLANK_CHECK: CheckRow = { name: '', value: null };

export const ResultsFields = formPart(function ResultsFields({ values, set, headingLevel, ...problems }: FormPartProps) {
  const errorOf = problemsOf(problems);
  const { t } = useTranslation('applicant');
  const achievements = useReferenceList('achievements');
  const numeric = (text: string) => text.replace(/[^\d.,]/g, '').slice(0, 6);
  // What every list takes from its field: its title, rows, change, problem and the remove buttons' names.
  const listOf = <F extends RowsField>(field: F) => ({
    field,
    title: t(`fields.${field}`),
    rows: values[field],
    onChange: (rows: ApplicantValues[F]) => set(field, rows),
    removeLabel: (row: number) => t('form.removeRow', { row }),
    error: errorOf(field),
  });
  return (
    <FormSection title={t('form.sections.results')} headingLevel={headingLevel} columns={1}>
      <Wide>
        <Rows
          {...listOf('achievements')}
          blank={BLANK_ACHIEVEMENT}
          addLabel={t('form.addAchievement')}
          footer={
            <Typography level="body-sm" aria-live="polite">
              {t('form.pointsSum', { points: achievementSum(values.achievements) })}
            </Typography>
          }
          renderRow={(row, index, change) => (
            <>
              <ChoiceField
                name={`achievements.${index}.code`}
                label={t('form.achievementN', { n: index + 1 })}
                value={row.code}
                choices={choicesOf(achievements.items)}
                noneLabel={t('form.notChosen')}
                onChange={(code) => change({ code, points: code === '' ? 0 : pointsOf(achievements, code) })}
              />
              <Typography level="body-sm" sx={{ pb: 1 }}>
                {t('form.points', { points: row.points })}
              </Typography>
              <TextField name={`achievements.${index}.note`} label={t('form.note')} value={row.note} onChange={(note) => change({ note })} maxLength={300} />
            </>
          )}
        />
      </Wide>
      <Wide>
        <Rows
          {...listOf('exams')}
          blank={BLANK_EXAM}
          addLabel={t('form.addExam')}
          renderRow={(row, index, change) => (
            <>
              <TextField name={`exams.${index}.subject`} label={t('form.subjectN', { n: index + 1 })} value={row.subject} onChange={(subject) => change({ subject })} maxLength={100} />
              <TextField name={`exams.${index}.score`} label={t('form.score')} value={row.score} onChange={(score) => change({ score: numeric(score) })} dir="ltr" />
              <TextField name={`exams.${index}.year`} label={t('form.examYear')} value={row.year} onChange={(year) => change({ year: year.replace(/\D/g, '').slice(0, 4) })} dir="ltr" />
            </>
          )}
        />
      </Wide>
      <Wide>
        <Rows
          {...listOf('gia')}
          blank={BLANK_GIA}
          addLabel={t('form.addGia')}
          renderRow={(row, index, change) => (
            <>
              <TextField name={`gia.${index}.subject`} label={t('form.subjectN', { n: index + 1 })} value={row.subject} onChange={(subject) => change({ subject })} maxLength={100} />
              <ChoiceField
                name={`gia.${index}.mark`}
                label={t('form.mark')}
                value={row.mark}
                choices={['5', '4', '3', '2'].map((mark) => ({ value: mark, label: mark }))}
                noneLabel={t('form.notChosen')}
                onChange={(mark) => change({ mark })}
              />
              <TextField name={`gia.${index}.score`} label={t('form.giaScore')} value={row.score} onChange={(score) => change({ score: numeric(score) })} dir="ltr" />
            </>
          )}
        />
      </Wide>
      <Wide>
        <Rows
          {...listOf('check_results')}
          blank={BLANK_CHECK}
          addLabel={t('form.addCheck')}
          renderRow={(row, index, change) => (
            <>
              <TextField name={`check_results.${index}.name`} label={t('form.checkN', { n: index + 1 })} value={row.name} onChange={(name) => change({ name })} maxLength={50} />
              <ChoiceField
                name={`check_results.${index}.value`}
                label={t('form.checkResult')}
                value={stateOf(row.value)}
                choices={(['confirmed', 'not_confirmed', 'unknown'] as const).map((state) => ({ value: state, label: t(`checks.${state}`) }))}
                onChange={(state) => change({ value: valueOf(state as CheckState, row.value) })}
              />
            </>
          )}
        />
      </Wide>
    </FormSection>
  );
}, ['achievements', 'exams', 'gia', 'check_results']);
