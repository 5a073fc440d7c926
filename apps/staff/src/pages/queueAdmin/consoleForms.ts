/**
 * The console's two small forms, checked before anything is sent: choosing a desk to sign in at,
 * and where to send a ticket (another service, or one desk). Desks and services are chosen from
 * the lists of Queue/Desks, so a value is a known id or nothing yet.
 */
import type { FieldErrors } from '../../models/formModel.js';
import type { TransferTarget } from './consoleModel.js';

export interface DeskChoiceValues {
  /** The chosen desk's id as text, '' until chosen. */
  desk: string;
}

export const DESK_CHOICE_FIELDS = ['desk'] as const;

export function checkDeskChoice(values: DeskChoiceValues): FieldErrors<DeskChoiceValues> {
  return values.desk === '' ? { desk: { key: 'required' } } : {};
}

export const TRANSFER_KINDS = ['service', 'desk'] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

export interface TransferValues {
  kind: TransferKind;
  /** The service's id as text, '' until chosen. */
  serviceId: string;
  /** The desk's id as text, '' until chosen. */
  desk: string;
}

export const TRANSFER_FIELDS = ['kind', 'serviceId', 'desk'] as const;

export const EMPTY_TRANSFER: TransferValues = { kind: 'service', serviceId: '', desk: '' };

export function checkTransfer(values: TransferValues): FieldErrors<TransferValues> {
  if (values.kind === 'service') return values.serviceId === '' ? { serviceId: { key: 'required' } } : {};
  return checkDeskChoice({ desk: values.desk });
}

/** The checked values as the transfer action's target. */
export function transferTarget(values: TransferValues): TransferTarget {
  return values.kind === 'service' ? { serviceId: Number(values.serviceId) } : { deskId: Number(values.desk) };
}
