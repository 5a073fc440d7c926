import { describe, expect, it } from 'vitest';
import { adoptPrintMode, PRINT_STORAGE_KEY } from './printMode.js';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

function recorder() {
  const replaced: string[] = [];
  return { replaced, history: { replaceState: (_state: unknown, _title: string, url?: string | URL | null) => void replaced.push(String(url)) } };
}

describe('adoptPrintMode', () => {
  it('takes ?print=auto from the address, remembers it and removes it from the address', () => {
    const storage = memoryStorage();
    const { replaced, history } = recorder();
    expect(adoptPrintMode({ href: 'http://abitura.test/queue/kiosk?print=auto&lang=ar' }, history, storage)).toBe('auto');
    expect(storage.values.get(PRINT_STORAGE_KEY)).toBe('auto');
    expect(replaced).toEqual(['/queue/kiosk?lang=ar']);
    // Later visits without the parameter keep printing by themselves.
    expect(adoptPrintMode({ href: 'http://abitura.test/queue/kiosk' }, history, storage)).toBe('auto');
    expect(adoptPrintMode({ href: 'http://abitura.test/queue/kiosk?print=manual' }, history, storage)).toBe('manual');
    expect(adoptPrintMode({ href: 'http://abitura.test/queue/kiosk' }, history, storage)).toBe('manual');
  });

  it('prints by hand by default and ignores a value it does not know, changing nothing', () => {
    const storage = memoryStorage({ [PRINT_STORAGE_KEY]: 'sometimes' });
    const { replaced, history } = recorder();
    expect(adoptPrintMode({ href: 'http://abitura.test/queue/kiosk?print=always' }, history, storage)).toBe('manual');
    expect(replaced).toEqual([]);
    expect(storage.values.get(PRINT_STORAGE_KEY)).toBe('sometimes');
  });

  it('still works when the browser refuses storage', () => {
    const { history } = recorder();
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(adoptPrintMode({ href: 'http://abitura.test/queue/kiosk?print=auto' }, history, broken)).toBe('auto');
    expect(adoptPrintMode({ href: 'http://abitura.test/queue/kiosk' }, history, broken)).toBe('manual');
  });
});
