import type { Triple } from '../../api/schemas';
import type { SampleWorld } from './sample-world';
import { wholeNumberText } from '../../lib/whole-number-text';

/*
 * The large world, for performance work: a synthetic catalogue of minor
 * planets, generated (not shipped) so that the mock stays small. A seeded
 * generator makes every run produce the same triples.
 */

const MINOR_PLANET_COUNT = 6_500;
const TRIPLES_PER_PLANET = 8;

const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const RDFS_LABEL = 'http://www.w3.org/2000/01/rdf-schema#label';
const XSD = 'http://www.w3.org/2001/XMLSchema#';
const MP = 'http://example.org/minor-planets/';

const ORBIT_CLASSES = ['Main belt', 'Apollo', 'Aten', 'Amor', 'Jupiter trojan', 'Hilda', 'Centaur', 'Trans-Neptunian'];
const SITES = ['Palomar', 'La Silla', 'Kitt Peak', 'Mauna Kea', 'Siding Spring', 'Catalina', 'Socorro', 'Haleakalā'];
const NAME_ROOTS = [
  'Aster',
  'Bel',
  'Cor',
  'Dia',
  'Eri',
  'Fen',
  'Gal',
  'Hel',
  'Iri',
  'Jun',
  'Kal',
  'Lum',
  'Mir',
  'Nox',
  'Ori',
  'Pal',
  'Qui',
  'Rho',
  'Sel',
  'Tar',
  'Ul',
  'Vey',
  'Wen',
  'Xan',
  'Yra',
  'Zel',
];
const NAME_ENDINGS = ['a', 'ia', 'on', 'us', 'is', 'ene', 'ara', 'ix', 'ora', 'eth'];
const HALF_MONTH_LETTERS = 'ABCDEFGHJKLMNOPQRSTUVWXY';

/** mulberry32: a tiny seeded generator, so the catalogue is the same on every run. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const typed = (value: string, datatype: string) => `"${value}"^^<${XSD}${datatype}>`;

export function generateMinorPlanetTriples(count = MINOR_PLANET_COUNT): Triple[] {
  const random = seededRandom(20_260_101);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const triples: Triple[] = [];
  for (let number = 1; number <= count; number++) {
    const subject = `${MP}${number}`;
    const year = 1990 + Math.floor(random() * 35);
    const month = 1 + Math.floor(random() * 12);
    const day = 1 + Math.floor(random() * 28);
    const designation = `${year} ${pick(Array.from(HALF_MONTH_LETTERS))}${pick(Array.from(HALF_MONTH_LETTERS))}${Math.floor(random() * 200)}`;
    const name = `${pick(NAME_ROOTS)}${pick(NAME_ENDINGS)}`;
    const orbitClass = pick(ORBIT_CLASSES);
    const add = (predicate: string, object: string) => triples.push({ subject, predicate, object });
    add(RDF_TYPE, `${MP}MinorPlanet`);
    add(RDFS_LABEL, `(${number}) ${name}`);
    add(`${MP}provisionalDesignation`, designation);
    add(`${MP}orbitClass`, orbitClass);
    add(`${MP}semiMajorAxisAU`, typed((1 + random() * 4).toFixed(4), 'double'));
    add(`${MP}eccentricity`, typed((random() * 0.4).toFixed(4), 'double'));
    add(`${MP}discoverySite`, SITES[number % SITES.length] as string);
    add(
      `${MP}discoveryDate`,
      typed(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, 'date'),
    );
  }
  return triples;
}

export const minorPlanets: Omit<SampleWorld, 'triples'> = {
  id: 'minor-planets',
  name: 'Minor Planet Catalogue (synthetic)',
  description: `A generated catalogue of ${wholeNumberText(MINOR_PLANET_COUNT)} minor planets, ${wholeNumberText(MINOR_PLANET_COUNT * TRIPLES_PER_PLANET)} triples in all: names, provisional designations, orbit classes, orbital elements and discovery dates. The values are synthetic; the world exists to show how the dashboard behaves on a large knowledge base.`,
  createdAt: Date.UTC(2025, 8, 1),
  updatedAt: Date.UTC(2025, 10, 14),
};
