/**
 * Choosing the desk to work at from the active desks, each saying who works there, so taking a
 * desk over from a colleague is never a surprise. The same field serves the sign-in form on the
 * console, the "change desk" dialog, and the transfer dialog's desk choice. A desk closed since
 * the list was read is said on the field, and the list is read again without it.
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
import { focusFirstProblem, FormDialog, FormFailure, useFieldErrorText, useFormDialog } from '../../components/FormDialog.js';
import { ResourceArea } from '../../components/LoadedArea.js';
import { useFormState } from '../../components/useFormState.js';
import type { Outcome } from '../../models/failure.js';
import { createFormModel } from '../../models/formModel.js';
import { checkDeskChoice, DESK_CHOICE_FIELDS, type DeskChoiceValues } from './consoleForms.js';
import type { ConsoleModel } from './consoleModel.js';
import type { DeskView, DirectoryDesk } from './queueTypes.js';

export interface DeskFieldProps {
  desks: readonly DirectoryDesk[];
  /** The chosen desk's id as text, '' until chosen. */
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  name?: string;
  label: string;
}

export function DeskField({ desks, value, onChange, error, name = 'desk', label }: DeskFieldProps) {
  const { t } = useTranslation('queueAdmin');
  const session = useSession();
  const choices = desks.map((desk) => ({
    value: String(desk.id),
    label:
      desk.operator === null
        ? t('console.signIn.free', { name: desk.name })
        : desk.operator.id === session.user?.id
          ? t('console.signIn.mine', { name: desk.name })
          : t('console.signIn.taken', { name: desk.name, operator: desk.operator.name }),
  }));
  return <ChoiceField name={name} label={label} value={value} choices={choices} onChange={onChange} error={error} required minWidth={260} unknownLabel={() => t('console.signIn.closedDesk')} />;
}

/** Refusals of Queue/MyDesk that mean the desk is gone or closed: said on the field. */
const DESK_GONE = new Set(['NOT_FOUND', 'CONFLICT']);

/** The sign-in form model: a desk closed meanwhile comes back as a problem of the field. */
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
          const deskId = Number(values.desk);
          const name = model.desks.peek().find((desk) => desk.id === deskId)?.name ?? values.desk;
          const outcome = await model.signIn(deskId);
          if (outcome.ok || !DESK_GONE.has(outcome.failure.code)) return outcome;
          return { ok: false, failure: { ...outcome.failure, issues: [{ path: 'desk', message: tRef.current('console.deskClosed', { name }) }] } };
        },
      }),
    [model],
  );
}

/** Shown while the operator works at no desk: the desks and "Start working". */
export function DeskSignIn({ model, onSignedIn }: { model: ConsoleModel; onSignedIn: () => void }) {
  const { t } = useTranslation('queueAdmin');
  const errorText = useFieldErrorText('queueAdmin:form.errors');
  const desks = useSignalValue(model.desks);
  const form = useDeskChoiceForm(model);
  const { values, errors, submitting, formError } = useFormState(form);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const result = await form.submit();
    if (result.kind === 'saved') onSignedIn();
    else focusFirstProblem(element, DESK_CHOICE_FIELDS, form.errors.peek());
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="console-sign-in-title">
      <Typography id="console-sign-in-title" level="title-lg" component="h2">
        {t('console.signIn.title')}
      </Typography>
      <Typography level="body-sm">{t('console.signIn.text')}</Typography>
      <ResourceArea resource={model.directory} empty={desks.length === 0} emptyNote={{ title: t('console.signIn.noDesks') }}>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Stack spacing={1.5}>
            <Box sx={{ maxWidth: 420 }}>
              <DeskField desks={desks} value={values.desk} onChange={(value) => form.set('desk', value)} error={errorText(errors.desk)} label={t('console.signIn.desk')} />
            </Box>
            <Button type="submit" size="lg" loading={submitting} sx={{ alignSelf: 'flex-start' }}>
              {t('console.signIn.submit')}
            </Button>
            <FormFailure failure={formError} />
          </Stack>
        </form>
      </ResourceArea>
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
      <DeskField desks={desks} value={values.desk} onChange={(value) => form.set('desk', value)} error={errorText(errors.desk)} label={t('console.signIn.desk')} />
    </FormDialog>
  );
}
