/**
 * The stored phone numbers the phone fields' rule does not read (numbers kept before it, or
 * corrupted by a field that took the trunk 8 for the code's first digit): how many of how many,
 * then the first of them, each leading to the card where it is corrected. A corrected number
 * leaves the list on the next visit, and the next ones take its place.
 */
import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import { buildPath } from '@abitura/sdk';
import type { UnreadablePhone } from '@abitura/contracts';
import { useSession } from '@abitura/ui';
import { formatCount } from '../../../charts/index.js';
import { KeyNumber } from '../KeyNumber.js';
import type { StoredPhonesOverview } from '../sources.js';
import type { TileProps } from '../tileKit.js';

/** How many numbers the tile lists. */
export const STORED_PHONES_SHOWN = 10;

/** The card where a number is corrected, and the permission that opens it. */
const CARD: Record<UnreadablePhone['kind'], { permission: string; href: (id: number) => string }> = {
  applicant: { permission: 'viewAbiturient', href: (id) => buildPath('newcontingent-view', { id, tab: 'profile' }) },
  organization: { permission: 'viewOrganization', href: (id) => buildPath('registry-organizations-viewnew', { id, tab: 'main' }) },
  contact: { permission: 'viewOrganization', href: (id) => buildPath('registry-organizations-viewnew', { id, tab: 'contacts' }) },
  user: { permission: 'viewUserpage', href: (id) => buildPath('access-users-view', { id }) },
};

export function StoredPhonesTile({ data }: TileProps<StoredPhonesOverview>) {
  const { t, i18n } = useTranslation('home');
  const session = useSession();
  const count = (value: number) => formatCount(value, i18n.language);
  const shown = data.items.slice(0, STORED_PHONES_SHOWN);

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1 }}>
        <KeyNumber label={t('storedPhones.found')} value={count(data.found)} tone={data.found > 0 ? 'danger' : undefined} />
        <KeyNumber label={t('storedPhones.checked')} value={count(data.checked)} />
      </Box>
      {shown.length === 0 ? (
        <Typography level="body-sm" textColor="text.secondary">
          {t('storedPhones.allRead')}
        </Typography>
      ) : (
        <List size="sm" aria-label={t('storedPhones.listLabel')} sx={{ '--ListItem-paddingX': 0 }}>
          {shown.map((item) => {
            const card = CARD[item.kind];
            return (
              <ListItem key={`${item.kind}-${item.id}-${item.name}-${item.phone}`} sx={{ display: 'block' }}>
                <Typography level="body-sm">
                  {session.can(card.permission) ? (
                    <Link component={RouterLink} href={card.href(item.id)}>
                      {item.name || t('storedPhones.noName')}
                    </Link>
                  ) : (
                    item.name || t('storedPhones.noName')
                  )}{' '}
                  · {t(`storedPhones.kinds.${item.kind}`)}
                </Typography>
                <Typography level="body-sm" textColor="text.secondary">
                  <bdi dir="ltr">{item.phone}</bdi> — {t(`storedPhones.problems.${item.problem}`)}
                </Typography>
              </ListItem>
            );
          })}
        </List>
      )}
      {data.found > shown.length ? (
        <Typography level="body-sm" textColor="text.secondary">
          {t('storedPhones.more', { number: count(data.found - shown.length) })}
        </Typography>
      ) : null}
    </Stack>
  );
}
