/**
 * Which tabs an organization's page has: every type has the card, contacts, buildings, vacancies
 * and interactions; colleges add their programmes, and schools the applicants who study there
 * (for those allowed to see the contingent). Each tab is an address of its own.
 */
import type { OrganizationCard, OrganizationTypeName } from '@abitura/contracts';
import { VIEW_CONTINGENT } from './permissions.js';

export const ORGANIZATION_TABS = ['main', 'contacts', 'buildings', 'vacancies', 'programs', 'interactions', 'students'] as const;
export type OrganizationTab = (typeof ORGANIZATION_TABS)[number];


/** The card's count each tab shows on its label. */
export const TAB_COUNTS: Readonly<Partial<Record<OrganizationTab, keyof OrganizationCard['counts']>>> = {
  contacts: 'responsibles',
  buildings: 'buildings',
  vacancies: 'vacancies',
  programs: 'programs',
  interactions: 'interactions',
  students: 'students',
};

/** The tabs of an organization of `type`, in display order. */
export function tabsFor(type: OrganizationTypeName, can: (permission: string) => boolean): OrganizationTab[] {
  return ORGANIZATION_TABS.filter((tab) => {
    if (tab === 'programs') return type === 'college';
    if (tab === 'students') return type === 'school' && can(VIEW_CONTINGENT);
    return true;
  });
}

/**
 * The tab to show for the address's tab segment: the requested one when this organization has it,
 * else the main tab, with `fallback` set so the page can say why.
 */
export function resolveTab(requested: string | undefined, available: readonly OrganizationTab[]): { tab: OrganizationTab; fallback: boolean } {
  const wanted = requested ?? 'main';
  const found = available.find((tab) => tab === wanted);
  return found ? { tab: found, fallback: false } : { tab: 'main', fallback: true };
}
