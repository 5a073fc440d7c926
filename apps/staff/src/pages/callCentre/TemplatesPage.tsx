/**
 * /interactions/templates: the call centre's e-mail templates with the variables they may use.
 * A template opens in the editor (read only without manageEmailTemplates); those allowed create
 * templates, change them with a live preview, and send a test letter. Unsaved changes survive a
 * reload as a draft, and closing the editor or the tab with them asks first.
 */
import Button from '@mui/joy/Button';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useSession, useSignalValue } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { ResourceArea } from '../../components/LoadedArea.js';
import { PageHeader } from '../../components/PageHeader.js';
import { MANAGE_EMAIL_TEMPLATES } from './permissions.js';
import { browserStorage } from '../../models/storedJson.js';
import { templateDraftStore } from './templateDraft.js';
import { TemplateEditor } from './TemplateEditor.js';
import { createTemplatesModel } from './templatesModel.js';
import { TemplatesTable } from './TemplatesTable.js';

export default function TemplatesPage(_props: PageProps) {
  const { t } = useTranslation('callCentre');
  const client = useClient();
  const session = useSession();
  const canEdit = session.can(MANAGE_EMAIL_TEMPLATES);
  const userId = session.user?.id ?? null;
  const model = useMemo(() => createTemplatesModel({ client, canEdit, draft: templateDraftStore(browserStorage(), userId) }), [client, canEdit, userId]);
  const catalogue = useSignalValue(model.catalogue.value);
  const loading = useSignalValue(model.catalogue.loading);
  const dirty = useSignalValue(model.dirty);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    void model.load();
    return model.dispose;
  }, [model]);

  // Unsaved changes are not lost to a closed tab without the browser asking first.
  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const createButton = canEdit ? <Button onClick={model.openNew}>{t('templates.create')}</Button> : null;

  return (
    <>
      <PageHeader title={t('templates.title')} actions={createButton} />
      <ResourceArea
        resource={{ ...model.catalogue, load: model.load }}
        empty={catalogue.items.length === 0}
        emptyNote={{ title: t('templates.empty'), hint: canEdit ? t('templates.emptyHint') : t('templates.emptyHintReadOnly'), action: createButton }}
        minHeight={240}
      >
        <TemplatesTable templates={catalogue.items} busy={loading} onOpen={model.openTemplate} />
      </ResourceArea>
      <TemplateEditor model={model} canEdit={canEdit} onRequestClose={() => (model.dirty.peek() ? setLeaving(true) : model.close())} />
      <ConfirmDialog open={leaving} title={t('templates.leaveTitle')} confirmLabel={t('templates.leave')} color="warning" onClose={() => setLeaving(false)} onConfirm={model.close}>
        {t('templates.leaveText')}
      </ConfirmDialog>
    </>
  );
}
