import { describe, expect, it, vi } from 'vitest';
import { admissionSeason } from '../testing/admissionRecords.js';
import { createAdmissionSeasonsModel, defaultSeasonId } from './admissionSeasons.js';

describe('the default admission season', () => {
  it('is the newest season whose filing has begun, so December still shows the summer just past', () => {
    expect(defaultSeasonId([admissionSeason(3, 2027), admissionSeason(2, 2026), admissionSeason(1, 2025)], '2026-12-07')).toBe(2);
    expect(defaultSeasonId([admissionSeason(3, 2027), admissionSeason(2, 2026)], '2027-06-20')).toBe(3);
  });

  it('is the nearest season to come when none has begun, and none without seasons', () => {
    expect(defaultSeasonId([admissionSeason(4, 2028), admissionSeason(3, 2027)], '2026-12-07')).toBe(3);
    expect(defaultSeasonId([], '2026-12-07')).toBeNull();
  });
});

describe('the seasons model', () => {
  it('reads the seasons through the admission service and keeps a chosen season the list holds', async () => {
    const admission = vi.fn().mockResolvedValue({ message: '', page_code: 200, data: [admissionSeason(2, 2026), admissionSeason(1, 2025)] });
    const model = createAdmissionSeasonsModel({ client: { admission }, initial: 1, now: () => Date.parse('2026-12-07T10:00:00Z') });
    await model.load();
    expect(admission).toHaveBeenCalledWith('Admission/ListSeasons', {}, undefined);
    expect(model.seasonId.value).toBe(1);
    model.choose(99);
    expect(model.seasonId.value).toBe(2);
    model.choose(null);
    expect(model.season.value?.year).toBe(2026);
  });
});
