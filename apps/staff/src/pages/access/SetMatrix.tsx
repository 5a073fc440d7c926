/**
 * The matrix of one kind of set: permissions in rows (in tree order, pages and functions told
 * apart), sets in columns, a labelled checkbox in each cell. Unsaved cells are highlighted. The
 * table scrolls sideways inside its own focusable region on narrow screens, the permission
 * column staying in place.
 */
import Checkbox from '@mui/joy/Checkbox';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignalValue, visuallyHidden } from '@abitura/ui';
import { usePermissionTitle } from './accessText.js';
import { PermissionKindChip } from './PermissionKindChip.js';
import type { SetManager } from './setManager.js';
import type { PermissionSet } from './setApi.js';

const INDENT_REM = 1.25;

export function SetMatrix({ manager }: { manager: SetManager }) {
  const { t } = useTranslation('access');
  const title = usePermissionTitle();
  const { matrix, kind } = manager;
  const sets = useSignalValue(matrix.sets);
  const rows = useSignalValue(matrix.rows);
  const editable = useSignalValue(matrix.editable);
  const saving = useSignalValue(matrix.saving);
  // Read so a tick re-renders: isChecked and isPending read the same state.
  useSignalValue(matrix.pending);
  const captionId = useId();
  const pendingNoteId = useId();

  return (
    <Sheet
      variant="outlined"
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      sx={{ overflow: 'auto', maxWidth: '100%', maxHeight: '70vh', borderRadius: 'sm', '&:focus-visible': { outline: '2px solid', outlineColor: 'focusVisible' } }}
    >
      <span id={pendingNoteId} hidden>
        {t('matrix.pendingNote')}
      </span>
      <Table
        size="sm"
        borderAxis="bothBetween"
        stickyHeader
        sx={{
          // Narrow screens keep a narrower permission column, so a role column still shows beside it.
          minWidth: { xs: `${10 + sets.length * 9}rem`, sm: `${16 + sets.length * 9}rem` },
          '& th': { whiteSpace: 'normal', overflowWrap: 'break-word' },
          '& th[scope="row"]': { position: 'sticky', insetInlineStart: 0, zIndex: 1, bgcolor: 'background.surface', width: { xs: '10rem', sm: '16rem' } },
          '& thead th:first-of-type': { insetInlineStart: 0, zIndex: 3, width: { xs: '10rem', sm: '16rem' } },
          '& td': { textAlign: 'center' },
        }}
      >
        <caption id={captionId} style={visuallyHidden}>
          {t(`sets.${kind}.matrixCaption`)}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('matrix.permission')}</th>
            {sets.map((set) => (
              <th scope="col" key={set.id} style={{ verticalAlign: 'bottom' }}>
                <SetHeader manager={manager} set={set} editable={editable && !saving} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const label = title(row.node.name, row.node.title);
            return (
              <tr key={row.node.name}>
                <th scope="row" style={{ paddingInlineStart: `${0.75 + row.depth * INDENT_REM}rem` }}>
                  <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
                    <Typography level="body-sm" fontWeight={row.depth === 0 ? 'lg' : 'md'}>
                      {label}
                    </Typography>
                    <PermissionKindChip kind={row.node.kind} />
                  </Stack>
                </th>
                {sets.map((set) => {
                  const pending = matrix.isPending(set.id, row.node.name);
                  return (
                    <td key={set.id} style={pending ? { background: 'var(--joy-palette-warning-softBg)' } : undefined} data-pending={pending || undefined}>
                      <Checkbox
                        checked={matrix.isChecked(set.id, row.node.name)}
                        disabled={!editable || saving}
                        color={pending ? 'warning' : 'primary'}
                        onChange={() => matrix.toggle(set.id, row.node.name)}
                        slotProps={{ input: { 'aria-label': `${label} — ${set.name}`, ...(pending ? { 'aria-describedby': pendingNoteId } : {}) } }}
                      />
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Sheet>
  );
}

/** A column heading: the set's name, its member count (roles), and its rename / delete menu. */
function SetHeader({ manager, set, editable }: { manager: SetManager; set: PermissionSet; editable: boolean }) {
  const { t } = useTranslation('access');
  return (
    <Stack spacing={0.25} alignItems="center" sx={{ textAlign: 'center' }}>
      <Typography level="title-sm" sx={{ overflowWrap: 'anywhere' }}>
        {set.name}
      </Typography>
      <Stack direction="row" spacing={0.5} alignItems="center" sx={{ minHeight: 28 }}>
        {set.userCount === undefined ? null : (
          <Typography level="body-xs" textColor="text.tertiary">
            {t('sets.userCount', { count: set.userCount })}
          </Typography>
        )}
        {editable ? (
          <Dropdown>
            <MenuButton slots={{ root: IconButton }} slotProps={{ root: { size: 'sm', variant: 'plain', 'aria-label': t(`sets.${manager.kind}.actions`, { name: set.name }) } }}>
              <span aria-hidden>⋯</span>
            </MenuButton>
            <Menu size="sm" placement="bottom-end">
              <MenuItem onClick={() => manager.editor.openRename(set)}>{t('sets.rename')}</MenuItem>
              <MenuItem color="danger" onClick={() => manager.remover.open(set)}>
                {t('sets.delete')}
              </MenuItem>
            </Menu>
          </Dropdown>
        ) : null}
      </Stack>
    </Stack>
  );
}
