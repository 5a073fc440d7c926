/**
 * An opened calendar entry: what it is, when (Moscow time), whom it concerns and whose it is, and
 * what can be done from here. An open callback leads to the call card, moves (the call card's
 * picker rules: 24-hour, no Sundays, not in the past), is marked done or, after a confirmation,
 * cancelled; any other entry leads to its applicant's 360 view, and an event to its card (the
 * calendar entry's id is the event's). A refused action keeps the dialog and what was picked, with
 * the reason.
 */
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildPath } from '@abitura/sdk';
import type { CalendarEntry } from '@abitura/contracts';
import { CALL_RESULTS } from '@abitura/contracts/vocabulary';
import { DateTimePicker, formatDisplayDateTime, useNotify, useSession } from '@abitura/ui';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { FieldList } from '../../components/FieldList.js';
import { DialogForm, DialogFrame } from '../../components/FormDialog.js';
import { LinkButton } from '../../components/LinkButton.js';
import { useTermLabel } from '../../components/TermChip.js';
import { useFailureText } from '../../components/useFailureText.js';
import type { Failure, Outcome } from '../../models/failure.js';
import { useReferenceList } from '../../models/referenceLists.js';
import { moscowDay, moscowLocal } from '../../models/calendarDates.js';
import type { CalendarModel } from './calendarModel.js';
import { callCardHref } from '../../models/callCardAddress.js';
import { checkCallbackMove, type MoveProblem } from './callbackMove.js';
import { entryColor, KIND_GLYPHS, WarningGlyph } from './EntryMark.js';
import { VIEW_ABITURIENT, VIEW_CALL_CARD } from './permissions.js';

export interface EntryDialogProps {
  entry: CalendarEntry | null;
  model: Pick<CalendarModel, 'move' | 'complete' | 'cancel'>;
  onClose: () => void;
  /** @default Date.now */
  now?: () => number;
}

const INTERACTION_KINDS = new Set(['interaction', 'visit']);

export function EntryDialog({ entry, model, onClose, now = Date.now }: EntryDialogProps) {
  const { t } = useTranslation('calendar');
  return (
    <DialogFrame open={entry !== null} title={entry ? t(`kinds.${entry.kind}`) : ''} busy={false} onClose={onClose}>
      {entry ? <EntryContent key={`${entry.kind}-${entry.id}`} entry={entry} model={model} onClose={onClose} now={now} /> : null}
    </DialogFrame>
  );
}

function EntryContent({ entry, model, onClose, now }: Required<Omit<EntryDialogProps, 'entry'>> & { entry: CalendarEntry }) {
  const { t } = useTranslation('calendar');
  const session = useSession();
  const notify = useNotify();
  const failureText = useFailureText();
  const [moving, setMoving] = useState(false);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const openCallback = entry.kind === 'callback' && entry.status === 'open';
  const person = entry.person;

  const finish = (outcome: Outcome<unknown>, done: string): boolean => {
    if (!outcome.ok) {
      setFailure(outcome.failure);
      return false;
    }
    notify({ level: 'success', message: done });
    onClose();
    return true;
  };

  const complete = async () => {
    setBusy(true);
    setFailure(null);
    finish(await model.complete(entry), t('actions.completed', { name: person?.name ?? entry.title }));
    setBusy(false);
  };

  if (moving) {
    return (
      <MoveForm
        entry={entry}
        now={now}
        onCancel={() => setMoving(false)}
        onMove={async (at) => {
          const outcome = await model.move(entry, at);
          return outcome.ok ? (finish(outcome, t('actions.moved', { name: person?.name ?? entry.title, at: formatDisplayDateTime(at) })), null) : outcome.failure;
        }}
      />
    );
  }

  return (
    <>
      <DialogContent>
        <EntryDetails entry={entry} />
        {failure ? (
          <Alert role="alert" color="danger" variant="soft" sx={{ mt: 2 }}>
            {failureText(failure)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', justifyContent: 'flex-start', gap: 1 }}>
        {openCallback && person && session.can(VIEW_CALL_CARD) ? <LinkButton href={callCardHref(person.id)}>{t('actions.callCard')}</LinkButton> : null}
        {openCallback ? (
          <>
            <Button variant="outlined" onClick={() => setMoving(true)} disabled={busy}>
              {t('actions.move')}
            </Button>
            <Button variant="outlined" color="success" loading={busy} onClick={() => void complete()}>
              {t('actions.complete')}
            </Button>
            <Button variant="plain" color="danger" onClick={() => setAsking(true)} disabled={busy}>
              {t('actions.cancel')}
            </Button>
          </>
        ) : null}
        {person && (!openCallback || !session.can(VIEW_CALL_CARD)) && session.can(VIEW_ABITURIENT) ? (
          <LinkButton href={buildPath('newcontingent-view', { id: person.id, tab: INTERACTION_KINDS.has(entry.kind) || entry.kind === 'callback' ? 'interactions' : 'proforientation' })} variant={openCallback ? 'plain' : 'solid'}>
            {t('actions.applicant')}
          </LinkButton>
        ) : null}
        {entry.kind === 'event' ? <LinkButton href={buildPath('interactions-events-view', { id: entry.id })}>{t('actions.event')}</LinkButton> : null}
      </DialogActions>
      <ConfirmDialog
        open={asking}
        title={t('cancelConfirm.title')}
        confirmLabel={t('cancelConfirm.confirm')}
        error={failure ? failureText(failure) : null}
        onClose={() => setAsking(false)}
        onConfirm={async () => {
          setFailure(null);
          return finish(await model.cancel(entry), t('actions.canceled', { name: person?.name ?? entry.title }));
        }}
      >
        {t('cancelConfirm.text', { name: person?.name ?? entry.title, at: formatDisplayDateTime(entry.at) })}
      </ConfirmDialog>
    </>
  );
}

/** The entry's facts as a description list. */
function EntryDetails({ entry }: { entry: CalendarEntry }) {
  const { t } = useTranslation('calendar');
  const term = useTermLabel();
  const types = useReferenceList('interactionTypes', { withArchived: true });
  const Glyph = entry.overdue ? WarningGlyph : KIND_GLYPHS[entry.kind];
  const type = entry.kind === 'event' ? term('eventFormat', entry.type) : entry.kind === 'callback' ? null : types.labelOf(entry.type) || entry.type;
  const status = statusText(entry, t, term);
  const rows: [string, string][] = [
    [t('details.at'), `${formatDisplayDateTime(entry.at)}${entry.ends_at ? ` – ${formatDisplayDateTime(entry.ends_at)}` : ''}`],
    [t('details.title'), entry.title],
    ...(entry.person ? [[t('details.person'), entry.person.name] as [string, string]] : []),
    ...(entry.owner ? [[t('details.owner'), entry.owner.name] as [string, string]] : []),
    ...(type ? [[entry.kind === 'event' ? t('details.format') : t('details.type'), type] as [string, string]] : []),
    ...(status ? [[entry.kind === 'interaction' || entry.kind === 'visit' ? t('details.result') : t('details.status'), status] as [string, string]] : []),
  ];
  return (
    <>
      {entry.overdue ? (
        <Alert color="danger" variant="soft" startDecorator={<WarningGlyph />} sx={{ mb: 1.5 }}>
          {t('details.overdue')}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1, color: `${entryColor(entry)}.plainColor` }}>
        <Glyph />
        <Typography level="title-md">{entry.person?.name ?? entry.title}</Typography>
      </Stack>
      <FieldList rows={rows} dense />
    </>
  );
}

type Translate = ReturnType<typeof useTranslation<'calendar'>>['t'];

/** The status in words: the callback's, the event's, or a call's result (calls hold its code). */
function statusText(entry: CalendarEntry, t: Translate, term: ReturnType<typeof useTermLabel>): string | null {
  const status = entry.status;
  if (status === null || status === '') return null;
  if (entry.kind === 'callback') return t(`callbackStatus.${status}`, { defaultValue: status });
  if (entry.kind === 'event') return term('eventStatus', status);
  const result = CALL_RESULTS.find((item) => String(item.value) === status);
  return result && (entry.type === 'incall' || entry.type === 'outcall') ? t(`callResults.${result.key}`) : status;
}

interface MoveFormProps {
  entry: CalendarEntry;
  now: () => number;
  onCancel: () => void;
  /** Resolves null when moved, else why not. */
  onMove: (at: string) => Promise<Failure | null>;
}

/** The new time of a callback, with the call card's picker rules. */
function MoveForm({ entry, now, onCancel, onMove }: MoveFormProps) {
  const { t } = useTranslation('calendar');
  const failureText = useFailureText();
  const [value, setValue] = useState(() => (Date.parse(entry.at) > now() ? moscowLocal(entry.at) : ''));
  const [problem, setProblem] = useState<MoveProblem | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const issue = failure?.issues.find((item) => item.path === 'at');

  const submit = async () => {
    const check = checkCallbackMove(value, now());
    setProblem(check.ok ? null : check.problem);
    setFailure(null);
    if (!check.ok) return;
    setSubmitting(true);
    const refused = await onMove(check.at);
    setSubmitting(false);
    setFailure(refused);
  };

  return (
    <DialogForm submitLabel={t('move.submit')} submitting={submitting} formError={issue ? null : failure} onSubmit={() => void submit()} onCancel={onCancel}>
      <Typography level="body-sm">{t('move.current', { at: formatDisplayDateTime(entry.at) })}</Typography>
      <DateTimePicker
        label={t('move.label')}
        name="callbackAt"
        value={value}
        onChange={setValue}
        disableDays="sundays"
        min={moscowDay(now())}
        step={15}
        required
        error={problem ? t(`move.problems.${problem}`) : (issue ? failureText(failure) : null)}
      />
      <Typography level="body-xs" textColor="text.tertiary">
        {t('move.hint')}
      </Typography>
    </DialogForm>
  );
}
