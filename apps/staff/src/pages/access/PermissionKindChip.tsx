/** Tells a page permission from a function inside a page, in words (not only by colour). */
import Chip from '@mui/joy/Chip';
import { useTranslation } from 'react-i18next';

export function PermissionKindChip({ kind }: { kind: 'page' | 'function' }) {
  const { t } = useTranslation('access');
  return (
    <Chip size="sm" variant="soft" color={kind === 'function' ? 'primary' : 'neutral'}>
      {t(`kinds.${kind}`)}
    </Chip>
  );
}
