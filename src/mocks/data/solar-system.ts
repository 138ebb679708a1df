import { langLiteral, typedLiteral, vocab } from './literal';
import type { SampleWorld } from './sample-world';

type Triple = SampleWorld['triples'][number];

const { rdf, rdfs, owl, xsd, schema, foaf, dcterms, skos, wd, wdt } = vocab;

// Wikidata IRIs are used only for the items whose Q-ids were certain; every
// other body, person or organisation lives under this namespace instead.
const ss = (local: string): string => 'http://example.org/solar-system/' + local;
const person = (local: string): string => ss('person/' + local);
const dbpedia = (title: string): string => 'http://dbpedia.org/resource/' + title;
const wikipedia = (title: string): string => 'https://en.wikipedia.org/wiki/' + title;
const commons = (path: string): string => 'https://upload.wikimedia.org/wikipedia/commons/' + path;

const double = (lexical: string): string => typedLiteral(lexical, xsd('double'));
const decimal = (lexical: string): string => typedLiteral(lexical, xsd('decimal'));
const integer = (value: number): string => typedLiteral(String(value), xsd('integer'));
const boolean = (value: boolean): string => typedLiteral(String(value), xsd('boolean'));
const date = (isoDate: string): string => typedLiteral(isoDate, xsd('date'));
const en = (text: string): string => langLiteral(text, 'en');

const triples: Triple[] = [];
const add = (subject: string, predicate: string, object: string): void => {
  triples.push({ subject, predicate, object });
};

// --- Vocabulary ------------------------------------------------------------

const classes: ReadonlyArray<{ local: string; label: string; wikidata?: string }> = [
  { local: 'Star', label: 'Star', wikidata: 'Q523' },
  { local: 'Planet', label: 'Planet', wikidata: 'Q634' },
  { local: 'DwarfPlanet', label: 'Dwarf planet' },
  { local: 'NaturalSatellite', label: 'Natural satellite', wikidata: 'Q2537' },
  { local: 'SpaceMission', label: 'Space mission' },
  { local: 'TestFixture', label: 'Test fixture (hostile sample data)' },
];

for (const c of classes) {
  add(ss(c.local), rdf('type'), owl('Class'));
  add(ss(c.local), rdfs('label'), en(c.label));
  if (c.wikidata) add(ss(c.local), owl('equivalentClass'), wd(c.wikidata));
}
add(
  ss('DwarfPlanet'),
  rdfs('comment'),
  en(
    'A body orbiting the Sun that is massive enough to be rounded by its own gravity but has not cleared the neighbourhood around its orbit (IAU definition, 2006).',
  ),
);

interface PropertyDefinition {
  local: string;
  kind: 'DatatypeProperty' | 'ObjectProperty';
  label: string;
  comment?: string;
}

const properties: readonly PropertyDefinition[] = [
  { local: 'massKg', kind: 'DatatypeProperty', label: 'mass (kg)' },
  {
    local: 'meanRadiusKm',
    kind: 'DatatypeProperty',
    label: 'mean radius (km)',
    comment: 'Volumetric mean radius in kilometres.',
  },
  {
    local: 'orbitalPeriodDays',
    kind: 'DatatypeProperty',
    label: 'orbital period (days)',
    comment: 'Sidereal orbital period around the parent body, in Earth days.',
  },
  {
    local: 'semiMajorAxisAu',
    kind: 'DatatypeProperty',
    label: 'semi-major axis (AU)',
    comment: 'Semi-major axis of the orbit around the Sun, in astronomical units.',
  },
  {
    local: 'moonCount',
    kind: 'DatatypeProperty',
    label: 'number of moons',
    comment:
      'Number of known natural satellites. Given only where the count is settled; the giant planets keep gaining newly confirmed small moons.',
  },
  { local: 'hasRingSystem', kind: 'DatatypeProperty', label: 'has ring system' },
  { local: 'spectralType', kind: 'DatatypeProperty', label: 'spectral type' },
  { local: 'effectiveTemperatureK', kind: 'DatatypeProperty', label: 'effective temperature (K)' },
  { local: 'launchDate', kind: 'DatatypeProperty', label: 'launch date', comment: 'Calendar date of launch (UTC).' },
  { local: 'launchVehicle', kind: 'DatatypeProperty', label: 'launch vehicle' },
  { local: 'orbitInsertionDate', kind: 'DatatypeProperty', label: 'orbit insertion date (UTC)' },
  { local: 'landingDate', kind: 'DatatypeProperty', label: 'landing date (UTC)' },
  { local: 'endDate', kind: 'DatatypeProperty', label: 'end of mission' },
  { local: 'heliopauseCrossingDate', kind: 'DatatypeProperty', label: 'heliopause crossing date' },
  { local: 'target', kind: 'ObjectProperty', label: 'target' },
  { local: 'operator', kind: 'ObjectProperty', label: 'operator' },
  { local: 'crewMember', kind: 'ObjectProperty', label: 'crew member' },
];

for (const p of properties) {
  add(ss(p.local), rdf('type'), owl(p.kind));
  add(ss(p.local), rdfs('label'), en(p.label));
  if (p.comment) add(ss(p.local), rdfs('comment'), en(p.comment));
}

// --- People and organisations ----------------------------------------------

const people: ReadonlyArray<{ local: string; name: string }> = [
  { local: 'GalileoGalilei', name: 'Galileo Galilei' },
  { local: 'ChristiaanHuygens', name: 'Christiaan Huygens' },
  { local: 'WilliamHerschel', name: 'William Herschel' },
  { local: 'GiuseppePiazzi', name: 'Giuseppe Piazzi' },
  { local: 'UrbainLeVerrier', name: 'Urbain Le Verrier' },
  { local: 'JohannGottfriedGalle', name: 'Johann Gottfried Galle' },
  { local: 'WilliamLassell', name: 'William Lassell' },
  { local: 'AsaphHall', name: 'Asaph Hall' },
  { local: 'ClydeTombaugh', name: 'Clyde Tombaugh' },
  { local: 'JamesChristy', name: 'James W. Christy' },
  { local: 'MikeBrown', name: 'Mike Brown' },
  { local: 'ChadTrujillo', name: 'Chad Trujillo' },
  { local: 'DavidRabinowitz', name: 'David Rabinowitz' },
  { local: 'NeilArmstrong', name: 'Neil Armstrong' },
  { local: 'BuzzAldrin', name: 'Buzz Aldrin' },
  { local: 'MichaelCollins', name: 'Michael Collins' },
];

for (const p of people) {
  add(person(p.local), rdf('type'), foaf('Person'));
  add(person(p.local), foaf('name'), p.name);
}

const organisations: ReadonlyArray<{ local: string; name: string; homepage: string }> = [
  { local: 'NASA', name: 'National Aeronautics and Space Administration', homepage: 'https://www.nasa.gov/' },
  { local: 'ESA', name: 'European Space Agency', homepage: 'https://www.esa.int/' },
  { local: 'ASI', name: 'Italian Space Agency (Agenzia Spaziale Italiana)', homepage: 'https://www.asi.it/' },
];

for (const o of organisations) {
  add(ss(o.local), rdf('type'), foaf('Organization'));
  add(ss(o.local), foaf('name'), o.name);
  add(ss(o.local), foaf('homepage'), o.homepage);
}

// --- Bodies ----------------------------------------------------------------

const SUN = wd('Q525');
const EARTH = wd('Q2');
const MARS = wd('Q111');
const JUPITER = wd('Q319');
const SATURN = wd('Q193');
const URANUS = wd('Q324');
const NEPTUNE = wd('Q332');
const PLUTO = wd('Q339');

type Lang = 'fr' | 'de' | 'es' | 'ja' | 'ar';

interface Body {
  iri: string;
  name: string;
  type: 'Star' | 'Planet' | 'DwarfPlanet' | 'NaturalSatellite';
  parent?: string;
  /** xsd:double lexical form, kg */
  massKg?: string;
  /** xsd:decimal lexical form, km */
  meanRadiusKm?: string;
  /** xsd:decimal lexical form, days */
  orbitalPeriodDays?: string;
  /** xsd:decimal lexical form, AU */
  semiMajorAxisAu?: string;
  moonCount?: number;
  hasRingSystem?: boolean;
  discovered?: { date: string; by: readonly string[] };
  labels?: Readonly<Record<Lang, string>>;
  altLabels?: readonly string[];
  comment: string;
  description?: string;
  wikipediaTitle: string;
  homepage?: string;
  depiction?: string;
}

const bodies: readonly Body[] = [
  {
    iri: SUN,
    name: 'Sun',
    type: 'Star',
    massKg: '1.9885e30',
    meanRadiusKm: '695700',
    labels: { fr: 'Soleil', de: 'Sonne', es: 'Sol', ja: '太陽', ar: 'الشمس' },
    altLabels: ['Sol'],
    comment: 'The star at the centre of the Solar System.',
    description:
      'The Sun is the star at the centre of the Solar System. It is a G-type main-sequence star (spectral class G2V) that formed about 4.6 billion years ago, and it contains roughly 99.86% of the total mass of the Solar System. Its energy is produced in the core by the nuclear fusion of hydrogen into helium, and its visible surface, the photosphere, has an effective temperature of about 5,772 K.',
    wikipediaTitle: 'Sun',
    homepage: 'https://science.nasa.gov/sun/',
    depiction: commons(
      'b/b4/The_Sun_by_the_Atmospheric_Imaging_Assembly_of_NASA%27s_Solar_Dynamics_Observatory_-_20100819.jpg',
    ),
  },
  {
    iri: wd('Q308'),
    name: 'Mercury',
    type: 'Planet',
    parent: SUN,
    massKg: '3.3011e23',
    meanRadiusKm: '2439.7',
    orbitalPeriodDays: '87.9691',
    semiMajorAxisAu: '0.387098',
    moonCount: 0,
    hasRingSystem: false,
    labels: { fr: 'Mercure', de: 'Merkur', es: 'Mercurio', ja: '水星', ar: 'عطارد' },
    comment: 'The smallest planet and the closest to the Sun.',
    description:
      'Mercury is the smallest planet in the Solar System and the closest to the Sun. It has no moons and only a tenuous exosphere, so its surface temperature swings from about −180 °C at night to about 430 °C in the day. Its orbit is the most eccentric of the eight planets, and it turns three times on its axis for every two orbits of the Sun.',
    wikipediaTitle: 'Mercury_(planet)',
    homepage: 'https://science.nasa.gov/mercury/',
    depiction: commons('4/4a/Mercury_in_true_color.jpg'),
  },
  {
    iri: wd('Q313'),
    name: 'Venus',
    type: 'Planet',
    parent: SUN,
    massKg: '4.8675e24',
    meanRadiusKm: '6051.8',
    orbitalPeriodDays: '224.701',
    semiMajorAxisAu: '0.723332',
    moonCount: 0,
    hasRingSystem: false,
    labels: { fr: 'Vénus', de: 'Venus', es: 'Venus', ja: '金星', ar: 'الزهرة' },
    altLabels: ['Morning Star', 'Evening Star'],
    comment: 'The second planet from the Sun and the hottest planet in the Solar System.',
    description:
      "Venus is the second planet from the Sun and the hottest, with a mean surface temperature of about 464 °C caused by a dense carbon dioxide atmosphere and a runaway greenhouse effect. It rotates in the retrograde direction, and its sidereal day of about 243 Earth days is longer than its year. Clouds of sulfuric acid hide its surface, which NASA's Magellan spacecraft mapped by radar from orbit.",
    wikipediaTitle: 'Venus',
    homepage: 'https://science.nasa.gov/venus/',
    depiction: commons('e/e5/Venus-real_color.jpg'),
  },
  {
    iri: EARTH,
    name: 'Earth',
    type: 'Planet',
    parent: SUN,
    massKg: '5.9722e24',
    meanRadiusKm: '6371.0',
    orbitalPeriodDays: '365.256363',
    semiMajorAxisAu: '1.000001018',
    moonCount: 1,
    hasRingSystem: false,
    labels: { fr: 'Terre', de: 'Erde', es: 'Tierra', ja: '地球', ar: 'الأرض' },
    altLabels: ['Terra'],
    comment: 'The third planet from the Sun and the only astronomical object known to harbour life.',
    description:
      'Earth is the third planet from the Sun and the only astronomical object known to harbour life. About 71% of its surface is covered by water, and its atmosphere consists mostly of nitrogen and oxygen. It orbits the Sun at an average distance of about 150 million kilometres, roughly one astronomical unit, and has one natural satellite, the Moon.',
    wikipediaTitle: 'Earth',
    homepage: 'https://science.nasa.gov/earth/',
    depiction: commons('9/97/The_Earth_seen_from_Apollo_17.jpg'),
  },
  {
    iri: MARS,
    name: 'Mars',
    type: 'Planet',
    parent: SUN,
    massKg: '6.4171e23',
    meanRadiusKm: '3389.5',
    orbitalPeriodDays: '686.980',
    semiMajorAxisAu: '1.52368',
    moonCount: 2,
    hasRingSystem: false,
    labels: { fr: 'Mars', de: 'Mars', es: 'Marte', ja: '火星', ar: 'المريخ' },
    altLabels: ['the Red Planet'],
    comment: 'The fourth planet from the Sun, known as the Red Planet.',
    description:
      'Mars is the fourth planet from the Sun, a cold desert world whose reddish colour comes from iron oxide in its surface dust. It hosts Olympus Mons, the largest volcano on any planet in the Solar System, and the canyon system Valles Marineris. Mars has two small moons, Phobos and Deimos, and has been explored by orbiters, landers and rovers such as Curiosity and Perseverance.',
    wikipediaTitle: 'Mars',
    homepage: 'https://science.nasa.gov/mars/',
    depiction: commons('0/02/OSIRIS_Mars_true_color.jpg'),
  },
  {
    iri: JUPITER,
    name: 'Jupiter',
    type: 'Planet',
    parent: SUN,
    massKg: '1.8982e27',
    meanRadiusKm: '69911',
    orbitalPeriodDays: '4332.59',
    semiMajorAxisAu: '5.2038',
    hasRingSystem: true,
    labels: { fr: 'Jupiter', de: 'Jupiter', es: 'Júpiter', ja: '木星', ar: 'المشتري' },
    comment: 'The fifth planet from the Sun and the largest in the Solar System.',
    description:
      'Jupiter is the fifth planet from the Sun and the largest in the Solar System, with more than two and a half times the mass of all the other planets combined. It is a gas giant made mostly of hydrogen and helium, and its Great Red Spot is a giant storm that has been observed for well over a century. Its four largest moons, Io, Europa, Ganymede and Callisto, were discovered by Galileo Galilei in January 1610.',
    wikipediaTitle: 'Jupiter',
    homepage: 'https://science.nasa.gov/jupiter/',
    depiction: commons('e/e2/Jupiter.jpg'),
  },
  {
    iri: SATURN,
    name: 'Saturn',
    type: 'Planet',
    parent: SUN,
    massKg: '5.6834e26',
    meanRadiusKm: '58232',
    orbitalPeriodDays: '10759.22',
    semiMajorAxisAu: '9.5826',
    hasRingSystem: true,
    labels: { fr: 'Saturne', de: 'Saturn', es: 'Saturno', ja: '土星', ar: 'زحل' },
    comment: 'The sixth planet from the Sun, famous for its bright ring system.',
    description:
      'Saturn is the sixth planet from the Sun and the second largest, a gas giant best known for its extensive system of rings made mostly of water ice. Its mean density is lower than that of water. Its largest moon, Titan, has a thick nitrogen atmosphere, and its moon Enceladus vents plumes of water from a subsurface ocean. The Cassini spacecraft orbited Saturn from 2004 until 2017.',
    wikipediaTitle: 'Saturn',
    homepage: 'https://science.nasa.gov/saturn/',
    depiction: commons('c/c7/Saturn_during_Equinox.jpg'),
  },
  {
    iri: URANUS,
    name: 'Uranus',
    type: 'Planet',
    parent: SUN,
    massKg: '8.6810e25',
    meanRadiusKm: '25362',
    orbitalPeriodDays: '30688.5',
    semiMajorAxisAu: '19.19126',
    hasRingSystem: true,
    discovered: { date: '1781-03-13', by: ['WilliamHerschel'] },
    labels: { fr: 'Uranus', de: 'Uranus', es: 'Urano', ja: '天王星', ar: 'أورانوس' },
    comment: 'The seventh planet from the Sun, an ice giant that rotates on its side.',
    description:
      'Uranus is the seventh planet from the Sun and the first planet discovered with a telescope, found by William Herschel on 13 March 1781. It is an ice giant whose rotation axis is tilted by about 98 degrees, so it effectively rolls around the Sun on its side. Voyager 2 is the only spacecraft to have visited it, flying past in January 1986.',
    wikipediaTitle: 'Uranus',
    homepage: 'https://science.nasa.gov/uranus/',
    depiction: commons('3/3d/Uranus2.jpg'),
  },
  {
    iri: NEPTUNE,
    name: 'Neptune',
    type: 'Planet',
    parent: SUN,
    massKg: '1.0241e26',
    meanRadiusKm: '24622',
    orbitalPeriodDays: '60195',
    semiMajorAxisAu: '30.07',
    hasRingSystem: true,
    discovered: { date: '1846-09-23', by: ['JohannGottfriedGalle', 'UrbainLeVerrier'] },
    labels: { fr: 'Neptune', de: 'Neptun', es: 'Neptuno', ja: '海王星', ar: 'نبتون' },
    comment: 'The eighth and farthest known planet from the Sun.',
    description:
      'Neptune is the eighth and farthest known planet from the Sun. Its position was predicted mathematically by Urbain Le Verrier from irregularities in the orbit of Uranus, and Johann Gottfried Galle observed it on 23 September 1846 within about a degree of the predicted place. It is an ice giant with the fastest winds measured on any planet, and its largest moon, Triton, orbits in the retrograde direction. Voyager 2 flew past it in August 1989.',
    wikipediaTitle: 'Neptune',
    homepage: 'https://science.nasa.gov/neptune/',
    depiction: commons('5/56/Neptune_Full.jpg'),
  },
  {
    iri: PLUTO,
    name: 'Pluto',
    type: 'DwarfPlanet',
    parent: SUN,
    massKg: '1.303e22',
    meanRadiusKm: '1188.3',
    orbitalPeriodDays: '90560',
    semiMajorAxisAu: '39.482',
    moonCount: 5,
    discovered: { date: '1930-02-18', by: ['ClydeTombaugh'] },
    labels: { fr: 'Pluton', de: 'Pluto', es: 'Plutón', ja: '冥王星', ar: 'بلوتو' },
    altLabels: ['134340 Pluto'],
    comment: 'A dwarf planet in the Kuiper belt, regarded as the ninth planet from 1930 to 2006.',
    description:
      "Pluto is a dwarf planet in the Kuiper belt, discovered by Clyde Tombaugh at Lowell Observatory on 18 February 1930. It was counted as the ninth planet until the International Astronomical Union adopted a formal definition of a planet in 2006. Pluto has five known moons, the largest of which, Charon, is about half its diameter. NASA's New Horizons spacecraft flew past it on 14 July 2015.",
    wikipediaTitle: 'Pluto',
    homepage: 'https://science.nasa.gov/dwarf-planets/pluto/',
    depiction: commons('e/ef/Pluto_in_True_Color_-_High-Res.jpg'),
  },
  {
    iri: ss('Ceres'),
    name: 'Ceres',
    type: 'DwarfPlanet',
    parent: SUN,
    massKg: '9.38e20',
    meanRadiusKm: '469.7',
    orbitalPeriodDays: '1680',
    semiMajorAxisAu: '2.77',
    moonCount: 0,
    discovered: { date: '1801-01-01', by: ['GiuseppePiazzi'] },
    altLabels: ['1 Ceres'],
    comment: 'The largest object in the asteroid belt and the only dwarf planet inside the orbit of Neptune.',
    description:
      "Ceres is the largest object in the asteroid belt between Mars and Jupiter and the only dwarf planet in the inner Solar System. Giuseppe Piazzi discovered it from Palermo on 1 January 1801, and for many years it was counted as a planet and then as an asteroid. NASA's Dawn spacecraft entered orbit around it in March 2015.",
    wikipediaTitle: 'Ceres_(dwarf_planet)',
    homepage: 'https://science.nasa.gov/dwarf-planets/ceres/',
    depiction: commons('7/76/Ceres_-_RC3_-_Haulani_Crater_%2822381131691%29_%28cropped%29.jpg'),
  },
  {
    iri: ss('Eris'),
    name: 'Eris',
    type: 'DwarfPlanet',
    parent: SUN,
    massKg: '1.6466e22',
    meanRadiusKm: '1163',
    moonCount: 1,
    discovered: { date: '2005-01-05', by: ['MikeBrown', 'ChadTrujillo', 'DavidRabinowitz'] },
    altLabels: ['136199 Eris', '2003 UB313'],
    comment: 'The most massive known dwarf planet, found in the scattered disc beyond Neptune.',
    description:
      'Eris is the most massive known dwarf planet, about a quarter more massive than Pluto though very slightly smaller in diameter. It was found by Mike Brown, Chad Trujillo and David Rabinowitz in images taken at Palomar Observatory, and its discovery was one of the events that led the International Astronomical Union to define the term planet in 2006. Its single known moon is Dysnomia.',
    wikipediaTitle: 'Eris_(dwarf_planet)',
    homepage: 'https://science.nasa.gov/dwarf-planets/eris/',
  },
  {
    iri: wd('Q405'),
    name: 'Moon',
    type: 'NaturalSatellite',
    parent: EARTH,
    massKg: '7.342e22',
    meanRadiusKm: '1737.4',
    orbitalPeriodDays: '27.321661',
    labels: { fr: 'Lune', de: 'Mond', es: 'Luna', ja: '月', ar: 'القمر' },
    altLabels: ['Luna'],
    comment: "Earth's only natural satellite.",
    description:
      "The Moon is Earth's only natural satellite and the fifth-largest moon in the Solar System. It is tidally locked, so the same hemisphere always faces Earth, and its dark maria are ancient plains of basaltic lava. Twelve astronauts walked on its surface during six Apollo landings between 1969 and 1972, beginning with Neil Armstrong and Buzz Aldrin of Apollo 11.",
    wikipediaTitle: 'Moon',
    homepage: 'https://science.nasa.gov/moon/',
    depiction: commons('e/e1/FullMoon2010.jpg'),
  },
  {
    iri: ss('Phobos'),
    name: 'Phobos',
    type: 'NaturalSatellite',
    parent: MARS,
    massKg: '1.0659e16',
    meanRadiusKm: '11.08',
    orbitalPeriodDays: '0.31891023',
    discovered: { date: '1877-08-18', by: ['AsaphHall'] },
    comment:
      'The larger and inner moon of Mars; it orbits about three times per Martian day and is slowly spiralling inwards.',
    wikipediaTitle: 'Phobos_(moon)',
  },
  {
    iri: ss('Deimos'),
    name: 'Deimos',
    type: 'NaturalSatellite',
    parent: MARS,
    massKg: '1.4762e15',
    meanRadiusKm: '6.2',
    orbitalPeriodDays: '1.263',
    discovered: { date: '1877-08-12', by: ['AsaphHall'] },
    comment: 'The smaller and outer moon of Mars.',
    wikipediaTitle: 'Deimos_(moon)',
  },
  {
    iri: ss('Io'),
    name: 'Io',
    type: 'NaturalSatellite',
    parent: JUPITER,
    massKg: '8.9319e22',
    meanRadiusKm: '1821.6',
    orbitalPeriodDays: '1.769137786',
    discovered: { date: '1610-01-08', by: ['GalileoGalilei'] },
    comment: 'The innermost Galilean moon of Jupiter and the most volcanically active body in the Solar System.',
    description:
      "Io is the innermost of Jupiter's four Galilean moons and the most volcanically active body known in the Solar System. Tidal heating, driven by its orbital resonance with Europa and Ganymede, powers hundreds of active volcanoes, some of which throw plumes of sulfur compounds hundreds of kilometres above the surface.",
    wikipediaTitle: 'Io_(moon)',
  },
  {
    iri: ss('Europa'),
    name: 'Europa',
    type: 'NaturalSatellite',
    parent: JUPITER,
    massKg: '4.7998e22',
    meanRadiusKm: '1560.8',
    orbitalPeriodDays: '3.551181',
    discovered: { date: '1610-01-08', by: ['GalileoGalilei'] },
    comment: 'The smallest Galilean moon of Jupiter, with an icy crust over a global ocean.',
    description:
      "Europa is the smallest of Jupiter's four Galilean moons. Its surface of water ice is crossed by cracks and ridges and has very few craters, and beneath it lies what is thought to be a global ocean of salty liquid water. NASA's Europa Clipper, launched in October 2024, is designed to investigate whether that ocean could support life.",
    wikipediaTitle: 'Europa_(moon)',
    depiction: commons('5/54/Europa-moon.jpg'),
  },
  {
    iri: ss('Ganymede'),
    name: 'Ganymede',
    type: 'NaturalSatellite',
    parent: JUPITER,
    massKg: '1.4819e23',
    meanRadiusKm: '2634.1',
    orbitalPeriodDays: '7.15455296',
    discovered: { date: '1610-01-07', by: ['GalileoGalilei'] },
    comment:
      'The largest moon in the Solar System, larger than Mercury, and the only moon known to have its own magnetic field.',
    wikipediaTitle: 'Ganymede_(moon)',
  },
  {
    iri: ss('Callisto'),
    name: 'Callisto',
    type: 'NaturalSatellite',
    parent: JUPITER,
    massKg: '1.0759e23',
    meanRadiusKm: '2410.3',
    orbitalPeriodDays: '16.6890184',
    discovered: { date: '1610-01-07', by: ['GalileoGalilei'] },
    comment: 'The outermost Galilean moon of Jupiter and one of the most heavily cratered bodies in the Solar System.',
    wikipediaTitle: 'Callisto_(moon)',
  },
  {
    iri: ss('Titan'),
    name: 'Titan',
    type: 'NaturalSatellite',
    parent: SATURN,
    massKg: '1.3452e23',
    meanRadiusKm: '2574.7',
    orbitalPeriodDays: '15.945',
    discovered: { date: '1655-03-25', by: ['ChristiaanHuygens'] },
    comment: 'The largest moon of Saturn and the only moon with a dense atmosphere.',
    description:
      'Titan is the largest moon of Saturn and the second-largest moon in the Solar System; it is bigger than the planet Mercury. It is the only moon with a dense atmosphere, made mostly of nitrogen, and the only body besides Earth known to have stable bodies of surface liquid, in the form of lakes and seas of methane and ethane. The Huygens probe landed on it on 14 January 2005.',
    wikipediaTitle: 'Titan_(moon)',
    depiction: commons('9/90/Titan_in_true_color.jpg'),
  },
  {
    iri: ss('Enceladus'),
    name: 'Enceladus',
    type: 'NaturalSatellite',
    parent: SATURN,
    massKg: '1.08022e20',
    meanRadiusKm: '252.1',
    orbitalPeriodDays: '1.370218',
    discovered: { date: '1789-08-28', by: ['WilliamHerschel'] },
    comment: 'A small icy moon of Saturn that vents water from a subsurface ocean.',
    description:
      "Enceladus is a small, bright, icy moon of Saturn. The Cassini spacecraft found jets of water vapour and ice grains erupting from fractures near its south pole, fed by a subsurface ocean of salty liquid water, and this material supplies Saturn's E ring.",
    wikipediaTitle: 'Enceladus',
  },
  {
    iri: ss('Triton'),
    name: 'Triton',
    type: 'NaturalSatellite',
    parent: NEPTUNE,
    massKg: '2.139e22',
    meanRadiusKm: '1353.4',
    orbitalPeriodDays: '5.876854',
    discovered: { date: '1846-10-10', by: ['WilliamLassell'] },
    comment:
      'The largest moon of Neptune and the only large moon with a retrograde orbit; Voyager 2 saw nitrogen geysers on it in 1989.',
    wikipediaTitle: 'Triton_(moon)',
  },
  {
    iri: ss('Charon'),
    name: 'Charon',
    type: 'NaturalSatellite',
    parent: PLUTO,
    massKg: '1.586e21',
    meanRadiusKm: '606.0',
    orbitalPeriodDays: '6.3872',
    discovered: { date: '1978-06-22', by: ['JamesChristy'] },
    altLabels: ['Pluto I'],
    comment: 'The largest moon of Pluto; the two are mutually tidally locked and orbit a point in space outside Pluto.',
    wikipediaTitle: 'Charon_(moon)',
  },
];

const LANGS: readonly Lang[] = ['fr', 'de', 'es', 'ja', 'ar'];

for (const b of bodies) {
  add(b.iri, rdf('type'), ss(b.type));
  add(b.iri, rdfs('label'), en(b.name));
  add(b.iri, rdfs('comment'), en(b.comment));
  if (b.description) add(b.iri, schema('description'), en(b.description));
  if (b.labels) {
    add(b.iri, schema('name'), b.name);
    for (const lang of LANGS) add(b.iri, rdfs('label'), langLiteral(b.labels[lang], lang));
  }
  for (const alt of b.altLabels ?? []) add(b.iri, skos('altLabel'), en(alt));
  if (b.parent) add(b.iri, wdt('P397'), b.parent);
  // The link the real servers' Solar System has (recorded/rest/13): a planet to its moon, an IRI object no search finds.
  if (b.parent && b.type === 'NaturalSatellite') add(b.parent, ss('hasMoon'), b.iri);
  if (b.massKg) add(b.iri, ss('massKg'), double(b.massKg));
  if (b.meanRadiusKm) add(b.iri, ss('meanRadiusKm'), decimal(b.meanRadiusKm));
  if (b.orbitalPeriodDays) add(b.iri, ss('orbitalPeriodDays'), decimal(b.orbitalPeriodDays));
  if (b.semiMajorAxisAu) add(b.iri, ss('semiMajorAxisAu'), decimal(b.semiMajorAxisAu));
  if (b.moonCount !== undefined) add(b.iri, ss('moonCount'), integer(b.moonCount));
  if (b.hasRingSystem !== undefined) add(b.iri, ss('hasRingSystem'), boolean(b.hasRingSystem));
  if (b.discovered) {
    add(b.iri, wdt('P575'), date(b.discovered.date));
    for (const who of b.discovered.by) add(b.iri, wdt('P61'), person(who));
  }
  add(b.iri, owl('sameAs'), dbpedia(b.wikipediaTitle));
  // A Wikipedia source only where there is no NASA page keeps this world under 600 triples.
  if (b.homepage) add(b.iri, foaf('homepage'), b.homepage);
  else add(b.iri, dcterms('source'), wikipedia(b.wikipediaTitle));
  if (b.depiction) add(b.iri, foaf('depiction'), b.depiction);
}

add(SUN, ss('spectralType'), 'G2V');
add(SUN, ss('effectiveTemperatureK'), integer(5772));

// --- Missions --------------------------------------------------------------

interface Mission {
  local: string;
  name: string;
  launchDate: string;
  launchVehicle: string;
  operators: readonly string[];
  targets: readonly string[];
  orbitInsertionDate?: string;
  landingDate?: string;
  endDate?: string;
  heliopauseCrossingDate?: string;
  crew?: readonly string[];
  comment: string;
  wikipediaTitle: string;
  homepage: string;
  depiction?: string;
}

const missions: readonly Mission[] = [
  {
    local: 'Voyager1',
    name: 'Voyager 1',
    launchDate: '1977-09-05',
    launchVehicle: 'Titan IIIE-Centaur',
    operators: ['NASA'],
    targets: [JUPITER, SATURN, ss('Titan')],
    heliopauseCrossingDate: '2012-08-25',
    comment:
      'NASA space probe that flew past Jupiter in March 1979 and Saturn in November 1980, including a close pass of Titan. In August 2012 it became the first spacecraft to cross the heliopause into interstellar space.',
    wikipediaTitle: 'Voyager_1',
    homepage: 'https://science.nasa.gov/mission/voyager-1/',
  },
  {
    local: 'Voyager2',
    name: 'Voyager 2',
    launchDate: '1977-08-20',
    launchVehicle: 'Titan IIIE-Centaur',
    operators: ['NASA'],
    targets: [JUPITER, SATURN, URANUS, NEPTUNE],
    heliopauseCrossingDate: '2018-11-05',
    comment:
      'NASA space probe launched sixteen days before Voyager 1. It flew past Jupiter (1979) and Saturn (1981) and remains the only spacecraft to have visited Uranus (January 1986) and Neptune (August 1989).',
    wikipediaTitle: 'Voyager_2',
    homepage: 'https://science.nasa.gov/mission/voyager-2/',
  },
  {
    local: 'CassiniHuygens',
    name: 'Cassini–Huygens',
    launchDate: '1997-10-15',
    launchVehicle: 'Titan IVB/Centaur',
    operators: ['NASA', 'ESA', 'ASI'],
    targets: [SATURN, ss('Titan'), ss('Enceladus')],
    orbitInsertionDate: '2004-07-01',
    endDate: '2017-09-15',
    comment:
      "Joint NASA, ESA and ASI mission to Saturn. The Cassini orbiter studied Saturn, its rings and moons for thirteen years, the ESA Huygens probe landed on Titan on 14 January 2005, and the mission ended when Cassini was deliberately plunged into Saturn's atmosphere.",
    wikipediaTitle: 'Cassini–Huygens',
    homepage: 'https://science.nasa.gov/mission/cassini/',
  },
  {
    local: 'Galileo',
    name: 'Galileo',
    launchDate: '1989-10-18',
    launchVehicle: 'Space Shuttle Atlantis (STS-34) with Inertial Upper Stage',
    operators: ['NASA'],
    targets: [JUPITER, ss('Io'), ss('Europa'), ss('Ganymede'), ss('Callisto')],
    endDate: '2003-09-21',
    comment:
      "NASA's first spacecraft to orbit Jupiter, arriving in December 1995. It released a probe into Jupiter's atmosphere, found evidence for a subsurface ocean on Europa, and was deliberately sent into Jupiter in 2003 to avoid any chance of contaminating Europa.",
    wikipediaTitle: 'Galileo_(spacecraft)',
    homepage: 'https://science.nasa.gov/mission/galileo/',
  },
  {
    local: 'Juno',
    name: 'Juno',
    launchDate: '2011-08-05',
    launchVehicle: 'Atlas V 551',
    operators: ['NASA'],
    targets: [JUPITER],
    orbitInsertionDate: '2016-07-05',
    comment:
      "NASA New Frontiers spacecraft in a polar orbit around Jupiter, studying the planet's interior, gravity and magnetic fields and, in its extended mission, the moons Ganymede, Europa and Io.",
    wikipediaTitle: 'Juno_(spacecraft)',
    homepage: 'https://science.nasa.gov/mission/juno/',
  },
  {
    local: 'NewHorizons',
    name: 'New Horizons',
    launchDate: '2006-01-19',
    launchVehicle: 'Atlas V 551',
    operators: ['NASA'],
    targets: [PLUTO, ss('Charon')],
    comment:
      'NASA New Frontiers probe that made the first flyby of Pluto and Charon on 14 July 2015 and then flew past the Kuiper belt object Arrokoth on 1 January 2019.',
    wikipediaTitle: 'New_Horizons',
    homepage: 'https://science.nasa.gov/mission/new-horizons/',
  },
  {
    local: 'Apollo11',
    name: 'Apollo 11',
    launchDate: '1969-07-16',
    launchVehicle: 'Saturn V',
    operators: ['NASA'],
    targets: [wd('Q405')],
    landingDate: '1969-07-20',
    endDate: '1969-07-24',
    crew: ['NeilArmstrong', 'BuzzAldrin', 'MichaelCollins'],
    comment:
      'The first crewed Moon landing. Neil Armstrong and Buzz Aldrin landed the lunar module Eagle in the Sea of Tranquility on 20 July 1969 while Michael Collins stayed in lunar orbit aboard Columbia; the crew splashed down in the Pacific Ocean on 24 July.',
    wikipediaTitle: 'Apollo_11',
    homepage: 'https://www.nasa.gov/mission/apollo-11/',
    depiction: commons('9/98/Aldrin_Apollo_11_original.jpg'),
  },
  {
    local: 'Perseverance',
    name: 'Perseverance (Mars 2020)',
    launchDate: '2020-07-30',
    launchVehicle: 'Atlas V 541',
    operators: ['NASA'],
    targets: [MARS],
    landingDate: '2021-02-18',
    comment:
      'NASA rover that landed in Jezero crater to look for signs of ancient microbial life and to collect rock samples for a possible return to Earth. It carried the Ingenuity helicopter, which made the first powered flight on another planet on 19 April 2021.',
    wikipediaTitle: 'Perseverance_(rover)',
    homepage: 'https://science.nasa.gov/mission/mars-2020-perseverance/',
  },
  {
    local: 'MESSENGER',
    name: 'MESSENGER',
    launchDate: '2004-08-03',
    launchVehicle: 'Delta II',
    operators: ['NASA'],
    targets: [wd('Q308')],
    orbitInsertionDate: '2011-03-18',
    endDate: '2015-04-30',
    comment:
      'NASA spacecraft that became the first to orbit Mercury, mapping the whole planet before it was allowed to crash into the surface in April 2015.',
    wikipediaTitle: 'MESSENGER',
    homepage: 'https://science.nasa.gov/mission/messenger/',
  },
];

for (const m of missions) {
  const iri = ss(m.local);
  add(iri, rdf('type'), ss('SpaceMission'));
  add(iri, rdfs('label'), en(m.name));
  add(iri, rdfs('comment'), en(m.comment));
  add(iri, ss('launchDate'), date(m.launchDate));
  add(iri, ss('launchVehicle'), m.launchVehicle);
  for (const o of m.operators) add(iri, ss('operator'), ss(o));
  for (const t of m.targets) add(iri, ss('target'), t);
  if (m.orbitInsertionDate) add(iri, ss('orbitInsertionDate'), date(m.orbitInsertionDate));
  if (m.landingDate) add(iri, ss('landingDate'), date(m.landingDate));
  if (m.endDate) add(iri, ss('endDate'), date(m.endDate));
  if (m.heliopauseCrossingDate) add(iri, ss('heliopauseCrossingDate'), date(m.heliopauseCrossingDate));
  for (const c of m.crew ?? []) add(iri, ss('crewMember'), person(c));
  add(iri, owl('sameAs'), dbpedia(m.wikipediaTitle));
  add(iri, foaf('homepage'), m.homepage);
  if (m.depiction) add(iri, foaf('depiction'), m.depiction);
}

add(ss('Voyager1'), rdfs('label'), langLiteral('Voyager 1', 'fr'));
add(ss('Voyager1'), rdfs('label'), langLiteral('ボイジャー1号', 'ja'));
add(ss('Apollo11'), rdfs('label'), langLiteral('Apollo 11', 'de'));
add(ss('Apollo11'), rdfs('label'), langLiteral('アポロ11号', 'ja'));

// --- Hostile samples -------------------------------------------------------
// Deliberately nasty values: the dashboard must show every one of them as
// inert text. Search for "hostile", "script" or "javascript" to find them.

const HOSTILE = ss('HostileSample');
const LONG_TEXT = ss('HostileLongTextSample');

add(HOSTILE, rdf('type'), ss('TestFixture'));
add(HOSTILE, rdfs('label'), en('Hostile sample: XSS, script, javascript: IRI, RTL, emoji and escaping test values'));
add(
  HOSTILE,
  rdfs('comment'),
  en(
    'Hostile test fixture, not astronomy data. Every value on this subject must be displayed as inert text: HTML and script injection, a javascript: IRI, right-to-left text, emoji, and literals containing quotes, backslashes and newlines.',
  ),
);
add(HOSTILE, schema('name'), "<img src=x onerror=alert('xss')>");
add(HOSTILE, schema('description'), '<script>alert("pwned")</script>');
add(HOSTILE, foaf('homepage'), 'javascript:alert(document.cookie)');
add(HOSTILE, skos('altLabel'), langLiteral('الشمس', 'ar'));
add(HOSTILE, skos('altLabel'), langLiteral('שמש', 'he'));
add(HOSTILE, skos('altLabel'), en('Planet 🪐 with rings ✨'));
add(HOSTILE, skos('note'), en('Mixed direction: the Sun is called "الشمس" in Arabic and "שמש" in Hebrew.'));
add(
  HOSTILE,
  skos('note'),
  en(
    'Escaping test: "double quotes", \'single quotes\', a backslash \\ as in C:\\Users\\sun, and a line break here:\nsecond line.',
  ),
);
add(HOSTILE, skos('note'), 'Plain literal escaping test: "quoted", a backslash \\ and a\nnewline.');
add(HOSTILE, rdfs('seeAlso'), LONG_TEXT);
// A literal whose text is an IRI: text, never a link or a thing to pivot on. Typed as xsd:string, the one way the
// string convention can say that this is a literal (the REST and RPC doubles send its text alone, as those servers do).
add(HOSTILE, schema('url'), typedLiteral('https://example.org/x', xsd('string')));

const longTextParagraphs: readonly string[] = [
  'The Solar System formed about 4.6 billion years ago from the gravitational collapse of part of a giant molecular cloud. Most of the collapsing mass gathered at the centre to form the Sun, while the rest flattened into a protoplanetary disc from which the planets, moons, asteroids and other small bodies grew.',
  'The four inner planets, Mercury, Venus, Earth and Mars, are terrestrial planets made mainly of silicate rock and metal. The four outer planets are giants: Jupiter and Saturn are gas giants composed mostly of hydrogen and helium, while Uranus and Neptune are ice giants that contain larger proportions of water, ammonia and methane.',
  'Between the orbits of Mars and Jupiter lies the asteroid belt, home to the dwarf planet Ceres and to millions of smaller rocky bodies. Beyond Neptune, the Kuiper belt contains icy objects such as Pluto, Haumea and Makemake, and the more distant scattered disc includes Eris. Far beyond lies the hypothesised Oort cloud, thought to be the source of long-period comets.',
  "The Sun contains about 99.86% of the Solar System's mass. Its gravity holds the planets in nearly circular orbits that lie close to a common plane, and all eight planets travel around it in the same direction in which the Sun rotates.",
  'Robotic spacecraft have now visited every planet. Mariner 10 and MESSENGER explored Mercury, Magellan mapped Venus by radar, many orbiters and rovers have studied Mars, Galileo and Juno orbited Jupiter, and Cassini spent thirteen years at Saturn. Voyager 2 remains the only spacecraft to have flown past Uranus and Neptune, and New Horizons revealed the surface of Pluto in 2015.',
  'Humans have travelled beyond low Earth orbit only during the Apollo programme. Between 1968 and 1972 nine crewed missions flew to the Moon, and six of them landed, carrying twelve astronauts to its surface.',
];

const buildLongText = (): string => {
  let text = 'Hostile sample: 10 KB long literal used to test how the dashboard renders and truncates very long text.';
  while (text.length < 10_000) {
    for (const paragraph of longTextParagraphs) {
      if (text.length >= 10_000) break;
      text += '\n\n' + paragraph;
    }
  }
  return text;
};

add(LONG_TEXT, rdf('type'), ss('TestFixture'));
add(LONG_TEXT, rdfs('label'), en('Hostile sample: 10 KB long literal'));
add(LONG_TEXT, rdfs('comment'), en(buildLongText()));

export const solarSystem: SampleWorld = {
  id: 'solar-system',
  name: 'Solar System',
  description:
    'The Sun and the bodies that orbit it: the eight planets, the dwarf planets Pluto, Ceres and Eris, major moons from our own Moon to Triton and Charon, and robotic and crewed missions such as Voyager, Cassini–Huygens, Juno, New Horizons and Apollo 11. Things are identified by Wikidata IRIs where the identifier is well known and by example.org IRIs otherwise, and are described with RDF Schema, OWL, schema.org, FOAF, Dublin Core and SKOS, with physical quantities such as mass, radius and orbital period as typed literals. The subjects HostileSample and HostileLongTextSample hold deliberately hostile test values (script injection, a javascript: link, right-to-left text, emoji and a 10 KB literal).',
  createdAt: 1741944600000,
  updatedAt: 1748882700000,
  triples,
};
