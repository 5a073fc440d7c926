/**
 * A left-to-right value (a phone, an e-mail) on a line of its own that never breaks inside, so an
 * Arabic page neither reverses nor splits it.
 */
import type { ReactNode } from 'react';

export function LtrLine({ children }: { children: ReactNode }) {
  return (
    <span dir="ltr" style={{ display: 'block', whiteSpace: 'nowrap' }}>
      {children}
    </span>
  );
}
