import { isUnreachable, SESSION_KEYS } from '@abitura/sdk';
import type { CommandHandler } from '../core/command.js';
import { SERVER_KEY } from '../core/credentials.js';
import { EXIT, serverError, usageError } from '../core/exitCodes.js';
import { replyError } from '../core/calls.js';

export interface LoginArgs {
  login: string | undefined;
  passwordStdin: boolean;
}

/** The password as a script pipes it: one line, its line ending dropped, spaces kept (they are part of a secret). */
const firstLine = (text: string): string => text.split(/\r?\n/, 1)[0] ?? '';

/**
 * `abitura login`: asks for the login and the password (typed without echo) on a terminal, or
 * reads the password from standard input with --password-stdin; the new session goes to the
 * session file (mode 0600) with the server it belongs to, replacing the saved one only once had.
 */
export const login: CommandHandler<LoginArgs> = async ({ sdk, io, args, saved }) => {
  const { t } = io;
  const name = (args.login ?? (await io.prompt(t('login.askLogin')))).trim();
  if (name === '') throw usageError(t('login.emptyLogin'));
  const password = args.passwordStdin ? firstLine(await io.readStdin()) : await io.prompt(t('login.askPassword', { login: name }), { secret: true });
  if (password === '') throw usageError(t('login.emptyPassword'));
  const reply = await sdk.sdk.login(name, password);
  if (!reply.success) {
    const error = replyError(io, sdk.server, 'User/AccountLogin', reply);
    throw error.exitCode === EXIT.usage || isUnreachable(reply) ? error : serverError(t('login.refused', { server: sdk.server, reason: error.message }));
  }
  const user = sdk.sdk.session.user.peek() ?? {};
  // The new session replaces whatever was saved, for this server or another, in the SDK's keys.
  saved?.clear();
  saved?.setItem(SESSION_KEYS.token, sdk.sdk.session.token.peek() ?? '');
  saved?.setItem(SESSION_KEYS.user, JSON.stringify(user));
  saved?.setItem(SESSION_KEYS.ability, JSON.stringify(sdk.sdk.session.ability.peek()));
  saved?.setItem(SERVER_KEY, sdk.server);
  if (io.json) io.printJson({ server: sdk.server, user, sessionFile: saved?.file ?? null });
  else io.print(t('login.done', { login: String(user.login ?? name), fullName: String(user.fullName ?? ''), server: sdk.server }));
  if (user.status === 'new') io.note(t('login.mustChangePassword', { server: sdk.server }));
  return EXIT.ok;
};

/** `abitura logout`: revokes the token on the server, then forgets it; a server that cannot be reached keeps it saved, to try again. */
export const logout: CommandHandler<Record<string, never>> = async ({ sdk, io, saved }) => {
  await sdk.run('User/AccountLogout', {});
  saved?.clear();
  if (io.json) io.printJson({ server: sdk.server, loggedOut: true });
  else io.print(io.t('logout.done', { server: sdk.server }));
  return EXIT.ok;
};

/** `abitura whoami`: the account the token signs in as, checked with the server. */
export const whoami: CommandHandler<Record<string, never>> = async ({ sdk, io, saved }) => {
  const token = sdk.sdk.session.token.peek() ?? '';
  const session = await sdk.run('User/CheckToken', { token });
  const permissions = session.ability.flatMap((rule) => Object.keys(rule).filter((key) => rule[key])).sort();
  const source = saved ? saved.file : 'ABITURA_TOKEN';
  if (io.json) {
    io.printJson({ server: sdk.server, user: session.user, permissions, tokenFrom: source });
    return EXIT.ok;
  }
  const { t } = io;
  io.print(t('whoami.line', { login: session.user.login, fullName: session.user.fullName, server: sdk.server }));
  io.print(t('whoami.details', { status: t(`status.${session.user.status}`), roles: session.user.roles.join(', ') || '—', count: permissions.length }));
  io.note(t('whoami.tokenFrom', { source }));
  return EXIT.ok;
};

