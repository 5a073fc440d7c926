/**
 * The modal every form dialog is built on: Escape, a click beside the dialog and its close button
 * close it at once, unless the person has typed text there; then it first asks whether to throw
 * that text away, the safe answer ("keep editing") focused. The dialog's own Cancel button is a
 * deliberate choice and closes without asking.
 */
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal, { type ModalProps } from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createTypedTextWatch } from './typedText.js';

export interface GuardedModalProps extends Omit<ModalProps, 'onClose'> {
  /** Closes the dialog (after asking, when text was typed). */
  onClose: () => void;
  /** A save runs: nothing closes the dialog. @default false */
  busy?: boolean;
}

export function GuardedModal({ open, onClose, busy = false, children, ...modal }: GuardedModalProps) {
  const [watch] = useState(createTypedTextWatch);
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    watch.forget();
    setAsking(false);
  }, [open, watch]);

  // A native listener: React's onBeforeInput is a keypress polyfill that misses deleting and pasting.
  const listen = useCallback(
    (root: HTMLDivElement | null) => {
      if (root === null) return;
      const note = (event: Event) => watch.beforeTyping(event.target);
      root.addEventListener('beforeinput', note, true);
      return () => root.removeEventListener('beforeinput', note, true);
    },
    [watch],
  );

  const requestClose = () => {
    if (busy) return;
    if (watch.changed()) setAsking(true);
    else onClose();
  };

  return (
    <>
      <Modal ref={listen} open={open} onClose={requestClose} {...modal}>
        {children}
      </Modal>
      <DiscardQuestion
        open={open && asking}
        onKeep={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          watch.forget();
          onClose();
        }}
      />
    </>
  );
}

function DiscardQuestion({ open, onKeep, onDiscard }: { open: boolean; onKeep: () => void; onDiscard: () => void }) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const textId = useId();
  return (
    <Modal open={open} onClose={onKeep}>
      <ModalDialog role="alertdialog" variant="outlined" size="sm" aria-labelledby={titleId} aria-describedby={textId} sx={{ maxWidth: 420 }}>
        <DialogTitle id={titleId} component="h2">
          {t('discard.title')}
        </DialogTitle>
        <DialogContent id={textId}>{t('discard.text')}</DialogContent>
        <DialogActions>
          <Button autoFocus onClick={onKeep}>
            {t('discard.keep')}
          </Button>
          <Button variant="plain" color="danger" onClick={onDiscard}>
            {t('discard.discard')}
          </Button>
        </DialogActions>
      </ModalDialog>
    </Modal>
  );
}
