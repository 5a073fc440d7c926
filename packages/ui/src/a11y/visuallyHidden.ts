/**
 * Hidden on screen, read by screen readers: table captions, the words behind an icon or a
 * colour, a live status line. As a style object for `style` or Joy's `sx`.
 */
export const visuallyHidden = Object.freeze({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const);
