/**
 * The results sheet of a session: per assigned applicant the attendance (came / absent) and the
 * result (points 0-100, or passed / failed, as the test's scoring says), saved together. Enter in
 * a row moves to the same field of the next row, Tab moves along the row; the edits stay on a
 * refusal with the problem under each row concerned. A row without a result can be taken off
 * the session (asked first).
 */
import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import type { TestAssignment } from '@abitura/contracts';
import { formatDisplayDate, useSignalValue } from '@abitura/ui';
import { ActionsHeader, ListTable } from '../../components/ListTable.js';
import { applicantHref } from '../../models/applicantLinks.js';
import { withAttendance, withResult, type RowProblem } from './resultDrafts.js';
import type { SessionModel } from './sessionModel.js';

/** Enter in a row's field moves to the same field of the next row (a sheet is typed top to bottom). */
export function moveDownOnEnter(event: KeyboardEvent<HTMLElement>): void {
  const target = event.target as HTMLElement;
  if (event.key !== 'Enter' || !(target instanceof HTMLInputElement)) return;
  const column = target.closest<HTMLElement>('[data-col]')?.dataset.col;
  const row = target.closest('tr');
  if (!column || !row) return;
  event.preventDefault();
  let next = row.nextElementSibling;
  while (next) {
    const field = next.querySelector<HTMLInputElement>(`[data-col="${column}"] input:checked, [data-col="${column}"] input:not([type="radio"])`) ?? next.querySelector<HTMLInputElement>(`[data-col="${column}"] input`);
    if (field) {
      field.focus();
      return;
    }
    next = next.nextElementSibling;
  }
}

export function ResultsSheet({ model, canManage, onUnassign }: { model: SessionModel; canManage: boolean; onUnassign: (row: TestAssignment) => void }) {
  const { t } = useTranslation('admissionEntrance');
  const assignments = useSignalValue(model.assignments);
  const scoring = useSignalValue(model.scoring);
  const problems = useSignalValue(model.problems);
  useSignalValue(model.drafts);
  const problemText = (problem: RowProblem | undefined) => (problem ? ('text' in problem ? problem.text : t(`results.problems.${problem.key}`)) : null);
  const rows = [...assignments].sort((a, b) => a.applicant.fullname.localeCompare(b.applicant.fullname, 'ru'));

  return (
    <ListTable caption={t('results.caption', { count: rows.length })} list="admission-entrance-results" busy={false} minWidth={980} align="top">
      <thead>
        <tr>
          <th scope="col" style={{ width: 48 }}>{t('results.number')}</th>
          <th scope="col">{t('results.applicant')}</th>
          <th scope="col" style={{ width: 110 }}>{t('results.birthDate')}</th>
          <th scope="col">{t('results.group')}</th>
          <th scope="col" style={{ width: 220 }}>{t('results.attendance')}</th>
          <th scope="col" style={{ width: 220 }}>{scoring === 'points' ? t('results.points') : t('results.result')}</th>
          <ActionsHeader label={t('results.actions')} width={120} />
        </tr>
      </thead>
      <tbody onKeyDown={moveDownOnEnter}>
        {rows.map((row, index) => {
          const draft = model.draftFor(row);
          const problem = problemText(problems[row.id]);
          const name = row.applicant.fullname;
          return (
            <tr key={row.id}>
              <td>{index + 1}</td>
              <td>
                <Link component={RouterLink} href={applicantHref(row.applicant.id)}>
                  {name}
                </Link>
                {problem ? (
                  <Typography level="body-xs" color="danger" role="alert">
                    {problem}
                  </Typography>
                ) : null}
              </td>
              <td>{formatDisplayDate(row.applicant.birth_date)}</td>
              <td>{row.group.program}</td>
              <td data-col="attended">
                <RadioGroup
                  orientation="horizontal"
                  name={`attended-${row.id}`}
                  aria-label={t('results.attendanceOf', { name })}
                  value={draft.attended === null ? '' : draft.attended ? 'yes' : 'no'}
                  onChange={(event) => model.edit(row, withAttendance(draft, event.target.value === 'yes'))}
                  sx={{ gap: 1.5 }}
                >
                  <Radio value="yes" label={t('results.came')} disabled={!canManage} />
                  <Radio value="no" label={t('results.absent')} disabled={!canManage} />
                </RadioGroup>
              </td>
              <td data-col="result">
                {scoring === 'points' ? (
                  <Input
                    size="sm"
                    type="number"
                    disabled={!canManage || draft.attended === false}
                    value={draft.points === null ? '' : String(draft.points)}
                    error={problem !== null}
                    onChange={(event) => {
                      const text = event.target.value.trim();
                      model.edit(row, withResult(draft, { points: text === '' ? null : Number(text) }));
                    }}
                    slotProps={{ input: { min: 0, max: 100, step: 1, 'aria-label': t('results.pointsOf', { name }) } }}
                    sx={{ maxWidth: 120 }}
                  />
                ) : (
                  <RadioGroup
                    orientation="horizontal"
                    name={`passed-${row.id}`}
                    aria-label={t('results.resultOf', { name })}
                    value={draft.passed === null ? '' : draft.passed ? 'yes' : 'no'}
                    onChange={(event) => model.edit(row, withResult(draft, { passed: event.target.value === 'yes' }))}
                    sx={{ gap: 1.5 }}
                  >
                    <Radio value="yes" label={t('results.passed')} disabled={!canManage || draft.attended === false} />
                    <Radio value="no" label={t('results.failed')} disabled={!canManage || draft.attended === false} />
                  </RadioGroup>
                )}
              </td>
              <td>
                {canManage && row.attended === null && row.points === null && row.passed === null ? (
                  <Button size="sm" variant="plain" color="danger" onClick={() => onUnassign(row)} aria-label={t('results.unassignLabel', { name })}>
                    {t('results.unassign')}
                  </Button>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </ListTable>
  );
}
