/**
 * /admission/statement: the season's register of applications (filtered, searched, sorted and
 * paged on the server, its state in the address), the statement dialog for filing and editing,
 * the moves each row allows, the printed statement and receipt, the mos.ru import and the
 * export; and the season's own tab (`?tab=season`). A link with `application=<id>` opens that
 * statement over the register, `file=<applicantId>` the filing for that applicant.
 */
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useSession, useSignalValue } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { ApplicationDialog, type ApplicationDialogTarget } from '../../components/admission/ApplicationDialog.js';
import { useSeasonGroups } from '../../components/admission/useSeasonGroups.js';
import { PageHeader } from '../../components/PageHeader.js';
import { SeasonSelect } from '../../components/SeasonSelect.js';
import { TableExportButton, TableExportNotice } from '../../components/TableExportControls.js';
import { ImportDialog } from './ImportDialog.js';
import { RegisterTab } from './RegisterTab.js';
import { createRegisterExport } from './registerExport.js';
import { SeasonTab } from './season/SeasonTab.js';
import { createStatementListModel } from './statementListModel.js';
import { useStatementAddress } from './useStatementAddress.js';

export default function StatementPage(_props: PageProps) {
  const { t, i18n } = useTranslation('admissionStatement');
  const client = useClient();
  const session = useSession();
  const canManage = session.can('manageAdmission');
  const address = useStatementAddress((listClient, onQuery, season) => createStatementListModel({ client: listClient, onQuery, season }));
  const { model } = address;
  const seasons = useSignalValue(model.seasons.seasons);
  const seasonId = useSignalValue(model.seasons.seasonId);
  const season = useSignalValue(model.seasons.season);
  const seasonsLoaded = useSignalValue(model.seasons.loaded);
  const { groups } = useSeasonGroups(seasonId);
  useEffect(() => model.follow(client.subscribe), [model, client]);

  const [filing, setFiling] = useState(false);
  const [importing, setImporting] = useState(false);
  const exporter = useMemo(() => createRegisterExport(model, client, i18n), [model, client, i18n]);

  const dialog = address.dialog;
  const target: ApplicationDialogTarget | null =
    seasonId === null ? null : dialog?.kind === 'application' ? { kind: 'edit', applicationId: dialog.id } : dialog?.kind === 'file' ? { kind: 'file', seasonId, applicantId: dialog.applicantId } : filing ? { kind: 'file', seasonId } : null;
  const closeDialog = () => {
    setFiling(false);
    address.closeDialog();
  };

  const fileButton = canManage ? (
    <Button onClick={() => setFiling(true)} disabled={seasonId === null}>
      {t('page.file')}
    </Button>
  ) : null;
  const importButton = canManage ? (
    <Button variant="outlined" onClick={() => setImporting(true)} disabled={seasonId === null}>
      {t('page.import')}
    </Button>
  ) : null;

  return (
    <>
      <PageHeader
        title={t('page.title')}
        actions={
          <Stack direction="row" spacing={1.5} alignItems="flex-end" useFlexGap flexWrap="wrap">
            <SeasonSelect seasons={seasons} value={seasonId} onChange={address.chooseSeason} />
            {fileButton}
            {importButton}
            <TableExportButton model={exporter} disabled={seasonId === null} />
          </Stack>
        }
      />
      <TableExportNotice model={exporter} />
      <Tabs value={address.tab} onChange={(_event, value) => address.setTab(value === 'season' ? 'season' : 'applications')} sx={{ bgcolor: 'transparent' }}>
        <TabList>
          <Tab value="applications">{t('tabs.applications')}</Tab>
          <Tab value="season">{t('tabs.season')}</Tab>
        </TabList>
        <TabPanel value="applications" sx={{ px: 0 }}>
          <RegisterTab
            model={model}
            groups={groups}
            canManage={canManage}
            noSeason={seasons.length === 0 && seasonsLoaded}
            season={season}
            emptyActions={
              <Stack direction="row" spacing={1}>
                {fileButton}
                {importButton}
              </Stack>
            }
            onOpen={(row) => address.openDialog({ kind: 'application', id: row.id })}
          />
        </TabPanel>
        <TabPanel value="season" sx={{ px: 0 }}>
          <SeasonTab seasons={model.seasons} />
        </TabPanel>
      </Tabs>
      <ApplicationDialog target={target} canManage={canManage} onClose={closeDialog} onSaved={(item) => model.saved(item)} />
      {canManage && seasonId !== null ? <ImportDialog open={importing} seasonId={seasonId} onClose={() => setImporting(false)} onApplied={() => void model.load()} /> : null}
    </>
  );
}
