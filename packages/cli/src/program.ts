import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { admissionRank } from './commands/admission.js';
import { applicantsExport, applicantsImport } from './commands/applicants.js';
import { diff, effective, explain, whoCan } from './commands/access.js';
import { audit, FAIL_ON, type FailOn } from './commands/audit.js';
import { login, logout, whoami } from './commands/auth.js';
import { devicesIssue, devicesList, devicesRevoke } from './commands/devices.js';
import { MAX_QR_SIZE, MIN_QR_SIZE, QR_FORMATS, QR_LEVELS, qr, qrTickets, type QrFormat, type QrLevel } from './commands/qr.js';
import { USER_STATUSES, usersBan, usersList, usersResetPassword, usersShow, usersSuspend, usersUnsuspend } from './commands/users.js';
import { readFilters } from './filterOptions.js';
import { createCaller, type Caller } from './core/calls.js';
import type { CommandHandler } from './core/command.js';
import { connect, defaultSdkFactory, knownServer, type Needs, type SdkFactory, type Transport } from './core/connect.js';
import { CliError, EXIT, type ExitCode } from './core/exitCodes.js';
import { createIo, type Io, type Terminal } from './core/io.js';
import { localeOf, translator, type Translate } from './i18n/locale.js';
import { usageErrorText } from './usageErrors.js';

export interface CliEnvironment {
  terminal: Terminal;
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  now?: () => Date;
  /** How the SDK client is made. @default the SDK over HTTP or WebSocket (subsystem `cli`) */
  factory?: SdkFactory;
}

interface GlobalOptions {
  json?: boolean;
  server?: string;
  transport: Transport;
}

/** The version `abitura --version` prints (the package's). */
export const VERSION = '0.1.0';

/** A whole number within bounds, for commander; the message says which option wants what. */
function integer(t: Translate, min: number, max: number) {
  return (value: string): number => {
    const number = Number(value);
    if (!/^\d+$/.test(value.trim()) || number < min || number > max) throw new InvalidArgumentError(t('usage.integer', { min, max }));
    return number;
  };
}

/** A caller that refuses to be used: commands that need no server get this instead of a client. */
const offline: Caller = new Proxy({} as Caller, {
  get() {
    throw new Error('this command does not talk to the server');
  },
});

/**
 * The `abitura` program: commander parses, each command's pure handler acts with `{sdk, io, args}`,
 * and this file is only the wiring between them. Resolves with the exit code; never exits itself.
 */
export async function runCli(argv: readonly string[], environment: CliEnvironment): Promise<ExitCode> {
  const { terminal, env, cwd } = environment;
  const t = translator(localeOf(env));
  const factory = environment.factory ?? defaultSdkFactory;
  let exitCode: ExitCode = EXIT.ok;

  /** The commander action that runs a handler: the io and the session it needs, its errors as exit codes. */
  function run<Args>(needs: Needs, handler: CommandHandler<Args>, readArgs: (positional: unknown[], options: Record<string, unknown>, io: Io) => Args) {
    return async (...parameters: unknown[]) => {
      const command = parameters[parameters.length - 1] as Command;
      const globals = command.optsWithGlobals<GlobalOptions & Record<string, unknown>>();
      const io = createIo({ terminal, env, cwd, json: Boolean(globals.json), ...(environment.now ? { now: environment.now } : {}) });
      let close = () => {};
      try {
        const args = readArgs(command.processedArgs as unknown[], command.opts(), io);
        let sdk = offline;
        let saved = null;
        if (needs !== 'none') {
          const server = needs === 'server' && !knownServer(env, globals.server) && io.canPrompt ? await io.prompt(t('login.askServer')) : globals.server;
          const connection = connect(needs, { env, server, transport: globals.transport, t, factory });
          close = () => connection.sdk.close();
          sdk = createCaller(connection.sdk, connection.server, io);
          saved = connection.saved;
        }
        exitCode = await handler({ sdk, io, args, saved });
      } catch (error) {
        if (error instanceof CliError) {
          io.note(error.message);
          exitCode = error.exitCode;
        } else {
          io.note(t('error.unexpected', { message: error instanceof Error ? (error.stack ?? error.message) : String(error) }));
          exitCode = EXIT.problems;
        }
      } finally {
        close();
      }
    };
  }

  const locale = localeOf(env);
  const output = {
    writeOut: (text: string) => void terminal.stdout.write(text),
    writeErr: (text: string) => void terminal.stderr.write(text),
    // In Russian a parse error is said again from its code (usageErrors.ts), after parsing stops.
    outputError: (text: string, write: (text: string) => void) => (locale === 'en' ? write(text) : undefined),
  };
  /**
   * The global options, on the program and on every command that runs something, so they are
   * read before or after the command's name alike (`abitura --json users list`, `abitura users
   * list --json`) while options stay positional: `qr --out FILE` and `qr tickets --out DIR` are
   * each their command's own.
   */
  const globalOptions = (command: Command, defaults: boolean): Command =>
    command
      .option('--json', t('opt.json'))
      .option('--server <url>', t('opt.server'))
      .addOption(defaults ? new Option('--transport <kind>', t('opt.transport')).choices(['http', 'ws']).default('http') : new Option('--transport <kind>', t('opt.transport')).choices(['http', 'ws']));
  // Help in the reader's language: commander's headings and option notes, translated as they are drawn.
  const titles: Readonly<Record<string, string>> = { 'Usage:': t('help.usage'), 'Options:': t('help.options'), 'Commands:': t('help.commands'), 'Arguments:': t('help.arguments') };
  const helpConfiguration = {
    styleTitle: (title: string) => titles[title] ?? title,
    styleOptionDescription: (text: string) => text.replace('(choices: ', `(${t('help.choices')}: `).replace(/(\(|, )default: /, `$1${t('help.default')}: `),
  };
  const program = globalOptions(new Command('abitura').description(t('program.description')).version(VERSION, '-v, --version', t('opt.version')), true)
    .configureHelp(helpConfiguration)
    .helpOption('-h, --help', t('opt.help'))
    .helpCommand('help [command]', t('cmd.help'))
    .enablePositionalOptions()
    .exitOverride()
    .configureOutput(output);
  const size = () => new Option('--size <pixels>', t('opt.size')).argParser(integer(t, MIN_QR_SIZE, MAX_QR_SIZE)).default(512);
  const level = () => new Option('--level <level>', t('opt.level')).choices(QR_LEVELS).default('M');
  const margin = () => new Option('--margin <modules>', t('opt.margin')).argParser(integer(t, 0, 40)).default(4);
  const yes = () => new Option('-y, --yes', t('opt.yes'));
  const image = (options: Record<string, unknown>) => ({ size: options['size'] as number, level: options['level'] as QrLevel, margin: options['margin'] as number });

  program.command('login').description(t('cmd.login')).option('--login <name>', t('opt.login')).option('--password-stdin', t('opt.passwordStdin'))
    .action(run('server', login, (_, options) => ({ login: options['login'] as string | undefined, passwordStdin: Boolean(options['passwordStdin']) })));
  program.command('logout').description(t('cmd.logout')).action(run('session', logout, () => ({})));
  program.command('whoami').description(t('cmd.whoami')).action(run('session', whoami, () => ({})));

  const access = program.command('access').description(t('cmd.access'));
  access.command('who-can').argument('<permission>').description(t('cmd.whoCan')).action(run('session', whoCan, ([permission]) => ({ permission: permission as string })));
  access.command('explain').argument('<user>').argument('<permission>').description(t('cmd.explain'))
    .action(run('session', explain, ([user, permission]) => ({ user: user as string, permission: permission as string })));
  access.command('effective').argument('<user>').description(t('cmd.effective')).action(run('session', effective, ([user]) => ({ user: user as string })));
  access.command('diff').argument('<a>').argument('<b>').description(t('cmd.diff')).action(run('session', diff, ([a, b]) => ({ a: a as string, b: b as string })));
  access.command('audit').description(t('cmd.audit'))
    .addOption(new Option('--fail-on <severity>', t('opt.failOn')).choices(FAIL_ON).default('warning'))
    .addOption(new Option('--stale-days <days>', t('opt.staleDays')).argParser(integer(t, 1, 3650)).default(90))
    .action(run('session', audit, (_, options) => ({ failOn: options['failOn'] as FailOn, staleDays: options['staleDays'] as number })));

  const qrCommand = program.command('qr').argument('[text]').description(t('cmd.qr')).option('--out <file>', t('opt.qrOut')).addOption(size()).addOption(level()).addOption(margin())
    .action(run('none', qr, ([text], options, io) => {
      if (typeof text !== 'string') throw new CliError(EXIT.usage, io.t('qr.emptyText'));
      return { text, out: options['out'] as string | undefined, ...image(options) };
    }));
  qrCommand.command('tickets').description(t('cmd.qrTickets'))
    .requiredOption('--event <id>', t('opt.event'), integer(t, 1, 2_147_483_647))
    .requiredOption('--out <dir>', t('opt.qrDir'))
    .addOption(new Option('--format <format>', t('opt.format')).choices(QR_FORMATS).default('png')).addOption(size()).addOption(level()).addOption(margin())
    .action(run('session', qrTickets, (_, options) => ({ event: options['event'] as number, out: options['out'] as string, format: options['format'] as QrFormat, ...image(options) })));

  const users = program.command('users').description(t('cmd.users'));
  users.command('list').description(t('cmd.usersList')).option('--search <text>', t('opt.search'))
    .addOption(new Option('--status <status>', t('opt.status')).choices(USER_STATUSES))
    .addOption(new Option('--limit <count>', t('opt.limit')).argParser(integer(t, 1, 100_000)).default(100))
    .action(run('session', usersList, (_, options) => ({ search: options['search'] as string | undefined, status: options['status'] as (typeof USER_STATUSES)[number] | undefined, limit: options['limit'] as number })));
  users.command('show').argument('<user>').description(t('cmd.usersShow')).action(run('session', usersShow, ([user]) => ({ user: user as string })));
  const change = (name: string, description: string, handler: CommandHandler<{ user: string; yes: boolean }>) =>
    users.command(name).argument('<user>').description(description).addOption(yes()).action(run('session', handler, ([user], options) => ({ user: user as string, yes: Boolean(options['yes']) })));
  change('suspend', t('cmd.usersSuspend'), usersSuspend);
  change('unsuspend', t('cmd.usersUnsuspend'), usersUnsuspend);
  change('ban', t('cmd.usersBan'), usersBan);
  change('reset-password', t('cmd.usersResetPassword'), usersResetPassword);

  const devices = program.command('devices').description(t('cmd.devices'));
  devices.command('list').description(t('cmd.devicesList')).action(run('session', devicesList, () => ({})));
  devices.command('issue').description(t('cmd.devicesIssue'))
    .addOption(new Option('--kind <kind>', t('opt.kind')).choices(['kiosk', 'tv']).makeOptionMandatory())
    .requiredOption('--name <name>', t('opt.deviceName'))
    .action(run('session', devicesIssue, (_, options) => ({ kind: options['kind'] as 'kiosk' | 'tv', name: options['name'] as string })));
  devices.command('revoke').argument('<id>', t('arg.deviceId'), integer(t, 1, 2_147_483_647)).description(t('cmd.devicesRevoke')).addOption(yes())
    .action(run('session', devicesRevoke, ([id], options) => ({ id: id as number, yes: Boolean(options['yes']) })));

  const applicants = program.command('applicants').description(t('cmd.applicants'));
  applicants.command('import').argument('<file>').description(t('cmd.applicantsImport')).option('--dry-run', t('opt.dryRun')).addOption(yes())
    .action(run('session', applicantsImport, ([file], options) => ({ file: file as string, dryRun: Boolean(options['dryRun']), yes: Boolean(options['yes']) })));
  const exporting = applicants.command('export').description(t('cmd.applicantsExport')).option('--out <file>', t('opt.exportOut')).option('--saved <name>', t('opt.saved'));
  readFilters.declare(exporting, t);
  exporting.action(run('session', applicantsExport, (_, options) => ({ out: options['out'] as string | undefined, saved: options['saved'] as string | undefined, ...readFilters.read(options) })));
  const admission = program.command('admission').description(t('cmd.admission'));
  admission.command('rank').argument('<file>').description(t('cmd.admissionRank')).action(run('none', admissionRank, ([file]) => ({ file: file as string })));

  // Every command inherits the program's settings (positional options, exit override, output) and gets the global options.
  const descendants = (command: Command): Command[] => command.commands.flatMap((child) => [child, ...descendants(child)]);
  for (const command of descendants(program)) {
    globalOptions(command, false).helpOption('-h, --help', t('opt.help'));
    if (command.commands.length > 0) command.helpCommand('help [command]', t('cmd.help'));
  }

  try {
    await program.parseAsync([...argv], { from: 'user' });
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    // Help and version end with 0; every other parse error is bad usage, said, then where help is.
    if (error.exitCode === 0) return EXIT.ok;
    const translated = usageErrorText(error, locale, t);
    terminal.stderr.write(`${translated === null ? '' : `${translated}\n`}${t('usage.hint')}\n`);
    return EXIT.usage;
  }
  return exitCode;
}
