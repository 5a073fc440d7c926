/**
 * The stored phone numbers checked by the rule every phone field applies (validation/phone.ts):
 * numbers saved before the rule, or by a field that read the trunk 8 as the code's first digit,
 * are found here so someone can put them right.
 */
import { z } from 'zod';
import { defineAction } from './defineAction.js';
import { noParams } from './fields.js';

/** How many of the numbers found the reply lists (the count covers them all). */
export const STORED_PHONES_LISTED = 50;

/** Where a number is kept: an applicant, an organization, an organization's contact, a staff account. */
export const phoneHolderKind = z.enum(['applicant', 'organization', 'contact', 'user']);
export type PhoneHolderKind = z.infer<typeof phoneHolderKind>;

export const unreadablePhone = z.object({
  kind: phoneHolderKind,
  /** The record that holds the number: for a contact, its organization, where it is edited. */
  id: z.number().int().positive(),
  /** Whose number it is: the applicant, the organization, the contact or the user, by name. */
  name: z.string(),
  /** The number as stored. */
  phone: z.string(),
  problem: z.enum(['unreadable', 'incomplete', 'code']),
});
export type UnreadablePhone = z.infer<typeof unreadablePhone>;

export const storedPhonesCheck = z.object({
  /** Numbers read. */
  checked: z.number().int().nonnegative(),
  /** Numbers the rule does not read. */
  found: z.number().int().nonnegative(),
  /** The first of them, applicants first, then organizations, contacts and accounts, each by name. */
  items: z.array(unreadablePhone).max(STORED_PHONES_LISTED),
});
export type StoredPhonesCheck = z.infer<typeof storedPhonesCheck>;

export const checkStoredPhones = defineAction({
  name: 'Phones/CheckStored',
  permission: 'admin',
  kind: 'read',
  params: noParams,
  result: storedPhonesCheck,
  summary: `Reads every stored phone number (applicants, organizations, their contacts, staff accounts) by the rule the phone fields apply and lists those it does not read (the first ${STORED_PHONES_LISTED}, with the count).`,
});

export const storedPhoneContracts = [checkStoredPhones] as const;
