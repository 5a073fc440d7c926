import { useEffect, useState } from 'react';
import { useClient, useDeviceText, useSignalValue } from '@abitura/ui/device';
import { PageHeader } from '../app/PageHeader.js';
import { ScannerPanel } from './ScannerPanel.js';
import { SignInForm } from './SignInForm.js';
import { createSignInModel } from './signInModel.js';
import type { SignInModel } from './signInModel.js';

/** The door scanner: sign in, then the camera; the session decides which is shown. */
export function ScannerScreen() {
  const t = useDeviceText('scanner');
  const client = useClient();
  const [model] = useState(() => createSignInModel(client));
  const access = useSignalValue(model.access);
  const userName = useSignalValue(model.userName);

  useEffect(() => {
    document.title = t('title');
  }, [t]);
  // A session stored by the staff app may have ended meanwhile; the SDK signs out an ended one.
  useEffect(() => void model.verify(), [model]);

  return (
    <>
      <PageHeader title={t('header')}>{access === 'signed_out' ? null : <UserBox model={model} name={userName} />}</PageHeader>
      <main className="qr-page scanner-page">
        <h1 className="scanner-title">{t('title')}</h1>
        {access === 'signed_out' ? <SignInForm model={model} /> : null}
        {access === 'missing_right' ? (
          <section className="qr-card qr-message" aria-labelledby="scanner-no-right">
            <h2 id="scanner-no-right">{t('noRight.title')}</h2>
            <p>{t('noRight.text', { name: userName ?? '' })}</p>
            <button type="button" className="device-button device-button-outline" onClick={() => void model.signOut()}>
              {t('signOut.other')}
            </button>
          </section>
        ) : null}
        {access === 'allowed' ? <ScannerPanel /> : null}
      </main>
    </>
  );
}

function UserBox({ model, name }: { model: SignInModel; name: string | null }) {
  const t = useDeviceText('scanner');
  return (
    <div className="scanner-user">
      {name === null ? null : <span className="scanner-user-name">{name}</span>}
      <button type="button" className="device-button device-button-outline device-button-small" onClick={() => void model.signOut()}>
        {t('signOut.button')}
      </button>
    </div>
  );
}
