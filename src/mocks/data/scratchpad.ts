import type { SampleWorld } from './sample-world';

/** A world with no triples yet, as a newly created one would be. */
export const scratchpad: SampleWorld = {
  id: 'scratchpad',
  name: 'Scratchpad',
  description: '',
  createdAt: Date.UTC(2026, 0, 5),
  updatedAt: Date.UTC(2026, 0, 5),
  triples: [],
};
