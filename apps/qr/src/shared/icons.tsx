/**
 * The few pictures the pages show beside their words (never instead of them): results and states
 * are told by colour, icon and text together. Decorative to assistive technology.
 */
const common = { width: '1em', height: '1em', viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export function CheckIcon() {
  return (
    <svg {...common} fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
      <path d="M4 12.5l5 5L20 6.5" />
    </svg>
  );
}

export function CrossIcon() {
  return (
    <svg {...common} fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function WarningIcon() {
  return (
    <svg {...common} fill="currentColor">
      <path d="M12 2.5L1.5 21h21L12 2.5zm-1.2 6.5h2.4l-.3 6.5h-1.8L10.8 9zm1.2 8.2a1.4 1.4 0 110 2.8 1.4 1.4 0 010-2.8z" />
    </svg>
  );
}

export function ClockIcon() {
  return (
    <svg {...common} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 3" />
    </svg>
  );
}

export function BellIcon() {
  return (
    <svg {...common} fill="currentColor">
      <path d="M12 22a2.5 2.5 0 002.45-2h-4.9A2.5 2.5 0 0012 22zm7-6V11a7 7 0 00-5.5-6.84V3a1.5 1.5 0 00-3 0v1.16A7 7 0 005 11v5l-2 2v1h18v-1l-2-2z" />
    </svg>
  );
}
