/**
 * One reference list beside the catalogue: its title, counts and kind, why a fixed list cannot
 * be changed, and its entries. For an editable list and a person with manageReferences: adding
 * and renaming entries (in a dialog), archiving and restoring (with undo), moving up and down.
 */
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferenceListName } from '@abitura/contracts';
import { formatDisplayDateTime, useClient, useSession, useSignalValue } from '@abitura/ui';
import { ResourceArea } from '../../components/LoadedArea.js';
import { useFailureText } from '../../components/useFailureText.js';
import { FeedbackNotice } from '../../components/FeedbackNotice.js';
import type { CatalogueEntry } from './catalogueModel.js';
import { createEntriesModel, type EntriesModel, type EntryFeedback } from './entriesModel.js';
import { EntriesTable } from './EntriesTable.js';
import { EntryDialog, type EntryDialogState } from './EntryDialog.js';
import { useListTitle } from './referenceTitles.js';

export interface EntriesPanelProps {
  list: ReferenceListName;
  /** The list's catalogue row (counts, kind, last change), once the catalogue has loaded. */
  entry: CatalogueEntry | undefined;
  /** Whether administrators may edit the list (known before the catalogue arrives). */
  editable: boolean;
  /** An edit changed the list's counts. */
  onChanged: () => void;
}

export function EntriesPanel({ list, entry, editable, onChanged }: EntriesPanelProps) {
  const { t } = useTranslation('references');
  const client = useClient();
  const { can } = useSession();
  const titleOf = useListTitle();
  const title = titleOf(list);
  // A model per list: switching lists starts over with the new list's entries.
  const model = useMemo(() => createEntriesModel({ client, list, onChanged }), [client, list, onChanged]);
  useEffect(() => void model.load(), [model]);
  const items = useSignalValue(model.items);
  const loading = useSignalValue(model.loading);
  const feedback = useSignalValue(model.feedback);
  const [dialog, setDialog] = useState<EntryDialogState>(null);
  const headingId = useId();
  const canEdit = editable && can('manageReferences');
  const addButton = canEdit ? <Button onClick={() => setDialog({ mode: 'create' })}>{t('entries.add')}</Button> : null;

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2} sx={{ minWidth: 0, flex: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} justifyContent="space-between" alignItems={{ sm: 'center' }}>
        <div>
          <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
            <Typography id={headingId} level="h4" component="h2">
              {title}
            </Typography>
            <Chip size="sm" variant="soft" color={editable ? 'success' : 'neutral'}>
              {editable ? t('page.editable') : t('page.readOnly')}
            </Chip>
          </Stack>
          <Typography level="body-sm" textColor="text.secondary">
            <span dir="ltr">{list}</span>
            {entry ? ` · ${t('page.entries', { count: entry.count })}` : ''}
            {entry && entry.archived > 0 ? ` · ${t('page.archived', { value: entry.archived })}` : ''}
            {entry?.updatedAt ? ` · ${t('page.changed', { date: formatDisplayDateTime(entry.updatedAt) })}` : ''}
          </Typography>
        </div>
        {addButton}
      </Stack>
      {!editable ? (
        <Alert color="neutral" variant="soft">
          {t('entries.readOnly')}
        </Alert>
      ) : canEdit ? (
        <Typography level="body-sm">{t('entries.editHint')}</Typography>
      ) : (
        <Alert color="neutral" variant="soft">
          {t('entries.noRight')}
        </Alert>
      )}
      {feedback ? <EntryNotice feedback={feedback} model={model} /> : null}
      <ResourceArea
        resource={model}
        minHeight={200}
        empty={items.length === 0}
        emptyNote={{ title: t('entries.empty'), ...(canEdit ? { hint: t('entries.emptyHint'), action: addButton } : {}) }}
      >
        <EntriesTable
          items={items}
          caption={t('entries.caption', { title })}
          busy={loading}
          editable={canEdit}
          onMove={model.move}
          onRename={(item) => setDialog({ mode: 'rename', item })}
          onArchive={(item, archived) => void model.setArchived(item, archived)}
        />
      </ResourceArea>
      {canEdit ? (
        <EntryDialog
          state={dialog}
          listTitle={title}
          onClose={() => setDialog(null)}
          onSubmit={(values) => (dialog?.mode === 'rename' ? model.rename(dialog.item, values.label) : model.create(values.code, values.label))}
        />
      ) : null}
    </Stack>
  );
}

function EntryNotice({ feedback, model }: { feedback: EntryFeedback; model: EntriesModel }) {
  const { t } = useTranslation('references');
  const failureText = useFailureText();
  const label = feedback.item.label;
  if (feedback.kind === 'failed' || feedback.kind === 'undoFailed') {
    return <FeedbackNotice color="danger" text={`${t(`feedback.${feedback.kind}`, { label })} ${failureText(feedback.failure)}`} onClose={model.dismissFeedback} />;
  }
  const undoable = (feedback.kind === 'archived' || feedback.kind === 'restored') && feedback.undoable;
  return (
    <FeedbackNotice
      color={feedback.kind === 'archived' ? 'neutral' : 'success'}
      text={t(`feedback.${feedback.kind}`, { label })}
      onUndo={undoable ? model.undo : undefined}
      onClose={model.dismissFeedback}
    />
  );
}
