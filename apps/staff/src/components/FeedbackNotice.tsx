/**
 * The inline notice after a row or page action ("Иванов заблокирован"), with an undo button when
 * the change can be taken back cheaply. Polite live region, so screen readers hear it.
 */
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface FeedbackNoticeProps {
  text: string;
  color?: 'success' | 'warning' | 'danger' | 'neutral';
  /** Offers "undo"; resolves when the undo is done. */
  onUndo?: (() => Promise<unknown>) | undefined;
  /** The undo button's text, when "Отменить" does not say it ("Восстановить" after a deletion). */
  undoLabel?: string | undefined;
  /** Offers a close button; a notice without it goes when its cause does (a progress line). */
  onClose?: (() => void) | undefined;
  /** The close button's name, when "Закрыть уведомление" does not say what closes. */
  closeLabel?: string | undefined;
}

export function FeedbackNotice({ text, color = 'success', onUndo, undoLabel, onClose, closeLabel }: FeedbackNoticeProps) {
  const { t } = useTranslation('shell');
  const [busy, setBusy] = useState(false);
  const undo = async () => {
    if (!onUndo) return;
    setBusy(true);
    try {
      await onUndo();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert
      role={color === 'danger' ? 'alert' : 'status'}
      color={color}
      variant="soft"
      sx={{ mb: 2, alignItems: 'center' }}
      endDecorator={
        <Stack direction="row" spacing={1} alignItems="center">
          {onUndo ? (
            <Button size="sm" variant="outlined" color={color} loading={busy} onClick={() => void undo()}>
              {undoLabel ?? t('notice.undo')}
            </Button>
          ) : null}
          {onClose ? (
            <IconButton size="sm" variant="plain" color={color} aria-label={closeLabel ?? t('notice.close')} onClick={onClose}>
              <span aria-hidden>×</span>
            </IconButton>
          ) : null}
        </Stack>
      }
    >
      {text}
    </Alert>
  );
}
