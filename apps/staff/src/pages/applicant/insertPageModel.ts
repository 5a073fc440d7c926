/**
 * The insert page as a signal model: the applicant form, its draft kept for the tab, the
 * duplicate check while typing, and saving with the duplicates in mind. Before saving the check
 * runs once more; when likely duplicates exist the page asks "create anyway?" and only then sends
 * ignore_duplicates. A CONFLICT from Abiturient/Create (someone added the same person meanwhile)
 * shows the duplicates again. Merging sends what was entered into the chosen record.
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals-react';
import { systemClock, type Client, type Clock } from '@abitura/sdk';
import type { ApplicantRecord } from '@abitura/contracts';
import { outcomeOf, type Failure, type Outcome } from '../../models/failure.js';
import type { FieldErrors } from '../../models/formModel.js';
import { validateApplicant } from './applicantChecks.js';
import { createApplicantForm } from './applicantForm.js';
import type { ApplicantDraft } from './applicantDraft.js';
import { applicantPayload, duplicateProbe, mergeData } from './applicantPayload.js';
import { emptyApplicant, type ApplicantValues } from './applicantValues.js';
import { createDuplicateCheck } from './duplicateCheck.js';
import type { Prefill } from './searchPrefill.js';

export type MergeResult = { id: number; fullname: string; filled: readonly string[] };

/** How a save ended: saved, stopped by the form's problems, or waiting for "create anyway?". */
export type InsertResult = { kind: 'saved'; record: ApplicantRecord } | { kind: 'invalid' } | { kind: 'duplicates' };

export interface InsertPageOptions {
  client: Pick<Client, 'call'>;
  draft: ApplicantDraft;
  /** From the search page's query; applied over the draft. */
  prefill?: Prefill;
  /** Today and the duplicate check's timers. @default the system clock */
  clock?: Pick<Clock, 'now' | 'setTimeout' | 'clearTimeout'>;
  /** @default DUPLICATE_CHECK_MS */
  debounceMs?: number;
}

export type InsertPageModel = ReturnType<typeof createInsertPageModel>;

export function createInsertPageModel({ client, draft, prefill = {}, clock = systemClock, debounceMs }: InsertPageOptions) {
  const now = () => new Date(clock.now());
  const stored = draft.load();
  const initial: ApplicantValues = { ...(stored ?? emptyApplicant()), ...prefill };
  /** Set while the person has confirmed "create anyway" for the duplicates on screen. */
  let ignoreDuplicates = false;
  const form = createApplicantForm({
    initial,
    now,
    send: (values) => client.call('Abiturient/Create', { data: applicantPayload(values), ignore_duplicates: ignoreDuplicates }).then(outcomeOf),
  });
  const duplicates = createDuplicateCheck(client, { ...(debounceMs === undefined ? {} : { debounceMs }), clock });
  /** "Create anyway?" is asked. */
  const confirming = signal(false);
  /** The duplicates were found by the server when saving (they appeared while the form was filled). */
  const appeared = signal(false);
  const saving = signal(false);
  /** The server's CONFLICT, for the question when the check cannot name the duplicates. */
  const conflict = signal<Failure | null>(null);
  /** The draft came back from an earlier visit of this tab. */
  const restored = stored !== null;

  const recheck = () => duplicates.schedule(duplicateProbe(form.values.peek(), now()));

  async function create(): Promise<InsertResult> {
    const result = await form.submit();
    if (result.kind === 'saved') {
      draft.clear();
      duplicates.clear();
      return { kind: 'saved', record: result.value };
    }
    const refusal = form.formError.peek();
    if (refusal?.code !== 'CONFLICT') return { kind: 'invalid' };
    // Someone entered the same person meanwhile: show who, and ask again. The question stays even
    // when the check finds nobody the server meant, with the server's own words.
    await duplicates.checkNow(duplicateProbe(form.values.peek(), now()));
    form.reset(form.values.peek());
    batch(() => {
      appeared.value = true;
      conflict.value = refusal;
      confirming.value = true;
    });
    return { kind: 'duplicates' };
  }

  async function guarded(run: () => Promise<InsertResult>): Promise<InsertResult> {
    if (saving.peek()) return { kind: 'invalid' };
    saving.value = true;
    try {
      return await run();
    } finally {
      saving.value = false;
    }
  }

  return {
    form,
    duplicates,
    restored,
    confirming: confirming as ReadonlySignal<boolean>,
    appeared: appeared as ReadonlySignal<boolean>,
    conflict: conflict as ReadonlySignal<Failure | null>,
    saving: saving as ReadonlySignal<boolean>,

    /** Changes a field, keeps the draft and checks for duplicates after the pause. */
    set<F extends keyof ApplicantValues & string>(field: F, value: ApplicantValues[F]): void {
      form.set(field, value);
      draft.save(form.values.peek());
      recheck();
    },

    /** Checks the draft or prefill the page opened with. */
    start: recheck,

    /**
     * Saves: the form's checks first (`extra` adds what only the page sees, a half-typed date or
     * phone), then the duplicate check, then Abiturient/Create.
     */
    save(extra: FieldErrors<ApplicantValues> = {}): Promise<InsertResult> {
      return guarded(async () => {
        ignoreDuplicates = false;
        batch(() => {
          appeared.value = false;
          conflict.value = null;
        });
        const values = form.values.peek();
        // A form with problems shows them (submit finds them and sends nothing) before any question.
        if (Object.keys({ ...validateApplicant(values, now()), ...extra }).length > 0) {
          await form.submit(extra);
          return { kind: 'invalid' };
        }
        const check = await duplicates.checkNow(duplicateProbe(values, now()));
        if (check.ok && check.value.length > 0) {
          confirming.value = true;
          return { kind: 'duplicates' };
        }
        return create();
      });
    },

    /** "Create anyway": the person saw the duplicates and chose to add a new record. */
    createAnyway(): Promise<InsertResult> {
      return guarded(async () => {
        ignoreDuplicates = true;
        try {
          const result = await create();
          // Duplicates that appeared meanwhile keep the question open; anything else ends it.
          if (result.kind !== 'duplicates') confirming.value = false;
          return result;
        } finally {
          ignoreDuplicates = false;
        }
      });
    },

    cancelConfirm(): void {
      confirming.value = false;
    },

    /** Merges what was entered into `target` (Abiturient/Merge); the draft goes on success. */
    async merge(target: number): Promise<Outcome<MergeResult>> {
      const reply = await client.call('Abiturient/Merge', { target, data: mergeData(form.values.peek()) });
      const outcome = outcomeOf(reply);
      if (!outcome.ok) return outcome;
      draft.clear();
      duplicates.clear();
      return { ok: true, value: { id: outcome.value.record.id, fullname: outcome.value.record.fullname, filled: outcome.value.filled } };
    },

    /** Empties the form and forgets the draft. */
    clear(): void {
      draft.clear();
      duplicates.clear();
      form.reset(emptyApplicant());
      appeared.value = false;
    },

    dispose: duplicates.dispose,
  };
}
