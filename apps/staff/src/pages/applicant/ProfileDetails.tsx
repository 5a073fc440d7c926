/**
 * Every field of the applicant's record, read only, in the form's parts: the person, school and
 * place, standing and marks, achievements (with points and their sum), exams and GIA, the
 * contingent checks (1 or true is confirmed), consent (when, by whom) and refusal reasons.
 * Empty fields say 'нет сведений'.
 */
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIdNumber, formatPhone } from '@abitura/contracts/validation';
import type { ApplicantRecord } from '@abitura/contracts';
import { graduationYearOption, isConfirmed, isGraduationYear } from '@abitura/contracts/vocabulary';
import { formatDisplayDate, formatDisplayDateTime } from '@abitura/ui';
import { TermChip, useTermLabel, type TermGroup } from '../../components/TermChip.js';
import { useReferenceList } from '../../models/referenceLists.js';
import { EmailValue, PhoneValue } from '../../components/ContactValue.js';
import { FieldList } from '../../components/FieldList.js';
import { NoData } from '../../components/NoData.js';
import { okrugShort } from '../../models/registryLists.js';
import { ReadinessChip } from './ApplicantHeader.js';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Sheet variant="outlined" component="section" sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 'md', minWidth: 0 }}>
      <Typography level="title-md" component="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Sheet>
  );
}

function Chips({ group, values }: { group: TermGroup; values: readonly string[] }) {
  if (values.length === 0) return <NoData />;
  return (
    <Stack component="span" direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {values.map((value) => (
        <TermChip key={value} group={group} value={value} />
      ))}
    </Stack>
  );
}

const setKeys = (flags: Readonly<Record<string, boolean>>) => Object.keys(flags).filter((key) => flags[key]);

export function ProfileDetails({ record }: { record: ApplicantRecord }) {
  const { t } = useTranslation('applicant');
  const term = useTermLabel();
  const okrugs = useReferenceList('okrugs', { withArchived: true });
  const categories = useReferenceList('applicantCategories', { withArchived: true });
  const sources = useReferenceList('informationSources', { withArchived: true });
  const achievements = useReferenceList('achievements', { withArchived: true });
  const text = (value: string | null | undefined): ReactNode => (value ? value : <NoData />);
  const graduation = record.graduation_year !== null && isGraduationYear(record.graduation_year) ? `${record.graduation_year} (${graduationYearOption(record.graduation_year).label})` : null;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', xl: 'repeat(2, minmax(0, 1fr))' }, gap: 2, alignItems: 'start' }}>
      <Part title={t('form.sections.person')}>
        <FieldList
          rows={[
            [t('fields.last_name'), record.last_name],
            [t('fields.first_name'), record.first_name],
            [t('fields.middle_name'), text(record.middle_name)],
            [t('fields.birth_date'), record.birth_date ? formatDisplayDate(record.birth_date) : <NoData />],
            [t('fields.gender'), record.gender ? term('gender', record.gender) : <NoData />],
            [
              t('fields.phones'),
              record.phones.length === 0 ? (
                <NoData />
              ) : (
                <Stack component="span" spacing={0.5}>
                  {record.phones.map((phone) => (
                    <PhoneValue key={phone} value={phone} copyLabel={t('header.copyPhone', { value: formatPhone(phone) })} />
                  ))}
                </Stack>
              ),
            ],
            [t('fields.email'), record.email ? <EmailValue value={record.email} copyLabel={t('header.copyEmail', { value: record.email })} /> : <NoData />],
            [t('fields.id_number'), record.id_number ? <span dir="ltr">{formatIdNumber(record.id_number)}</span> : <NoData />],
          ]}
        />
      </Part>
      <Part title={t('form.sections.school')}>
        <FieldList
          rows={[
            [t('fields.school'), text(record.school?.name)],
            [t('fields.grade'), record.grade ? term('grade', record.grade) : <NoData />],
            [t('fields.graduation_year'), text(graduation)],
            [t('fields.okrug'), record.okrug ? `${okrugShort(okrugs, record.okrug)} · ${okrugs.labelOf(record.okrug)}` : <NoData />],
            [t('fields.district'), text(record.district)],
            [t('fields.metro'), [record.metro_station_1, record.metro_station_2, record.metro_station_3].filter(Boolean).join(', ') || <NoData />],
          ]}
        />
      </Part>
      <Part title={t('form.sections.status')}>
        <FieldList
          rows={[
            [t('fields.category'), record.category ? categories.labelOf(record.category) : <NoData />],
            [t('fields.processing_status'), <TermChip group="processingStatus" value={record.processing_status} />],
            [t('fields.readiness'), record.readiness ? <ReadinessChip code={record.readiness} /> : <NoData />],
            [t('fields.tracking_stage'), record.tracking_stage ? term('trackingStage', record.tracking_stage) : <NoData />],
            [t('fields.information_source'), record.information_source ? sources.labelOf(record.information_source) : <NoData />],
            [t('fields.curator'), text(record.curator?.name)],
            [t('fields.flags'), <Chips group="flag" values={setKeys(record.flags)} />],
            [t('fields.tags'), <Chips group="tag" values={record.tags} />],
            [t('fields.preferential'), <Chips group="preferential" values={setKeys(record.preferential)} />],
            [t('fields.refusal_reasons'), <Chips group="refusalReason" values={record.refusal_reasons} />],
          ]}
        />
      </Part>
      <Part title={t('form.sections.consent')}>
        <FieldList
          rows={
            record.consent
              ? [
                  [t('fields.consent'), <TermChip group="consent" value={record.consent.status} />],
                  [t('fields.consentAt'), formatDisplayDateTime(record.consent.at)],
                  [t('fields.consentBy'), record.consent.by === 'representative' && record.consent.representative ? `${term('consentBy', 'representative')}: ${record.consent.representative}` : term('consentBy', record.consent.by)],
                  [t('fields.consentRecordedBy'), text(record.consent.recorded_by?.name)],
                ]
              : [[t('fields.consent'), <NoData />]]
          }
        />
      </Part>
      <Part title={t('fields.achievements')}>
        {record.achievements.length === 0 ? (
          <NoData />
        ) : (
          <Table size="sm" aria-label={t('fields.achievements')} sx={{ '& td, & th': { whiteSpace: 'normal' } }}>
            <thead>
              <tr>
                <th scope="col">{t('profile.achievement')}</th>
                <th scope="col" style={{ width: 80 }}>
                  {t('profile.points')}
                </th>
              </tr>
            </thead>
            <tbody>
              {record.achievements.map((entry, index) => (
                <tr key={`${entry.code}-${index}`}>
                  <td>
                    {achievements.labelOf(entry.code)}
                    {entry.note ? <Typography level="body-xs">{entry.note}</Typography> : null}
                  </td>
                  <td>{entry.points}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('profile.pointsTotal')}</th>
                <td>{record.achievement_points}</td>
              </tr>
            </tfoot>
          </Table>
        )}
      </Part>
      <Part title={t('profile.results')}>
        <Stack spacing={2}>
          <ResultTable
            caption={t('fields.exams')}
            empty={record.exams.length === 0}
            head={[t('form.subject'), t('form.score'), t('form.examYear')]}
            rows={record.exams.map((exam) => [exam.subject, String(exam.score), exam.year === undefined ? '—' : String(exam.year)])}
          />
          <ResultTable
            caption={t('fields.gia')}
            empty={record.gia.length === 0}
            head={[t('form.subject'), t('form.mark'), t('form.giaScore')]}
            rows={record.gia.map((entry) => [entry.subject, String(entry.mark), entry.score === undefined ? '—' : String(entry.score)])}
          />
        </Stack>
      </Part>
      <Part title={t('fields.check_results')}>
        {Object.keys(record.check_results).length === 0 ? (
          <NoData />
        ) : (
          <FieldList
            rows={Object.entries(record.check_results).map(([name, value]) => [
              // A check the system runs by its name; one a person added under a name of their own as written.
              term('check', name),
              <Chip component="span" size="sm" variant="soft" color={isConfirmed(value) || record.confirmed_checks.includes(name) ? 'success' : 'neutral'}>
                {isConfirmed(value) || record.confirmed_checks.includes(name) ? t('checks.confirmed') : value === null ? t('checks.unknown') : t('checks.not_confirmed')}
              </Chip>,
            ])}
          />
        )}
      </Part>
      {record.survey_answers.length > 0 ? (
        <Part title={t('profile.survey')}>
          <FieldList rows={record.survey_answers.map((entry) => [entry.question, entry.answer] as const)} />
        </Part>
      ) : null}
      <Part title={t('profile.record')}>
        <FieldList
          rows={[
            [t('profile.createdAt'), formatDisplayDateTime(record.created_at)],
            [t('profile.updatedAt'), formatDisplayDateTime(record.updated_at)],
          ]}
        />
      </Part>
    </Box>
  );
}

function ResultTable({ caption, head, rows, empty }: { caption: string; head: readonly string[]; rows: readonly (readonly string[])[]; empty: boolean }) {
  return (
    <Box>
      <Typography level="title-sm" component="h4" sx={{ mb: 0.5 }}>
        {caption}
      </Typography>
      {empty ? (
        <NoData />
      ) : (
        <Table size="sm" aria-label={caption} sx={{ '& td, & th': { whiteSpace: 'normal' } }}>
          <thead>
            <tr>
              {head.map((cell) => (
                <th key={cell} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                {row.map((cell, at) => (
                  <td key={at}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Box>
  );
}
