import LinearProgress from '@mui/joy/LinearProgress';
import { useTranslation } from 'react-i18next';
import { useSignalValue } from '../sdk/useSignalValue.js';
import type { LoadingBarModel } from './loadingBar.js';

export interface LoadingBarProps {
  model: LoadingBarModel;
}

/**
 * The thin bar across the top of the window while something loads. Joy's LinearProgress draws
 * it but sets no ARIA, so the progressbar role, its value and aria-busy are set here.
 */
export function LoadingBar({ model }: LoadingBarProps) {
  const visible = useSignalValue(model.visible);
  const progress = useSignalValue(model.progress);
  const active = useSignalValue(model.active);
  const { t } = useTranslation('notices');
  if (!visible) return null;
  return (
    <LinearProgress
      determinate
      value={progress}
      size="sm"
      thickness={3}
      variant="plain"
      role="progressbar"
      aria-label={t('label-loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
      aria-busy={active}
      sx={{ position: 'fixed', top: 0, insetInline: 0, zIndex: 'tooltip', borderRadius: 0, bgcolor: 'transparent' }}
    />
  );
}
