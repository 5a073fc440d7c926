import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyChunk, preloadChunk } from './pageRegistry.js';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

/** A chunk whose import the test settles by hand. */
function deferredChunk() {
  let settle: (module: { default: typeof Greeting }) => void = () => {};
  const load = vi.fn(() => new Promise<{ default: typeof Greeting }>((resolve) => (settle = resolve)));
  return { load, Chunk: lazyChunk(load), resolve: () => settle({ default: Greeting }) };
}

describe('lazyChunk', () => {
  it('loads its chunk once, whether preloaded, rendered or both', async () => {
    const { load, Chunk, resolve } = deferredChunk();
    const first = Chunk.preload();
    expect(Chunk.preload()).toBe(first);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Chunk name="Anna" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => resolve());
    expect(await screen.findByText('Hello, Anna')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a preloaded chunk at once, without suspending', async () => {
    const { Chunk, resolve } = deferredChunk();
    const loading = Chunk.preload();
    resolve();
    await loading;
    render(
      <Suspense fallback={<p>loading</p>}>
        <Chunk name="Anna" />
      </Suspense>,
    );
    expect(screen.getByText('Hello, Anna')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('preloadChunk starts a chunk and leaves plain components alone; a failed load shows when the page renders', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('chunk missing')));
    const Failing = lazyChunk(failing);
    preloadChunk(Failing);
    preloadChunk(Greeting as never);
    preloadChunk(undefined);
    expect(failing).toHaveBeenCalledTimes(1);
    await expect(Failing.preload()).rejects.toThrow('chunk missing');
  });
});
