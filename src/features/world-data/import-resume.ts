import * as z from 'zod/mini';
import type { ConnectionId } from '../../api/connection';
import { readStored, removeStored, writeStored } from '../../lib/browser-storage';

/*
 * What an import had acknowledged, kept on the device per connection and world, so that after a failed part, a
 * closed tab or a reload, choosing the same file again offers to continue from the first part not acknowledged. A
 * file is known by its name, size, last change and a hash of its first bytes: a file edited since is another file.
 * The list is bounded: the newest imports are kept, the oldest forgotten.
 */

const KEY = 'worlds-dashboard:imports-under-way';
const KEPT_MAX = 20;
/** The bytes hashed to know a file again: enough to tell two exports of one world apart, read in a moment. */
const HEAD_BYTES = 64 * 1024;

const fileIdSchema = z.object({ name: z.string(), size: z.number(), lastModified: z.number(), head: z.string() });
export type FileId = z.output<typeof fileIdSchema>;

const importUnderWaySchema = z.object({
  connection: z.string(),
  worldId: z.string(),
  file: fileIdSchema,
  /** The parts are cut at this many triples: a resumed import must cut the same parts. */
  perPart: z.number(),
  partsAcknowledged: z.number(),
  triplesAcknowledged: z.number(),
  bytesAcknowledged: z.number(),
  /** The world's count before the first part, where it was counted: the proof compares with it. */
  countBefore: z.optional(z.number()),
  updatedAt: z.number(),
});
export type ImportUnderWay = z.output<typeof importUnderWaySchema>;

/** FNV-1a, 32 bits, twice with two seeds: a fingerprint, not a defence against someone forging a file. */
function hashOf(bytes: Uint8Array): string {
  let first = 0x811c9dc5;
  let second = 0x01000193;
  for (const byte of bytes) {
    first = Math.imul(first ^ byte, 0x01000193);
    second = Math.imul(second ^ byte, 0x5bd1e995);
  }
  return `${(first >>> 0).toString(16).padStart(8, '0')}${(second >>> 0).toString(16).padStart(8, '0')}`;
}

export async function fileIdOf(file: File): Promise<FileId> {
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  return { name: file.name, size: file.size, lastModified: file.lastModified, head: hashOf(head) };
}

function readAll(): ImportUnderWay[] {
  try {
    const raw = readStored('device', KEY);
    return z.catch(z.array(importUnderWaySchema), []).parse(raw ? JSON.parse(raw) : []);
  } catch {
    return [];
  }
}

const sameFile = (a: FileId, b: FileId) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified && a.head === b.head;

const isOf = (entry: ImportUnderWay, connection: ConnectionId, worldId: string, file: FileId) =>
  entry.connection === connection && entry.worldId === worldId && sameFile(entry.file, file);

/** The import of this file into this world that stopped part-way, if one did. */
export function importUnderWay(connection: ConnectionId, worldId: string, file: FileId): ImportUnderWay | undefined {
  return readAll().find((entry) => isOf(entry, connection, worldId, file));
}

/** Keeps what was acknowledged so far (after each part): newest first, at most KEPT_MAX imports. */
export function keepImportUnderWay(entry: ImportUnderWay) {
  const others = readAll().filter((kept) => !isOf(kept, entry.connection, entry.worldId, entry.file));
  writeStored('device', KEY, JSON.stringify([entry, ...others].slice(0, KEPT_MAX)));
}

/** Forgets an import that finished, or whose parts were taken back or are to be sent again from the start. */
export function forgetImportUnderWay(connection: ConnectionId, worldId: string, file: FileId) {
  const others = readAll().filter((kept) => !isOf(kept, connection, worldId, file));
  if (others.length === 0) removeStored('device', KEY);
  else writeStored('device', KEY, JSON.stringify(others));
}
