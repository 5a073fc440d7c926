/**
 * The proforientation tab (the 360 view's first): what the applicant intends, the industries they
 * are interested in, how ready they are, and the programmes career guidance recommended to them
 * (the profRecommendation interactions, newest first), with the way to the navigation page.
 */
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buildPath } from '@abitura/sdk';
import type { ApplicantRecord, Interaction } from '@abitura/contracts';
import { useSession, useSignalValue } from '@abitura/ui';
import { LinkButton } from '../../components/LinkButton.js';
import { ResourceArea, useFirstLoad } from '../../components/LoadedArea.js';
import { Muted } from '../../components/Muted.js';
import { TimelineByline, TimelineCard, TimelineList } from '../../components/Timeline.js';
import type { LoadedResource } from '../../models/loadedResource.js';
import { useReferenceList } from '../../models/referenceLists.js';
import { ReadinessChip } from './ApplicantHeader.js';
import { VIEW_PROFNAVIGATION } from './permissions.js';
import { recommendedIndustry, recommendedProgram } from './recommendations.js';

export interface ProforientationTabProps {
  record: ApplicantRecord;
  recommendations: LoadedResource<readonly Interaction[]>;
}

export function ProforientationTab({ record, recommendations }: ProforientationTabProps) {
  const { t } = useTranslation('applicant');
  const session = useSession();
  const intents = useReferenceList('intents', { withArchived: true });
  const industries = useReferenceList('industries', { withArchived: true });
  const items = useSignalValue(recommendations.value);
  useFirstLoad(recommendations, true);

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: 2 }}>
        <Panel title={t('proforientation.intents')}>
          {record.intents.length === 0 ? (
            <Muted>{t('proforientation.noIntents')}</Muted>
          ) : (
            <Box component="ul" sx={{ m: 0, ps: 2.5 }}>
              {record.intents.map((intent) => (
                <li key={intent}>{intents.labelOf(intent)}</li>
              ))}
            </Box>
          )}
        </Panel>
        <Panel title={t('proforientation.industries')}>
          {record.industries.length === 0 ? (
            <Muted>{t('proforientation.noIndustries')}</Muted>
          ) : (
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
              {record.industries.map((industry) => (
                <Chip key={industry} size="sm" variant="soft" color="primary">
                  {industries.labelOf(industry)}
                </Chip>
              ))}
            </Stack>
          )}
        </Panel>
        <Panel title={t('proforientation.readiness')}>{record.readiness ? <ReadinessChip code={record.readiness} /> : <Muted>{t('proforientation.noReadiness')}</Muted>}</Panel>
      </Box>
      <Stack spacing={2}>
        <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={2} useFlexGap flexWrap="wrap">
          <Typography level="title-lg" component="h2">
            {t('proforientation.recommended')}
          </Typography>
          {session.can(VIEW_PROFNAVIGATION) ? (
            <LinkButton href={buildPath('newcontingent-list-profnavigaions')} variant="outlined" size="sm">
              {t('proforientation.toNavigation')}
            </LinkButton>
          ) : null}
        </Stack>
        <ResourceArea resource={recommendations} empty={items.length === 0} emptyNote={{ title: t('proforientation.noRecommendations'), hint: t('proforientation.noRecommendationsHint') }}>
          <TimelineList label={t('proforientation.recommendedList')}>
            {items.map((item) => (
              <Recommendation key={item.id} item={item} industryLabel={(code) => industries.labelOf(code)} />
            ))}
          </TimelineList>
        </ResourceArea>
      </Stack>
    </Stack>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md' }}>
      <Typography level="title-md" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Sheet>
  );
}

function Recommendation({ item, industryLabel }: { item: Interaction; industryLabel: (code: string) => string }) {
  const { t } = useTranslation('applicant');
  const program = recommendedProgram(item);
  const industry = recommendedIndustry(item);
  const comment = typeof item.action_data.comment === 'string' ? item.action_data.comment : null;
  return (
    <TimelineCard>
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        <TimelineByline date={item.date} author={item.author} noAuthor={t('timeline.noAuthor')} />
        {industry ? (
          <Chip size="sm" variant="soft" color="primary">
            {industryLabel(industry)}
          </Chip>
        ) : null}
      </Stack>
      {program === null ? (
        <Muted>{t('proforientation.noProgram')}</Muted>
      ) : (
        <Typography level="body-md">
          {program.name ?? t('proforientation.programNumber', { id: program.id })}
          {program.college ? <Muted>{` — ${program.college}`}</Muted> : null}
        </Typography>
      )}
      {item.result ? <Typography level="body-sm" sx={{ mt: 1 }}>{item.result}</Typography> : null}
      {comment ? (
        <Typography level="body-sm" sx={{ whiteSpace: 'pre-line', mt: 1 }}>
          {comment}
        </Typography>
      ) : null}
    </TimelineCard>
  );
}
