/**
 * The fixes the worklist offers on the spot, one per kind of finding (`fix`): what each reads to
 * show the problem (the applications concerned, the applicant's applications in their order) and
 * the writes that fix it. Each write carries the requestId of the person's intention (made when
 * the dialog opens, kept across a retry), and a success reads the worklist again through
 * `refresh`, so the finding leaves and the counts change without a reload. No React here.
 */
import type { ApplicationItem } from '@abitura/contracts';
import { admissionCall, type AdmissionClient } from '../../models/admissionService.js';
import { outcomeOf, type Outcome } from '../../models/failure.js';

export interface FindingFixesOptions {
  client: AdmissionClient;
  /** Reads the worklist again. */
  refresh: () => Promise<void>;
}

/** Which document one application alone may hold. */
export type KeptDocument = 'original' | 'consent';

export type FindingFixes = ReturnType<typeof createFindingFixes>;

export function createFindingFixes({ client, refresh }: FindingFixesOptions) {
  /** Reads the worklist again after a successful write, and answers the write's outcome. */
  const thenRefresh = async <T>(outcome: Outcome<T>): Promise<Outcome<T>> => {
    if (outcome.ok) await refresh();
    return outcome;
  };

  return {
    /** The applications a finding is about, by id (the first is the finding's own). */
    async readApplications(ids: readonly number[]): Promise<Outcome<ApplicationItem[]>> {
      const outcomes = await Promise.all(ids.map(async (id) => outcomeOf(await admissionCall(client, 'Admission/GetApplication', { id }))));
      const failed = outcomes.find((outcome) => !outcome.ok);
      if (failed && !failed.ok) return failed;
      return { ok: true, value: outcomes.flatMap((outcome) => (outcome.ok ? [outcome.value] : [])) };
    },

    /** An applicant's applications of the season, by priority. */
    async readPriorities(applicantId: number, seasonId: number): Promise<Outcome<ApplicationItem[]>> {
      const outcome = outcomeOf(await admissionCall(client, 'Admission/ApplicantApplications', { applicant_id: applicantId, season_id: seasonId }));
      return outcome.ok ? { ok: true, value: outcome.value.items } : outcome;
    },

    /** The certificate average (NO_GIA, AVERAGE_OUT_OF_RANGE). */
    async saveAverage(applicationId: number, average: number, requestId: string): Promise<Outcome<ApplicationItem>> {
      return thenRefresh(outcomeOf(await admissionCall(client, 'Admission/UpdateApplication', { id: applicationId, data: { average_mark: average } }, { requestId })));
    },

    /** The guardian's name and phone (MINOR_WITHOUT_PARENT). */
    async saveGuardian(applicationId: number, guardian: { name: string; phone: string }, requestId: string): Promise<Outcome<ApplicationItem>> {
      const data = { guardian_name: guardian.name.trim() || null, guardian_phone: guardian.phone || null };
      return thenRefresh(outcomeOf(await admissionCall(client, 'Admission/UpdateApplication', { id: applicationId, data }, { requestId })));
    },

    /**
     * One application keeps the original or the consent; the others give it up (ORIGINAL_TWICE,
     * CONSENT_TWICE). One write per other application, each with its own requestId drawn from
     * the intention's, so a retry after a partial failure applies each once.
     */
    async keepOnly(document: KeptDocument, keepId: number, applicationIds: readonly number[], requestId: string): Promise<Outcome<number>> {
      let changed = 0;
      for (const id of applicationIds) {
        if (id === keepId) continue;
        const data = document === 'original' ? { original_documents: false } : { consent: 'not_accepted' as const };
        const outcome = outcomeOf(await admissionCall(client, 'Admission/UpdateApplication', { id, data }, { requestId: `${requestId}:${id}` }));
        if (!outcome.ok) {
          // Part may be done: the worklist shows what is left.
          if (changed > 0) await refresh();
          return outcome;
        }
        changed += 1;
      }
      return thenRefresh({ ok: true, value: changed });
    },

    /** The applicant's priorities in this order, 1..n (PRIORITY_GAPS). */
    async reorder(applicantId: number, seasonId: number, order: readonly number[], requestId: string): Promise<Outcome<ApplicationItem[]>> {
      return thenRefresh(outcomeOf(await admissionCall(client, 'Admission/ReorderPriorities', { applicant_id: applicantId, season_id: seasonId, order: [...order] }, { requestId })));
    },

    /** A group's places (GROUP_WITHOUT_PLACES). */
    async setPlaces(groupId: number, places: number, requestId: string): Promise<Outcome<{ updated: number }>> {
      return thenRefresh(outcomeOf(await admissionCall(client, 'Admission/SetGroupPlaces', { items: [{ group_id: groupId, places }] }, { requestId })));
    },

    /** Assigns every unassigned application of the season to a session (TEST_MISSING). */
    async autoAssign(seasonId: number, requestId: string): Promise<Outcome<{ assigned: number; unplaced: number }>> {
      return thenRefresh(outcomeOf(await admissionCall(client, 'Admission/AutoAssignTests', { season_id: seasonId }, { requestId })));
    },
  };
}

/** Moves one entry of an order up (-1) or down (+1); the ends stay put. */
export function moved<T>(order: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || target < 0 || target >= order.length) return [...order];
  const next = [...order];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}
