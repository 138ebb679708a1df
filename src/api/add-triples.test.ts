import { plainTextLosses, writeParts } from './add-triples';
import type { FileQuad } from './file-quad';
import { nQuadsPartWriter, sparqlPartWriter } from './part-writers';

const writeAddParts = (quads: FileQuad[], perPart?: number) => writeParts(quads, sparqlPartWriter(), perPart);

const iri = (value: string) => ({ kind: 'iri', value }) as const;
const blank = (value: string) => ({ kind: 'blank', value }) as const;
const literal = (value: string) => ({ kind: 'literal', value }) as const;
const quad = (subject: FileQuad['subject'], object: FileQuad['object'], graph?: string): FileQuad => ({
  subject,
  predicate: iri('http://ex.org/p'),
  object,
  ...(graph ? { graph: iri(graph) } : {}),
});

it('writes parts of at most the size asked, each an INSERT DATA of its triples', async () => {
  const quads = Array.from({ length: 5 }, (_, n) => quad(iri(`http://ex.org/s${n}`), literal(`text ${n}`)));
  const written = await writeAddParts(quads, 2);
  if (!written.ok) throw new Error(written.reason);
  expect(written.parts.map((part) => part.triples)).toEqual([2, 2, 1]);
  expect(written.parts[0]?.text).toBe(
    'INSERT DATA {\n<http://ex.org/s0> <http://ex.org/p> "text 0" .\n<http://ex.org/s1> <http://ex.org/p> "text 1" .\n}',
  );
});

it('keeps every triple that mentions a blank node in one part, connected blank nodes too', async () => {
  const quads = [
    quad(blank('a'), literal('1')),
    quad(iri('http://ex.org/x'), literal('2')),
    quad(iri('http://ex.org/y'), literal('3')),
    quad(blank('a'), blank('b')),
    quad(blank('b'), literal('4')),
  ];
  const written = await writeAddParts(quads, 2);
  if (!written.ok) throw new Error(written.reason);
  const withBlank = written.parts.filter((part) => part.text.includes('_:'));
  expect(withBlank).toHaveLength(1);
  expect(withBlank[0]?.triples).toBe(3);
  expect(written.parts.reduce((sum, part) => sum + part.triples, 0)).toBe(5);
});

it('writes quads of a named graph in a GRAPH block', async () => {
  const written = await writeAddParts([quad(iri('http://ex.org/a'), literal('x'), 'http://ex.org/g')]);
  if (!written.ok) throw new Error(written.reason);
  expect(written.parts[0]?.text).toBe(
    'INSERT DATA {\nGRAPH <http://ex.org/g> {\n<http://ex.org/a> <http://ex.org/p> "x" .\n}\n}',
  );
  expect(written.inNamedGraphs).toBe(1);
});

it('refuses the file at the first triple that cannot be written safely, before writing any part', async () => {
  const quads = [
    quad(iri('http://ex.org/a'), literal('fine')),
    quad(iri('http://ex.org/b'), literal('\\u0041 looks like an escape')),
  ];
  await expect(writeAddParts(quads)).resolves.toMatchObject({
    ok: false,
    triple: 2,
    reason: expect.stringContaining('\\u escape'),
  });
  await expect(writeAddParts([quad(iri('http://ex.org/a b'), literal('x'))])).resolves.toMatchObject({
    ok: false,
    triple: 1,
    reason: expect.stringContaining('not a valid IRI'),
  });
});

it('writes N-Quads parts, a named graph as the fourth term', async () => {
  const written = await writeParts(
    [quad(iri('http://ex.org/a'), literal('x "y"')), quad(blank('b'), iri('http://ex.org/o'), 'http://ex.org/g')],
    nQuadsPartWriter(),
  );
  if (!written.ok) throw new Error(written.reason);
  expect(written.parts[0]?.text).toBe(
    '<http://ex.org/a> <http://ex.org/p> "x \\"y\\"" .\n_:b <http://ex.org/p> <http://ex.org/o> <http://ex.org/g> .\n',
  );
});

it('counts what an import keeping values as plain text loses: tagged and typed literals, blank nodes', () => {
  const tagged = { kind: 'literal', value: 'Saturn', language: 'en' } as const;
  const typed = { kind: 'literal', value: '6', datatype: 'http://www.w3.org/2001/XMLSchema#integer' } as const;
  expect(
    plainTextLosses([
      quad(iri('http://ex.org/a'), tagged),
      quad(blank('b1'), typed),
      quad(blank('b1'), blank('b2')),
      quad(iri('http://ex.org/a'), literal('plain')),
      quad(iri('http://ex.org/a'), literal('https://looks.example/like-an-iri')),
    ]),
  ).toEqual({ typedLiterals: 2, blankNodes: 2, textLikeIris: 1 });
});
