import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryConfigStore } from '@abitura/sdk';
import { createPrefs, DeviceUiProvider } from '@abitura/ui/device';
import { createTestClient } from '@abitura/ui/testing';
import type { Responder } from '@abitura/ui/testing';
import { TvApp } from '../components/TvApp.js';
import { tvResources } from '../resources.js';
import type { AnnouncerOptions } from '../sound/announcer.js';
import { createTvBoard } from '../tvBoard.js';
import type { TvBoard, TvBoardOptions } from '../tvBoard.js';
import { createUtterance, FakeAudio, FakeSpeech } from './soundStandIns.js';

export interface RenderBoardOptions {
  language?: 'ru' | 'en' | 'fr' | 'ar';
  respond?: Responder;
  apiKey?: string;
  sound?: Partial<AnnouncerOptions>;
  /** A client of the test's own instead of createTestClient's. */
  client?: TvBoardOptions['client'];
}

/** The whole board app as main.tsx mounts it, on a test client, stand-in speech and audio. */
export function renderBoard(options: RenderBoardOptions = {}) {
  const test = createTestClient({ subsystem: 'tv', settings: { apiKey: options.apiKey ?? 'tv-key' }, ...(options.respond ? { respond: options.respond } : {}) });
  const speech = new FakeSpeech();
  const audio = new FakeAudio();
  const board: TvBoard = createTvBoard({
    client: options.client ?? test.client,
    sound: { speech, createUtterance, createAudio: () => audio, hasBeenActive: () => true, ...options.sound },
    storage: null,
  });
  const prefs = createPrefs({ store: createMemoryConfigStore(JSON.stringify({ language: options.language ?? 'ru' })) });
  const view = render(
    <StrictMode>
      <DeviceUiProvider client={test.client} resources={tvResources} prefs={prefs}>
        <TvApp board={board} />
      </DeviceUiProvider>
    </StrictMode>,
  );
  return { ...test, board, speech, audio, view };
}
