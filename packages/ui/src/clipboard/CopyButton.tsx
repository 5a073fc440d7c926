import IconButton, { type IconButtonProps } from '@mui/joy/IconButton';
import Tooltip from '@mui/joy/Tooltip';
import type { ClipboardWriter } from '@abitura/sdk';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from '../sdk/clientContext.js';
import { CopyIcon } from './icons.js';

export interface CopyButtonProps {
  /** What to copy; a function is called at click time, for values that change. */
  text: string | (() => string);
  /** Accessible name and tooltip, e.g. "Копировать номер". @default 'Копировать' (translated) */
  label?: string;
  /** @default navigator.clipboard, through the SDK */
  clipboard?: ClipboardWriter;
  size?: IconButtonProps['size'];
  variant?: IconButtonProps['variant'];
  color?: IconButtonProps['color'];
  /** Called with whether the copy succeeded, after the SDK's notice. */
  onCopied?: (copied: boolean) => void;
}

/**
 * An icon button that copies a value. The SDK's `client.copy` does the copying and sends the
 * SPEC section 8 notice ('Успешно скопировано' or 'Ошибка копирования') to the notice sink, so the
 * button itself shows nothing beyond being busy.
 */
export function CopyButton({ text, label, clipboard, size = 'sm', variant = 'plain', color = 'neutral', onCopied }: CopyButtonProps) {
  const client = useClient();
  const { t } = useTranslation('notices');
  const [busy, setBusy] = useState(false);
  const name = label ?? t('label-copy');

  const copy = async () => {
    setBusy(true);
    try {
      const copied = await client.copy(typeof text === 'function' ? text() : text, clipboard);
      onCopied?.(copied);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Tooltip title={name} size="sm" variant="soft">
      <IconButton aria-label={name} size={size} variant={variant} color={color} disabled={busy} onClick={() => void copy()}>
        <CopyIcon />
      </IconButton>
    </Tooltip>
  );
}
