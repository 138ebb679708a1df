import * as z from 'zod/mini';

/*
 * What an RPC call looks like to the RPC double (../shared/api/DIALECTS.md): one action and its request, checked
 * as the server checks it, and the page size it pages by.
 */

const sourceSchema = z.union([
  z.string().check(z.regex(/^[^/]+\/[^/]+$/)),
  z.object({ namespace: z.string().check(z.minLength(1)), id: z.string().check(z.minLength(1)) }),
]);
type Source = z.output<typeof sourceSchema>;

const pageSizeSchema = z.optional(z.int().check(z.gte(0)));

// Unknown keys are stripped, as the server ignores them; null where a string belongs fails the schema.
export const rpcCallSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('listWorlds'),
    request: z.object({ parent: z.optional(z.string()), pageSize: pageSizeSchema, pageToken: z.optional(z.string()) }),
  }),
  z.object({ action: z.literal('getWorld'), request: z.object({ source: sourceSchema }) }),
  z.object({
    action: z.literal('updateWorld'),
    request: z.object({
      source: sourceSchema,
      displayName: z.optional(z.string()),
      description: z.optional(z.string()),
    }),
  }),
  z.object({
    action: z.literal('searchWorlds'),
    request: z.object({
      source: sourceSchema,
      query: z.string(),
      pageSize: pageSizeSchema,
      pageToken: z.optional(z.string()),
      subjects: z.optional(z.array(z.string())),
      predicates: z.optional(z.array(z.string())),
      types: z.optional(z.array(z.string())),
    }),
  }),
  z.object({ action: z.literal('sparql'), request: z.object({ source: sourceSchema, query: z.string() }) }),
  z.object({
    action: z.literal('createWorld'),
    // Namespaces and IDs are not validated: "Tmp Space!" and "x/y" are taken as they are.
    request: z.object({
      namespace: z.string().check(z.minLength(1)),
      id: z.string().check(z.minLength(1)),
      displayName: z.optional(z.string()),
      description: z.optional(z.string()),
    }),
  }),
  z.object({ action: z.literal('deleteWorld'), request: z.object({ source: sourceSchema }) }),
  z.object({
    action: z.literal('importWorld'),
    request: z.object({ source: sourceSchema, data: z.string(), contentType: z.optional(z.string()) }),
  }),
  z.object({
    action: z.literal('exportWorld'),
    request: z.object({ source: sourceSchema, contentType: z.optional(z.string()) }),
  }),
]);

export const sourceParts = (source: Source) => {
  if (typeof source !== 'string') return source;
  const [namespace = '', id = ''] = source.split('/');
  return { namespace, id };
};

const PAGE_SIZE_DEFAULT = 20;
const PAGE_SIZE_MAX = 100;

/** 0 or none is the default; above the most is capped silently (DIALECTS.md). */
export const pageSizeOf = (requested: number | undefined) =>
  requested === undefined || requested === 0 ? PAGE_SIZE_DEFAULT : Math.min(requested, PAGE_SIZE_MAX);
