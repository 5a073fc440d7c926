import { describe, expect, it } from 'vitest';
import { MAIL_REPLY_KINDS, mailReplyKind } from './mailReplies.js';

describe('mailReplyKind', () => {
  it.each([
    ['Error: Greylisted, please try again in 300 seconds (421 4.7.0)', 'temporarilyRefused'],
    ['Error: Too many connections from your IP, try again later (421 4.7.0)', 'temporarilyRefused'],
    ['Error: Mailbox is full / Blocks limit exceeded / Inode limit exceeded (452 4.2.2)', 'mailboxFull'],
    ['Error: connect ETIMEDOUT 94.100.180.160:25', 'timeout'],
    ['Error: Greeting never received (ETIMEDOUT)', 'timeout'],
    ['Error: connect ECONNREFUSED 127.0.0.1:2525', 'connectionRefused'],
    ['Error: getaddrinfo ENOTFOUND smtp.example.invalid', 'noSuchDomain'],
    ['Error: Invalid login: 535 5.7.8 Authentication failed', 'authFailed'],
    ["Error: Can't send mail - all recipients were rejected: 550 5.1.1 User unknown", 'mailboxUnknown'],
    ["Error: Can't send mail - all recipients were rejected: 550 Message was not accepted -- invalid mailbox", 'mailboxUnknown'],
    ['550 5.1.1 mailbox unavailable for this recipient', 'mailboxUnknown'],
    ['Error: Message rejected under suspicion of SPAM (550 5.7.1)', 'rejectedAsSpam'],
    ['554 5.6.0 Message size violation', 'refused'],
    ['Error: something odd happened', 'other'],
  ] as const)('reads «%s» as %s', (reply, kind) => {
    expect(mailReplyKind(reply)).toBe(kind);
  });

  it('has no kind for no reply', () => {
    expect(mailReplyKind(null)).toBeNull();
    expect(mailReplyKind('  ')).toBeNull();
  });

  it('lists every kind once', () => {
    expect(new Set(MAIL_REPLY_KINDS).size).toBe(MAIL_REPLY_KINDS.length);
  });
});
