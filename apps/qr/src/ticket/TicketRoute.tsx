/**
 * The ticket page's lazy chunk: /tickets/:token/qr, and /front-pages/tickets/qr with the token in
 * `?token=` (without one, a form to paste the ticket's link).
 */
import { useSearch } from 'wouter';
import { PageTexts } from '../app/PageTexts.js';
import { TicketLinkForm } from './TicketLinkForm.js';
import { ticketResources } from './ticketResources.js';
import { TicketScreen } from './TicketScreen.js';

export function TicketRoute({ token }: { token?: string }) {
  return (
    <PageTexts resources={ticketResources}>
      <TicketEntry {...(token === undefined ? {} : { token })} />
    </PageTexts>
  );
}

function TicketEntry({ token }: { token?: string }) {
  const search = useSearch();
  const value = token ?? new URLSearchParams(search).get('token') ?? '';
  // Keyed by the token: a new token is a new page with a model of its own.
  return value === '' ? <TicketLinkForm /> : <TicketScreen key={value} token={value} />;
}
