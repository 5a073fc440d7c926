/**
 * Logging a call, wherever it is logged (the call card, the applicant's page): the call form, then
 * its follow-up, with the draft notice. Built for the keyboard: the focus lands in the form for
 * the person and at each step, Ctrl+Enter saves, and a refused save puts the focus on the first
 * field with a problem. The outcome is a toast (the server's own sentence for a call).
 */
import Stack from '@mui/joy/Stack';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify, useSignalValue } from '@abitura/ui';
import type { CallFlowModel, SaveResult } from '../models/callFlowModel.js';
import { CALL_FIELDS, FOLLOW_UP_FIELDS } from '../models/callValues.js';
import type { FieldErrors } from '../models/formModel.js';
import { CallForm, unfinishedCallback } from './CallForm.js';
import { FeedbackNotice } from './FeedbackNotice.js';
import { FollowUpForm } from './FollowUpForm.js';
import { focusFirstProblem, isReachable } from './FormDialog.js';
import { useFailureText } from './useFailureText.js';

/**
 * The focus lands on a form's first control a person can reach with Tab; in a radio group, on its
 * chosen radio (a restored draft's), as Tab itself would.
 */
function focusFirst(form: HTMLFormElement | null): void {
  if (!form) return;
  const first = [...form.querySelectorAll<HTMLElement>('input, button, textarea, select')].find(isReachable);
  const chosen = first instanceof HTMLInputElement && first.type === 'radio' ? form.querySelector<HTMLInputElement>(`input[type="radio"][name="${first.name}"]:checked`) : null;
  (chosen ?? first)?.focus();
}

export interface CallFlowFormsProps {
  flow: CallFlowModel;
  /** The call is done (its follow-up saved or skipped): the next thing starts. */
  onDone: () => void;
}

export function CallFlowForms({ flow, onDone }: CallFlowFormsProps) {
  const { t } = useTranslation('calls');
  const notify = useNotify();
  const failureText = useFailureText();
  const person = useSignalValue(flow.person);
  const stage = useSignalValue(flow.stage);
  const restored = useSignalValue(flow.restored);
  const callRef = useRef<HTMLFormElement>(null);
  const followUpRef = useRef<HTMLFormElement>(null);
  /** Set when the call is done, so the focus goes where the owner says rather than into the empty form. */
  const done = useRef(false);

  // A new person or the next step: the focus goes where the operator types next.
  useEffect(() => {
    if (done.current) {
      done.current = false;
      onDone();
    } else focusFirst(stage === 'call' ? callRef.current : followUpRef.current);
    // Only a new person or the next step moves the focus, not a new onDone.
  }, [person?.id, stage]);

  useEffect(() => {
    if (stage === 'followUp' && !flow.templates.loaded.peek()) void flow.templates.load();
  }, [flow, stage]);

  /** A save that did not go through: the server's reason as a toast, the focus on the first field it names. */
  const notSaved = <V extends object, R>(result: SaveResult<R>, form: HTMLFormElement, fields: readonly (keyof V & string)[], errors: FieldErrors<V>) => {
    if (result.kind === 'refused') notify({ level: 'error', message: failureText(result.failure) });
    if (result.kind === 'refused' || result.kind === 'invalid') focusFirstProblem(form, fields, errors);
  };

  const register = async (form: HTMLFormElement) => {
    const result = await flow.register(unfinishedCallback(form, flow.callForm.values.peek()));
    if (result.kind === 'saved') notify({ level: 'success', message: result.value.message });
    else notSaved(result, form, CALL_FIELDS, flow.callForm.errors.peek());
  };

  const recordFollowUp = async (form: HTMLFormElement) => {
    // Marked before the save, as the step changes with it, and the effect reads the mark.
    done.current = true;
    const result = await flow.recordFollowUp();
    if (result.kind !== 'saved') done.current = false;
    if (result.kind === 'saved') {
      const letter = result.value.letter;
      notify({ level: 'success', message: letter ? t('followUp.savedWithLetter', { to: letter.to }) : t('followUp.saved') });
    } else notSaved(result, form, FOLLOW_UP_FIELDS, flow.followUpForm.errors.peek());
  };

  if (person === null) return null;
  return (
    <Stack spacing={2}>
      {restored ? <FeedbackNotice color="neutral" text={t('draft.restored')} onClose={flow.dismissRestored} /> : null}
      {stage === 'call' ? (
        <CallForm form={flow.callForm} formRef={callRef} onSubmit={(form) => void register(form)} />
      ) : (
        <FollowUpForm
          form={flow.followUpForm}
          templates={flow.templates}
          personEmail={person.email}
          formRef={followUpRef}
          onSubmit={(form) => void recordFollowUp(form)}
          onSkip={() => {
            done.current = true;
            flow.skipFollowUp();
            notify({ level: 'info', message: t('followUp.skipped') });
          }}
        />
      )}
    </Stack>
  );
}
