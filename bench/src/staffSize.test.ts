import { describe, expect, it } from 'vitest';
import { htmlModuleFiles, initialChunks, measureStaff } from './staffSize.mjs';

describe('the staff app initial JavaScript budget', () => {
  it('stays within 250 KB min+gzip, measured beside a bare React 19 app built the same way', async () => {
    const { staff, baseline, budget } = await measureStaff();
    expect(staff.gzip).toBeLessThanOrEqual(budget);
    // The staff app carries React too: a smaller figure would mean the measurement missed chunks.
    expect(staff.gzip).toBeGreaterThan(baseline.gzip);
    // Pages stay lazy: they are separate chunks, not part of the initial load.
    expect(staff.lazyChunks).toBeGreaterThan(0);
  }, 180_000);

  it('follows static imports only and reads what index.html loads', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'], dynamicImports: ['src/Page.tsx'] },
      '_shared.js': { file: 'assets/shared.js', imports: ['_runtime.js'] },
      '_runtime.js': { file: 'assets/runtime.js' },
      'src/Page.tsx': { file: 'assets/Page.js', imports: ['_shared.js'] },
    };
    expect(initialChunks(manifest)).toEqual({ files: ['assets/index.js', 'assets/shared.js', 'assets/runtime.js'], lazy: 1 });
    const html = '<script type="module" crossorigin src="/apps/staff/assets/index.js"></script><link rel="modulepreload" crossorigin href="/apps/staff/assets/shared.js"><link rel="icon" href="/apps/staff/favicon.svg">';
    expect(htmlModuleFiles(html, '/apps/staff/')).toEqual(['assets/index.js', 'assets/shared.js']);
  });
});
