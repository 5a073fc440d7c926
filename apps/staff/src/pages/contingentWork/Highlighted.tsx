/** Text with the parts the search matched marked, so a person sees why a hit came up. */
import { highlightParts } from './matchHighlight.js';

export function Highlighted({ text, query, by, enabled = true }: { text: string; query: string; by: 'words' | 'digits'; enabled?: boolean }) {
  if (!enabled) return <>{text}</>;
  return (
    <>
      {highlightParts(text, query, by).map((part, index) =>
        part.match ? (
          <mark key={index} style={{ background: 'var(--joy-palette-warning-softBg)', color: 'inherit', borderRadius: 2 }}>
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
