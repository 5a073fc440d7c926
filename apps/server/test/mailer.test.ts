import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { openDatabase } from '../src/db/open.js';
import { mailOutbox } from '../src/db/schema/index.js';
import { enqueueMail, Mailer, type MailTransport } from '../src/mail/outbox.js';

describe('the mailer', () => {
  it('delivers mail queued while a delivery pass is running, and retries failures up to 5 times', async () => {
    const database = await openDatabase({ databaseUrl: null, dataDir: null });
    await database.migrate();
    const sent: string[] = [];
    let release: () => void = () => {};
    let failNext = 0;
    const transport: MailTransport = {
      name: 'test',
      async send(message) {
        if (sent.length === 0) await new Promise<void>((resolve) => (release = resolve));
        if (failNext > 0) {
          failNext -= 1;
          throw new Error('smtp down');
        }
        sent.push(message.subject);
      },
    };
    const mailer = new Mailer(database.db, transport, 'from@test', pino({ level: 'silent' }));
    const message = (subject: string) => ({ to: 'a@test', subject, text: 't', kind: 'test' });
    await enqueueMail(database.db, message('first'), new Date());
    const first = mailer.flush();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await enqueueMail(database.db, message('second'), new Date());
    const second = mailer.flush();
    release();
    await Promise.all([first, second]);
    expect(sent).toEqual(['first', 'second']);

    failNext = 5;
    await enqueueMail(database.db, message('doomed'), new Date());
    for (let pass = 0; pass < 6; pass += 1) await mailer.flush();
    const [doomed] = (await database.db.select().from(mailOutbox)).filter((row) => row.subject === 'doomed');
    expect(doomed).toMatchObject({ status: 'failed', attempts: 5 });
    expect(doomed?.lastError).toContain('smtp down');
    await database.close();
  });
});
