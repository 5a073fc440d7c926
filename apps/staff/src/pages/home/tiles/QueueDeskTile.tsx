/**
 * The queue operator's desk: which desk they are signed in at, the ticket at it, and how many wait
 * for each of its services, with the way to the operator console; without a desk, a word that
 * the console is where one is chosen.
 */
import Link from '@mui/joy/Link';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import { buildPath } from '@abitura/sdk';
import { formatCount } from '../../../charts/index.js';
import { KeyNumber } from '../KeyNumber.js';
import type { QueueDeskOverview } from '../sources.js';
import type { TileProps } from '../tileKit.js';

export function QueueDeskTile({ data }: TileProps<QueueDeskOverview>) {
  const { t, i18n } = useTranslation(['home', 'queueAdmin']);
  const count = (value: number) => formatCount(value, i18n.language);
  const consoleLink = (
    <Link component={RouterLink} href={buildPath('qms-operator')} level="body-sm">
      {t('home:queueDesk.console')}
    </Link>
  );
  if (!data.desk) {
    return (
      <Stack spacing={2}>
        <Typography level="body-sm" textColor="text.secondary">
          {t('home:queueDesk.noDesk')}
        </Typography>
        {consoleLink}
      </Stack>
    );
  }
  const waiting = data.waiting.reduce((sum, service) => sum + service.count, 0);
  const { current } = data;
  return (
    <Stack spacing={2}>
      <Typography level="title-md" component="p">
        {t('queueAdmin:console.desk.title', { name: data.desk.name })}
      </Typography>
      <Typography level="body-sm">
        {current
          ? t('home:queueDesk.current', { code: current.code, service: current.service, state: t(`queueAdmin:console.states.${current.state}`) })
          : t('home:queueDesk.noCurrent')}
      </Typography>
      <KeyNumber label={t('home:queueDesk.waiting')} value={count(waiting)} />
      {data.waiting.length > 0 ? (
        <List size="sm" aria-label={t('home:queueDesk.byService')} sx={{ '--ListItem-paddingX': 0 }}>
          {data.waiting.map((service) => (
            <ListItem key={service.serviceId} sx={{ justifyContent: 'space-between', gap: 2 }}>
              <Typography level="body-sm">
                {service.prefix} · {service.service}
              </Typography>
              <Typography level="body-sm" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {count(service.count)}
              </Typography>
            </ListItem>
          ))}
        </List>
      ) : null}
      {consoleLink}
    </Stack>
  );
}
