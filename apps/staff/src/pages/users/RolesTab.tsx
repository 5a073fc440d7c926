/**
 * The roles tab: the user's roles and privilege groups (editable with manageUsers) and the
 * permissions they add up to, each with where it comes from (role X, group Y).
 */
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignalValue, visuallyHidden } from '@abitura/ui';
import { AssignmentPicker, type AssignableSet } from './AssignmentPicker.js';
import type { Outcome } from '../../models/failure.js';
import { useFailureText } from '../../components/useFailureText.js';
import { MissingRight } from '../../components/LoadedArea.js';
import type { EffectivePermission } from './permissionSources.js';
import { permissionTitle, type UserPageModel } from './userPageModel.js';

export function RolesTab({ model, canEdit }: { model: UserPageModel; canEdit: boolean }) {
  const { t } = useTranslation('users');
  const user = useSignalValue(model.user);
  const status = useSignalValue(model.catalog.status);
  const roles = useSignalValue(model.catalog.roles);
  const groups = useSignalValue(model.catalog.groups);
  const roleIds = useSignalValue(model.roleIds);
  const groupIds = useSignalValue(model.groupIds);
  const effective = useSignalValue(model.effective);
  const titles = useSignalValue(model.titles);
  if (!user) return null;
  const editable = canEdit && status === 'ready';

  return (
    <Stack spacing={3}>
      {status === 'denied' ? <MissingRight text={t('roles.noCatalog')} /> : null}
      {editable ? (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="stretch">
          <AssignmentEditor legend={t('roles.roles')} saveLabel={t('roles.saveRoles')} sets={roles} current={roleIds} onSave={model.saveRoles} emptyText={t('roles.noRoles')} />
          <AssignmentEditor legend={t('roles.groups')} saveLabel={t('roles.saveGroups')} sets={groups} current={groupIds} onSave={model.saveGroups} emptyText={t('roles.noGroups')} />
        </Stack>
      ) : (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <NameList title={t('roles.roles')} names={user.roles} />
          <NameList title={t('roles.groups')} names={user.privilegeGroups} />
        </Stack>
      )}
      {!canEdit ? (
        <Typography level="body-sm" textColor="text.tertiary">
          {t('roles.readOnly')}
        </Typography>
      ) : null}
      <PermissionsTable permissions={effective} titles={titles} sourcesKnown={status === 'ready'} />
    </Stack>
  );
}

function NameList({ title, names }: { title: string; names: readonly string[] }) {
  const { t } = useTranslation('users');
  return (
    <section style={{ flex: 1 }}>
      <Typography level="title-md" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {names.length === 0 ? (
        <Typography textColor="text.tertiary">{t('common.none')}</Typography>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          {names.map((name) => (
            <Chip key={name} variant="soft">
              {name}
            </Chip>
          ))}
        </Stack>
      )}
    </section>
  );
}

interface AssignmentEditorProps {
  legend: string;
  saveLabel: string;
  sets: readonly AssignableSet[];
  current: readonly number[];
  onSave: (ids: readonly number[]) => Promise<Outcome<unknown>>;
  emptyText: string;
}

const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));

/** A picker with its own draft: save sends it, cancel goes back to what the user holds. */
function AssignmentEditor({ legend, saveLabel, sets, current, onSave, emptyText }: AssignmentEditorProps) {
  const { t } = useTranslation('users');
  const failureText = useFailureText();
  const [draft, setDraft] = useState<readonly number[]>(current);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // What the server says the user holds replaces the draft after every save or reload.
  const currentKey = [...current].sort((a, b) => a - b).join(',');
  useEffect(() => setDraft(currentKey === '' ? [] : currentKey.split(',').map(Number)), [currentKey]);
  const changed = !sameSet(draft, current);

  const save = async () => {
    setSaving(true);
    setError(null);
    const outcome = await onSave(draft);
    setSaving(false);
    if (!outcome.ok) setError(failureText(outcome.failure));
  };

  return (
    <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
      <AssignmentPicker legend={legend} sets={sets} selected={draft} onChange={setDraft} disabled={saving} error={error} emptyText={emptyText} />
      <Stack direction="row" spacing={1}>
        <Button size="sm" disabled={!changed} loading={saving} onClick={() => void save()}>
          {saveLabel}
        </Button>
        <Button size="sm" variant="plain" color="neutral" disabled={!changed || saving} onClick={() => setDraft(current)}>
          {t('roles.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}

function PermissionsTable({ permissions, titles, sourcesKnown }: { permissions: readonly EffectivePermission[]; titles: ReadonlyMap<string, string>; sourcesKnown: boolean }) {
  const { t } = useTranslation('users');
  return (
    <section>
      <Typography level="title-md" component="h2" sx={{ mb: 0.5 }}>
        {t('roles.effective')}
      </Typography>
      <Typography level="body-sm" textColor="text.secondary" sx={{ mb: 1.5 }}>
        {t('roles.effectiveHint')}
      </Typography>
      {permissions.length === 0 ? (
        <Typography textColor="text.tertiary">{t('roles.noPermissions')}</Typography>
      ) : (
        <Sheet variant="outlined" sx={{ borderRadius: 'sm', overflowX: 'auto' }}>
          <Table size="sm" sx={{ minWidth: 560, '& td, & th': { whiteSpace: 'normal', verticalAlign: 'top' } }}>
            <caption style={visuallyHidden}>{t('roles.effective')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('roles.permission')}</th>
                <th scope="col" style={{ width: 200 }}>
                  {t('roles.key')}
                </th>
                <th scope="col">{t('roles.source')}</th>
              </tr>
            </thead>
            <tbody>
              {permissions.map((permission) => (
                <tr key={permission.key}>
                  <th scope="row" style={{ fontWeight: 'normal' }}>
                    {t(`permissions.${permission.key}`, { defaultValue: permissionTitle(titles, permission.key) ?? permission.key })}
                  </th>
                  <td>
                    <Typography level="body-xs" fontFamily="code" dir="ltr">
                      {permission.key}
                    </Typography>
                  </td>
                  <td>
                    {permission.sources.length === 0 ? (
                      <Typography level="body-sm" textColor="text.tertiary">
                        {sourcesKnown ? t('roles.sourceUnknown') : t('roles.sourceHidden')}
                      </Typography>
                    ) : (
                      <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
                        {permission.sources.map((source) => (
                          <Chip key={`${source.kind}:${source.name}`} size="sm" variant="outlined" color={source.kind === 'role' ? 'primary' : 'neutral'}>
                            {t(`roles.from.${source.kind}`, { name: source.name })}
                          </Chip>
                        ))}
                      </Stack>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Sheet>
      )}
    </section>
  );
}
