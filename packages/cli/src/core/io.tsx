import { render, renderToString } from 'ink';
import type { ReactNode } from 'react';
import { Progress } from '../render/Progress.js';
import { Prompt } from '../render/Prompt.js';
import { Spinner } from '../render/Spinner.js';
import { localeOf, translator, type Locale, type Translate } from '../i18n/locale.js';
import { usageError } from './exitCodes.js';

/** The process's three streams, or stand-ins in tests (DESIGN section 6 point 2). */
export interface Terminal {
  stdout: NodeJS.WriteStream;
  stderr: NodeJS.WriteStream;
  stdin: NodeJS.ReadStream;
}

export interface ProgressHandle {
  /** Sets how many of the total are done. */
  update(done: number): void;
  /** Removes the live bar (its last state stays on a terminal). */
  finish(): void;
}

/**
 * What a handler reads and writes through: results go to standard output (only JSON with --json),
 * everything else (progress, prompts, notes) to standard error, and prompts appear only when
 * standard input and standard error are a terminal.
 */
export interface Io {
  readonly locale: Locale;
  readonly t: Translate;
  /** --json: standard output carries one JSON document and nothing else. */
  readonly json: boolean;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
  /** Whether a person is at a terminal to answer a prompt. */
  readonly canPrompt: boolean;
  now(): Date;
  /** A line of the result on standard output. */
  print(text: string): void;
  /** A line for the person on standard error: a hint, a warning, a summary besides --json. */
  note(text: string): void;
  printJson(value: unknown): void;
  /** Renders Ink components once, as text, to standard output. */
  show(node: ReactNode): void;
  /** A live progress bar on standard error when it is a terminal; silent otherwise. */
  progress(label: string, total: number): ProgressHandle;
  /** Runs `work` with a spinner and its label on standard error when it is a terminal. */
  during<T>(label: string, work: Promise<T>): Promise<T>;
  /** Asks on the terminal; refuses with a usage error (exit 2) when nobody is at one. */
  prompt(question: string, options?: { secret?: boolean }): Promise<string>;
  /** A yes/no question on the terminal; false unless answered yes. */
  confirm(question: string): Promise<boolean>;
  /** Everything on standard input, for --password-stdin. */
  readStdin(): Promise<string>;
}

export interface IoOptions {
  terminal: Terminal;
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  json?: boolean;
  now?: () => Date;
}

/** A width that never wraps: piped output keeps whole lines, as `gh` does. */
const UNWRAPPED = 10_000;

export function createIo({ terminal, env, cwd, json = false, now = () => new Date() }: IoOptions): Io {
  const locale = localeOf(env);
  const t = translator(locale);
  const { stdout, stderr, stdin } = terminal;
  const canPrompt = Boolean(stdin.isTTY) && Boolean(stderr.isTTY);
  const inkOptions = { stdout: stderr, stderr, stdin, patchConsole: false, exitOnCtrlC: false } as const;

  const io: Io = {
    locale,
    t,
    json,
    env,
    cwd,
    canPrompt,
    now,
    print: (text) => void stdout.write(`${text}\n`),
    note: (text) => void stderr.write(`${text}\n`),
    printJson: (value) => void stdout.write(`${JSON.stringify(value, null, 2)}\n`),
    show(node) {
      const text = renderToString(node, { columns: stdout.isTTY && stdout.columns ? stdout.columns : UNWRAPPED });
      if (text !== '') stdout.write(`${text}\n`);
    },
    progress(label, total) {
      if (!stderr.isTTY) return { update() {}, finish() {} };
      let done = 0;
      const instance = render(<Progress label={label} done={done} total={total} />, inkOptions);
      return {
        update(next) {
          done = next;
          instance.rerender(<Progress label={label} done={done} total={total} />);
        },
        finish() {
          instance.unmount();
        },
      };
    },
    async during(label, work) {
      if (!stderr.isTTY) return work;
      const instance = render(<Spinner label={label} />, inkOptions);
      try {
        return await work;
      } finally {
        instance.unmount();
      }
    },
    prompt(question, { secret = false } = {}) {
      if (!canPrompt) return Promise.reject(usageError(t('prompt.noTerminal', { question })));
      return new Promise<string>((resolve, reject) => {
        // Unmounted after the key's handler returns, and answered once Ink has let go of the
        // terminal, so a next prompt renders on a terminal nobody else holds.
        const finish = (outcome: () => void) =>
          setImmediate(() => {
            instance.unmount();
            void instance.waitUntilExit().then(outcome, outcome);
          });
        const instance = render(
          <Prompt
            question={question}
            secret={secret}
            onSubmit={(value) => finish(() => resolve(value))}
            onCancel={() => finish(() => reject(usageError(t('prompt.cancelled'))))}
          />,
          inkOptions,
        );
      });
    },
    async confirm(question) {
      const answer = await io.prompt(`${question} ${t('prompt.yesNo')}`);
      return /^(y|yes|д|да)$/i.test(answer.trim());
    },
    async readStdin() {
      const chunks: Buffer[] = [];
      for await (const chunk of stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
      return Buffer.concat(chunks).toString('utf8');
    },
  };
  return io;
}
