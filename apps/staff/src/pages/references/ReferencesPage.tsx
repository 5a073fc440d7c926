/**
 * /registry/references: the catalogue of reference lists and, beside it, the entries of the list
 * the address names (`?list=intents`). Administrators edit the lists that change from year to
 * year here; fixed code lists are shown read only, with the reason.
 */
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { EDITABLE_REFERENCE_LISTS } from '@abitura/contracts';
import { useClient, useSignalValue } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { ResourceArea } from '../../components/LoadedArea.js';
import { PageHeader } from '../../components/PageHeader.js';
import { CatalogueNav } from './CatalogueNav.js';
import { createCatalogueModel } from './catalogueModel.js';
import { EntriesPanel } from './EntriesPanel.js';
import { listFromQuery } from './referenceTitles.js';

export default function ReferencesPage(_props: PageProps) {
  const { t } = useTranslation('references');
  const client = useClient();
  const search = useSearch();
  const selected = listFromQuery(search);
  const catalogue = useMemo(() => createCatalogueModel(client), [client]);
  useEffect(() => void catalogue.load(), [catalogue]);
  const entries = useSignalValue(catalogue.entries);
  const refresh = useCallback(() => void catalogue.load(), [catalogue]);
  const entry = entries.find((row) => row.list === selected);
  const editable = entry?.editable ?? (selected !== null && (EDITABLE_REFERENCE_LISTS as readonly string[]).includes(selected));

  return (
    <>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
        <Sheet variant="outlined" sx={{ borderRadius: 'md', p: 1, width: { xs: '100%', md: 360 }, flexShrink: 0 }}>
          <ResourceArea resource={catalogue} minHeight={200}>
            <CatalogueNav entries={entries} selected={selected} />
          </ResourceArea>
        </Sheet>
        {selected ? (
          <EntriesPanel key={selected} list={selected} entry={entry} editable={editable} onChanged={refresh} />
        ) : (
          <Sheet variant="soft" sx={{ p: 3, borderRadius: 'md', flex: 1, width: '100%' }}>
            <Typography>{t('page.choose')}</Typography>
          </Sheet>
        )}
      </Stack>
    </>
  );
}
