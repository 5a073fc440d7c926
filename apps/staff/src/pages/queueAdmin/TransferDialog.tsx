/**
 * Sends the current ticket elsewhere: to the waiting queue of any other active service, or to
 * any other active desk (which says who works there). The ticket keeps its place by the time it
 * was issued. A refusal stays in the dialog with the choice made.
 */
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignalValue } from '@abitura/ui';
import { ChoiceField } from '../../components/ChoiceField.js';
import { FormDialog, useFieldErrorText, useFormDialog } from '../../components/FormDialog.js';
import type { Outcome } from '../../models/failure.js';
import { createFormModel } from '../../models/formModel.js';
import { checkTransfer, EMPTY_TRANSFER, TRANSFER_FIELDS, TRANSFER_KINDS, transferTarget, type TransferKind, type TransferValues } from './consoleForms.js';
import type { ConsoleModel } from './consoleModel.js';
import { DeskField } from './DeskChoice.js';
import type { StaffTicket } from './queueTypes.js';

export interface TransferDialogProps {
  model: ConsoleModel;
  /** The ticket to send, or null while the dialog is closed. */
  ticket: StaffTicket | null;
  onClose: () => void;
  onTransferred: () => void;
}

export function TransferDialog({ model, ticket, onClose, onTransferred }: TransferDialogProps) {
  const { t } = useTranslation('queueAdmin');
  const errorText = useFieldErrorText('queueAdmin:form.errors');
  const kindLabel = useId();
  const services = useSignalValue(model.serviceChoices);
  const desks = useSignalValue(model.deskChoices);
  const form = useMemo(
    () =>
      createFormModel<TransferValues, StaffTicket>({
        initial: EMPTY_TRANSFER,
        validate: checkTransfer,
        send: async (values): Promise<Outcome<StaffTicket>> => {
          if (!ticket) return { ok: false, failure: { code: 'NOT_FOUND', message: '', issues: [] } };
          return model.transfer(ticket, transferTarget(values));
        },
      }),
    [model, ticket],
  );
  const { values, errors, dialog } = useFormDialog({
    form,
    open: ticket !== null,
    fields: TRANSFER_FIELDS,
    onSaved: () => {
      onClose();
      onTransferred();
    },
    onClose,
  });
  const serviceChoices = services.filter((service) => service.id !== ticket?.serviceId).map((service) => ({ value: String(service.id), label: `${service.prefix} — ${service.name}` }));

  return (
    <FormDialog {...dialog} title={t('console.transfer.title', { code: ticket?.code ?? '' })} submitLabel={t('console.transfer.submit')} width={520}>
      <FormControl>
        <FormLabel id={kindLabel}>{t('console.transfer.kind')}</FormLabel>
        <RadioGroup name="kind" aria-labelledby={kindLabel} value={values.kind} onChange={(event) => form.set('kind', event.target.value as TransferKind)} sx={{ gap: 1 }}>
          {TRANSFER_KINDS.map((kind) => (
            <Radio key={kind} value={kind} label={t(`console.transfer.kinds.${kind}`)} />
          ))}
        </RadioGroup>
      </FormControl>
      {values.kind === 'service' ? (
        serviceChoices.length === 0 ? (
          <Typography level="body-sm" color="warning" data-field="serviceId" role={errors.serviceId ? 'alert' : undefined}>
            {t('console.transfer.noServices')}
          </Typography>
        ) : (
          <ChoiceField name="serviceId" label={t('console.transfer.service')} value={values.serviceId} choices={serviceChoices} onChange={(value) => form.set('serviceId', value)} error={errorText(errors.serviceId)} required />
        )
      ) : desks.length === 0 ? (
        <Typography level="body-sm" color="warning" data-field="desk" role={errors.desk ? 'alert' : undefined}>
          {t('console.transfer.noDesks')}
        </Typography>
      ) : (
        <DeskField desks={desks} value={values.desk} onChange={(value) => form.set('desk', value)} error={errorText(errors.desk)} label={t('console.transfer.desk')} />
      )}
      <Typography level="body-sm" textColor="text.secondary">
        {t('console.transfer.hint')}
      </Typography>
    </FormDialog>
  );
}
