/**
 * The pure pieces of the template editor: the form's values and their checks (the contract's
 * rules, so a person sees every problem before sending), the Save params they make, and putting
 * a variable where the cursor stands.
 */
import type { ActionParams } from '@abitura/sdk';
import { isEmail } from '@abitura/contracts/validation';
import type { EmailTemplate } from '@abitura/contracts';
import type { FieldErrors } from '../../models/formModel.js';

export interface TemplateValues {
  code: string;
  name: string;
  /** The action type as typed; empty for a template chosen by code only. */
  action_type: string;
  subject: string;
  body: string;
  active: boolean;
}

export const EMPTY_TEMPLATE: TemplateValues = Object.freeze({ code: '', name: '', action_type: '', subject: '', body: '', active: true });

export function templateValues(template: EmailTemplate): TemplateValues {
  return {
    code: template.code,
    name: template.name,
    action_type: template.action_type === null ? '' : String(template.action_type),
    subject: template.subject,
    body: template.body,
    active: template.active,
  };
}

export function sameValues(a: TemplateValues, b: TemplateValues): boolean {
  return (Object.keys(a) as (keyof TemplateValues)[]).every((key) => a[key] === b[key]);
}

/** A stored value as template values: every field present and of its kind, else null. */
export function parseTemplateValues(stored: unknown): TemplateValues | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const record = stored as Record<string, unknown>;
  const texts = ['code', 'name', 'action_type', 'subject', 'body'] as const;
  if (!texts.every((key) => typeof record[key] === 'string') || typeof record.active !== 'boolean') return null;
  return { code: record.code, name: record.name, action_type: record.action_type, subject: record.subject, body: record.body, active: record.active } as TemplateValues;
}

const CODE = /^[A-Za-z][A-Za-z0-9_]*$/;

/** A whole number from 1 to 999 as the action type, null when empty; undefined when it is not one. */
export function actionTypeOf(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,3}$/.test(trimmed)) return undefined;
  const number = Number(trimmed);
  return number >= 1 && number <= 999 ? number : undefined;
}

/** The contract's rules, field by field, as keys of the page's translated problems. */
export function checkTemplate(values: TemplateValues): FieldErrors<TemplateValues> {
  const errors: FieldErrors<TemplateValues> = {};
  const code = values.code.trim();
  if (code === '') errors.code = { key: 'required' };
  else if (code.length < 2 || code.length > 64 || !CODE.test(code)) errors.code = { key: 'code' };
  if (values.name.trim() === '') errors.name = { key: 'required' };
  if (actionTypeOf(values.action_type) === undefined) errors.action_type = { key: 'actionType' };
  if (values.subject.trim() === '') errors.subject = { key: 'required' };
  if (values.body.trim() === '') errors.body = { key: 'required' };
  return errors;
}

/** The EmailTemplate/Save params of checked values; with an id the template is changed. */
export function saveParams(values: TemplateValues, id: number | null): ActionParams<'EmailTemplate/Save'> {
  return {
    ...(id === null ? {} : { id }),
    code: values.code.trim(),
    name: values.name.trim(),
    action_type: actionTypeOf(values.action_type) ?? null,
    subject: values.subject.trim(),
    body: values.body,
    active: values.active,
  };
}

/** Whether a test letter may go to this address. */
export function isTestAddress(text: string): boolean {
  return isEmail(text.trim());
}

/**
 * `{{name}}` put in place of the selection [start, end) of a text, with where the cursor goes
 * after it; positions out of range are clamped (the field changed since they were read).
 */
export function insertVariable(text: string, name: string, start: number, end: number): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  const inserted = `{{${name}}}`;
  return { text: text.slice(0, from) + inserted + text.slice(to), caret: from + inserted.length };
}
