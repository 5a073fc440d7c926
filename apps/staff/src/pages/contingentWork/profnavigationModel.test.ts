import { describe, expect, it, vi } from 'vitest';
import { createInteraction } from '@abitura/contracts';
import { fail, respondWith, type ok, type Responder } from '@abitura/ui/testing';
import { paramsOf } from '../../testing/replies.js';
import { manualClock } from '../../testing/timing.js';
import { testClients } from '../../testing/testClients.js';
import { createProfnavigationModel } from './profnavigationModel.js';
import { recommendationParams } from './recommendationModel.js';
import { guidanceApplicant, guidanceHandlers, program, SUMMARY } from './testing/fixtures.js';

const newClient = testClients();

const OLEG = guidanceApplicant({ id: 5, fullname: 'Кузнецов Олег Иванович', recommendations: 1 });
const IT = program({ id: 1 });

function setup(extra: Record<string, (params: never) => ReturnType<typeof ok>> = {}) {
  const respond: Responder = respondWith({ ...guidanceHandlers(OLEG, IT), ...extra });
  const test = newClient(respond);
  const clock = manualClock();
  const onQuery = vi.fn();
  const model = createProfnavigationModel({ client: test.client, clock, onQuery });
  const calls = (action: string) => paramsOf(test.requests, action);
  return { ...test, model, clock, onQuery, calls };
}

async function idle(...models: { loading: { peek(): boolean } }[]) {
  await vi.waitFor(() => expect(models.every((model) => !model.loading.peek())).toBe(true));
}

describe('career navigation model', () => {
  it('shows the industries alone until one is chosen: no applicants or programmes are asked for', async () => {
    const { model, calls } = setup();
    model.applyQuery('');
    await idle(model.summary, model.applicants);
    expect(calls('Profnavigation/Summary')).toEqual([{}]);
    expect(calls('Profnavigation/Applicants')).toEqual([]);
    expect(calls('Profnavigation/Programs')).toEqual([]);
    expect(model.summary.value.value).toEqual(SUMMARY);
  });

  it('choosing an industry puts it in the address and reads its applicants and programmes', async () => {
    const { model, calls, onQuery } = setup();
    model.applyQuery('');
    await idle(model.summary);
    model.selectIndustry('it');
    expect(onQuery).toHaveBeenLastCalledWith('industry=it', 'push');
    await idle(model.applicants, model.programs);
    expect(calls('Profnavigation/Applicants')).toEqual([{ industry: 'it', page: 1, pageSize: 10 }]);
    expect(calls('Profnavigation/Programs')).toEqual([{ industry: 'it', sort: 'code', direction: 'asc', page: 1, pageSize: 10 }]);
    expect(model.applicants.rows.value.map((row) => row.id)).toEqual([OLEG.id]);
    expect(model.programs.items.value.map((row) => row.id)).toEqual([IT.id]);
    // The summary does not depend on the industry.
    expect(calls('Profnavigation/Summary')).toHaveLength(1);
  });

  it('an intent narrows the counts and the applicants; the address restores intent, industry, search and page', async () => {
    const { model, calls } = setup();
    model.applyQuery('intent=university&industry=healthcare&search=%D0%BE%D0%BB%D0%B5%D0%B3&page=2');
    await idle(model.summary, model.applicants, model.programs);
    expect(calls('Profnavigation/Summary')).toEqual([{ intent: 'university' }]);
    expect(calls('Profnavigation/Applicants')[0]).toEqual({ industry: 'healthcare', intent: 'university', search: 'олег', page: 2, pageSize: 10 });
    expect(calls('Profnavigation/Programs')[0]).toMatchObject({ industry: 'healthcare', page: 1 });
    model.setIntent(null);
    await idle(model.summary, model.applicants);
    expect(calls('Profnavigation/Summary').at(-1)).toEqual({});
    // The programmes belong to the industry alone: the intent does not read them again.
    expect(calls('Profnavigation/Programs')).toHaveLength(1);
    // Back/forward to another industry reads its programmes from their first page.
    model.applyQuery('industry=transport');
    await idle(model.applicants, model.programs);
    expect(calls('Profnavigation/Programs').at(-1)).toMatchObject({ industry: 'transport', page: 1 });
    model.selectIndustry(null);
    await idle(model.applicants);
    expect(model.applicants.rows.value).toEqual([]);
  });

  it('records a recommendation of a programme and counts it on the applicant', async () => {
    const { model, calls, clock } = setup();
    model.applyQuery('industry=it');
    await idle(model.applicants, model.programs);
    const recommendation = model.recommendation;
    recommendation.open({ id: OLEG.id, fullname: OLEG.fullname }, 'it');
    await idle({ loading: recommendation.programsLoading });
    expect(calls('Profnavigation/Programs').at(-1)).toEqual({ industry: 'it', sort: 'code', direction: 'asc', page: 1, pageSize: 20 });
    recommendation.searchPrograms('09.02');
    expect(calls('Profnavigation/Programs')).toHaveLength(2);
    clock.runAll();
    await idle({ loading: recommendation.programsLoading });
    expect(calls('Profnavigation/Programs').at(-1)).toMatchObject({ industry: 'it', search: '09.02', pageSize: 20 });
    const [choice] = recommendation.programs.value;
    expect(choice).toEqual({ id: IT.id, code: IT.code, name: IT.name, college: 'КС № 54' });
    recommendation.form.set('program', choice ?? null);
    recommendation.form.set('comment', '  Сильный интерес к программированию ');
    expect(await recommendation.submit()).toBe(true);
    const sent = calls('Interaction/Create');
    expect(sent).toEqual([
      { id: OLEG.id, type: 'profRecommendation', OID: String(IT.id), action_data: { industry: 'it', program: IT.id, programName: IT.name, comment: 'Сильный интерес к программированию' } },
    ]);
    // What the page sends is what the contract accepts.
    expect(createInteraction.params.safeParse(sent[0]).success).toBe(true);
    expect(recommendation.target.value).toBeNull();
    expect(recommendation.recorded.value).toEqual({ applicant: OLEG.fullname, industry: 'it', program: IT.name });
    expect(model.applicants.rows.value[0]?.recommendations).toBe(2);
    await idle(model.applicants);
    expect(calls('Profnavigation/Applicants')).toHaveLength(2);
  });

  it('recommends the industry alone when no programme is chosen', () => {
    const params = recommendationParams({ applicant: { id: 5, fullname: 'x' }, industry: 'transport' }, { program: null, comment: '' });
    expect(params).toEqual({ id: 5, type: 'profRecommendation', action_data: { industry: 'transport' } });
    expect(createInteraction.params.safeParse(params).success).toBe(true);
  });

  it('keeps the dialog open with what was typed when the server refuses, its issue on the field', async () => {
    const { model } = setup({
      'Interaction/Create': () => ({ ...fail('INVALID_PARAMS', 'Проверьте данные'), issues: [{ path: 'action_data.comment', message: 'action_data.comment: текст не длиннее 4000 символов' }] }),
    });
    model.applyQuery('industry=it');
    const recommendation = model.recommendation;
    recommendation.open({ id: OLEG.id, fullname: OLEG.fullname }, 'it');
    recommendation.form.set('comment', 'Комментарий');
    expect(await recommendation.submit()).toBe(false);
    expect(recommendation.target.value).not.toBeNull();
    expect(recommendation.form.values.value.comment).toBe('Комментарий');
    expect(recommendation.form.errors.value.comment).toEqual({ text: 'action_data.comment: текст не длиннее 4000 символов' });
    expect(recommendation.recorded.value).toBeNull();
  });

  it('refuses a comment longer than the contract takes before sending', async () => {
    const { model, calls } = setup();
    model.recommendation.open({ id: OLEG.id, fullname: OLEG.fullname }, 'it');
    model.recommendation.form.set('comment', 'я'.repeat(4001));
    expect(await model.recommendation.submit()).toBe(false);
    expect(model.recommendation.form.errors.value.comment).toEqual({ key: 'commentTooLong', values: { max: 4000 } });
    expect(calls('Interaction/Create')).toEqual([]);
  });
});
