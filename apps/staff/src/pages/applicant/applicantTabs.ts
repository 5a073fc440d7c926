/**
 * The tabs of the applicant's 360 view, each an address of its own (/newcontingent/view/:id/:tab,
 * proforientation by default), with the record's count each shows on its label.
 */
import type { ApplicantRecord } from '@abitura/contracts';

export const APPLICANT_TABS = ['proforientation', 'profile', 'interactions', 'applications', 'bail', 'events'] as const;
export type ApplicantTab = (typeof APPLICANT_TABS)[number];

export const DEFAULT_TAB: ApplicantTab = 'proforientation';

/** The record's count each tab shows on its label. */
export const TAB_COUNTS: Readonly<Partial<Record<ApplicantTab, keyof ApplicantRecord['counts']>>> = {
  interactions: 'interactions',
  applications: 'applications',
  bail: 'bail',
  events: 'events',
};

/**
 * The tab to show for the address's tab segment: the requested one when the page has it, else
 * the default, with `fallback` set so the page can say why.
 */
export function resolveTab(requested: string | undefined): { tab: ApplicantTab; fallback: boolean } {
  const wanted = requested ?? DEFAULT_TAB;
  const found = APPLICANT_TABS.find((tab) => tab === wanted);
  return found ? { tab: found, fallback: false } : { tab: DEFAULT_TAB, fallback: true };
}
