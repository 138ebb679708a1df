import { base64Export } from './export-parts';

/** Text as the RPC server sends it: UTF-8, in base64. */
const base64Of = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

describe('a base64 export, decoded a slice at a time', () => {
  it('gives back the very bytes, emoji and right-to-left text split across slices included, with its lines counted', async () => {
    const line = '<http://example.org/s> <http://example.org/note> "زحل 🪐 ringed" .\n';
    const text = line.repeat(20_000);
    const parts = [...base64Export(base64Of(text), 'n-triples')];
    expect(parts.length).toBeGreaterThan(1);
    expect(await new Blob(parts.map(({ bytes }) => bytes) as BlobPart[]).text()).toBe(text);
    expect(parts.reduce((sum, { triples = 0 }) => sum + triples, 0)).toBe(20_000);
  });

  it('counts no triples in Turtle, whose triples span lines', () => {
    const [part] = [...base64Export(base64Of('@prefix ex: <http://example.org/> .\nex:a ex:b "c" .\n'), 'turtle')];
    expect(part?.triples).toBeUndefined();
  });

  it('says a reply that is not base64 is not understood', () => {
    expect(() => [...base64Export('not base64!', 'n-triples')]).toThrow(
      'The export was not base64, as this server sends it.',
    );
  });
});
