/**
 * An organization's status: operating, or closed. Inline (a span), so it may sit in a line of
 * text such as the page header's subtitle.
 */
import Chip from '@mui/joy/Chip';
import { useTranslation } from 'react-i18next';

export function StatusChip({ operating }: { operating: boolean }) {
  const { t } = useTranslation('organizations');
  return (
    <Chip component="span" size="sm" variant="soft" color={operating ? 'success' : 'neutral'}>
      {t(operating ? 'status.operating' : 'status.closed')}
    </Chip>
  );
}
