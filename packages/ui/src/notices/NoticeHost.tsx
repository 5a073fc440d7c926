import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Snackbar, { type SnackbarProps } from '@mui/joy/Snackbar';
import type { NoticeLevel } from '@abitura/sdk';
import { useTranslation } from 'react-i18next';
import { useSignalValue } from '../sdk/useSignalValue.js';
import { CloseIcon } from './icons.js';
import type { NoticeCenter, NoticeEntry } from './noticeCenter.js';
import { noticeTranslation } from './noticeText.js';

const COLOR: Record<NoticeLevel, NonNullable<SnackbarProps['color']>> = {
  success: 'success',
  info: 'primary',
  warning: 'warning',
  error: 'danger',
};

export interface NoticeHostProps {
  center: NoticeCenter;
}

/**
 * Renders the visible notices as Joy snackbars, stacked in one corner (the inline end, so it
 * follows RTL). Closing is the center's job: the model times auto-hide, and a click elsewhere or
 * Escape does not close, so an error stays until its close button is pressed.
 * Snackbars unmount as soon as they are closed (no exit animation), so the stack never holds a
 * fourth, fading one.
 */
export function NoticeHost({ center }: NoticeHostProps) {
  const visible = useSignalValue(center.visible);
  const { t } = useTranslation('notices');
  return (
    <Box
      component="section"
      aria-label={t('label-region')}
      sx={{
        position: 'fixed',
        bottom: '0.75rem',
        insetInlineEnd: '0.75rem',
        zIndex: 'snackbar',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        maxWidth: 'calc(100vw - 1.5rem)',
        // The stack itself must not swallow clicks meant for the page under it.
        pointerEvents: 'none',
      }}
    >
      {visible.map((notice) => (
        <NoticeSnackbar key={notice.id} notice={notice} onClose={() => center.dismiss(notice.id)} closeLabel={t('label-close')} />
      ))}
    </Box>
  );
}

function NoticeSnackbar({ notice, onClose, closeLabel }: { notice: NoticeEntry; onClose: () => void; closeLabel: string }) {
  const { t } = useTranslation('notices');
  const translation = noticeTranslation(notice);
  // Values are rendered by React, which escapes them; i18next's own escaping would show '&#x2F;'.
  const text = translation
    ? t(translation.key, { ...translation.values, defaultValue: notice.message, interpolation: { escapeValue: false } })
    : notice.message;
  return (
    <Snackbar
      open
      variant="soft"
      color={COLOR[notice.level]}
      // No onClose: Joy would call it on any click elsewhere and on Escape, which must not close
      // an error; the close button and the center's timer are the only ways out.
      // An error interrupts (alert); the rest wait for a pause in speech (status).
      role={notice.level === 'error' ? 'alert' : 'status'}
      endDecorator={
        <IconButton size="sm" variant="plain" color={COLOR[notice.level]} aria-label={closeLabel} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      }
      sx={{ position: 'relative', inset: 'auto', pointerEvents: 'auto' }}
    >
      {text}
    </Snackbar>
  );
}
