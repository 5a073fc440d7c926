/** The input types a person types text into; choices (checkboxes, radios, pickers) are easily made again. */
const TEXT_TYPES: ReadonlySet<string> = new Set(['text', 'search', 'email', 'tel', 'url', 'number', 'password']);

export type TextEntry = HTMLInputElement | HTMLTextAreaElement;

export function isTextEntry(target: EventTarget | null): target is TextEntry {
  if (typeof HTMLTextAreaElement !== 'undefined' && target instanceof HTMLTextAreaElement) return true;
  return typeof HTMLInputElement !== 'undefined' && target instanceof HTMLInputElement && TEXT_TYPES.has(target.type);
}

export interface TypedTextWatch {
  /**
   * Call with a `beforeinput` event's target: the field's value before the person's first change
   * is kept. What a program puts in a field (a form reset on opening, a record loaded) raises no
   * `beforeinput`, so it never counts as typed.
   */
  beforeTyping(target: EventTarget | null): void;
  /** A field typed into is still on screen and holds other text than before the typing. */
  changed(): boolean;
  /** Forgets every field: the dialog opens anew, or its text was given up. */
  forget(): void;
}

/** Tells whether a person has typed text into a dialog that its closing would throw away. */
export function createTypedTextWatch(): TypedTextWatch {
  let before = new Map<TextEntry, string>();
  return {
    beforeTyping(target) {
      if (isTextEntry(target) && !before.has(target)) before.set(target, target.value);
    },
    changed() {
      for (const [field, value] of before) if (field.isConnected && field.value !== value) return true;
      return false;
    },
    forget() {
      before = new Map();
    },
  };
}
