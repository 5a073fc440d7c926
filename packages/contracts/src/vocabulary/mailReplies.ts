/**
 * What a mail server's reply means, in a few kinds a person can act on. The outbox keeps the reply
 * as the transport gave it («Greylisted, please try again in 300 seconds (421 4.7.0)», «connect
 * ETIMEDOUT 94.100.180.160:25»): English, technical, different on every server. Readers show the
 * kind's sentence and keep the reply itself on demand. Checked in order: the network failures by
 * their system codes, then the enhanced status codes and words servers use, then the reply's class.
 */

export const MAIL_REPLY_KINDS = [
  /** The receiving server asks to try later (greylisting, too many connections): the outbox retries by itself. */
  'temporarilyRefused',
  /** The recipient's mailbox is full. */
  'mailboxFull',
  /** No such mailbox at that address: the address is wrong. */
  'mailboxUnknown',
  /** The receiving server took the letter for spam. */
  'rejectedAsSpam',
  /** The receiving server refused the letter for another reason of its own. */
  'refused',
  /** The mail server did not answer in time. */
  'timeout',
  /** Nothing accepts connections at the mail server's address and port. */
  'connectionRefused',
  /** The mail server's name (or the recipient's domain) does not resolve. */
  'noSuchDomain',
  /** The outgoing server refused our login. */
  'authFailed',
  /** A reply none of the above explains. */
  'other',
] as const;

export type MailReplyKind = (typeof MAIL_REPLY_KINDS)[number];

const RULES: readonly (readonly [MailReplyKind, RegExp])[] = [
  ['timeout', /\bETIMEDOUT\b|\bESOCKETTIMEDOUT\b|timed? ?out/i],
  ['connectionRefused', /\bECONNREFUSED\b|\bECONNRESET\b|connection refused/i],
  ['noSuchDomain', /\bENOTFOUND\b|\bEDNS\b|\bEAI_AGAIN\b|getaddrinfo|domain (?:not found|does not exist)/i],
  ['authFailed', /\bEAUTH\b|\b535\b|authentication (?:failed|unsuccessful)|invalid login/i],
  ['mailboxFull', /\b[45]\.2\.2\b|mailbox (?:is )?full|over quota|quota exceeded|insufficient storage/i],
  ['mailboxUnknown', /\b5\.1\.[0-3]\b|user unknown|unknown user|no such (?:user|mailbox|recipient)|invalid (?:mailbox|recipient)|mailbox unavailable|does not exist|recipient address rejected/i],
  ['rejectedAsSpam', /spam|\b5\.7\.1\b.*(?:content|policy|block)|blocked/i],
  ['temporarilyRefused', /greylist|graylist|try (?:again )?later|please try again|too many connections|\b4\.\d{1,3}\.\d{1,3}\b|\b4[2-5]\d\b/i],
  ['refused', /\b5\.\d{1,3}\.\d{1,3}\b|\b5[0-5]\d\b/],
];

/** The kind of a stored reply; null for none (a letter that has not failed). */
export function mailReplyKind(reply: string | null | undefined): MailReplyKind | null {
  if (reply === null || reply === undefined || reply.trim() === '') return null;
  return RULES.find(([, pattern]) => pattern.test(reply))?.[0] ?? 'other';
}
