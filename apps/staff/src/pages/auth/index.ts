import { lazy } from 'react';
import type { PageRegistry } from '../../app/pageRegistry.js';

/** The sign-in flows: sign-in, password recovery, reset from the mailed link, and password change. */
export const authPages: PageRegistry = {
  login: lazy(() => import('./LoginPage.js')),
  'access-forgot-password': lazy(() => import('./ForgotPasswordPage.js')),
  'access-reset-password': lazy(() => import('./ResetPasswordPage.js')),
  'access-pages-edit-password': lazy(() => import('./EditPasswordPage.js')),
};
