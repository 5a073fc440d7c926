export { abituraTheme, abituraRtlTheme, createAbituraTheme, themeFor } from './abituraTheme.js';
export { PRIMARY_SCALE, contrastRatio, relativeLuminance } from './palette.js';
export { emotionCacheFor, EMOTION_CACHE_KEYS } from './emotionCaches.js';
