/**
 * Glyphs of the sign-in pages as inline SVG on a 24-unit grid, in the manner of
 * components/icons.tsx: no emoji or icon font is assumed, they take the text colour and size.
 */
import SvgIcon from '@mui/joy/SvgIcon';
import type { ReactNode } from 'react';

const STROKE = { fontSize: '1em', fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

function AuthIcon({ children }: { children: ReactNode }) {
  return (
    <SvgIcon viewBox="0 0 24 24" color="inherit" aria-hidden focusable="false" sx={STROKE}>
      {children}
    </SvgIcon>
  );
}

export const MailIcon = () => (
  <AuthIcon>
    <rect x="3" y="5.5" width="18" height="13" rx="2" />
    <path d="M3.5 7l8.5 6 8.5-6" />
  </AuthIcon>
);

export const BrokenLinkIcon = () => (
  <AuthIcon>
    <path d="M9.5 14.5l-1.8 1.8a3 3 0 0 1-4.2-4.2l2.8-2.8a3 3 0 0 1 3.6-.5M14.5 9.5l1.8-1.8a3 3 0 0 1 4.2 4.2l-2.8 2.8a3 3 0 0 1-3.6.5M4 4l2 2M20 20l-2-2" />
  </AuthIcon>
);

export const HourglassIcon = () => (
  <AuthIcon>
    <path d="M6.5 3.5h11M6.5 20.5h11M7.5 3.5c0 5 9 5 9 8.5s-9 3.5-9 8.5M16.5 3.5c0 5-9 5-9 8.5s9 3.5 9 8.5" />
  </AuthIcon>
);

export const CheckIcon = () => (
  <AuthIcon>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </AuthIcon>
);

export const DotIcon = () => (
  <AuthIcon>
    <circle cx="12" cy="12" r="2.5" />
  </AuthIcon>
);

export const InfoIcon = () => (
  <AuthIcon>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 11v5.5M12 7.6v.1" />
  </AuthIcon>
);
