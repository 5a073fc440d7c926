/**
 * Where demo organizations stand: an okrug weighted by how many people live there, a rayon of
 * that okrug, a real street, the nearest metro, the council (МРСД) the okrug's schools belong to,
 * and Moscow phone numbers.
 */
import { DISTRICTS, RAYONS_BY_OKRUG, type DistrictCode } from '@abitura/contracts/vocabulary';
import type { Random } from '../prng.js';
import { METRO_BY_OKRUG, STREETS_BY_OKRUG } from './moscowStreets.js';

/** One of `entries` with a chance proportional to its weight. */
export function pickWeighted<T>(random: Random, entries: ReadonlyArray<readonly [T, number]>): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return (entries[entries.length - 1] as readonly [T, number])[0];
}

/** Roughly each okrug's share of Moscow's population, so the centre is not as crowded as Южный. */
const OKRUG_WEIGHTS: ReadonlyArray<readonly [DistrictCode, number]> = [
  ['CAO', 6], ['SAO', 9], ['SVAO', 11], ['VAO', 12], ['UVAO', 11], ['UAO', 14],
  ['UZAO', 11], ['ZAO', 11], ['SZAO', 8], ['ZelAO', 2], ['NAO', 4], ['TAO', 1],
];

/**
 * The councils of directors (МРСД 1–37) by okrug, as ranges: councils are formed from
 * neighbouring schools, so a council never spans two okrugs here.
 */
export const MRSD_BY_OKRUG: Readonly<Record<DistrictCode, readonly [number, number]>> = {
  CAO: [1, 3], SAO: [4, 7], SVAO: [8, 11], VAO: [12, 15], UVAO: [16, 19], UAO: [20, 24],
  UZAO: [25, 28], ZAO: [29, 32], SZAO: [33, 35], ZelAO: [36, 36], NAO: [37, 37], TAO: [37, 37],
};

export const randomOkrug = (random: Random): DistrictCode => pickWeighted(random, OKRUG_WEIGHTS);

export interface Place {
  readonly okrug: DistrictCode;
  readonly district: string;
  readonly address: string;
  /** The address as the city's ASUR register writes it: okrug and rayon first. */
  readonly addressAsur: string;
}

/** A street address in a rayon of the okrug (a random okrug when none is given). */
export function randomPlace(random: Random, okrug: DistrictCode = randomOkrug(random)): Place {
  const district = random.pick(RAYONS_BY_OKRUG[okrug]);
  const street = random.pick(STREETS_BY_OKRUG[okrug]);
  const house = `д. ${random.int(1, 120)}${random.chance(0.15) ? `, корп. ${random.int(1, 5)}` : random.chance(0.2) ? `, стр. ${random.int(1, 9)}` : ''}`;
  const short = DISTRICTS.find((entry) => entry.code === okrug)?.short ?? okrug;
  return { okrug, district, address: `г. Москва, ${street}, ${house}`, addressAsur: `${short}, район ${district}, ${street}, ${house}` };
}

/** One to three stations near the okrug, nearest first; none where the okrug has no metro. */
export function nearestMetro(random: Random, okrug: DistrictCode): string[] {
  const stations = METRO_BY_OKRUG[okrug];
  if (stations.length === 0) return [];
  return random.shuffle(stations).slice(0, random.int(1, 3));
}

export const randomMrsd = (random: Random, okrug: DistrictCode): number => random.int(...MRSD_BY_OKRUG[okrug]);

const digits = (random: Random, count: number) => Array.from({ length: count }, () => random.int(0, 9)).join('');

/** A Moscow landline (+7 495 or +7 499), stored as the contracts normalize phones. */
export const cityPhone = (random: Random): string => `+7${random.pick(['495', '499'])}${digits(random, 7)}`;

/** A Russian mobile number. */
export const mobilePhone = (random: Random): string => `+79${digits(random, 9)}`;

/**
 * Registry codes (organization_id) that never repeat in one seed: seven digits, as the city's
 * education register (ЕКИС) numbers organizations.
 */
export function registryCodes(random: Random): () => string {
  const used = new Set<string>();
  return () => {
    let code = String(random.int(1_000_000, 9_999_999));
    while (used.has(code)) code = String(random.int(1_000_000, 9_999_999));
    used.add(code);
    return code;
  };
}

/** An INN of a Moscow legal entity: 10 digits beginning with the region code 77. */
export const moscowInn = (random: Random): string => `77${digits(random, 8)}`;
