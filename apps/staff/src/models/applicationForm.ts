/**
 * The statement dialog's form as a signal model (issue 24): filing a statement for an applicant
 * of the contingent (found with Admission/FindApplicants) or for a new one typed in, and editing a
 * filed one with only the changed fields. A new person is first checked for likely duplicates
 * (the same name and birth date): the person picks one of them instead, or confirms "this is a new
 * person", which files with ignore_duplicates. One requestId per opening of the dialog, reused by
 * every retry, so a statement whose answer was lost is filed once. Nothing typed is lost on a
 * failure. No React here; ApplicationDialog renders it.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { ApplicationItem } from '@abitura/contracts';
import { dayLabel, moscowDay } from '@abitura/contracts/moscowTime';
import { isCompleteIdNumber, isValidSnilsChecksum, normalizePhone, toDisplayDate, validateDate } from '@abitura/contracts/validation';
import type { FilingMethod } from '@abitura/contracts/vocabulary';
import { newRequestId, type Client } from '@abitura/sdk';
import { admissionCall, type AdmissionClient, type AdmissionParams, type AdmissionResult } from './admissionService.js';
import { failureOf, outcomeOf, type Failure, type Outcome } from './failure.js';
import { changedFields, checkEmail, checkText, orNull } from './fieldChecks.js';
import { createFormModel, type FieldError, type FieldErrors, type SubmitResult } from './formModel.js';

export type ApplicantHit = AdmissionResult<'Admission/FindApplicants'>[number];
export type GroupChoice = AdmissionResult<'Admission/ListGroups'>['items'][number];

/** The applicant a statement is filed for, as the dialog shows them. */
export interface ChosenApplicant {
  id: number;
  fullname: string;
  birth_date: string | null;
  id_number: string | null;
  school: string | null;
  /** Live applications this season (unknown: null). */
  applications: number | null;
  gia: ApplicationItem['gia'];
  achievements: ApplicationItem['achievements'];
  achievement_points: number;
}

export type OriginalPlace = 'none' | 'here' | 'other';

export interface ApplicationFormValues {
  /** Filing only: an applicant of the contingent, or a new person typed in. */
  applicantMode: 'existing' | 'new';
  person: ChosenApplicant | null;
  last_name: string;
  first_name: string;
  middle_name: string;
  /** Stored form, YYYY-MM-DD, or ''. */
  birth_date: string;
  gender: '' | 'MALE' | 'FEMALE';
  phone: string;
  email: string;
  /** The СНИЛС's digits. */
  id_number: string;
  school_id: number | null;
  grade: '' | 'SCH9' | 'SCH11';
  group_id: number | null;
  /** The chosen group as the picker shows it. */
  group: Pick<GroupChoice, 'id' | 'college' | 'program' | 'funding' | 'base' | 'test_type'> | null;
  /** Filing only; '' is the next free priority. */
  priority: string;
  /** As typed: 4,55 or 4.55; '' is none. */
  average_mark: string;
  preferential_right: boolean;
  filing_method: FilingMethod;
  external_number: string;
  original: OriginalPlace;
  original_college_id: number | null;
  consent: boolean;
  guardian_name: string;
  guardian_phone: string;
  /** Filing only. */
  state: 'draft' | 'submitted';
}

export const EMPTY_APPLICATION: ApplicationFormValues = Object.freeze({
  applicantMode: 'existing',
  person: null,
  last_name: '',
  first_name: '',
  middle_name: '',
  birth_date: '',
  gender: '',
  phone: '',
  email: '',
  id_number: '',
  school_id: null,
  grade: '',
  group_id: null,
  group: null,
  priority: '',
  average_mark: '',
  preferential_right: false,
  filing_method: 'in_person',
  external_number: '',
  original: 'none',
  original_college_id: null,
  consent: false,
  guardian_name: '',
  guardian_phone: '',
  state: 'submitted',
}) as ApplicationFormValues;

/** The order the dialog shows its fields in, for the focus on the first problem. */
export const APPLICATION_FIELDS = [
  'person',
  'last_name',
  'first_name',
  'middle_name',
  'birth_date',
  'gender',
  'phone',
  'email',
  'id_number',
  'school_id',
  'grade',
  'group_id',
  'priority',
  'average_mark',
  'filing_method',
  'external_number',
  'original_college_id',
  'consent',
  'guardian_name',
  'guardian_phone',
] as const satisfies readonly (keyof ApplicationFormValues)[];

const NAME_RE = /^[\p{L}][\p{L}\s'’.-]*$/u;

/** A certificate average as typed (comma or dot), or null for none; NaN when it is no such number. */
export function parseAverage(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  return /^\d(\.\d{1,2})?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** An age in whole years on a day (YYYY-MM-DD), from a stored birth date; null when unknown. */
export function ageOn(birthDate: string | null, today: string): number | null {
  if (birthDate === null || !/^\d{4}-\d{2}-\d{2}$/.test(birthDate)) return null;
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  const age = today.slice(5) < birthDate.slice(5) ? years - 1 : years;
  return age >= 0 ? age : null;
}

function checkName(value: string, required: boolean): FieldError | undefined {
  const text = checkText(value, { max: 100, required });
  if (text) return text;
  return value.trim() === '' || NAME_RE.test(value.trim()) ? undefined : { key: 'nameLetters' };
}

/** The contracts' rules, field by field, as keys of the `admissionStatement` namespace's `errors`. */
export function validateApplication(values: ApplicationFormValues, editing: boolean, today: string): FieldErrors<ApplicationFormValues> {
  const errors: FieldErrors<ApplicationFormValues> = {};
  const put = (field: keyof ApplicationFormValues & string, error: FieldError | undefined) => {
    if (error) errors[field] = error;
  };
  if (!editing && values.applicantMode === 'existing' && values.person === null) put('person', { key: 'applicantRequired' });
  if (!editing && values.applicantMode === 'new') {
    put('last_name', checkName(values.last_name, true));
    put('first_name', checkName(values.first_name, true));
    put('middle_name', checkName(values.middle_name, false));
    if (values.birth_date === '') put('birth_date', { key: 'birthDateRequired' });
    else {
      const display = toDisplayDate(values.birth_date);
      if (display === null || !validateDate(display, { min: '1900-01-01', max: today }).ok) put('birth_date', { key: 'date' });
    }
    if (values.phone !== '' && normalizePhone(values.phone) === null) put('phone', { key: 'phone' });
    put('email', checkEmail(values.email));
    if (values.id_number !== '') {
      if (!isCompleteIdNumber(values.id_number)) put('id_number', { key: 'idNumberIncomplete' });
      else if (!isValidSnilsChecksum(values.id_number)) put('id_number', { key: 'idNumberChecksum' });
    }
  }
  if (values.group_id === null) put('group_id', { key: 'groupRequired' });
  if (!editing && values.priority.trim() !== '') {
    const priority = Number(values.priority.trim());
    if (!/^\d{1,2}$/.test(values.priority.trim()) || priority < 1 || priority > 50) put('priority', { key: 'priority' });
  }
  const average = parseAverage(values.average_mark);
  if (average !== null && (Number.isNaN(average) || average < 3 || average > 5)) put('average_mark', { key: 'average' });
  if (values.filing_method === 'mosru' && values.external_number.trim() === '') put('external_number', { key: 'externalNumberRequired' });
  put('external_number', checkText(values.external_number, { max: 64 }));
  if (values.original === 'other' && values.original_college_id === null) put('original_college_id', { key: 'originalCollegeRequired' });
  put('guardian_name', checkText(values.guardian_name, { max: 200 }));
  if (values.guardian_phone !== '' && normalizePhone(values.guardian_phone) === null) put('guardian_phone', { key: 'phone' });
  return errors;
}

/** The statement's own fields as the contracts name them. */
export function statementPayload(values: ApplicationFormValues) {
  return {
    group_id: values.group_id as number,
    average_mark: parseAverage(values.average_mark),
    preferential_right: values.preferential_right,
    filing_method: values.filing_method,
    external_number: orNull(values.external_number),
    original_documents: values.original !== 'none',
    original_college_id: values.original === 'other' ? values.original_college_id : null,
    consent: values.consent ? ('accepted' as const) : ('not_accepted' as const),
    guardian_name: orNull(values.guardian_name),
    guardian_phone: values.guardian_phone === '' ? null : values.guardian_phone,
  };
}

/** A filed application as the form edits it. */
export function valuesOfApplication(item: ApplicationItem): ApplicationFormValues {
  const originalOther = item.original_college !== null && item.original_college.id !== item.group.college.id;
  return {
    ...EMPTY_APPLICATION,
    person: { ...item.applicant, school: null, applications: null, gia: item.gia, achievements: item.achievements, achievement_points: item.achievement_points },
    group_id: item.group.id,
    group: item.group,
    priority: String(item.priority),
    average_mark: item.average_mark === null ? '' : item.average_mark.toFixed(2).replace('.', ','),
    preferential_right: item.preferential_right,
    filing_method: item.filing_method,
    external_number: item.external_number ?? '',
    original: originalOther ? 'other' : item.original_documents ? 'here' : 'none',
    original_college_id: originalOther ? (item.original_college?.id ?? null) : null,
    consent: item.consent === 'accepted',
    guardian_name: item.guardian_name ?? '',
    guardian_phone: item.guardian_phone ?? '',
  };
}

/** Filing for a season (for a given applicant or not), or editing a filed application. */
export type ApplicationFormTarget = { kind: 'file'; seasonId: number } | { kind: 'edit'; item: ApplicationItem };

export interface ApplicationFormOptions {
  client: AdmissionClient & Pick<Client, 'call'>;
  target: ApplicationFormTarget;
  /** @default Date.now */
  now?: () => number;
  /** @default newRequestId */
  requestId?: () => string;
}

/** The duplicates check of a new person: none asked yet, being asked, or the likely duplicates found. */
export type DuplicateCheck = { kind: 'none' } | { kind: 'checking' } | { kind: 'found'; hits: readonly ApplicantHit[]; key: string };

export type ApplicationFormModel = ReturnType<typeof createApplicationFormModel>;

export function createApplicationFormModel({ client, target, now = Date.now, requestId: makeRequestId = newRequestId }: ApplicationFormOptions) {
  const editing = target.kind === 'edit';
  const today = () => dayLabel(moscowDay(now()));
  let requestId = makeRequestId();
  /** The person confirmed that the new applicant is nobody the duplicates check found. */
  const confirmedNew = signal(false);
  const duplicates = signal<DuplicateCheck>({ kind: 'none' });
  /** A failure of the applicant's details (GIA, achievements) read for a chosen applicant. */
  const detailsError = signal<Failure | null>(null);

  const initial = target.kind === 'edit' ? valuesOfApplication(target.item) : EMPTY_APPLICATION;
  const duplicateKey = (values: ApplicationFormValues) => JSON.stringify([values.last_name.trim().toLowerCase(), values.first_name.trim().toLowerCase(), values.birth_date]);

  const form = createFormModel<ApplicationFormValues, ApplicationItem>({
    initial,
    validate: (values) => validateApplication(values, editing, today()),
    send: (values) => {
      const options = { requestId };
      if (target.kind === 'edit') {
        const changes = changedFields(statementPayload(values), statementPayload(valuesOfApplication(target.item)));
        if (Object.keys(changes).length === 0) return null;
        return admissionCall(client, 'Admission/UpdateApplication', { id: target.item.id, data: changes }, options).then(outcomeOf);
      }
      return admissionCall(client, 'Admission/FileApplication', fileParams(target.seasonId, values, confirmedNew.peek()), options).then(outcomeOf);
    },
  });

  /** Reads the chosen applicant's GIA and achievements from their record (the hit does not carry them). */
  async function readDetails(id: number): Promise<void> {
    const reply = await client.call('Abiturient/GetAbiturient', { id });
    const person = form.values.peek().person;
    if (person?.id !== id) return;
    if (!reply.success) {
      detailsError.value = failureOf(reply);
      return;
    }
    const record = reply.data;
    batch(() => {
      detailsError.value = null;
      form.set('person', {
        ...person,
        school: person.school ?? record.school?.name ?? null,
        gia: record.gia.map((entry) => ({ subject: entry.subject, mark: entry.mark, ...(entry.score === undefined ? {} : { score: entry.score }) })),
        achievements: record.achievements.map((entry) => ({ code: entry.code, points: entry.points })),
        achievement_points: record.achievement_points,
      });
    });
  }

  return {
    ...form,
    editing,
    duplicates: duplicates as ReadonlySignal<DuplicateCheck>,
    confirmedNew: confirmedNew as ReadonlySignal<boolean>,
    detailsError: detailsError as ReadonlySignal<Failure | null>,
    /** The applicant is under 18 today: the guardian's contact matters (shown first). */
    minor: computed(() => {
      const values = form.values.value;
      const birth = values.applicantMode === 'new' ? values.birth_date || null : (values.person?.birth_date ?? null);
      const age = ageOn(birth, today());
      return age !== null && age < 18;
    }),
    /** The request id the next send uses (the same for every retry of this opening). */
    requestId: () => requestId,

    /** Picks an applicant of the contingent (a search hit or a likely duplicate). */
    chooseApplicant(hit: ApplicantHit | null): void {
      batch(() => {
        form.set('applicantMode', 'existing');
        form.set('person', hit === null ? null : { id: hit.id, fullname: hit.fullname, birth_date: hit.birth_date, id_number: hit.id_number, school: hit.school, applications: hit.applications, gia: [], achievements: [], achievement_points: 0 });
        duplicates.value = { kind: 'none' };
      });
      if (hit !== null) void readDetails(hit.id);
    },
    /** Opens the dialog on a known applicant (a link's `file=<id>`): their record gives what the dialog shows. */
    async chooseApplicantById(id: number): Promise<Outcome<void>> {
      const reply = await client.call('Abiturient/GetAbiturient', { id });
      if (!reply.success) {
        const failure = failureOf(reply);
        detailsError.value = failure;
        return { ok: false, failure };
      }
      const record = reply.data;
      form.set('person', {
        id: record.id,
        fullname: record.fullname,
        birth_date: record.birth_date,
        id_number: record.id_number,
        school: record.school?.name ?? null,
        applications: null,
        gia: record.gia.map((entry) => ({ subject: entry.subject, mark: entry.mark, ...(entry.score === undefined ? {} : { score: entry.score }) })),
        achievements: record.achievements.map((entry) => ({ code: entry.code, points: entry.points })),
        achievement_points: record.achievement_points,
      });
      return { ok: true, value: undefined };
    },
    setApplicantMode(mode: 'existing' | 'new'): void {
      batch(() => {
        form.set('applicantMode', mode);
        duplicates.value = { kind: 'none' };
        confirmedNew.value = false;
      });
    },
    /** "This is a new person": files without the duplicates check's objection. */
    confirmNew(): Promise<SubmitResult<ApplicationItem>> {
      confirmedNew.value = true;
      duplicates.value = { kind: 'none' };
      return form.submit();
    },

    /**
     * Checks and sends. A new person is first looked up by name and birth date; likely
     * duplicates stop the filing until one is picked or the person is confirmed as new.
     */
    async submit(extra: FieldErrors<ApplicationFormValues> = {}): Promise<SubmitResult<ApplicationItem>> {
      const values = form.values.peek();
      const isNew = !editing && values.applicantMode === 'new';
      const problems = { ...validateApplication(values, editing, today()), ...extra };
      if (isNew && !confirmedNew.peek() && Object.keys(problems).length === 0 && target.kind === 'file') {
        const key = duplicateKey(values);
        const found = duplicates.peek();
        if (found.kind === 'found' && found.key === key) return { kind: 'invalid' };
        duplicates.value = { kind: 'checking' };
        const reply = await admissionCall(client, 'Admission/FindApplicants', {
          season_id: target.seasonId,
          search: `${values.last_name.trim()} ${values.first_name.trim()}`.slice(0, 100),
          birth_date: values.birth_date,
        });
        // A check that fails does not stop the filing: the server checks duplicates again.
        const hits = reply.success ? reply.data : [];
        if (hits.length > 0) {
          duplicates.value = { kind: 'found', hits, key };
          return { kind: 'invalid' };
        }
        duplicates.value = { kind: 'none' };
      }
      return form.submit(extra);
    },

    /** Starts over for a new opening of the dialog: the values, the checks and a fresh request id. */
    reset(next: ApplicationFormValues = initial): void {
      requestId = makeRequestId();
      batch(() => {
        form.reset(next);
        confirmedNew.value = false;
        duplicates.value = { kind: 'none' };
        detailsError.value = null;
      });
    },
  };
}

type NewApplicantData = Extract<AdmissionParams<'Admission/FileApplication'>['applicant'], { data: unknown }>['data'];

/** The Admission/FileApplication params of the form's values. */
export function fileParams(seasonId: number, values: ApplicationFormValues, ignoreDuplicates: boolean): AdmissionParams<'Admission/FileApplication'> {
  const applicant =
    values.applicantMode === 'existing' && values.person !== null
      ? { id: values.person.id }
      : {
          data: {
            last_name: values.last_name.trim(),
            first_name: values.first_name.trim(),
            middle_name: orNull(values.middle_name),
            birth_date: values.birth_date === '' ? null : values.birth_date,
            gender: values.gender === '' ? null : values.gender,
            phones: values.phone === '' ? [] : [values.phone],
            email: orNull(values.email),
            id_number: values.id_number === '' ? null : values.id_number,
            school_id: values.school_id,
            grade: values.grade === '' ? null : values.grade,
          } satisfies NewApplicantData,
          ignore_duplicates: ignoreDuplicates,
        };
  return {
    season_id: seasonId,
    applicant,
    ...statementPayload(values),
    ...(values.priority.trim() === '' ? {} : { priority: Number(values.priority.trim()) }),
    state: values.state,
  };
}
