/**
 * The groups grid's table: college, programme (code and name), funding, base, entrance test,
 * live applications and the places, which those who manage admission type into the cell. A
 * changed cell is marked until saved; a group without places is highlighted; a cell's problem
 * (typed text that is not places, or the server's refusal) is said under it. Enter moves to the
 * next row's cell, Escape puts the cell back to the stored value.
 */
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import Input from '@mui/joy/Input';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignalValue } from '@abitura/ui';
import type { CompetitiveGroup } from '@abitura/contracts';
import { FIXED_COLUMN, ListTable } from '../../../components/ListTable.js';
import { Muted } from '../../../components/Muted.js';
import type { PlacesEditsModel, RowProblem } from './placesEdits.js';

export interface GroupsTableProps {
  rows: readonly CompetitiveGroup[];
  edits: PlacesEditsModel;
  canManage: boolean;
  busy: boolean;
  caption: string;
}

const UNSET_ROW = { backgroundColor: 'var(--joy-palette-warning-softBg)' };

/** A group's name for a screen reader and the refusal summary. */
export function useGroupName(): (group: CompetitiveGroup) => string {
  const { t } = useTranslation('admissionTerms');
  return (group) => `${group.program.code} ${group.program.name}, ${group.college.name}, ${t(`funding.${group.funding}`)}, ${t(`base.${group.base}`)}`;
}

/** A row's problem as a sentence: the server's is shown as it came, the client's from its key. */
export function useRowProblemText(): (problem: RowProblem | undefined) => string | null {
  const { t, i18n } = useTranslation('admissionSeason');
  return (problem) => {
    if (!problem) return null;
    if ('problem' in problem) return t(`grid.problem.${problem.problem}`);
    return i18n.language === 'ru' && problem.message !== '' ? problem.message : t('grid.problem.refused');
  };
}

export function GroupsTable({ rows, edits, canManage, busy, caption }: GroupsTableProps) {
  const { t } = useTranslation('admissionSeason');
  const { t: term } = useTranslation('admissionTerms');
  const changes = useSignalValue(edits.edits);
  const problems = useSignalValue(edits.problems);
  const groupName = useGroupName();
  const problemText = useRowProblemText();
  const body = useRef<HTMLTableSectionElement>(null);

  const onCellKey = (event: KeyboardEvent<HTMLInputElement>, group: CompetitiveGroup, index: number) => {
    if (event.key === 'Escape') {
      // The cell's own undo; nothing else (a dialog) should take this Escape.
      event.preventDefault();
      event.stopPropagation();
      edits.revert(group.id);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      body.current?.querySelector<HTMLInputElement>(`input[data-row="${index + 1}"]`)?.focus();
    }
  };

  return (
    <ListTable list="admission.groups" caption={caption} busy={busy} minWidth={1000}>
      <thead>
        <tr>
          <th scope="col">{t('grid.college')}</th>
          <th scope="col">{t('grid.program')}</th>
          <th scope="col">{t('grid.funding')}</th>
          <th scope="col">{t('grid.base')}</th>
          <th scope="col">{t('grid.test')}</th>
          <th scope="col" style={{ width: 110 }}>
            {t('grid.applications')}
          </th>
          <th scope="col" style={{ width: 150 }} {...FIXED_COLUMN}>
            {t('grid.places')}
          </th>
        </tr>
      </thead>
      <tbody ref={body}>
        {rows.map((group, index) => {
          const edited = changes.has(group.id);
          const problem = problemText(problems.get(group.id));
          const unset = !edited && group.places === null;
          return (
            <tr key={group.id} style={unset ? UNSET_ROW : undefined} data-unset={unset ? '' : undefined}>
              <td>{group.college.name}</td>
              <td>
                <span dir="ltr">{group.program.code}</span> {group.program.name}
              </td>
              <td>{term(`funding.${group.funding}`)}</td>
              <td>{term(`base.${group.base}`)}</td>
              <td>{group.test_type === null ? <Muted>{t('grid.noTest')}</Muted> : term(`testType.${group.test_type}`)}</td>
              <td>{group.applications}</td>
              <td>
                {canManage ? (
                  <FormControl error={problem !== null} size="sm">
                    <Input
                      size="sm"
                      value={edits.textOf(group)}
                      placeholder={t('grid.unsetPlaceholder')}
                      color={problem !== null ? 'danger' : edited ? 'primary' : 'neutral'}
                      variant={edited ? 'soft' : 'outlined'}
                      onChange={(event) => edits.set(group, event.target.value)}
                      slotProps={{
                        input: {
                          inputMode: 'numeric',
                          'aria-label': t('grid.placesOf', { group: groupName(group) }),
                          'data-row': index,
                          onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => onCellKey(event, group, index),
                        },
                      }}
                    />
                    {problem !== null ? <FormHelperText>{problem}</FormHelperText> : edited ? <FormHelperText>{t('grid.was', { places: group.places ?? '—' })}</FormHelperText> : null}
                  </FormControl>
                ) : group.places === null ? (
                  <Muted>{t('grid.unset')}</Muted>
                ) : (
                  group.places
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </ListTable>
  );
}
