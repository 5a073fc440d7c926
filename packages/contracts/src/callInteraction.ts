import { z } from 'zod';
import { INTERACTION_TYPES } from './vocabulary/interactionTypes.js';
import { processingStatus } from './contingent.js';
import { defineAction } from './defineAction.js';
import { emailAddress, emailTemplateCode, isWholeText } from './emailTemplates.js';
import { entityId } from './fields.js';
import { interaction } from './interaction.js';

/**
 * The call card's follow-up (SPEC sections 5, 7 and 8): after a call the operator records what
 * comes next as an interaction, and may send the applicant a letter from a template. With notify
 * set a template must be found, else nothing is written and the reply says which value had none.
 */

const INTERACTION_TYPE_IDS = new Set<number>(INTERACTION_TYPES.map((entry) => entry.id));

/** An interaction type by its id (INTERACTION_TYPES), as the call card sends it. */
export const actionTypeId = z
  .number()
  .int()
  .refine((value) => INTERACTION_TYPE_IDS.has(value), 'Неизвестный тип взаимодействия');

export const createCallInteraction = defineAction({
  name: 'CallService/createInteraction',
  permission: 'viewCallCard',
  kind: 'write',
  params: z
    .object({
      personId: entityId,
      /** The interaction to record, by its INTERACTION_TYPES id (8 is «Не дозвонились»). */
      actionType: actionTypeId,
      actionData: z
        .object({
          /** The template's code; without one the active template for actionType is used. */
          template: z.union([z.null(), emailTemplateCode]).optional(),
          /** Where the letter goes; the applicant's e-mail without it. */
          email: z.union([z.null(), z.literal(''), emailAddress]).optional(),
          comment: z.string().trim().max(4000).refine(isWholeText, 'Комментарий содержит повреждённый символ: наберите его заново.').optional(),
        })
        .strict()
        .default({}),
      /** A call result code (1-7) or free text. */
      result: z
        .union([z.null(), z.string().trim().max(500), z.number().int().min(0).max(999)])
        .optional()
        .transform((value) => (value === undefined || value === null || value === '' ? null : String(value))),
      /** Send the applicant a letter from a template; a template must then be found. */
      notify: z.boolean().default(false),
    })
    .strict(),
  result: z.object({
    interaction,
    /** The letter queued in the outbox, or null when none was sent. */
    letter: z.object({ to: z.string(), subject: z.string(), template: z.string() }).nullable(),
    processing_status: processingStatus,
  }),
  summary:
    "Records the call's follow-up interaction of type actionType; with notify (or a template code) renders the template found by code or for actionType and queues it to actionData.email or the applicant's e-mail, recorded as a sendEMail entry, all in one transaction. No template found: nothing is written and the reply is 'Не найден шаблон для значения «…»'. callbackScheduled (9) is refused: a callback is booked with the call (registerCall's callbackAt), which writes both. Needs manageInteractions too. Audited.",
});

export const callInteractionContracts = [createCallInteraction] as const;
