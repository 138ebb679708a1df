import type { Triple, WorldUpdate } from '../api/schemas';
import { readStored, removeStored, writeStored } from '../lib/browser-storage';
import { generateMinorPlanetTriples, minorPlanets } from './data/minor-planets';
import { periodicTable } from './data/periodic-table';
import type { SampleWorld } from './data/sample-world';
import { scratchpad } from './data/scratchpad';
import { solarSystem } from './data/solar-system';
import { OFFLINE_EDITS_KEY } from './offline-store';

/*
 * The offline server's store. Triples never change; names and descriptions do.
 * The offline server runs inside each page (MSW answers from the page, not
 * from the service worker), so each tab has its own copy of this module. The
 * edits are therefore kept in the browser's localStorage and read afresh on
 * every request: every tab of the browser sees one store, as it would see one
 * real server, and a save in one tab is a conflict for another. Without
 * storage (Node, or a browser refusing it) they live in memory.
 * The dialect doubles (src/mocks/dialects) share it: the rest server can also
 * change a world's slug, and tests can add generated worlds for long lists.
 * resetMockDb() forgets them, for tests.
 */

/** A world without its triples; `slug` is there only once the rest dialect has changed it. */
export type WorldMeta = Omit<SampleWorld, 'triples'> & { slug?: string };

interface StoredWorld {
  meta: WorldMeta;
  triples: () => Triple[];
}

const EDITS_KEY = OFFLINE_EDITS_KEY;

function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const sampleWorlds: StoredWorld[] = [
  ...[solarSystem, periodicTable, scratchpad].map(({ triples, ...meta }) => ({ meta, triples: () => triples })),
  // The large world is generated on first use, not at start-up.
  { meta: minorPlanets, triples: lazy(() => generateMinorPlanetTriples()) },
];

/** Worlds added by addGeneratedWorlds(), after the samples; in memory only, since only tests ask for them. */
let generatedWorlds: StoredWorld[] = [];

const allWorlds = () => (generatedWorlds.length === 0 ? sampleWorlds : [...sampleWorlds, ...generatedWorlds]);

type Edits = Record<string, Partial<Pick<WorldMeta, 'name' | 'description' | 'updatedAt' | 'slug'>>>;

function readEdits(): Edits {
  try {
    const raw = readStored('device', EDITS_KEY);
    return raw ? (JSON.parse(raw) as Edits) : {};
  } catch {
    return {};
  }
}

function writeEdits(edits: Edits) {
  writeStored('device', EDITS_KEY, JSON.stringify(edits));
}

function withEdits(meta: WorldMeta, edits: Edits): WorldMeta {
  return { ...meta, ...edits[meta.id] };
}

export function listWorldRecords(): WorldMeta[] {
  const edits = readEdits();
  return allWorlds().map((world) => withEdits(world.meta, edits));
}

export function findWorldRecord(worldId: string): WorldMeta | undefined {
  const world = allWorlds().find((candidate) => candidate.meta.id === worldId);
  return world ? withEdits(world.meta, readEdits()) : undefined;
}

export function worldTriples(worldId: string): Triple[] | undefined {
  return allWorlds()
    .find((world) => world.meta.id === worldId)
    ?.triples();
}

/** Whether the world's name was ever saved (the rpc dialect leaves displayName out of a world never named). */
export function isWorldNameEdited(worldId: string): boolean {
  return readEdits()[worldId]?.name !== undefined;
}

/**
 * Applies a PUT: fields present are set, fields omitted stay as they were.
 * updatedAt moves even when nothing else does, as on the real servers.
 */
export function updateWorldRecord(worldId: string, changes: WorldUpdate & { slug?: string }): WorldMeta | undefined {
  const current = findWorldRecord(worldId);
  if (!current) return undefined;
  const edits = readEdits();
  edits[worldId] = {
    ...edits[worldId],
    ...(changes.name === undefined ? {} : { name: changes.name }),
    ...(changes.description === undefined ? {} : { description: changes.description }),
    ...(changes.slug === undefined ? {} : { slug: changes.slug }),
    updatedAt: Date.now(),
  };
  writeEdits(edits);
  return withEdits(current, edits);
}

/** The ID of the n-th generated world (1-based): `generated-0001`, … */
export const generatedWorldId = (n: number) => `generated-${String(n).padStart(4, '0')}`;

/**
 * Adds `count` small generated worlds after the samples (replacing any added
 * before), so that paging through a long list of worlds can be exercised.
 * Each has a few literal triples, so it can be searched too.
 */
export function addGeneratedWorlds(count: number) {
  const base = Date.UTC(2026, 1, 1);
  generatedWorlds = Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const id = generatedWorldId(n);
    const subject = `http://example.org/generated/${id}`;
    const triples: Triple[] = [
      { subject, predicate: 'http://www.w3.org/2000/01/rdf-schema#label', object: `Generated world number ${n}` },
      { subject, predicate: 'http://www.w3.org/2000/01/rdf-schema#comment', object: `Filler world ${n} of ${count}` },
      { subject, predicate: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type', object: 'http://example.org/Filler' },
    ];
    const createdAt = base + index * 60_000;
    return {
      meta: {
        id,
        name: `Generated world ${n}`,
        description: `Generated world ${n} of ${count}.`,
        createdAt,
        updatedAt: createdAt,
      },
      triples: () => triples,
    };
  });
}

export function resetMockDb() {
  generatedWorlds = [];
  removeStored('device', EDITS_KEY);
}
