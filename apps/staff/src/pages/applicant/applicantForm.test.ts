import { describe, expect, it } from 'vitest';
import { createApplicant, mergeApplicants, updateApplicant, findDuplicates } from '@abitura/contracts';
import { fail, ok, respondWith } from '@abitura/ui/testing';
import { testClients } from '../../testing/testClients.js';
import { ageOn } from './applicantAge.js';
import { checkBirthDate, checkGraduationYear, checkIdNumber, validateApplicant } from './applicantChecks.js';
import { createApplicantDraft, readDraft } from './applicantDraft.js';
import { createProfileEditForm } from './applicantForm.js';
import { applicantPayload, changedData, duplicateProbe, mergeData, schoolYearOf } from './applicantPayload.js';
import { emptyApplicant, instantToLocal, valuesFromRecord, type ApplicantValues } from './applicantValues.js';
import { recommendedProgram } from './recommendations.js';
import { prefillFromQuery } from './searchPrefill.js';
import { APPLICANT } from './testing/fixtures.js';

const client = testClients();
const TODAY = new Date(2025, 8, 10, 12, 0);

function named(patch: Partial<ApplicantValues> = {}): ApplicantValues {
  return { ...emptyApplicant(), last_name: 'Иванов', first_name: 'Пётр', ...patch };
}

describe('applicant checks', () => {
  it('need the last and first name, in letters', () => {
    expect(validateApplicant(emptyApplicant(), TODAY)).toEqual({ last_name: { key: 'required' }, first_name: { key: 'required' } });
    expect(validateApplicant(named({ last_name: 'Иванов2', middle_name: '-' }), TODAY)).toEqual({ last_name: { key: 'nameLetters' }, middle_name: { key: 'nameLetters' } });
    expect(validateApplicant(named({ last_name: "Д'Артаньян-Петров", middle_name: 'Оглы' }), TODAY)).toEqual({});
  });

  it('take a birth date that exists, from 1900 to today', () => {
    expect(checkBirthDate('2009-05-14', TODAY)).toBeUndefined();
    expect(checkBirthDate('2009-02-31', TODAY)).toEqual({ key: 'date' });
    expect(checkBirthDate('2025-09-11', TODAY)).toEqual({ key: 'birthDateFuture' });
    expect(checkBirthDate('1899-12-31', TODAY)).toEqual({ key: 'birthDateTooEarly' });
    expect(checkBirthDate('', TODAY)).toBeUndefined();
  });

  it('verify the СНИЛС: 11 digits with matching check digits', () => {
    expect(checkIdNumber('11223344595')).toBeUndefined();
    expect(checkIdNumber('1122334459')).toEqual({ key: 'idNumberIncomplete' });
    expect(checkIdNumber('11223344596')).toEqual({ key: 'idNumberChecksum' });
  });

  it("answer a graduation year outside 1-99 with the SPEC's message and show the school year", () => {
    expect(checkGraduationYear('25')).toBeUndefined();
    expect(checkGraduationYear('0')).toEqual({ key: 'graduationYear' });
    expect(checkGraduationYear('100')).toEqual({ key: 'graduationYear' });
    expect(schoolYearOf('25')).toBe('2024/2025');
    expect(schoolYearOf('1')).toBe('2000/2001');
    expect(schoolYearOf('abc')).toBeNull();
  });

  it('find a half-typed phone, too many phones and bad e-mails', () => {
    expect(validateApplicant(named({ phones: ['+7916'] }), TODAY)).toEqual({ phones: { key: 'phone' } });
    expect(validateApplicant(named({ phones: Array.from({ length: 6 }, (_, i) => `+7916123456${i}`) }), TODAY)).toEqual({ phones: { key: 'tooManyPhones', values: { max: 5 } } });
    expect(validateApplicant(named({ email: 'anna@' }), TODAY)).toEqual({ email: { key: 'email' } });
  });

  it('point to the first bad row of achievements, results and checks', () => {
    expect(validateApplicant(named({ achievements: [{ code: '', points: 0, note: '' }] }), TODAY)).toEqual({ achievements: { key: 'achievementCode', values: { row: 1 } } });
    expect(validateApplicant(named({ exams: [{ subject: 'Математика', score: '80', year: '' }, { subject: 'Физика', score: '120', year: '' }] }), TODAY)).toEqual({ exams: { key: 'examScore', values: { row: 2 } } });
    expect(validateApplicant(named({ gia: [{ subject: 'Русский язык', mark: '6', score: '' }] }), TODAY)).toEqual({ gia: { key: 'giaMark', values: { row: 1 } } });
    expect(validateApplicant(named({ check_results: [{ name: 'fns', value: 1 }, { name: 'fns', value: null }] }), TODAY)).toEqual({ check_results: { key: 'checkRepeated', values: { row: 2 } } });
  });

  it('need the consent time, not in the future, and the representative’s name', () => {
    const consent = { status: 'accepted', at: '', by: 'applicant', representative: '' } as const;
    expect(validateApplicant(named({ consent }), TODAY)).toEqual({ consent: { key: 'consentAt' } });
    expect(validateApplicant(named({ consent: { ...consent, at: '2025-09-11T10:00' } }), TODAY)).toEqual({ consent: { key: 'consentFuture' } });
    expect(validateApplicant(named({ consent: { ...consent, at: '2025-09-01T10:00', by: 'representative' } }), TODAY)).toEqual({ consent: { key: 'representative' } });
    expect(validateApplicant(named({ consent: { ...consent, at: '2025-09-01T10:00' } }), TODAY)).toEqual({});
  });
});

describe('applicant payload', () => {
  const full = named({
    middle_name: ' Сергеевич ',
    birth_date: '2009-05-14',
    gender: 'MALE',
    phones: ['+79161234567', '', '+79161234567'],
    email: ' petr@example.ru ',
    id_number: '11223344595',
    school_id: { id: 11, name: 'ГБОУ Школа № 1234' },
    grade: 'SCH9',
    graduation_year: '25',
    okrug: 'CAO',
    district: 'Арбат',
    metro_station_1: 'Арбатская',
    category: 'moscow_9_25',
    tags: ['priority_ca_1'],
    achievements: [{ code: 'volunteering', points: 3, note: '' }],
    exams: [{ subject: 'Информатика', score: '87,5', year: '2025' }],
    gia: [{ subject: 'Математика', mark: '5', score: '' }],
    check_results: [{ name: 'gosuslugi', value: 1 }],
    readiness: 'ready',
    tracking_stage: 'plans_to_apply',
    refusal_reasons: ['rejectPerson'],
    consent: { status: 'accepted', at: '2025-06-20T11:30', by: 'representative', representative: 'Иванов Сергей' },
    information_source: 'tv',
    intents: ['college_after_9'],
    industries: ['it'],
    curator_id: { id: 7, name: 'Петрова Ольга' },
  });

  it('is what Abiturient/Create accepts, every field in its stored form', () => {
    const data = applicantPayload(full);
    const parsed = createApplicant.params.parse({ data, ignore_duplicates: false });
    expect(parsed.data).toMatchObject({
      middle_name: 'Сергеевич',
      birth_date: '2009-05-14',
      phones: ['+79161234567'],
      email: 'petr@example.ru',
      id_number: '11223344595',
      school_id: 11,
      graduation_year: 25,
      exams: [{ subject: 'Информатика', score: 87.5, year: 2025 }],
      gia: [{ subject: 'Математика', mark: 5 }],
      check_results: { gosuslugi: 1 },
      consent: { status: 'accepted', by: 'representative', representative: 'Иванов Сергей', at: new Date(2025, 5, 20, 11, 30).toISOString() },
      curator_id: 7,
    });
    expect(createApplicant.params.parse({ data: applicantPayload(named()) }).data).toMatchObject({ middle_name: null, birth_date: null, phones: [], consent: null });
  });

  it('reads a record back into the same payload, so an untouched edit sends nothing', () => {
    const values = valuesFromRecord(APPLICANT);
    expect(changedData(values, values)).toEqual({});
    expect(values.consent.at).toBe(instantToLocal(APPLICANT.consent!.at));
    const changed = changedData(values, { ...values, grade: 'SCH11', phones: [...values.phones, '+79167654321'] });
    expect(changed).toEqual({ grade: 'SCH11', phones: ['+79161234567', '+79167654321'] });
    expect(updateApplicant.params.safeParse({ id: APPLICANT.id, data: changed }).success).toBe(true);
  });

  it('merges only what was entered', () => {
    const data = mergeData(named({ phones: ['+79161234567'], flags: { ...emptyApplicant().flags, recall: true } }));
    expect(data).toEqual({ last_name: 'Иванов', first_name: 'Пётр', phones: ['+79161234567'], flags: { recall: true } });
    expect(mergeApplicants.params.safeParse({ target: 5, data }).success).toBe(true);
  });

  it('probes for duplicates by what is complete: name with birth date, phone, e-mail, СНИЛС', () => {
    expect(duplicateProbe(named(), TODAY)).toBeNull();
    expect(duplicateProbe(named({ phones: ['+7916'] }), TODAY)).toBeNull();
    const byName = duplicateProbe(named({ birth_date: '2009-05-14' }), TODAY);
    expect(byName).toEqual({ last_name: 'Иванов', first_name: 'Пётр', middle_name: null, birth_date: '14.05.2009', phones: [] });
    expect(findDuplicates.params.safeParse(byName).success).toBe(true);
    expect(duplicateProbe(named({ email: 'petr@example.ru', id_number: '11223344595' }), TODAY)).toEqual({ phones: [], email: 'petr@example.ru', id_number: '11223344595' });
    expect(duplicateProbe(named({ id_number: '11223344596' }), TODAY)).toBeNull();
  });
});

describe('profile edit form', () => {
  it('sends only what changed, and nothing when nothing did', async () => {
    const test = client(respondWith({ 'Abiturient/Update': () => ok({ ...APPLICANT, grade: 'SCH11' }) }));
    const form = createProfileEditForm(test.client, APPLICANT, () => TODAY);
    expect(await form.submit()).toEqual({ kind: 'unchanged' });
    form.set('grade', 'SCH11');
    expect((await form.submit()).kind).toBe('saved');
    expect(test.requests[0]?.params).toEqual({ id: 501, data: { grade: 'SCH11' } });
  });

  it('keeps the values when the server refuses, its issue on the field', async () => {
    const test = client(() => ({ ...fail('INVALID_PARAMS', 'Проверьте данные'), issues: [{ path: 'data.phones.0', message: 'Номер принадлежит другому абитуриенту' }] }));
    const form = createProfileEditForm(test.client, APPLICANT, () => TODAY);
    form.set('phones', ['+79160000000']);
    expect((await form.submit()).kind).toBe('invalid');
    expect(form.errors.value).toEqual({ phones: { text: 'Номер принадлежит другому абитуриенту' } });
    expect(form.values.value.phones).toEqual(['+79160000000']);
  });
});

describe('insert page helpers', () => {
  it('send what the search page looked up to its field', () => {
    expect(prefillFromQuery('Иванов Пётр Сергеевич')).toEqual({ last_name: 'Иванов', first_name: 'Пётр', middle_name: 'Сергеевич' });
    expect(prefillFromQuery('8 916 123-45-67')).toEqual({ phones: ['+79161234567'] });
    expect(prefillFromQuery('112-233-445 95')).toEqual({ id_number: '11223344595' });
    expect(prefillFromQuery('11223344595')).toEqual({ id_number: '11223344595' });
    expect(prefillFromQuery('anna@example.ru')).toEqual({ email: 'anna@example.ru' });
    expect(prefillFromQuery('12ab')).toEqual({});
    expect(prefillFromQuery(null)).toEqual({});
  });

  it('keep a draft per user and drop one that does not read as the form', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value), removeItem: (key: string) => void store.delete(key) };
    const mine = createApplicantDraft(storage, 1);
    mine.save(named({ birth_date: '2009-05-14' }));
    expect(mine.load()?.last_name).toBe('Иванов');
    expect(createApplicantDraft(storage, 2).load()).toBeNull();
    mine.clear();
    expect(mine.load()).toBeNull();
    expect(readDraft('{"last_name": 5}')).toBeNull();
    expect(readDraft('not json')).toBeNull();
  });

  it('count an age in whole years', () => {
    expect(ageOn('2009-05-14', TODAY)).toBe(16);
    expect(ageOn('2009-09-11', TODAY)).toBe(15);
    expect(ageOn(null, TODAY)).toBeNull();
  });

  it('read the programme of a recommendation as the navigation page records it, else from its OID', () => {
    const college = { id: 21, name: 'Колледж связи № 54' };
    expect(recommendedProgram({ OID: '31', organization: college, action_data: { program: 31, programName: 'Информационные системы', industry: 'it' } })).toEqual({ id: 31, name: 'Информационные системы', college: 'Колледж связи № 54' });
    expect(recommendedProgram({ OID: '44', organization: null, action_data: {} })).toEqual({ id: 44, name: null, college: null });
    expect(recommendedProgram({ OID: null, organization: null, action_data: { industry: 'it' } })).toBeNull();
  });
});
