/** The scanner's lazy chunk: /qr and /front-pages/scanner. */
import { PageTexts } from '../app/PageTexts.js';
import { scannerResources } from './scannerResources.js';
import { ScannerScreen } from './ScannerScreen.js';

export function ScannerRoute() {
  return (
    <PageTexts resources={scannerResources}>
      <ScannerScreen />
    </PageTexts>
  );
}
