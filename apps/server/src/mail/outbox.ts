import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Db } from '../db/open.js';
import { mailOutbox } from '../db/schema/index.js';
import { moveTo } from './letterMoves.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  kind: string;
}

export interface MailTransport {
  send(message: MailMessage & { from: string }): Promise<void>;
  readonly name: string;
}

/** Who a letter is about and who wrote it, so letters can be listed per person. */
export interface LetterOrigin {
  abiturientId?: number;
  createdBy?: number;
}

/**
 * Queues a message in the caller's transaction: it leaves only if the write commits. It is due at
 * once; the mailer's next pass takes it.
 */
export async function enqueueMail(db: Db, message: MailMessage & LetterOrigin, now: Date): Promise<void> {
  await db.insert(mailOutbox).values({
    to: message.to,
    subject: message.subject,
    text: message.text,
    kind: message.kind,
    status: moveTo(null, 'queue'),
    createdAt: now,
    updatedAt: now,
    nextAttemptAt: now,
    abiturientId: message.abiturientId ?? null,
    createdBy: message.createdBy ?? null,
  });
}

/** SMTP through nodemailer, when SMTP_URL is configured. */
export async function smtpTransport(url: string): Promise<MailTransport> {
  const nodemailer = await import('nodemailer');
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(message) {
      await transporter.sendMail({ from: message.from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}

/**
 * Without SMTP, each message is written as a .eml file under DATA_DIR/outbox, so a demo can
 * follow a reset link; the log says where, never what (it may hold a token).
 */
export function fileTransport(dir: string, log: Logger): MailTransport {
  let seq = 0;
  return {
    name: 'file',
    async send(message) {
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${Date.now()}-${++seq}-${message.kind}.eml`);
      const body = [`From: ${message.from}`, `To: ${message.to}`, `Subject: ${message.subject}`, 'Content-Type: text/plain; charset=utf-8', '', message.text, ''].join('\r\n');
      await writeFile(file, body, { mode: 0o600 });
      log.info({ file, kind: message.kind }, 'mail written to the outbox folder');
    },
  };
}

/** Kinds of mail that carry a secret (a reset link): their body is dropped once delivered and never shown. */
const SECRET_KINDS = new Set(['password-reset']);
export const SCRUBBED_BODY = '(текст письма удалён после отправки: он содержал одноразовую ссылку)';

export function isSecretKind(kind: string): boolean {
  return SECRET_KINDS.has(kind);
}
