/**
 * The saved filters on the page: the dialog listing the user's filters (a name applies it, a
 * button deletes it), the "save the current filter" dialog (a name already taken is replaced
 * only after a confirmation), and the notice of what the last save or deletion did, with the
 * deleted filter's restore.
 */
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import Link from '@mui/joy/Link';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDateTime, useSignalValue } from '@abitura/ui';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { FeedbackNotice } from '../../components/FeedbackNotice.js';
import { DialogFrame, FormDialog, TextField } from '../../components/FormDialog.js';
import { ResourceArea, useFirstLoad } from '../../components/LoadedArea.js';
import { ActionsHeader } from '../../components/ListTable.js';
import { useFailureText } from '../../components/useFailureText.js';
import type { Failure } from '../../models/failure.js';
import type { SavedFilter, SavedFiltersModel } from './savedFiltersModel.js';

/** The contract's longest name. */
const MAX_NAME = 80;

export interface SavedFiltersDialogProps {
  open: boolean;
  model: SavedFiltersModel;
  onApply: (item: SavedFilter) => void;
  onSaveCurrent: () => void;
  onClose: () => void;
}

export function SavedFiltersDialog({ open, model, onApply, onSaveCurrent, onClose }: SavedFiltersDialogProps) {
  const { t } = useTranslation('contingent');
  const failureText = useFailureText();
  const items = useSignalValue(model.items);
  const [failure, setFailure] = useState<Failure | null>(null);
  // Read again at each opening: filters saved on another computer show up too.
  useEffect(() => {
    if (open) void model.load();
  }, [open, model]);

  const remove = async (item: SavedFilter) => {
    setFailure(null);
    const outcome = await model.remove(item);
    if (!outcome.ok) setFailure(outcome.failure);
  };

  return (
    <DialogFrame open={open} title={t('saved.title')} busy={false} onClose={onClose} width={640}>
      <DialogContent>
        <SavedFilterNotice model={model} />
        {failure ? <FeedbackNotice color="danger" text={`${t('saved.deleteFailed')} ${failureText(failure)}`} onClose={() => setFailure(null)} /> : null}
        <ResourceArea resource={model} empty={items.length === 0} emptyNote={{ title: t('saved.empty'), hint: t('saved.emptyHint') }}>
          <Table size="sm" aria-label={t('saved.title')}>
            <thead>
              <tr>
                <th scope="col">{t('saved.name')}</th>
                <th scope="col" style={{ width: 150 }}>
                  {t('saved.created')}
                </th>
                <ActionsHeader label={t('saved.actions')} width={110} />
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <th scope="row" style={{ fontWeight: 'normal' }}>
                    <Link component="button" type="button" onClick={() => onApply(item)} aria-label={t('saved.apply', { name: item.name })} sx={{ textAlign: 'start' }}>
                      {item.name}
                    </Link>
                  </th>
                  <td>{formatDisplayDateTime(item.created_at)}</td>
                  <td>
                    <Button size="sm" variant="plain" color="danger" aria-label={t('saved.deleteLabel', { name: item.name })} onClick={() => void remove(item)}>
                      {t('saved.delete')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </ResourceArea>
        <Typography level="body-sm" sx={{ mt: 2 }}>
          {t('saved.saveHint')}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ pt: 2 }}>
        <Button onClick={onSaveCurrent}>{t('saved.saveCurrent')}</Button>
        <Button variant="plain" color="neutral" onClick={onClose}>
          {t('saved.close')}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}

/** What the last save, deletion or restore did; a deletion offers to restore the filter. */
export function SavedFilterNotice({ model }: { model: SavedFiltersModel }) {
  const { t } = useTranslation('contingent');
  const failureText = useFailureText();
  const feedback = useSignalValue(model.feedback);
  if (feedback === null) return null;
  const close = { onClose: model.dismiss, closeLabel: t('saved.closeNotice') };
  switch (feedback.kind) {
    case 'saved':
      return <FeedbackNotice text={t(feedback.replaced ? 'saved.replacedNotice' : 'saved.savedNotice', { name: feedback.name })} {...close} />;
    case 'deleted':
      return <FeedbackNotice color="neutral" text={t('saved.deletedNotice', { name: feedback.item.name })} onUndo={model.restore} undoLabel={t('saved.restore')} {...close} />;
    case 'restored':
      return <FeedbackNotice text={t('saved.restoredNotice', { name: feedback.name })} {...close} />;
    case 'restoreFailed':
      return <FeedbackNotice color="danger" text={`${t('saved.restoreFailed', { name: feedback.name })} ${failureText(feedback.failure)}`} {...close} />;
  }
}

export interface SaveFilterDialogProps {
  open: boolean;
  model: SavedFiltersModel;
  onClose: () => void;
}

/** Names the current filter and saves it; a name already saved is replaced after a confirmation. */
export function SaveFilterDialog({ open, model, onClose }: SaveFilterDialogProps) {
  const { t } = useTranslation('contingent');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<Failure | null>(null);
  const [saving, setSaving] = useState(false);
  const [replacing, setReplacing] = useState(false);
  // The same-name check needs the filters already saved.
  useFirstLoad(model, open);

  const close = () => {
    setName('');
    setError(null);
    setFormError(null);
    setReplacing(false);
    onClose();
  };
  const save = async (): Promise<boolean> => {
    setSaving(true);
    setFormError(null);
    const outcome = await model.save(name);
    setSaving(false);
    if (outcome.ok) {
      close();
      return true;
    }
    setFormError(outcome.failure);
    setError(outcome.failure.issues.find((issue) => issue.path.startsWith('name'))?.message ?? null);
    return false;
  };
  const submit = () => {
    if (name.trim() === '') {
      setError(t('saved.nameRequired'));
      return;
    }
    setError(null);
    if (model.named(name)) setReplacing(true);
    else void save();
  };

  return (
    <>
      <FormDialog open={open} title={t('saved.saveTitle')} submitLabel={t('saved.save')} submitting={saving} formError={formError} onSubmit={submit} onClose={close} width={480}>
        <TextField name="name" label={t('saved.name')} value={name} onChange={setName} error={error} hint={t('saved.nameHint')} required autoFocus maxLength={MAX_NAME} />
      </FormDialog>
      <ConfirmDialog
        open={replacing}
        title={t('saved.replaceTitle')}
        confirmLabel={t('saved.replace')}
        color="warning"
        onConfirm={async () => {
          const saved = await save();
          // A failure closes the question and leaves the name in the form with the reason.
          if (!saved) setReplacing(false);
          return saved;
        }}
        onClose={() => setReplacing(false)}
      >
        {t('saved.replaceText', { name: name.trim() })}
      </ConfirmDialog>
    </>
  );
}
