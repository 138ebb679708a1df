// How fast the offline server's search is on the large world: index build and query times.
// Run with `npm run bench:mock`; prints figures, asserts nothing.
import { generateMinorPlanetTriples } from '../src/mocks/data/minor-planets';
import { buildTripleIndex } from '../src/mocks/search-index';

const ms = (start: number) => performance.now() - start;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

let start = performance.now();
const triples = generateMinorPlanetTriples();
console.log(`generated ${triples.length.toLocaleString('en')} triples in ${ms(start).toFixed(0)} ms`);

const builds: number[] = [];
let index = buildTripleIndex(triples);
for (let run = 0; run < 5; run++) {
  start = performance.now();
  index = buildTripleIndex(triples);
  builds.push(ms(start));
}
console.log(
  `index build: median ${median(builds).toFixed(0)} ms over 5 runs (min ${Math.min(...builds).toFixed(0)} ms)`,
);

for (const query of ['palomar', 'apollo 2003', 'MinorPlanet', 'trojan hilda', 'zelora', 'eccentricity']) {
  const times: number[] = [];
  let hits = 0;
  for (let run = 0; run < 20; run++) {
    start = performance.now();
    hits = index.search(query).length;
    times.push(ms(start));
  }
  console.log(
    `query "${query}": ${hits.toLocaleString('en')} hits, median ${median(times).toFixed(2)} ms over 20 runs`,
  );
}
