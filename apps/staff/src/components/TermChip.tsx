/**
 * A chip naming one term of the applicant vocabulary (processing status, letter status, flag...)
 * in the interface language, from the `applicantTerms` namespace, colored by what it means for
 * the person reading the list: green done, yellow needs attention, red failed or refused.
 */
import Chip from '@mui/joy/Chip';
import type { ColorPaletteProp } from '@mui/joy/styles';
import { useTranslation } from 'react-i18next';
import { STATUS_FLAGS, TAGS } from '@abitura/contracts/vocabulary';
import { useSeasonalLabel } from '../models/seasonLabels.js';

export type TermGroup =
  | 'processingStatus'
  | 'trackingStage'
  | 'flag'
  | 'tag'
  | 'preferential'
  | 'refusalReason'
  | 'consent'
  | 'consentBy'
  | 'gender'
  | 'grade'
  | 'letterStatus'
  | 'competitionStatus'
  | 'eventFormat'
  | 'eventStatus'
  | 'attendance'
  | 'check';

const COLORS: Partial<Record<TermGroup, Record<string, ColorPaletteProp>>> = {
  processingStatus: { not_processed: 'neutral', in_progress: 'primary', work_end: 'danger', work_done: 'success', process_not_need: 'neutral' },
  letterStatus: { done: 'success', fail: 'danger', wait: 'warning', block: 'danger', decline: 'danger', pending: 'warning', onedit: 'warning', onwork: 'primary', reclaimed: 'neutral', waitb: 'warning' },
  competitionStatus: { OK: 'success', RISK: 'warning', NA: 'neutral', CONFLICT: 'danger', NO_GIA: 'warning' },
  eventStatus: { draft: 'neutral', pending: 'warning', onEdit: 'warning', confirmed: 'success', canceled: 'danger', deleted: 'neutral' },
  consent: { accepted: 'success', not_accepted: 'neutral' },
  attendance: { yes: 'success', no: 'danger', unknown: 'neutral' },
  flag: { notanswer: 'warning', recall: 'warning', rejectmoscow: 'danger', rejectfull: 'danger', rejectcolleges: 'danger', rejectperson: 'danger', rejectorganization: 'danger', fullreject: 'danger', has_questionnaire: 'success' },
};

/** The color a term is shown in; neutral when its group does not grade its terms. */
export function termColor(group: TermGroup, value: string): ColorPaletteProp {
  return COLORS[group]?.[value] ?? 'neutral';
}

/** The terms bound to one season by their code (active_24, prkom2024), by group. */
const SEASONS: Partial<Record<TermGroup, ReadonlyMap<string, unknown>>> = {
  flag: new Map(STATUS_FLAGS.map((entry) => [entry.value, 'season' in entry ? entry.season : undefined])),
  tag: new Map(TAGS.map((entry) => [entry.value, 'season' in entry ? entry.season : undefined])),
};

/**
 * The translated label of a term, saying whether a season-bound one is past (models/seasonLabels.ts);
 * an unknown value is shown as it is.
 */
export function useTermLabel(): (group: TermGroup, value: string) => string {
  const { t } = useTranslation('applicantTerms');
  const seasonal = useSeasonalLabel();
  return (group, value) => seasonal(t(`${group}.${value}`, { defaultValue: value }), SEASONS[group]?.get(value));
}

export function TermChip({ group, value, size = 'sm' }: { group: TermGroup; value: string; size?: 'sm' | 'md' | 'lg' }) {
  const label = useTermLabel();
  return (
    <Chip component="span" size={size} variant="soft" color={termColor(group, value)}>
      {label(group, value)}
    </Chip>
  );
}
