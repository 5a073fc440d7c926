/**
 * How an application (заявление) to a competitive group moves (issue 24). The register and the
 * applicant's card offer only the moves allowedApplicationMoves names; the server refuses any
 * other with the sentence nextApplicationState gives, writing nothing.
 *
 * | move     | from                          | to        | what happened                                   |
 * | -------- | ----------------------------- | --------- | ----------------------------------------------- |
 * | submit   | draft                         | submitted | the statement is signed and filed               |
 * | accept   | submitted                     | accepted  | the committee checked the documents             |
 * | enrol    | accepted                      | enrolled  | an enrolment order names the applicant          |
 * | withdraw | draft, submitted, accepted    | withdrawn | the applicant took the application back         |
 * | reject   | draft, submitted, accepted    | rejected  | the committee refused it, with a reason         |
 * | reopen   | withdrawn, rejected           | submitted | a refusal or withdrawal was a mistake           |
 *
 * enrolled is final here: leaving after enrolment is an expulsion order, outside admission.
 */

export const APPLICATION_STATES = [
  { value: 'draft', label: 'Черновик', color: 'neutral' },
  { value: 'submitted', label: 'Подано', color: 'primary' },
  { value: 'accepted', label: 'Принято', color: 'success' },
  { value: 'enrolled', label: 'Зачислен', color: 'success' },
  { value: 'withdrawn', label: 'Отозвано', color: 'warning' },
  { value: 'rejected', label: 'Отклонено', color: 'danger' },
] as const;

export type ApplicationState = (typeof APPLICATION_STATES)[number]['value'];

export type ApplicationMove = 'submit' | 'accept' | 'enrol' | 'withdraw' | 'reject' | 'reopen';

export const APPLICATION_MOVES: readonly ApplicationMove[] = ['submit', 'accept', 'enrol', 'withdraw', 'reject', 'reopen'];

/** States in which an application still competes for a place (validation and tests look at these). */
export const LIVE_APPLICATION_STATES: readonly ApplicationState[] = ['draft', 'submitted', 'accepted', 'enrolled'];

const FROM: Readonly<Record<ApplicationMove, readonly ApplicationState[]>> = {
  submit: ['draft'],
  accept: ['submitted'],
  enrol: ['accepted'],
  withdraw: ['draft', 'submitted', 'accepted'],
  reject: ['draft', 'submitted', 'accepted'],
  reopen: ['withdrawn', 'rejected'],
};

const TO: Readonly<Record<ApplicationMove, ApplicationState>> = {
  submit: 'submitted',
  accept: 'accepted',
  enrol: 'enrolled',
  withdraw: 'withdrawn',
  reject: 'rejected',
  reopen: 'submitted',
};

/** The button's words for each move. */
export const APPLICATION_MOVE_LABELS: Readonly<Record<ApplicationMove, string>> = {
  submit: 'Подать',
  accept: 'Принять',
  enrol: 'Зачислить',
  withdraw: 'Отозвать',
  reject: 'Отклонить',
  reopen: 'Вернуть в работу',
};

const VERB: Readonly<Record<ApplicationMove, string>> = {
  submit: 'подать заявление',
  accept: 'принять заявление',
  enrol: 'зачислить по заявлению',
  withdraw: 'отозвать заявление',
  reject: 'отклонить заявление',
  reopen: 'вернуть в работу заявление',
};

/** Why the committee refuses an application (a reject move must name one). */
export const APPLICATION_REJECTION_REASONS = [
  { value: 'documents_incomplete', label: 'Неполный комплект документов' },
  { value: 'documents_invalid', label: 'Документы не соответствуют требованиям' },
  { value: 'test_failed', label: 'Не пройдено вступительное испытание' },
  { value: 'test_missed', label: 'Неявка на вступительное испытание' },
  { value: 'deadline_missed', label: 'Заявление подано после окончания приёма' },
  { value: 'no_base_education', label: 'Нет требуемого уровня образования' },
  { value: 'other', label: 'Другая причина' },
] as const;
export type ApplicationRejectionReason = (typeof APPLICATION_REJECTION_REASONS)[number]['value'];

/** How a statement reached the committee. */
export const FILING_METHODS = [
  { value: 'in_person', label: 'Лично' },
  { value: 'mosru', label: 'Через mos.ru' },
  { value: 'post', label: 'Почтой' },
] as const;
export type FilingMethod = (typeof FILING_METHODS)[number]['value'];

/** Who pays for the places of a competitive group. */
export const FUNDING_KINDS = [
  { value: 'budget', label: 'Бюджет' },
  { value: 'paid', label: 'Платное обучение' },
] as const;
export type FundingKind = (typeof FUNDING_KINDS)[number]['value'];

export type ApplicationStep = { ok: true; state: ApplicationState } | { ok: false; message: string };

export function applicationStateLabel(state: ApplicationState): string {
  return APPLICATION_STATES.find((entry) => entry.value === state)?.label ?? state;
}

/** The states a move may start from, for the server's guarded updates. */
export function applicationMoveSources(move: ApplicationMove): readonly ApplicationState[] {
  return FROM[move];
}

/** Where a move takes an application in `current` state, or why it cannot: a sentence a person can act on. */
export function nextApplicationState(current: ApplicationState, move: ApplicationMove): ApplicationStep {
  if (FROM[move].includes(current)) return { ok: true, state: TO[move] };
  const allowed = FROM[move].map((state) => `«${applicationStateLabel(state)}»`);
  const hint = current === 'enrolled' ? ' Абитуриент уже зачислен: отчисление оформляется приказом вне приёмной кампании.' : '';
  return {
    ok: false,
    message: `Нельзя ${VERB[move]} в состоянии «${applicationStateLabel(current)}»: это возможно только в ${allowed.length === 1 ? 'состоянии' : 'состояниях'} ${allowed.join(', ')}.${hint}`,
  };
}

/** The moves an application in `current` state allows, in APPLICATION_MOVES order. */
export function allowedApplicationMoves(current: ApplicationState): ApplicationMove[] {
  return APPLICATION_MOVES.filter((move) => FROM[move].includes(current));
}
