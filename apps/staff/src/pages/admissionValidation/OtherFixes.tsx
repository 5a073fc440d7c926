/**
 * The fixes beyond one application's fields: an applicant's priorities renumbered 1..n or
 * reordered (PRIORITY_GAPS), the duplicate person's two records side by side (DUPLICATE_PERSON),
 * the entrance test to assign (TEST_MISSING) and a group's places (GROUP_WITHOUT_PLACES); and the
 * dialog that picks the right fix for a finding.
 */
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Link from '@mui/joy/Link';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import type { ApplicationItem } from '@abitura/contracts';
import { NumberInput } from '@abitura/ui';
import { LinkButton } from '../../components/LinkButton.js';
import { applicantHref } from '../../models/applicantLinks.js';
import { moved } from './findingFixes.js';
import { AverageFix, GuardianFix, KeepOneFix, type FixProps } from './ApplicationFixes.js';
import { FixFrame, FixNote, issueFor, ReadArea, restOf, useApplicationLabel, useFixRun, useRead } from './fixParts.js';

export function PrioritiesFix({ finding, seasonId, fixes, onClose, onFixed }: FixProps) {
  const { t } = useTranslation('admissionValidation');
  const label = useApplicationLabel();
  const applicantId = finding.applicant?.id ?? 0;
  const read = useRead(() => fixes.readPriorities(applicantId, seasonId));
  const [order, setOrder] = useState<ApplicationItem[] | null>(null);
  const run = useFixRun((requestId) => fixes.reorder(applicantId, seasonId, (order ?? []).map((application) => application.id), requestId), () => onFixed(t('fix.renumbered')));
  return (
    <FixFrame title={t(`checkTitle.${finding.check}`)} busy={run.busy} onClose={onClose} submitLabel={t('fix.renumber')} onSubmit={() => void run.submit()} failure={run.failure}>
      <FixNote>{t('fix.prioritiesNote')}</FixNote>
      <ReadArea state={read.state} retry={read.retry}>
        {(items) => {
          // Only live applications hold a priority; withdrawn and rejected ones are left out.
          const shown = order ?? items.filter((item) => ['draft', 'submitted', 'accepted', 'enrolled'].includes(item.state));
          return (
            <List aria-label={t('fix.prioritiesList')} sx={{ '--ListItem-paddingY': '4px' }}>
              {shown.map((application, index) => (
                <ListItem key={application.id} endAction={
                  <Stack direction="row" spacing={0.5}>
                    <Button size="sm" variant="plain" disabled={index === 0} aria-label={t('fix.up', { label: label(application) })} onClick={() => setOrder(moved(shown, index, -1))}>
                      ↑
                    </Button>
                    <Button size="sm" variant="plain" disabled={index === shown.length - 1} aria-label={t('fix.down', { label: label(application) })} onClick={() => setOrder(moved(shown, index, 1))}>
                      ↓
                    </Button>
                  </Stack>
                }>
                  <Typography level="body-sm">
                    {t('fix.newPriority', { priority: index + 1, was: application.priority, label: label(application) })}
                  </Typography>
                </ListItem>
              ))}
            </List>
          );
        }}
      </ReadArea>
    </FixFrame>
  );
}

export function DuplicateView({ finding, fixes, onClose }: FixProps) {
  const { t } = useTranslation('admissionValidation');
  const ids = [...new Set([finding.application_id ?? 0, ...finding.related_application_ids])].filter((id) => id > 0);
  const read = useRead(() => fixes.readApplications(ids));
  return (
    <FixFrame title={t(`checkTitle.${finding.check}`)} busy={false} onClose={onClose} width={760}>
      <FixNote>{t('fix.duplicateNote')}</FixNote>
      <ReadArea state={read.state} retry={read.retry}>
        {(applications) => {
          const people = [...new Map(applications.map((application) => [application.applicant.id, application.applicant])).values()];
          return (
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: `repeat(${Math.max(1, people.length)}, 1fr)` }, gap: 2 }}>
              {people.map((person) => (
                <Sheet key={person.id} variant="outlined" sx={{ p: 2, borderRadius: 'sm' }}>
                  <Typography level="title-sm">
                    <Link component={RouterLink} href={applicantHref(person.id)}>
                      {person.fullname}
                    </Link>
                  </Typography>
                  <Typography level="body-sm">{t('fix.birthDate', { value: person.birth_date ? person.birth_date.split('-').reverse().join('.') : t('fix.unknown') })}</Typography>
                  <Typography level="body-sm">{t('fix.snils', { value: person.id_number ?? t('fix.unknown') })}</Typography>
                  <Typography level="body-sm">{t('fix.applicationsCount', { count: applications.filter((application) => application.applicant.id === person.id).length })}</Typography>
                </Sheet>
              ))}
            </Box>
          );
        }}
      </ReadArea>
    </FixFrame>
  );
}

/** The entrance page of a season, at one session when the application has one. */
export function entranceHref(seasonId: number, sessionId: number | null): string {
  return sessionId === null ? `/admission/entrance?season=${seasonId}` : `/admission/entrance?season=${seasonId}&session=${sessionId}`;
}

export function TestFix({ finding, seasonId, fixes, onClose, onFixed }: FixProps) {
  const { t } = useTranslation('admissionValidation');
  const id = finding.application_id ?? 0;
  const read = useRead(() => (id > 0 ? fixes.readApplications([id]) : Promise.resolve({ ok: true as const, value: [] })));
  const run = useFixRun((requestId) => fixes.autoAssign(seasonId, requestId), (result) => onFixed(t('fix.autoAssigned', { assigned: result.assigned, unplaced: result.unplaced })));
  return (
    <FixFrame title={t(`checkTitle.${finding.check}`)} busy={run.busy} onClose={onClose} submitLabel={t('fix.autoAssign')} onSubmit={() => void run.submit()} failure={run.failure}>
      <FixNote>{t('fix.testNote')}</FixNote>
      <ReadArea state={read.state} retry={read.retry}>
        {([application]) => {
          const sessionId = application?.test?.session_id ?? null;
          return (
            <LinkButton href={entranceHref(seasonId, sessionId)} variant="outlined">
              {sessionId === null ? t('fix.openEntrance') : t('fix.openSession')}
            </LinkButton>
          );
        }}
      </ReadArea>
    </FixFrame>
  );
}

export function GroupPlacesFix({ finding, fixes, onClose, onFixed }: FixProps) {
  const { t } = useTranslation('admissionValidation');
  const [places, setPlaces] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const groupId = finding.group?.id ?? 0;
  const run = useFixRun((requestId) => fixes.setPlaces(groupId, places as number, requestId), () => onFixed(t('fix.placesSet')));
  const submit = () => {
    if (places === null) setMissing(true);
    else void run.submit();
  };
  return (
    <FixFrame title={t(`checkTitle.${finding.check}`)} busy={run.busy} onClose={onClose} submitLabel={t('fix.save')} onSubmit={submit} failure={restOf(run.failure, ['places'])}>
      <Typography level="body-sm">{[finding.college?.name, finding.group?.name].filter(Boolean).join(' — ')}</Typography>
      <NumberInput
        name="places"
        label={t('fix.places')}
        value={places}
        scale={0}
        min={0}
        max={10_000}
        onChange={(value) => {
          setPlaces(value);
          setMissing(false);
        }}
        error={missing ? t('fix.required') : issueFor(run.failure, 'places')}
        required
      />
    </FixFrame>
  );
}

/** The fix a finding's `fix` (and check) calls for. */
export function FixDialog(props: FixProps) {
  const { finding } = props;
  if (finding.fix === 'priorities') return <PrioritiesFix {...props} />;
  if (finding.fix === 'applicant') return <DuplicateView {...props} />;
  if (finding.fix === 'test') return <TestFix {...props} />;
  if (finding.fix === 'group') return <GroupPlacesFix {...props} />;
  if (finding.check === 'MINOR_WITHOUT_PARENT') return <GuardianFix {...props} />;
  if (finding.check === 'ORIGINAL_TWICE' || finding.check === 'CONSENT_TWICE') return <KeepOneFix {...props} />;
  return <AverageFix {...props} />;
}
