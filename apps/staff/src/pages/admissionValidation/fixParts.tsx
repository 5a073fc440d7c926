/**
 * What every fix dialog of the worklist shares: one requestId per dialog (made when it opens, kept
 * across a retry, so a retry after a lost answer applies once), the running write and its
 * refusal (the dialog stays open with what was typed), the server's issues on their fields, the
 * applications a finding is about, read when it opens, and the dialog's frame.
 */
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import Stack from '@mui/joy/Stack';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationItem } from '@abitura/contracts';
import { newRequestId } from '@abitura/sdk';
import { DialogFrame, FormFailure } from '../../components/FormDialog.js';
import { LoadState } from '../../components/LoadState.js';
import { useFailureText } from '../../components/useFailureText.js';
import type { Failure, Outcome } from '../../models/failure.js';

export function useFixRun<T>(run: (requestId: string) => Promise<Outcome<T>>, onDone: (value: T) => void) {
  const [requestId] = useState(newRequestId);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const submit = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    const outcome = await run(requestId);
    setBusy(false);
    if (outcome.ok) onDone(outcome.value);
    else setFailure(outcome.failure);
  };
  return { busy, failure, submit };
}

/** The server's problem with one field (`data.average_mark` belongs to average_mark). */
export function issueFor(failure: Failure | null, field: string): string | null {
  return failure?.issues.find((issue) => issue.path.split('.').includes(field))?.message ?? null;
}

/** A refusal that no field explains. */
export function restOf(failure: Failure | null, fields: readonly string[]): Failure | null {
  if (!failure) return null;
  return fields.some((field) => issueFor(failure, field) !== null) ? null : failure;
}

type Loaded<T> = { status: 'loading' } | { status: 'failed'; failure: Failure } | { status: 'ready'; value: T };

/** Reads what a dialog shows once, when it opens; `retry` reads again. */
export function useRead<T>(read: () => Promise<Outcome<T>>): { state: Loaded<T>; retry: () => void; set: (value: T) => void } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    void read().then((outcome) => {
      if (live) setState(outcome.ok ? { status: 'ready', value: outcome.value } : { status: 'failed', failure: outcome.failure });
    });
    return () => {
      live = false;
    };
    // Read once per opening (and per retry); the reader is a new function each render.
  }, [attempt]);
  return { state, retry: () => setAttempt((value) => value + 1), set: (value) => setState({ status: 'ready', value }) };
}

/** The loading or failed state of a dialog's read, or its content. */
export function ReadArea<T>({ state, retry, children }: { state: Loaded<T>; retry: () => void; children: (value: T) => ReactNode }) {
  const failureText = useFailureText();
  if (state.status === 'ready') return <>{children(state.value)}</>;
  return <LoadState loading={state.status === 'loading'} error={state.status === 'failed' ? failureText(state.failure) : null} onRetry={retry} />;
}

export interface FixFrameProps {
  title: string;
  busy: boolean;
  onClose: () => void;
  /** The submit button's text; none for a dialog that only shows (the duplicate). */
  submitLabel?: string | undefined;
  onSubmit?: (() => void) | undefined;
  /** The refusal no field explains. */
  failure?: Failure | null | undefined;
  children: ReactNode;
  width?: number;
}

/** A fix dialog: its content, the refusal, then the fix and the way out (Enter submits, Escape closes). */
export function FixFrame({ title, busy, onClose, submitLabel, onSubmit, failure = null, children, width = 600 }: FixFrameProps) {
  const { t } = useTranslation('admissionValidation');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit?.();
  };
  return (
    <DialogFrame open title={title} busy={busy} onClose={onClose} width={width}>
      <form noValidate onSubmit={submit}>
        <DialogContent sx={{ overflow: 'visible' }}>
          <Stack spacing={2}>
            {children}
            <FormFailure failure={failure} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ pt: 2 }}>
          {submitLabel && onSubmit ? (
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          ) : null}
          <Button variant="plain" color="neutral" disabled={busy} onClick={onClose}>
            {submitLabel ? t('fix.cancel') : t('fix.close')}
          </Button>
        </DialogActions>
      </form>
    </DialogFrame>
  );
}

/** One application in words: college, programme, funding and priority. */
export function useApplicationLabel(): (application: ApplicationItem) => string {
  const { t } = useTranslation('admissionValidation');
  const terms = useTranslation('admissionTerms').t;
  return (application) =>
    t('fix.applicationLabel', {
      college: application.group.college.name,
      program: application.group.program.name,
      funding: terms(`funding.${application.group.funding}`),
      priority: application.priority,
    });
}

/** A note inside a dialog (what the fix does). */
export function FixNote({ children }: { children: ReactNode }) {
  return (
    <Alert color="neutral" variant="soft">
      {children}
    </Alert>
  );
}
