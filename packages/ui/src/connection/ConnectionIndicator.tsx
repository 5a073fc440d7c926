import Chip, { type ChipProps } from '@mui/joy/Chip';
import { useTranslation } from 'react-i18next';
import type { ConnectionStatus } from '../sdk/connectionStatus.js';
import { useConnection } from '../sdk/useConnection.js';
import { visuallyHidden } from '../a11y/visuallyHidden.js';

const COLOR: Record<ConnectionStatus, NonNullable<ChipProps['color']>> = {
  online: 'success',
  fallback: 'warning',
  api: 'primary',
  connecting: 'neutral',
  offline: 'danger',
};

export interface ConnectionIndicatorProps {
  /** Makes the chip a button, e.g. to open the connection-settings dialog. */
  onClick?: () => void;
  size?: ChipProps['size'];
}

/** A chip for headers: online over WebSocket, HTTP fallback, HTTP by choice, connecting, offline. */
export function ConnectionIndicator({ onClick, size = 'sm' }: ConnectionIndicatorProps) {
  const { status } = useConnection();
  const { t } = useTranslation('connection');
  const label = t(`status-${status}`);
  return (
    <Chip
      size={size}
      variant="soft"
      color={COLOR[status]}
      // The colour alone says nothing to a screen reader or a colour-blind person; the text does.
      startDecorator={<span aria-hidden="true">●</span>}
      {...(onClick ? { onClick } : {})}
      data-status={status}
    >
      {/* Screen readers hear "Соединение: …" (also the name of the clickable chip, which Joy
          labels by this content); sighted people see just the short status. */}
      <span style={visuallyHidden}>{t('indicator-label', { status: label })}</span>
      <span aria-hidden="true">{label}</span>
    </Chip>
  );
}
