/**
 * Creates a desk (a window) or edits one: its name, the active services it serves (ticks, so a
 * desk may serve several) and whether it is open. A service the desk serves that is no longer
 * active stays ticked and named, so saving does not drop it unseen.
 */
import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, TextField, useFieldErrorText, useFormDialog } from '../../components/FormDialog.js';
import type { Outcome } from '../../models/failure.js';
import { createFormModel } from '../../models/formModel.js';
import { checkDesk, DESK_FIELDS, DESK_NAME_LIMIT, deskValues, type DeskValues } from './desksModel.js';
import type { QueueDesk, QueueService } from './queueTypes.js';

export type DeskDialogState = { desk: QueueDesk | null } | null;

export interface DeskDialogProps {
  state: DeskDialogState;
  /** The active services to choose from. */
  choices: readonly QueueService[];
  /** Every service, to name one a desk serves that is no longer a choice. */
  services: readonly QueueService[];
  onSubmit: (values: DeskValues, desk: QueueDesk | null) => Promise<Outcome<unknown>>;
  onClose: () => void;
}

export function DeskDialog({ state, choices, services, onSubmit, onClose }: DeskDialogProps) {
  const { t } = useTranslation('queueAdmin');
  const errorText = useFieldErrorText('queueAdmin:form.errors');
  const submitRef = useRef(onSubmit);
  useLayoutEffect(() => {
    submitRef.current = onSubmit;
  });
  const desk = state?.desk ?? null;
  const form = useMemo(
    () => createFormModel<DeskValues, unknown>({ initial: deskValues(desk), validate: checkDesk, send: (values) => submitRef.current(values, desk) }),
    [desk],
  );
  const { values, errors, dialog } = useFormDialog({ form, open: state !== null, fields: DESK_FIELDS, onSaved: onClose, onClose });
  const shown = [...choices, ...services.filter((service) => !choices.includes(service) && values.serviceIds.includes(String(service.id)))];
  const toggle = (id: string, on: boolean) => form.set('serviceIds', on ? [...values.serviceIds, id] : values.serviceIds.filter((value) => value !== id));
  const servicesError = errorText(errors.serviceIds);

  return (
    <FormDialog {...dialog} title={desk === null ? t('desks.createTitle') : t('desks.editTitle', { name: desk.name })} submitLabel={desk === null ? t('form.create') : t('form.save')} width={520}>
      <TextField name="name" label={t('desks.name')} hint={t('desks.nameHint')} value={values.name} onChange={(value) => form.set('name', value)} error={errorText(errors.name)} required autoFocus maxLength={DESK_NAME_LIMIT + 10} />
      {/* A plain group, not a FormControl: each checkbox keeps its own id and label. */}
      <Stack data-field="serviceIds">
        <Typography component="span" id="desk-services-label" level="title-sm">
          {t('desks.services')}
        </Typography>
        {shown.length === 0 ? (
          <Typography level="body-sm">{t('desks.noServices')}</Typography>
        ) : (
          <Stack role="group" aria-labelledby="desk-services-label" spacing={1} sx={{ mt: 1 }}>
            {shown.map((service) => (
              <Checkbox
                key={service.id}
                label={`${service.prefix} — ${service.name}${choices.includes(service) ? '' : ` (${t('desks.inactiveService')})`}`}
                checked={values.serviceIds.includes(String(service.id))}
                onChange={(event) => toggle(String(service.id), event.target.checked)}
              />
            ))}
          </Stack>
        )}
        <Typography level="body-sm" color={servicesError !== null ? 'danger' : 'neutral'} role={servicesError !== null ? 'alert' : undefined} sx={{ mt: 0.5 }}>
          {servicesError ?? t('desks.servicesHint')}
        </Typography>
      </Stack>
      <Checkbox name="active" label={t('desks.active')} checked={values.active} onChange={(event) => form.set('active', event.target.checked)} />
    </FormDialog>
  );
}
