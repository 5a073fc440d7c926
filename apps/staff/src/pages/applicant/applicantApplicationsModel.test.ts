import { describe, expect, it } from 'vitest';
import type { ApplicationItem } from '@abitura/contracts';
import { byPriority, createApplicantApplicationsModel, moved } from './applicantApplicationsModel.js';
import { admissionStandIn, answer, refusal } from '../../testing/admissionStandIn.js';
import { applicationOf } from './testing/admissionFixtures.js';

const ITEMS: ApplicationItem[] = [applicationOf(3, { priority: 3 }), applicationOf(9, { state: 'withdrawn', priority: 1 }), applicationOf(1, { priority: 1 }), applicationOf(2, { priority: 2 })];
const ids = (items: readonly ApplicationItem[]) => items.map((item) => item.id);

describe('the order of an applicant\'s applications', () => {
  it('puts the live ones by priority first, the withdrawn and rejected after', () => {
    expect(ids(byPriority(ITEMS))).toEqual([1, 2, 3, 9]);
  });

  it('moves one entry from one place to another, and ignores a move off the list', () => {
    expect(moved([1, 2, 3], 2, 0)).toEqual([3, 1, 2]);
    expect(moved([1, 2, 3], 0, 3)).toEqual([1, 2, 3]);
  });
});

describe('the applicant applications model', () => {
  it('reads the server\'s default season, and the chosen one once chosen', async () => {
    const { client, callsOf } = admissionStandIn({ 'Admission/ApplicantApplications': (params: { season_id?: number }) => answer({ season_id: params.season_id ?? 2, items: ITEMS }) });
    const model = createApplicantApplicationsModel(client, 501);
    await model.load();
    expect(callsOf('Admission/ApplicantApplications')[0]?.params).toEqual({ applicant_id: 501 });
    expect(model.seasonId.value).toBe(2);
    expect(ids(model.order.value)).toEqual([1, 2, 3]);
    expect(ids(model.closed.value)).toEqual([9]);
    model.chooseSeason(1);
    expect(model.seasonId.value).toBe(1);
    expect(callsOf('Admission/ApplicantApplications')[1]?.params).toEqual({ applicant_id: 501, season_id: 1 });
  });

  it('rearranges the live applications until saved or undone', async () => {
    const { client } = admissionStandIn({ 'Admission/ApplicantApplications': () => answer({ season_id: 2, items: ITEMS }) });
    const model = createApplicantApplicationsModel(client, 501);
    await model.load();
    model.move(2, 0);
    expect(ids(model.order.value)).toEqual([3, 1, 2]);
    expect(model.reordered.value).toBe(true);
    model.move(0, 2);
    expect(model.reordered.value).toBe(false);
    model.move(0, 1);
    model.undo();
    expect(ids(model.order.value)).toEqual([1, 2, 3]);
  });

  it('saves the order under one request, retried as such after a refusal, and takes the renumbered applications', async () => {
    let refuse = true;
    const { client, callsOf } = admissionStandIn({
      'Admission/ApplicantApplications': () => answer({ season_id: 2, items: ITEMS }),
      'Admission/ReorderPriorities': (params: { order: number[] }) =>
        refuse ? refusal('CONFLICT', 'Список заявлений изменился') : answer(params.order.map((id, index) => applicationOf(id, { priority: index + 1 }))),
    });
    let n = 0;
    const model = createApplicantApplicationsModel(client, 501, () => `req-${(n += 1)}`);
    await model.load();
    model.move(2, 0);
    expect(await model.saveOrder()).toBe(false);
    expect(model.failure.value?.code).toBe('CONFLICT');
    expect(ids(model.order.value)).toEqual([3, 1, 2]);
    refuse = false;
    expect(await model.saveOrder()).toBe(true);
    expect(callsOf('Admission/ReorderPriorities')).toEqual([
      { todo: 'Admission/ReorderPriorities', params: { applicant_id: 501, season_id: 2, order: [3, 1, 2] }, requestId: 'req-1' },
      { todo: 'Admission/ReorderPriorities', params: { applicant_id: 501, season_id: 2, order: [3, 1, 2] }, requestId: 'req-1' },
    ]);
    expect(model.reordered.value).toBe(false);
    expect(model.order.value.map((item) => [item.id, item.priority])).toEqual([
      [3, 1],
      [1, 2],
      [2, 3],
    ]);
    expect(ids(model.closed.value)).toEqual([9]);
  });
});
