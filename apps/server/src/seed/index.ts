/**
 * `@abitura/server/seed`: the demo data's generators for the benchmarks that build data sets of
 * their own (bench/search, bench/registryLists), by name. Resolved from source only.
 */
export { DEMO_SEED } from './demoSeed.js';
export { createRandom } from './prng.js';
export { METRO_BY_OKRUG } from './registry/moscowStreets.js';
export { planOrganizations } from './registry/planOrganizations.js';
export { registryStep } from './registry/registryStep.js';
export { agreesInGender, FEMALE_NAMES, feminineSurname, fullName, MALE_NAMES, randomRussianName, SURNAMES, transliterate } from './russianNames.js';
