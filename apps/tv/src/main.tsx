import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createClient } from '@abitura/sdk';
import { DeviceUiProvider, adoptKeyFromAddress, createDeviceConfigStore, createPrefs } from '@abitura/ui/device';
import '@abitura/ui/device.css';
import './tv.css';
import { TvApp } from './components/TvApp.js';
import { tvResources } from './resources.js';
import { browserSound } from './sound/browserSound.js';
import { createTvBoard } from './tvBoard.js';

// Its settings, the key among them, in a cookie of its own: a kiosk set up in the same browser keeps its key too.
const client = createClient({ subsystem: 'tv', autoConnect: false, configStore: createDeviceConfigStore('tv') });
// An administrator may open the board as /queue/tv?key=…; the key is kept and leaves the address.
adoptKeyFromAddress(client);
// Connected only now, so the first socket already carries a key taken from the address.
client.connect();
const board = createTvBoard({ client, sound: browserSound() });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <DeviceUiProvider client={client} resources={tvResources} prefs={createPrefs()}>
      <TvApp board={board} />
    </DeviceUiProvider>
  </StrictMode>,
);
