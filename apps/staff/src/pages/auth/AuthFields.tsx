/**
 * The pieces the sign-in forms are built from: a labelled field whose error is its description
 * (Joy's FormControl ties FormHelperText to the input with aria-describedby), a password field
 * with show/hide, the password rules, the problem alert and the wait before the next attempt.
 */
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import JoyLink from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CheckIcon, DotIcon, InfoIcon } from '../../components/icons.js';
import type { Message, PasswordRule } from './authRules.js';
import { useMessageText } from './authHooks.js';
import { formatWait } from './countdown.js';
import type { Problem } from './replyProblems.js';
import { visuallyHidden } from '@abitura/ui';

export interface AuthFieldProps {
  /** Id of the <input>; the submit focus finds the field by it. */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: Message | undefined;
  autoComplete: string;
  autoFocus?: boolean;
  /** @default 'text' */
  type?: 'text' | 'password';
  endDecorator?: ReactNode;
  /** Ids of more text that describes the field (the password rules). */
  describedBy?: string;
}

export function AuthField({ id, label, value, onChange, error, autoComplete, autoFocus, type = 'text', endDecorator, describedBy }: AuthFieldProps) {
  const text = useMessageText();
  const message = error ? text(error) : null;
  // Joy describes the input by the helper text only when it has one; extra ids are added to it.
  const description = [message !== null ? `${id}-helper-text` : null, describedBy ?? null].filter(Boolean).join(' ');
  return (
    <FormControl id={id} error={message !== null}>
      <FormLabel>{label}</FormLabel>
      <Input
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        autoFocus={autoFocus ?? false}
        // Joy's FormControl colours the field, but only Input's own `error` sets aria-invalid.
        error={message !== null}
        endDecorator={endDecorator}
        slotProps={{
          input: {
            'aria-required': true,
            spellCheck: false,
            autoCapitalize: 'none',
            // Logins, addresses and passwords are typed left to right on Arabic pages too.
            dir: 'ltr',
            ...(description ? { 'aria-describedby': description } : {}),
          },
        }}
      />
      {message !== null ? <FormHelperText>{message}</FormHelperText> : null}
    </FormControl>
  );
}

/** A password field with a button that shows what was typed (checking a long password for a typo). */
export function PasswordField(props: Omit<AuthFieldProps, 'type' | 'endDecorator'>) {
  const { t } = useTranslation('auth');
  const [shown, setShown] = useState(false);
  return (
    <AuthField
      {...props}
      type={shown ? 'text' : 'password'}
      endDecorator={
        <Button
          type="button"
          size="sm"
          variant="plain"
          color="neutral"
          aria-label={t(shown ? 'fields.hidePassword' : 'fields.showPassword')}
          aria-controls={props.id}
          onClick={() => setShown((now) => !now)}
        >
          {t(shown ? 'fields.hide' : 'fields.show')}
        </Button>
      }
    />
  );
}

const MARK = { met: <CheckIcon />, unmet: <DotIcon />, server: <InfoIcon /> } as const;

/** The server's password policy, each line marked as met or not while the person types. */
export function PasswordRulesList({ id, rules }: { id: string; rules: readonly PasswordRule[] }) {
  const { t } = useTranslation('auth');
  const text = useMessageText();
  return (
    <Box id={id}>
      <Typography level="body-sm" fontWeight="lg">
        {t('rules.title')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rules.map((rule) => {
          const state = rule.met === null ? 'server' : rule.met ? 'met' : 'unmet';
          return (
            <Typography
              key={rule.id}
              component="li"
              level="body-sm"
              color={state === 'met' ? 'success' : 'neutral'}
              startDecorator={MARK[state]}
            >
              {text(rule.message)}
              <span style={visuallyHidden}> — {t(`rules.${state}`)}</span>
            </Typography>
          );
        })}
      </Box>
    </Box>
  );
}

export interface FormProblemProps {
  problem: Problem | null;
  /** What failed, for the alert's first line ("Не удалось войти"). */
  title: string;
  alertRef: Ref<HTMLDivElement>;
}

/** Why the last attempt failed; it takes the focus after a failed submit (useSubmitFocus). */
export function FormProblem({ problem, title, alertRef }: FormProblemProps) {
  const text = useMessageText();
  if (!problem) return null;
  const color = problem.kind === 'throttled' ? 'warning' : 'danger';
  return (
    <Alert ref={alertRef} tabIndex={-1} role="alert" color={color} variant="soft" sx={{ alignItems: 'flex-start' }}>
      <div>
        <Typography level="title-sm" color={color}>
          {title}
        </Typography>
        <Typography level="body-sm">{text(problem.message)}</Typography>
      </div>
    </Alert>
  );
}

/**
 * The time left before the server accepts another attempt. A timer, not a live region: it is
 * read on request rather than announced every second.
 */
export function WaitNote({ seconds }: { seconds: number }) {
  const { t } = useTranslation('auth');
  if (seconds <= 0) return null;
  return (
    <Typography role="timer" level="body-sm" textAlign="center" textColor="text.secondary">
      {t('wait', { time: formatWait(seconds) })}
    </Typography>
  );
}

/** A text link inside the app (wouter), styled by Joy. */
export function AuthLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <JoyLink component={Link} href={href} level="body-sm">
      {children}
    </JoyLink>
  );
}

export interface SubmitButtonProps {
  busy: boolean;
  /** The server asked to wait: the button stays off until the time is up. */
  waiting: boolean;
  label: string;
  busyLabel: string;
}

/** The form's submit button; Enter in any field presses it. */
export function SubmitButton({ busy, waiting, label, busyLabel }: SubmitButtonProps) {
  return (
    <Button type="submit" size="lg" fullWidth loading={busy} loadingPosition="start" disabled={waiting}>
      {busy ? busyLabel : label}
    </Button>
  );
}
