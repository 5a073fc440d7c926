/** Rate limits both sides apply: the server enforces them, the client paces itself by them. */
export { SlidingWindow } from './slidingWindow.js';
export { TokenBucket, WS_FRAME_LIMITS } from './tokenBucket.js';
