/**
 * Who waits for the desk, per service it serves: how many wait, and the next tickets in calling
 * order (priority first, then the oldest) with when each was issued, priority tickets and those
 * sent to this very desk marked. It follows the live view, so it changes as kiosks issue tickets
 * and other desks call them.
 */
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignalValue } from '@abitura/ui';
import { EmptyNote } from '../../components/LoadedArea.js';
import { Muted } from '../../components/Muted.js';
import { moscowTime } from '../../models/calendarDates.js';
import type { ConsoleModel } from './consoleModel.js';
import type { WaitingService } from './queueTypes.js';

function ServiceQueue({ service, deskId }: { service: WaitingService; deskId: number }) {
  const { t } = useTranslation('queueAdmin');
  const headingId = useId();
  const names = { prefix: service.prefix, service: service.service };
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={0.5}>
      <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1}>
        <Typography id={headingId} level="title-md" component="h3">
          {t('console.waiting.service', names)}
        </Typography>
        <Chip variant="soft" color={service.count > 0 ? 'primary' : 'neutral'}>
          {t('console.waiting.count', { count: service.count })}
        </Chip>
      </Stack>
      {service.next.length === 0 ? (
        <Typography level="body-sm">
          <Muted>{t('console.waiting.none')}</Muted>
        </Typography>
      ) : (
        <List component="ol" size="sm" aria-label={t('console.waiting.listLabel', names)} sx={{ '--ListItem-paddingX': '0px', '--ListItem-minHeight': '32px' }}>
          {service.next.map((ticket) => (
            <ListItem key={ticket.id} sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Typography level="title-sm" dir="ltr" sx={{ minWidth: '4.5em', fontVariantNumeric: 'tabular-nums' }}>
                {ticket.code}
              </Typography>
              <Typography level="body-sm" textColor="text.secondary">
                {t('console.waiting.issued', { time: moscowTime(ticket.createdAt) })}
              </Typography>
              {ticket.priority ? (
                <Chip size="sm" variant="soft" color="danger">
                  {t('console.waiting.priority')}
                </Chip>
              ) : null}
              {ticket.deskId === deskId ? (
                <Chip size="sm" variant="soft" color="warning">
                  {t('console.waiting.toThisDesk')}
                </Chip>
              ) : null}
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}

export function WaitingQueue({ model }: { model: ConsoleModel }) {
  const { t } = useTranslation('queueAdmin');
  const titleId = useId();
  const desk = useSignalValue(model.desk);
  const waiting = useSignalValue(model.waiting);
  const nobody = useSignalValue(model.nobodyWaiting);
  if (!desk) return null;

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ gap: 1.5 }}>
      <Typography id={titleId} level="title-lg" component="h2">
        {t('console.waiting.title')}
      </Typography>
      {waiting.length === 0 ? (
        <Typography level="body-md" color="warning">
          {t('console.desk.noServices')}
        </Typography>
      ) : nobody ? (
        <EmptyNote title={t('console.waiting.nobody')} hint={t('console.waiting.nobodyHint')} />
      ) : (
        waiting.map((service) => <ServiceQueue key={service.serviceId} service={service} deskId={desk.id} />)
      )}
    </Card>
  );
}
