/**
 * The desks tab: each desk (window) with the services it serves, the operator signed in there and
 * whether it is open; new and edit in a dialog.
 */
import Button from '@mui/joy/Button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignalValue } from '@abitura/ui';
import { FeedbackNotice } from '../../components/FeedbackNotice.js';
import { ResourceArea } from '../../components/LoadedArea.js';
import { ListTable } from '../../components/ListTable.js';
import { Muted } from '../../components/Muted.js';
import { TabSection } from '../../components/TabSection.js';
import { DeskDialog, type DeskDialogState } from './DeskDialog.js';
import type { DesksModel } from './desksModel.js';

export function DesksTab({ model }: { model: DesksModel }) {
  const { t } = useTranslation('queueAdmin');
  // Read again on every visit: a service added or archived on the services tab changes the choices.
  useEffect(() => void model.load(), [model]);
  const items = useSignalValue(model.items);
  const services = useSignalValue(model.services);
  const choices = useSignalValue(model.choices);
  const loading = useSignalValue(model.loading);
  const saved = useSignalValue(model.saved);
  const [dialog, setDialog] = useState<DeskDialogState>(null);
  const serviceName = (id: number) => {
    const service = services.find((candidate) => candidate.id === id);
    return service ? `${service.prefix} — ${service.name}` : t('desks.unknownService');
  };

  return (
    <TabSection
      title={t('desks.title')}
      notice={saved ? <FeedbackNotice text={t('desks.saved', { name: saved.name })} onClose={() => model.dismissSaved()} closeLabel={t('notice.close')} /> : null}
      actions={<Button onClick={() => setDialog({ desk: null })}>{t('desks.add')}</Button>}
    >
      <ResourceArea resource={model} empty={items.length === 0} emptyNote={{ title: t('desks.empty'), hint: t('desks.emptyHint') }} minHeight={160}>
        <ListTable list="queueDesks" caption={t('desks.caption')} busy={loading} minWidth={720}>
          <thead>
            <tr>
              <th scope="col">{t('desks.columns.name')}</th>
              <th scope="col">{t('desks.columns.services')}</th>
              <th scope="col">{t('desks.columns.operator')}</th>
              <th scope="col" style={{ width: 110 }}>
                {t('desks.columns.active')}
              </th>
              <th scope="col" style={{ width: 130 }}>
                {t('desks.columns.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((desk) => (
              <tr key={desk.id}>
                <th scope="row" style={{ fontWeight: 'normal' }}>
                  {desk.name}
                </th>
                <td>{desk.serviceIds.length === 0 ? <Muted>{t('desks.noneServed')}</Muted> : desk.serviceIds.map(serviceName).join(', ')}</td>
                <td>{desk.operator ? desk.operator.name : <Muted>{t('desks.noOperator')}</Muted>}</td>
                <td>{desk.active ? t('services.activeYes') : t('services.activeNo')}</td>
                <td>
                  <Button size="sm" variant="plain" aria-label={t('desks.editLabel', { name: desk.name })} onClick={() => setDialog({ desk })}>
                    {t('services.edit')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </ListTable>
      </ResourceArea>
      <DeskDialog state={dialog} choices={choices} services={services} onSubmit={(values, desk) => model.save(values, desk)} onClose={() => setDialog(null)} />
    </TabSection>
  );
}
