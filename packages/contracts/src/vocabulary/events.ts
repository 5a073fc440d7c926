/**
 * Career-guidance events (open days, festivals, forums): how they are held and where they are in
 * the approval workflow. Transitions between statuses are the server's business (SPEC section 4).
 */
import type { Option } from './types.js';

export const EVENT_FORMATS = [
  { value: 'in-person', label: 'Очно' },
  { value: 'online', label: 'Онлайн' },
  { value: 'combined', label: 'Смешанный формат (очно и онлайн)' },
] as const satisfies readonly Option<string>[];

export type EventFormat = (typeof EVENT_FORMATS)[number]['value'];

export const EVENT_STATUSES = [
  { value: 'draft', label: 'Черновик' },
  { value: 'pending', label: 'На согласовании' },
  { value: 'onEdit', label: 'На доработке' },
  { value: 'confirmed', label: 'Согласовано' },
  { value: 'canceled', label: 'Отменено' },
  { value: 'deleted', label: 'Удалено' },
] as const satisfies readonly Option<string>[];

export type EventStatus = (typeof EVENT_STATUSES)[number]['value'];
