/**
 * Choosing the desk to work at: from the desks list for those who may read it (each desk says who
 * works there), or by the desk's number for an operator who may not. The same field serves the
 * sign-in form on the console, the "change desk" dialog, and the transfer dialog's desk choice.
 * An unknown number is said on the field, in the interface language.
 */
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useLayoutEffect, useMemo, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession, useSignalValue } from '@abitura/ui';
import { ChoiceField } from '../../components/ChoiceField.js';
import { focusFirstProblem, FormDialog, FormFailure, TextField, useFieldErrorText, useFormDialog } from '../../components/FormDialog.js';
import { useFormState } from '../../components/useFormState.js';
import type { Outcome } from '../../models/failure.js';
import { createFormModel } from '../../models/formModel.js';
import { checkDeskChoice, DESK_CHOICE_FIELDS, type DeskChoiceValues } from './consoleForms.js';
import type { ConsoleModel } from './consoleModel.js';
import type { DeskView, QueueDesk } from './queueTypes.js';

export interface DeskFieldProps {
  /** The desks to choose from, or null to type the desk's number. */
  desks: readonly QueueDesk[] | null;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  name?: string;
  label: string;
  numberLabel: string;
  autoFocus?: boolean;
}

export function DeskField({ desks, value, onChange, error, name = 'desk', label, numberLabel, autoFocus = false }: DeskFieldProps) {
  const { t } = useTranslation('queueAdmin');
  const session = useSession();
  if (desks === null) {
    return <TextField name={name} label={numberLabel} hint={t('console.signIn.deskNumberHint')} value={value} onChange={onChange} error={error} required autoFocus={autoFocus} dir="ltr" spellCheck={false} maxLength={12} />;
  }
  const choices = desks.map((desk) => ({
    value: String(desk.id),
    label:
      desk.operator === null
        ? t('console.signIn.free', { name: desk.name })
        : desk.operator.id === session.user?.id
          ? t('console.signIn.mine', { name: desk.name })
          : t('console.signIn.taken', { name: desk.name, operator: desk.operator.name }),
  }));
  return <ChoiceField name={name} label={label} value={value} choices={choices} onChange={onChange} error={error} required minWidth={260} />;
}

/** The sign-in form model: an unknown desk number comes back as a problem of the field. */
function useDeskChoiceForm(model: ConsoleModel) {
  const { t } = useTranslation('queueAdmin');
  const tRef = useRef(t);
  useLayoutEffect(() => {
    tRef.current = t;
  });
  return useMemo(
    () =>
      createFormModel<DeskChoiceValues, DeskView>({
        initial: { desk: '' },
        validate: checkDeskChoice,
        send: async (values): Promise<Outcome<DeskView>> => {
          const number = values.desk.trim();
          const outcome = await model.signIn(Number(number));
          if (outcome.ok || outcome.failure.code !== 'NOT_FOUND') return outcome;
          return { ok: false, failure: { ...outcome.failure, issues: [{ path: 'desk', message: tRef.current('console.unknownDesk', { number }) }] } };
        },
      }),
    [model],
  );
}

/** Shown while the operator works at no desk: the field and "Start working". */
export function DeskSignIn({ model, onSignedIn }: { model: ConsoleModel; onSignedIn: () => void }) {
  const { t } = useTranslation('queueAdmin');
  const errorText = useFieldErrorText('queueAdmin:form.errors');
  const desks = useSignalValue(model.desks);
  const desksLoaded = useSignalValue(model.desksResource.loaded);
  const form = useDeskChoiceForm(model);
  const { values, errors, submitting, formError } = useFormState(form);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const result = await form.submit();
    if (result.kind === 'saved') onSignedIn();
    else focusFirstProblem(element, DESK_CHOICE_FIELDS, form.errors.peek());
  };
  const noDesks = model.lists && desksLoaded && desks.length === 0;

  return (
    <Card variant="outlined" component="section" aria-labelledby="console-sign-in-title">
      <Typography id="console-sign-in-title" level="title-lg" component="h2">
        {t('console.signIn.title')}
      </Typography>
      <Typography level="body-sm">{t('console.signIn.text')}</Typography>
      {noDesks ? (
        <Typography level="body-md" color="warning">
          {t('console.signIn.noDesks')}
        </Typography>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Stack spacing={1.5}>
            <Box sx={{ maxWidth: 420 }}>
              <DeskField desks={model.lists ? desks : null} value={values.desk} onChange={(value) => form.set('desk', value)} error={errorText(errors.desk)} label={t('console.signIn.desk')} numberLabel={t('console.signIn.deskNumber')} />
            </Box>
            <Button type="submit" size="lg" loading={submitting} sx={{ alignSelf: 'flex-start' }}>
              {t('console.signIn.submit')}
            </Button>
            <FormFailure failure={formError} />
          </Stack>
        </form>
      )}
    </Card>
  );
}

/** Moving to another desk while signed in at one. */
export function ChangeDeskDialog({ model, open, onClose, onMoved }: { model: ConsoleModel; open: boolean; onClose: () => void; onMoved: () => void }) {
  const { t } = useTranslation('queueAdmin');
  const errorText = useFieldErrorText('queueAdmin:form.errors');
  const desks = useSignalValue(model.desks);
  const form = useDeskChoiceForm(model);
  const { values, errors, dialog } = useFormDialog({
    form,
    open,
    fields: DESK_CHOICE_FIELDS,
    onSaved: () => {
      onClose();
      onMoved();
    },
    onClose,
  });
  return (
    <FormDialog {...dialog} title={t('console.desk.changeTitle')} submitLabel={t('console.desk.changeSubmit')} width={480}>
      <Typography level="body-sm">{t('console.signIn.text')}</Typography>
      <DeskField desks={model.lists ? desks : null} value={values.desk} onChange={(value) => form.set('desk', value)} error={errorText(errors.desk)} label={t('console.signIn.desk')} numberLabel={t('console.signIn.deskNumber')} autoFocus />
    </FormDialog>
  );
}
