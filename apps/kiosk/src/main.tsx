import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createClient } from '@abitura/sdk';
import { adoptKeyFromAddress, createDeviceConfigStore, createPrefs, DeviceUiProvider } from '@abitura/ui/device';
import '@abitura/ui/device.css';
import './kiosk.css';
import './tickets.css';
import './receipt.css';
import { KioskApp } from './components/KioskApp.js';
import { kioskResources } from './kioskResources.js';
import { createKioskModel } from './model/kioskModel.js';
import { adoptPrintMode } from './printMode.js';

// Its settings, the key among them, in a cookie of its own: a board set up in the same browser keeps its key too.
const client = createClient({ subsystem: 'kiosk', autoConnect: false, configStore: createDeviceConfigStore('kiosk') });
// An administrator may open /queue/kiosk?key=…&print=auto once; both are remembered and taken out of the address.
adoptKeyFromAddress(client);
// Connected only now, so the first socket already carries a key taken from the address.
client.connect();
const printMode = adoptPrintMode();
const prefs = createPrefs();
const model = createKioskModel(client, { prefs });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <DeviceUiProvider client={client} resources={kioskResources} prefs={prefs}>
      <KioskApp model={model} autoPrint={printMode === 'auto'} />
    </DeviceUiProvider>
  </StrictMode>,
);
