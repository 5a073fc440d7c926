/**
 * The models of the 360 view's tabs, made once per page so a tab shown again keeps what it loaded:
 * the recommendations (the profRecommendation interactions), the history of changes, the
 * timeline, the applications (the admission season's, and the old list for staff who may not
 * view admission), the guarantee letters and the event registrations. Writes on a tab
 * read the record again, so the counts on the tab labels stay true.
 */
import type { Client } from '@abitura/sdk';
import type { Interaction } from '@abitura/contracts';
import type { ActionResult } from '@abitura/sdk';
import type { Reply } from '@abitura/contracts/wire';
import { createLoadedResource, createPagedResource } from '../../models/loadedResource.js';
import type { ApplicantPageModel } from './applicantPageModel.js';
import { createApplicantApplicationsModel } from './applicantApplicationsModel.js';
import { createTimelineModel } from './timelineModel.js';

export type HistoryEntry = ActionResult<'Abiturient/History'>['items'][number];
export type Application = ActionResult<'AutoRating/getApplicationsByPerson'>[number];
export type GuaranteeLetter = ActionResult<'Abiturient/Bail'>[number];
export type EventRegistration = ActionResult<'Abiturient/Events'>[number];

/** How many recommendations the proforientation tab shows (the newest). */
export const RECOMMENDATIONS_SHOWN = 50;

export type ApplicantTabModels = ReturnType<typeof createApplicantTabModels>;

export function createApplicantTabModels(client: Pick<Client, 'call' | 'admission'>, page: Pick<ApplicantPageModel, 'applicantId' | 'load'>) {
  const id = page.applicantId;
  const recommendations = createLoadedResource<readonly Interaction[]>(
    () =>
      client
        .call('Interaction/Get', { id, type: ['profRecommendation'], page: 1, pageSize: RECOMMENDATIONS_SHOWN })
        // A failed reply's data is its error code, which passes through untouched.
        .then((reply): Reply<readonly Interaction[]> => (reply.success ? { ...reply, data: reply.data.items } : (reply as unknown as Reply<readonly Interaction[]>))),
    [],
  );
  const history = createPagedResource<HistoryEntry>((pageNumber, pageSize) => client.call('Abiturient/History', { id, page: pageNumber, pageSize }), 10);
  return {
    recommendations,
    history,
    timeline: createTimelineModel(client, id, { onChange: () => void page.load() }),
    applications: createLoadedResource<readonly Application[]>(() => client.call('AutoRating/getApplicationsByPerson', { personId: id }), []),
    admissionApplications: createApplicantApplicationsModel(client, id),
    bail: createLoadedResource<readonly GuaranteeLetter[]>(() => client.call('Abiturient/Bail', { personId: id }), []),
    events: createLoadedResource<readonly EventRegistration[]>(() => client.call('Abiturient/Events', { personId: id }), []),
    /** After a change of the record (an edit, a move): its history and timeline are stale where already read. */
    recordChanged(): void {
      if (history.loaded.peek()) history.restart();
    },
  };
}
