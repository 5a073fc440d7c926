/**
 * The fields of an entry that only its list has (an okrug's short name, an interaction type's
 * colour and icon, an achievement's points), as small labelled chips. A colour is shown in that
 * colour; names the interface knows are translated, others are shown as the server names them.
 */
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';

type JoyColor = 'primary' | 'neutral' | 'danger' | 'success' | 'warning';

/** Joy's palette by the colour names the lists use (the severities of alerts included). */
const COLORS: Record<string, JoyColor> = {
  primary: 'primary',
  neutral: 'neutral',
  danger: 'danger',
  success: 'success',
  warning: 'warning',
  error: 'danger',
  info: 'primary',
};

export function EntryData({ data }: { data: Record<string, unknown> }) {
  const { t } = useTranslation('references');
  const fields = Object.entries(data).filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (fields.length === 0) {
    return (
      <Typography level="body-sm" textColor="text.tertiary">
        {t('entries.none')}
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {fields.map(([key, value]) => {
        const name = t(`data.${key}`, { defaultValue: key });
        const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
        return (
          <Chip key={key} size="sm" variant={key === 'color' ? 'soft' : 'outlined'} color={key === 'color' ? (COLORS[text] ?? 'neutral') : 'neutral'}>
            {name}: {text}
          </Chip>
        );
      })}
    </Stack>
  );
}
