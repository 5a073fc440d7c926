/** An organization's status: operating, or closed (which stands out, as few are). */
import Chip from '@mui/joy/Chip';
import { useTranslation } from 'react-i18next';

export function StatusChip({ operating }: { operating: boolean }) {
  const { t } = useTranslation('organizations');
  return (
    <Chip size="sm" variant="soft" color={operating ? 'success' : 'neutral'}>
      {t(operating ? 'status.operating' : 'status.closed')}
    </Chip>
  );
}
