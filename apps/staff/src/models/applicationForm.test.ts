import { describe, expect, it, vi } from 'vitest';
import type { ApplicationItem } from '@abitura/contracts';
import { admissionApplication, competitiveGroup } from '../testing/admissionRecords.js';
import { admissionStub, refuse } from '../testing/admissionStandIn.js';
import { ageOn, createApplicationFormModel, parseAverage, type ApplicationFormTarget } from './applicationForm.js';

const NOW = () => Date.parse('2026-07-01T09:00:00Z');
const HIT = { id: 501, fullname: 'Петров Пётр Петрович', birth_date: '2010-02-01', id_number: null, phones: [], school: 'Школа № 1', applications: 1 };

function setup(handlers: Parameters<typeof admissionStub>[0], target: ApplicationFormTarget = { kind: 'file', seasonId: 2 }) {
  const stub = admissionStub(handlers);
  const call = vi.fn(async () => ({ success: true, message: '', data: { id: 501, school: { id: 1, name: 'Школа № 1' }, gia: [{ subject: 'Математика', mark: 5 }], achievements: [{ code: 'abilympics', points: 2, note: null }], achievement_points: 2 } }));
  let ids = 0;
  const form = createApplicationFormModel({ client: { admission: stub.admission, call } as never, target, now: NOW, requestId: () => `req-${(ids += 1)}` });
  return { ...stub, form, call };
}

const fillNew = (form: ReturnType<typeof setup>['form']) => {
  form.setApplicantMode('new');
  form.set('last_name', 'Петров');
  form.set('first_name', 'Пётр');
  form.set('birth_date', '2010-02-01');
  form.set('group_id', 7);
  form.set('average_mark', '4,5');
};

describe('the statement form', () => {
  it('reads averages with a comma or a dot and knows who is under 18', () => {
    expect(parseAverage('4,55')).toBe(4.55);
    expect(parseAverage(' 3.1 ')).toBe(3.1);
    expect(parseAverage('')).toBeNull();
    expect(parseAverage('4,555')).toBeNaN();
    expect(ageOn('2008-07-02', '2026-07-01')).toBe(17);
    expect(ageOn('2008-07-01', '2026-07-01')).toBe(18);
  });

  it('files for an applicant of the contingent with the statement fields, reading their GIA and achievements', async () => {
    const { form, callsOf, call } = setup({ 'Admission/FileApplication': () => admissionApplication(9) });
    form.chooseApplicant(HIT);
    await Promise.resolve();
    await Promise.resolve();
    expect(call).toHaveBeenCalledWith('Abiturient/GetAbiturient', { id: 501 });
    expect(form.values.value.person?.achievement_points).toBe(2);
    form.set('group_id', 7);
    form.set('average_mark', '4,55');
    form.set('original', 'here');
    form.set('consent', true);
    const result = await form.submit();
    expect(result.kind).toBe('saved');
    expect(callsOf('Admission/FileApplication')[0]).toEqual({
      todo: 'Admission/FileApplication',
      requestId: 'req-1',
      params: {
        season_id: 2,
        applicant: { id: 501 },
        group_id: 7,
        average_mark: 4.55,
        preferential_right: false,
        filing_method: 'in_person',
        external_number: null,
        original_documents: true,
        original_college_id: null,
        consent: 'accepted',
        guardian_name: null,
        guardian_phone: null,
        state: 'submitted',
      },
    });
    expect(form.minor.value).toBe(true);
  });

  it('shows every problem at once before sending anything', async () => {
    const { form, calls } = setup({});
    form.set('average_mark', '5,5');
    form.set('filing_method', 'mosru');
    form.set('original', 'other');
    const result = await form.submit();
    expect(result.kind).toBe('invalid');
    expect(form.errors.value).toEqual({
      person: { key: 'applicantRequired' },
      group_id: { key: 'groupRequired' },
      average_mark: { key: 'average' },
      external_number: { key: 'externalNumberRequired' },
      original_college_id: { key: 'originalCollegeRequired' },
    });
    expect(calls).toHaveLength(0);
  });

  it('stops a new person at likely duplicates, files with the one picked instead', async () => {
    const { form, callsOf } = setup({ 'Admission/FindApplicants': () => [HIT], 'Admission/FileApplication': () => admissionApplication(9) });
    fillNew(form);
    expect(await form.submit()).toEqual({ kind: 'invalid' });
    expect(callsOf('Admission/FindApplicants')[0]?.params).toEqual({ season_id: 2, search: 'Петров Пётр', birth_date: '2010-02-01' });
    expect(form.duplicates.value).toMatchObject({ kind: 'found', hits: [HIT] });
    expect(callsOf('Admission/FileApplication')).toHaveLength(0);
    form.chooseApplicant(HIT);
    expect(form.duplicates.value.kind).toBe('none');
    expect((await form.submit()).kind).toBe('saved');
    expect(callsOf('Admission/FileApplication')[0]?.params.applicant).toEqual({ id: 501 });
  });

  it('files a confirmed new person with ignore_duplicates, keeping the request id of the opening', async () => {
    const { form, callsOf } = setup({ 'Admission/FindApplicants': () => [HIT], 'Admission/FileApplication': () => admissionApplication(9) });
    fillNew(form);
    await form.submit();
    expect((await form.confirmNew()).kind).toBe('saved');
    const filed = callsOf('Admission/FileApplication')[0];
    expect(filed?.params.applicant).toEqual({
      data: { last_name: 'Петров', first_name: 'Пётр', middle_name: null, birth_date: '2010-02-01', gender: null, phones: [], email: null, id_number: null, school_id: null, grade: null },
      ignore_duplicates: true,
    });
    expect(filed?.requestId).toBe('req-1');
  });

  it('puts the server\'s issues next to their fields and keeps what was typed', async () => {
    const { form } = setup({
      'Admission/FindApplicants': () => [],
      'Admission/FileApplication': () => refuse('INVALID_PARAMS', 'Проверьте поля', [{ path: 'applicant.data.last_name', message: 'Только буквы' }, { path: 'average_mark', message: 'Средний балл не выше 5,00' }]),
    });
    fillNew(form);
    expect((await form.submit()).kind).toBe('invalid');
    expect(form.errors.value).toEqual({ last_name: { text: 'Только буквы' }, average_mark: { text: 'Средний балл не выше 5,00' } });
    expect(form.values.value.last_name).toBe('Петров');
    expect(form.formError.value).toBeNull();
  });

  it('sends a retry after a lost answer with the same request id, and a new opening with a new one', async () => {
    let answer: unknown = null;
    const { form, callsOf } = setup({ 'Admission/FileApplication': () => answer });
    form.chooseApplicant(HIT);
    form.set('group_id', 7);
    expect((await form.submit()).kind).toBe('invalid');
    expect(form.formError.value?.code).toBe('TRANSPORT_ERROR');
    answer = admissionApplication(9);
    expect((await form.submit()).kind).toBe('saved');
    expect(callsOf('Admission/FileApplication').map((call) => call.requestId)).toEqual(['req-1', 'req-1']);
    form.reset();
    expect(form.requestId()).toBe('req-2');
  });

  it('shows a CONFLICT sentence above the buttons', async () => {
    const { form } = setup({ 'Admission/FileApplication': () => refuse('CONFLICT', 'Заявление в эту группу уже подано') });
    form.chooseApplicant(HIT);
    form.set('group_id', 7);
    await form.submit();
    expect(form.formError.value).toMatchObject({ code: 'CONFLICT', message: 'Заявление в эту группу уже подано' });
  });

  it('edits an application by the changed fields only, and sends nothing when nothing changed', async () => {
    const item: ApplicationItem = admissionApplication(5, { average_mark: 4, consent: 'not_accepted' });
    const { form, callsOf } = setup({ 'Admission/UpdateApplication': () => ({ ...item, consent: 'accepted' }) }, { kind: 'edit', item });
    expect(form.values.value.average_mark).toBe('4,00');
    expect(await form.submit()).toEqual({ kind: 'unchanged' });
    form.set('consent', true);
    form.set('group_id', competitiveGroup(8).id);
    expect((await form.submit()).kind).toBe('saved');
    expect(callsOf('Admission/UpdateApplication')[0]?.params).toEqual({ id: 5, data: { consent: 'accepted', group_id: 8 } });
  });
});
