/**
 * The permission tree as an ARIA tree: one tab stop, arrows to move and open, Enter or Space to
 * select (treeViewModel holds the rules). Rows are a flat list carrying their level, position and
 * open state, which assistive tech reads as the tree; functions sit inside their page.
 */
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useEffect, useMemo, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDirection, useSignalValue } from '@abitura/ui';
import { usePermissionTitle } from './accessText.js';
import { PermissionKindChip } from './PermissionKindChip.js';
import type { TreeRow } from './permissionTree.js';
import type { TreeViewModel } from './treeViewModel.js';

export interface PermissionTreeProps {
  rows: readonly TreeRow[];
  tree: TreeViewModel;
  labelledBy: string;
}

/** Position of each row among its siblings (1-based) and how many siblings there are. */
function positions(rows: readonly TreeRow[]): Map<string, { index: number; size: number }> {
  const byParent = new Map<string | null, string[]>();
  for (const row of rows) byParent.set(row.parent, [...(byParent.get(row.parent) ?? []), row.node.name]);
  const result = new Map<string, { index: number; size: number }>();
  for (const siblings of byParent.values()) siblings.forEach((key, index) => result.set(key, { index: index + 1, size: siblings.length }));
  return result;
}

export function PermissionTree({ rows, tree, labelledBy }: PermissionTreeProps) {
  const { t } = useTranslation('access');
  const title = usePermissionTitle();
  const visible = useSignalValue(tree.visible);
  const expanded = useSignalValue(tree.expanded);
  const focused = useSignalValue(tree.focused);
  const selected = useSignalValue(tree.selected);
  const place = useMemo(() => positions(rows), [rows]);
  const list = useRef<HTMLUListElement>(null);
  const rtl = useDirection() === 'rtl';

  // Keyboard moves the focus in the model; follow it on screen while the tree has the focus.
  useEffect(() => {
    const root = list.current;
    if (!root || !focused || !root.contains(document.activeElement)) return;
    root.querySelector<HTMLElement>(`[data-key="${CSS.escape(focused)}"]`)?.focus();
  }, [focused]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    // Right to left, the arrow that points into a page is the left one.
    const key = rtl && event.key === 'ArrowLeft' ? 'ArrowRight' : rtl && event.key === 'ArrowRight' ? 'ArrowLeft' : event.key;
    if (tree.handleKey(key)) event.preventDefault();
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button size="sm" variant="plain" onClick={() => tree.expandAll()}>
          {t('tree.expandAll')}
        </Button>
        <Button size="sm" variant="plain" onClick={() => tree.collapseAll()}>
          {t('tree.collapseAll')}
        </Button>
      </Stack>
      <Box component="ul" role="tree" aria-labelledby={labelledBy} ref={list} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {visible.map((row) => {
          const key = row.node.name;
          const open = expanded.has(key);
          const spot = place.get(key);
          const isSelected = selected === key;
          return (
            <Box
              component="li"
              key={key}
              role="treeitem"
              data-key={key}
              aria-level={row.depth + 1}
              aria-posinset={spot?.index}
              aria-setsize={spot?.size}
              aria-selected={isSelected}
              {...(row.hasChildren ? { 'aria-expanded': open } : {})}
              tabIndex={focused === key ? 0 : -1}
              onKeyDown={onKeyDown}
              onFocus={(event) => {
                if (event.target === event.currentTarget) tree.focus(key);
              }}
              onClick={() => tree.select(key)}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                py: 0.75,
                paddingInlineEnd: 1,
                paddingInlineStart: `${0.5 + row.depth * 1.25}rem`,
                borderRadius: 'sm',
                cursor: 'pointer',
                bgcolor: isSelected ? 'primary.softBg' : undefined,
                '&:hover': { bgcolor: isSelected ? 'primary.softHoverBg' : 'neutral.plainHoverBg' },
                '&:focus-visible': { outline: '2px solid', outlineColor: 'focusVisible', outlineOffset: -2 },
              }}
            >
              <Box
                component="span"
                aria-hidden
                onClick={(event) => {
                  if (!row.hasChildren) return;
                  event.stopPropagation();
                  tree.toggle(key);
                }}
                sx={{ width: '1.25rem', flexShrink: 0, textAlign: 'center', color: 'text.tertiary' }}
              >
                {row.hasChildren ? (open ? '▾' : rtl ? '◂' : '▸') : ''}
              </Box>
              {/* The primary text colour keeps 4.5:1 on the selected and hovered backgrounds too. */}
              <Typography level="body-sm" textColor="text.primary" fontWeight={row.depth === 0 ? 'lg' : 'md'} sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {title(key, row.node.title)}
              </Typography>
              <PermissionKindChip kind={row.node.kind} />
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}
