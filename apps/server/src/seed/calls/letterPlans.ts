/**
 * The demo's outbox: the call centre's letters to applicants over the past month, rendered from
 * the CallCenterDefault template, in the statuses a month of delivery leaves (mostly done, some
 * failed, refused, waiting for a retry, declined by staff, a few still queued), each with the
 * fields its status has after the mailer's moves (mail/delivery.ts, letterTransitions.ts): done
 * has sent_at, wait a next_attempt_at ahead and an error, fail five attempts, block the server's
 * 5xx reply. Recipients are the applicants' addresses moved to the reserved .example domain
 * (RFC 2606), so a demo started with SMTP_URL set cannot mail a stranger what is still queued.
 */
import type { LetterStatus } from '@abitura/contracts/vocabulary';
import { MAX_ATTEMPTS, retryDelayMs } from '../../mail/delivery.js';
import type { InteractionPlan, StaffRef } from '../contingent/contingentWorld.js';
import { pickWeighted } from '../registry/places.js';
import type { Random } from '../prng.js';

const MINUTE = 60_000;
/** Letters per size unit, and how far back they go. */
export const LETTERS_PER_SIZE = 160;
export const LETTER_DAYS_BACK = 30;

const STATUS_WEIGHTS: ReadonlyArray<readonly [LetterStatus, number]> = [
  ['done', 70],
  ['fail', 6],
  ['block', 6],
  ['wait', 6],
  ['decline', 5],
  ['pending', 7],
];

/** Replies mail servers give, as nodemailer reports them. */
const TEMPORARY_ERRORS = [
  'Error: Greylisted, please try again in 300 seconds (421 4.7.0)',
  'Error: Mailbox is full / Blocks limit exceeded / Inode limit exceeded (452 4.2.2)',
  'Error: connect ETIMEDOUT 94.100.180.160:25',
  'Error: Too many connections from your IP, try again later (421 4.7.0)',
];
const PERMANENT_ERRORS = [
  "Error: Can't send mail - all recipients were rejected: 550 5.1.1 User unknown",
  'Error: Message rejected under suspicion of SPAM (550 5.7.1)',
  "Error: Can't send mail - all recipients were rejected: 550 Message was not accepted -- invalid mailbox",
];

export interface LetterRecipient {
  abiturientId: number;
  email: string;
  lastName: string;
  firstName: string;
  middleName: string | null;
  /** When the record was added: a letter is never older. */
  createdAt: number;
}

/** A call-centre operator, whose name and address the letter is signed with. */
export type Sender = StaffRef & { email: string };

export interface LetterPlan {
  recipient: LetterRecipient;
  to: string;
  sender: Sender;
  status: LetterStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date | null;
  /** The sendEMail entry on the applicant's timeline, as the call card writes it. */
  entry: InteractionPlan;
}

/** The address with its domain moved under .example: 'anna12@mail.ru' becomes 'anna12@mail.example'. */
export function demoRecipient(email: string): string {
  const at = email.lastIndexOf('@');
  const domain = email.slice(at + 1).split('.')[0] || 'mail';
  return `${email.slice(0, at)}@${domain}.example`;
}

/** The fields a letter of this status has, created at `created`, by the clock `now`. */
function delivery(random: Random, status: LetterStatus, created: number, now: number): Pick<LetterPlan, 'attempts' | 'lastError' | 'updatedAt' | 'sentAt' | 'nextAttemptAt'> {
  const soon = (minutes: number) => new Date(Math.min(created + minutes * MINUTE, now));
  switch (status) {
    case 'done': {
      const attempts = random.chance(0.9) ? 1 : 2;
      const sent = soon(attempts === 1 ? random.int(0, 2) : random.int(2, 5));
      return { attempts, lastError: null, updatedAt: sent, sentAt: sent, nextAttemptAt: null };
    }
    case 'wait': {
      const attempts = random.int(1, MAX_ATTEMPTS - 1);
      return { attempts, lastError: random.pick(TEMPORARY_ERRORS), updatedAt: new Date(now - MINUTE), sentAt: null, nextAttemptAt: new Date(now + random.int(1, retryDelayMs(attempts) / MINUTE) * MINUTE) };
    }
    case 'fail':
      return { attempts: MAX_ATTEMPTS, lastError: random.pick(TEMPORARY_ERRORS), updatedAt: soon(31), sentAt: null, nextAttemptAt: null };
    case 'block':
      return { attempts: 1, lastError: random.pick(PERMANENT_ERRORS), updatedAt: soon(1), sentAt: null, nextAttemptAt: null };
    case 'decline':
      return { attempts: 0, lastError: null, updatedAt: soon(random.int(1, 20)), sentAt: null, nextAttemptAt: null };
    default:
      // pending: queued and due, the next delivery pass takes it.
      return { attempts: 0, lastError: null, updatedAt: new Date(created), sentAt: null, nextAttemptAt: new Date(created) };
  }
}

/** When it was written: an office-hours moment in the past month; a waiting or queued letter within the last hours. */
function writtenAt(random: Random, status: LetterStatus, now: number): number {
  if (status === 'pending') return now - random.int(2, 90) * MINUTE;
  if (status === 'wait') return now - random.int(10, 24 * 60) * MINUTE;
  const back = now - random.int(1, LETTER_DAYS_BACK) * 24 * 60 * MINUTE;
  const day = new Date(back);
  // 09:00-18:00 Moscow is 06:00-15:00 UTC.
  day.setUTCHours(6 + random.int(0, 8), random.int(0, 59), random.int(0, 59), 0);
  return Math.min(day.getTime(), now - MINUTE);
}

/**
 * `count` letters to recipients drawn from `people` (those with an e-mail), sent by `senders`;
 * `render` writes the template for a recipient, a sender and a day.
 */
export function planLetters(
  random: Random,
  world: { people: readonly LetterRecipient[]; senders: readonly Sender[]; now: number; count: number },
  render: (recipient: LetterRecipient, sender: Sender, at: Date) => { subject: string; body: string },
): Array<LetterPlan & { subject: string; body: string }> {
  if (world.people.length === 0 || world.senders.length === 0) return [];
  const letters: Array<LetterPlan & { subject: string; body: string }> = [];
  for (let i = 0; i < world.count; i += 1) {
    const status = pickWeighted(random, STATUS_WEIGHTS);
    const recipient = random.pick(world.people);
    const sender = random.pick(world.senders);
    const created = Math.max(writtenAt(random, status, world.now), recipient.createdAt + MINUTE);
    const to = demoRecipient(recipient.email);
    const letter = render(recipient, sender, new Date(created));
    letters.push({
      recipient,
      to,
      sender,
      status,
      createdAt: new Date(created),
      ...delivery(random, status, created, world.now),
      ...letter,
      entry: { type: 'sendEMail', result: null, organizationId: null, oid: null, actionData: { template: 'CallCenterDefault', email: to, subject: letter.subject }, authorId: sender.id, occurredAt: new Date(created) },
    });
  }
  return letters;
}
