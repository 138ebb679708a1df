// zod/mini rather than classic zod: the same validation, tree-shaken, for about 18 KB less gzip JavaScript.
import * as z from 'zod/mini';
import { characterCount } from '../lib/character-count';
import type { TermTriple } from '../lib/rdf-term';

/*
 * Every shape that crosses the HTTP boundary, parsed on the way in. Replies are
 * parsed leniently (unknown fields are dropped) but strictly where the dashboard
 * relies on a field.
 */

export const WORLD_NAME_MAX = 120;
export const WORLD_DESCRIPTION_MAX = 5000;

/**
 * A world as the dashboard uses it. The description calls the fields worldId
 * and name; real deployments send id and label (plus slug and epoch-ms times).
 * Both spellings are accepted. Only the ID is relied on: every other field may
 * be null or missing (a world created without a name is listed so), and a world
 * without a name has the name "" (see worldTitle).
 */
export const worldSchema = z.pipe(
  z
    .object({
      worldId: z.nullish(z.string().check(z.minLength(1))),
      id: z.nullish(z.string().check(z.minLength(1))),
      name: z.nullish(z.string()),
      label: z.nullish(z.string()),
      description: z.nullish(z.string()),
      slug: z.nullish(z.string()),
    })
    .check(
      z.refine((raw) => (raw.worldId ?? raw.id) != null, {
        message: 'A world needs an ID (worldId or id)',
      }),
    ),
  z.transform((raw) => ({
    id: raw.worldId ?? raw.id ?? '',
    name: raw.name ?? raw.label ?? '',
    description: raw.description ?? '',
    // The REST server's second name for a world, in its addresses: a person may know it better than the ID.
    ...(raw.slug ? { slug: raw.slug } : {}),
  })),
);
/** What the dataplane server says of a world's life (the other servers say nothing: a world they list is active). */
export type WorldState = 'active' | 'suspended' | 'deleted';
/**
 * A world's own search settings (dataplane): its search defaults (`topK` rows, `minScore` 0–1, 1 the best) and how
 * its text is indexed (a new `embeddingModel` re-indexes the world).
 */
export interface WorldSearchSettings {
  embeddingModel: string;
  chunkSize: number;
  topK: number;
  minScore: number;
}
export type World = z.output<typeof worldSchema> & { state?: WorldState; searchSettings?: WorldSearchSettings };

/** What a heading, a card or a link calls a world: its name, or its ID when it has none. */
export function worldTitle(world: Pick<World, 'id' | 'name'>): string {
  return world.name.trim() === '' ? world.id : world.name;
}

/** A list of worlds as read: the worlds that could be read, and how many listed ones could not. */
export interface WorldList {
  worlds: World[];
  /** Listed entries that were not a world the dashboard can read (no ID, a field of the wrong type). */
  unreadable: number;
}

/**
 * A list's items parsed one by one: one malformed world is skipped and counted,
 * and never hides the others (a whole-array schema would fail the whole list).
 */
export function worldsOneByOne(world: z.ZodMiniType<World>) {
  return z.pipe(
    z.array(z.unknown()),
    z.transform((items): WorldList => {
      const worlds: World[] = [];
      for (const item of items) {
        const parsed = world.safeParse(item);
        if (parsed.success) worlds.push(parsed.data);
      }
      return { worlds, unreadable: items.length - worlds.length };
    }),
  );
}

/** The list reply is not described; accept a bare array or `{ worlds: [...] }`. */
export const worldListSchema = z.union([
  worldsOneByOne(worldSchema),
  z.pipe(
    z.object({ worlds: worldsOneByOne(worldSchema) }),
    z.transform((reply) => reply.worlds),
  ),
]);

/** A maximum length in characters as a person counts them (code points), the same count the counters show. */
const atMostCharacters = (max: number, message: string) =>
  z.refine<string>((text) => characterCount(text) <= max, message);

const worldNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Name is required.'),
    atMostCharacters(WORLD_NAME_MAX, `Name must be at most ${WORLD_NAME_MAX} characters.`),
  );

const worldDescriptionSchema = z
  .string()
  .check(atMostCharacters(WORLD_DESCRIPTION_MAX, `Description must be at most ${WORLD_DESCRIPTION_MAX} characters.`));

/** The edit form: both fields, validated as the server validates them. */
export const worldFormSchema = z.object({
  name: worldNameSchema,
  description: worldDescriptionSchema,
});
export type WorldFormValues = z.output<typeof worldFormSchema>;

/**
 * The edit form when the world could not be read, or was read without a name:
 * an empty name means "keep the current name" (or none), so only the name's
 * maximum applies.
 */
export const unreadWorldFormSchema = z.object({
  name: z
    .string()
    .check(z.trim(), atMostCharacters(WORLD_NAME_MAX, `Name must be at most ${WORLD_NAME_MAX} characters.`)),
  description: worldDescriptionSchema,
});

/** The body of `PUT /v1/worlds/{worldId}`: only the fields that change. */
export const worldUpdateSchema = z.partial(worldFormSchema);
/**
 * What a save changes: only the fields that change, the search settings among them where the world has its own
 * (capabilities.searchSettings; the other dialects' bodies are parsed with worldUpdateSchema, which leaves them out).
 */
export type WorldUpdate = z.output<typeof worldUpdateSchema> & Partial<WorldSearchSettings>;

/** A triple as v1 (and the offline server) sends it: three strings in the term convention (lib/rdf-term.ts). */
const tripleSchema = z.object({
  subject: z.string(),
  predicate: z.string(),
  object: z.string(),
});
export type Triple = z.output<typeof tripleSchema>;

/** One result of v1's search, as sent. */
const v1SearchResultSchema = z.object({
  score: z.number(),
  value: tripleSchema,
});
export type V1SearchResult = z.output<typeof v1SearchResultSchema>;

export const v1SearchReplySchema = z.object({ response: z.array(v1SearchResultSchema) });

/** One search result as the screens get it from every dialect: its terms typed, each dialect saying what it knows. */
export interface SearchResult {
  /** `null` where the server sent the row unranked (dataplane's fallback search): it has no score at all. */
  score: number | null;
  /**
   * The kind of score, where the server says (dataplane: `rrf`, `cosine`, `unranked`); the score is then on a 0–1
   * scale, 1 the best. Without it, the scale is the server's own (compare rows, not searches).
   */
  scoreType?: string;
  value: TermTriple;
  /**
   * How many rows the server sent for this one triple, when more than one: the REST server answers one row per
   * indexed chunk of a long literal, each with the same subject, predicate and object. Shown once, with the count.
   */
  repeats?: number;
}

export const SEARCH_LIMIT_DEFAULT = 10;
export const SEARCH_LIMIT_MAX = 100;

export const wholeNumber = z.refine(Number.isInteger, 'Expected a whole number');

/** The query of a search as the service takes it; the mock rejects anything else. */
export const searchParamsSchema = z.object({
  q: z.string().check(z.trim(), z.minLength(1, 'q is required')),
  limit: z._default(z.coerce.number().check(wholeNumber, z.gte(1), z.lte(SEARCH_LIMIT_MAX)), SEARCH_LIMIT_DEFAULT),
  offset: z._default(z.coerce.number().check(wholeNumber, z.gte(0)), 0),
});
export type SearchParams = z.output<typeof searchParamsSchema>;
