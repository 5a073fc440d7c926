/**
 * The activity tab: the audit log of one user, either what they did or what was done to their
 * account, newest first, a page at a time, with readable action names and what changed.
 * Needs viewAudit; without it the tab says so.
 */
import Link from '@mui/joy/Link';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import { buildPath } from '@abitura/sdk';
import type { AuditItem } from '@abitura/contracts';
import { formatDisplayDateTime, useSignalValue } from '@abitura/ui';
import { ListTable } from '../../components/ListTable.js';
import { ResourcePager } from '../../components/TablePager.js';
import { auditChanges, auditValueText } from '../../models/auditChanges.js';
import { MissingRight, ResourceArea, useFirstLoad } from '../../components/LoadedArea.js';
import type { ActivityView, UserActivityModel } from './userActivityModel.js';

const STATUS_FIELDS = new Set(['status']);

export function ActivityTab({ model, allowed }: { model: UserActivityModel; allowed: boolean }) {
  const { t } = useTranslation('users');
  const labelId = useId();
  const view = useSignalValue(model.view);
  const items = useSignalValue(model.items);
  const loading = useSignalValue(model.loading);

  useFirstLoad(model, allowed);
  if (!allowed) return <MissingRight text={t('activity.noPermission')} />;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <Typography id={labelId} level="title-sm">
          {t('activity.show')}
        </Typography>
        <RadioGroup aria-labelledby={labelId} orientation="horizontal" value={view} onChange={(event) => model.setView(event.target.value as ActivityView)} sx={{ flexWrap: 'wrap', gap: 2 }}>
          <Radio value="actor" label={t('activity.views.actor')} />
          <Radio value="subject" label={t('activity.views.subject')} />
        </RadioGroup>
      </Stack>
      <ResourceArea resource={model} empty={items.length === 0} emptyNote={{ title: t(`activity.empty.${view}`) }}>
        <AuditTable items={items} view={view} busy={loading} />
        <ResourcePager resource={model} />
      </ResourceArea>
    </Stack>
  );
}

function AuditTable({ items, view, busy }: { items: readonly AuditItem[]; view: ActivityView; busy: boolean }) {
  const { t } = useTranslation('users');
  const statusWord = (value: string) => t(`status.${value}`, { defaultValue: value });
  return (
    <ListTable list="userActivity" caption={t(`activity.views.${view}`)} busy={busy} minWidth={720} align="top">
      <thead>
        <tr>
          <th scope="col" style={{ width: 150 }}>
            {t('activity.at')}
          </th>
          <th scope="col">{t('activity.action')}</th>
          <th scope="col">{view === 'actor' ? t('activity.object') : t('activity.actor')}</th>
          <th scope="col">{t('activity.changes')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <th scope="row" style={{ fontWeight: 'normal' }}>
              {formatDisplayDateTime(item.at)}
            </th>
            <td>{t(`audit.actions.${item.action}`, { defaultValue: item.action })}</td>
            <td>{view === 'actor' ? <AuditObject item={item} /> : (item.actorName ?? t('activity.system'))}</td>
            <td>
              {auditChanges(item.before, item.after).map((change) => {
                const translate = STATUS_FIELDS.has(change.field) ? statusWord : undefined;
                return (
                  <Typography key={change.field} level="body-xs" sx={{ display: 'block' }}>
                    {t('activity.change', {
                      field: t(`audit.fields.${change.field}`, { defaultValue: change.field }),
                      before: auditValueText(change.before, translate),
                      after: auditValueText(change.after, translate),
                    })}
                  </Typography>
                );
              })}
            </td>
          </tr>
        ))}
      </tbody>
    </ListTable>
  );
}

/**
 * What an entry of the user's own actions was about, by its name as the server gives it (a
 * person, a role, a group); a user links to their page. Only a record gone since is numbered.
 */
function AuditObject({ item }: { item: AuditItem }) {
  const { t } = useTranslation('users');
  const label = t(`audit.entities.${item.entity}`, { defaultValue: item.entity });
  if (item.entityId === null) return <>{label}</>;
  if (item.entity === 'user' && /^\d+$/.test(item.entityId)) {
    return (
      <Link component={RouterLink} href={buildPath('access-users-view', { id: item.entityId })}>
        {item.entityName ?? t('activity.userNumber', { id: item.entityId })}
      </Link>
    );
  }
  return <>{item.entityName ? t('activity.namedObject', { kind: label, name: item.entityName }) : `${label} #${item.entityId}`}</>;
}
