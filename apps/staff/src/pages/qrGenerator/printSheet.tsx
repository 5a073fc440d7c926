/**
 * How the ticket sheet prints: A4 portrait, eight cards a page (two across, four down), every page
 * of cards starting a new sheet of paper. The app's own chrome is the layout's <header> and <nav>
 * regions; they and every part of this page marked NO_PRINT are left off the paper, so the
 * printout is the cards alone. The rules live only while the sheet is on screen: printing any
 * other page is untouched.
 */
import GlobalStyles from '@mui/joy/GlobalStyles';

/** Marks a part of the page (the generator, the controls) that is not printed. */
export const NO_PRINT = 'qr-no-print';
/** The cards as a whole. */
export const TICKET_SHEET = 'qr-ticket-sheet';
/** One page of cards; on paper, one A4 sheet. */
export const TICKET_PAGE = 'qr-ticket-page';
export const TICKET_CARD = 'qr-ticket-card';

/** Cards per printed page: two columns of four rows. */
export const TICKETS_PER_PAGE = 8;

/** The tickets cut into printed pages. */
export function ticketPages<T>(tickets: readonly T[], perPage = TICKETS_PER_PAGE): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < tickets.length; start += perPage) pages.push(tickets.slice(start, start + perPage));
  return pages;
}

const PRINT_RULES = `
@media print {
  @page { size: A4 portrait; margin: 10mm; }
  html, body { background: #fff !important; }
  body header, body nav, .${NO_PRINT} { display: none !important; }
  #content { padding: 0 !important; }
  .${TICKET_SHEET} { margin: 0 !important; }
  .${TICKET_PAGE} {
    display: grid !important;
    grid-template-columns: repeat(2, 1fr) !important;
    grid-template-rows: repeat(4, 1fr);
    gap: 4mm !important;
    /* 277 mm inside the page margins, less a little for the browser's rounding: one more would spill a blank page. */
    height: 270mm;
    margin: 0 !important;
    break-after: page;
  }
  .${TICKET_PAGE}:last-child { break-after: auto; }
  .${TICKET_CARD} {
    break-inside: avoid;
    box-shadow: none !important;
    border: 0.3mm dashed #000 !important;
    color: #000 !important;
    background: #fff !important;
    print-color-adjust: exact;
    -webkit-print-color-adjust: exact;
  }
  .${TICKET_CARD} * { color: #000 !important; }
}
`;

export function TicketPrintStyles() {
  return <GlobalStyles styles={PRINT_RULES} />;
}
