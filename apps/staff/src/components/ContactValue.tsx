/**
 * A phone number or e-mail address as a link (tel:, mailto:) with a copy button; copying sends the
 * SPEC section 8 notice ('Успешно скопировано' or 'Ошибка копирования'). Empty or non-string
 * values read 'нет сведений'.
 */
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import { useTranslation } from 'react-i18next';
import { formatPhone, normalizePhone } from '@abitura/contracts/validation';
import { CopyButton } from '@abitura/ui';
import { NoData, present } from './NoData.js';

export function PhoneValue({ value, copyLabel }: { value: unknown; copyLabel?: string }) {
  const { t } = useTranslation('organizations');
  const text = present(value);
  if (text === null) return <NoData />;
  const normalized = normalizePhone(text);
  const shown = normalized ? formatPhone(normalized) : text;
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" component="span" sx={{ display: 'inline-flex' }}>
      <Link href={`tel:${normalized ?? text}`} dir="ltr" sx={{ whiteSpace: 'nowrap' }}>
        {shown}
      </Link>
      <CopyButton text={shown} label={copyLabel ?? t('copy.phone', { value: shown })} />
    </Stack>
  );
}

export function EmailValue({ value, copyLabel }: { value: unknown; copyLabel?: string }) {
  const { t } = useTranslation('organizations');
  const text = present(value);
  if (text === null) return <NoData />;
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" component="span" sx={{ display: 'inline-flex' }}>
      <Link href={`mailto:${text}`} dir="ltr" sx={{ wordBreak: 'break-all' }}>
        {text}
      </Link>
      <CopyButton text={text} label={copyLabel ?? t('copy.email', { value: text })} />
    </Stack>
  );
}
