/**
 * A data area of a page in its three states: nothing loaded yet (loading, or the failure
 * with a retry), loaded with nothing to show (a note), or the data. A failed reload keeps the data
 * on screen under an alert with a retry, so what a person was reading does not vanish.
 */
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { useEffect, type ReactNode } from 'react';
import type { ReadonlySignal } from '@preact/signals-react';
import { useTranslation } from 'react-i18next';
import { LoadState } from './LoadState.js';
import { useSignalValue } from '@abitura/ui';
import type { Failure } from '../models/failure.js';
import type { Loadable } from '../models/loadedResource.js';
import { useFailureText } from './useFailureText.js';

export interface LoadedAreaProps {
  loaded: boolean;
  error: Failure | null;
  onRetry: () => void;
  /** Loaded, with nothing to show: `emptyNote` shows instead of the children. */
  empty: boolean;
  emptyNote: ReactNode;
  children: ReactNode;
  /** Kept while nothing has loaded, so the page does not jump when the data arrives. @default none */
  minHeight?: number;
}

export function LoadedArea({ loaded, error, onRetry, empty, emptyNote, children, minHeight }: LoadedAreaProps) {
  const { t } = useTranslation('shell');
  const failureText = useFailureText();
  if (!loaded) {
    return (
      <Sheet variant="plain" sx={{ minHeight }}>
        <LoadState loading={!error} error={error ? failureText(error) : null} onRetry={onRetry} />
      </Sheet>
    );
  }
  return (
    <>
      {error ? (
        <Alert
          role="alert"
          color="danger"
          variant="soft"
          sx={{ mb: 2 }}
          endDecorator={
            <Button size="sm" variant="outlined" color="danger" onClick={onRetry}>
              {t('retry')}
            </Button>
          }
        >
          {failureText(error)}
        </Alert>
      ) : null}
      {empty ? emptyNote : children}
    </>
  );
}

export interface EmptyNoteProps {
  title: string;
  hint?: string | undefined;
  action?: ReactNode;
  /** A newer load runs. */
  busy?: boolean;
  minHeight?: number;
}

/** What an empty list says, with a way on when there is one. */
export function EmptyNote({ title, hint, action, busy = false, minHeight }: EmptyNoteProps) {
  return (
    <Sheet variant="soft" role="status" sx={{ p: 3, borderRadius: 'md', textAlign: 'center', minHeight, opacity: busy ? 0.6 : 1 }}>
      <Typography level={hint ? 'title-md' : 'body-md'}>{title}</Typography>
      {hint ? (
        <Typography level="body-sm" sx={{ mt: 1 }}>
          {hint}
        </Typography>
      ) : null}
      {action ? <div style={{ marginTop: 16 }}>{action}</div> : null}
    </Sheet>
  );
}

export interface ResourceAreaProps {
  /** What is shown: its load state, and the way to read it again. */
  resource: Loadable;
  /** Loaded, with nothing to show. @default false (a catalogue, a card) */
  empty?: boolean;
  /** What the empty area says (dimmed while a newer load runs). */
  emptyNote?: Omit<EmptyNoteProps, 'busy' | 'minHeight'>;
  children: ReactNode;
  minHeight?: number;
}

/** A LoadedArea over a model's load state. */
export function ResourceArea({ resource, empty = false, emptyNote, children, minHeight }: ResourceAreaProps) {
  const loading = useSignalValue(resource.loading);
  const loaded = useSignalValue(resource.loaded);
  const error = useSignalValue(resource.error);
  const height = minHeight === undefined ? {} : { minHeight };
  return (
    <LoadedArea loaded={loaded} error={error} onRetry={() => void resource.load()} empty={empty} emptyNote={emptyNote ? <EmptyNote {...emptyNote} busy={loading} {...height} /> : null} {...height}>
      {children}
    </LoadedArea>
  );
}

/** Loads a tab's model the first time it is shown while allowed; its data then stays for the page's life. */
export function useFirstLoad(model: { loaded: ReadonlySignal<boolean>; load(): Promise<void> }, allowed: boolean): void {
  useEffect(() => {
    if (allowed && !model.loaded.peek()) void model.load();
  }, [allowed, model]);
}

/** Says which right a part of the page needs, in place of that part. */
export function MissingRight({ text }: { text: string }) {
  return (
    <Alert color="neutral" variant="soft">
      {text}
    </Alert>
  );
}
