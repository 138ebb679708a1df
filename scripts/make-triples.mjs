// Writes an N-Triples file of many distinct triples, for the import bench and by hand: a scratch file, never
// committed (the default folder, scratch/, is in .gitignore).
//
//   node scripts/make-triples.mjs [--triples 1000000] [--out scratch/triples-1000000.nt]
//
// Each thing has a label (text with a language tag, some of it RTL and emoji), a number (typed) and a link to the
// next thing, so that the file looks like a knowledge base, not one repeated line. About 100 bytes a triple.
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { once } from 'node:events';

function argument(name, fallback) {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : process.argv[index + 1];
}

const triples = Number(argument('--triples', '1000000'));
const out = argument('--out', `scratch/triples-${triples}.nt`);
mkdirSync(dirname(out), { recursive: true });
const file = createWriteStream(out);
const EX = 'http://example.org/kb/';
const labels = ['Thing', 'Objet', 'شيء', 'Ding 🪐'];

/** The n-th triple: every third of a thing's three triples. */
function line(n) {
  const thing = Math.floor(n / 3);
  const subject = `<${EX}thing/${thing}>`;
  switch (n % 3) {
    case 0:
      return `${subject} <http://www.w3.org/2000/01/rdf-schema#label> "${labels[thing % labels.length]} number ${thing}"@en .\n`;
    case 1:
      return `${subject} <${EX}rank> "${thing}"^^<http://www.w3.org/2001/XMLSchema#integer> .\n`;
    default:
      return `${subject} <${EX}next> <${EX}thing/${thing + 1}> .\n`;
  }
}

let batch = '';
for (let n = 0; n < triples; n++) {
  batch += line(n);
  if (batch.length > 1 << 20) {
    if (!file.write(batch)) await once(file, 'drain');
    batch = '';
  }
}
file.end(batch);
await once(file, 'finish');
console.log(`${triples} triples written to ${out}`);
