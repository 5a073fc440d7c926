import { Component } from 'react';
import type { ReactNode } from 'react';
import { useDeviceText } from '@abitura/ui/device';

/**
 * A page's chunk may fail to arrive (the phone lost its network between the first download and
 * the page): say so and offer a reload instead of a blank screen.
 */
export class LoadFailureBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <LoadFailure /> : this.props.children;
  }
}

function LoadFailure() {
  const t = useDeviceText('app');
  return (
    <main className="qr-page">
      <section className="qr-card qr-message" role="alert">
        <h1>{t('loadFailed.title')}</h1>
        <p>{t('loadFailed.text')}</p>
        <button type="button" className="device-button" onClick={() => globalThis.location.reload()}>
          {t('loadFailed.reload')}
        </button>
      </section>
    </main>
  );
}

export function PageLoading() {
  const t = useDeviceText('app');
  return (
    <main className="qr-page">
      <p className="qr-loading" role="status">
        {t('loading')}
      </p>
    </main>
  );
}
