/**
 * Statuses of SPEC section 4 with their Russian labels. Only the values are fixed here; which
 * transitions are allowed is the server's business.
 */
import type { Option } from './types.js';

/** Statuses of guarantee letters and other outgoing letters. */
export const LETTER_STATUSES = [
  { value: 'done', label: 'Исполнено' },
  { value: 'fail', label: 'Ошибка' },
  { value: 'wait', label: 'Ожидает' },
  { value: 'block', label: 'Заблокировано' },
  { value: 'decline', label: 'Отклонено' },
  { value: 'pending', label: 'На рассмотрении' },
  { value: 'onedit', label: 'На доработке' },
  { value: 'onwork', label: 'В работе' },
  { value: 'reclaimed', label: 'Отозвано' },
  { value: 'waitb', label: 'Ожидает подтверждения' },
] as const satisfies readonly Option<string>[];

export type LetterStatus = (typeof LETTER_STATUSES)[number]['value'];

/** How far staff got with an applicant; `outcome` lets reports tell the two finished states apart. */
export const PROCESSING_STATUSES = [
  { value: 'not_processed', label: 'Ожидает обработки', outcome: 'open' },
  { value: 'in_progress', label: 'В работе', outcome: 'open' },
  { value: 'work_end', label: 'Обработан безуспешно', outcome: 'unsuccessful' },
  { value: 'work_done', label: 'Обработан успешно', outcome: 'successful' },
  { value: 'process_not_need', label: 'Обработка не требуется', outcome: 'skipped' },
] as const satisfies readonly (Option<string> & { readonly outcome: string })[];

export type ProcessingStatus = (typeof PROCESSING_STATUSES)[number]['value'];

/** Call result codes (talk statuses); the numbers are what the telephony records carry. */
export const CALL_RESULTS = [
  { value: 1, key: 'success', label: 'Успешный звонок' },
  { value: 2, key: 'refusal', label: 'Отказ от разговора' },
  { value: 3, key: 'reset', label: 'Сброс' },
  { value: 4, key: 'not_linked', label: 'Абонент не относится к организации' },
  { value: 5, key: 'call_later', label: 'Перезвонить позже' },
  { value: 6, key: 'no_answer', label: 'Нет ответа' },
  { value: 7, key: 'busy', label: 'Занято' },
] as const satisfies readonly (Option<number> & { readonly key: string })[];

export type CallResultCode = (typeof CALL_RESULTS)[number]['value'];
export type CallResultKey = (typeof CALL_RESULTS)[number]['key'];

/** Where an application stands in the competition for state-funded places. */
export const COMPETITION_STATUSES = [
  { value: 'OK', label: 'Проходит по конкурсу' },
  { value: 'RISK', label: 'Группа риска' },
  { value: 'NA', label: 'Вне конкурса или ожидает навигации' },
  { value: 'CONFLICT', label: 'Конфликт' },
  { value: 'NO_GIA', label: 'Нет результатов ГИА' },
] as const satisfies readonly Option<string>[];

export type CompetitionStatus = (typeof COMPETITION_STATUSES)[number]['value'];

/** Consent to enrolment (согласие на зачисление). */
export const CONSENT_STATUSES = [
  { value: 'accepted', label: 'Согласие на зачисление подано' },
  { value: 'not_accepted', label: 'Согласие на зачисление не подано' },
] as const satisfies readonly Option<string>[];

export type ConsentStatus = (typeof CONSENT_STATUSES)[number]['value'];

export const REFUSAL_REASONS = [
  { value: 'rejectPerson', label: 'Отказ абитуриента' },
  { value: 'rejectOrganization', label: 'Отказ организации' },
  { value: 'organizationNotMoscow', label: 'Организация не в Москве' },
  { value: 'organizationEdit', label: 'Требуется изменить организацию' },
] as const satisfies readonly Option<string>[];

export type RefusalReason = (typeof REFUSAL_REASONS)[number]['value'];

/** Tracking stages of an applicant's route, in the order SPEC section 4 lists them. */
export const TRACKING_STAGES = [
  { value: 'documents_submitted', label: 'Подал документы' },
  { value: 'sent_to_guidance', label: 'Направлен на профориентацию' },
  { value: 'sent_to_college', label: 'Направлен в колледж' },
  { value: 'not_considering', label: 'Категорически не рассматривает' },
  { value: 'plans_to_apply', label: 'Планирует подать документы' },
  { value: 'guarantee_letter', label: 'Получено гарантийное письмо' },
] as const satisfies readonly Option<string>[];

export type TrackingStage = (typeof TRACKING_STAGES)[number]['value'];
