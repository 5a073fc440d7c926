/**
 * The survey answers as a signal model: the applicants who filled in the questionnaire
 * (Abiturient/Survey), searched and filtered in the address, and which rows show their answers
 * (kept while paging, so a person can compare). No React here.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { ActionResult } from '@abitura/sdk';
import { createPagedListModel, type ListModelOptions } from '../../models/pagedList.js';
import { SURVEY_QUERY, surveyParams } from './surveyQuery.js';

export type SurveyItem = ActionResult<'Abiturient/Survey'>['items'][number];

export type SurveyListModel = ReturnType<typeof createSurveyListModel>;

export function createSurveyListModel({ client, ...options }: ListModelOptions) {
  const list = createPagedListModel({ ...options, codec: SURVEY_QUERY, fetch: (filter) => client.call('Abiturient/Survey', surveyParams(filter)) });
  const expanded = signal<ReadonlySet<number>>(new Set());
  return {
    ...list,
    /** The applicants whose answers are open. */
    expanded: expanded as ReadonlySignal<ReadonlySet<number>>,
    /** Every row of the page has its answers open. */
    allExpanded: computed(() => list.rows.value.length > 0 && list.rows.value.every((row) => expanded.value.has(row.id))),
    toggle(id: number): void {
      const next = new Set(expanded.peek());
      if (next.has(id)) next.delete(id);
      else next.add(id);
      expanded.value = next;
    },
    /** Opens every row of the page, or closes them all when they are open. */
    toggleAll(): void {
      const ids = list.rows.peek().map((row) => row.id);
      const open = ids.length > 0 && ids.every((id) => expanded.peek().has(id));
      const next = new Set(expanded.peek());
      for (const id of ids) {
        if (open) next.delete(id);
        else next.add(id);
      }
      expanded.value = next;
    },
  };
}
