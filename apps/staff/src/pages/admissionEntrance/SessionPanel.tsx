/**
 * One session on the entrance page: its facts, the actions on it (assign by hand, assign
 * automatically, invitations and results by letter, each asked first and reported), the result
 * sheet as PDF (saved or printed) or as a table (XLSX / CSV), and the results sheet to fill in.
 */
import Button from '@mui/joy/Button';
import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TestAssignment, TestSession } from '@abitura/contracts';
import { newRequestId } from '@abitura/sdk';
import { formatDisplayDate, formatDisplayDateTime, useClient, useSignalValue } from '@abitura/ui';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { FeedbackNotice } from '../../components/FeedbackNotice.js';
import { FormFailure } from '../../components/FormDialog.js';
import { ResourceArea } from '../../components/LoadedArea.js';
import { useFailureText } from '../../components/useFailureText.js';
import type { Outcome } from '../../models/failure.js';
import { printPdf, savePdf, saveTable, type TableFileFormat } from '../../models/officeFiles.js';
import { attendanceText, placeText, resultText, testResultSheet } from '../../models/testResultSheet.js';
import { AssignDialog } from './AssignDialog.js';
import { ResultsSheet } from './ResultsSheet.js';
import { createSessionModel, type LetterKind } from './sessionModel.js';

type Pending = { kind: 'auto' } | { kind: 'letters'; letters: LetterKind } | { kind: 'unassign'; row: TestAssignment };

export interface SessionPanelProps {
  sessionId: number;
  canManage: boolean;
  onSession: (session: TestSession) => void;
  /** Registers a re-read for changes elsewhere in the season; returns its removal. */
  onLiveChange: (listener: () => void) => () => void;
  onBack: () => void;
}

export function SessionPanel({ sessionId, canManage, onSession, onLiveChange, onBack }: SessionPanelProps) {
  const { t } = useTranslation('admissionEntrance');
  const terms = useTranslation('admissionTerms').t;
  const client = useClient();
  const failureText = useFailureText();
  const model = useMemo(() => createSessionModel({ client, sessionId, onSession }), [client, sessionId, onSession]);
  useEffect(() => {
    void model.load();
    return onLiveChange(() => {
      // Unsaved edits stay: a re-read only refreshes the server's values under them.
      void model.load();
    });
  }, [model, onLiveChange]);
  const session = useSignalValue(model.session);
  const changed = useSignalValue(model.changed);
  const saving = useSignalValue(model.saving);
  const saveFailure = useSignalValue(model.saveFailure);
  const [assigning, setAssigning] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [pendingId, setPendingId] = useState(newRequestId);
  const [saveId, setSaveId] = useState(newRequestId);
  const [pendingError, setPendingError] = useState<string | null>(null);
  const [note, setNote] = useState<{ text: string; color?: 'success' | 'warning' } | null>(null);

  const ask = (next: Pending) => {
    setPending(next);
    setPendingError(null);
    setPendingId(newRequestId());
  };
  const confirm = async (): Promise<boolean> => {
    if (!pending) return true;
    let outcome: Outcome<unknown> | null;
    if (pending.kind === 'auto') {
      const result = await model.autoAssign(pendingId);
      outcome = result;
      if (result?.ok) setNote({ text: t('session.autoDone', { assigned: result.value.assigned, unplaced: result.value.unplaced }), color: result.value.unplaced > 0 ? 'warning' : 'success' });
    } else if (pending.kind === 'letters') {
      const result = await model.sendLetters(pending.letters, pendingId);
      outcome = result;
      if (result.ok) setNote({ text: t('session.lettersDone', result.value) });
    } else {
      outcome = await model.unassign(pending.row, pendingId);
    }
    if (outcome && !outcome.ok) {
      setPendingError(failureText(outcome.failure));
      return false;
    }
    return true;
  };
  const save = async () => {
    const outcome = await model.saveResults(saveId);
    if (outcome?.ok) {
      setSaveId(newRequestId());
      setNote({ text: t('results.saved', { count: outcome.value }) });
    }
  };
  const sheetRows = () => {
    const current = session as TestSession;
    const scoring = model.scoring.peek();
    return [...model.assignments.peek()]
      .sort((a, b) => a.applicant.fullname.localeCompare(b.applicant.fullname, 'ru'))
      .map((row, index) => [index + 1, row.applicant.fullname, formatDisplayDate(row.applicant.birth_date), row.group.program, attendanceText(row.attended), resultText(row, scoring), current.id] as const);
  };
  const exportTable = (format: TableFileFormat) => {
    if (!session) return;
    const columns = ['№', 'ФИО', 'Дата рождения', 'Конкурсная группа', 'Явка', 'Результат'].map((header) => ({ header, width: header === 'ФИО' || header === 'Конкурсная группа' ? 40 : 14 }));
    void saveTable({ title: 'Ведомость', columns, rows: sheetRows().map((row) => row.slice(0, 6)) }, `Ведомость ${formatDisplayDateTime(session.starts_at).replace(/[:.]/g, '-')}`, format);
  };
  const pdf = () => (session ? testResultSheet(session, model.assignments.peek()) : null);

  return (
    <section aria-labelledby="session-title">
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
        <Button variant="plain" onClick={onBack}>
          {t('session.back')}
        </Button>
      </Stack>
      <ResourceArea resource={model}>
        {session ? (
          <>
            <Typography id="session-title" level="h4" component="h2">
              {t('session.title', { type: terms(`testType.${session.test_type}`), when: formatDisplayDateTime(session.starts_at) })}
            </Typography>
            <Typography level="body-sm" sx={{ mb: 1 }}>
              {[session.college.name, placeText(session), t('list.fill', { assigned: session.assigned, capacity: session.capacity }), session.examiners.map((examiner) => examiner.name).join(', ')].filter(Boolean).join(' · ')}
            </Typography>
            {note ? <FeedbackNotice text={note.text} color={note.color ?? 'success'} onClose={() => setNote(null)} /> : null}
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
              {canManage ? (
                <>
                  <Button onClick={() => setAssigning(true)} disabled={session.assigned >= session.capacity}>
                    {t('session.assign')}
                  </Button>
                  <Button variant="outlined" onClick={() => ask({ kind: 'auto' })}>
                    {t('session.auto')}
                  </Button>
                  <Button variant="outlined" onClick={() => ask({ kind: 'letters', letters: 'invitation' })} disabled={session.assigned === 0}>
                    {t('session.invitations')}
                  </Button>
                  <Button variant="outlined" onClick={() => ask({ kind: 'letters', letters: 'result' })} disabled={session.results === 0}>
                    {t('session.resultLetters')}
                  </Button>
                </>
              ) : null}
              <Dropdown>
                <MenuButton variant="outlined" color="neutral">
                  {t('session.sheet')}
                </MenuButton>
                <Menu placement="bottom-end">
                  <MenuItem onClick={() => { const doc = pdf(); if (doc) void savePdf(doc, `Ведомость ${session.id}.pdf`); }}>{t('session.sheetPdf')}</MenuItem>
                  <MenuItem onClick={() => { const doc = pdf(); if (doc) void printPdf(doc); }}>{t('session.sheetPrint')}</MenuItem>
                  <MenuItem onClick={() => exportTable('xlsx')}>{t('session.sheetXlsx')}</MenuItem>
                  <MenuItem onClick={() => exportTable('csv')}>{t('session.sheetCsv')}</MenuItem>
                </Menu>
              </Dropdown>
            </Stack>
            {session.assigned === 0 ? (
              <Typography role="status" sx={{ mb: 2 }}>
                {t('session.empty')}
              </Typography>
            ) : (
              <>
                <ResultsSheet model={model} canManage={canManage} onUnassign={(row) => ask({ kind: 'unassign', row })} />
                {canManage ? (
                  <Stack spacing={1} sx={{ mt: 2 }}>
                    <FormFailure failure={saveFailure} />
                    <Stack direction="row" spacing={1} alignItems="center">
                      <Button onClick={() => void save()} loading={saving} disabled={changed.length === 0}>
                        {t('results.save')}
                      </Button>
                      <Button variant="plain" color="neutral" onClick={model.discardEdits} disabled={changed.length === 0 || saving}>
                        {t('results.discard')}
                      </Button>
                      <Typography level="body-sm">{changed.length > 0 ? t('results.unsaved', { count: changed.length }) : null}</Typography>
                    </Stack>
                  </Stack>
                ) : null}
              </>
            )}
            {assigning ? (
              <AssignDialog
                model={model}
                seatsLeft={session.capacity - session.assigned}
                onClose={() => setAssigning(false)}
                onAssigned={(count) => {
                  setAssigning(false);
                  setNote({ text: t('assign.done', { count }) });
                }}
              />
            ) : null}
          </>
        ) : null}
      </ResourceArea>
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'unassign' ? t('confirm.unassignTitle') : pending?.kind === 'auto' ? t('confirm.autoTitle') : pending?.letters === 'invitation' ? t('confirm.invitationsTitle') : t('confirm.resultsTitle')}
        confirmLabel={pending?.kind === 'unassign' ? t('results.unassign') : pending?.kind === 'auto' ? t('session.auto') : t('confirm.send')}
        color={pending?.kind === 'unassign' ? 'danger' : 'primary'}
        onConfirm={confirm}
        onClose={() => setPending(null)}
        error={pendingError}
      >
        {pending?.kind === 'unassign' ? t('confirm.unassignText', { name: pending.row.applicant.fullname }) : pending?.kind === 'auto' ? t('confirm.autoText') : t('confirm.lettersText')}
      </ConfirmDialog>
    </section>
  );
}
