/**
 * The exit codes of DESIGN section 6 point 9, the same for every command, so a script or a CI job
 * can tell a finding from a typo from an outage.
 */
export const EXIT = Object.freeze({
  /** Done. */
  ok: 0,
  /** A check found problems (an audit finding at or above --fail-on, a permission not granted). */
  problems: 1,
  /** Bad usage or input: an unknown flag, a bad value, a file that cannot be read. */
  usage: 2,
  /** The server cannot be reached, or refused the sign-in, the session or the permission. */
  server: 3,
});

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/**
 * A failure a command reports with a sentence saying what to fix. Thrown anywhere in a handler;
 * the runner writes the message to standard error and exits with the code.
 */
export class CliError extends Error {
  constructor(
    readonly exitCode: ExitCode,
    message: string,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

export const usageError = (message: string): CliError => new CliError(EXIT.usage, message);
export const serverError = (message: string): CliError => new CliError(EXIT.server, message);
