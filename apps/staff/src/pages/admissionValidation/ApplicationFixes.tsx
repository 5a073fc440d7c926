/**
 * The fixes of an application's own fields: the certificate average (NO_GIA,
 * AVERAGE_OUT_OF_RANGE), the guardian's name and phone (MINOR_WITHOUT_PARENT), and which of the
 * applications keeps the original certificate or the consent (ORIGINAL_TWICE, CONSENT_TWICE). Each
 * shows the application(s) it is about and links to the full statement.
 */
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import type { ApplicationItem, Finding } from '@abitura/contracts';
import { NumberInput, PhoneInput } from '@abitura/ui';
import { TextField } from '../../components/FormDialog.js';
import { RadioChoice } from '../../components/RadioChoice.js';
import { statementLink } from '../../models/statementAddress.js';
import type { FindingFixes, KeptDocument } from './findingFixes.js';
import { FixFrame, FixNote, issueFor, ReadArea, restOf, useApplicationLabel, useFixRun, useRead } from './fixParts.js';

export interface FixProps {
  finding: Finding;
  seasonId: number;
  fixes: FindingFixes;
  onClose: () => void;
  /** The fix succeeded; the sentence says what was done. */
  onFixed: (note: string) => void;
}

function StatementLink({ seasonId, applicationId, label }: { seasonId: number; applicationId: number; label: string }) {
  return (
    <Link component={RouterLink} href={statementLink(seasonId, { application: applicationId })}>
      {label}
    </Link>
  );
}

function ApplicationLine({ application }: { application: ApplicationItem }) {
  const label = useApplicationLabel();
  return (
    <Typography level="body-sm">
      <strong>{application.applicant.fullname}</strong> — {label(application)}
    </Typography>
  );
}

function applicationIdOf(finding: Finding): number {
  return finding.application_id ?? 0;
}

export function AverageFix({ finding, seasonId, fixes, onClose, onFixed }: FixProps) {
  const { t, i18n } = useTranslation('admissionValidation');
  const id = applicationIdOf(finding);
  const read = useRead(() => fixes.readApplications([id]));
  const [average, setAverage] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const run = useFixRun((requestId) => fixes.saveAverage(id, average as number, requestId), () => onFixed(t('fix.done')));
  const submit = () => {
    if (average === null || average < 3 || average > 5) {
      setMissing(true);
      return;
    }
    void run.submit();
  };
  const fieldError = missing ? t('fix.averageRange') : issueFor(run.failure, 'average_mark');
  return (
    <FixFrame title={t(`checkTitle.${finding.check}`)} busy={run.busy} onClose={onClose} submitLabel={t('fix.save')} onSubmit={submit} failure={restOf(run.failure, ['average_mark'])}>
      <ReadArea state={read.state} retry={read.retry}>
        {([application]) =>
          application ? (
            <>
              <ApplicationLine application={application} />
              <FixNote>{application.average_mark === null ? t('fix.averageNone') : t('fix.averageNow', { value: new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(application.average_mark) })}</FixNote>
            </>
          ) : null
        }
      </ReadArea>
      <NumberInput
        name="average_mark"
        label={t('fix.average')}
        value={average}
        scale={2}
        min={0}
        max={5}
        onChange={(value) => {
          setAverage(value);
          setMissing(false);
        }}
        error={fieldError}
        hint={t('fix.averageHint')}
        required
      />
      <StatementLink seasonId={seasonId} applicationId={id} label={t('fix.openStatement')} />
    </FixFrame>
  );
}

export function GuardianFix({ finding, seasonId, fixes, onClose, onFixed }: FixProps) {
  const { t } = useTranslation('admissionValidation');
  const id = applicationIdOf(finding);
  const read = useRead(() => fixes.readApplications([id]));
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [problems, setProblems] = useState<{ name?: string; phone?: string }>({});
  const run = useFixRun((requestId) => fixes.saveGuardian(id, { name, phone }, requestId), () => onFixed(t('fix.done')));
  const submit = () => {
    const found = { ...(name.trim() === '' ? { name: t('fix.required') } : {}), ...(phone === '' ? { phone: t('fix.phoneRequired') } : {}) };
    setProblems(found);
    if (Object.keys(found).length === 0) void run.submit();
  };
  return (
    <FixFrame title={t(`checkTitle.${finding.check}`)} busy={run.busy} onClose={onClose} submitLabel={t('fix.save')} onSubmit={submit} failure={restOf(run.failure, ['guardian_name', 'guardian_phone'])}>
      <ReadArea state={read.state} retry={read.retry}>
        {([application]) => (application ? <ApplicationLine application={application} /> : null)}
      </ReadArea>
      <TextField name="guardian_name" label={t('fix.guardianName')} value={name} onChange={setName} error={problems.name ?? issueFor(run.failure, 'guardian_name')} required autoFocus maxLength={200} />
      <PhoneInput name="guardian_phone" label={t('fix.guardianPhone')} value={phone} onChange={setPhone} error={problems.phone ?? issueFor(run.failure, 'guardian_phone')} required />
      <StatementLink seasonId={seasonId} applicationId={id} label={t('fix.openStatement')} />
    </FixFrame>
  );
}

/** ORIGINAL_TWICE and CONSENT_TWICE: the applications concerned, and which one keeps the document. */
export function KeepOneFix({ finding, seasonId, fixes, onClose, onFixed }: FixProps) {
  const { t } = useTranslation('admissionValidation');
  const label = useApplicationLabel();
  const document: KeptDocument = finding.check === 'ORIGINAL_TWICE' ? 'original' : 'consent';
  const ids = [...new Set([applicationIdOf(finding), ...finding.related_application_ids])].filter((id) => id > 0);
  const read = useRead(() => fixes.readApplications(ids));
  const [kept, setKept] = useState('');
  const [missing, setMissing] = useState(false);
  const run = useFixRun((requestId) => fixes.keepOnly(document, Number(kept), ids, requestId), () => onFixed(t(`fix.kept.${document}`)));
  const submit = () => {
    if (kept === '') setMissing(true);
    else void run.submit();
  };
  return (
    <FixFrame title={t(`checkTitle.${finding.check}`)} busy={run.busy} onClose={onClose} submitLabel={t(`fix.keep.${document}`)} onSubmit={submit} failure={run.failure}>
      <FixNote>{t(`fix.keepNote.${document}`)}</FixNote>
      <ReadArea state={read.state} retry={read.retry}>
        {(applications) => (
          <>
            <RadioChoice
              name="kept"
              label={t(`fix.keepLabel.${document}`)}
              value={kept}
              choices={applications.map((application) => ({ value: String(application.id), label: label(application) }))}
              onChange={(value) => {
                setKept(value);
                setMissing(false);
              }}
              error={missing ? t('fix.pickOne') : null}
              required
            />
            <Typography level="body-sm">{t('fix.statements')}</Typography>
            {applications.map((application) => (
              <StatementLink key={application.id} seasonId={seasonId} applicationId={application.id} label={t('fix.openStatementOf', { label: label(application) })} />
            ))}
          </>
        )}
      </ReadArea>
    </FixFrame>
  );
}
