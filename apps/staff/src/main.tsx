/** The browser entry: builds the app's collaborators once and renders the staff app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { createClient } from '@abitura/sdk';
import { createLoadingBar, createNoticeCenter, createPrefs } from '@abitura/ui';
import { createStaffI18n } from './app/i18n.js';
import { staffPages } from './app/pages.js';
import { StaffApp } from './app/StaffApp.js';

const prefs = createPrefs();
const notices = createNoticeCenter();
const loadingBar = createLoadingBar();
const i18n = createStaffI18n(prefs.prefs.value.language);
// Russian ships with the app; another chosen language is fetched before the first render.
await i18n.changeLanguage(prefs.prefs.value.language);
// The SDK's forced redirect (logout, TOKEN_INACTIVE) goes through the router: no page reload.
const client = createClient({ subsystem: 'staff', notify: notices.notify, navigator: { navigate: (path) => navigate(path) } });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <StaffApp client={client} i18n={i18n} prefs={prefs} notices={notices} loadingBar={loadingBar} pages={staffPages} />
  </StrictMode>,
);
