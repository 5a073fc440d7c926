/**
 * The catalogue of reference lists beside the entries: the editable lists first, then the fixed
 * ones, each with its count, archived count and last change. Each is a link (`?list=<name>`), so
 * the choice lives in the address and back/forward move between lists.
 */
import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import type { ReferenceListName } from '@abitura/contracts';
import { formatDisplayDateTime } from '@abitura/ui';
import type { CatalogueEntry } from './catalogueModel.js';
import { listHref, useListTitle } from './referenceTitles.js';

export interface CatalogueNavProps {
  entries: readonly CatalogueEntry[];
  selected: ReferenceListName | null;
}

export function CatalogueNav({ entries, selected }: CatalogueNavProps) {
  const { t } = useTranslation('references');
  const editable = entries.filter((entry) => entry.editable);
  const fixed = entries.filter((entry) => !entry.editable);
  return (
    <Stack component="nav" aria-label={t('page.catalogue')} spacing={2}>
      {editable.length > 0 ? <Group title={t('page.editableGroup')} entries={editable} selected={selected} /> : null}
      {fixed.length > 0 ? <Group title={t('page.fixedGroup')} entries={fixed} selected={selected} /> : null}
    </Stack>
  );
}

function Group({ title, entries, selected }: { title: string; entries: readonly CatalogueEntry[]; selected: ReferenceListName | null }) {
  const { t } = useTranslation('references');
  const titleOf = useListTitle();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} level="title-sm" component="h2" textColor="text.secondary" sx={{ mb: 0.5, px: 1 }}>
        {title}
      </Typography>
      <List size="sm" sx={{ '--ListItem-radius': '6px', gap: 0.25 }}>
        {entries.map((entry) => {
          const current = entry.list === selected;
          const details = [t('page.entries', { count: entry.count }), ...(entry.archived > 0 ? [t('page.archived', { value: entry.archived })] : []), ...(entry.updatedAt ? [t('page.changed', { date: formatDisplayDateTime(entry.updatedAt) })] : [])];
          return (
            <ListItem key={entry.list}>
              <ListItemButton component={RouterLink} href={listHref(entry.list)} selected={current} aria-current={current ? 'page' : undefined}>
                <ListItemContent>
                  <Typography level="title-sm">{titleOf(entry.list)}</Typography>
                  <Typography level="body-xs">{details.join(' · ')}</Typography>
                </ListItemContent>
                <Chip size="sm" variant="soft" color={entry.editable ? 'success' : 'neutral'}>
                  {entry.editable ? t('page.editable') : t('page.readOnly')}
                </Chip>
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </section>
  );
}
