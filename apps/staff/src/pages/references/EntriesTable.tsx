/**
 * A reference list's entries in display order: place, code, label, the list's own fields and
 * whether the entry is archived. For an editable list and a person with the right, each row can
 * be moved up or down, renamed, archived or restored; every control is a labelled button, so the
 * whole table works from the keyboard, and after a move the focus stays with the moved entry.
 */
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferenceItem } from '@abitura/contracts';
import { visuallyHidden } from '@abitura/ui';
import { ListTable } from '../../components/ListTable.js';
import { EntryData } from './EntryData.js';

export interface EntriesTableProps {
  items: readonly ReferenceItem[];
  caption: string;
  busy: boolean;
  /** Row controls are shown (editable list, manageReferences). */
  editable: boolean;
  onMove: (item: ReferenceItem, by: -1 | 1) => Promise<unknown>;
  onRename: (item: ReferenceItem) => void;
  onArchive: (item: ReferenceItem, archived: boolean) => void;
}

type MoveKey = `${string}:${-1 | 1}`;

export function EntriesTable({ items, caption, busy, editable, onMove, onRename, onArchive }: EntriesTableProps) {
  const { t } = useTranslation('references');
  // The move buttons by entry and direction, to put the focus back on the moved entry.
  const moveButtons = useRef(new Map<MoveKey, HTMLButtonElement>());

  const move = async (item: ReferenceItem, by: -1 | 1) => {
    await onMove(item, by);
    const same = moveButtons.current.get(`${item.code}:${by}`);
    const other = moveButtons.current.get(`${item.code}:${by === -1 ? 1 : -1}`);
    (same && !same.disabled ? same : other)?.focus();
  };
  // The list's own fields get a column only when some entry has any (most editable lists have none).
  const withData = items.some((item) => Object.values(item.data).some((value) => value !== null && value !== undefined && value !== ''));
  const moveRef = (key: MoveKey) => (element: HTMLButtonElement | null) => {
    if (element) moveButtons.current.set(key, element);
    else moveButtons.current.delete(key);
  };

  return (
    <ListTable list="references" caption={caption} busy={busy} minWidth={editable ? 680 : 480}>
      <thead>
        <tr>
          <th scope="col" style={{ width: 56 }}>
            {t('entries.columns.position')}
          </th>
          <th scope="col">{t('entries.columns.code')}</th>
          <th scope="col">{t('entries.columns.label')}</th>
          {withData ? <th scope="col">{t('entries.columns.data')}</th> : null}
          <th scope="col" style={{ width: 120 }}>
            {t('entries.columns.state')}
          </th>
          {editable ? (
            <th scope="col" style={{ width: 176 }}>
              <span style={visuallyHidden}>{t('entries.columns.actions')}</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={item.code}>
            <td>{index + 1}</td>
            <td dir="ltr" style={{ textAlign: 'start' }}>
              <Typography component="span" fontFamily="code" sx={{ fontSize: 'inherit' }}>
                {item.code}
              </Typography>
            </td>
            <th scope="row" style={{ fontWeight: 'normal' }}>
              <Typography textColor={item.archived ? 'text.tertiary' : 'text.primary'}>{item.label}</Typography>
            </th>
            {withData ? (
              <td>
                <EntryData data={item.data} />
              </td>
            ) : null}
            <td>
              <Chip size="sm" variant="soft" color={item.archived ? 'neutral' : 'success'}>
                {item.archived ? t('entries.archived') : t('entries.active')}
              </Chip>
            </td>
            {editable ? (
              <td>
                <Stack direction="row" spacing={0.5}>
                  <IconButton ref={moveRef(`${item.code}:-1`)} size="sm" variant="outlined" aria-label={t('entries.actions.up', { label: item.label })} disabled={index === 0} onClick={() => void move(item, -1)}>
                    <span aria-hidden>↑</span>
                  </IconButton>
                  <IconButton
                    ref={moveRef(`${item.code}:1`)}
                    size="sm"
                    variant="outlined"
                    aria-label={t('entries.actions.down', { label: item.label })}
                    disabled={index === items.length - 1}
                    onClick={() => void move(item, 1)}
                  >
                    <span aria-hidden>↓</span>
                  </IconButton>
                  <IconButton size="sm" variant="outlined" aria-label={t('entries.actions.rename', { label: item.label })} onClick={() => onRename(item)}>
                    <span aria-hidden>✎</span>
                  </IconButton>
                  <IconButton
                    size="sm"
                    variant="outlined"
                    color={item.archived ? 'success' : 'danger'}
                    aria-label={t(item.archived ? 'entries.actions.restore' : 'entries.actions.archive', { label: item.label })}
                    onClick={() => onArchive(item, !item.archived)}
                  >
                    <span aria-hidden>{item.archived ? '↺' : '⊘'}</span>
                  </IconButton>
                </Stack>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </ListTable>
  );
}
