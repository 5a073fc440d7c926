import { describe, expect, it, vi } from 'vitest';
import { fail, ok, respondWith } from '@abitura/ui/testing';
import { createBuildingsModel } from './buildingsModel.js';
import { localToInstant } from '../../models/localDateTime.js';
import { createInteractionsModel, validateInteraction, EMPTY_INTERACTION } from './interactionsModel.js';
import { resolveTab, tabsFor } from './organizationTabs.js';
import { durationParts } from './ProgramsTab.js';
import { contactName, createResponsiblesModel } from './responsiblesModel.js';
import { createStudentsModel } from './studentsModel.js';
import { IVANOVA, LEGACY, MAIN_BUILDING, interaction, responsible, student } from './testing/fixtures.js';
import { manualClock } from '../../testing/timing.js';
import { paramsOf } from '../../testing/replies.js';
import { testClients } from '../../testing/testClients.js';

const client = testClients();

describe('organization tabs', () => {
  const all = () => true;
  it('give colleges their programmes and schools their students (with viewContingent)', () => {
    expect(tabsFor('college', all)).toEqual(['main', 'contacts', 'buildings', 'vacancies', 'programs', 'interactions']);
    expect(tabsFor('school', all)).toEqual(['main', 'contacts', 'buildings', 'vacancies', 'interactions', 'students']);
    expect(tabsFor('school', (permission) => permission !== 'viewContingent')).not.toContain('students');
    expect(tabsFor('deputy', all)).toEqual(['main', 'contacts', 'buildings', 'vacancies', 'interactions']);
  });

  it('fall back to the main tab for a tab the organization does not have', () => {
    const tabs = tabsFor('college', all);
    expect(resolveTab('programs', tabs)).toEqual({ tab: 'programs', fallback: false });
    expect(resolveTab(undefined, tabs)).toEqual({ tab: 'main', fallback: false });
    expect(resolveTab('students', tabs)).toEqual({ tab: 'main', fallback: true });
  });

  it('state a programme’s length in years and months', () => {
    expect(durationParts(46)).toEqual({ years: 3, months: 10 });
    expect(durationParts(24)).toEqual({ years: 2, months: 0 });
  });
});

describe('responsibles model', () => {
  it('reads the organization’s contacts up to the contract’s 1000', async () => {
    const test = client(respondWith({ 'Organization/ReadResponsibles': () => ok({ items: [IVANOVA], total: 1, page: 1, itemsPerPage: 1000 }) }));
    const model = createResponsiblesModel(test.client, 11);
    await model.load();
    expect(paramsOf(test.requests, 'Organization/ReadResponsibles')).toEqual([{ search: { org_id: 11, itemsPerPage: 1000, page: 1 } }]);
    expect(model.items.value).toEqual([IVANOVA]);
  });

  it('deletes, then restores the contact from the row the deletion returned', async () => {
    const onChange = vi.fn();
    const test = client(
      respondWith({
        'Organization/ReadResponsibles': () => ok({ items: [], total: 0, page: 1, itemsPerPage: 1000 }),
        'Organization/DeleteResponsibles': () => ok(IVANOVA),
        'Organization/CreateResponsibles': () => ok({ ...IVANOVA, id: 555 }),
      }),
    );
    const model = createResponsiblesModel(test.client, 11, { onChange });
    expect((await model.remove(IVANOVA)).ok).toBe(true);
    expect(model.feedback.value).toMatchObject({ kind: 'deleted', name: 'Иванова Мария Сергеевна' });
    await model.restore();
    expect(model.feedback.value).toEqual({ kind: 'restored', name: 'Иванова Мария Сергеевна' });
    expect(paramsOf(test.requests, 'Organization/CreateResponsibles')[0]).toMatchObject({ org_id: 11, fullname: 'Иванова Мария Сергеевна', phone: '+79161234567' });
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(await model.restore()).toBeNull();
  });

  it('says when the restore fails, keeping the name', async () => {
    const test = client(respondWith({ 'Organization/DeleteResponsibles': () => ok(LEGACY), 'Organization/CreateResponsibles': () => fail('INVALID_PARAMS', 'fullname: нужно ФИО'), 'Organization/ReadResponsibles': () => ok({ items: [], total: 0, page: 1, itemsPerPage: 1000 }) }));
    const model = createResponsiblesModel(test.client, 11);
    await model.remove(LEGACY);
    await model.restore();
    expect(model.feedback.value).toMatchObject({ kind: 'restoreFailed', name: 'office@school1234.ru', failure: { code: 'INVALID_PARAMS' } });
  });

  it('names a contact by what it has', () => {
    expect(contactName(IVANOVA)).toBe('Иванова Мария Сергеевна');
    expect(contactName(responsible({ id: 1, phone: '+79990000000' }))).toBe('+79990000000');
    expect(contactName(responsible({ id: 1 }))).toBe('');
  });
});

describe('buildings model', () => {
  it('reads the standing or the deleted buildings by the registry code', async () => {
    const test = client(respondWith({ 'Reference/OrganizationBuilds': () => ok([MAIN_BUILDING]) }));
    const model = createBuildingsModel(test.client, '1234-SCH');
    await model.load();
    model.setShowDeleted(true);
    await vi.waitFor(() => expect(model.loading.value).toBe(false));
    expect(paramsOf(test.requests, 'Reference/OrganizationBuilds')).toEqual([
      { search: { organization: { organization_id: '1234-SCH', is_deleted: 'f' } } },
      { search: { organization: { organization_id: '1234-SCH', is_deleted: 't' } } },
    ]);
  });

  it('deletes softly and takes it back', async () => {
    const test = client(respondWith({ 'Reference/OrganizationBuilds': () => ok([]), 'Organization/UpdateBuild': (params: { data: { is_deleted: boolean } }) => ok({ ...MAIN_BUILDING, is_deleted: params.data.is_deleted }) }));
    const model = createBuildingsModel(test.client, '1234-SCH');
    await model.remove(MAIN_BUILDING);
    expect(model.feedback.value?.kind).toBe('deleted');
    await model.undo();
    expect(model.feedback.value?.kind).toBe('undone');
    expect(paramsOf(test.requests, 'Organization/UpdateBuild')).toEqual([
      { id: 201, data: { is_deleted: true } },
      { id: 201, data: { is_deleted: false } },
    ]);
  });
});

describe('interactions model', () => {
  const now = Date.parse('2025-09-05T12:00:00.000Z');

  it('needs a result or a comment, and a time not in the future', () => {
    expect(validateInteraction(EMPTY_INTERACTION, now)).toEqual({ result: { key: 'resultOrComment' } });
    const later = new Date(now + 3_600_000);
    const local = `${later.getFullYear()}-${String(later.getMonth() + 1).padStart(2, '0')}-${String(later.getDate()).padStart(2, '0')}T${String(later.getHours()).padStart(2, '0')}:${String(later.getMinutes()).padStart(2, '0')}`;
    expect(validateInteraction({ ...EMPTY_INTERACTION, comment: 'Звонок', date: local }, now)).toEqual({ date: { key: 'future' } });
    expect(validateInteraction({ ...EMPTY_INTERACTION, comment: 'Звонок', date: '2025-02-31T10:00' }, now)).toEqual({ date: { key: 'date' } });
    expect(localToInstant('2025-09-01T10:30')?.getHours()).toBe(10);
  });

  it('records one, puts it first and empties the form', async () => {
    const recorded = interaction({ id: 9, type: 'outcall', result: 'Договорились' });
    const test = client(respondWith({ 'Interaction/OrganizationGet': () => ok([recorded, interaction({ id: 1 })]), 'Interaction/OrganizationCreate': () => ok(recorded) }));
    const model = createInteractionsModel(test.client, 11, { clock: { now: () => now } });
    model.form.set('type', 'outcall');
    model.form.set('result', ' Договорились ');
    model.form.set('date', '2025-09-01T10:30');
    expect(await model.record()).toBe(true);
    expect(model.items.value[0]).toEqual(recorded);
    expect(model.form.values.value).toEqual(EMPTY_INTERACTION);
    expect(paramsOf(test.requests, 'Interaction/OrganizationCreate')).toEqual([
      { organization: 11, type: 'outcall', result: 'Договорились', comment: null, date: localToInstant('2025-09-01T10:30')?.toISOString() },
    ]);
  });
});

describe('students model', () => {
  it('searches after a pause, filters by grade and pages', async () => {
    const test = client(respondWith({ 'Organization/GetStudents': () => ok({ items: [student({ id: 1 })], total: 40, page: 1, pageSize: 25 }) }));
    const clock = manualClock();
    const model = createStudentsModel(test.client, 11, { clock });
    await model.load();
    model.setSearchText(' Сок ');
    expect(paramsOf(test.requests, 'Organization/GetStudents')).toHaveLength(1);
    clock.runAll();
    model.setFilters({ grade: 'SCH9' });
    model.setPage(2);
    await vi.waitFor(() => expect(model.loading.value).toBe(false));
    expect(paramsOf(test.requests, 'Organization/GetStudents')).toEqual([
      { organization: 11, page: 1, pageSize: 25 },
      { organization: 11, search: 'Сок', page: 1, pageSize: 25 },
      { organization: 11, search: 'Сок', grade: 'SCH9', page: 1, pageSize: 25 },
      { organization: 11, search: 'Сок', grade: 'SCH9', page: 2, pageSize: 25 },
    ]);
    model.resetFilters();
    expect(model.filter.value).toEqual({ search: '', grade: null, sort: 'fullname', dir: 'asc', page: 1, pageSize: 25 });
  });
});
