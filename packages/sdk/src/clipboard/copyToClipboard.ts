import type { NoticeSink } from '../types.js';
import { COPY_FAILURE_MESSAGE, COPY_SUCCESS_MESSAGE } from './messages.js';

/** The part of the async Clipboard API a copy needs. */
export interface ClipboardWriter {
  writeText(text: string): Promise<void>;
}

export interface CopyToClipboardOptions {
  /** Where the success or failure notice goes. */
  notify: NoticeSink;
  /**
   * The clipboard to write to.
   * @default globalThis.navigator?.clipboard
   */
  clipboard?: ClipboardWriter;
}

/**
 * Copies text to the clipboard and tells the person how it went: 'Успешно скопировано' or, when
 * the write is refused or no clipboard is available (Node, insecure origins), 'Ошибка копирования'.
 * Resolves whether it succeeded; never rejects.
 */
export async function copyToClipboard(text: string, options: CopyToClipboardOptions): Promise<boolean> {
  let copied: boolean;
  try {
    const clipboard = options.clipboard ?? (globalThis.navigator as Partial<Navigator> | undefined)?.clipboard;
    if (clipboard === undefined) {
      copied = false;
    } else {
      await clipboard.writeText(text);
      copied = true;
    }
  } catch {
    copied = false;
  }
  try {
    options.notify(copied ? { level: 'success', message: COPY_SUCCESS_MESSAGE } : { level: 'error', message: COPY_FAILURE_MESSAGE });
  } catch {
    // The copy's outcome stands even if the notice cannot be shown.
  }
  return copied;
}
