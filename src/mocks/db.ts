import type { Triple, WorldUpdate } from '../api/schemas';
import { readStored, removeStored, writeStored } from '../lib/browser-storage';
import { guessTriple } from '../lib/rdf-term';
import { tripleToNTriples } from '../lib/rdf-term-writing';
import { generateMinorPlanetTriples, minorPlanets } from './data/minor-planets';
import { periodicTable } from './data/periodic-table';
import type { SampleWorld } from './data/sample-world';
import { scratchpad } from './data/scratchpad';
import { solarSystem } from './data/solar-system';
import { resetApiKeyRecords } from './api-key-store';
import { OFFLINE_EDITS_KEY, OFFLINE_WORLDS_KEY } from './offline-store';

/*
 * The offline server's store: the sample worlds as shipped, and what was changed since.
 * The offline server runs inside each page (MSW answers from the page, not
 * from the service worker), so each tab has its own copy of this module. The
 * edits are therefore kept in the browser's localStorage and read afresh on
 * every request: every tab of the browser sees one store, as it would see one
 * real server, and a save in one tab is a conflict for another. Without
 * storage (Node, or a browser refusing it) they live in memory.
 * The dialect doubles (src/mocks/dialects) share it: the rest server can also
 * change a world's slug, and tests can add generated worlds for long lists.
 * Worlds created, deleted and imported into are kept the same way, under a key of their own (OFFLINE_WORLDS_KEY):
 * "Restore the sample data" forgets both.
 * resetMockDb() forgets them, for tests.
 */

/**
 * A world without its triples; `slug` is there only once the rest dialect has changed or created it, `namespace`
 * only on a world the rpc dialect created (the samples live in its namespace `samples`).
 */
export type WorldMeta = Omit<SampleWorld, 'triples'> & {
  slug?: string;
  namespace?: string;
  dataplane?: DataplaneExtras;
};

/**
 * What only the dataplane dialect keeps of a world: its search settings, whether it is suspended, and the text it
 * was given as plain-text chunks (kept out of the world's triples: the server holds them in a named graph).
 */
export interface DataplaneExtras {
  embeddingModel?: string;
  chunkSize?: number;
  topK?: number;
  minScore?: number;
  suspended?: boolean;
  chunks?: string[];
}

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

/** What was created, deleted and imported: kept in the browser like the edits. */
interface WorldChanges {
  created: WorldMeta[];
  /**
   * Deleted worlds, with the slug they had (the rest double never gives a deleted world's slug again) and when (the
   * dataplane double restores one within its grace period).
   */
  deleted: { id: string; slug: string; deletedAt?: number }[];
  /** Triples imported into a world, or added by SPARQL updates, after its own. */
  added: Record<string, Triple[]>;
  /** A world's own triples that SPARQL updates removed. */
  removed: Record<string, Triple[]>;
  /** Moves with every change of a world's triples (or its existence), per world: the SPARQL stores rebuild on it. */
  revisions: Record<string, number>;
}

const noChanges = (): WorldChanges => ({ created: [], deleted: [], added: {}, removed: {}, revisions: {} });

/**
 * Without a browser (the end-to-end test server, the bench) there is no other tab to share the store with: the
 * changes stay an object in memory, never written out as a string, so that adding a part to a world of a million
 * triples costs the part, not the world (JSON of the whole world at every part made a large import quadratic).
 */
const sharedWithOtherTabs = typeof window !== 'undefined';
let changesInMemory: WorldChanges | undefined;

function readChanges(): WorldChanges {
  if (!sharedWithOtherTabs) return (changesInMemory ??= noChanges());
  try {
    const raw = readStored('device', OFFLINE_WORLDS_KEY);
    return raw ? { ...noChanges(), ...(JSON.parse(raw) as Partial<WorldChanges>) } : noChanges();
  } catch {
    return noChanges();
  }
}

function writeChanges(changes: WorldChanges) {
  if (!sharedWithOtherTabs) {
    changesInMemory = changes;
    return;
  }
  writeStored('device', OFFLINE_WORLDS_KEY, JSON.stringify(changes));
}

function allWorlds(): StoredWorld[] {
  const { created, deleted } = readChanges();
  const gone = new Set(deleted.map(({ id }) => id));
  const kept = [...sampleWorlds, ...generatedWorlds, ...created.map((meta) => ({ meta, triples: () => [] }))];
  return gone.size === 0 ? kept : kept.filter((world) => !gone.has(world.meta.id));
}

type Edits = Record<string, Partial<Pick<WorldMeta, 'name' | 'description' | 'updatedAt' | 'slug' | 'dataplane'>>>;

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

/** A changed world's triples, kept while its revision holds, so that its search index is built once (search-index.ts). */
const changedTriples = new Map<string, { revision: number; triples: Triple[] }>();

/** A triple as one N-Triples line: the same triple, however its terms were spelt. */
const tripleLine = (triple: Triple) => tripleToNTriples(guessTriple(triple));

export function worldTriples(worldId: string): Triple[] | undefined {
  const own = allWorlds()
    .find((world) => world.meta.id === worldId)
    ?.triples();
  if (!own) return undefined;
  const { added, removed, revisions } = readChanges();
  const revision = revisions[worldId];
  const imported = added[worldId] ?? [];
  const gone = new Set((removed[worldId] ?? []).map(tripleLine));
  if (revision === undefined || (imported.length === 0 && gone.size === 0)) return own;
  const known = changedTriples.get(worldId);
  if (known?.revision === revision) return known.triples;
  const triples = [...(gone.size === 0 ? own : own.filter((triple) => !gone.has(tripleLine(triple)))), ...imported];
  changedTriples.set(worldId, { revision, triples });
  return triples;
}

/**
 * How a world's triples stand: "sample" while they are as shipped; anything else once created, imported into,
 * changed by a SPARQL update or deleted.
 */
export function worldRevision(worldId: string): string {
  const revision = readChanges().revisions[worldId];
  return revision === undefined ? 'sample' : String(revision);
}

const without = <T>(record: Record<string, T>, key: string): Record<string, T> =>
  Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));

let revisionCounter = 0;
const nextRevision = () => Date.now() * 1000 + (revisionCounter++ % 1000);

/** Creates a world with no triples; undefined when a world with its ID exists. */
export function createWorldRecord(meta: Omit<WorldMeta, 'createdAt' | 'updatedAt'>): WorldMeta | undefined {
  if (findWorldRecord(meta.id)) return undefined;
  const changes = readChanges();
  const now = Date.now();
  const world: WorldMeta = { ...meta, createdAt: now, updatedAt: now };
  // An ID deleted before is a new world now: nothing of the old one (its triples, its edits) comes back.
  changes.deleted = changes.deleted.filter(({ id }) => id !== meta.id);
  changes.added = without(changes.added, meta.id);
  changes.removed = without(changes.removed, meta.id);
  worldLogs.delete(meta.id);
  replacedTriples.delete(meta.id);
  changes.created = [...changes.created.filter(({ id }) => id !== meta.id), world];
  changes.revisions[meta.id] = nextRevision();
  writeChanges(changes);
  const edits = readEdits();
  if (edits[meta.id]) writeEdits(without(edits, meta.id));
  return world;
}

/**
 * Deletes a world; false when there is none with this ID. Its triples are kept out of sight, so that the dataplane
 * double can restore it (restoreWorldRecord); creating its ID again starts afresh.
 */
export function deleteWorldRecord(worldId: string): boolean {
  const world = findWorldRecord(worldId);
  if (!world) return false;
  const changes = readChanges();
  changes.deleted.push({ id: worldId, slug: world.slug ?? worldId, deletedAt: Date.now() });
  changes.revisions[worldId] = nextRevision();
  writeChanges(changes);
  return true;
}

/** A deleted world, and when it was deleted; undefined when no world of this ID is deleted (or it was created since). */
export function findDeletedWorldRecord(worldId: string): { world: WorldMeta; deletedAt: number } | undefined {
  const { created, deleted } = readChanges();
  const gone = deleted.find(({ id }) => id === worldId);
  const meta =
    [...sampleWorlds, ...generatedWorlds].find((world) => world.meta.id === worldId)?.meta ??
    created.find(({ id }) => id === worldId);
  return gone && meta ? { world: withEdits(meta, readEdits()), deletedAt: gone.deletedAt ?? 0 } : undefined;
}

/** The IDs of the deleted worlds, for a double that names worlds its own way (dataplane: `w_<uuid>`). */
export const deletedWorldIds = (): string[] => readChanges().deleted.map(({ id }) => id);

/** Brings a deleted world back, with its triples (the dataplane's undelete); undefined when it is not deleted. */
export function restoreWorldRecord(worldId: string): WorldMeta | undefined {
  if (!findDeletedWorldRecord(worldId)) return undefined;
  const changes = readChanges();
  changes.deleted = changes.deleted.filter(({ id }) => id !== worldId);
  changes.revisions[worldId] = nextRevision();
  writeChanges(changes);
  return updateWorldRecord(worldId, {});
}

/** Whether a deleted world had this slug (the rest double never gives it again). */
export function isDeletedSlug(slug: string): boolean {
  return readChanges().deleted.some((world) => world.slug === slug);
}

/** Adds triples to a world (an import); the number added, or undefined when there is no such world. */
export function addWorldTriples(worldId: string, triples: Triple[]): number | undefined {
  if (!findWorldRecord(worldId)) return undefined;
  const changes = readChanges();
  // Appended in place: a world of a million triples takes a part without copying what it holds.
  const added = changes.added[worldId] ?? [];
  for (const triple of triples) added.push(triple);
  changes.added[worldId] = added;
  changes.revisions[worldId] = nextRevision();
  writeChanges(changes);
  updateWorldRecord(worldId, {});
  return triples.length;
}

/**
 * The triples that imports replaced, per world: the REST server's search index keeps their text after they are gone
 * (DIALECTS.md, recorded/sequences/rest-import-replaces.json). In memory, as the log is: only the REST double reads it.
 */
const replacedTriples = new Map<string, Triple[]>();

/** What the REST double's search still finds of a world's replaced triples. */
export const replacedTriplesOf = (worldId: string): Triple[] => replacedTriples.get(worldId) ?? [];

/**
 * Replaces a world's triples with these (the REST server's import); the number loaded, or undefined when there is
 * no such world.
 */
export function replaceWorldTriples(worldId: string, triples: Triple[]): number | undefined {
  const own = allWorlds()
    .find((world) => world.meta.id === worldId)
    ?.triples();
  const before = worldTriples(worldId);
  if (!own || !before) return undefined;
  replacedTriples.set(worldId, [...replacedTriplesOf(worldId), ...before]);
  const changes = readChanges();
  changes.removed[worldId] = own;
  changes.added[worldId] = triples;
  changes.revisions[worldId] = nextRevision();
  writeChanges(changes);
  updateWorldRecord(worldId, {});
  return triples.length;
}

/**
 * Keeps what a SPARQL update changed in a world's triples, so that search, export and a later import see it too,
 * and it lasts as edits do; the world's revision after it.
 */
export function changeWorldTriples(worldId: string, change: { added: Triple[]; removed: Triple[] }): string {
  const changes = readChanges();
  const importedBefore = changes.added[worldId] ?? [];
  if (change.removed.length === 0) {
    // Only added (an INSERT DATA, a part of an import): appended, without reading through what the world holds.
    for (const triple of change.added) importedBefore.push(triple);
    changes.added[worldId] = importedBefore;
  } else {
    const removed = new Set(change.removed.map(tripleLine));
    const imported = new Set(importedBefore.map(tripleLine));
    changes.added[worldId] = [...importedBefore.filter((triple) => !removed.has(tripleLine(triple))), ...change.added];
    // The rest of what was removed were the world's own triples.
    const ownRemoved = change.removed.filter((triple) => !imported.has(tripleLine(triple)));
    changes.removed[worldId] = [...(changes.removed[worldId] ?? []), ...ownRemoved];
  }
  const revision = nextRevision();
  changes.revisions[worldId] = revision;
  writeChanges(changes);
  updateWorldRecord(worldId, {});
  return String(revision);
}

/** One entry of what the REST double logs of a world (recorded/rest/28). */
export interface WorldLogRecord {
  id: string;
  timestamp: number;
  level: 'info';
  message: string;
  metadata: Record<string, unknown>;
}

/** Each world's log, newest first: in memory, since only the REST double (in tests) serves it. */
const worldLogs = new Map<string, WorldLogRecord[]>();
let logCounter = 0;

/** Logs something done to a world, as the REST server does ("World data imported", "SPARQL update", "SPARQL query"). */
export function logWorldEvent(worldId: string, message: string, metadata: Record<string, unknown>) {
  const timestamp = Date.now();
  const id = `${timestamp.toString(36).toUpperCase()}${String(logCounter++).padStart(6, '0')}`;
  worldLogs.set(worldId, [{ id, timestamp, level: 'info', message, metadata }, ...(worldLogs.get(worldId) ?? [])]);
}

export const worldLogOf = (worldId: string): WorldLogRecord[] => worldLogs.get(worldId) ?? [];

/** Whether the world's name was ever saved (the rpc dialect leaves displayName out of a world never named). */
export function isWorldNameEdited(worldId: string): boolean {
  return readEdits()[worldId]?.name !== undefined;
}

/**
 * Applies a PUT: fields present are set, fields omitted stay as they were.
 * updatedAt moves even when nothing else does, as on the real servers.
 */
export function updateWorldRecord(
  worldId: string,
  changes: WorldUpdate & { slug?: string; dataplane?: DataplaneExtras },
): WorldMeta | undefined {
  const current = findWorldRecord(worldId);
  if (!current) return undefined;
  const edits = readEdits();
  edits[worldId] = {
    ...edits[worldId],
    ...(changes.name === undefined ? {} : { name: changes.name }),
    ...(changes.description === undefined ? {} : { description: changes.description }),
    ...(changes.slug === undefined ? {} : { slug: changes.slug }),
    ...(changes.dataplane === undefined ? {} : { dataplane: { ...current.dataplane, ...changes.dataplane } }),
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
  worldLogs.clear();
  replacedTriples.clear();
  changedTriples.clear();
  resetApiKeyRecords();
  removeStored('device', EDITS_KEY);
  removeStored('device', OFFLINE_WORLDS_KEY);
  changesInMemory = undefined;
}
