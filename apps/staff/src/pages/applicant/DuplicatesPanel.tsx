/**
 * Beside the insert form: the records that look like the person being entered (same name and
 * birth date, phone, e-mail or СНИЛС), each with why, how many interactions it holds, a way to
 * open it (in a new tab, so the form stays) and, for those allowed, to merge the entered data
 * into it. A live region says how many were found, so a screen reader hears it while typing.
 */
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { buildPath } from '@abitura/sdk';
import { formatPhone } from '@abitura/contracts/validation';
import { formatDisplayDate, useSignalValue, visuallyHidden } from '@abitura/ui';
import { useFailureText } from '../../components/useFailureText.js';
import type { DuplicateCandidate, DuplicateCheck } from './duplicateCheck.js';

export interface DuplicatesPanelProps {
  check: DuplicateCheck;
  /** Merging is offered (editAbiturient). */
  canMerge: boolean;
  onMerge: (candidate: DuplicateCandidate) => void;
}

export function DuplicatesPanel({ check, canMerge, onMerge }: DuplicatesPanelProps) {
  const { t } = useTranslation('applicant');
  const failureText = useFailureText();
  const candidates = useSignalValue(check.candidates);
  const checking = useSignalValue(check.checking);
  const error = useSignalValue(check.error);
  return (
    <Sheet variant="soft" color={candidates.length > 0 ? 'warning' : 'neutral'} component="aside" aria-labelledby="duplicates-title" sx={{ p: 2, borderRadius: 'md' }}>
      <Typography id="duplicates-title" level="title-md" component="h2" sx={{ mb: 1 }}>
        {t('duplicates.title')}
      </Typography>
      <Typography level="body-sm" role="status" aria-live="polite" aria-busy={checking}>
        {checking ? t('duplicates.checking') : error ? failureText(error) : candidates.length > 0 ? t('duplicates.found', { count: candidates.length }) : t('duplicates.none')}
      </Typography>
      {candidates.length > 0 ? (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
          {candidates.map((candidate) => (
            <CandidateCard key={candidate.id} candidate={candidate} canMerge={canMerge} onMerge={() => onMerge(candidate)} />
          ))}
        </Stack>
      ) : null}
    </Sheet>
  );
}

function CandidateCard({ candidate, canMerge, onMerge }: { candidate: DuplicateCandidate; canMerge: boolean; onMerge: () => void }) {
  const { t } = useTranslation('applicant');
  const href = buildPath('newcontingent-view', { id: candidate.id });
  const details = [candidate.birth_date ? formatDisplayDate(candidate.birth_date) : null, candidate.school].filter(Boolean).join(' · ');
  return (
    <Sheet component="li" variant="outlined" sx={{ p: 1.5, borderRadius: 'sm' }}>
      <Typography level="title-sm">{candidate.fullname}</Typography>
      {details ? <Typography level="body-sm">{details}</Typography> : null}
      {candidate.phones.length > 0 || candidate.email ? (
        <Typography level="body-sm" dir="ltr" sx={{ textAlign: 'start' }}>
          {[...candidate.phones.map(formatPhone), candidate.email].filter(Boolean).join(', ')}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" sx={{ my: 1 }} aria-label={t('duplicates.reasons')}>
        {candidate.reasons.map((reason) => (
          <Chip key={reason} size="sm" variant="soft" color="warning">
            {t(`duplicates.reason.${reason}`)}
          </Chip>
        ))}
        <Chip size="sm" variant="outlined">
          {t('duplicates.interactions', { count: candidate.interactions })}
        </Chip>
      </Stack>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button component="a" href={href} target="_blank" rel="noopener" size="sm" variant="outlined">
          {t('duplicates.open')}
          <span style={visuallyHidden}>{` ${candidate.fullname} (${t('duplicates.newTab')})`}</span>
        </Button>
        {canMerge ? (
          <Button size="sm" color="warning" onClick={onMerge}>
            {t('duplicates.merge')}
            <span style={visuallyHidden}>{` ${candidate.fullname}`}</span>
          </Button>
        ) : null}
      </Box>
    </Sheet>
  );
}
