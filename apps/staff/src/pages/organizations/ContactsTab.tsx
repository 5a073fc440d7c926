/**
 * The contacts tab: an organization's responsible contacts as a table (every empty or non-string
 * field reads 'нет сведений'), phones and e-mails with copy buttons, and for those allowed adding,
 * editing and deleting (after a confirmation, with a notice that offers to restore the contact).
 */
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Responsible } from '@abitura/sdk/contracts';
import { formatDisplayDateTime, useSession, useSignalValue, visuallyHidden } from '@abitura/ui';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { ListTable } from '../../components/ListTable.js';
import { EmptyNote, LoadedArea, useFirstLoad } from '../../components/LoadedArea.js';
import { useFailureText } from '../../components/useFailureText.js';
import { FeedbackNotice } from '../../components/FeedbackNotice.js';
import { EmailValue, PhoneValue } from './ContactValue.js';
import { NoData, OrNoData, present } from './NoData.js';
import { MANAGE_RESPONSIBLES } from './permissions.js';
import { ResponsibleDialog } from './ResponsibleDialog.js';
import { contactName, type ContactsFeedback, type ResponsiblesModel } from './responsiblesModel.js';

export function ContactsTab({ model, organizationId }: { model: ResponsiblesModel; organizationId: number }) {
  const { t } = useTranslation('organizations');
  const session = useSession();
  const failureText = useFailureText();
  const items = useSignalValue(model.items);
  const total = useSignalValue(model.total);
  const loading = useSignalValue(model.loading);
  const loaded = useSignalValue(model.loaded);
  const error = useSignalValue(model.error);
  const feedback = useSignalValue(model.feedback);
  const canManage = session.can(MANAGE_RESPONSIBLES);
  // undefined: no dialog; null: a new contact; a contact: editing it.
  const [editing, setEditing] = useState<Responsible | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Responsible | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  useFirstLoad(model, true);

  const confirmDelete = async () => {
    if (!deleting) return true;
    const outcome = await model.remove(deleting);
    if (outcome.ok) return true;
    setDeleteError(failureText(outcome.failure));
    return false;
  };

  const addButton = canManage ? <Button onClick={() => setEditing(null)}>{t('contacts.add')}</Button> : null;

  return (
    <Stack spacing={2}>
      {feedback ? <ContactsNotice feedback={feedback} model={model} /> : null}
      <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={2} useFlexGap flexWrap="wrap">
        <Typography level="title-lg" component="h2">
          {t('contacts.title')}
        </Typography>
        {items.length > 0 ? addButton : null}
      </Stack>
      <LoadedArea
        loaded={loaded}
        error={error}
        onRetry={() => void model.load()}
        empty={items.length === 0}
        emptyNote={<EmptyNote title={t('contacts.empty')} {...(canManage ? { hint: t('contacts.emptyHint') } : {})} action={addButton} busy={loading} />}
      >
        <ListTable caption={t('contacts.caption', { count: total })} busy={loading} minWidth={1000}>
          <thead>
            <tr>
              <th scope="col">{t('contacts.fields.fullname')}</th>
              <th scope="col">{t('contacts.fields.position')}</th>
              <th scope="col">{t('contacts.fields.activity')}</th>
              <th scope="col">{t('contacts.fields.phone')}</th>
              <th scope="col">{t('contacts.fields.email')}</th>
              <th scope="col">{t('contacts.fields.operator')}</th>
              {canManage ? (
                <th scope="col" style={{ width: 200 }}>
                  <span style={visuallyHidden}>{t('contacts.actions')}</span>
                </th>
              ) : null}
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
                      <Stack direction="row" spacing={1}>
                        <Button size="sm" variant="plain" aria-label={t('contacts.editOf', { name })} onClick={() => setEditing(contact)}>
                          {t('contacts.edit')}
                        </Button>
                        <Button
                          size="sm"
                          variant="plain"
                          color="danger"
                          aria-label={t('contacts.deleteOf', { name })}
                          onClick={() => {
                            setDeleteError(null);
                            setDeleting(contact);
                          }}
                        >
                          {t('contacts.delete')}
                        </Button>
                      </Stack>
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
      </LoadedArea>
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
          <ConfirmDialog
            open={deleting !== null}
            title={t('contacts.confirmDelete.title')}
            confirmLabel={t('contacts.confirmDelete.confirm')}
            onConfirm={confirmDelete}
            onClose={() => setDeleting(null)}
            error={deleteError}
          >
            <Typography>{deleting ? t('contacts.confirmDelete.body', { name: contactName(deleting) || t('noData') }) : null}</Typography>
          </ConfirmDialog>
        </>
      ) : null}
    </Stack>
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
