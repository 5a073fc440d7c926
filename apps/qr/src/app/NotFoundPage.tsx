import { useEffect } from 'react';
import { useDeviceText } from '@abitura/ui/device';
import { PageHeader } from './PageHeader.js';

export function NotFoundPage() {
  const t = useDeviceText('app');
  useEffect(() => {
    document.title = t('notFound.title');
  }, [t]);
  return (
    <>
      <PageHeader title={t('name')} />
      <main className="qr-page">
        <section className="qr-card qr-message">
          <h1>{t('notFound.title')}</h1>
          <p>{t('notFound.text')}</p>
        </section>
      </main>
    </>
  );
}
