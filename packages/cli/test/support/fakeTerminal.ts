import { EventEmitter } from 'node:events';
import { Readable } from 'node:stream';
import type { Terminal } from '../../src/core/io.js';

/** A writable stand-in for stdout or stderr: keeps everything written, with or without a terminal. */
export class FakeOutput extends EventEmitter {
  chunks: string[] = [];
  constructor(
    readonly isTTY: boolean,
    readonly columns = 100,
    readonly rows = 40,
  ) {
    super();
  }
  write = (chunk: string | Uint8Array): boolean => {
    this.chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  };
  /** Everything written, terminal control sequences taken out. */
  get text(): string {
    // eslint-disable-next-line no-control-regex
    return this.chunks.join('').replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '');
  }
}

/**
 * A terminal's keyboard for prompts, as Ink reads it (raw mode, 'readable' then read()): type()
 * sends keys the way a person presses them, one write per key.
 */
export class FakeKeyboard extends EventEmitter {
  readonly isTTY = true;
  #pending: string[] = [];
  setRawMode(): this {
    return this;
  }
  setEncoding(): this {
    return this;
  }
  ref(): this {
    return this;
  }
  unref(): this {
    return this;
  }
  resume(): this {
    return this;
  }
  pause(): this {
    return this;
  }
  read(): string | null {
    return this.#pending.shift() ?? null;
  }
  press(key: string): void {
    this.#pending.push(key);
    this.emit('readable');
  }
  /**
   * Types a line and Enter once the question shows on `screen` and a prompt listens.
   */
  async answer(screen: FakeOutput, question: string, text: string): Promise<void> {
    for (let waited = 0; !screen.text.includes(question) || this.listenerCount('readable') === 0; waited += 5) {
      if (waited > 5_000) throw new Error(`the prompt "${question}" did not show; the screen: ${JSON.stringify(screen.chunks.join(""))}, listeners ${this.listenerCount("readable")}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // All at once, as a paste or fast typing arrives: every key is handled before React renders again.
    for (const key of [...text, '\r']) this.press(key);
  }
}

export interface FakeTerminal extends Terminal {
  out: FakeOutput;
  err: FakeOutput;
  keyboard: FakeKeyboard | null;
}

/**
 * The streams a run gets: piped (no terminal, `input` on standard input, as a script runs it) or
 * a terminal (a keyboard for prompts, standard error a TTY for progress bars).
 */
export function fakeTerminal({ tty = false, input = '' }: { tty?: boolean; input?: string } = {}): FakeTerminal {
  const out = new FakeOutput(tty);
  const err = new FakeOutput(tty);
  const keyboard = tty ? new FakeKeyboard() : null;
  const stdin = (keyboard ?? Readable.from(input === '' ? [] : [input])) as unknown as NodeJS.ReadStream;
  return { stdout: out as unknown as NodeJS.WriteStream, stderr: err as unknown as NodeJS.WriteStream, stdin, out, err, keyboard };
}
