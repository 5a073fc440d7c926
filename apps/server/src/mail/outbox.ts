import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/open.js';
import { mailOutbox } from '../db/schema/index.js';

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

/** Queues a message in the caller's transaction: it leaves only if the write commits. */
export async function enqueueMail(db: Db, message: MailMessage, now: Date): Promise<void> {
  await db.insert(mailOutbox).values({ ...message, createdAt: now });
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

const MAX_ATTEMPTS = 5;

/** Kinds of mail that carry a secret (a reset link): their body is dropped once delivered. */
const SECRET_KINDS = new Set(['password-reset']);
export const SCRUBBED_BODY = '(текст письма удалён после отправки: он содержал одноразовую ссылку)';

/** Sends pending mail, oldest first, with up to 5 attempts a message. */
export class Mailer {
  #running: Promise<void> | null = null;
  #again = false;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly log: Logger,
  ) {}

  /**
   * Delivers pending mail; resolves when nothing asked for is left. A flush asked for while a pass
   * runs (its mail was committed after the pass picked its rows) gets a pass of its own.
   */
  flush(): Promise<void> {
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = (async () => {
      do {
        this.#again = false;
        await this.#deliver();
      } while (this.#again);
    })().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  async #deliver(): Promise<void> {
    const pending = await this.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lt(mailOutbox.attempts, MAX_ATTEMPTS)))
      .orderBy(asc(mailOutbox.createdAt))
      .limit(50);
    for (const message of pending) {
      try {
        await this.transport.send({ ...message, from: this.from });
        await this.db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date(), attempts: message.attempts + 1, ...(SECRET_KINDS.has(message.kind) ? { text: SCRUBBED_BODY } : {}) })
          .where(eq(mailOutbox.id, message.id));
      } catch (error) {
        const attempts = message.attempts + 1;
        await this.db
          .update(mailOutbox)
          .set({ attempts, lastError: String(error).slice(0, 500), status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending' })
          .where(eq(mailOutbox.id, message.id));
        this.log.error({ mailId: message.id, attempts }, 'mail delivery failed');
      }
    }
  }
}
