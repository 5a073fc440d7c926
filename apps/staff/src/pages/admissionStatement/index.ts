import { lazyChunk, type PageRegistry } from '../../app/pageRegistry.js';

/** The admission register: the season's applications, the statement dialog, the mos.ru import (and the season's tab). */
export const admissionStatementPages: PageRegistry = {
  'admission-statement': lazyChunk(() => import('./StatementPage.js')),
};
