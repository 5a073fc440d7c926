/**
 * The selected permission: what it is (page or function, which page it belongs to), the roles
 * and groups that grant it, and the users who hold it with the role or group they hold it through.
 */
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import { useSession, useSignalValue } from '@abitura/ui';
import { LoadState } from '../../components/LoadState.js';
import { useErrorText, usePermissionTitle } from './accessText.js';
import { PermissionKindChip } from './PermissionKindChip.js';
import type { PermissionsModel, Holders } from './permissionsModel.js';
import { ancestorsOf } from './permissionTree.js';
import { ScrollTable } from './ScrollTable.js';

export function HoldersPanel({ model }: { model: PermissionsModel }) {
  const { t } = useTranslation('access');
  const title = usePermissionTitle();
  const errorText = useErrorText();
  const row = useSignalValue(model.selectedRow);
  const rows = useSignalValue(model.rows);
  const holders = useSignalValue(model.holders.data);
  const loading = useSignalValue(model.holders.loading);
  const error = useSignalValue(model.holders.error);

  if (!row) {
    return (
      <Sheet variant="soft" sx={{ p: 3, borderRadius: 'md' }}>
        <Typography level="body-md">{t('holders.pick')}</Typography>
      </Sheet>
    );
  }
  const key = row.node.name;
  const path = ancestorsOf(rows, key)
    .reverse()
    .map((parent) => title(parent, rows.find((item) => item.node.name === parent)?.node.title));
  const current = holders && holders.permission === key ? holders : null;

  return (
    <Stack spacing={2} component="section" aria-labelledby="holders-title">
      <div>
        <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
          <Typography level="h4" component="h2" id="holders-title">
            {title(key, row.node.title)}
          </Typography>
          <PermissionKindChip kind={row.node.kind} />
        </Stack>
        <Typography level="body-sm" textColor="text.secondary">
          <code>{key}</code>
          {path.length > 0 ? ` · ${t('holders.inside', { path: path.join(' › ') })}` : ''}
        </Typography>
      </div>
      <LoadState loading={loading || (!current && !error)} error={loading ? null : errorText(error) || null} onRetry={() => void model.holders.load()}>
        {current ? <HolderLists holders={current} /> : null}
      </LoadState>
    </Stack>
  );
}

function HolderLists({ holders }: { holders: Holders }) {
  const { t } = useTranslation('access');
  const { can } = useSession();
  const grantors = (kind: 'role' | 'group', list: Holders['roles']) => (
    <Stack spacing={1} component="section" aria-labelledby={`holders-${kind}s`}>
      <Typography level="title-md" component="h3" id={`holders-${kind}s`}>
        {t(`holders.${kind}s`)}
      </Typography>
      {list.length === 0 ? (
        <Typography level="body-sm" textColor="text.secondary">
          {t(`holders.no${kind === 'role' ? 'Roles' : 'Groups'}`)}
        </Typography>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {list.map((item) => (
            <li key={item.id}>
              <Chip variant="outlined" size="md" sx={{ maxWidth: '100%' }}>
                {t('holders.grantor', { name: item.name, count: item.userCount })}
              </Chip>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );

  return (
    <Stack spacing={2}>
      {grantors('role', holders.roles)}
      {grantors('group', holders.groups)}
      <Stack spacing={1} component="section" aria-labelledby="holders-users">
        <Typography level="title-md" component="h3" id="holders-users">
          {t('holders.users', { count: holders.total })}
        </Typography>
        {!holders.usersVisible ? (
          <Typography level="body-sm" textColor="text.secondary">
            {t('holders.usersHidden', { count: holders.total })}
          </Typography>
        ) : holders.users.length === 0 ? (
          <Typography level="body-sm" textColor="text.secondary">
            {t('holders.noUsers')}
          </Typography>
        ) : (
          <>
            <ScrollTable caption={t('holders.usersCaption')} minWidth="32rem" columns={[t('holders.fullName'), t('holders.login'), t('holders.status'), t('holders.via')]}>
              {holders.users.map((user) => (
                <tr key={user.id}>
                  <td>
                    {can('viewUserpage') ? (
                      <Link component={RouterLink} href={`/access/users/view/${user.id}`}>
                        {user.fullName}
                      </Link>
                    ) : (
                      user.fullName
                    )}
                  </td>
                  <td>{user.login}</td>
                  <td>{t(`statuses.${user.status}`)}</td>
                  <td>
                    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
                      {user.via.map((source) => (
                        <Chip key={`${source.kind}:${source.name}`} size="sm" variant="soft" color={source.kind === 'role' ? 'primary' : 'success'} sx={{ maxWidth: '100%' }}>
                          {t(`holders.source.${source.kind}`, { name: source.name })}
                        </Chip>
                      ))}
                    </Stack>
                  </td>
                </tr>
              ))}
            </ScrollTable>
            {holders.total > holders.users.length ? (
              <Typography level="body-sm" textColor="text.secondary">
                {t('holders.capped', { shown: holders.users.length, count: holders.total })}
              </Typography>
            ) : null}
          </>
        )}
      </Stack>
    </Stack>
  );
}
