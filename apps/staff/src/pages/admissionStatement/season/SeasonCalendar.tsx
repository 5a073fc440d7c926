/**
 * The chosen season's calendar (Admission/SaveSeason) with its counts of groups and applications:
 * those who manage admission change the dates in place and save (Enter or Ctrl+Enter in a field
 * saves, problems stay next to their fields, what was typed stays on a refusal); others read them.
 */
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '@abitura/ui';
import type { AdmissionSeason } from '@abitura/contracts';
import { FormFailure, focusFirstProblem } from '../../../components/FormDialog.js';
import { submitOnCtrlEnter } from '../../../components/submitKeys.js';
import { TabSection } from '../../../components/TabSection.js';
import { useFormState } from '../../../components/useFormState.js';
import type { AdmissionClient } from '../../../models/admissionService.js';
import { CalendarFields } from './CalendarFields.js';
import { CALENDAR_FIELDS, calendarOf, createCalendarForm } from './seasonCalendar.js';

export interface SeasonCalendarProps {
  client: AdmissionClient;
  season: AdmissionSeason;
  /** Every season, for their counts side by side. */
  all: readonly AdmissionSeason[];
  canManage: boolean;
  /** «Новый сезон». */
  onNewSeason: (() => void) | null;
  /** After a save: the seasons are read again. */
  onSaved: (season: AdmissionSeason) => void;
}

export function SeasonCalendar({ client, season, all, canManage, onNewSeason, onSaved }: SeasonCalendarProps) {
  const { t } = useTranslation('admissionSeason');
  const { t: term } = useTranslation('admissionTerms');
  const form = useMemo(() => createCalendarForm(client, { season }), [client, season]);
  const { values, errors, submitting, formError } = useFormState(form);
  const changed = JSON.stringify(values) !== JSON.stringify(calendarOf(season));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const result = await form.submit();
    if (result.kind === 'saved') onSaved(result.value);
    else if (result.kind === 'invalid') focusFirstProblem(element, CALENDAR_FIELDS, form.errors.peek());
  };

  const actions = onNewSeason ? (
    <Button variant="outlined" onClick={onNewSeason}>
      {t('newSeason.button')}
    </Button>
  ) : null;

  return (
    <TabSection title={t('calendar.title', { season: term('season.label', { year: season.year }) })} actions={actions}>
      <Typography level="body-sm">{t('calendar.counts', { groups: season.groupCount, applications: season.applicationCount })}</Typography>
      {all.length > 1 ? (
        <Stack component="ul" direction="row" flexWrap="wrap" useFlexGap spacing={2} aria-label={t('calendar.allSeasons')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {[...all]
            .sort((a, b) => b.year - a.year)
            .map((other) => (
              <Typography key={other.id} component="li" level="body-xs">
                {t('calendar.seasonCounts', { year: other.year, groups: other.groupCount, applications: other.applicationCount })}
              </Typography>
            ))}
        </Stack>
      ) : null}
      {canManage ? (
        <form noValidate onSubmit={submit} onKeyDown={submitOnCtrlEnter} aria-label={t('calendar.formLabel')}>
          <Stack spacing={2}>
            <CalendarFields values={values} errors={errors} onChange={(field, value) => form.set(field, value)} />
            <FormFailure failure={formError} />
            <Stack direction="row" spacing={1.5}>
              <Button type="submit" loading={submitting} disabled={!changed}>
                {t('calendar.save')}
              </Button>
              {changed ? (
                <Button variant="plain" color="neutral" disabled={submitting} onClick={() => form.reset()}>
                  {t('calendar.revert')}
                </Button>
              ) : null}
            </Stack>
          </Stack>
        </form>
      ) : (
        <Stack component="dl" direction="row" flexWrap="wrap" useFlexGap spacing={3} sx={{ m: 0 }}>
          {CALENDAR_FIELDS.map((field) => (
            <div key={field}>
              <Typography component="dt" level="body-xs">
                {t(`calendar.${field}`)}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {formatDisplayDate(season[field])}
              </Typography>
            </div>
          ))}
        </Stack>
      )}
    </TabSection>
  );
}
