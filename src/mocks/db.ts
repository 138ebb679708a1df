import type { Triple, WorldUpdate } from '../api/schemas';
import { generateMinorPlanetTriples, minorPlanets } from './data/minor-planets';
import { periodicTable } from './data/periodic-table';
import type { SampleWorld } from './data/sample-world';
import { scratchpad } from './data/scratchpad';
import { solarSystem } from './data/solar-system';

/*
 * The offline server's store. Triples never change; names and descriptions do.
 * Edits live in memory and, in a browser, in sessionStorage too, so that a
 * rename survives a reload in dev. resetMockDb() forgets them, for tests.
 */

type WorldMeta = Omit<SampleWorld, 'triples'>;

interface StoredWorld {
  meta: WorldMeta;
  triples: () => Triple[];
}

const EDITS_KEY = 'worlds-dashboard:mock-edits';

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

function storage(): Storage | undefined {
  return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
}

let memoryEdits: Edits = {};

function readEdits(): Edits {
  const session = storage();
  if (!session) return memoryEdits;
  try {
    const raw = session.getItem(EDITS_KEY);
    return raw ? (JSON.parse(raw) as Edits) : {};
  } catch {
    return {};
  }
}

function writeEdits(edits: Edits) {
  memoryEdits = edits;
  storage()?.setItem(EDITS_KEY, JSON.stringify(edits));
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
  memoryEdits = {};
  storage()?.removeItem(EDITS_KEY);
}
