/**
 * One tab of the management page: the matrix of roles (or privilege groups) with its toolbar
 * (create, the count of unsaved changes, save and discard), what the last save did per set, and
 * the dialogs: confirm removals that affect users, create / rename, delete.
 */
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignalValue } from '@abitura/ui';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { LoadState } from '../../components/LoadState.js';
import { useErrorText, usePermissionTitle } from './accessText.js';
import { SetEditorDialog } from './SetEditorDialog.js';
import type { SetManager } from './setManager.js';
import { SetMatrix } from './SetMatrix.js';

export function SetSection({ manager }: { manager: SetManager }) {
  const { t } = useTranslation(['access', 'common']);
  const errorText = useErrorText();
  const { matrix, kind } = manager;
  const loading = useSignalValue(matrix.loading);
  const error = useSignalValue(matrix.error);
  const sets = useSignalValue(matrix.sets);
  const loaded = useSignalValue(matrix.loaded);
  const editable = useSignalValue(matrix.editable);
  const pendingCount = useSignalValue(matrix.pendingCount);
  const removals = useSignalValue(matrix.removals);
  const saving = useSignalValue(matrix.saving);
  const [confirming, setConfirming] = useState(false);

  // Every time the tab is shown: fresh data, unsaved ticks kept.
  useEffect(() => {
    void matrix.load();
  }, [matrix]);

  // Unsaved ticks are not lost to a closed tab or a reload without the browser asking first.
  const unsaved = pendingCount > 0;
  useEffect(() => {
    if (!unsaved) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  const save = () => {
    if (removals.length > 0) setConfirming(true);
    else void matrix.save();
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
        {editable ? (
          <Button variant="outlined" onClick={() => manager.editor.openCreate()} disabled={saving}>
            {t(`sets.${kind}.create`)}
          </Button>
        ) : null}
        <Typography level="body-sm" aria-live="polite" sx={{ flexGrow: 1 }}>
          {pendingCount > 0 ? t('matrix.pending', { count: pendingCount }) : editable ? t('matrix.noPending') : ''}
        </Typography>
        {editable ? (
          <>
            <Button onClick={save} disabled={pendingCount === 0} loading={saving}>
              {t('common:actions.save')}
            </Button>
            <Button variant="plain" color="neutral" onClick={() => matrix.discard()} disabled={pendingCount === 0 || saving}>
              {t('matrix.discard')}
            </Button>
          </>
        ) : null}
      </Stack>
      <SaveOutcomes manager={manager} />
      <LoadState
        loading={!loaded && (loading || !error)}
        error={loaded ? null : errorText(error) || null}
        onRetry={() => void matrix.load()}
        empty={loaded && sets.length === 0}
        emptyText={t(`sets.${kind}.empty`)}
        {...(editable ? { emptyHint: t(`sets.${kind}.emptyHint`) } : {})}
      >
        <SetMatrix manager={manager} />
      </LoadState>
      <RemovalConfirm manager={manager} open={confirming} onClose={() => setConfirming(false)} />
      <SetEditorDialog manager={manager} />
      <DeleteSetDialog manager={manager} />
    </Stack>
  );
}

/** Per set, what the last save did: saved (with how many permissions went in and out) or why not. */
function SaveOutcomes({ manager }: { manager: SetManager }) {
  const { t } = useTranslation('access');
  const errorText = useErrorText();
  const outcomes = useSignalValue(manager.matrix.outcomes);
  if (outcomes.length === 0) return null;
  const failed = outcomes.some((outcome) => !outcome.ok);
  return (
    <Alert color={failed ? 'warning' : 'success'} variant="soft" role="status" sx={{ alignItems: 'flex-start' }}>
      <Stack spacing={0.5}>
        {outcomes.map((outcome) => (
          <Typography key={outcome.set.id} level="body-sm" color={outcome.ok ? 'success' : 'danger'}>
            {outcome.ok
              ? t('matrix.saved', { name: outcome.set.name, added: outcome.added.length, removed: outcome.removed.length })
              : t('matrix.failed', { name: outcome.set.name, reason: errorText(outcome.error) })}
          </Typography>
        ))}
      </Stack>
    </Alert>
  );
}

/** Before saving changes that take permissions from people: who loses what. */
function RemovalConfirm({ manager, open, onClose }: { manager: SetManager; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('access');
  const title = usePermissionTitle();
  const removals = useSignalValue(manager.matrix.removals);
  const rows = useSignalValue(manager.matrix.rows);
  const titleOf = (key: string) => title(key, rows.find((row) => row.node.name === key)?.node.title);
  return (
    <ConfirmDialog
      open={open}
      title={t('confirmRemoval.title')}
      confirmLabel={t('confirmRemoval.confirm')}
      color="warning"
      onConfirm={async () => {
        await manager.matrix.save();
      }}
      onClose={onClose}
    >
      <Stack spacing={1}>
        {removals.map((removal) => (
          <Typography key={removal.set.id} level="body-md">
            {t('confirmRemoval.line', {
              count: removal.userCount,
              name: removal.set.name,
              permissions: removal.removed.map((key) => `«${titleOf(key)}»`).join(', '),
            })}
          </Typography>
        ))}
        <Typography level="body-sm">{t('confirmRemoval.note')}</Typography>
      </Stack>
    </ConfirmDialog>
  );
}

/** Deleting a role or group; with users holding it, a warning and an explicit "delete anyway". */
function DeleteSetDialog({ manager }: { manager: SetManager }) {
  const { t } = useTranslation(['access', 'common']);
  const errorText = useErrorText();
  const target = useSignalValue(manager.remover.target);
  const error = useSignalValue(manager.remover.error);
  const kind = manager.kind;
  const name = target?.set.name ?? '';
  const users = target?.set.userCount ?? 0;
  let text = t(`sets.${kind}.deleteText`, { name });
  if (target?.conflict) text = `${errorText(target.conflict)} ${t('sets.deleteAnyway', { name })}`;
  else if (target?.force) text = t(`sets.${kind}.deleteHeld`, { name, count: users });
  return (
    <ConfirmDialog
      open={target !== null}
      title={t(`sets.${kind}.deleteTitle`, { name })}
      confirmLabel={target?.force ? t('sets.deleteForce') : t('common:actions.delete')}
      onConfirm={() => manager.remover.confirm()}
      onClose={() => manager.remover.close()}
      error={error ? errorText(error) : null}
    >
      <Typography level="body-md" color={target?.force ? 'danger' : 'neutral'}>
        {text}
      </Typography>
    </ConfirmDialog>
  );
}
