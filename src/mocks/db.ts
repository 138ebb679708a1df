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
 * resetMockDb() forgets them, for tests.
 */

type WorldMeta = Omit<SampleWorld, 'triples'>;

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

type Edits = Record<string, Partial<Pick<WorldMeta, 'name' | 'description' | 'updatedAt'>>>;

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
  return sampleWorlds.map((world) => withEdits(world.meta, edits));
}

export function findWorldRecord(worldId: string): WorldMeta | undefined {
  const world = sampleWorlds.find((candidate) => candidate.meta.id === worldId);
  return world ? withEdits(world.meta, readEdits()) : undefined;
}

export function worldTriples(worldId: string): Triple[] | undefined {
  return sampleWorlds.find((world) => world.meta.id === worldId)?.triples();
}

/** Applies a PUT: fields present are set, fields omitted stay as they were. */
export function updateWorldRecord(worldId: string, changes: WorldUpdate): WorldMeta | undefined {
  const current = findWorldRecord(worldId);
  if (!current) return undefined;
  const edits = readEdits();
  edits[worldId] = {
    ...edits[worldId],
    ...(changes.name === undefined ? {} : { name: changes.name }),
    ...(changes.description === undefined ? {} : { description: changes.description }),
    updatedAt: Date.now(),
  };
  writeEdits(edits);
  return withEdits(current, edits);
}

export function resetMockDb() {
  removeStored('device', EDITS_KEY);
}
