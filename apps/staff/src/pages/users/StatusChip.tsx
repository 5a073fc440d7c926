/** An account status as a coloured chip, its word translated. */
import Chip, { type ChipProps } from '@mui/joy/Chip';
import { useTranslation } from 'react-i18next';
import type { AccountStatus } from '@abitura/contracts';

const COLOR: Record<AccountStatus, NonNullable<ChipProps['color']>> = {
  new: 'primary',
  active: 'success',
  suspended: 'warning',
  banned: 'danger',
};

export function StatusChip({ status, size = 'sm' }: { status: AccountStatus; size?: ChipProps['size'] }) {
  const { t } = useTranslation('users');
  return (
    // A span, so the chip may sit inside a line of text (a page subtitle is a paragraph).
    <Chip component="span" size={size} variant="soft" color={COLOR[status]}>
      {t(`status.${status}`)}
    </Chip>
  );
}
