/**
 * One letter read from the server (Letter/Get) in a dialog: where it went, its state and dates,
 * the delivery error, and its text. A letter that carried a secret (a reset link) comes without
 * its text, and the dialog says it was removed rather than showing an empty letter.
 */
import Alert from '@mui/joy/Alert';
import DialogContent from '@mui/joy/DialogContent';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import type { LetterCard } from '@abitura/contracts';
import { formatDisplayDateTime, useSignalValue } from '@abitura/ui';
import { DialogFrame } from '../../components/FormDialog.js';
import { LoadedArea } from '../../components/LoadedArea.js';
import { TermChip } from '../../components/TermChip.js';
import type { LettersModel } from './lettersListModel.js';
import { MailReply } from './MailReply.js';

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      <Typography level="body-sm" textColor="text.secondary" sx={{ minWidth: 150 }}>
        {label}
      </Typography>
      <Typography level="body-sm" component="div">
        {children}
      </Typography>
    </Stack>
  );
}

function LetterBody({ card }: { card: LetterCard }) {
  const { t } = useTranslation('callCentre');
  const when = (value: string | null) => (value === null ? t('letters.never') : formatDisplayDateTime(value));
  return (
    <Stack spacing={1.25}>
      <Detail label={t('letters.fields.to')}>
        <span dir="ltr">{card.to}</span>
      </Detail>
      <Detail label={t('letters.fields.subject')}>{card.subject}</Detail>
      <Detail label={t('letters.fields.kind')}>{t(`letters.kinds.${card.kind}`, { defaultValue: card.kind })}</Detail>
      <Detail label={t('letters.fields.status')}>
        <TermChip group="letterStatus" value={card.status} />
      </Detail>
      <Detail label={t('letters.fields.attempts')}>{card.attempts}</Detail>
      <Detail label={t('letters.fields.created_at')}>{when(card.created_at)}</Detail>
      <Detail label={t('letters.fields.sent_at')}>{when(card.sent_at)}</Detail>
      <Detail label={t('letters.fields.next_attempt_at')}>{when(card.next_attempt_at)}</Detail>
      {card.last_error === null ? null : (
        <Detail label={t('letters.replies.title')}>
          <MailReply letter={card} />
        </Detail>
      )}
      <Typography level="title-sm" component="h3">
        {t('letters.fields.text')}
      </Typography>
      {card.text === null ? (
        <Alert color="neutral" variant="soft">
          {t('letters.secret')}
        </Alert>
      ) : (
        <Sheet variant="soft" sx={{ p: 1.5, borderRadius: 'sm', whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 'sm' }}>
          {card.text}
        </Sheet>
      )}
    </Stack>
  );
}

export function LetterDialog({ model }: { model: LettersModel }) {
  const { t } = useTranslation('callCentre');
  const id = useSignalValue(model.opened.id);
  const card = useSignalValue(model.opened.card);
  const error = useSignalValue(model.opened.error);
  return (
    <DialogFrame open={id !== null} title={card?.subject ?? t('letters.dialogTitle')} busy={false} onClose={model.closeLetter} width={720}>
      <DialogContent>
        <LoadedArea loaded={card !== null} error={error} onRetry={() => void model.opened.load()} empty={false} emptyNote={null}>
          {card === null ? null : <LetterBody card={card} />}
        </LoadedArea>
      </DialogContent>
    </DialogFrame>
  );
}
