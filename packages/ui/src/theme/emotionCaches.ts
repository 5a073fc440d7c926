// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- stylis ships no types: the declaration must reach every program that compiles this file (the apps too), and an import of a .d.ts cannot
/// <reference path="./stylis.d.ts" />
/**
 * One emotion cache per direction. The rtl cache runs stylis-plugin-rtl, which flips physical CSS
 * (margin-left, left, border-radius corners...) in every Joy and app style, so components need no
 * per-direction code. Separate keys keep the two sets of class names apart while the language
 * switches back and forth on one page.
 */
import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from '../i18n/locale.js';

export const EMOTION_CACHE_KEYS = { ltr: 'joy-ltr', rtl: 'joy-rtl' } as const;

const caches: Partial<Record<Direction, EmotionCache>> = {};

/** Created on first use, so importing this module touches no document (Node, tests). */
export function emotionCacheFor(direction: Direction): EmotionCache {
  let cache = caches[direction];
  if (cache === undefined) {
    cache =
      direction === 'rtl'
        ? // Giving stylisPlugins replaces emotion's defaults, so the prefixer is listed again.
          createCache({ key: EMOTION_CACHE_KEYS.rtl, stylisPlugins: [prefixer, rtlPlugin] })
        : createCache({ key: EMOTION_CACHE_KEYS.ltr });
    caches[direction] = cache;
  }
  return cache;
}
