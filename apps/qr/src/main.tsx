import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createClient, createMemoryStorage } from '@abitura/sdk';
import { createPrefs } from '@abitura/ui/device';
import '@abitura/ui/device.css';
import './styles/qr.css';
import { isScannerPath, QrApp } from './app/QrApp.js';

const scanner = isScannerPath(globalThis.location.pathname);
const client = createClient({
  subsystem: 'qr',
  // The scanner shows its own sign-in form when the session ends; the staff login page is another app.
  navigator: { navigate: () => undefined },
  // The ticket page is public: it keeps no session, so a staff member's session in this browser
  // is neither sent with a visitor's ticket reads nor ended by them.
  ...(scanner ? {} : { storage: createMemoryStorage() }),
});

const root = document.getElementById('root');
if (!root) throw new Error('no #root element in index.html');
createRoot(root).render(
  <StrictMode>
    <QrApp client={client} prefs={createPrefs()} />
  </StrictMode>,
);
