/**
 * Why a letter was not sent, in words: the kind of the mail server's last reply
 * (vocabulary/mailReplies.ts) as a sentence, the reply itself (English, technical) only on demand.
 */
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import type { LetterListItem } from '@abitura/contracts';
import { Muted } from '../../components/Muted.js';

export function MailReply({ letter }: { letter: Pick<LetterListItem, 'last_error' | 'last_error_kind'> }) {
  const { t } = useTranslation('callCentre');
  if (letter.last_error === null) return <Muted>—</Muted>;
  return (
    <div>
      <Typography level="body-sm" color="danger">
        {t(`letters.replies.${letter.last_error_kind ?? 'other'}`)}
      </Typography>
      <details>
        <summary>
          <Typography level="body-xs" component="span">
            {t('letters.replies.show')}
          </Typography>
        </summary>
        <Typography level="body-xs" component="code" dir="ltr" sx={{ display: 'block', whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'code' }}>
          {letter.last_error}
        </Typography>
      </details>
    </div>
  );
}
