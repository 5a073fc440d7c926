/**
 * Ctrl+Enter (⌘+Enter on a Mac) sends the form from any of its fields. A comment box sends it
 * itself (TextField's multiline), so it is left alone here to send once.
 */
import type { KeyboardEvent } from 'react';

export function submitOnCtrlEnter(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
  if (event.target instanceof HTMLTextAreaElement) return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}
