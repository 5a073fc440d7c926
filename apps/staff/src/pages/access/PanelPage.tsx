/**
 * /access/panel: the state of access at a glance. Users by status (each a way into the users
 * list filtered by it), the roles and privilege groups with their size, live sessions, and the
 * latest changes from the audit log. Links show only where the user may follow them.
 */
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Grid from '@mui/joy/Grid';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import { useClient, useSession, useSignalValue } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { LoadState } from '../../components/LoadState.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useErrorText, usePermissionTitle } from './accessText.js';
import { AuditTable } from './AuditTable.js';
import { createPanelModel, type PanelData } from './panelModel.js';
import { ScrollTable } from './ScrollTable.js';

const STATUSES = ['active', 'new', 'suspended', 'banned'] as const;
const USERS_LIST = '/access/users/list';
const MANAGEMENT = '/access/panel/management';
/** Sessions have no list of their own: active users, latest sign-in first, come closest. */
const RECENT_SIGN_INS = 'status=active&sort=lastLoginAt&dir=desc';

export default function PanelPage(_props: PageProps) {
  const { t } = useTranslation(['access', 'common']);
  const errorText = useErrorText();
  const client = useClient();
  const model = useMemo(() => createPanelModel(client), [client]);
  const data = useSignalValue(model.data);
  const loading = useSignalValue(model.loading);
  const error = useSignalValue(model.error);

  useEffect(() => {
    void model.load();
  }, [model]);

  return (
    <>
      <PageHeader
        title={t('panel.title')}
        subtitle={t('panel.subtitle')}
        actions={
          <Button variant="outlined" size="sm" loading={loading && data !== null} onClick={() => void model.load()}>
            {t('common:actions.refresh')}
          </Button>
        }
      />
      <LoadState loading={data === null && (loading || !error)} error={data ? null : errorText(error) || null} onRetry={() => void model.load()}>
        {data ? <PanelContent data={data} /> : null}
      </LoadState>
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" aria-labelledby={id} spacing={1.5}>
      <Typography level="title-lg" component="h2" id={id}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** A number with its label; the label is a link over the whole card when there is somewhere to go. */
function StatCard({ label, value, href }: { label: string; value: number; href?: string | null }) {
  return (
    <Card variant="outlined" sx={{ height: '100%', gap: 0.5, '&:focus-within': { outline: '2px solid', outlineColor: 'focusVisible' } }}>
      {href ? (
        <Link component={RouterLink} href={href} overlay underline="none" level="body-sm" textColor="text.secondary">
          {label}
        </Link>
      ) : (
        <Typography level="body-sm" textColor="text.secondary">
          {label}
        </Typography>
      )}
      <Typography level="h3" component="p">
        {value}
      </Typography>
    </Card>
  );
}

function PanelContent({ data }: { data: PanelData }) {
  const { t } = useTranslation('access');
  const title = usePermissionTitle();
  const { can } = useSession();
  const { overview, roles, groups } = data;
  const toUsers = can('viewAccessUsers');
  const toManagement = can('viewAccessPermission');
  const totalUsers = STATUSES.reduce((sum, status) => sum + overview.usersByStatus[status], 0);

  return (
    <Stack spacing={4}>
      <Section id="panel-users" title={t('panel.users', { count: totalUsers })}>
        <Grid container spacing={1.5}>
          {STATUSES.map((status) => (
            <Grid key={status} xs={6} sm={3}>
              <StatCard label={t(`statusesPlural.${status}`)} value={overview.usersByStatus[status]} href={toUsers ? `${USERS_LIST}?status=${status}` : null} />
            </Grid>
          ))}
        </Grid>
      </Section>

      <Section id="panel-access" title={t('panel.access')}>
        <Grid container spacing={1.5}>
          <Grid xs={6} sm={4}>
            <StatCard label={t('panel.roles')} value={overview.roles} href={toManagement ? MANAGEMENT : null} />
          </Grid>
          <Grid xs={6} sm={4}>
            <StatCard label={t('panel.groups')} value={overview.privilegeGroups} href={toManagement ? `${MANAGEMENT}?tab=groups` : null} />
          </Grid>
          <Grid xs={12} sm={4}>
            <StatCard label={t('panel.sessions')} value={overview.activeSessions} href={toUsers ? `${USERS_LIST}?${RECENT_SIGN_INS}` : null} />
          </Grid>
        </Grid>
        {roles.length === 0 ? (
          <LoadState loading={false} empty emptyText={t('panel.noRoles')} />
        ) : (
          <ScrollTable caption={t('panel.rolesCaption')} columns={[t('panel.role'), t('panel.description'), { label: t('panel.members'), width: '8rem' }]}>
            {roles.map((role) => (
              <tr key={role.id}>
                <th scope="row">{role.name}</th>
                <td>{role.description}</td>
                <td>
                  {toUsers ? (
                    <Link component={RouterLink} href={`${USERS_LIST}?role=${role.id}`} aria-label={t('panel.membersOf', { name: role.name, count: role.userCount })}>
                      {role.userCount}
                    </Link>
                  ) : (
                    role.userCount
                  )}
                </td>
              </tr>
            ))}
          </ScrollTable>
        )}
        {groups.length === 0 ? (
          <Typography level="body-sm" textColor="text.secondary">
            {t('panel.noGroups')}
          </Typography>
        ) : (
          <ScrollTable caption={t('panel.groupsCaption')} columns={[t('panel.group'), t('panel.description'), { label: t('panel.permissionCount'), width: '8rem' }]}>
            {groups.map((group) => (
              <tr key={group.id}>
                <th scope="row">{group.name}</th>
                <td>{group.description}</td>
                <td>{group.permissions.length}</td>
              </tr>
            ))}
          </ScrollTable>
        )}
      </Section>

      <Section id="panel-audit" title={t('panel.audit')}>
        {!can('viewAudit') ? (
          <LoadState loading={false} empty emptyText={t('panel.auditHidden', { permission: title('viewAudit') })} />
        ) : overview.recentAudit.length === 0 ? (
          <LoadState loading={false} empty emptyText={t('panel.auditEmpty')} />
        ) : (
          <AuditTable items={overview.recentAudit} caption={t('panel.audit')} />
        )}
      </Section>
    </Stack>
  );
}
