import * as z from 'zod/mini';

/*
 * The raw exchanges recorded with the real servers (../shared/api/recorded beside the repository: the project is
 * cloned with `shared/` next to it). Tests hold the doubles and the reply schemas to them. A missing folder fails
 * the test that reads it: a contract test that skips itself when its evidence is gone cannot fail.
 */

/** The repository's root (this file is src/test/recordings.ts), and the recordings beside the repository. */
// Through a variable: Vite rewrites `new URL('…', import.meta.url)` written out as an asset's address.
const here = import.meta.url;
const REPO_ROOT = new URL('../../', here);
const RECORDED_DIR = decodeURIComponent(new URL('../shared/api/recorded/', REPO_ROOT).pathname);

/*
 * Read at transform time by Vite (the app's TypeScript has no Node types, so no fs here); the pattern is the same
 * folder as RECORDED_DIR, relative to this file. A folder that is missing or empty gives no files.
 */
const files = import.meta.glob<unknown>('../../../shared/api/recorded/{rest,rpc}/*.json', {
  eager: true,
  import: 'default',
});

export const recordingSchema = z.object({
  note: z.string(),
  request: z.object({
    method: z.string(),
    path: z.string(),
    headers: z.record(z.string(), z.string()),
    // JSON, or a string for a body that is not JSON (recorded/rpc/26-bad-json.json).
    body: z.unknown(),
  }),
  response: z.object({
    status: z.number(),
    contentType: z.nullable(z.string()),
    json: z.optional(z.unknown()),
    text: z.optional(z.string()),
  }),
});
export type Recording = z.output<typeof recordingSchema> & {
  /** `rest/01-list-worlds.json` */
  file: string;
  server: 'rest' | 'rpc';
};

/** Every recording, by server, in file order; throws (fails the test) when the folder is missing or holds none. */
export function readRecordings(): Recording[] {
  const entries = Object.entries(files).sort(([a], [b]) => a.localeCompare(b));
  if (entries.length === 0) {
    throw new Error(
      `The recorded exchanges are missing: expected rest/*.json and rpc/*.json in ${RECORDED_DIR} ` +
        '(shared/api/recorded beside the repository). Put shared/ beside the repository: the doubles are held to ' +
        'these recordings, and this test must not pass without them.',
    );
  }
  return entries.map(([key, value]) => {
    const [server, name] = key.split('/').slice(-2);
    const file = `${server}/${name}`;
    if (server !== 'rest' && server !== 'rpc') throw new Error(`${key} is not in rest/ or rpc/`);
    const parsed = recordingSchema.safeParse(value);
    if (!parsed.success) throw new Error(`${file} is not a recording: ${z.prettifyError(parsed.error)}`);
    return { ...parsed.data, file, server };
  });
}

const sequenceFiles = import.meta.glob<unknown>('../../../shared/api/recorded/sequences/*.json', {
  eager: true,
  import: 'default',
});

const sequenceSchema = z.object({
  note: z.string(),
  steps: z.array(z.object({ request: recordingSchema.shape.request, response: recordingSchema.shape.response })),
});
export type RecordedSequence = z.output<typeof sequenceSchema> & {
  /** `sequences/rest-import-replaces.json` */
  file: string;
};

/** Every recorded sequence (a few requests in a row), in file order; throws when there are none. */
export function readSequences(): RecordedSequence[] {
  const entries = Object.entries(sequenceFiles).sort(([a], [b]) => a.localeCompare(b));
  if (entries.length === 0) {
    throw new Error(`The recorded sequences are missing: expected sequences/*.json in ${RECORDED_DIR}.`);
  }
  return entries.map(([key, value]) => {
    const file = `sequences/${key.split('/').at(-1) ?? key}`;
    const parsed = sequenceSchema.safeParse(value);
    if (!parsed.success) throw new Error(`${file} is not a sequence: ${z.prettifyError(parsed.error)}`);
    return { ...parsed.data, file };
  });
}
