/**
 * Creates an event (EventService/createEvent) or edits one (EventService/updateEvent, the changed
 * fields only): title, format, start as a Moscow date and 24-hour time, place, capacity (empty:
 * any number of places) and the organization holding it. Problems, the server's too, show on
 * their fields; on a failed request the dialog stays open with everything typed.
 */
import Box from '@mui/joy/Box';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CareerEventCard } from '@abitura/contracts';
import { MAX_EVENT_CAPACITY } from '@abitura/contracts';
import type { EventFormat } from '@abitura/contracts/vocabulary';
import { DateTimePicker, NumberInput, useClient } from '@abitura/ui';
import { ChoiceField } from '../../components/ChoiceField.js';
import { FormDialog, TextField, useFieldErrorText, useFormDialog } from '../../components/FormDialog.js';
import { useTermLabel } from '../../components/TermChip.js';
import { OrganizationField } from '../../components/OrganizationField.js';
import { createEventForm, EVENT_FIELDS } from './eventForm.js';
import { EVENT_FORMAT_VALUES } from './eventsQuery.js';

export interface EventFormDialogProps {
  open: boolean;
  /** The event to edit; null creates a new one. */
  card: CareerEventCard | null;
  onClose: () => void;
  onSaved: (card: CareerEventCard) => void;
}

export function EventFormDialog({ open, card, onClose, onSaved }: EventFormDialogProps) {
  const { t } = useTranslation('events');
  const client = useClient();
  const term = useTermLabel();
  const form = useMemo(() => createEventForm(client, card), [client, card]);
  const { values, errors, dialog } = useFormDialog({ form, open, fields: EVENT_FIELDS, onSaved, onClose });
  const errorText = useFieldErrorText('events:errors');
  const set = form.set;

  return (
    <FormDialog {...dialog} title={card ? t('form.editTitle') : t('form.createTitle')} submitLabel={card ? t('form.save') : t('form.create')} width={720}>
      <TextField name="title" label={t('fields.title')} value={values.title} onChange={(value) => set('title', value)} error={errorText(errors.title)} required autoFocus maxLength={200} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <ChoiceField
          name="format"
          label={t('fields.format')}
          value={values.format}
          choices={EVENT_FORMAT_VALUES.map((value) => ({ value, label: term('eventFormat', value) }))}
          onChange={(value) => set('format', value as EventFormat)}
          error={errorText(errors.format)}
          required
        />
        <NumberInput
          name="capacity"
          label={t('fields.capacity')}
          value={values.capacity}
          scale={0}
          min={1}
          max={MAX_EVENT_CAPACITY}
          onChange={(value) => set('capacity', value)}
          error={errorText(errors.capacity, { max: MAX_EVENT_CAPACITY })}
          hint={t('form.capacityHint')}
        />
      </Box>
      <Box data-field="starts_at">
        <DateTimePicker label={t('fields.starts_at')} name="starts_at" value={values.starts_at} onChange={(value) => set('starts_at', value)} step={15} error={errorText(errors.starts_at)} required />
      </Box>
      <TextField name="place" label={t('fields.place')} value={values.place} onChange={(value) => set('place', value)} error={errorText(errors.place)} maxLength={500} />
      <OrganizationField name="organization" label={t('fields.organization')} value={values.organization} onChange={(value) => set('organization', value)} error={errorText(errors.organization)} hint={t('form.organizationHint')} />
    </FormDialog>
  );
}
