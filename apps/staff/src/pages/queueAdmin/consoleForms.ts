/**
 * The console's two small forms, checked before anything is sent: choosing a desk to sign in at
 * (from the list, or by its number for an operator who may not read the desks list), and where to
 * send a ticket (another service, or one desk). A desk number is the desk's number in the system,
 * a whole number; whether such a desk exists only the server can say.
 */
import type { FieldErrors } from '../../models/formModel.js';
import type { TransferTarget } from './consoleModel.js';

/** Desk ids are positive integers (the contracts' entityId); nine digits is far beyond any queue. */
const DESK_NUMBER = /^[1-9]\d{0,8}$/;

export interface DeskChoiceValues {
  /** The desk's id as text: chosen from the list or typed. */
  desk: string;
}

export const DESK_CHOICE_FIELDS = ['desk'] as const;

export function checkDeskChoice(values: DeskChoiceValues): FieldErrors<DeskChoiceValues> {
  const desk = values.desk.trim();
  if (desk === '') return { desk: { key: 'required' } };
  if (!DESK_NUMBER.test(desk)) return { desk: { key: 'deskNumber' } };
  return {};
}

export const TRANSFER_KINDS = ['service', 'desk'] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

export interface TransferValues {
  kind: TransferKind;
  /** The service's id as text, '' until chosen. */
  serviceId: string;
  /** The desk's id as text: chosen from the list or typed. */
  desk: string;
}

export const TRANSFER_FIELDS = ['kind', 'serviceId', 'desk'] as const;

export const EMPTY_TRANSFER: TransferValues = { kind: 'service', serviceId: '', desk: '' };

export function checkTransfer(values: TransferValues): FieldErrors<TransferValues> {
  if (values.kind === 'service') return values.serviceId === '' ? { serviceId: { key: 'required' } } : {};
  const desk = checkDeskChoice({ desk: values.desk }).desk;
  return desk ? { desk } : {};
}

/** The checked values as the transfer action's target. */
export function transferTarget(values: TransferValues): TransferTarget {
  return values.kind === 'service' ? { serviceId: Number(values.serviceId) } : { deskId: Number(values.desk.trim()) };
}
