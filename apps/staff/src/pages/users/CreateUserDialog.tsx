/**
 * Creates a user: login, full name, e-mail, phone, roles and privilege groups, checked as the
 * contract checks them, with the server's objections shown on their fields. On success the
 * one-time password is shown once, with a copy button and a warning that it will not be again.
 */
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useEffect, useId, useMemo, useRef } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buildPath } from '@abitura/sdk';
import type { PrivilegeGroup, Role } from '@abitura/sdk/contracts';
import { CopyButton, PhoneInput, useClient, useSignalValue } from '@abitura/ui';
import { LinkButton } from '../../components/LinkButton.js';
import { AssignmentPicker } from './AssignmentPicker.js';
import type { CatalogStatus } from './accessCatalog.js';
import { CREATE_FIELDS, createCreateUserModel, type CreatedUser, type CreateField, type FieldError } from './createUserModel.js';
import { useFailureText } from '../../components/useFailureText.js';
import { grants } from './permissionSources.js';

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

/** The phone field holds digits beyond the country code, yet PhoneInput reported no complete number. */
function phoneIncomplete(form: HTMLFormElement, value: string): boolean {
  const input = form.elements.namedItem('phone');
  const digits = input instanceof HTMLInputElement ? input.value.replace(/\D/g, '') : '';
  return value === '' && digits.length > 1;
}

export function CreateUserDialog({ open, onClose, onCreated, roles, groups, catalogStatus }: CreateUserDialogProps) {
  const { t } = useTranslation('users');
  const client = useClient();
  const model = useMemo(() => createCreateUserModel(client), [client]);
  const values = useSignalValue(model.values);
  const errors = useSignalValue(model.errors);
  const submitting = useSignalValue(model.submitting);
  const formError = useSignalValue(model.formError);
  const created = useSignalValue(model.created);
  const failureText = useFailureText();
  const titleId = useId();

  // Every opening starts with an empty form; the password of the last creation is forgotten.
  useEffect(() => {
    if (open) model.reset();
  }, [open, model]);

  const errorText = (error: FieldError | undefined): string | null => {
    if (!error) return null;
    return 'text' in error ? error.text : t(`create.errors.${error.key}`, { ...error.values, login: values.login.trim(), email: values.email.trim() });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const result = await model.submit({ phoneIncomplete: phoneIncomplete(form, model.values.peek().phone) });
    if (result) {
      onCreated(result);
      return;
    }
    // Focus goes to the first field with a problem, so the person lands where to fix it.
    const first = CREATE_FIELDS.find((field) => model.errors.peek()[field]);
    if (first) focusField(form, first);
  };

  return (
    <Modal open={open} onClose={() => (submitting ? undefined : onClose())}>
      <ModalDialog aria-labelledby={titleId} sx={{ width: 'min(600px, 100%)', maxHeight: '100dvh', overflowY: 'auto' }}>
        <ModalClose aria-label={t('create.close')} disabled={submitting} />
        <DialogTitle id={titleId} component="h2">
          {created ? t('create.doneTitle') : t('create.title')}
        </DialogTitle>
        {created ? (
          <OneTimePassword created={created} warnNoPasswordChange={!canChangePassword(roles, groups, values, catalogStatus)} onClose={onClose} />
        ) : (
          <form noValidate onSubmit={(event) => void submit(event)}>
            <DialogContent sx={{ overflow: 'visible' }}>
              <Stack spacing={2}>
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
                <TextField
                  name="fullName"
                  label={t('create.fields.fullName')}
                  value={values.fullName}
                  onChange={(value) => model.set('fullName', value)}
                  error={errorText(errors.fullName)}
                  required
                />
                <TextField
                  name="email"
                  type="email"
                  label={t('create.fields.email')}
                  value={values.email}
                  onChange={(value) => model.set('email', value)}
                  error={errorText(errors.email)}
                  dir="ltr"
                />
                <PhoneInput name="phone" label={t('create.fields.phone')} value={values.phone} onChange={(value) => model.set('phone', value)} error={errorText(errors.phone)} />
                {catalogStatus === 'ready' ? (
                  PICKERS.map(({ field, legend, empty }) => (
                    <AssignmentPicker
                      key={field}
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
                {formError ? (
                  <Alert role="alert" color="danger" variant="soft">
                    {failureText(formError)}
                  </Alert>
                ) : null}
              </Stack>
            </DialogContent>
            <DialogActions sx={{ pt: 2 }}>
              <Button type="submit" loading={submitting}>
                {t('create.submit')}
              </Button>
              <Button variant="plain" color="neutral" disabled={submitting} onClick={onClose}>
                {t('create.cancel')}
              </Button>
            </DialogActions>
          </form>
        )}
      </ModalDialog>
    </Modal>
  );
}

function focusField(form: HTMLFormElement, field: CreateField): void {
  const target = field === 'roleIds' || field === 'groupIds' ? form.querySelectorAll('fieldset')[field === 'roleIds' ? 0 : 1]?.querySelector('input') : form.elements.namedItem(field);
  if (target instanceof HTMLElement) target.focus();
}

/** The chosen roles and groups let the new user change the one-time password (unknown without the catalog). */
function canChangePassword(roles: readonly Role[], groups: readonly PrivilegeGroup[], values: { roleIds: readonly number[]; groupIds: readonly number[] }, status: CatalogStatus): boolean {
  if (status !== 'ready') return true;
  return grants(roles, values.roleIds, 'EditPassword') || grants(groups, values.groupIds, 'EditPassword');
}

interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  hint?: string;
  required?: boolean;
  autoFocus?: boolean;
  type?: 'text' | 'email';
  dir?: 'ltr';
}

function TextField({ name, label, value, onChange, error, hint, required = false, autoFocus = false, type = 'text', dir }: TextFieldProps) {
  return (
    <FormControl required={required} error={error !== null}>
      <FormLabel>{label}</FormLabel>
      <Input
        name={name}
        type={type}
        value={value}
        autoFocus={autoFocus}
        error={error !== null}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        slotProps={{ input: dir ? { dir } : {} }}
      />
      {error !== null ? <FormHelperText role="alert">{error}</FormHelperText> : hint ? <FormHelperText>{hint}</FormHelperText> : null}
    </FormControl>
  );
}

function OneTimePassword({ created, warnNoPasswordChange, onClose }: { created: CreatedUser; warnNoPasswordChange: boolean; onClose: () => void }) {
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
          {warnNoPasswordChange ? (
            <Alert color="danger" variant="soft">
              {t('create.noEditPassword')}
            </Alert>
          ) : null}
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
