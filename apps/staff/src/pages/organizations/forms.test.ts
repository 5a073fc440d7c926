import { describe, expect, it } from 'vitest';
import { fail, ok, respondWith } from '@abitura/ui/testing';
import { buildingPayload, createBuildingForm, metroList, validateBuilding, EMPTY_BUILDING } from './buildingForm.js';
import { changedFields, checkText } from '../../models/fieldChecks.js';
import { issuesToFields } from '../../models/formModel.js';
import { createOrganizationForm, emptyOrganization, organizationPayload, validateOrganization } from './organizationForm.js';
import { createResponsibleForm, EMPTY_RESPONSIBLE, responsibleValues, validateResponsible } from './responsibleForm.js';
import { IVANOVA, LEGACY, MAIN_BUILDING, SCHOOL_CARD } from './testing/fixtures.js';
import { testClients } from '../../testing/testClients.js';

const client = testClients();

describe('field checks', () => {
  it('measure text after trimming', () => {
    expect(checkText('  ', { max: 5, required: true })).toEqual({ key: 'required' });
    expect(checkText(' a ', { max: 5, min: 2 })).toEqual({ key: 'tooShort', values: { min: 2 } });
    expect(checkText('abcdef', { max: 5 })).toEqual({ key: 'tooLong', values: { max: 5 } });
    expect(checkText('', { max: 5 })).toBeUndefined();
  });

  it('find the fields an update changes, comparing as the server stores them', () => {
    expect(changedFields({ a: null, b: 'x', c: ['m'] }, { a: null, b: 'y', c: ['m'] })).toEqual({ b: 'x' });
    expect(changedFields({ a: null }, { a: undefined })).toEqual({});
  });

  it('map server issues onto fields by any part of their path', () => {
    const issues = [
      { path: 'data.email', message: 'Занят' },
      { path: 'phone', message: 'Неверный' },
      { path: 'data', message: 'Укажите хотя бы одно поле' },
    ];
    expect(issuesToFields<{ email: string; phone: string }>(issues, ['email', 'phone'])).toEqual({
      fields: { email: { text: 'Занят' }, phone: { text: 'Неверный' } },
      rest: [{ path: 'data', message: 'Укажите хотя бы одно поле' }],
    });
  });
});

describe('responsible form', () => {
  it('needs a full name and a phone or an e-mail, each valid', () => {
    expect(validateResponsible(EMPTY_RESPONSIBLE)).toEqual({ fullname: { key: 'required' }, phone: { key: 'reachable' } });
    expect(validateResponsible({ ...EMPTY_RESPONSIBLE, fullname: 'Ан', email: 'bad@', phone: '+7916' })).toEqual({ email: { key: 'email' }, phone: { key: 'phone' } });
    expect(validateResponsible({ ...EMPTY_RESPONSIBLE, fullname: 'Анна', phone: '+79161234567' })).toEqual({});
  });

  it('reads a legacy contact’s non-string fields as empty', () => {
    expect(responsibleValues(LEGACY)).toEqual({ ...EMPTY_RESPONSIBLE, email: 'office@school1234.ru' });
  });

  it('creates with every field, empty ones as null', async () => {
    const test = client(respondWith({ 'Organization/CreateResponsibles': () => ok(IVANOVA) }));
    const form = createResponsibleForm(test.client, 11, null);
    form.set('fullname', ' Иванова Мария ');
    form.set('email', 'ivanova@school1234.ru');
    expect(await form.submit()).toEqual({ kind: 'saved', value: IVANOVA });
    expect(test.requests[0]?.params).toEqual({
      org_id: 11,
      fullname: 'Иванова Мария',
      position: null,
      activity: null,
      phone: null,
      email: 'ivanova@school1234.ru',
      operator_shortname: null,
      operator_organization: null,
    });
  });

  it('updates only what changed, and sends nothing when nothing did', async () => {
    const test = client(respondWith({ 'Organization/UpdateResponsibles': () => ok({ ...IVANOVA, phone: null }) }));
    const form = createResponsibleForm(test.client, 11, IVANOVA);
    expect(await form.submit()).toEqual({ kind: 'unchanged' });
    expect(test.requests).toHaveLength(0);
    form.set('phone', '');
    expect((await form.submit()).kind).toBe('saved');
    expect(test.requests[0]?.params).toEqual({ id: 101, data: { phone: null } });
  });

  it('keeps the values and the failure when the server refuses, the issue on its field', async () => {
    const test = client(() => ({ ...fail('INVALID_PARAMS', 'Проверьте данные'), issues: [{ path: 'data.email', message: 'Адрес уже занят' }] }));
    const form = createResponsibleForm(test.client, 11, IVANOVA);
    form.set('email', 'taken@school.ru');
    expect(await form.submit()).toEqual({ kind: 'invalid' });
    expect(form.errors.value).toEqual({ email: { text: 'Адрес уже занят' } });
    expect(form.formError.value).toBeNull();
    expect(form.values.value.email).toBe('taken@school.ru');
    form.set('email', 'free@school.ru');
    expect(form.errors.value).toEqual({});
  });

  it('says a failure no field explains above the buttons', async () => {
    const test = client(() => fail('ACCESS_DENIED', 'Недостаточно прав'));
    const form = createResponsibleForm(test.client, 11, null);
    form.set('fullname', 'Анна');
    form.set('phone', '+79161234567');
    await form.submit();
    expect(form.formError.value).toMatchObject({ code: 'ACCESS_DENIED' });
    expect(form.values.value.fullname).toBe('Анна');
  });

  it('takes problems only the dialog can see (a half-typed phone)', async () => {
    const test = client(() => ok(IVANOVA));
    const form = createResponsibleForm(test.client, 11, null);
    form.set('fullname', 'Анна');
    form.set('email', 'anna@school.ru');
    expect(await form.submit({ phone: { key: 'phone' } })).toEqual({ kind: 'invalid' });
    expect(test.requests).toHaveLength(0);
  });
});

describe('organization form', () => {
  it('checks the name, registry code, tax number, phone and e-mail', () => {
    const values = { ...emptyOrganization('school'), name: 'Ш', organization_id: 'код 1', inn: '123', email: 'x@', phone: '+7999' };
    expect(Object.keys(validateOrganization(values)).sort()).toEqual(['email', 'inn', 'name', 'organization_id', 'phone']);
    expect(validateOrganization({ ...emptyOrganization('college'), name: 'Колледж', organization_id: 'KS-54', inn: '770123456789' })).toEqual({});
  });

  it('sends the МРСД as a number and empty fields as null', () => {
    expect(organizationPayload({ ...emptyOrganization('higher'), name: ' МГУ ', mrsd: '12', status: false })).toMatchObject({ type: 'higher', name: 'МГУ', mrsd: 12, status: false, okrug: null });
  });

  it('updates only the changed fields of the card', async () => {
    const test = client(() => ok(SCHOOL_CARD));
    const form = createOrganizationForm(test.client, SCHOOL_CARD);
    form.set('mrsd', '12');
    form.set('status', false);
    await form.submit();
    expect(test.requests[0]?.params).toEqual({ id: 11, data: { mrsd: 12, status: false } });
  });
});

describe('building form', () => {
  it('needs an address and at most five stations', () => {
    expect(validateBuilding(EMPTY_BUILDING)).toEqual({ address: { key: 'required' } });
    expect(validateBuilding({ ...EMPTY_BUILDING, address: 'ул. Арбат, 10', metro: ['a', 'b', 'c', 'd', 'e', 'f'] })).toEqual({ metro: { key: 'tooManyStations', values: { max: 5 } } });
  });

  it('drops blank and repeated stations, keeping their order', () => {
    expect(metroList([' arbatskaya', 'smolenskaya', 'arbatskaya', ' '])).toEqual(['arbatskaya', 'smolenskaya']);
    expect(buildingPayload({ ...EMPTY_BUILDING, address: ' ул. Арбат, 10 ', metro: ['arbatskaya'] })).toEqual({ name: null, address: 'ул. Арбат, 10', okrug: null, district: null, metro: ['arbatskaya'] });
  });

  it('updates only what changed', async () => {
    const test = client(() => ok(MAIN_BUILDING));
    const form = createBuildingForm(test.client, 11, MAIN_BUILDING);
    form.set('metro', ['Смоленская', 'Арбатская']);
    await form.submit();
    expect(test.requests[0]?.params).toEqual({ id: 201, data: { metro: ['Смоленская', 'Арбатская'] } });
  });
});
