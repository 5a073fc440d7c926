import { describe, expect, it, vi } from 'vitest';
import { createTableExport } from './tableExport.js';

const chunk = (items: number[], next: number | null) => ({ success: true, message: '', data: { items, total: 5, next } });

describe('the table export', () => {
  it('reads every chunk, then saves one sheet of all rows in the chosen format', async () => {
    const read = vi.fn().mockResolvedValueOnce(chunk([1, 2, 3], 3)).mockResolvedValueOnce(chunk([4, 5], null));
    const save = vi.fn().mockResolvedValue(undefined);
    const model = createTableExport<number>({ read, sheet: () => ({ title: 'Заявления', columns: [{ header: 'N' }] }), cells: (n) => [n], baseName: () => 'applications-2026', save });
    await model.run('xlsx');
    expect(read.mock.calls).toEqual([[0], [3]]);
    expect(save).toHaveBeenCalledWith({ title: 'Заявления', columns: [{ header: 'N' }], rows: [[1], [2], [3], [4], [5]] }, 'applications-2026', 'xlsx');
    expect(model.saved.value).toBe(5);
    expect(model.running.value).toBe(false);
  });

  it('stops at a refused chunk, saving nothing and keeping the failure', async () => {
    const read = vi.fn().mockResolvedValueOnce(chunk([1], 1)).mockResolvedValueOnce({ success: false, message: 'Нет доступа', data: 'ACCESS_DENIED' });
    const save = vi.fn();
    const model = createTableExport<number>({ read, sheet: () => ({ title: 'x', columns: [] }), cells: (n) => [n], baseName: () => 'x', save });
    await model.run('csv');
    expect(save).not.toHaveBeenCalled();
    expect(model.error.value?.code).toBe('ACCESS_DENIED');
    expect(model.saved.value).toBeNull();
  });

  it('does not loop on a chunk that does not move forward', async () => {
    const read = vi.fn().mockResolvedValue(chunk([1], 0));
    const save = vi.fn().mockResolvedValue(undefined);
    const model = createTableExport<number>({ read, sheet: () => ({ title: 'x', columns: [] }), cells: (n) => [n], baseName: () => 'x', save });
    await model.run('csv');
    expect(read).toHaveBeenCalledTimes(1);
    expect(model.saved.value).toBe(1);
  });
});
