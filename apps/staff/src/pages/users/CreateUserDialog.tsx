/**
 * Creates a user: login, full name, e-mail, phone, roles and privilege groups, checked as the
 * contract checks them, with the server's objections shown on their fields. On success the
 * one-time password is shown once, with a copy button and a warning that it will not be again.
 */
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buildPath } from '@abitura/sdk';
import type { PrivilegeGroup, Role } from '@abitura/contracts';
import { CopyButton, PhoneInput, useClient, useSignalValue } from '@abitura/ui';
import { DialogForm, DialogFrame, focusFirstProblem, phoneIncomplete, TextField, useFieldErrorText } from '../../components/FormDialog.js';
import { LinkButton } from '../../components/LinkButton.js';
import { AssignmentPicker } from './AssignmentPicker.js';
import type { CatalogStatus } from './accessCatalog.js';
import { CREATE_FIELDS, createCreateUserModel, type CreatedUser } from './createUserModel.js';

export interface CreateUserDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called once the server created the user (the list reloads). */
  onCreated: (created: CreatedUser) => void;
  roles: readonly Role[];
  groups: readonly PrivilegeGroup[];
  catalogStatus: CatalogStatus;
}

const PICKERS = [
  { field: 'roleIds', legend: 'create.fields.roles', empty: 'roles.noRoles' },
  { field: 'groupIds', legend: 'create.fields.groups', empty: 'roles.noGroups' },
] as const;

export function CreateUserDialog({ open, onClose, onCreated, roles, groups, catalogStatus }: CreateUserDialogProps) {
  const { t } = useTranslation('users');
  const client = useClient();
  const model = useMemo(() => createCreateUserModel(client), [client]);
  const values = useSignalValue(model.values);
  const errors = useSignalValue(model.errors);
  const submitting = useSignalValue(model.submitting);
  const formError = useSignalValue(model.formError);
  const created = useSignalValue(model.created);
  const fieldErrorText = useFieldErrorText('users:create.errors');

  // Every opening starts with an empty form; the password of the last creation is forgotten.
  useEffect(() => {
    if (open) model.reset();
  }, [open, model]);

  // A taken login or e-mail is named in the sentence.
  const errorText = (error: Parameters<typeof fieldErrorText>[0]) => fieldErrorText(error, { login: values.login.trim(), email: values.email.trim() });

  const submit = async (form: HTMLFormElement) => {
    const result = await model.submit({ phoneIncomplete: phoneIncomplete(form, 'phone', model.values.peek().phone) });
    if (result) onCreated(result);
    else focusFirstProblem(form, CREATE_FIELDS, model.errors.peek());
  };

  return (
    <DialogFrame open={open} title={created ? t('create.doneTitle') : t('create.title')} busy={submitting} onClose={onClose} width={600}>
      {created ? (
        <OneTimePassword created={created} onClose={onClose} />
      ) : (
        <DialogForm submitLabel={t('create.submit')} submitting={submitting} formError={formError} onSubmit={(form) => void submit(form)} onCancel={onClose}>
          <Typography level="body-sm">{t('create.intro')}</Typography>
          <TextField
            name="login"
            label={t('create.fields.login')}
            hint={t('create.hints.login')}
            value={values.login}
            onChange={(value) => model.set('login', value)}
            error={errorText(errors.login)}
            required
            autoFocus
            dir="ltr"
          />
          <TextField name="fullName" label={t('create.fields.fullName')} value={values.fullName} onChange={(value) => model.set('fullName', value)} error={errorText(errors.fullName)} required />
          <TextField name="email" type="email" label={t('create.fields.email')} value={values.email} onChange={(value) => model.set('email', value)} error={errorText(errors.email)} dir="ltr" />
          <PhoneInput name="phone" label={t('create.fields.phone')} value={values.phone} onChange={(value) => model.set('phone', value)} error={errorText(errors.phone)} />
          {catalogStatus === 'ready' ? (
            PICKERS.map(({ field, legend, empty }) => (
              <AssignmentPicker
                key={field}
                name={field}
                legend={t(legend)}
                sets={field === 'roleIds' ? roles : groups}
                selected={values[field]}
                onChange={(ids) => model.set(field, ids)}
                error={errorText(errors[field])}
                emptyText={t(empty)}
              />
            ))
          ) : (
            <Typography level="body-sm" textColor="text.tertiary">
              {t(catalogStatus === 'loading' || catalogStatus === 'idle' ? 'roles.catalogLoading' : 'create.noCatalog')}
            </Typography>
          )}
        </DialogForm>
      )}
    </DialogFrame>
  );
}

function OneTimePassword({ created, onClose }: { created: CreatedUser; onClose: () => void }) {
  const { t } = useTranslation('users');
  const passwordRef = useRef<HTMLDivElement>(null);
  const warningId = useId();
  useEffect(() => passwordRef.current?.focus(), []);
  const name = created.user.fullName || created.user.login;
  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          <Typography level="body-md">{t('create.done', { name, login: created.user.login })}</Typography>
          <div>
            <Typography level="title-sm" component="p" sx={{ mb: 0.5 }}>
              {t('create.passwordLabel')}
            </Typography>
            <Stack direction="row" spacing={1} alignItems="center">
              <Sheet
                ref={passwordRef}
                tabIndex={-1}
                variant="soft"
                aria-label={t('create.passwordLabel')}
                aria-describedby={warningId}
                dir="ltr"
                sx={{ px: 2, py: 1, borderRadius: 'sm', fontFamily: 'code', fontSize: 'lg', letterSpacing: '0.05em', userSelect: 'all', wordBreak: 'break-all' }}
              >
                {created.oneTimePassword}
              </Sheet>
              <CopyButton text={created.oneTimePassword} label={t('create.copyPassword')} variant="outlined" />
            </Stack>
          </div>
          <Alert id={warningId} color="warning" variant="soft">
            {t('create.passwordWarning')}
          </Alert>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ pt: 2 }}>
        <Button onClick={onClose}>{t('create.finish')}</Button>
        <LinkButton variant="outlined" href={buildPath('access-users-view', { id: created.user.id })}>
          {t('create.openUser')}
        </LinkButton>
      </DialogActions>
    </>
  );
}
