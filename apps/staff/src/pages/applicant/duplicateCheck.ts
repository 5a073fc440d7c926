/**
 * The insert page's duplicate check as a signal model: once a name with a birth date, a phone,
 * an e-mail or a СНИЛС is entered, Abiturient/FindDuplicates is asked after a pause in typing
 * (and at once before saving); the likely duplicates stay on screen until what identifies the
 * person changes. The newest question wins: a slow answer about an older probe is dropped.
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals-react';
import type { ActionResult, Client, Clock } from '@abitura/sdk';
import { createDebounce } from '../../models/debounce.js';
import { failureOf, type Failure, type Outcome } from '../../models/failure.js';
import type { DuplicateProbe } from './applicantPayload.js';

export type DuplicateCandidate = ActionResult<'Abiturient/FindDuplicates'>[number];

/** The pause after the last keystroke before the check is sent. */
export const DUPLICATE_CHECK_MS = 600;

export interface DuplicateCheckOptions {
  /** Timers of the pause. @default the system clock */
  clock?: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  /** @default DUPLICATE_CHECK_MS */
  debounceMs?: number;
}

export type DuplicateCheck = ReturnType<typeof createDuplicateCheck>;

export function createDuplicateCheck(client: Pick<Client, 'call'>, options: DuplicateCheckOptions = {}) {
  const debounce = createDebounce(options.clock, options.debounceMs ?? DUPLICATE_CHECK_MS);
  const candidates = signal<readonly DuplicateCandidate[]>([]);
  const checking = signal(false);
  const error = signal<Failure | null>(null);
  /** The probe the candidates answer (or the one asked last), as its JSON. */
  let lastKey: string | null = null;
  let ticket = 0;

  async function run(probe: DuplicateProbe): Promise<Outcome<readonly DuplicateCandidate[]>> {
    const mine = ++ticket;
    lastKey = JSON.stringify(probe);
    checking.value = true;
    const reply = await client.call('Abiturient/FindDuplicates', probe);
    const outcome: Outcome<readonly DuplicateCandidate[]> = reply.success ? { ok: true, value: reply.data } : { ok: false, failure: failureOf(reply) };
    if (mine !== ticket) return outcome;
    batch(() => {
      checking.value = false;
      if (outcome.ok) {
        candidates.value = outcome.value;
        error.value = null;
      } else {
        // Asked again next time, since this probe got no answer.
        lastKey = null;
        error.value = outcome.failure;
      }
    });
    return outcome;
  }

  function clear(): void {
    debounce.cancel();
    ticket += 1;
    lastKey = null;
    batch(() => {
      candidates.value = [];
      checking.value = false;
      error.value = null;
    });
  }

  return {
    candidates: candidates as ReadonlySignal<readonly DuplicateCandidate[]>,
    checking: checking as ReadonlySignal<boolean>,
    /** The last check failed; the form still saves (the server checks again). */
    error: error as ReadonlySignal<Failure | null>,

    /** What identifies the person changed: check after the pause, or forget the candidates when nothing does. */
    schedule(probe: DuplicateProbe | null): void {
      if (probe === null) {
        if (lastKey !== null || candidates.peek().length > 0) clear();
        return;
      }
      if (JSON.stringify(probe) === lastKey) {
        debounce.cancel();
        return;
      }
      debounce.schedule(() => void run(probe));
    },

    /** Checks at once (before saving), whatever the last answer was. */
    checkNow(probe: DuplicateProbe | null): Promise<Outcome<readonly DuplicateCandidate[]>> {
      debounce.cancel();
      if (probe === null) {
        clear();
        return Promise.resolve({ ok: true, value: [] });
      }
      return run(probe);
    },

    clear,
    dispose: debounce.cancel,
  };
}
