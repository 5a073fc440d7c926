/**
 * The top of the 360 view: the full name; age and birth date, school and grade; the processing
 * status with its next moves and «Записать звонок» (the call form every page shares); readiness,
 * tags and the flags that are set; the curator and who holds the claim until when; the phones and
 * e-mail, each with a copy button; then the open callbacks, the applicant's open activities.
 */
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import type { ColorPaletteProp } from '@mui/joy/styles';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '@abitura/contracts/validation';
import type { ApplicantRecord } from '@abitura/contracts';
import { formatDisplayDate, formatDisplayDateTime, useClient, useSession, useSignalValue } from '@abitura/ui';
import { EmailValue, PhoneValue } from '../../components/ContactValue.js';
import { FeedbackNotice } from '../../components/FeedbackNotice.js';
import { Muted } from '../../components/Muted.js';
import { PageHeader } from '../../components/PageHeader.js';
import { TermChip, useTermLabel } from '../../components/TermChip.js';
import { useFailureText } from '../../components/useFailureText.js';
import { createCallFlowModel } from '../../models/callFlowModel.js';
import { useReferenceList, type ReferenceListView } from '../../models/referenceLists.js';
import { browserStorage } from '../../models/storedJson.js';
import { ageOn } from './applicantAge.js';
import type { ApplicantPageModel } from './applicantPageModel.js';
import { CallDialog } from './CallDialog.js';
import { OpenCallbacks } from './OpenCallbacks.js';
import { createOpenCallbacksModel } from './openCallbacksModel.js';
import { MANAGE_INTERACTIONS } from './permissions.js';
import { ProcessingActions } from './ProcessingActions.js';

/** The reference list's severity colors (SPEC section 3) as Joy's. */
const SEVERITY: Readonly<Record<string, ColorPaletteProp>> = { success: 'success', info: 'primary', warning: 'warning', error: 'danger' };

export function readinessColor(readiness: ReferenceListView, code: string): ColorPaletteProp {
  const color = readiness.find(code)?.data.color;
  return typeof color === 'string' ? (SEVERITY[color] ?? 'neutral') : 'neutral';
}

export function ReadinessChip({ code }: { code: string }) {
  const readiness = useReferenceList('readiness');
  return (
    <Chip component="span" size="sm" variant="soft" color={readinessColor(readiness, code)}>
      {readiness.labelOf(code)}
    </Chip>
  );
}

export interface ApplicantHeaderProps {
  model: ApplicantPageModel;
  record: ApplicantRecord;
  /** The header wrote something (a move, a call, a callback done): the timeline and history are stale. */
  onChanged: () => void;
}

export function ApplicantHeader({ model, record, onChanged }: ApplicantHeaderProps) {
  const { t } = useTranslation('applicant');
  const session = useSession();
  const client = useClient();
  const userId = session.user?.id ?? null;
  const callbacks = useMemo(() => createOpenCallbacksModel(client, model.applicantId), [client, model]);
  // A call read again the record (its recall flag, counts) and the callbacks it may have closed.
  const flow = useMemo(
    () =>
      createCallFlowModel({
        client,
        storage: browserStorage(),
        userId,
        onRecorded: () => {
          void callbacks.load();
          void model.load();
          onChanged();
        },
      }),
    // onChanged is the page's, made anew each render: the flow keeps the first, which does the same.
    [client, userId, callbacks, model],
  );
  const [calling, setCalling] = useState(false);
  const canRecord = session.can(MANAGE_INTERACTIONS);
  const term = useTermLabel();
  const failureText = useFailureText();
  const moved = useSignalValue(model.moved);
  const moveError = useSignalValue(model.moveError);
  const age = ageOn(record.birth_date, new Date());
  const flags = Object.entries(record.flags).filter(([, on]) => on).map(([flag]) => flag);
  const facts = [
    record.birth_date ? (age === null ? formatDisplayDate(record.birth_date) : t('header.age', { count: age, date: formatDisplayDate(record.birth_date) })) : null,
    record.school?.name ?? null,
    record.grade ? term('grade', record.grade) : null,
  ].filter((fact): fact is string => fact !== null);

  return (
    <>
      <PageHeader
        title={record.fullname}
        subtitle={facts.length > 0 ? facts.join(' · ') : t('header.noFacts')}
        actions={
          canRecord ? (
            <>
              <Button variant="solid" onClick={() => setCalling(true)}>
                {t('callDialog.open')}
              </Button>
              <ProcessingActions model={model} record={record} onMoved={onChanged} />
            </>
          ) : null
        }
      />
      {moved ? <FeedbackNotice text={t('moves.done', { status: term('processingStatus', moved.status) })} onClose={model.dismissMove} /> : null}
      {moveError ? (
        <Alert role="alert" color="danger" variant="soft" sx={{ mb: 2 }}>
          {failureText(moveError)}
        </Alert>
      ) : null}
      <Stack spacing={1} sx={{ mb: 2 }}>
        <Line label={t('header.status')}>
          <TermChip group="processingStatus" value={record.processing_status} size="md" />
          {record.readiness ? <ReadinessChip code={record.readiness} /> : null}
          {record.tags.map((tag) => (
            <TermChip key={tag} group="tag" value={tag} />
          ))}
          {flags.map((flag) => (
            <TermChip key={flag} group="flag" value={flag} />
          ))}
        </Line>
        <Line label={t('header.curator')}>
          <span>{record.curator ? record.curator.name : <Muted>{t('header.noCurator')}</Muted>}</span>
          {record.claim ? (
            <Typography component="span" level="body-sm" textColor="text.secondary">
              {t('header.claim', { name: record.claim.by.name, until: formatDisplayDateTime(record.claim.until) })}
            </Typography>
          ) : null}
        </Line>
        <Line label={t('header.contacts')}>
          {record.phones.map((phone) => (
            <PhoneValue key={phone} value={phone} copyLabel={t('header.copyPhone', { value: formatPhone(phone) })} />
          ))}
          {record.email ? <EmailValue value={record.email} copyLabel={t('header.copyEmail', { value: record.email })} /> : null}
          {record.phones.length === 0 && !record.email ? <Muted>{t('header.noContacts')}</Muted> : null}
        </Line>
      </Stack>
      <OpenCallbacks model={callbacks} />
      {canRecord ? <CallDialog open={calling} flow={flow} person={record} onClose={() => setCalling(false)} /> : null}
    </>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
      <Typography level="body-sm" textColor="text.secondary" sx={{ minWidth: 96 }}>
        {label}:
      </Typography>
      {children}
    </Stack>
  );
}
