/**
 * Logging a call with one person, as a signal model: the call form (CallService/registerCall),
 * then the follow-up (CallService/createInteraction) with the templates a letter may use
 * (EmailTemplate/List). The call card and the applicant's page both log calls through it, so a
 * call has one form everywhere, and a draft begun in one is found in the other: what is typed is
 * kept per signed-in user and per person while it changes, and forgotten once the call is done.
 * No React here.
 */
import { batch, effect, signal, type ReadonlySignal } from '@preact/signals-react';
import { systemClock, type ActionResult, type Client, type Clock } from '@abitura/sdk';
import { callDraft, type CallDraft, type CallDraftValue, type CallStage } from './callDraft.js';
import { EMPTY_CALL, EMPTY_FOLLOW_UP, followUpParams, registerCallParams, suggestedFollowUp, validateCall, validateFollowUp, type CallValues, type FollowUpValues } from './callValues.js';
import { outcomeOf, type Failure, type Outcome } from './failure.js';
import { createFormModel, type FieldErrors, type SubmitResult } from './formModel.js';
import { createLoadedResource } from './loadedResource.js';
import type { StorageArea } from './storedJson.js';

export type RegisteredCall = ActionResult<'CallService/registerCall'>;
export type CreatedFollowUp = ActionResult<'CallService/createInteraction'>;
export type TemplateList = ActionResult<'EmailTemplate/List'>;

/** A save's end: the form's (saved, unchanged, invalid before sending) or the server's refusal. */
export type SaveResult<R> = SubmitResult<R> | { kind: 'refused'; failure: Failure };

/** Whom the call is with: their id, and their own address, which a letter goes to by default. */
export interface CallFlowPerson {
  id: number;
  email: string | null;
}

export interface CallFlowOptions {
  client: Pick<Client, 'call'>;
  /** Where drafts are kept; none keeps nothing. */
  storage: StorageArea | null;
  /** The signed-in user, so a shared desk never shows another operator's draft. */
  userId: number | string | null;
  clock?: Pick<Clock, 'now'>;
  /** A call or its follow-up was written: the owner reads what shows it again (a timeline). */
  onRecorded?: () => void;
}

export type CallFlowModel = ReturnType<typeof createCallFlowModel>;

/** Two forms' values alike field by field (the organization by its id). */
function sameValues<V extends object>(a: V, b: V): boolean {
  return Object.keys(a).every((key) => {
    const left = a[key as keyof V] as unknown;
    const right = b[key as keyof V] as unknown;
    return left === right || (typeof left === 'object' && typeof right === 'object' && left !== null && right !== null && (left as { id?: unknown }).id === (right as { id?: unknown }).id);
  });
}

export function createCallFlowModel({ client, storage, userId, clock = systemClock, onRecorded }: CallFlowOptions) {
  const person = signal<CallFlowPerson | null>(null);
  const stage = signal<CallStage>('call');
  /** The draft was restored when the person was taken (the form says so). */
  const restored = signal(false);
  let draft: CallDraft | null = null;
  /** The server's last refusal of a save, for the error toast (the form keeps it on its fields). */
  let refusal: Failure | null = null;
  const noting = <T,>(outcome: Outcome<T>): Outcome<T> => {
    if (!outcome.ok) refusal = outcome.failure;
    return outcome;
  };

  /** The active templates a follow-up letter may use. */
  const templates = createLoadedResource<TemplateList>(() => client.call('EmailTemplate/List', { active: true }), { items: [], variables: [] });

  const callForm = createFormModel<CallValues, RegisteredCall>({
    initial: EMPTY_CALL,
    validate: (values) => validateCall(values, clock.now()),
    send: (values) => {
      const current = person.peek();
      return current === null ? null : client.call('CallService/registerCall', registerCallParams(current.id, values)).then(outcomeOf).then(noting);
    },
  });

  const followUpForm = createFormModel<FollowUpValues, CreatedFollowUp>({
    initial: EMPTY_FOLLOW_UP,
    validate: validateFollowUp,
    send: (values) => {
      const current = person.peek();
      return current === null ? null : client.call('CallService/createInteraction', followUpParams(current.id, values)).then(outcomeOf).then(noting);
    },
  });

  /** The follow-up's values before anything is typed: the letter would go to the person's own address. */
  const freshFollowUp = (of: CallFlowPerson | null): FollowUpValues => ({ ...EMPTY_FOLLOW_UP, email: of?.email ?? '' });

  /** Nothing typed yet: no draft to keep, and none to announce as restored. */
  function isBlank(value: CallDraftValue, of: CallFlowPerson | null): boolean {
    return value.stage === 'call' && sameValues(value.call, EMPTY_CALL) && sameValues(value.followUp, freshFollowUp(of));
  }

  /** A save that did not happen: refused by the server (with why), or stopped by the form's own checks. */
  function refused<R>(result: SubmitResult<R>): SaveResult<R> {
    return refusal === null ? result : { kind: 'refused', failure: refusal };
  }

  function finish(): void {
    const current = person.peek();
    batch(() => {
      restored.value = false;
      stage.value = 'call';
      callForm.reset(EMPTY_CALL);
      followUpForm.reset(freshFollowUp(current));
    });
    draft?.clear();
  }

  return {
    person: person as ReadonlySignal<CallFlowPerson | null>,
    stage: stage as ReadonlySignal<CallStage>,
    restored: restored as ReadonlySignal<boolean>,
    templates,
    callForm,
    followUpForm,

    /** The person the call is with: their draft (if any) or empty forms. */
    take(next: CallFlowPerson): void {
      draft = callDraft(storage, userId, next.id);
      const stored = draft.read();
      const saved = stored !== null && !isBlank(stored, next) ? stored : null;
      batch(() => {
        person.value = next;
        restored.value = saved !== null;
        stage.value = saved?.stage ?? 'call';
        callForm.reset(saved?.call ?? EMPTY_CALL);
        followUpForm.reset(saved?.followUp ?? freshFollowUp(next));
      });
    },

    /** No one on the line: the forms go (their drafts stay stored for that person). */
    release(): void {
      draft = null;
      batch(() => {
        person.value = null;
        restored.value = false;
        stage.value = 'call';
        callForm.reset(EMPTY_CALL);
        followUpForm.reset(EMPTY_FOLLOW_UP);
      });
    },

    /**
     * Registers the call; then the follow-up, its type suggested by the result. `extra`: problems
     * only the form's inputs see (a callback date typed but refused by the picker).
     */
    async register(extra: FieldErrors<CallValues> = {}): Promise<SaveResult<RegisteredCall>> {
      refusal = null;
      const result = await callForm.submit(extra);
      if (result.kind !== 'saved') return refused(result);
      const current = person.peek();
      const sentResult = callForm.values.peek().result;
      batch(() => {
        restored.value = false;
        stage.value = 'followUp';
        followUpForm.reset({ ...freshFollowUp(current), actionType: suggestedFollowUp(sentResult) });
        callForm.reset(EMPTY_CALL);
      });
      onRecorded?.();
      return result;
    },

    /** Records the follow-up; the call is then done and its draft forgotten. */
    async recordFollowUp(): Promise<SaveResult<CreatedFollowUp>> {
      refusal = null;
      const result = await followUpForm.submit();
      if (result.kind !== 'saved') return refused(result);
      finish();
      onRecorded?.();
      return result;
    },

    /** The call needs no follow-up: done, draft forgotten. */
    skipFollowUp(): void {
      finish();
    },

    dismissRestored(): void {
      restored.value = false;
    },

    /**
     * Keeps every change to either form as the draft of the person on the line, until the returned
     * function is called (the owner's mount and unmount; twice over under StrictMode, hence not at
     * creation).
     */
    keepDrafts(): () => void {
      return effect(() => {
        const value = { stage: stage.value, call: callForm.values.value, followUp: followUpForm.values.value };
        const current = person.value;
        if (current === null || draft === null) return;
        if (isBlank(value, current)) draft.clear();
        else draft.write(value);
      });
    },
  };
}
