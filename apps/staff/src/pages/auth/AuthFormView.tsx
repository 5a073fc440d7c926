/**
 * The form every sign-in page renders around its fields: the problem alert on top, the submit
 * button (Enter in any field presses it) with its busy state, and the wait the server asked for.
 * After a submit the focus goes to the first wrong field or to the alert.
 */
import Stack from '@mui/joy/Stack';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignalValue } from '@abitura/ui';
import type { AuthForm } from './authForm.js';
import { FormProblem, PasswordField, PasswordRulesList, SubmitButton, WaitNote, type AuthFieldProps } from './AuthFields.js';
import { useSubmitFocus } from './authHooks.js';
import type { PasswordRule } from './authRules.js';

export interface AuthFormViewProps {
  form: Pick<AuthForm<string>, 'problem' | 'busy' | 'wait'>;
  /** Runs the model's submit (and whatever the page does on success); its outcome places the focus. */
  submit: () => Promise<{ kind: string; field?: string }>;
  /**
   * The page's section of the auth texts (`<area>.submit`, `<area>.busy`, `<area>.failed`) and
   * the prefix of its field ids (see useAuthFields).
   */
  area: AuthArea;
  children: ReactNode;
}

export type AuthArea = 'login' | 'forgot' | 'reset' | 'edit';

export function AuthFormView({ form, submit, area, children }: AuthFormViewProps) {
  const { t } = useTranslation('auth');
  const problem = useSignalValue(form.problem);
  const busy = useSignalValue(form.busy);
  const wait = useSignalValue(form.wait);
  const { alertRef, focusAfter } = useSubmitFocus(area);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    focusAfter(await submit());
  };
  return (
    <form noValidate aria-busy={busy} onSubmit={(event) => void onSubmit(event)}>
      <Stack spacing={2}>
        <FormProblem problem={problem} title={t(`${area}.failed`)} alertRef={alertRef} />
        {children}
        <SubmitButton busy={busy} waiting={wait > 0} label={t(`${area}.submit`)} busyLabel={t(`${area}.busy`)} />
        <WaitNote seconds={wait} />
      </Stack>
    </form>
  );
}

/** What useAuthFields binds for one field. */
export type BoundField = Pick<AuthFieldProps, 'id' | 'value' | 'onChange' | 'error'>;

export interface NewPasswordFieldsProps {
  /** The bound 'password' and 'repeat' fields. */
  password: BoundField;
  repeat: BoundField;
  rules: readonly PasswordRule[];
  newLabel: string;
  repeatLabel: string;
}

/** A new password, the rules it must meet (read with the field), and its repeat. */
export function NewPasswordFields({ password, repeat, rules, newLabel, repeatLabel }: NewPasswordFieldsProps) {
  const rulesId = `${password.id}-rules`;
  return (
    <>
      <PasswordField {...password} label={newLabel} autoComplete="new-password" describedBy={rulesId} />
      <PasswordRulesList id={rulesId} rules={rules} />
      <PasswordField {...repeat} label={repeatLabel} autoComplete="new-password" />
    </>
  );
}
