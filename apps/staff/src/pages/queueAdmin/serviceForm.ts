/**
 * The form of a queue service: the contract's rules (a prefix of one or two capitals, Latin or
 * Cyrillic; a name of 1 to 120; each day closed or HH:MM to a later HH:MM; priority 0-100;
 * position 0-1000) checked before sending, and a taken prefix (CONFLICT) said on the prefix field
 * in the server's own sentence, which names the service holding it.
 */
import type { QueueService } from './queueTypes.js';
import type { FieldErrors } from '../../models/formModel.js';
import type { Failure } from '../../models/failure.js';
import { checkDays, fromDayInputs, toDayInputs, type DayHours, type DayInput } from './weekHours.js';

export interface ServiceValues {
  prefix: string;
  name: string;
  hours: DayInput[];
  priority: string;
  position: string;
  active: boolean;
}

/** The fields in the dialog's order. */
export const SERVICE_FIELDS = ['prefix', 'name', 'hours', 'priority', 'position', 'active'] as const;

export const SERVICE_LIMITS = { name: 120, priority: 100, position: 1000 } as const;

const PREFIX = /^[A-ZА-ЯЁ]{1,2}$/u;

/** Weekdays 09:00–18:00, the weekend closed: what a new service usually starts from. */
const NEW_SERVICE_HOURS: DayHours[] = [...Array.from({ length: 5 }, () => ({ from: '09:00', to: '18:00' })), null, null];

export function serviceValues(service: QueueService | null): ServiceValues {
  if (service === null) return { prefix: '', name: '', hours: toDayInputs(NEW_SERVICE_HOURS), priority: '0', position: '0', active: true };
  return {
    prefix: service.prefix,
    name: service.name,
    hours: toDayInputs(service.hours),
    priority: String(service.priority),
    position: String(service.position),
    active: service.active,
  };
}

function wholeNumber(text: string, max: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= max ? value : null;
}

export function checkService(values: ServiceValues): FieldErrors<ServiceValues> {
  const errors: FieldErrors<ServiceValues> = {};
  const prefix = values.prefix.trim();
  if (prefix === '') errors.prefix = { key: 'required' };
  else if (!PREFIX.test(prefix)) errors.prefix = { key: 'prefixFormat' };
  const name = values.name.trim();
  if (name === '') errors.name = { key: 'required' };
  else if (name.length > SERVICE_LIMITS.name) errors.name = { key: 'tooLong', values: { max: SERVICE_LIMITS.name } };
  const hours = checkDays(values.hours);
  if (hours) errors.hours = hours;
  if (wholeNumber(values.priority, SERVICE_LIMITS.priority) === null) errors.priority = { key: 'range', values: { max: SERVICE_LIMITS.priority } };
  if (wholeNumber(values.position, SERVICE_LIMITS.position) === null) errors.position = { key: 'range', values: { max: SERVICE_LIMITS.position } };
  return errors;
}

/** Queue/SaveService's params from checked values (`id` when editing). */
export function serviceParams(values: ServiceValues, id: number | null) {
  return {
    ...(id === null ? {} : { id }),
    prefix: values.prefix.trim(),
    name: values.name.trim(),
    hours: fromDayInputs(values.hours),
    priority: Number(values.priority.trim()),
    position: Number(values.position.trim()),
    active: values.active,
  };
}

/** A CONFLICT is the prefix another service holds: the server's sentence names it. */
export function serviceConflict(failure: Failure): FieldErrors<ServiceValues> {
  return { prefix: failure.message === '' ? { key: 'prefixTaken' } : { text: failure.message } };
}
