/** The small React glue between the sign-in models and their pages. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignalValue } from '@abitura/ui';
import type { Message } from './authRules.js';
import type { AuthForm, SubmitOutcome } from './authForm.js';

/** A model made once per page instance, its timers stopped when the page goes. */
export function useModel<T extends { dispose(): void }>(create: () => T): T {
  const [model] = useState(create);
  useEffect(() => () => model.dispose(), [model]);
  return model;
}

/** A model's Message in the person's language. */
export function useMessageText(): (message: Message) => string {
  const { t } = useTranslation('auth');
  return useCallback((message: Message) => ('text' in message ? message.text : t(message.key, message.values ?? {})), [t]);
}

/**
 * Where the focus goes after a submit: the first wrong field, or the form's problem alert. Moved
 * after the render that shows the error, so the field's description already holds it.
 */
/** Field inputs have the id `${prefix}-${field}`. */
export function useSubmitFocus(prefix: string) {
  const alertRef = useRef<HTMLDivElement>(null);
  const [target, setTarget] = useState<{ id: string | null } | null>(null);
  useEffect(() => {
    if (!target) return;
    const element = target.id === null ? alertRef.current : document.getElementById(target.id);
    element?.focus();
  }, [target]);
  const focusAfter = useCallback(
    (outcome: SubmitOutcome<string> | { kind: string }) => {
      // A new object each time, so a second failure moves the focus again.
      if (outcome.kind === 'invalid' && 'field' in outcome) setTarget({ id: `${prefix}-${outcome.field}` });
      else if (outcome.kind === 'failed') setTarget({ id: null });
    },
    [prefix],
  );
  return { alertRef, focusAfter };
}

/**
 * Binds a model's fields to their inputs: `bind('login')` gives the id (`${prefix}-login`, which
 * useSubmitFocus finds), the value, the change handler and the error.
 */
export function useAuthFields<F extends string>(form: Pick<AuthForm<F>, 'values' | 'errors' | 'set'>, prefix: string) {
  const values = useSignalValue(form.values);
  const errors = useSignalValue(form.errors);
  return (field: F) => ({ id: `${prefix}-${field}`, value: values[field], onChange: (value: string) => form.set(field, value), error: errors[field] });
}

/**
 * A name or login put into a sentence, isolated (U+2068 … U+2069) so a Latin or Cyrillic name
 * keeps its own direction inside an Arabic sentence and does not reorder the words around it.
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;
