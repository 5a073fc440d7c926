/**
 * The devices tab: kiosks and TV boards with their key prefixes, when issued, last seen and
 * revoked; issuing one shows its key once, revoking asks first, naming the device.
 */
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDateTime, useSignalValue } from '@abitura/ui';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { FeedbackNotice } from '../../components/FeedbackNotice.js';
import { ResourceArea, useFirstLoad } from '../../components/LoadedArea.js';
import { ListTable } from '../../components/ListTable.js';
import { Muted } from '../../components/Muted.js';
import { TabSection } from '../../components/TabSection.js';
import { useConfirmedAction } from '../../components/useConfirmedAction.js';
import { DeviceKeyDialog } from './DeviceKeyDialog.js';
import type { DevicesModel } from './devicesModel.js';
import { IssueDeviceDialog } from './IssueDeviceDialog.js';
import type { QueueDevice } from './queueTypes.js';

export function DevicesTab({ model }: { model: DevicesModel }) {
  const { t } = useTranslation('queueAdmin');
  useFirstLoad(model, true);
  const items = useSignalValue(model.items);
  const loading = useSignalValue(model.loading);
  const issued = useSignalValue(model.issued);
  const revoked = useSignalValue(model.revoked);
  const [issuing, setIssuing] = useState(false);
  const revoking = useConfirmedAction((device: QueueDevice) => model.revoke(device));

  return (
    <TabSection
      title={t('devices.title')}
      notice={revoked ? <FeedbackNotice text={t('devices.revoked', { name: revoked.name })} onClose={() => model.dismissRevoked()} closeLabel={t('notice.close')} /> : null}
      actions={<Button onClick={() => setIssuing(true)}>{t('devices.add')}</Button>}
    >
      <ResourceArea resource={model} empty={items.length === 0} emptyNote={{ title: t('devices.empty'), hint: t('devices.emptyHint') }} minHeight={160}>
        <ListTable list="queueDevices" caption={t('devices.caption')} busy={loading} minWidth={860}>
          <thead>
            <tr>
              <th scope="col">{t('devices.columns.name')}</th>
              <th scope="col">{t('devices.columns.kind')}</th>
              <th scope="col">{t('devices.columns.keyPrefix')}</th>
              <th scope="col">{t('devices.columns.created')}</th>
              <th scope="col">{t('devices.columns.lastSeen')}</th>
              <th scope="col">{t('devices.columns.status')}</th>
              <th scope="col" style={{ width: 130 }}>
                {t('devices.columns.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((device) => (
              <tr key={device.id}>
                <th scope="row" style={{ fontWeight: 'normal' }}>
                  {device.name}
                </th>
                <td>{t(`devices.kinds.${device.kind}`)}</td>
                <td>
                  <code dir="ltr">{device.keyPrefix}…</code>
                </td>
                <td>{formatDisplayDateTime(device.createdAt)}</td>
                <td>{device.lastSeenAt ? formatDisplayDateTime(device.lastSeenAt) : <Muted>{t('devices.neverSeen')}</Muted>}</td>
                <td>
                  {device.revokedAt ? (
                    <Chip size="sm" variant="soft" color="danger">
                      {t('devices.revokedAt', { at: formatDisplayDateTime(device.revokedAt) })}
                    </Chip>
                  ) : (
                    <Chip size="sm" variant="soft" color="success">
                      {t('devices.working')}
                    </Chip>
                  )}
                </td>
                <td>
                  {device.revokedAt ? null : (
                    <Button size="sm" variant="plain" color="danger" aria-label={t('devices.revokeLabel', { name: device.name })} onClick={() => revoking.ask(device)}>
                      {t('devices.revoke')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </ListTable>
      </ResourceArea>
      <IssueDeviceDialog open={issuing} onSubmit={(values) => model.issue(values)} onClose={() => setIssuing(false)} />
      <DeviceKeyDialog issued={issued} onClose={() => model.forgetKey()} />
      <ConfirmDialog {...revoking.dialog} title={t('devices.revokeTitle')} confirmLabel={t('devices.revokeConfirm')}>
        {revoking.target ? t('devices.revokeBody', { name: revoking.target.name, kind: t(`devices.kinds.${revoking.target.kind}`) }) : null}
      </ConfirmDialog>
    </TabSection>
  );
}
