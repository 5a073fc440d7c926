import type { KeyValueStorage } from '@abitura/sdk';
import type { Caller } from './calls.js';
import type { ExitCode } from './exitCodes.js';
import type { Io } from './io.js';

/**
 * What every handler gets (DESIGN section 6 point 9): the SDK to call the server with, the
 * terminal to write to, and its parsed arguments. Handlers return their exit code and throw a
 * CliError for a failure, so they are tested by calling them, without commander.
 */
export interface CommandContext<Args> {
  sdk: Caller;
  io: Io;
  args: Args;
  /** The saved session's file, for login and logout; null when ABITURA_TOKEN supplies the token. */
  saved: (KeyValueStorage & { readonly file: string }) | null;
}

export type CommandHandler<Args> = (context: CommandContext<Args>) => Promise<ExitCode>;
