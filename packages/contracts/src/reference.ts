import { z } from 'zod';
import { defineAction } from './defineAction.js';
import { entityId, noParams, trimmedString } from './fields.js';

/**
 * The reference lists of SPEC section 3, as the server stores them: one row per entry, keyed by
 * the list and the entry's code. Fixed code lists are rewritten from the SDK vocabulary at every
 * start (read only); the editable ones are only filled when missing, so administrators' changes
 * survive restarts and upgrades.
 */
export const REFERENCE_LISTS = [
  { list: 'okrugs', editable: false },
  { list: 'districts', editable: false },
  { list: 'rayons', editable: false },
  { list: 'mrsd', editable: false },
  { list: 'countries', editable: false },
  { list: 'regions', editable: false },
  { list: 'educationForms', editable: false },
  { list: 'educationLevels', editable: false },
  { list: 'studyForms', editable: false },
  { list: 'programmeTypes', editable: false },
  { list: 'gradeOptions', editable: false },
  { list: 'classProfiles', editable: false },
  { list: 'organizationTypes', editable: false },
  { list: 'organizationKinds', editable: false },
  { list: 'entranceTests', editable: false },
  { list: 'achievements', editable: false },
  { list: 'industries', editable: false },
  // Intents and event formats are closed (SPEC section 3: 14 fixed intents; in-person, online,
  // combined): reports count intents across years, and the apps name formats in every language.
  { list: 'intents', editable: false },
  { list: 'eventFormats', editable: false },
  { list: 'readiness', editable: false },
  { list: 'applicantCategories', editable: false },
  { list: 'interactionTypes', editable: false },
  { list: 'talkStatuses', editable: false },
  { list: 'callCenterEducationForms', editable: false },
  { list: 'informationSourceOptions', editable: false },
  { list: 'formTemplates', editable: false },
  { list: 'metroStations', editable: false },
  { list: 'talkThemes', editable: true },
  { list: 'informationSources', editable: true },
] as const satisfies ReadonlyArray<{ list: string; editable: boolean }>;

export type ReferenceListName = (typeof REFERENCE_LISTS)[number]['list'];

/** A list administrators may edit: its codes are checked against its entries when a record is saved. */
export type EditableListName = Extract<(typeof REFERENCE_LISTS)[number], { editable: true }>['list'];

/** The lists administrators may edit (they change from one campaign year to the next). */
export const EDITABLE_REFERENCE_LISTS = REFERENCE_LISTS.filter((entry) => entry.editable).map((entry) => entry.list) as EditableListName[];

const listNames = REFERENCE_LISTS.map((entry) => entry.list) as [ReferenceListName, ...ReferenceListName[]];
export const referenceListName = z.enum(listNames, { error: `Справочник: ${listNames.join(', ')}` });
export const editableListName = z.enum(EDITABLE_REFERENCE_LISTS as [ReferenceListName, ...ReferenceListName[]], {
  error: `Изменять можно справочники: ${EDITABLE_REFERENCE_LISTS.join(', ')}`,
});

/** An entry code: what records store. Latin letters, digits, dot, dash and underscore. */
export const referenceCode = trimmedString(1, 64).regex(/^[A-Za-z0-9._-]+$/, 'Код: латинские буквы, цифры, точка, дефис и подчёркивание');

/** The metadata key that marks a field holding a code of an editable list (see listCode). */
export const LIST_CODE_META = 'referenceList';

/**
 * A field holding a code of an editable list: the contract takes any code of the right shape, as
 * administrators add entries at run time, and the server checks it against the list's current
 * entries when a record is saved (apps/server/src/domain/reference/listCodes.ts). The mark lets the
 * server's suite find every such field of every action.
 */
export function listCode(list: EditableListName, message: string) {
  return z
    .string({ error: message })
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, message)
    .meta({ [LIST_CODE_META]: list });
}

/**
 * One entry of a reference list. `code` is what records store (numbers as their digits), `label`
 * the Russian text; `data` holds the list's own fields (the okrug's short name, an interaction
 * type's color and icon, an achievement's points). Archived entries still name old records but
 * are not offered in pickers.
 */
export const referenceItem = z.object({
  code: z.string(),
  label: z.string(),
  position: z.number().int(),
  archived: z.boolean(),
  data: z.record(z.string(), z.unknown()),
});

/** The lookup actions of SPEC section 7 and the list each one reads. */
export const LOOKUP_LISTS = {
  'Reference/Industry': 'industries',
  'Reference/Category': 'applicantCategories',
  'Reference/TalkStatus': 'talkStatuses',
  'Reference/TalkTheme': 'talkThemes',
  'Reference/Interaction': 'interactionTypes',
  'Reference/FormTemplates': 'formTemplates',
  'Reference/EventsFormat': 'eventFormats',
  'Reference/Districts': 'districts',
  'Reference/Intents': 'intents',
} as const satisfies Record<string, ReferenceListName>;

const lookupParams = z
  .object({
    /** Also return archived entries (to name old records). @default false */
    withArchived: z.boolean().default(false),
  })
  .strict();

function lookup<Name extends keyof typeof LOOKUP_LISTS>(name: Name) {
  const list = LOOKUP_LISTS[name];
  return defineAction({
    name,
    permission: { signedIn: true },
    kind: 'read',
    params: lookupParams,
    result: z.array(referenceItem),
    summary: `The \`${list}\` reference list in display order (archived entries only with withArchived).`,
  });
}

export const industryLookup = lookup('Reference/Industry');
export const categoryLookup = lookup('Reference/Category');
export const talkStatusLookup = lookup('Reference/TalkStatus');
export const talkThemeLookup = lookup('Reference/TalkTheme');
export const interactionLookup = lookup('Reference/Interaction');
export const formTemplatesLookup = lookup('Reference/FormTemplates');
export const eventsFormatLookup = lookup('Reference/EventsFormat');
export const districtsLookup = lookup('Reference/Districts');
export const intentsLookup = lookup('Reference/Intents');

export const referenceList = defineAction({
  name: 'Reference/List',
  permission: { signedIn: true },
  kind: 'read',
  params: z.object({ list: referenceListName, withArchived: z.boolean().default(false) }).strict(),
  result: z.array(referenceItem),
  summary: 'Any reference list by name, in display order (archived entries only with withArchived).',
});

export const referenceCatalogue = defineAction({
  name: 'Reference/Catalogue',
  permission: 'viewReferences',
  kind: 'read',
  params: noParams,
  result: z.array(
    z.object({
      list: referenceListName,
      editable: z.boolean(),
      count: z.number().int().nonnegative(),
      archived: z.number().int().nonnegative(),
      updatedAt: z.iso.datetime({ offset: true }).nullable(),
    }),
  ),
  summary: 'Every reference list with its entry counts, whether administrators may edit it, and when it last changed.',
});

const itemLabel = trimmedString(1, 200);
const itemData = z.record(z.string().max(64), z.union([z.string().max(500), z.number(), z.boolean(), z.null()])).refine((value) => Object.keys(value).length <= 20, 'Не больше 20 полей');

export const createReferenceItem = defineAction({
  name: 'Reference/CreateItem',
  permission: 'manageReferences',
  kind: 'write',
  params: z.object({ list: editableListName, code: referenceCode, label: itemLabel, data: itemData.optional() }).strict(),
  result: referenceItem,
  summary: 'Adds an entry at the end of an editable reference list; the code must be new to the list. Audited.',
});

export const updateReferenceItem = defineAction({
  name: 'Reference/UpdateItem',
  permission: 'manageReferences',
  kind: 'write',
  params: z
    .object({
      list: editableListName,
      code: referenceCode,
      label: itemLabel.optional(),
      archived: z.boolean().optional(),
      /** The entry's new place, 1 for first; later entries move down. */
      position: z.number().int().min(1).max(10_000).optional(),
      data: itemData.optional(),
    })
    .strict()
    .refine((value) => value.label !== undefined || value.archived !== undefined || value.position !== undefined || value.data !== undefined, {
      message: 'Укажите, что изменить: label, archived, position или data',
      path: ['label'],
    }),
  result: z.array(referenceItem),
  summary: 'Renames, archives, restores or moves an entry of an editable reference list; returns the whole list. Audited.',
});

/** `'t'`/`'f'` as the legacy search filters spell booleans, or a boolean. */
export const flag = z.union([z.boolean(), z.enum(['t', 'f']).transform((value) => value === 't')]);

/** An organization as pickers list it; the first entry is always the unknown placeholder. */
export const organizationOption = z.object({
  id: z.union([entityId, z.literal('custom-unknown')]),
  type: z.string().nullable(),
  name: z.string(),
  short_name: z.string().nullable(),
  organization_id: z.string().nullable(),
});

/** Most organizations Reference/Organization returns; its search narrows bigger registries. */
export const MAX_ORGANIZATION_OPTIONS = 20_000;

export const referenceOrganization = defineAction({
  name: 'Reference/Organization',
  permission: { signedIn: true },
  kind: 'read',
  params: z
    .object({
      search: z
        .object({
          /** 't' (operating, the default) or 'f' (closed). */
          status: flag.default(true),
          type: z.enum(['school', 'college', 'deputy', 'higher']).optional(),
          /** Part of the name, short name or organization_id. */
          text: z.string().trim().max(100).optional(),
        })
        .strict()
        .default({ status: true }),
    })
    .strict(),
  result: z.array(organizationOption),
  summary: `Organizations for pickers, by name: the 'Не указано' placeholder first, then those matching the search (at most ${MAX_ORGANIZATION_OPTIONS}).`,
});

/** A building (campus) of an organization. */
export const building = z.object({
  id: entityId,
  organization: entityId,
  organization_id: z.string().nullable(),
  name: z.string().nullable(),
  address: z.string(),
  okrug: z.string().nullable(),
  district: z.string().nullable(),
  /** Nearest metro stations, nearest first. */
  metro: z.array(z.string()),
  is_deleted: z.boolean(),
  deleted_at: z.iso.datetime({ offset: true }).nullable(),
});

export const referenceOrganizationBuilds = defineAction({
  name: 'Reference/OrganizationBuilds',
  permission: { signedIn: true },
  kind: 'read',
  params: z
    .object({
      search: z
        .object({
          organization: z
            .object({
              /** The organization's organization_id (its registry code). */
              organization_id: trimmedString(1, 64),
              /** 'f' (the default): standing buildings; 't': the deleted ones. */
              is_deleted: flag.default(false),
            })
            .strict(),
        })
        .strict(),
      config: z
        .object({
          orderBy: z.enum(['name', 'address']).default('address'),
        })
        .strict()
        .default({ orderBy: 'address' }),
    })
    .strict(),
  result: z.array(building),
  summary: "An organization's buildings (by its organization_id): standing ones, or the deleted ones with is_deleted 't'.",
});

/** Vacant places a college offers on a speciality (published for admission and transfer). */
export const vacancy = z.object({
  id: entityId,
  spec: z.object({ code: z.string(), name: z.string() }),
  organization: z.object({ id: entityId, name: z.string(), short_name: z.string().nullable() }),
  base_grade: z.string().nullable(),
  study_form: z.string().nullable(),
  budget_places: z.number().int().nonnegative(),
  paid_places: z.number().int().nonnegative(),
  updated_at: z.iso.datetime({ offset: true }),
});

/** Most vacancies one call returns. */
export const MAX_VACANCIES = 5_000;

export const referenceVacancy = defineAction({
  name: 'Reference/Vacancy',
  permission: { signedIn: true },
  kind: 'read',
  params: z
    .object({
      search: z
        .object({ organization: entityId.optional(), spec: trimmedString(1, 20).optional() })
        .strict()
        .default({}),
    })
    .strict(),
  result: z.array(vacancy),
  summary: `Vacant places by college and speciality, optionally of one organization or speciality (at most ${MAX_VACANCIES}).`,
});

/** A programme as pickers list it. */
export const programOption = z.object({
  id: entityId,
  code: z.string(),
  name: z.string(),
  organization: entityId,
  speciality_code: z.string(),
  education_form: z.number().int(),
});

/** Most programmes Reference/GetAllProgram returns; narrow bigger catalogues by organization or speciality. */
export const MAX_PROGRAM_OPTIONS = 20_000;

export const referenceGetAllProgram = defineAction({
  name: 'Reference/GetAllProgram',
  permission: { signedIn: true },
  kind: 'read',
  params: z
    .object({
      search: z
        .object({ organization: entityId.optional(), speciality: trimmedString(1, 20).optional() })
        .strict()
        .default({}),
    })
    .strict(),
  result: z.array(programOption),
  summary: `Education programmes for pickers, by college and code, optionally of one college or speciality (at most ${MAX_PROGRAM_OPTIONS}).`,
});

/** The reference actions, in catalogue order. */
export const referenceContracts = [
  referenceCatalogue,
  referenceList,
  industryLookup,
  categoryLookup,
  talkStatusLookup,
  talkThemeLookup,
  interactionLookup,
  formTemplatesLookup,
  eventsFormatLookup,
  districtsLookup,
  intentsLookup,
  createReferenceItem,
  updateReferenceItem,
  referenceOrganization,
  referenceOrganizationBuilds,
  referenceVacancy,
  referenceGetAllProgram,
] as const;

export type ReferenceItem = z.infer<typeof referenceItem>;
export type OrganizationOption = z.infer<typeof organizationOption>;
export type Building = z.infer<typeof building>;
export type Vacancy = z.infer<typeof vacancy>;
export type ProgramOption = z.infer<typeof programOption>;
