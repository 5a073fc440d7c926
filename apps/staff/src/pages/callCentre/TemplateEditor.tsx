/**
 * One template open in a dialog. With the right to manage templates: its code, name, action
 * type, subject, body and active flag as a form, buttons that put a variable where the cursor
 * stood in the subject or body, Save, and a test letter to an address once everything is saved.
 * Without it: the template read only. The preview of the letter is beside the fields in both.
 * Closing is the page's: it asks first when there are unsaved changes.
 */
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import Grid from '@mui/joy/Grid';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify, useSignalValue } from '@abitura/ui';
import { ChoiceField } from '../../components/ChoiceField.js';
import { DialogFrame, focusFirstProblem, FormFailure, TextField, useFieldErrorText } from '../../components/FormDialog.js';
import { useFailureText } from '../../components/useFailureText.js';
import { useFormState } from '../../components/useFormState.js';
import { ACTION_TYPE_CHOICES, actionTypeLabel } from './actionTypes.js';
import { TemplatePreview } from './TemplatePreview.js';
import { TemplateTextField } from './TemplateTextField.js';
import { insertVariable, isTestAddress, type TemplateValues } from './templateText.js';
import type { TemplatesModel } from './templatesModel.js';

const FIELDS = ['code', 'name', 'action_type', 'subject', 'body'] as const;

export interface TemplateEditorProps {
  model: TemplatesModel;
  canEdit: boolean;
  /** Escape, the close button or Close: the page decides whether to ask first. */
  onRequestClose: () => void;
}

/** The template read only, for those who may not change it. */
function ReadOnlyFields({ values }: { values: TemplateValues }) {
  const { t } = useTranslation('callCentre');
  const row = (label: string, value: string, ltr = false) => (
    <div>
      <Typography level="body-xs" textColor="text.secondary">
        {label}
      </Typography>
      <Typography level="body-md" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} {...(ltr ? { dir: 'ltr' } : {})}>
        {value}
      </Typography>
    </div>
  );
  return (
    <Stack spacing={1.5}>
      {row(t('templates.fields.code'), values.code, true)}
      {row(t('templates.fields.name'), values.name)}
      {row(t('templates.fields.action_type'), values.action_type === '' ? t('templates.noActionType') : actionTypeLabel(Number(values.action_type)))}
      {row(t('templates.fields.subject'), values.subject)}
      {row(t('templates.fields.body'), values.body)}
      {row(t('templates.fields.active'), values.active ? t('templates.active') : t('templates.inactive'))}
    </Stack>
  );
}

function TestSend({ model }: { model: TemplatesModel }) {
  const { t } = useTranslation('callCentre');
  const notify = useNotify();
  const failureText = useFailureText();
  const dirty = useSignalValue(model.dirty);
  const editing = useSignalValue(model.editing);
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  if (editing?.id === null || editing === null) return null;
  const invalid = touched && !isTestAddress(to);
  const send = async () => {
    setTouched(true);
    if (!isTestAddress(to) || dirty) return;
    setBusy(true);
    const outcome = await model.testSend(to);
    setBusy(false);
    if (outcome === null) return;
    if (outcome.ok) notify({ level: 'success', message: t('templates.testSent', outcome.value) });
    else notify({ level: 'error', message: failureText(outcome.failure) });
  };
  return (
    <Stack spacing={1} component="section" aria-label={t('templates.testSend')}>
      <TextField name="testAddress" label={t('templates.testAddress')} type="email" dir="ltr" value={to} onChange={setTo} error={invalid ? t('templates.errors.email') : null} hint={dirty ? t('templates.testNeedsSave') : undefined} />
      <div>
        <Button variant="outlined" loading={busy} disabled={dirty} onClick={() => void send()}>
          {t('templates.testSend')}
        </Button>
      </div>
    </Stack>
  );
}

export function TemplateEditor({ model, canEdit, onRequestClose }: TemplateEditorProps) {
  const { t } = useTranslation('callCentre');
  const notify = useNotify();
  const errorText = useFieldErrorText('callCentre:templates.errors');
  const editing = useSignalValue(model.editing);
  const restored = useSignalValue(model.restored);
  const variables = useSignalValue(model.catalogue.value).variables;
  const { values, errors, submitting, formError } = useFormState(model.form);
  const subjectRef = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const bodyRef = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const [target, setTarget] = useState<'subject' | 'body'>('body');

  const insert = (name: string) => {
    const element = (target === 'subject' ? subjectRef : bodyRef).current;
    const text = values[target];
    const { text: next, caret } = insertVariable(text, name, element?.selectionStart ?? text.length, element?.selectionEnd ?? text.length);
    model.set(target, next);
    // After React has written the new text: the cursor stands right after the variable.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(caret, caret);
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const result = await model.save();
    if (result.kind === 'saved') notify({ level: 'success', message: t('templates.saved', { code: result.value.code }) });
    else if (result.kind === 'invalid') focusFirstProblem(form, FIELDS, model.form.errors.peek());
  };

  const title = editing?.id === null ? t('templates.newTitle') : t(canEdit ? 'templates.editTitle' : 'templates.viewTitle', { code: editing?.saved.code ?? '' });
  return (
    <DialogFrame open={editing !== null} title={title} busy={submitting} onClose={onRequestClose} width={1100}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogContent sx={{ overflow: 'visible' }}>
          <Stack spacing={2}>
            {restored ? (
              <Alert
                color="warning"
                variant="soft"
                endDecorator={
                  <Button size="sm" variant="outlined" color="warning" onClick={model.discardChanges}>
                    {t('templates.discardDraft')}
                  </Button>
                }
              >
                {t('templates.draftRestored')}
              </Alert>
            ) : null}
            {canEdit ? null : (
              <Alert color="neutral" variant="soft">
                {t('templates.readOnly')}
              </Alert>
            )}
            <Grid container spacing={3}>
              <Grid xs={12} md={7}>
                {canEdit ? (
                  <Stack spacing={2}>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                      <TextField name="code" label={t('templates.fields.code')} value={values.code} onChange={(value) => model.set('code', value)} error={errorText(errors.code)} required dir="ltr" spellCheck={false} maxLength={64} />
                      <ChoiceField
                        name="action_type"
                        label={t('templates.fields.action_type')}
                        value={values.action_type}
                        choices={ACTION_TYPE_CHOICES}
                        noneLabel={t('templates.noActionType')}
                        unknownLabel={(value) => actionTypeLabel(Number(value))}
                        onChange={(value) => model.set('action_type', value)}
                        error={errorText(errors.action_type)}
                      />
                    </Stack>
                    <TextField name="name" label={t('templates.fields.name')} value={values.name} onChange={(value) => model.set('name', value)} error={errorText(errors.name)} required maxLength={200} />
                    <TemplateTextField
                      name="subject"
                      label={t('templates.fields.subject')}
                      value={values.subject}
                      error={errorText(errors.subject)}
                      onChange={(value) => model.set('subject', value)}
                      onFocus={() => setTarget('subject')}
                      inputRef={subjectRef}
                    />
                    <TemplateTextField
                      name="body"
                      label={t('templates.fields.body')}
                      value={values.body}
                      error={errorText(errors.body)}
                      onChange={(value) => model.set('body', value)}
                      onFocus={() => setTarget('body')}
                      inputRef={bodyRef}
                    />
                    <Checkbox label={t('templates.fields.active')} checked={values.active} onChange={(event) => model.set('active', event.target.checked)} />
                    <Stack spacing={1} component="section" aria-labelledby="template-variables-title">
                      <Typography id="template-variables-title" level="title-sm" component="h3">
                        {t('templates.variables')}
                      </Typography>
                      <Typography level="body-xs" textColor="text.secondary">
                        {t('templates.variablesHint')}
                      </Typography>
                      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
                        {variables.map((variable) => (
                          <Button
                            key={variable.name}
                            size="sm"
                            variant="soft"
                            color="neutral"
                            dir="ltr"
                            title={variable.description}
                            aria-label={t('templates.insert', { name: variable.name })}
                            aria-description={variable.description}
                            onMouseDown={(event) => event.preventDefault()}
                            onClick={() => insert(variable.name)}
                          >
                            {`{{${variable.name}}}`}
                          </Button>
                        ))}
                      </Stack>
                    </Stack>
                  </Stack>
                ) : (
                  <ReadOnlyFields values={values} />
                )}
              </Grid>
              <Grid xs={12} md={5}>
                <Stack spacing={3}>
                  <TemplatePreview model={model} />
                  {canEdit ? <TestSend model={model} /> : null}
                </Stack>
              </Grid>
            </Grid>
            <FormFailure failure={formError} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ pt: 2 }}>
          {canEdit ? (
            <Button type="submit" loading={submitting}>
              {t('templates.save')}
            </Button>
          ) : null}
          <Button variant="plain" color="neutral" disabled={submitting} onClick={onRequestClose}>
            {t('templates.cancel')}
          </Button>
        </DialogActions>
      </form>
    </DialogFrame>
  );
}
