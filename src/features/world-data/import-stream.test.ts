import { openPartReader, type StreamMessage, type StreamRequest } from './import-stream';

/* The file read as a stream and cut into parts: the same parts on every reading, whatever is skipped. */

const line = (i: number) => `<http://example.org/s${i}> <http://example.org/n> "${i}" .\n`;
const nTriples = (n: number) => Array.from({ length: n }, (_, i) => line(i)).join('');

async function readAll(request: Partial<StreamRequest> & { file: Blob }): Promise<StreamMessage[]> {
  const reader = await openPartReader({
    format: 'n-triples',
    partFormat: 'n-quads',
    perPart: 100,
    skipParts: 0,
    ...request,
  });
  const messages: StreamMessage[] = [];
  for (;;) {
    const message = await reader.next();
    messages.push(message);
    if (message.kind !== 'part' && message.kind !== 'skipping') return messages;
  }
}

const parts = (messages: StreamMessage[]) => messages.flatMap((message) => (message.kind === 'part' ? [message] : []));

it('cuts a file into parts of the size asked for, ending with the totals', async () => {
  const messages = await readAll({ file: new File([nTriples(250)], 'a.nt') });
  expect(parts(messages).map((part) => part.triples)).toEqual([100, 100, 50]);
  expect(parts(messages)[0]?.text.split('\n')[0]).toBe(line(0).trim());
  expect(messages.at(-1)).toMatchObject({ kind: 'end', parts: 3, triples: 250 });
});

it('skips the parts acknowledged before, and gives the same parts after them', async () => {
  const file = new File([nTriples(2_500)], 'a.nt');
  const whole = parts(await readAll({ file }));
  const resumed = parts(await readAll({ file, skipParts: 20 }));
  expect(resumed.map((part) => part.index)).toEqual([20, 21, 22, 23, 24]);
  expect(resumed.map((part) => part.text)).toEqual(whole.slice(20).map((part) => part.text));
});

it('stops at a broken line, naming it, and gives no part from the one it is in', async () => {
  const text = `${nTriples(230)}<http://example.org/x> oops .\n${nTriples(10)}`;
  const messages = await readAll({ file: new File([text], 'a.nt') });
  expect(parts(messages).map((part) => part.index)).toEqual([0, 1]);
  expect(messages.at(-1)).toMatchObject({ kind: 'broken', line: 231, parts: 2, triples: 200 });
});

it('keeps the triples of one blank node in one part, and says when one spans parts', async () => {
  const blank = (i: number) => `_:b <http://example.org/p> "${i}" .\n`;
  const text = `${nTriples(99)}${blank(1)}${blank(2)}${blank(3)}${nTriples(5)}`;
  const messages = await readAll({ file: new File([text], 'a.nt') });
  expect(parts(messages).map((part) => part.triples)).toEqual([102, 5]);
  expect(messages.at(-1)).toMatchObject({ kind: 'end', splitBlankNodes: 0 });
  const far = `${blank(1)}${nTriples(300)}${blank(2)}`;
  expect((await readAll({ file: new File([far], 'a.nt') })).at(-1)).toMatchObject({ kind: 'end', splitBlankNodes: 1 });
});

it('ends after the last part asked for (taking parts back), written as DELETE DATA', async () => {
  const messages = await readAll({ file: new File([nTriples(450)], 'a.nt'), partFormat: 'sparql-delete', lastPart: 2 });
  expect(parts(messages)).toHaveLength(2);
  expect(parts(messages)[0]?.text).toMatch(/^DELETE DATA \{/);
});

it('counts what a plain-text server would not keep', async () => {
  const text = `<http://a> <http://p> "6"^^<http://www.w3.org/2001/XMLSchema#integer> .\n<http://a> <http://p> "x"@en .\n<http://a> <http://p> "http://b" .\n_:x <http://p> _:y .\n`;
  const messages = await readAll({ file: new File([text], 'a.nt'), partFormat: 'dataplane-json' });
  expect(messages.at(-1)).toMatchObject({ kind: 'end', losses: { typedLiterals: 2, textLikeIris: 1, blankNodes: 2 } });
});

it('places each part at its share of the bytes, though one chunk of the file holds many parts', async () => {
  const file = new File([nTriples(10_000)], 'a.nt');
  const cut = parts(await readAll({ file }));
  const ends = cut.map((part) => part.bytesRead);
  expect(ends.every((end, i) => i === 0 || end > (ends[i - 1] ?? 0))).toBe(true);
  expect(ends.at(-1)).toBe(file.size);
  // Half the triples, about half the bytes.
  expect((ends[49] ?? 0) / file.size).toBeCloseTo(0.5, 1);
});

it('writes a part for SPARQL with the default graph first, then a GRAPH block for each named graph in file order', async () => {
  const quad = (i: number, graph: string) => `<http://example.org/s${i}> <http://example.org/n> "${i}" ${graph}.\n`;
  // 1,500 triples of one named graph among others: a part of the size the server takes, in one block each.
  const lines = Array.from({ length: 2_000 }, (_, i) =>
    quad(i, i % 4 === 3 ? '' : i % 4 === 2 ? '<http://example.org/h> ' : '<http://example.org/g> '),
  );
  const [part] = parts(
    await readAll({
      file: new File([lines.join('')], 'a.nq'),
      format: 'n-quads',
      partFormat: 'sparql-insert',
      perPart: 2_000,
    }),
  );
  const triple = (i: number) => `<http://example.org/s${i}> <http://example.org/n> "${i}" .`;
  const of = (rest: number) => Array.from({ length: 500 }, (_, k) => triple(4 * k + rest));
  const inG = Array.from({ length: 1_000 }, (_, k) => triple(4 * Math.floor(k / 2) + (k % 2)));
  expect(part?.text).toBe(
    `INSERT DATA {\n${[...of(3), `GRAPH <http://example.org/g> {\n${inG.join('\n')}\n}`, `GRAPH <http://example.org/h> {\n${of(2).join('\n')}\n}`].join('\n')}\n}`,
  );
});
