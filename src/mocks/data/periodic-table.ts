import { langLiteral, typedLiteral, vocab } from './literal';
import type { SampleWorld } from './sample-world';

type Triple = SampleWorld['triples'][number];

const { rdf, rdfs, owl, xsd, skos, wd, wdt } = vocab;

const el = (local: string): string => 'http://example.org/elements/' + local;

const integer = (value: number): string => typedLiteral(String(value), xsd('integer'));
const decimal = (lexical: string): string => typedLiteral(lexical, xsd('decimal'));
const gYear = (year: number): string => typedLiteral(String(year), xsd('gYear'));
const en = (text: string): string => langLiteral(text, 'en');

const triples: Triple[] = [];
const add = (subject: string, predicate: string, object: string): void => {
  triples.push({ subject, predicate, object });
};

// --- Vocabulary ------------------------------------------------------------

add(el('ChemicalElement'), rdfs('label'), en('Chemical element'));
add(el('ChemicalElement'), owl('equivalentClass'), wd('Q11344'));

type Phase = 'Solid' | 'Liquid' | 'Gas';
const PHASES: readonly Phase[] = ['Solid', 'Liquid', 'Gas'];
for (const phase of PHASES) {
  add(el(phase), rdfs('label'), en(phase.toLowerCase()));
}

const propertyLabels: ReadonlyArray<[local: string, label: string, comment?: string]> = [
  [
    'standardAtomicWeight',
    'standard atomic weight',
    'Abridged standard atomic weight from IUPAC (a dimensionless relative atomic mass).',
  ],
  ['group', 'group', 'IUPAC group number, 1 to 18.'],
  ['period', 'period'],
  ['phaseAtSTP', 'phase at STP', 'Phase at standard temperature and pressure (0 °C, 100 kPa).'],
  ['discoveredBy', 'discovered by'],
  ['discoveryYear', 'year of discovery'],
  [
    'isolatedBy',
    'first isolated by',
    'Used where the first isolation of the element is credited separately from its discovery.',
  ],
  ['isolationYear', 'year of first isolation'],
  ['predictedBy', 'predicted by'],
  ['knownSinceAntiquity', 'known since antiquity'],
];

for (const [local, label, comment] of propertyLabels) {
  add(el(local), rdfs('label'), en(label));
  if (comment) add(el(local), rdfs('comment'), en(comment));
}

// --- Elements --------------------------------------------------------------

type Lang = 'fr' | 'de' | 'es' | 'ja';

interface Element {
  z: number;
  symbol: string;
  name: string;
  /** IUPAC abridged standard atomic weight, as an xsd:decimal lexical form */
  weight: string;
  group: number;
  period: number;
  phase: Phase;
  wikidata?: string;
  labels?: Readonly<Record<Lang, string>>;
  discoveredBy?: string;
  discoveryYear?: number;
  isolatedBy?: string;
  isolationYear?: number;
  predictedBy?: string;
  antiquity?: boolean;
}

const elements: readonly Element[] = [
  {
    z: 1,
    symbol: 'H',
    name: 'Hydrogen',
    weight: '1.0080',
    group: 1,
    period: 1,
    phase: 'Gas',
    wikidata: 'Q556',
    labels: { fr: 'Hydrogène', de: 'Wasserstoff', es: 'Hidrógeno', ja: '水素' },
    discoveredBy: 'Henry Cavendish',
    discoveryYear: 1766,
  },
  {
    z: 2,
    symbol: 'He',
    name: 'Helium',
    weight: '4.0026',
    group: 18,
    period: 1,
    phase: 'Gas',
    wikidata: 'Q560',
    labels: { fr: 'Hélium', de: 'Helium', es: 'Helio', ja: 'ヘリウム' },
    discoveredBy: 'Pierre Janssen and Norman Lockyer',
    discoveryYear: 1868,
    isolatedBy: 'William Ramsay, Per Teodor Cleve and Abraham Langlet',
    isolationYear: 1895,
  },
  {
    z: 3,
    symbol: 'Li',
    name: 'Lithium',
    weight: '6.94',
    group: 1,
    period: 2,
    phase: 'Solid',
    discoveredBy: 'Johan August Arfwedson',
    discoveryYear: 1817,
  },
  {
    z: 4,
    symbol: 'Be',
    name: 'Beryllium',
    weight: '9.0122',
    group: 2,
    period: 2,
    phase: 'Solid',
    discoveredBy: 'Louis Nicolas Vauquelin',
    discoveryYear: 1798,
  },
  {
    z: 5,
    symbol: 'B',
    name: 'Boron',
    weight: '10.81',
    group: 13,
    period: 2,
    phase: 'Solid',
    discoveredBy: 'Joseph Louis Gay-Lussac, Louis Jacques Thénard and Humphry Davy',
    discoveryYear: 1808,
  },
  {
    z: 6,
    symbol: 'C',
    name: 'Carbon',
    weight: '12.011',
    group: 14,
    period: 2,
    phase: 'Solid',
    wikidata: 'Q623',
    antiquity: true,
  },
  {
    z: 7,
    symbol: 'N',
    name: 'Nitrogen',
    weight: '14.007',
    group: 15,
    period: 2,
    phase: 'Gas',
    discoveredBy: 'Daniel Rutherford',
    discoveryYear: 1772,
  },
  {
    z: 8,
    symbol: 'O',
    name: 'Oxygen',
    weight: '15.999',
    group: 16,
    period: 2,
    phase: 'Gas',
    wikidata: 'Q629',
    labels: { fr: 'Oxygène', de: 'Sauerstoff', es: 'Oxígeno', ja: '酸素' },
    // Scheele and Priestley found it independently in the 1770s; no single year is given.
    discoveredBy: 'Carl Wilhelm Scheele and Joseph Priestley',
  },
  {
    z: 9,
    symbol: 'F',
    name: 'Fluorine',
    weight: '18.998',
    group: 17,
    period: 2,
    phase: 'Gas',
    isolatedBy: 'Henri Moissan',
    isolationYear: 1886,
  },
  {
    z: 10,
    symbol: 'Ne',
    name: 'Neon',
    weight: '20.180',
    group: 18,
    period: 2,
    phase: 'Gas',
    discoveredBy: 'William Ramsay and Morris Travers',
    discoveryYear: 1898,
  },
  {
    z: 11,
    symbol: 'Na',
    name: 'Sodium',
    weight: '22.990',
    group: 1,
    period: 3,
    phase: 'Solid',
    discoveredBy: 'Humphry Davy',
    discoveryYear: 1807,
  },
  {
    z: 12,
    symbol: 'Mg',
    name: 'Magnesium',
    weight: '24.305',
    group: 2,
    period: 3,
    phase: 'Solid',
    isolatedBy: 'Humphry Davy',
    isolationYear: 1808,
  },
  {
    z: 13,
    symbol: 'Al',
    name: 'Aluminium',
    weight: '26.982',
    group: 13,
    period: 3,
    phase: 'Solid',
    isolatedBy: 'Hans Christian Ørsted',
  },
  {
    z: 14,
    symbol: 'Si',
    name: 'Silicon',
    weight: '28.085',
    group: 14,
    period: 3,
    phase: 'Solid',
    isolatedBy: 'Jöns Jacob Berzelius',
  },
  {
    z: 15,
    symbol: 'P',
    name: 'Phosphorus',
    weight: '30.974',
    group: 15,
    period: 3,
    phase: 'Solid',
    discoveredBy: 'Hennig Brand',
    discoveryYear: 1669,
  },
  { z: 16, symbol: 'S', name: 'Sulfur', weight: '32.06', group: 16, period: 3, phase: 'Solid', antiquity: true },
  {
    z: 17,
    symbol: 'Cl',
    name: 'Chlorine',
    weight: '35.45',
    group: 17,
    period: 3,
    phase: 'Gas',
    discoveredBy: 'Carl Wilhelm Scheele',
    discoveryYear: 1774,
  },
  {
    z: 18,
    symbol: 'Ar',
    name: 'Argon',
    weight: '39.95',
    group: 18,
    period: 3,
    phase: 'Gas',
    discoveredBy: 'Lord Rayleigh and William Ramsay',
    discoveryYear: 1894,
  },
  {
    z: 19,
    symbol: 'K',
    name: 'Potassium',
    weight: '39.098',
    group: 1,
    period: 4,
    phase: 'Solid',
    discoveredBy: 'Humphry Davy',
    discoveryYear: 1807,
  },
  {
    z: 20,
    symbol: 'Ca',
    name: 'Calcium',
    weight: '40.078',
    group: 2,
    period: 4,
    phase: 'Solid',
    discoveredBy: 'Humphry Davy',
    discoveryYear: 1808,
  },
  {
    z: 21,
    symbol: 'Sc',
    name: 'Scandium',
    weight: '44.956',
    group: 3,
    period: 4,
    phase: 'Solid',
    discoveredBy: 'Lars Fredrik Nilson',
    discoveryYear: 1879,
    predictedBy: 'Dmitri Mendeleev',
  },
  {
    z: 22,
    symbol: 'Ti',
    name: 'Titanium',
    weight: '47.867',
    group: 4,
    period: 4,
    phase: 'Solid',
    discoveredBy: 'William Gregor',
    discoveryYear: 1791,
  },
  {
    z: 23,
    symbol: 'V',
    name: 'Vanadium',
    weight: '50.942',
    group: 5,
    period: 4,
    phase: 'Solid',
    discoveredBy: 'Andrés Manuel del Río',
    discoveryYear: 1801,
  },
  {
    z: 24,
    symbol: 'Cr',
    name: 'Chromium',
    weight: '51.996',
    group: 6,
    period: 4,
    phase: 'Solid',
    discoveredBy: 'Louis Nicolas Vauquelin',
    discoveryYear: 1797,
  },
  {
    z: 25,
    symbol: 'Mn',
    name: 'Manganese',
    weight: '54.938',
    group: 7,
    period: 4,
    phase: 'Solid',
    discoveredBy: 'Carl Wilhelm Scheele',
    discoveryYear: 1774,
  },
  {
    z: 26,
    symbol: 'Fe',
    name: 'Iron',
    weight: '55.845',
    group: 8,
    period: 4,
    phase: 'Solid',
    wikidata: 'Q677',
    labels: { fr: 'Fer', de: 'Eisen', es: 'Hierro', ja: '鉄' },
    antiquity: true,
  },
  {
    z: 27,
    symbol: 'Co',
    name: 'Cobalt',
    weight: '58.933',
    group: 9,
    period: 4,
    phase: 'Solid',
    discoveredBy: 'Georg Brandt',
  },
  {
    z: 28,
    symbol: 'Ni',
    name: 'Nickel',
    weight: '58.693',
    group: 10,
    period: 4,
    phase: 'Solid',
    discoveredBy: 'Axel Fredrik Cronstedt',
    discoveryYear: 1751,
  },
  {
    z: 29,
    symbol: 'Cu',
    name: 'Copper',
    weight: '63.546',
    group: 11,
    period: 4,
    phase: 'Solid',
    antiquity: true,
  },
  {
    z: 30,
    symbol: 'Zn',
    name: 'Zinc',
    weight: '65.38',
    group: 12,
    period: 4,
    phase: 'Solid',
    isolatedBy: 'Andreas Sigismund Marggraf',
    isolationYear: 1746,
  },
  {
    z: 31,
    symbol: 'Ga',
    name: 'Gallium',
    weight: '69.723',
    group: 13,
    period: 4,
    phase: 'Solid',
    discoveredBy: 'Paul-Émile Lecoq de Boisbaudran',
    discoveryYear: 1875,
    predictedBy: 'Dmitri Mendeleev',
  },
  {
    z: 32,
    symbol: 'Ge',
    name: 'Germanium',
    weight: '72.630',
    group: 14,
    period: 4,
    phase: 'Solid',
    discoveredBy: 'Clemens Winkler',
    discoveryYear: 1886,
    predictedBy: 'Dmitri Mendeleev',
  },
  { z: 33, symbol: 'As', name: 'Arsenic', weight: '74.922', group: 15, period: 4, phase: 'Solid' },
  {
    z: 34,
    symbol: 'Se',
    name: 'Selenium',
    weight: '78.971',
    group: 16,
    period: 4,
    phase: 'Solid',
    discoveredBy: 'Jöns Jacob Berzelius and Johan Gottlieb Gahn',
    discoveryYear: 1817,
  },
  {
    z: 35,
    symbol: 'Br',
    name: 'Bromine',
    weight: '79.904',
    group: 17,
    period: 4,
    phase: 'Liquid',
    discoveredBy: 'Antoine Jérôme Balard and Carl Jacob Löwig',
  },
  {
    z: 36,
    symbol: 'Kr',
    name: 'Krypton',
    weight: '83.798',
    group: 18,
    period: 4,
    phase: 'Gas',
    discoveredBy: 'William Ramsay and Morris Travers',
    discoveryYear: 1898,
  },
];

const LANGS: readonly Lang[] = ['fr', 'de', 'es', 'ja'];

for (const e of elements) {
  const iri = el(e.symbol);
  add(iri, rdf('type'), el('ChemicalElement'));
  add(iri, rdfs('label'), en(e.name));
  if (e.labels) for (const lang of LANGS) add(iri, rdfs('label'), langLiteral(e.labels[lang], lang));
  add(iri, wdt('P246'), e.symbol);
  add(iri, wdt('P1086'), integer(e.z));
  add(iri, el('standardAtomicWeight'), decimal(e.weight));
  add(iri, el('group'), integer(e.group));
  add(iri, el('period'), integer(e.period));
  add(iri, el('phaseAtSTP'), el(e.phase));
  if (e.wikidata) add(iri, owl('sameAs'), wd(e.wikidata));
  if (e.discoveredBy) add(iri, el('discoveredBy'), e.discoveredBy);
  if (e.discoveryYear) add(iri, el('discoveryYear'), gYear(e.discoveryYear));
  if (e.isolatedBy) add(iri, el('isolatedBy'), e.isolatedBy);
  if (e.isolationYear) add(iri, el('isolationYear'), gYear(e.isolationYear));
  if (e.predictedBy) add(iri, el('predictedBy'), e.predictedBy);
  if (e.antiquity) add(iri, el('knownSinceAntiquity'), typedLiteral('true', xsd('boolean')));
}

// Mendeleev's provisional names for the gaps these three elements later filled.
add(el('Sc'), skos('altLabel'), en('eka-boron'));
add(el('Ga'), skos('altLabel'), en('eka-aluminium'));
add(el('Ge'), skos('altLabel'), en('eka-silicon'));
add(el('Al'), rdfs('label'), langLiteral('Aluminum', 'en-US'));

export const periodicTable: SampleWorld = {
  id: 'periodic-table',
  name: 'Periodic Table',
  description:
    'The first 36 chemical elements, hydrogen to krypton, which fill the first four periods of the periodic table. Each element has its symbol and atomic number (Wikidata properties P246 and P1086), its IUPAC abridged standard atomic weight, its group and period, and its phase at standard temperature and pressure, with names in several languages for some elements and, where the history is clear, who discovered or first isolated it and when. Hydrogen, helium, carbon, oxygen and iron are linked to their Wikidata items.',
  createdAt: 1740045600000,
  updatedAt: 1747836900000,
  triples,
};
