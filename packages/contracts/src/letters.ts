import { z } from 'zod';
import { MAIL_REPLY_KINDS } from './vocabulary/mailReplies.js';
import { LETTER_STATUSES } from './vocabulary/statuses.js';
import { defineAction } from './defineAction.js';
import { entityId } from './fields.js';
import { letterStatus } from './interaction.js';
import { page, pageOf, pageSize } from './paging.js';

/**
 * Letters (issue 7): every e-mail the system sends goes through the outbox, moving along the
 * letter state machine of the SDK vocabulary (letterTransitions.ts). Staff list the letters, read
 * one, send one again or cancel one not sent yet.
 */

const isoDateTime = z.iso.datetime({ offset: true });

/** A letter as the list shows it: its delivery state, never its text. */
export const letterListItem = z.object({
  id: entityId,
  to: z.string(),
  subject: z.string(),
  /** What the letter is for (password-reset, call-centre template, …). */
  kind: z.string(),
  status: letterStatus,
  attempts: z.number().int().nonnegative(),
  /** The last delivery error as the mail server said it, or null: shown on demand only. */
  last_error: z.string().nullable(),
  /** What that error means (vocabulary/mailReplies.ts), which is what a person reads; null without an error. */
  last_error_kind: z.enum(MAIL_REPLY_KINDS).nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  sent_at: isoDateTime.nullable(),
  /** When the mailer tries again (a letter waiting after a temporary failure), or null. */
  next_attempt_at: isoDateTime.nullable(),
});

/** One letter with its text; the text is null for letters that carried a secret (a reset link). */
export const letterCard = letterListItem.extend({
  text: z.string().nullable(),
  abiturient_id: z.number().int().nullable(),
  created_by: z.number().int().nullable(),
});

const LETTER_SORTS = ['created_at', 'updated_at', 'status', 'to'] as const;

export const listLetters = defineAction({
  name: 'Letter/List',
  permission: 'viewLetters',
  kind: 'read',
  params: z
    .object({
      /** Only letters in these statuses. */
      status: z.array(letterStatus).min(1).max(LETTER_STATUSES.length).optional(),
      /** Words matched in the recipient and the subject (case and ё aside). */
      search: z.string().trim().max(100).optional(),
      sort: z.enum(LETTER_SORTS).default('created_at'),
      /** Newest first unless asked otherwise. */
      direction: z.enum(['asc', 'desc']).default('desc'),
      page,
      pageSize,
    })
    .strict(),
  result: pageOf(letterListItem),
  summary: 'Lists the outbox a page at a time, newest first: filter by statuses, search the recipient and subject.',
});

export const getLetter = defineAction({
  name: 'Letter/Get',
  permission: 'viewLetters',
  kind: 'read',
  params: z.object({ id: entityId }).strict(),
  result: letterCard,
  summary: "One letter with its text; a letter that carried a secret (a password-reset link) comes without it.",
});

export const resendLetter = defineAction({
  name: 'Letter/Resend',
  permission: 'manageLetters',
  kind: 'write',
  params: z.object({ id: entityId }).strict(),
  result: letterListItem,
  summary: 'Sends a delivered, failed, blocked or cancelled letter again (reclaimed, then queued with fresh attempts) and starts a delivery pass. Letters with a secret are refused. Audited.',
});

export const declineLetter = defineAction({
  name: 'Letter/Decline',
  permission: 'manageLetters',
  kind: 'write',
  params: z.object({ id: entityId }).strict(),
  result: letterListItem,
  summary: 'Cancels a letter not sent yet (queued, waiting for a retry, a draft or awaiting confirmation). Audited.',
});

/** The letter actions, in catalogue order. */
export const letterContracts = [listLetters, getLetter, resendLetter, declineLetter] as const;

export type LetterListItem = z.infer<typeof letterListItem>;
export type LetterCard = z.infer<typeof letterCard>;
