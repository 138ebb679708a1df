import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { server } from '../mocks/node';
import { recordingSchema } from './recordings';

/*
 * The exchanges recorded with the dataplane server (../shared/api/recorded/dataplane) and its sequences
 * (recorded/sequences/dataplane-*.json), read as recordings.ts reads the rest and rpc ones. Kept apart so that the
 * rest and rpc readers, and the tests over them, are unchanged. A missing folder fails the test that reads it.
 */

const files = import.meta.glob<unknown>('../../../shared/api/recorded/dataplane/*.json', {
  eager: true,
  import: 'default',
});

const sequenceFiles = import.meta.glob<unknown>('../../../shared/api/recorded/sequences/dataplane-*.json', {
  eager: true,
  import: 'default',
});

export type DataplaneRecording = z.output<typeof recordingSchema> & {
  /** `dataplane/01-list-worlds.json` */
  file: string;
};

const stepSchema = z.object({ request: recordingSchema.shape.request, response: recordingSchema.shape.response });
const sequenceSchema = z.object({ note: z.string(), steps: z.array(stepSchema) });
export type DataplaneSequence = z.output<typeof sequenceSchema> & { file: string };

/** The number a recording's name starts with: `dataplane/100-…` comes after `dataplane/99-…`. */
const numberOf = (key: string) => parseInt(key.split('/').at(-1) ?? '', 10);

function parsed<T>(key: string, value: unknown, schema: z.ZodMiniType<T>): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`${key} is not a recording: ${z.prettifyError(result.error)}`);
  return result.data;
}

/** Every dataplane recording, in the order of their numbers; throws when there are none. */
export function readDataplaneRecordings(): DataplaneRecording[] {
  const entries = Object.entries(files).sort(([a], [b]) => numberOf(a) - numberOf(b));
  if (entries.length === 0) {
    throw new Error(
      'The dataplane recordings are missing: expected shared/api/recorded/dataplane/*.json beside the repository.',
    );
  }
  return entries.map(([key, value]) => ({
    ...parsed(key, value, recordingSchema),
    file: `dataplane/${key.split('/').at(-1) ?? ''}`,
  }));
}

/** The recorded sequence `sequences/<name>.json`; throws when it is missing. */
export function readDataplaneSequence(name: string): DataplaneSequence {
  const entry = Object.entries(sequenceFiles).find(([key]) => key.endsWith(`/${name}.json`));
  if (!entry) throw new Error(`The recorded sequence ${name}.json is missing from shared/api/recorded/sequences.`);
  return { ...parsed(entry[0], entry[1], sequenceSchema), file: `sequences/${name}.json` };
}

/**
 * The recorded reply of `file` (`01-list-worlds.json`), played back to whatever is asked of `base`: for testing an
 * adapter on what the server really said. Resolves to each request's method, path, query and body, as asked.
 */
export function playBackDataplane(base: string, file: string): string[] {
  const recording = readDataplaneRecordings().find((candidate) => candidate.file === `dataplane/${file}`);
  if (!recording) throw new Error(`no recording ${file}`);
  const asked: string[] = [];
  server.use(
    http.all(`${base}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const body = await request.text();
      asked.push(`${request.method} ${url.pathname}${url.search}${body ? ` ${body}` : ''}`);
      const { response } = recording;
      if (response.json !== undefined) return HttpResponse.json(response.json, { status: response.status });
      return new HttpResponse(response.text || null, {
        status: response.status,
        headers: response.contentType ? { 'Content-Type': response.contentType } : undefined,
      });
    }),
  );
  return asked;
}
