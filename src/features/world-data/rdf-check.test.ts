import { exportFileName } from './export-section';
import { checkRdfHere, formatOf } from './rdf-check';

it('tells a file’s format by its extension, then by its content', () => {
  expect(formatOf('a.ttl', '')).toBe('turtle');
  expect(formatOf('a.NT', '')).toBe('n-triples');
  expect(formatOf('a.nq', '')).toBe('n-quads');
  expect(formatOf('a.trig', '')).toBe('trig');
  expect(formatOf('data.txt', '@prefix ex: <http://ex.org/> .\nex:a ex:b ex:c .')).toBe('turtle');
  expect(formatOf('data', '<http://ex.org/a> <http://ex.org/b> "c" .\n')).toBe('n-triples');
  expect(formatOf('data', '<http://ex.org/a> <http://ex.org/b> "c" <http://ex.org/g> .\n')).toBe('n-quads');
  expect(formatOf('data', '<http://ex.org/g> {\n <http://ex.org/a> <http://ex.org/b> "c" .\n}\n')).toBe('trig');
});

it('counts a good file’s triples and refuses a broken one with its line and reason', async () => {
  await expect(checkRdfHere('<http://ex.org/a> <http://ex.org/b> "c" .\n', 'n-triples')).resolves.toMatchObject({
    ok: true,
    triples: 1,
    sendAs: 'n-triples',
  });
  await expect(checkRdfHere('<http://ex.org/a> <http://ex.org/b> "c" .\nthis is not\n', 'n-triples')).resolves.toEqual({
    ok: false,
    line: 2,
    reason: 'Unexpected "this"',
  });
});

it('sends TriG as the N-Quads it parses to', async () => {
  const result = await checkRdfHere('<http://ex.org/g> { <http://ex.org/a> <http://ex.org/b> "c" . }\n', 'trig');
  expect(result).toEqual({
    ok: true,
    triples: 1,
    sendAs: 'n-quads',
    body: '<http://ex.org/a> <http://ex.org/b> "c" <http://ex.org/g> .\n',
  });
});

it('names an export by the world and the day', () => {
  const day = new Date('2026-11-25T10:00:00Z');
  expect(exportFileName('samples/solar-system', 'turtle', day)).toBe('samples-solar-system-2026-11-25.ttl');
  expect(exportFileName('01M84SE8XMQNVGQ1VW8Z01WARJ', 'n-quads', day)).toBe('01M84SE8XMQNVGQ1VW8Z01WARJ-2026-11-25.nq');
});
