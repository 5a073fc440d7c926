import { describe, expect, it } from 'vitest';
import { runCli } from '../src/program.js';
import { fakeTerminal } from './support/fakeTerminal.js';

/** Bad usage, no server needed: exit 2, a sentence in the reader's language, then where help is. */
async function run(argv: string[], lang = 'ru_RU.UTF-8') {
  const terminal = fakeTerminal();
  const code = await runCli(argv, { terminal, env: { LANG: lang, ABITURA_CONFIG_DIR: '/nonexistent/abitura-test' }, cwd: '/' });
  return { code, stdout: terminal.out.text, stderr: terminal.err.text };
}

describe('bad usage', () => {
  it.each([
    [['users', 'lst'], 'Неизвестная команда lst. Возможно, list?'],
    [['users', 'list', '--bogus'], 'Неизвестный флаг --bogus.'],
    [['access', 'audit', '--jsn'], 'Неизвестный флаг --jsn. Возможно, --json?'],
    [['access', 'explain', 'anna'], 'Не указан аргумент permission.'],
    [['qr', 'tickets', '--out', 'x'], 'Не указан обязательный флаг --event <id>.'],
    [['qr', 'tickets', '--event'], 'Флагу --event <id> нужно значение.'],
    [['users', 'list', '--limit', '0'], 'Неверное значение 0 для --limit <count>: нужно целое число от 1 до 100000.'],
    [['devices', 'issue', '--kind', 'phone', '--name', 'x'], 'Неверное значение phone для --kind <kind>: допустимо kiosk, tv.'],
    [['qr', 'a', 'b'], 'Лишние аргументы'],
    [['devices', 'revoke', 'abc'], 'Неверное значение abc для id: нужно целое число от 1 до 2147483647.'],
  ])('%j exits 2 and says what is wrong in Russian', async (argv, message) => {
    const result = await run(argv);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(message);
    expect(result.stderr.trimEnd().endsWith('(справка: abitura --help, или abitura КОМАНДА --help)')).toBe(true);
  });

  it('keeps commander\'s English under an English locale, with the help hint', async () => {
    const result = await run(['users', 'list', '--bogus'], 'en_US.UTF-8');
    expect(result).toEqual({ code: 2, stdout: '', stderr: "error: unknown option '--bogus'\n(help: abitura --help, or abitura COMMAND --help)\n" });
  });

  it('prints help and the version with exit 0, on standard output', async () => {
    const help = await run(['access', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('who-can');
    expect(help.stdout).toContain('аудит прав доступа');
    expect(help.stdout).toContain('Команды:');
    const audit = await run(['access', 'audit', '--help']);
    expect(audit.stdout).toContain('Вызов: abitura access audit');
    const flat = audit.stdout.replace(/\s+/g, ' ');
    expect(flat).toContain('(варианты: "info", "warning", "error", "none", по умолчанию: "warning")');
    expect(flat).toContain('(по умолчанию: 90)');
    expect(audit.stdout).not.toContain('help [command]');
    expect(await run(['--version'])).toEqual({ code: 0, stdout: '0.1.0\n', stderr: '' });
  });
});
