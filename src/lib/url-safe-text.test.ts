import { awkwardInUrl, slugFrom } from './url-safe-text';

it('names the characters that would be awkward in a URL, once each', () => {
  expect(awkwardInUrl('Bad Slug!')).toEqual(['space', '“!”']);
  expect(awkwardInUrl('x/y z/w')).toEqual(['/ (slash)', 'space']);
  expect(awkwardInUrl('solar-system_2.0~x')).toEqual([]);
  expect(awkwardInUrl('café')).toEqual(['“é”']);
});

it('suggests a slug from a name', () => {
  expect(slugFrom('Solar System!')).toBe('solar-system');
  expect(slugFrom('  Café  Münster ')).toBe('cafe-munster');
  expect(slugFrom('???')).toBe('');
});
