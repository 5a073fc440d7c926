import { describe, expect, it } from 'vitest';
import { createPlacesEdits, parsePlaces } from './placesEdits.js';
import { competitiveGroup } from '../../../testing/admissionRecords.js';
import { admissionStandIn, answer, refusal } from '../../../testing/admissionStandIn.js';

const ids = () => {
  let n = 0;
  return () => `req-${(n += 1)}`;
};

describe('places as typed', () => {
  it('reads empty as not set and whole numbers up to 10 000, and names what else is wrong', () => {
    expect(parsePlaces('')).toEqual({ ok: true, value: null });
    expect(parsePlaces(' 1 200 ')).toEqual({ ok: true, value: 1200 });
    expect(parsePlaces('0')).toEqual({ ok: true, value: 0 });
    expect(parsePlaces('-3')).toEqual({ ok: false, problem: 'integer' });
    expect(parsePlaces('2,5')).toEqual({ ok: false, problem: 'integer' });
    expect(parsePlaces('10001')).toEqual({ ok: false, problem: 'max' });
  });
});

describe('the grid edits', () => {
  it('keep a changed cell, drop it when the stored value is typed back, and revert on Escape', () => {
    const { client } = admissionStandIn({});
    const edits = createPlacesEdits(client);
    const group = competitiveGroup(1, { places: 25 });
    edits.set(group, '30');
    expect(edits.count.value).toBe(1);
    expect(edits.textOf(group)).toBe('30');
    edits.set(group, '25');
    expect(edits.dirty.value).toBe(false);
    edits.set(group, '');
    expect(edits.textOf(group)).toBe('');
    expect(edits.count.value).toBe(1);
    edits.revert(group.id);
    expect(edits.textOf(group)).toBe('25');
    expect(edits.dirty.value).toBe(false);
  });

  it('save every edit in one request, and are gone once it went through', async () => {
    const { client, callsOf } = admissionStandIn({ 'Admission/SetGroupPlaces': () => answer({ updated: 2 }) });
    const edits = createPlacesEdits(client, ids());
    edits.set(competitiveGroup(1, { places: 25 }), '30');
    edits.set(competitiveGroup(2, { places: null }), '12');
    expect(await edits.save()).toBe(true);
    expect(callsOf('Admission/SetGroupPlaces')).toEqual([
      {
        todo: 'Admission/SetGroupPlaces',
        params: {
          items: [
            { group_id: 1, places: 30 },
            { group_id: 2, places: 12 },
          ],
        },
        requestId: 'req-1',
      },
    ]);
    expect(edits.dirty.value).toBe(false);
  });

  it('send nothing while a cell holds no places, and say which', async () => {
    const { client, admission } = admissionStandIn({});
    const edits = createPlacesEdits(client);
    edits.set(competitiveGroup(1), '30');
    edits.set(competitiveGroup(2), 'много');
    expect(edits.problems.value.get(2)).toEqual({ problem: 'integer' });
    expect(await edits.save()).toBe(false);
    expect(admission).not.toHaveBeenCalled();
  });

  it('keep every edit when the save is refused, with the problem on its row, and retry under the same request', async () => {
    let refuse = true;
    const { client, callsOf } = admissionStandIn({
      'Admission/SetGroupPlaces': () => (refuse ? refusal('INVALID_PARAMS', 'Проверьте места', [{ path: 'items.1.places', message: 'Не больше 10 000 мест в группе' }]) : answer({ updated: 2 })),
    });
    const edits = createPlacesEdits(client, ids());
    edits.set(competitiveGroup(1), '30');
    edits.set(competitiveGroup(2), '40');
    expect(await edits.save()).toBe(false);
    expect(edits.count.value).toBe(2);
    expect(edits.problems.value.get(2)).toEqual({ message: 'Не больше 10 000 мест в группе' });
    expect(edits.problems.value.has(1)).toBe(false);
    expect(edits.failure.value?.code).toBe('INVALID_PARAMS');
    refuse = false;
    expect(await edits.save()).toBe(true);
    expect(callsOf('Admission/SetGroupPlaces').map((call) => call.requestId)).toEqual(['req-1', 'req-1']);
  });

  it('send other edits after a refusal as a new request, and drop a row\'s refusal once it is edited', async () => {
    const { client, callsOf } = admissionStandIn({ 'Admission/SetGroupPlaces': () => refusal('CONFLICT', 'Группа удалена', [{ path: 'items.0', message: 'Группы нет' }]) });
    const edits = createPlacesEdits(client, ids());
    edits.set(competitiveGroup(1), '30');
    await edits.save();
    expect(edits.problems.value.get(1)).toEqual({ message: 'Группы нет' });
    edits.set(competitiveGroup(1), '31');
    expect(edits.problems.value.has(1)).toBe(false);
    await edits.save();
    expect(callsOf('Admission/SetGroupPlaces').map((call) => call.requestId)).toEqual(['req-1', 'req-2']);
    edits.revertAll();
    expect(edits.dirty.value).toBe(false);
    expect(edits.failure.value).toBeNull();
  });
});
