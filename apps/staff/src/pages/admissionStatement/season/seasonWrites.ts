/**
 * The season tab's one-step writes, each a confirmed intention with its own requestId (a retry of
 * the same params is applied once): creating the season's groups from the registry's programmes
 * (Admission/CreateGroupsFromPrograms, for some colleges or all) and copying places from another
 * season (Admission/CopyPlaces). Each keeps its last answer for the tab to report, or its refusal.
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals-react';
import { admissionCall, type AdmissionActionName, type AdmissionClient, type AdmissionParams, type AdmissionResult } from '../../../models/admissionService.js';
import { failureOf, type Failure } from '../../../models/failure.js';
import { createRequestIds } from './requestIds.js';

export interface SeasonWrite<N extends AdmissionActionName> {
  readonly running: ReadonlySignal<boolean>;
  readonly failure: ReadonlySignal<Failure | null>;
  /** The last answer, until the next run or `clear`. */
  readonly result: ReadonlySignal<AdmissionResult<N> | null>;
  /** Sends the write; true when it went through. */
  run(params: AdmissionParams<N>): Promise<boolean>;
  clear(): void;
}

export function createSeasonWrite<N extends 'Admission/CreateGroupsFromPrograms' | 'Admission/CopyPlaces'>(client: AdmissionClient, name: N, makeRequestId?: () => string): SeasonWrite<N> {
  const requests = createRequestIds(makeRequestId);
  const running = signal(false);
  const failure = signal<Failure | null>(null);
  const result = signal<AdmissionResult<N> | null>(null);
  return {
    running,
    failure,
    result,
    async run(params) {
      if (running.peek()) return false;
      batch(() => {
        running.value = true;
        failure.value = null;
        result.value = null;
      });
      const reply = await admissionCall(client, name, params, { requestId: requests.idFor(params) });
      return batch(() => {
        running.value = false;
        if (!reply.success) {
          failure.value = failureOf(reply);
          return false;
        }
        requests.done();
        result.value = reply.data;
        return true;
      });
    },
    clear() {
      batch(() => {
        failure.value = null;
        result.value = null;
      });
    },
  };
}
