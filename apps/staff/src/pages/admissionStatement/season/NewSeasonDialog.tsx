/**
 * «Новый сезон»: the next year's season with the latest calendar a year on (or a usual calendar
 * for the current admission year when there is none), every field editable before saving. What
 * was typed stays on a refusal; a year already taken is said on the year.
 */
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '@abitura/ui';
import type { AdmissionSeason } from '@abitura/contracts';
import { DialogForm, DialogFrame, focusFirstProblem } from '../../../components/FormDialog.js';
import { useFormState } from '../../../components/useFormState.js';
import type { AdmissionClient } from '../../../models/admissionService.js';
import { CalendarFields, useCalendarErrorText } from './CalendarFields.js';
import { CALENDAR_FIELDS, createCalendarForm, MAX_SEASON_YEAR, MIN_SEASON_YEAR, type CalendarValues } from './seasonCalendar.js';

export interface NewSeasonDialogProps {
  client: AdmissionClient;
  open: boolean;
  draft: CalendarValues;
  onClose: () => void;
  onCreated: (season: AdmissionSeason) => void;
}

export function NewSeasonDialog({ client, open, draft, onClose, onCreated }: NewSeasonDialogProps) {
  const { t } = useTranslation('admissionSeason');
  // A new form (and request) per opening; a retry inside one opening reuses its request.
  const form = useMemo(() => createCalendarForm(client, { draft }), [client, draft]);
  const { values, errors, submitting, formError } = useFormState(form);
  const errorText = useCalendarErrorText();
  useEffect(() => {
    if (open) form.reset();
  }, [open, form]);

  const submit = async (element: HTMLFormElement) => {
    const result = await form.submit();
    if (result.kind === 'saved') onCreated(result.value);
    else focusFirstProblem(element, ['year', ...CALENDAR_FIELDS], form.errors.peek());
  };

  return (
    <DialogFrame open={open} title={t('newSeason.title')} busy={submitting} onClose={onClose} width={720}>
      <DialogForm submitLabel={t('newSeason.submit')} submitting={submitting} formError={formError} onSubmit={(element) => void submit(element)} onCancel={onClose}>
        <NumberInput
          name="year"
          label={t('newSeason.year')}
          value={values.year}
          scale={0}
          min={MIN_SEASON_YEAR}
          max={MAX_SEASON_YEAR}
          onChange={(year) => form.set('year', year)}
          error={errorText(errors.year)}
          hint={t('newSeason.hint')}
          required
        />
        <CalendarFields values={values} errors={errors} onChange={(field, value) => form.set(field, value)} />
      </DialogForm>
    </DialogFrame>
  );
}
