import { lazyChunk, type PageRegistry } from '../../app/pageRegistry.js';

/** The sign-in flows: sign-in, password recovery, reset from the mailed link, and password change. */
export const authPages: PageRegistry = {
  login: lazyChunk(() => import('./LoginPage.js')),
  'access-forgot-password': lazyChunk(() => import('./ForgotPasswordPage.js')),
  'access-reset-password': lazyChunk(() => import('./ResetPasswordPage.js')),
  'access-pages-edit-password': lazyChunk(() => import('./EditPasswordPage.js')),
};
