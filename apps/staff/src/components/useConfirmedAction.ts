/**
 * A row action that asks first (delete a contact, end a session): which row waits for the
 * confirmation, and the confirmation dialog's props. A refusal keeps the dialog open with the
 * reason in it; each new question starts without the last one's reason.
 */
import { useState } from 'react';
import type { Outcome } from '../models/failure.js';
import { useFailureText } from './useFailureText.js';

export function useConfirmedAction<T>(run: (target: T) => Promise<Outcome<unknown>>) {
  const failureText = useFailureText();
  const [target, setTarget] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  return {
    /** The row the dialog asks about, or null while it is closed. */
    target,
    ask(next: T): void {
      setError(null);
      setTarget(next);
    },
    /** For ConfirmDialog. */
    dialog: {
      open: target !== null,
      error,
      onClose: () => setTarget(null),
      onConfirm: async (): Promise<boolean> => {
        if (target === null) return true;
        const outcome = await run(target);
        if (outcome.ok) return true;
        setError(failureText(outcome.failure));
        return false;
      },
    },
  };
}
