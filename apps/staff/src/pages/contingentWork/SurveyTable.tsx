/**
 * One page of questionnaire answers: the applicant (linking to their 360 view) with school and
 * grade, when they answered, their intents and industries, and a button per row that opens the
 * question and answer pairs in a row under it.
 */
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDateTime } from '@abitura/ui';
import { RecordHeaderCell } from '../../components/RecordHeaderCell.js';
import { ListTable } from '../../components/ListTable.js';
import { Muted } from '../../components/Muted.js';
import type { ReferenceListView } from '../../models/referenceLists.js';
import { applicantHref } from '../../models/applicantLinks.js';
import { LabelChips } from './LabelChips.js';
import type { SurveyItem } from './surveyListModel.js';
import { useSchoolAndGrade } from './schoolAndGrade.js';

export interface SurveyTableProps {
  rows: readonly SurveyItem[];
  caption: string;
  busy: boolean;
  expanded: ReadonlySet<number>;
  intents: ReferenceListView;
  industries: ReferenceListView;
  onToggle: (id: number) => void;
}

const COLUMNS = 5;

export function SurveyTable({ rows, caption, busy, expanded, intents, industries, onToggle }: SurveyTableProps) {
  const { t } = useTranslation('contingentWork');
  const schoolAndGrade = useSchoolAndGrade();
  return (
    <ListTable list="survey" caption={caption} busy={busy} minWidth={960} align="top">
      <thead>
        <tr>
          <th scope="col">{t('survey.columns.applicant')}</th>
          <th scope="col" style={{ width: 150 }}>
            {t('survey.columns.answeredAt')}
          </th>
          <th scope="col">{t('survey.columns.intents')}</th>
          <th scope="col">{t('survey.columns.industries')}</th>
          <th scope="col" style={{ width: 170 }}>
            {t('survey.columns.answers')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const open = expanded.has(row.id);
          const answersId = `survey-answers-${row.id}`;
          return (
            <Fragment key={row.id}>
              <tr>
                <RecordHeaderCell href={applicantHref(row.id)} name={row.fullname} detail={schoolAndGrade(row.school, row.grade)} />
                <td>{row.answered_at ? formatDisplayDateTime(row.answered_at) : <Muted>{t('noData')}</Muted>}</td>
                <td>
                  <LabelChips codes={row.intents} list={intents} none={t('noData')} />
                </td>
                <td>
                  <LabelChips codes={row.industries} list={industries} none={t('noData')} color="primary" />
                </td>
                <td>
                  {row.answers.length === 0 ? (
                    <Muted>{t('survey.noAnswers')}</Muted>
                  ) : (
                    <Button
                      size="sm"
                      variant="plain"
                      aria-expanded={open}
                      aria-controls={open ? answersId : undefined}
                      // The name starts with the visible text (the count), so speech input finds the button by it.
                      aria-label={t(open ? 'survey.hideNamed' : 'survey.showNamed', { name: row.fullname, count: row.answers.length })}
                      endDecorator={<span aria-hidden>{open ? '▴' : '▾'}</span>}
                      onClick={() => onToggle(row.id)}
                    >
                      {t('survey.answersCount', { count: row.answers.length })}
                    </Button>
                  )}
                </td>
              </tr>
              {open ? (
                <tr>
                  <td colSpan={COLUMNS}>
                    <Sheet id={answersId} role="region" aria-label={t('survey.answersOf', { name: row.fullname })} variant="soft" sx={{ p: 1.5, borderRadius: 'sm' }}>
                      <dl style={{ margin: 0, display: 'grid', gap: 8 }}>
                        {row.answers.map((pair, index) => (
                          <div key={index}>
                            <Typography component="dt" level="title-sm">
                              {pair.question}
                            </Typography>
                            <Typography component="dd" level="body-sm" sx={{ m: 0 }}>
                              {pair.answer}
                            </Typography>
                          </div>
                        ))}
                      </dl>
                    </Sheet>
                  </td>
                </tr>
              ) : null}
            </Fragment>
          );
        })}
      </tbody>
    </ListTable>
  );
}
