/**
 * The call card as a signal model: the person on the line (picked from the search, or opened by
 * id from the address), their timeline beside the forms (CallService/getInteractionsForPerson),
 * the call form (CallService/registerCall) and then the follow-up (CallService/createInteraction)
 * with the templates a letter may use (EmailTemplate/List). What is typed is kept as a draft per
 * person while it changes and forgotten once the call is done. No React here.
 */
import { batch, effect, signal, type ReadonlySignal } from '@preact/signals-react';
import { systemClock, type ActionResult, type Client, type Clock } from '@abitura/sdk';
import type { ApplicantRecord, CallPerson, Interaction } from '@abitura/sdk/contracts';
import { outcomeOf, type Failure, type Outcome } from '../../models/failure.js';
import { createFormModel, type FieldErrors, type SubmitResult } from '../../models/formModel.js';
import { createLatestLoad } from '../../models/latestLoad.js';
import { createLoadedResource, createPagedResource, type LoadedResource, type PagedResource } from '../../models/loadedResource.js';
import type { StorageArea } from '../../models/storedJson.js';
import { callDraft, type CallDraft, type CallDraftValue, type CallStage } from './callDraft.js';
import {
  EMPTY_CALL,
  EMPTY_FOLLOW_UP,
  followUpParams,
  registerCallParams,
  suggestedFollowUp,
  validateCall,
  validateFollowUp,
  type CallValues,
  type FollowUpValues,
} from './callValues.js';
import { createPersonSearchModel } from './personSearchModel.js';

export type RegisteredCall = ActionResult<'CallService/registerCall'>;
export type CreatedFollowUp = ActionResult<'CallService/createInteraction'>;
export type TemplateList = ActionResult<'EmailTemplate/List'>;

/** A save's end: the form's (saved, unchanged, invalid before sending) or the server's refusal. */
export type SaveResult<R> = SubmitResult<R> | { kind: 'refused'; failure: Failure };

export interface CallCardOptions {
  client: Pick<Client, 'call'>;
  /** Where drafts are kept; none keeps nothing. */
  storage: StorageArea | null;
  /** The signed-in user, so a shared desk never shows another operator's draft. */
  userId: number | string | null;
  clock?: Pick<Clock, 'now' | 'setTimeout' | 'clearTimeout'>;
  debounceMs?: number;
  /** Read the applicant's record too (grade, stage, curator), for those allowed to (viewAbiturient). */
  withRecord?: boolean;
}

export type CallCardModel = ReturnType<typeof createCallCardModel>;

/** Two forms' values alike field by field (the organization by its id). */
function sameValues<V extends object>(a: V, b: V): boolean {
  return Object.keys(a).every((key) => {
    const left = a[key as keyof V] as unknown;
    const right = b[key as keyof V] as unknown;
    return left === right || (typeof left === 'object' && typeof right === 'object' && left !== null && right !== null && (left as { id?: unknown }).id === (right as { id?: unknown }).id);
  });
}

export function createCallCardModel({ client, storage, userId, clock = systemClock, debounceMs, withRecord = false }: CallCardOptions) {
  const search = createPersonSearchModel({ client, clock, ...(debounceMs === undefined ? {} : { debounceMs }) });
  const person = signal<CallPerson | null>(null);
  const stage = signal<CallStage>('call');
  /** The draft was restored when the person opened (the page says so). */
  const restored = signal(false);
  const opening = createLatestLoad();
  /** The id asked for in the address that found nobody. */
  const missing = signal<number | null>(null);
  let draft: CallDraft | null = null;
  /** The server's last refusal of a save, for the error toast (the form keeps it on its fields). */
  let refusal: Failure | null = null;
  const noting = <T,>(outcome: Outcome<T>): Outcome<T> => {
    if (!outcome.ok) refusal = outcome.failure;
    return outcome;
  };

  /** The person's timeline; a new one for each person, so a slow page of the last never shows. */
  const history = signal<PagedResource<Interaction> | null>(null);
  const timelineOf = (personId: number) =>
    createPagedResource<Interaction>((page, pageSize) => client.call('CallService/getInteractionsForPerson', { personId, page, pageSize }), 10);

  /** The person's record beyond what the search gives (grade, stage, curator); null without the right. */
  const record = signal<LoadedResource<ApplicantRecord | null> | null>(null);

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
  const freshFollowUp = (of: CallPerson | null): FollowUpValues => ({ ...EMPTY_FOLLOW_UP, email: of?.email ?? '' });

  /** Nothing typed yet: no draft to keep, and none to announce as restored. */
  function isBlank(value: CallDraftValue, of: CallPerson | null): boolean {
    return value.stage === 'call' && sameValues(value.call, EMPTY_CALL) && sameValues(value.followUp, freshFollowUp(of));
  }

  /** The person on the line: their draft (if any) or empty forms, their timeline from the start. */
  function take(next: CallPerson): void {
    search.clear();
    draft = callDraft(storage, userId, next.id);
    const stored = draft.read();
    const saved = stored !== null && !isBlank(stored, next) ? stored : null;
    batch(() => {
      person.value = next;
      missing.value = null;
      restored.value = saved !== null;
      stage.value = saved?.stage ?? 'call';
      callForm.reset(saved?.call ?? EMPTY_CALL);
      followUpForm.reset(saved?.followUp ?? freshFollowUp(next));
    });
    const timeline = timelineOf(next.id);
    history.value = timeline;
    void timeline.load();
    if (withRecord) {
      const details = createLoadedResource<ApplicantRecord | null>(() => client.call('Abiturient/GetAbiturient', { id: next.id }), null);
      record.value = details;
      void details.load();
    }
  }

  return {
    search,
    person: person as ReadonlySignal<CallPerson | null>,
    stage: stage as ReadonlySignal<CallStage>,
    restored: restored as ReadonlySignal<boolean>,
    opening: opening.loading,
    openError: opening.error as ReadonlySignal<Failure | null>,
    missing: missing as ReadonlySignal<number | null>,
    history: history as ReadonlySignal<PagedResource<Interaction> | null>,
    record: record as ReadonlySignal<LoadedResource<ApplicantRecord | null> | null>,
    templates,
    callForm,
    followUpForm,

    pick: take,

    /** Opens the person by id (the address's ?person=). */
    async open(id: number): Promise<void> {
      if (person.peek()?.id === id) return;
      await opening.run(
        () => client.call('CallService/getPersonList', { search: { id }, limit: 1 }),
        (data) => {
          const found = data.items[0];
          if (found) take(found);
          else missing.value = id;
        },
      );
    },

    /** Another person: the forms go (their drafts stay stored for that person). */
    release(): void {
      draft = null;
      batch(() => {
        person.value = null;
        history.value = null;
        record.value = null;
        restored.value = false;
        stage.value = 'call';
        callForm.reset(EMPTY_CALL);
        followUpForm.reset(EMPTY_FOLLOW_UP);
      });
    },

    /** Registers the call; then the follow-up, its type suggested by the result, and the timeline again. */
    /** `extra`: problems only the page sees (a callback date typed but refused by the picker). */
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
      history.peek()?.restart();
      return result;
    },

    /** Records the follow-up; the call is then done and its draft forgotten. */
    async recordFollowUp(): Promise<SaveResult<CreatedFollowUp>> {
      refusal = null;
      const result = await followUpForm.submit();
      if (result.kind !== 'saved') return refused(result);
      finish();
      history.peek()?.restart();
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
     * function is called (the page's mount and unmount; twice over under StrictMode, hence not at
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

    /** Stops a search still waiting for its pause. */
    dispose: search.dispose,
  };

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
}
