/**
 * /qr-generator: QR codes from any text or address, with their size, error-correction level,
 * quiet zone and colours, saved as PNG or SVG (the settings survive a reload); below, the
 * printable sheet of an event's tickets for those who may see events and their applicants.
 * Printing leaves everything but the ticket cards off the paper.
 */
import Divider from '@mui/joy/Divider';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useSession } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { MissingRight } from '../../components/LoadedArea.js';
import { PageHeader } from '../../components/PageHeader.js';
import { browserStorage } from '../../models/storedJson.js';
import { VIEW_ABITURIENT, VIEW_EVENTS } from './permissions.js';
import { NO_PRINT } from './printSheet.js';
import { createQrGeneratorModel } from './qrGeneratorModel.js';
import { QrGeneratorSection } from './QrGeneratorSection.js';
import { qrSettingsStore } from './qrSettingsStore.js';
import { createTicketSheetModel } from './ticketSheetModel.js';
import { TicketSheetSection } from './TicketSheetSection.js';

export default function QrGeneratorPage(_props: PageProps) {
  const { t } = useTranslation('qrGenerator');
  const session = useSession();
  const client = useClient();
  const userId = session.user?.id ?? null;
  const generator = useMemo(() => createQrGeneratorModel({ store: qrSettingsStore(browserStorage(), userId) }), [userId]);
  const sheet = useMemo(() => createTicketSheetModel({ client, origin: window.location.origin }), [client]);
  const canSeeTickets = session.can(VIEW_EVENTS) && session.can(VIEW_ABITURIENT);
  useEffect(() => {
    // A text kept from the last visit is drawn at once, without the typing pause.
    void generator.renderNow();
    return generator.dispose;
  }, [generator]);

  return (
    <>
      <div className={NO_PRINT}>
        <PageHeader title={t('title')} subtitle={t('subtitle')} />
        <QrGeneratorSection model={generator} />
        <Divider sx={{ my: 4 }} />
      </div>
      {canSeeTickets ? (
        <TicketSheetSection model={sheet} />
      ) : (
        <div className={NO_PRINT}>
          <MissingRight text={t('sheet.missingRight')} />
        </div>
      )}
    </>
  );
}
