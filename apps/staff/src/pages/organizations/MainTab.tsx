/**
 * The main tab: every field of the card ('нет сведений' for the empty ones), the address with a
 * link to Яндекс.Карты, the organization's own phone and e-mail with copy buttons, and for those
 * allowed the edit dialog (Organization/Update).
 */
import Button from '@mui/joy/Button';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrganizationCard } from '@abitura/contracts';
import { formatDisplayDateTime, useSession, useSignalValue, visuallyHidden } from '@abitura/ui';
import { FeedbackNotice } from '../../components/FeedbackNotice.js';
import { EmailValue, PhoneValue } from '../../components/ContactValue.js';
import { FieldList } from '../../components/FieldList.js';
import { NoData, OrNoData } from '../../components/NoData.js';
import { OrganizationDialog } from './OrganizationDialog.js';
import type { OrganizationPageModel } from './organizationPageModel.js';
import { MANAGE_ORGANIZATIONS } from './permissions.js';
import { okrugShort, useRegistryLists } from '../../models/registryLists.js';
import { StatusChip } from './StatusChip.js';
import { yandexMapsUrl } from './yandexMaps.js';

export function MainTab({ model, card }: { model: OrganizationPageModel; card: OrganizationCard }) {
  const { t } = useTranslation('organizations');
  const session = useSession();
  const lists = useRegistryLists();
  const saved = useSignalValue(model.saved);
  const [editing, setEditing] = useState(false);
  const canEdit = session.can(MANAGE_ORGANIZATIONS);

  const listed = (code: string | number | null, view: { labelOf(code: string | number | null | undefined): string }): ReactNode =>
    code === null || code === '' ? <NoData /> : view.labelOf(code);

  const rows: [string, ReactNode][] = [
    [t('fields.name'), card.name],
    [t('fields.short_name'), <OrNoData value={card.short_name} />],
    [t('fields.type'), t(`types.${card.type}`)],
    [t('fields.organization_id'), <OrNoData value={card.organization_id} render={(code) => <span dir="ltr">{code}</span>} />],
    [t('fields.status'), <StatusChip operating={card.status} />],
    [
      t('fields.address'),
      <OrNoData
        value={card.address}
        render={(address) => (
          <Stack component="span" spacing={0.5}>
            <span>{address}</span>
            <Link href={yandexMapsUrl(address)} target="_blank" rel="noopener noreferrer" level="body-sm">
              {t('main.map')}
              <span style={visuallyHidden}>{` (${t('main.newTab')})`}</span>
            </Link>
          </Stack>
        )}
      />,
    ],
    [t('fields.address_asur'), <OrNoData value={card.address_asur} />],
    [t('fields.okrug'), card.okrug ? `${okrugShort(lists.okrugs, card.okrug)} · ${lists.okrugs.labelOf(card.okrug)}` : <NoData />],
    [t('fields.district'), listed(card.district, lists.districts)],
    [t('fields.mrsd'), listed(card.mrsd, lists.mrsd)],
    [t('fields.kind'), listed(card.kind, lists.kinds)],
    [t('fields.inn'), <OrNoData value={card.inn} render={(inn) => <span dir="ltr">{inn}</span>} />],
    [t('fields.head'), <OrNoData value={card.head} />],
    [t('fields.phone'), <PhoneValue value={card.phone} />],
    [t('fields.email'), <EmailValue value={card.email} />],
    [
      t('fields.website'),
      <OrNoData
        value={card.website}
        render={(site) => (
          <Link href={/^https?:\/\//i.test(site) ? site : `https://${site}`} target="_blank" rel="noopener noreferrer" dir="ltr">
            {site}
            <span style={visuallyHidden}>{` (${t('main.newTab')})`}</span>
          </Link>
        )}
      />,
    ],
    [t('fields.created_at'), formatDisplayDateTime(card.created_at)],
    [t('fields.updated_at'), formatDisplayDateTime(card.updated_at)],
  ];

  return (
    <Stack spacing={2}>
      {saved ? <FeedbackNotice text={t('main.saved')} onClose={model.dismissSaved} /> : null}
      <Sheet variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 'md' }}>
        <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 2 }} spacing={2}>
          <Typography level="title-lg" component="h2">
            {t('main.title')}
          </Typography>
          {canEdit ? (
            <Button variant="outlined" onClick={() => setEditing(true)}>
              {t('main.edit')}
            </Button>
          ) : null}
        </Stack>
        <FieldList rows={rows} />
      </Sheet>
      {canEdit ? (
        <OrganizationDialog
          open={editing}
          card={card}
          lists={lists}
          onClose={() => setEditing(false)}
          onSaved={(next) => {
            setEditing(false);
            model.updated(next);
          }}
        />
      ) : null}
    </Stack>
  );
}
