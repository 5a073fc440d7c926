/**
 * The ten industries as cards: how many applicants are interested in each (under the chosen
 * intent), and how many programmes and colleges it leads to. A card is a toggle button: choosing
 * it shows the industry's applicants and programmes below, choosing it again hides them.
 */
import Card from '@mui/joy/Card';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import type { ReferenceListView } from '../../models/referenceLists.js';
import { INDUSTRY_VALUES, type IndustryValue } from './guidanceValues.js';
import type { GuidanceSummary } from './profnavigationModel.js';

export interface IndustryCardsProps {
  summary: GuidanceSummary;
  selected: IndustryValue | null;
  industries: ReferenceListView;
  onSelect: (industry: IndustryValue | null) => void;
}

export function IndustryCards({ summary, selected, industries, onSelect }: IndustryCardsProps) {
  const { t } = useTranslation('contingentWork');
  const counts = new Map(summary.industries.map((entry) => [entry.industry, entry]));
  return (
    <Stack component="ul" aria-label={t('guidance.industriesLabel')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
      {INDUSTRY_VALUES.map((industry) => {
        const entry = counts.get(industry);
        const active = industry === selected;
        return (
          <li key={industry}>
            <Card variant={active ? 'soft' : 'outlined'} color={active ? 'primary' : 'neutral'} sx={{ height: '100%', gap: 0.5, borderWidth: active ? 2 : 1, borderColor: active ? 'primary.500' : undefined, '&:hover': { boxShadow: 'sm' } }}>
              <Link component="button" type="button" overlay underline="none" aria-pressed={active} onClick={() => onSelect(active ? null : industry)} sx={{ textAlign: 'start', fontWeight: 'lg', color: 'inherit' }}>
                {industries.labelOf(industry)}
              </Link>
              <Typography level="h3" component="p">
                {t('guidance.applicants', { count: entry?.applicants ?? 0 })}
              </Typography>
              <Typography level="body-sm">{t('guidance.programsAndColleges', { programs: entry?.programs ?? 0, colleges: entry?.colleges ?? 0 })}</Typography>
            </Card>
          </li>
        );
      })}
    </Stack>
  );
}
