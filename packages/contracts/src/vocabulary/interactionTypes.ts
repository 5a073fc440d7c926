/**
 * Interaction types: the kinds of entries in an applicant's history feed. `system` types are
 * written by the back office itself and double as processing states (SPEC section 4); `users`
 * types are what staff log by hand. `priority` orders the type picker and the feed filters,
 * lowest first; `status: 'archived'` hides a type from the picker while old entries still render.
 */
import type { ChipColor } from './types.js';

export type InteractionCategory = 'system' | 'users';
export type InteractionStatus = 'active' | 'archived';

export interface InteractionTypeEntry {
  readonly id: number;
  readonly type: string;
  readonly name: string;
  readonly color: ChipColor;
  /** A Material Symbols name. */
  readonly icon: string;
  readonly priority: number;
  readonly status: InteractionStatus;
  readonly category: InteractionCategory;
}

export const INTERACTION_TYPES = [
  { id: 1, type: 'added', name: 'Добавлен в систему', color: 'neutral', icon: 'person_add', priority: 10, status: 'active', category: 'system' },
  { id: 2, type: 'work', name: 'Взят в работу', color: 'primary', icon: 'play_circle', priority: 20, status: 'active', category: 'system' },
  { id: 3, type: 'workend', name: 'Работа завершена', color: 'success', icon: 'task_alt', priority: 30, status: 'active', category: 'system' },
  { id: 4, type: 'wait', name: 'Ожидает обработки', color: 'warning', icon: 'hourglass_empty', priority: 40, status: 'active', category: 'system' },
  { id: 5, type: 'incall', name: 'Входящий звонок', color: 'primary', icon: 'call_received', priority: 100, status: 'active', category: 'users' },
  { id: 6, type: 'outcall', name: 'Исходящий звонок', color: 'primary', icon: 'call_made', priority: 110, status: 'active', category: 'users' },
  { id: 7, type: 'recall', name: 'Перезвонить', color: 'warning', icon: 'phone_callback', priority: 120, status: 'active', category: 'users' },
  { id: 8, type: 'noAnswer', name: 'Не дозвонились', color: 'warning', icon: 'phone_missed', priority: 130, status: 'active', category: 'users' },
  { id: 9, type: 'callbackScheduled', name: 'Назначен обратный звонок', color: 'warning', icon: 'schedule', priority: 140, status: 'active', category: 'users' },
  { id: 10, type: 'consultation', name: 'Консультация', color: 'primary', icon: 'support_agent', priority: 150, status: 'active', category: 'users' },
  { id: 11, type: 'visit', name: 'Посещение колледжа', color: 'success', icon: 'directions_walk', priority: 160, status: 'active', category: 'users' },
  { id: 12, type: 'opendayVisit', name: 'Посещение дня открытых дверей', color: 'success', icon: 'meeting_room', priority: 170, status: 'active', category: 'users' },
  { id: 13, type: 'festivalVisit', name: 'Посещение фестиваля', color: 'success', icon: 'celebration', priority: 180, status: 'active', category: 'users' },
  { id: 14, type: 'excursion', name: 'Экскурсия в колледж', color: 'success', icon: 'tour', priority: 190, status: 'active', category: 'users' },
  { id: 15, type: 'masterClass', name: 'Участие в мастер-классе', color: 'success', icon: 'construction', priority: 200, status: 'active', category: 'users' },
  { id: 16, type: 'parentMeeting', name: 'Встреча с родителями', color: 'primary', icon: 'family_restroom', priority: 210, status: 'active', category: 'users' },
  { id: 17, type: 'proftest', name: 'Профтестирование', color: 'primary', icon: 'psychology', priority: 220, status: 'active', category: 'users' },
  { id: 18, type: 'survey', name: 'Анкетирование', color: 'neutral', icon: 'assignment', priority: 230, status: 'active', category: 'users' },
  { id: 19, type: 'survey_mesh', name: 'Анкетирование в МЭШ', color: 'neutral', icon: 'quiz', priority: 240, status: 'active', category: 'users' },
  { id: 20, type: 'send', name: 'Направлен в колледж', color: 'primary', icon: 'send', priority: 250, status: 'active', category: 'users' },
  { id: 21, type: 'mosru', name: 'Заявление подано на mos.ru', color: 'primary', icon: 'account_balance', priority: 260, status: 'active', category: 'users' },
  { id: 22, type: 'documentsSubmitted', name: 'Документы поданы в колледж', color: 'success', icon: 'inventory', priority: 270, status: 'active', category: 'users' },
  { id: 23, type: 'applicationWithdrawn', name: 'Заявление отозвано', color: 'danger', icon: 'undo', priority: 280, status: 'active', category: 'users' },
  { id: 24, type: 'entrance_tests', name: 'Вступительные испытания', color: 'primary', icon: 'fact_check', priority: 290, status: 'active', category: 'users' },
  { id: 25, type: 'gia_result', name: 'Результаты ГИА', color: 'primary', icon: 'grading', priority: 300, status: 'active', category: 'users' },
  { id: 26, type: 'achievement', name: 'Индивидуальное достижение', color: 'success', icon: 'emoji_events', priority: 310, status: 'active', category: 'users' },
  { id: 27, type: 'benefit', name: 'Льгота при поступлении', color: 'primary', icon: 'workspace_premium', priority: 320, status: 'active', category: 'users' },
  { id: 28, type: 'recommendedForEnroll', name: 'Рекомендован к зачислению', color: 'success', icon: 'recommend', priority: 330, status: 'active', category: 'users' },
  { id: 29, type: 'bail', name: 'Получено гарантийное письмо', color: 'success', icon: 'verified', priority: 340, status: 'active', category: 'users' },
  { id: 30, type: 'contractSigned', name: 'Заключён договор об обучении', color: 'success', icon: 'handshake', priority: 350, status: 'active', category: 'users' },
  { id: 31, type: 'enrolled', name: 'Зачислен', color: 'success', icon: 'school', priority: 360, status: 'active', category: 'users' },
  { id: 32, type: 'decline', name: 'Отказ абитуриента', color: 'danger', icon: 'block', priority: 370, status: 'active', category: 'users' },
  { id: 33, type: 'rejection', name: 'Отказ колледжа', color: 'danger', icon: 'do_not_disturb_on', priority: 380, status: 'active', category: 'users' },
  { id: 34, type: 'sendEMail', name: 'Отправлено письмо на e-mail', color: 'neutral', icon: 'mail', priority: 390, status: 'active', category: 'users' },
  { id: 35, type: 'sendSMS', name: 'Отправлено SMS', color: 'neutral', icon: 'sms', priority: 400, status: 'active', category: 'users' },
  { id: 36, type: 'letterReceived', name: 'Получено письмо', color: 'neutral', icon: 'mark_email_read', priority: 410, status: 'active', category: 'users' },
  { id: 37, type: 'messenger', name: 'Сообщение в мессенджере', color: 'neutral', icon: 'forum', priority: 420, status: 'active', category: 'users' },
  { id: 38, type: 'chat', name: 'Чат на сайте', color: 'neutral', icon: 'chat', priority: 430, status: 'active', category: 'users' },
  { id: 39, type: 'transferred', name: 'Передан другому ответственному', color: 'neutral', icon: 'swap_horiz', priority: 440, status: 'active', category: 'users' },
  { id: 40, type: 'description', name: 'Комментарий', color: 'neutral', icon: 'notes', priority: 450, status: 'active', category: 'users' },
  { id: 41, type: 'profRecommendation', name: 'Рекомендация по профнавигации', color: 'success', icon: 'explore', priority: 325, status: 'active', category: 'users' },
] as const satisfies readonly InteractionTypeEntry[];

export type InteractionType = (typeof INTERACTION_TYPES)[number]['type'];

/** The types that act as processing states rather than things that happened. */
export const SYSTEM_INTERACTION_TYPES = ['added', 'work', 'workend', 'wait'] as const satisfies readonly InteractionType[];

export function isSystemInteractionType(value: unknown): value is (typeof SYSTEM_INTERACTION_TYPES)[number] {
  return (SYSTEM_INTERACTION_TYPES as readonly unknown[]).includes(value);
}

/**
 * The types only the call form records (CallService/registerCall): a call has a direction, a talk
 * theme, a result code and maybe a callback, so there is one way to log it, and no other form or
 * action writes a call without them.
 */
export const CALL_INTERACTION_TYPES = ['incall', 'outcall'] as const satisfies readonly InteractionType[];

/** Whether a type is a call, which only the call form records. */
export function isCallInteractionType(value: unknown): value is (typeof CALL_INTERACTION_TYPES)[number] {
  return (CALL_INTERACTION_TYPES as readonly unknown[]).includes(value);
}

/**
 * The types staff record by hand in a picker, in its order: the active users' types, except
 * calls, which the call form records (CALL_INTERACTION_TYPES), and callbackScheduled, which it
 * books together with its callback (Interaction/Create without a callback time refuses it).
 * Archived types only name old entries.
 */
export const HAND_RECORDED_TYPES: readonly InteractionTypeEntry[] = [...INTERACTION_TYPES]
  .filter((entry) => entry.category === 'users' && entry.status === 'active' && entry.type !== 'callbackScheduled' && !isCallInteractionType(entry.type))
  .sort((a, b) => a.priority - b.priority);
