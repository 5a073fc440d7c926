/**
 * The contacts tab: an organization's responsible contacts as a table (every empty or non-string
 * field reads 'нет сведений'), phones and e-mails with copy buttons, and for those allowed adding,
 * editing and deleting (after a confirmation, with a notice that offers to restore the contact).
 */
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Responsible } from '@abitura/contracts';
import { formatDisplayDateTime, useSession, useSignalValue } from '@abitura/ui';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { EmailValue, PhoneValue } from '../../components/ContactValue.js';
import { FeedbackNotice } from '../../components/FeedbackNotice.js';
import { ActionsHeader, ListTable } from '../../components/ListTable.js';
import { ResourceArea, useFirstLoad } from '../../components/LoadedArea.js';
import { NoData, OrNoData, present } from '../../components/NoData.js';
import { RowActions } from '../../components/RowActions.js';
import { TabSection } from '../../components/TabSection.js';
import { useConfirmedAction } from '../../components/useConfirmedAction.js';
import { useFailureText } from '../../components/useFailureText.js';
import { MANAGE_RESPONSIBLES } from './permissions.js';
import { ResponsibleDialog } from './ResponsibleDialog.js';
import { contactName, type ContactsFeedback, type ResponsiblesModel } from './responsiblesModel.js';

export function ContactsTab({ model, organizationId }: { model: ResponsiblesModel; organizationId: number }) {
  const { t } = useTranslation('organizations');
  const session = useSession();
  const items = useSignalValue(model.items);
  const total = useSignalValue(model.total);
  const loading = useSignalValue(model.loading);
  const feedback = useSignalValue(model.feedback);
  const canManage = session.can(MANAGE_RESPONSIBLES);
  // undefined: no dialog; null: a new contact; a contact: editing it.
  const [editing, setEditing] = useState<Responsible | null | undefined>(undefined);
  const deleting = useConfirmedAction(model.remove);
  useFirstLoad(model, true);

  const addButton = canManage ? <Button onClick={() => setEditing(null)}>{t('contacts.add')}</Button> : null;

  return (
    <TabSection title={t('contacts.title')} actions={items.length > 0 ? addButton : null} notice={feedback ? <ContactsNotice feedback={feedback} model={model} /> : null}>
      <ResourceArea
        resource={model}
        empty={items.length === 0}
        emptyNote={{ title: t('contacts.empty'), hint: canManage ? t('contacts.emptyHint') : undefined, action: addButton }}
      >
        <ListTable list="organizationContacts" caption={t('contacts.caption', { count: total })} busy={loading} minWidth={900}>
          <thead>
            <tr>
              <th scope="col">{t('contacts.fields.fullname')}</th>
              <th scope="col">{t('contacts.fields.position')}</th>
              <th scope="col">{t('contacts.fields.activity')}</th>
              <th scope="col">{t('contacts.fields.phone')}</th>
              <th scope="col">{t('contacts.fields.email')}</th>
              <th scope="col">{t('contacts.fields.operator')}</th>
              {canManage ? <ActionsHeader label={t('contacts.actions')} width={200} /> : null}
            </tr>
          </thead>
          <tbody>
            {items.map((contact) => {
              const name = contactName(contact);
              return (
                <tr key={contact.id}>
                  <th scope="row" style={{ fontWeight: 'normal' }}>
                    <OrNoData value={contact.fullname} />
                  </th>
                  <td>
                    <OrNoData value={contact.position} />
                  </td>
                  <td>
                    <OrNoData value={contact.activity} />
                  </td>
                  <td>
                    <PhoneValue value={contact.phone} copyLabel={t('copy.phoneOf', { name })} />
                  </td>
                  <td>
                    <EmailValue value={contact.email} copyLabel={t('copy.emailOf', { name })} />
                  </td>
                  <td>
                    <Operator contact={contact} />
                  </td>
                  {canManage ? (
                    <td>
                      <RowActions
                        editText={t('contacts.edit')}
                        editLabel={t('contacts.editOf', { name })}
                        onEdit={() => setEditing(contact)}
                        deleteText={t('contacts.delete')}
                        deleteLabel={t('contacts.deleteOf', { name })}
                        onDelete={() => deleting.ask(contact)}
                      />
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </ListTable>
        {total > items.length ? (
          <Typography level="body-sm" textColor="text.secondary">
            {t('contacts.more', { shown: items.length, total })}
          </Typography>
        ) : null}
      </ResourceArea>
      {canManage ? (
        <>
          <ResponsibleDialog
            open={editing !== undefined}
            organizationId={organizationId}
            contact={editing ?? null}
            onClose={() => setEditing(undefined)}
            onSaved={(contact) => {
              model.saved(contact, editing ? 'updated' : 'created');
              setEditing(undefined);
            }}
          />
          <ConfirmDialog {...deleting.dialog} title={t('contacts.confirmDelete.title')} confirmLabel={t('contacts.confirmDelete.confirm')}>
            <Typography>{deleting.target ? t('contacts.confirmDelete.body', { name: contactName(deleting.target) || t('noData') }) : null}</Typography>
          </ConfirmDialog>
        </>
      ) : null}
    </TabSection>
  );
}

/** Who entered the contact and for which organization; 'нет сведений' when neither is known. */
function Operator({ contact }: { contact: Responsible }) {
  const { t } = useTranslation('organizations');
  const who = present(contact.operator_shortname);
  const where = present(contact.operator_organization);
  if (who === null && where === null) return <NoData />;
  return (
    <>
      {who ?? <NoData />}
      <Typography level="body-xs" textColor="text.tertiary">
        {where ?? t('noData')}
      </Typography>
      <Typography level="body-xs" textColor="text.tertiary">
        {t('contacts.updatedAt', { at: formatDisplayDateTime(contact.updated_at) })}
      </Typography>
    </>
  );
}

function ContactsNotice({ feedback, model }: { feedback: ContactsFeedback; model: ResponsiblesModel }) {
  const { t } = useTranslation('organizations');
  const failureText = useFailureText();
  const name = feedback.name || t('noData');
  switch (feedback.kind) {
    case 'deleted':
      return <FeedbackNotice text={t('contacts.feedback.deleted', { name })} onUndo={model.restore} undoLabel={t('contacts.restore')} onClose={model.dismissFeedback} />;
    case 'restoreFailed':
      return <FeedbackNotice color="danger" text={`${t('contacts.feedback.restoreFailed', { name })} ${failureText(feedback.failure)}`} onClose={model.dismissFeedback} />;
    default:
      return <FeedbackNotice text={t(`contacts.feedback.${feedback.kind}`, { name })} onClose={model.dismissFeedback} />;
  }
}
