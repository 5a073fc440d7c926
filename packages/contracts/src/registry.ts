import { accessManagementContracts } from './accessManagement.js';
import { admissionApplicationContracts } from './admissionApplications.js';
import { admissionImportContracts } from './admissionImport.js';
import { admissionRankingContracts } from './admissionRanking.js';
import { admissionSeasonContracts } from './admissionSeasons.js';
import { admissionValidationContracts } from './admissionValidation.js';
import { applicantImportContracts } from './applicantImport.js';
import type { ActionContract, ActionMapOf } from './defineAction.js';
import { calendarContracts } from './calendar.js';
import { callServiceContracts } from './callService.js';
import { careerEventContracts } from './careerEvents.js';
import { callInteractionContracts } from './callInteraction.js';
import { contingentContracts } from './contingent.js';
import { emailTemplateContracts } from './emailTemplates.js';
import { entranceTestContracts } from './entranceTests.js';
import { eventContracts } from './events.js';
import { interactionContracts } from './interaction.js';
import { letterContracts } from './letters.js';
import { oneTimePasswordContracts } from './oneTimePassword.js';
import { organizationContracts } from './organization.js';
import { programContracts } from './programs.js';
import { queueContracts } from './queue.js';
import { referenceContracts } from './reference.js';
import { searchContracts } from './search.js';
import { storedPhoneContracts } from './storedPhones.js';
import { ticketCheckInContracts } from './ticketCheckIn.js';
import { userContracts } from './user.js';

/**
 * Every action contract: the one registry the server, the SDK, the docs generator and the
 * access-matrix and fuzz tests iterate (DESIGN section 3). Add a domain's contracts here.
 */
export const contracts = [
  ...userContracts,
  ...accessManagementContracts,
  ...oneTimePasswordContracts,
  ...eventContracts,
  ...referenceContracts,
  ...organizationContracts,
  ...programContracts,
  ...contingentContracts,
  ...applicantImportContracts,
  ...interactionContracts,
  ...callServiceContracts,
  ...calendarContracts,
  ...letterContracts,
  ...emailTemplateContracts,
  ...callInteractionContracts,
  ...careerEventContracts,
  ...queueContracts,
  ...ticketCheckInContracts,
  ...searchContracts,
  ...storedPhoneContracts,
  ...admissionSeasonContracts,
  ...admissionApplicationContracts,
  ...admissionImportContracts,
  ...entranceTestContracts,
  ...admissionValidationContracts,
  ...admissionRankingContracts,
] as const;

/** Action name to its params (input) and result (output) types, for a typed `call()`. */
export type ActionMap = ActionMapOf<typeof contracts>;

/** Every declared action name. */
export type ActionName = keyof ActionMap;

/** Any contract of the registry. */
export type RegisteredContract = (typeof contracts)[number];

const byName: ReadonlyMap<string, RegisteredContract> = new Map(contracts.map((contract) => [contract.name, contract]));

/** The contract declared for an action name, or undefined for an unknown action. */
export function findContract<Name extends ActionName>(name: Name): Extract<RegisteredContract, { name: Name }>;
export function findContract(name: string): RegisteredContract | undefined;
export function findContract(name: string): ActionContract | undefined {
  return byName.get(name);
}
