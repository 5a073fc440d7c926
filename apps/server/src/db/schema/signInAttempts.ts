import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Password guesses counted where the guesser stands, not on the account (auth/signInAttempts.ts):
 * one row per account (or unknown login) and scope: the address or known device an attempt came
 * from, the account's attempts from addresses it has never signed in from, or a session changing
 * its password. Kept in the database so every server instance shares them.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    /** `user:<id>`, or `login:<sha256 of the lower-cased login>` for a login no account has. */
    subject: text('subject').notNull(),
    /** `address:<ip>`, `device:<ip>:<sha256 of the user agent>`, `new-addresses` or `session:<id>`. */
    scope: text('scope').notNull(),
    /** Attempts reserved and not (yet) proven right, since the last success or quiet day. */
    failures: integer('failures').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.subject, t.scope] }), index('sign_in_attempts_last_attempt_idx').on(t.lastAttemptAt)],
);
