/**
 * /access/permissions: the permission tree (functions inside their pages) beside who holds the
 * selected permission. The address keeps the selection (`?permission=viewAbiturient`), so a link
 * or a reload opens the same permission.
 */
import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useClient, useSignalValue } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { LoadState } from '../../components/LoadState.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useErrorText } from './accessText.js';
import { HoldersPanel } from './HoldersPanel.js';
import { createPermissionsModel } from './permissionsModel.js';
import { PermissionTree } from './PermissionTree.js';

const PERMISSION_PARAM = 'permission';

export default function PermissionsPage(_props: PageProps) {
  const { t } = useTranslation('access');
  const errorText = useErrorText();
  const client = useClient();
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const model = useMemo(() => createPermissionsModel(client), [client]);
  const rows = useSignalValue(model.rows);
  const loading = useSignalValue(model.loading);
  const error = useSignalValue(model.error);
  const loaded = useSignalValue(model.loaded);
  const selected = useSignalValue(model.tree.selected);
  const wanted = new URLSearchParams(search).get(PERMISSION_PARAM);

  useEffect(() => {
    void model.load(wanted);
    // Only on arrival (so `wanted` is left out): later selections come from the tree and are
    // written to the address below.
  }, [model]);

  useEffect(() => {
    if (selected && selected !== wanted) navigate(`${pathname}?${new URLSearchParams({ [PERMISSION_PARAM]: selected })}`, { replace: true });
  }, [selected, wanted, pathname, navigate]);

  return (
    <>
      <PageHeader title={t('permissionsPage.title')} subtitle={t('permissionsPage.subtitle')} />
      <LoadState
        loading={!loaded && (loading || !error)}
        error={loaded ? null : errorText(error) || null}
        onRetry={() => void model.load(wanted)}
        empty={loaded && rows.length === 0}
      >
        <Grid container spacing={2}>
          <Grid xs={12} md={5}>
            <Sheet variant="outlined" sx={{ p: 1.5, borderRadius: 'md' }}>
              <Typography level="title-md" component="h2" id="permission-tree-title" sx={{ px: 0.5 }}>
                {t('tree.title')}
              </Typography>
              <PermissionTree rows={rows} tree={model.tree} labelledBy="permission-tree-title" />
            </Sheet>
          </Grid>
          <Grid xs={12} md={7}>
            <HoldersPanel model={model} />
          </Grid>
        </Grid>
      </LoadState>
    </>
  );
}
