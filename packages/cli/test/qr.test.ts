import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRegistrations } from '../../../apps/server/src/db/schema/index.js';
import { insertApplicant, insertCareerEvent, insertRegistration } from '../../../apps/server/test/support/applicantFixtures.js';
import { scratchFolder, startCliHarness, type CliHarness } from './support/cliHarness.js';
import { decodeQrPng } from './support/decodeQr.js';

/** qr TEXT (terminal, PNG, SVG) and qr tickets, the files read back with a QR decoder. */
let cli: CliHarness;

beforeAll(async () => {
  cli = await startCliHarness();
  await cli.server.addUser({ login: 'admin', roles: ['Администратор'] });
  await cli.signIn('admin');
});
afterAll(() => cli.close());

describe('abitura qr', () => {
  it('draws the code in the terminal with block characters, needing no server', async () => {
    const result = await cli.run(['qr', 'https://abitura.test/queue/kiosk'], { withServer: false, configDir: await scratchFolder() });
    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(10);
    expect(result.stdout).toMatch(/^[█▀▄ \n]+$/);
  });

  it('writes a PNG of the given size and level that decodes back to the text', async () => {
    const folder = await scratchFolder();
    const text = 'Абитура: день открытых дверей 12.10';
    const result = await cli.run(['qr', text, '--out', 'code.png', '--size', '320', '--level', 'H', '--json'], { withServer: false, configDir: folder });
    expect(result.code).toBe(0);
    const written = JSON.parse(result.stdout);
    expect(written).toMatchObject({ file: join(folder, 'code.png'), format: 'png', size: 320, level: 'H', margin: 4 });
    expect(decodeQrPng(written.file)).toEqual({ text, width: 320 });
  });

  it('writes an SVG', async () => {
    const folder = await scratchFolder();
    const result = await cli.run(['qr', 'hello', '--out', 'code.svg'], { withServer: false, configDir: folder });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Записан ${join(folder, 'code.svg')}: SVG, 512 пикселей`);
    expect(readFileSync(join(folder, 'code.svg'), 'utf8')).toMatch(/<svg [^>]*width="512"[^>]*>.*<path/s);
  });

  it('refuses bad flags and outputs with exit 2, writing nothing', async () => {
    const folder = await scratchFolder();
    const cases: Array<[string[], string]> = [
      [['qr', 'x', '--out', 'code.gif'], 'укажите расширение .png или .svg'],
      [['qr', 'x', '--size', '10', '--out', 'a.png'], 'нужно целое число от 64 до 4096'],
      [['qr', 'x', '--level', 'Z'], 'Неверное значение Z для --level <level>: допустимо L, M, Q, H.'],
      [['qr'], 'Нет текста для QR-кода'],
      [['qr', 'x'.repeat(3000), '--level', 'H'], 'не помещается в QR-код'],
      [['qr', 'x', '--out', 'no/such/folder/a.png'], 'Не удаётся записать'],
    ];
    for (const [argv, message] of cases) {
      const result = await cli.run(argv, { withServer: false, configDir: folder });
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.stderr, argv.join(' ')).toContain(message);
    }
    expect(readdirSync(folder)).toEqual([]);
  });
});

describe('abitura qr tickets', () => {
  it("writes every registration's ticket code, the address of its ticket page, with a progress bar", async () => {
    const event = await insertCareerEvent(cli.server, { title: 'День открытых дверей', startsAt: new Date('2026-09-20T10:00:00Z'), status: 'confirmed' });
    const registrations = [];
    for (const name of ['Соколова', 'Иванов', 'Петрова']) {
      registrations.push(await insertRegistration(cli.server, await insertApplicant(cli.server, { last_name: name, first_name: 'Тест' }), event));
    }
    const tokens = new Map((await cli.server.database.db.select({ id: eventRegistrations.id, token: eventRegistrations.ticketToken }).from(eventRegistrations)).map((row) => [row.id, row.token]));
    const folder = await scratchFolder();
    const result = await cli.run(['qr', 'tickets', '--event', String(event), '--out', join(folder, 'tickets'), '--size', '256'], { tty: true });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Записано билетов: 3 (мероприятие «День открытых дверей») в ${join(folder, 'tickets')}.`);
    expect(result.stderr).toMatch(/Билеты .*3\/3 100%/);
    const files = readdirSync(join(folder, 'tickets')).sort();
    expect(files).toHaveLength(3);
    for (const id of registrations) {
      const token = tokens.get(id) as string;
      const file = files.find((name) => name.startsWith(`${id}-`)) as string;
      expect(file).toBe(`${id}-${token.slice(0, 8).toUpperCase()}.png`);
      expect(decodeQrPng(join(folder, 'tickets', file)).text).toBe(`${cli.server.url}/tickets/${token}/qr`);
    }
  });

  it('an event that does not exist is exit 2 with the server\'s sentence', async () => {
    const result = await cli.run(['qr', 'tickets', '--event', '999999', '--out', await scratchFolder()]);
    expect(result.code).toBe(2);
    expect(result.stderr).not.toBe('');
  });
});
