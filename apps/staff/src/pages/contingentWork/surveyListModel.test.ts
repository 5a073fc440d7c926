import { describe, expect, it, vi } from 'vitest';
import { ok, respondWith } from '@abitura/ui/testing';
import { surveyList } from '@abitura/contracts';
import { pageOf, paramsOf } from '../../testing/replies.js';
import { manualClock } from '../../testing/timing.js';
import { testClients } from '../../testing/testClients.js';
import { createSurveyListModel } from './surveyListModel.js';
import { surveyRow } from './testing/fixtures.js';

const newClient = testClients();

function setup() {
  const test = newClient(respondWith({ 'Abiturient/Survey': () => ok(pageOf([surveyRow({ id: 1 }), surveyRow({ id: 2 })])) }));
  const clock = manualClock();
  const onQuery = vi.fn();
  const model = createSurveyListModel({ client: test.client, clock, onQuery });
  return { ...test, model, clock, onQuery, surveys: () => paramsOf(test.requests, 'Abiturient/Survey') };
}

async function settle(model: { loading: { peek(): boolean } }) {
  await vi.waitFor(() => expect(model.loading.peek()).toBe(false));
}

describe('survey list model', () => {
  it('sends the search, intent, industry and page from the address, and nothing the contract does not take', async () => {
    const { model, surveys } = setup();
    model.applyQuery('search=%D0%90%D0%BD%D0%BD%D0%B0&intent=university&industry=it&industry=x&page=3&sort=answered_at&dir=desc');
    await settle(model);
    expect(surveys()).toEqual([{ search: 'Анна', intent: 'university', industry: 'it', page: 3, pageSize: 25 }]);
    expect(surveyList.params.safeParse(surveys()[0]).success).toBe(true);
    model.applyQuery('intent=nonsense');
    await settle(model);
    expect(surveys().at(-1)).toEqual({ page: 1, pageSize: 25 });
  });

  it('searches after a pause in typing, and filters by intent from page 1', async () => {
    const { model, clock, onQuery, surveys } = setup();
    model.applyQuery('page=2');
    await settle(model);
    model.setSearchText('Смир');
    clock.runAll();
    expect(onQuery).toHaveBeenLastCalledWith('search=%D0%A1%D0%BC%D0%B8%D1%80', 'replace');
    model.setFilters({ intent: 'college_after_9' });
    expect(onQuery).toHaveBeenLastCalledWith('search=%D0%A1%D0%BC%D0%B8%D1%80&intent=college_after_9', 'push');
    await settle(model);
    expect(surveys().at(-1)).toEqual({ search: 'Смир', intent: 'college_after_9', page: 1, pageSize: 25 });
  });

  it('opens and closes the answers of a row, or of the whole page', async () => {
    const { model } = setup();
    model.applyQuery('');
    await settle(model);
    model.toggle(1);
    expect([...model.expanded.value]).toEqual([1]);
    expect(model.allExpanded.value).toBe(false);
    model.toggleAll();
    expect([...model.expanded.value].sort()).toEqual([1, 2]);
    expect(model.allExpanded.value).toBe(true);
    model.toggleAll();
    expect(model.expanded.value.size).toBe(0);
    model.toggle(2);
    model.toggle(2);
    expect(model.expanded.value.size).toBe(0);
  });
});
