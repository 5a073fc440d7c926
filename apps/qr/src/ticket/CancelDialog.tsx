import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useDeviceText } from '@abitura/ui/device';

export interface CancelDialogProps {
  open: boolean;
  sending: boolean;
  code: string;
  onConfirm: () => void;
  onKeep: () => void;
}

/**
 * The question before a cancellation. A modal <dialog>: the browser makes the page behind it
 * inert and keeps focus inside; focus starts on the safe answer (keep the ticket), Escape keeps
 * it too. The page puts focus back where it belongs when the dialog closes.
 */
export function CancelDialog({ open, sending, code, onConfirm, onKeep }: CancelDialogProps) {
  const t = useDeviceText('ticket');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      keepRef.current?.focus();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // The page's state decides whether the dialog closes, not the browser.
      event.preventDefault();
      onKeep();
    } else if (event.key === 'Tab') keepFocusInside(event);
  };

  return (
    <dialog
      ref={dialogRef}
      className="qr-dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      aria-busy={sending}
      onKeyDown={onKeyDown}
      // The browser's own close request (Escape with focus outside the buttons, a back gesture).
      onCancel={(event) => {
        event.preventDefault();
        onKeep();
      }}
    >
      <h2 id={titleId}>{t('cancel.question', { code })}</h2>
      <p id={textId}>{t('cancel.consequence')}</p>
      <div className="qr-dialog-actions">
        <button ref={keepRef} type="button" className="device-button device-button-outline" onClick={onKeep}>
          {t('cancel.keep')}
        </button>
        <button type="button" className="device-button qr-button-danger" onClick={onConfirm} aria-disabled={sending}>
          {sending ? t('cancel.sending') : t('cancel.confirm')}
        </button>
      </div>
    </dialog>
  );
}

/** Tab from the last button goes to the first and back: focus stays with the question. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>): void {
  const buttons = [...event.currentTarget.querySelectorAll('button')];
  const first = buttons[0];
  const last = buttons.at(-1);
  if (!first || !last) return;
  if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  }
}
