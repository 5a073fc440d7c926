/**
 * The ticket half of /qr-generator: a confirmed event from today is chosen (searched by its title
 * in the picker), its registrations become a sheet of ticket cards, each with the event, its Moscow
 * date and time, the place, the applicant and the QR code of the ticket's page with a short code
 * to read out, and "Print" sends the sheet to the printer eight cards to an A4 page with nothing of
 * the app around them.
 */
import Alert from '@mui/joy/Alert';
import Autocomplete from '@mui/joy/Autocomplete';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CareerEvent } from '@abitura/contracts';
import { formatDisplayDateTime, useSignalValue } from '@abitura/ui';
import { EmptyNote, ResourceArea, useFirstLoad } from '../../components/LoadedArea.js';
import { NO_PRINT, TICKET_CARD, TICKET_PAGE, TICKET_SHEET, ticketPages, TicketPrintStyles } from './printSheet.js';
import { svgDataUrl } from './qrEncoding.js';
import { MAX_SHEET_TICKETS, type TicketCard, type TicketSheetModel } from './ticketSheetModel.js';

/** The printed code's side: large enough for a phone held at arm's length. */
const CODE_SIZE = '32mm';

export function TicketSheetSection({ model }: { model: TicketSheetModel }) {
  const { t } = useTranslation('qrGenerator');
  useFirstLoad(model.events, true);
  const events = useSignalValue(model.events.value);
  const event = useSignalValue(model.event);
  const eventId = useSignalValue(model.eventId);
  const tickets = useSignalValue(model.tickets);
  const loaded = useSignalValue(model.registrations.loaded);

  return (
    <Stack spacing={2} component="section" aria-labelledby="qr-ticket-sheet-title">
      <Stack className={NO_PRINT} direction="row" justifyContent="space-between" alignItems="center" spacing={2} useFlexGap flexWrap="wrap">
        <Typography level="title-lg" component="h2" id="qr-ticket-sheet-title">
          {t('sheet.title')}
        </Typography>
        {loaded && tickets.length > 0 ? <Button onClick={() => window.print()}>{t('sheet.print')}</Button> : null}
      </Stack>
      <div className={NO_PRINT}>
        <ResourceArea resource={model.events} empty={events.items.length === 0} emptyNote={{ title: t('sheet.noEvents'), hint: t('sheet.noEventsHint') }}>
          <EventPicker events={events.items} total={events.total} value={event} onChange={(next) => model.choose(next?.id ?? null)} />
        </ResourceArea>
      </div>
      {eventId === null ? (
        events.items.length > 0 ? (
          <div className={NO_PRINT}>
            <EmptyNote title={t('sheet.choose')} />
          </div>
        ) : null
      ) : (
        <ResourceArea resource={model.registrations} empty={tickets.length === 0} emptyNote={{ title: t('sheet.empty'), hint: t('sheet.emptyHint') }}>
          {event ? <TicketSheet model={model} event={event} /> : null}
        </ResourceArea>
      )}
    </Stack>
  );
}

function EventPicker({ events, total, value, onChange }: { events: readonly CareerEvent[]; total: number; value: CareerEvent | null; onChange: (event: CareerEvent | null) => void }) {
  const { t } = useTranslation('qrGenerator');
  return (
    <FormControl sx={{ maxWidth: 640 }}>
      <FormLabel>{t('sheet.event')}</FormLabel>
      <Autocomplete<CareerEvent>
        placeholder={t('sheet.eventPlaceholder')}
        options={events}
        value={value}
        getOptionLabel={(event) => t('sheet.eventOption', { title: event.title, at: formatDisplayDateTime(event.starts_at) })}
        getOptionKey={(event) => event.id}
        isOptionEqualToValue={(option, current) => option.id === current.id}
        onChange={(_event, next) => onChange(next)}
        noOptionsText={t('sheet.noMatch')}
        clearText={t('sheet.clear')}
        openText={t('sheet.open')}
        closeText={t('sheet.close')}
      />
      <FormHelperText>{total > events.length ? t('sheet.eventHintNearest', { count: events.length }) : t('sheet.eventHint')}</FormHelperText>
    </FormControl>
  );
}

function TicketSheet({ model, event }: { model: TicketSheetModel; event: CareerEvent }) {
  const { t } = useTranslation('qrGenerator');
  const tickets = useSignalValue(model.tickets);
  const total = useSignalValue(model.total);
  const codes = useSignalValue(model.codes);
  const pages = useMemo(() => ticketPages(tickets), [tickets]);
  const at = formatDisplayDateTime(event.starts_at);

  return (
    <>
      <TicketPrintStyles />
      <Stack className={NO_PRINT} spacing={1}>
        <Typography level="body-sm">{t('sheet.summary', { count: tickets.length, pages: pages.length })}</Typography>
        {total > tickets.length ? (
          <Alert color="warning" variant="soft" role="status">
            {t('sheet.capped', { shown: tickets.length, total, cap: MAX_SHEET_TICKETS })}
          </Alert>
        ) : null}
      </Stack>
      <div role="list" className={TICKET_SHEET} aria-label={t('sheet.listLabel', { title: event.title })}>
        {pages.map((page, index) => (
          <Sheet key={index} role="none" variant="plain" className={TICKET_PAGE} sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))', gap: 2, mb: 2, bgcolor: 'transparent' }}>
            {page.map((ticket) => (
              <TicketCardView key={ticket.registrationId} ticket={ticket} event={event} at={at} code={codes.get(ticket.token) ?? null} />
            ))}
          </Sheet>
        ))}
      </div>
    </>
  );
}

function TicketCardView({ ticket, event, at, code }: { ticket: TicketCard; event: CareerEvent; at: string; code: string | null }) {
  const { t } = useTranslation('qrGenerator');
  return (
    <Sheet role="listitem" variant="outlined" className={TICKET_CARD} sx={{ p: 1.5, borderRadius: 'sm', display: 'flex', gap: 1.5, alignItems: 'stretch', overflow: 'hidden' }}>
      <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
        <Typography level="body-xs" textTransform="uppercase" letterSpacing="0.08em">
          {t('sheet.ticket')}
        </Typography>
        <Typography level="title-sm" sx={{ overflowWrap: 'anywhere' }}>
          {event.title}
        </Typography>
        <Typography level="body-sm">
          <span dir="ltr">{at}</span>
        </Typography>
        {event.place ? (
          <Typography level="body-sm" sx={{ overflowWrap: 'anywhere' }}>
            {event.place}
          </Typography>
        ) : null}
        <Typography level="title-md" sx={{ mt: 'auto', pt: 1, overflowWrap: 'anywhere' }}>
          {ticket.name}
        </Typography>
      </Stack>
      <Stack spacing={0.5} alignItems="center" sx={{ width: CODE_SIZE, minWidth: 112, flexShrink: 0 }}>
        {code === null ? (
          <div role="img" aria-busy="true" aria-label={t('sheet.codeDrawing')} style={{ width: '100%', aspectRatio: '1 / 1' }} />
        ) : (
          <img src={svgDataUrl(code)} alt={t('sheet.codeAlt', { name: ticket.name })} style={{ width: '100%', aspectRatio: '1 / 1', imageRendering: 'pixelated' }} />
        )}
        <Typography level="title-sm" fontFamily="code" dir="ltr" title={t('sheet.shortCode')}>
          {ticket.shortCode}
        </Typography>
        <Typography level="body-xs" dir="ltr" sx={{ fontSize: '6pt', overflowWrap: 'anywhere', textAlign: 'center', lineHeight: 1.2 }}>
          {ticket.address}
        </Typography>
      </Stack>
    </Sheet>
  );
}
