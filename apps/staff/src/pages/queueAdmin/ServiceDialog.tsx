/**
 * Creates a queue service or edits one: prefix, name, the week's hours (two 24-hour times a day,
 * both empty for a closed day), priority, position and whether kiosks offer it. Problems are
 * checked as the contract checks them; the server's objections (a taken prefix) land on their
 * fields, and on any refusal or network failure the dialog stays open with what was typed.
 * The times are plain inputs checked as HH:MM rather than the ui TimeInput: TimeInput reports a
 * half-typed time as '', which here would silently mean a closed day instead of a problem shown.
 */
import Checkbox from '@mui/joy/Checkbox';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, TextField, useFieldErrorText, useFormDialog } from '../../components/FormDialog.js';
import type { Outcome } from '../../models/failure.js';
import { createFormModel } from '../../models/formModel.js';
import type { QueueService } from './queueTypes.js';
import { checkService, SERVICE_FIELDS, SERVICE_LIMITS, serviceConflict, serviceValues, type ServiceValues } from './serviceForm.js';
import { useWeekDays } from './weekDays.js';
import type { DayInput } from './weekHours.js';

/** Closed: no dialog; `service` null: a new service. */
export type ServiceDialogState = { service: QueueService | null } | null;

export interface ServiceDialogProps {
  state: ServiceDialogState;
  onSubmit: (values: ServiceValues, service: QueueService | null) => Promise<Outcome<unknown>>;
  onClose: () => void;
}

export function ServiceDialog({ state, onSubmit, onClose }: ServiceDialogProps) {
  const { t } = useTranslation('queueAdmin');
  const errorText = useFieldErrorText('queueAdmin:form.errors');
  const days = useWeekDays();
  const submitRef = useRef(onSubmit);
  useLayoutEffect(() => {
    submitRef.current = onSubmit;
  });
  const service = state?.service ?? null;
  const form = useMemo(
    () =>
      createFormModel<ServiceValues, unknown>({
        initial: serviceValues(service),
        validate: checkService,
        send: (values) => submitRef.current(values, service),
        conflict: serviceConflict,
      }),
    [service],
  );
  const { values, errors, dialog } = useFormDialog({ form, open: state !== null, fields: SERVICE_FIELDS, onSaved: onClose, onClose });
  // A day's problem names the day (the model gives its index, the day's name is the language's).
  const hoursError = errorText(errors.hours, { dayName: errors.hours && 'key' in errors.hours ? (days.long[Number(errors.hours.values?.['day'] ?? 0)] ?? '') : '' });
  const setDay = (index: number, change: Partial<DayInput>) =>
    form.set(
      'hours',
      values.hours.map((day, at) => (at === index ? { ...day, ...change } : day)),
    );

  return (
    <FormDialog {...dialog} title={service === null ? t('form.createTitle') : t('form.editTitle', { prefix: service.prefix })} submitLabel={service === null ? t('form.create') : t('form.save')} width={620}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          name="prefix"
          label={t('form.prefix')}
          hint={t('form.prefixHint')}
          value={values.prefix}
          onChange={(value) => form.set('prefix', value.toUpperCase())}
          error={errorText(errors.prefix)}
          required
          autoFocus
          maxLength={4}
          spellCheck={false}
        />
        <TextField name="name" label={t('form.name')} value={values.name} onChange={(value) => form.set('name', value)} error={errorText(errors.name)} required maxLength={SERVICE_LIMITS.name + 10} />
      </Stack>
      {/* A plain group, not a FormControl: each time input keeps its own id and name. */}
      <Stack data-field="hours">
        <Typography component="span" id="service-hours-label" level="title-sm">
          {t('form.hours')}
        </Typography>
        <Stack role="group" aria-labelledby="service-hours-label" spacing={1} sx={{ mt: 1 }}>
          {values.hours.map((day, index) => (
            <Stack key={days.long[index]} direction="row" spacing={1} alignItems="center">
              <Typography sx={{ width: 110 }}>{days.long[index]}</Typography>
              <Input
                size="sm"
                value={day.from}
                placeholder="09:00"
                onChange={(event) => setDay(index, { from: event.target.value })}
                error={errors.hours !== undefined && 'key' in errors.hours && errors.hours.values?.['day'] === index}
                slotProps={{ input: { 'aria-label': t('form.from', { day: days.long[index] }), name: index === 0 ? 'hours' : `hours-${index}-from`, inputMode: 'numeric', maxLength: 5, dir: 'ltr' } }}
                sx={{ width: 90 }}
              />
              <span aria-hidden>–</span>
              <Input
                size="sm"
                value={day.to}
                placeholder="18:00"
                onChange={(event) => setDay(index, { to: event.target.value })}
                error={errors.hours !== undefined && 'key' in errors.hours && errors.hours.values?.['day'] === index}
                slotProps={{ input: { 'aria-label': t('form.to', { day: days.long[index] }), name: `hours-${index}-to`, inputMode: 'numeric', maxLength: 5, dir: 'ltr' } }}
                sx={{ width: 90 }}
              />
              {day.from.trim() === '' && day.to.trim() === '' ? (
                <Typography level="body-sm" color="neutral">
                  {t('form.closedDay')}
                </Typography>
              ) : null}
            </Stack>
          ))}
        </Stack>
        <Typography level="body-sm" color={hoursError !== null ? 'danger' : 'neutral'} role={hoursError !== null ? 'alert' : undefined} sx={{ mt: 0.5 }}>
          {hoursError ?? t('form.hoursHint')}
        </Typography>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField name="priority" label={t('form.priority')} hint={t('form.priorityHint')} value={values.priority} onChange={(value) => form.set('priority', value)} error={errorText(errors.priority)} dir="ltr" maxLength={4} />
        <TextField name="position" label={t('form.position')} hint={t('form.positionHint')} value={values.position} onChange={(value) => form.set('position', value)} error={errorText(errors.position)} dir="ltr" maxLength={5} />
      </Stack>
      <Checkbox name="active" label={t('form.active')} checked={values.active} onChange={(event) => form.set('active', event.target.checked)} />
    </FormDialog>
  );
}
