import { z } from 'zod';
import { isEmail } from './validation/email.js';
import { defineAction } from './defineAction.js';
import { entityId, trimmedString } from './fields.js';

/**
 * E-mail templates of the call centre (issue 7, SPEC section 3: CallCenterDefault answers action
 * type 8). A template's subject and body name variables as {{name}} from a fixed list; the server
 * refuses a template naming any other, or with an unpaired brace, so a letter never goes out
 * with a placeholder left in it. Templates are read with the call card and changed with their
 * own permission.
 */

/** The variables a template may use, with what each is replaced by. */
export const EMAIL_TEMPLATE_VARIABLES = [
  { name: 'fullName', description: 'Фамилия, имя и отчество абитуриента' },
  { name: 'lastName', description: 'Фамилия абитуриента' },
  { name: 'firstName', description: 'Имя абитуриента' },
  { name: 'middleName', description: 'Отчество абитуриента (пусто, если не указано)' },
  { name: 'operatorName', description: 'Имя сотрудника, который отправляет письмо' },
  { name: 'operatorEmail', description: 'E-mail сотрудника, который отправляет письмо (пусто, если не указан)' },
  { name: 'date', description: 'Сегодняшняя дата по Москве, ДД.ММ.ГГГГ' },
  // The entrance-test letters' own (issue 24); empty in other letters.
  { name: 'testName', description: 'Вступительное испытание (только в письмах об испытаниях)' },
  { name: 'testCollege', description: 'Колледж, где проходит испытание' },
  { name: 'testTime', description: 'Дата и время испытания по Москве, ДД.ММ.ГГГГ ЧЧ:ММ' },
  { name: 'testPlace', description: 'Адрес и аудитория испытания' },
  { name: 'testBring', description: 'Что взять с собой на испытание' },
  { name: 'testResult', description: 'Результат испытания: сдано или не сдано, с баллами' },
] as const;

export type EmailTemplateVariable = (typeof EMAIL_TEMPLATE_VARIABLES)[number]['name'];

/** A template's code: a Latin letter, then letters, digits or underscores (CallCenterDefault). */
export const emailTemplateCode = trimmedString(2, 64).regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'Код шаблона: латинские буквы, цифры и _, начиная с буквы');

/** The interaction type id a template answers (CallService/createInteraction's actionType). */
export const templateActionType = z.number().int().min(1).max(999);

export const templateSubject = trimmedString(1, 200);
export const templateBody = z.string().max(20_000).refine((value) => value.trim() !== '', 'Текст письма не может быть пустым');

/**
 * Whether a text holds no lone surrogate (half of a character, as a broken client may send): JSON
 * escapes it as \ud800, which PostgreSQL's json refuses, so it must be stopped at the door.
 */
export const isWholeText = (value: string): boolean => !/\p{Cs}/u.test(value);

/** A required e-mail address, trimmed. */
export const emailAddress = trimmedString(3, 254).refine((value) => isEmail(value) && isWholeText(value), 'Некорректный адрес электронной почты');

export const emailTemplate = z.object({
  id: entityId,
  code: z.string(),
  name: z.string(),
  action_type: z.number().int().nullable(),
  subject: z.string(),
  body: z.string(),
  active: z.boolean(),
  updated_at: z.iso.datetime({ offset: true }),
  updated_by: z.object({ id: entityId, name: z.string() }).nullable(),
});
export type EmailTemplate = z.infer<typeof emailTemplate>;

export const listEmailTemplates = defineAction({
  name: 'EmailTemplate/List',
  permission: 'viewCallCard',
  kind: 'read',
  params: z
    .object({
      /** Only active (true) or only inactive (false) templates. */
      active: z.boolean().optional(),
      action_type: templateActionType.optional(),
    })
    .strict(),
  result: z.object({ items: z.array(emailTemplate), variables: z.array(z.object({ name: z.string(), description: z.string() })) }),
  summary: 'The e-mail templates by code, with the variables a template may use.',
});

export const getEmailTemplate = defineAction({
  name: 'EmailTemplate/Get',
  permission: 'viewCallCard',
  kind: 'read',
  params: z.object({ id: entityId }).strict(),
  result: emailTemplate,
  summary: 'One e-mail template with its subject and body.',
});

export const saveEmailTemplate = defineAction({
  name: 'EmailTemplate/Save',
  permission: 'manageEmailTemplates',
  kind: 'write',
  params: z
    .object({
      /** The template to change; without it a template is created. */
      id: entityId.optional(),
      code: emailTemplateCode,
      name: trimmedString(1, 200),
      /** The action type it answers; null for a template chosen by code only. */
      action_type: templateActionType.nullable().default(null),
      subject: templateSubject,
      body: templateBody,
      active: z.boolean().default(true),
    })
    .strict(),
  result: emailTemplate,
  summary:
    'Creates a template (without id) or changes one. Refused, naming them, when the subject or body use an unknown variable or an unpaired brace; codes are unique and one action type has at most one active template. Audited.',
});

export const previewEmailTemplate = defineAction({
  name: 'EmailTemplate/Preview',
  permission: 'viewCallCard',
  kind: 'read',
  params: z
    .object({
      subject: templateSubject,
      body: templateBody,
      /** The applicant whose values fill it; sample values without one. */
      personId: entityId.optional(),
    })
    .strict(),
  result: z.object({ subject: z.string(), body: z.string() }),
  summary: "Renders a draft subject and body with an applicant's values (or sample ones) and the caller's; refuses unknown variables and unpaired braces, naming them.",
});

export const testSendEmailTemplate = defineAction({
  name: 'EmailTemplate/TestSend',
  permission: 'manageEmailTemplates',
  kind: 'write',
  params: z.object({ id: entityId, to: emailAddress }).strict(),
  result: z.object({ to: z.string(), subject: z.string() }),
  summary: "Renders a template with sample values and sends it to the given address through the outbox (kind 'template-test'). Audited.",
});

/** The template actions, in catalogue order. */
export const emailTemplateContracts = [listEmailTemplates, getEmailTemplate, saveEmailTemplate, previewEmailTemplate, testSendEmailTemplate] as const;
