/**
 * /qr-generator: QR codes from any text or address, with their size, error-correction level,
 * quiet zone and colours, saved as PNG or SVG. The settings survive a reload (localStorage).
 */
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { PageHeader } from '../../components/PageHeader.js';
import { browserStorage } from '../../models/storedJson.js';
import { createQrGeneratorModel } from './qrGeneratorModel.js';
import { QrGeneratorSection } from './QrGeneratorSection.js';
import { qrSettingsStore } from './qrSettingsStore.js';

export default function QrGeneratorPage(_props: PageProps) {
  const { t } = useTranslation('qrGenerator');
  const session = useSession();
  const userId = session.user?.id ?? null;
  const generator = useMemo(() => createQrGeneratorModel({ store: qrSettingsStore(browserStorage(), userId) }), [userId]);
  useEffect(() => {
    // A text kept from the last visit is drawn at once, without the typing pause.
    void generator.renderNow();
    return generator.dispose;
  }, [generator]);

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <QrGeneratorSection model={generator} />
    </>
  );
}
