/**
 * The services tab: the queue's services in display order with prefix, name, the week's hours in
 * one line, priority, whether kiosks offer them and position; new and edit in a dialog, archive
 * after a confirmation, archived ones behind a switch.
 */
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignalValue } from '@abitura/ui';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { FeedbackNotice } from '../../components/FeedbackNotice.js';
import { ResourceArea, useFirstLoad } from '../../components/LoadedArea.js';
import { ListTable } from '../../components/ListTable.js';
import { TabSection } from '../../components/TabSection.js';
import { useConfirmedAction } from '../../components/useConfirmedAction.js';
import type { QueueService } from './queueTypes.js';
import { ServiceDialog, type ServiceDialogState } from './ServiceDialog.js';
import type { ServicesModel } from './servicesModel.js';
import { useWeekDays } from './weekDays.js';
import { formatWeekHours } from './weekHours.js';

export function ServicesTab({ model }: { model: ServicesModel }) {
  const { t } = useTranslation('queueAdmin');
  useFirstLoad(model, true);
  const items = useSignalValue(model.items);
  const loading = useSignalValue(model.loading);
  const archived = useSignalValue(model.archived);
  const feedback = useSignalValue(model.feedback);
  const days = useWeekDays();
  const [dialog, setDialog] = useState<ServiceDialogState>(null);
  const archiving = useConfirmedAction((service: QueueService) => model.archive(service));

  return (
    <TabSection
      title={t('services.title')}
      notice={
        feedback ? (
          <FeedbackNotice text={t(`services.feedback.${feedback.kind}`, { prefix: feedback.service.prefix, name: feedback.service.name })} onClose={() => model.dismissFeedback()} closeLabel={t('notice.close')} />
        ) : null
      }
      actions={
        <>
          <Typography component="label" level="body-sm" startDecorator={<Switch checked={archived} onChange={(event) => model.showArchived(event.target.checked)} />}>
            {t('services.showArchived')}
          </Typography>
          <Button onClick={() => setDialog({ service: null })}>{t('services.add')}</Button>
        </>
      }
    >
      <ResourceArea resource={model} empty={items.length === 0} emptyNote={{ title: archived ? t('services.emptyArchived') : t('services.empty'), hint: t('services.emptyHint') }} minHeight={160}>
        <ListTable list="queueServices" caption={t('services.caption')} busy={loading} minWidth={860}>
          <thead>
            <tr>
              <th scope="col" style={{ width: 80 }}>
                {t('services.columns.prefix')}
              </th>
              <th scope="col">{t('services.columns.name')}</th>
              <th scope="col">{t('services.columns.hours')}</th>
              <th scope="col" style={{ width: 100 }}>
                {t('services.columns.priority')}
              </th>
              <th scope="col" style={{ width: 120 }}>
                {t('services.columns.active')}
              </th>
              <th scope="col" style={{ width: 90 }}>
                {t('services.columns.position')}
              </th>
              <th scope="col" style={{ width: 220 }}>
                {t('services.columns.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((service) => (
              <tr key={service.id}>
                <td>
                  <Typography fontWeight="lg" dir="ltr">
                    {service.prefix}
                  </Typography>
                </td>
                <th scope="row" style={{ fontWeight: 'normal' }}>
                  {service.name}
                  {service.archived ? (
                    <Chip size="sm" variant="soft" color="neutral" sx={{ ms: 1 }}>
                      {t('services.archivedChip')}
                    </Chip>
                  ) : null}
                </th>
                <td>{formatWeekHours(service.hours, days.short, t('days.closed'), t('days.separator'))}</td>
                <td>{service.priority}</td>
                <td>{service.active ? t('services.activeYes') : t('services.activeNo')}</td>
                <td>{service.position}</td>
                <td>
                  <Stack direction="row" spacing={1}>
                    <Button size="sm" variant="plain" aria-label={t('services.editLabel', { name: service.name })} onClick={() => setDialog({ service })}>
                      {t('services.edit')}
                    </Button>
                    {service.archived ? null : (
                      <Button size="sm" variant="plain" color="danger" aria-label={t('services.archiveLabel', { name: service.name })} onClick={() => archiving.ask(service)}>
                        {t('services.archive')}
                      </Button>
                    )}
                  </Stack>
                </td>
              </tr>
            ))}
          </tbody>
        </ListTable>
      </ResourceArea>
      <ServiceDialog state={dialog} onSubmit={(values, service) => model.save(values, service)} onClose={() => setDialog(null)} />
      <ConfirmDialog {...archiving.dialog} title={t('services.archiveTitle')} confirmLabel={t('services.archiveConfirm')}>
        {archiving.target ? t('services.archiveBody', { prefix: archiving.target.prefix, name: archiving.target.name }) : null}
      </ConfirmDialog>
    </TabSection>
  );
}
