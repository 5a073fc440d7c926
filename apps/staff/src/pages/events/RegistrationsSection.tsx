/**
 * An event's registrations on its card: searched by the applicant's name, filtered by attendance,
 * paged. Each row names the applicant (a link to their events on the 360 view), when they
 * registered and their ticket (shortened, copied whole). Those who work with applicants mark
 * attendance on a confirmed event from its day on (any other refusal of the server is said in a toast) and remove a
 * registration after a confirmation; they register an applicant to a confirmed event until its day
 * ends.
 */
import Button from '@mui/joy/Button';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import { buildPath } from '@abitura/sdk';
import type { EventRegistrant } from '@abitura/contracts';
import { CopyButton, formatDisplayDateTime, useNotify } from '@abitura/ui';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { FilterBar } from '../../components/FilterBar.js';
import { FilterSelect } from '../../components/FilterSelect.js';
import { ActionsHeader, ListTable } from '../../components/ListTable.js';
import { useFirstLoad } from '../../components/LoadedArea.js';
import { Muted } from '../../components/Muted.js';
import { PagedListArea, usePagedListState } from '../../components/PagedListArea.js';
import { SearchField } from '../../components/SearchField.js';
import { TabSection } from '../../components/TabSection.js';
import { useConfirmedAction } from '../../components/useConfirmedAction.js';
import { useFailureText } from '../../components/useFailureText.js';
import type { EventPageModel } from './eventPageModel.js';
import { ATTENDANCE_CHOICES, type AttendanceChoice } from './registrationsModel.js';
import { RegisterApplicant } from './RegisterApplicant.js';

export interface RegistrationsSectionProps {
  model: EventPageModel;
  /** What the event takes now: registrations (confirmed, until its day ends), attendance marks (confirmed, from its day on). */
  offers: { register: boolean; mark: boolean };
  /** The user registers applicants, removes registrations and marks attendance. */
  canManage: boolean;
  /** The user may search applicants to register one (the call card's search). */
  canSearch: boolean;
}

/** The ticket token cut to its first group: enough to read out, the whole one is copied. */
export function shortTicket(token: string): string {
  return `${token.slice(0, 8)}…`;
}

function AttendanceText({ attended }: { attended: boolean | null }) {
  const { t } = useTranslation('events');
  return attended === null ? <Muted>{t('attendance.unmarked')}</Muted> : <>{t(attended ? 'attendance.came' : 'attendance.absent')}</>;
}

export function RegistrationsSection({ model, offers, canManage, canSearch }: RegistrationsSectionProps) {
  const { t } = useTranslation('events');
  const notify = useNotify();
  const failureText = useFailureText();
  const registrations = model.registrations;
  const list = usePagedListState(registrations);
  useFirstLoad(registrations, true);
  const [registering, setRegistering] = useState(false);
  const [marking, setMarking] = useState<number | null>(null);
  const removal = useConfirmedAction(async (row: EventRegistrant) => {
    const outcome = await model.unregister(row.id);
    if (outcome.ok) notify({ level: 'success', message: t('registrations.removed', { name: row.applicant.name }) });
    return outcome;
  });

  const mark = async (row: EventRegistrant, attended: boolean) => {
    setMarking(row.id);
    const outcome = await model.markAttendance(row.id, attended);
    setMarking(null);
    notify(outcome.ok ? { level: 'success', message: t(attended ? 'registrations.markedCame' : 'registrations.markedAbsent', { name: row.applicant.name }) } : { level: 'error', message: failureText(outcome.failure) });
  };

  const rowActions = canManage;
  return (
    <TabSection
      title={t('registrations.title')}
      actions={
        canManage && canSearch && offers.register ? (
          <Button variant="outlined" onClick={() => setRegistering(true)}>
            {t('register.open')}
          </Button>
        ) : null
      }
    >
      <FilterBar label={t('registrations.filters')} narrowed={list.narrowed} onReset={registrations.resetFilters} rowFrom="sm" gapBelow={0}>
        <SearchField label={t('registrations.search')} value={list.searchText} placeholder={t('registrations.searchPlaceholder')} onChange={registrations.setSearchText} onSearchNow={registrations.commitSearch} rowFrom="sm" />
        <FilterSelect
          label={t('registrations.attendance')}
          value={list.filter.attendance}
          choices={ATTENDANCE_CHOICES.map((value) => ({ value, label: t(`attendance.${value}`) }))}
          anyLabel={t('registrations.anyAttendance')}
          onChange={(value) => registrations.setFilters({ attendance: value as AttendanceChoice | null })}
        />
      </FilterBar>
      <PagedListArea model={registrations} state={list} empty={{ title: t('registrations.empty') }} noResults={{ title: t('registrations.noResults') }} compact>
        <ListTable list="eventRegistrations" caption={t('registrations.caption', { count: list.total })} busy={list.loading} minWidth={860}>
          <thead>
            <tr>
              <th scope="col">{t('registrations.applicant')}</th>
              <th scope="col" style={{ width: 160 }}>
                {t('registrations.registeredAt')}
              </th>
              <th scope="col" style={{ width: 170 }}>
                {t('registrations.ticket')}
              </th>
              <th scope="col" style={{ width: 130 }}>
                {t('registrations.attendance')}
              </th>
              {rowActions ? <ActionsHeader label={t('registrations.actions')} width={300} /> : null}
            </tr>
          </thead>
          <tbody>
            {list.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row" style={{ fontWeight: 'normal', textAlign: 'start' }}>
                  <Link component={RouterLink} href={buildPath('newcontingent-view', { id: row.applicant.id, tab: 'events' })}>
                    {row.applicant.name}
                  </Link>
                </th>
                <td>
                  <span dir="ltr">{formatDisplayDateTime(row.registered_at)}</span>
                </td>
                <td>
                  <Stack direction="row" alignItems="center" spacing={0.5}>
                    <code dir="ltr" title={row.ticket_token}>
                      {shortTicket(row.ticket_token)}
                    </code>
                    <CopyButton text={row.ticket_token} label={t('registrations.copyTicket', { name: row.applicant.name })} />
                  </Stack>
                </td>
                <td>
                  <AttendanceText attended={row.attended} />
                </td>
                {rowActions ? (
                  <td>
                    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
                      {offers.mark && row.attended !== true ? (
                        <Button size="sm" variant="plain" color="success" loading={marking === row.id} disabled={marking !== null} aria-label={t('registrations.markCameLabel', { name: row.applicant.name })} onClick={() => void mark(row, true)}>
                          {t('registrations.markCame')}
                        </Button>
                      ) : null}
                      {offers.mark && row.attended !== false ? (
                        <Button size="sm" variant="plain" color="neutral" disabled={marking !== null} aria-label={t('registrations.markAbsentLabel', { name: row.applicant.name })} onClick={() => void mark(row, false)}>
                          {t('registrations.markAbsent')}
                        </Button>
                      ) : null}
                      {row.attended !== true ? (
                        <Button size="sm" variant="plain" color="danger" aria-label={t('registrations.removeLabel', { name: row.applicant.name })} onClick={() => removal.ask(row)}>
                          {t('registrations.remove')}
                        </Button>
                      ) : null}
                    </Stack>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </ListTable>
      </PagedListArea>
      {canManage ? (
        <>
          <ConfirmDialog {...removal.dialog} title={t('registrations.removeTitle')} confirmLabel={t('registrations.remove')}>
            {removal.target ? t('registrations.removeText', { name: removal.target.applicant.name }) : null}
          </ConfirmDialog>
          <RegisterApplicant model={model} open={registering} onClose={() => setRegistering(false)} />
        </>
      ) : null}
    </TabSection>
  );
}
