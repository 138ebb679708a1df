/*
 * The shape of a JSON reply, to hold a double's reply to a recorded one: field names, the JSON type of each
 * value (null counted as its own type), bare array or object, empty array or not. Values are not compared: the
 * data differ (IDs, times, scores). Several values (the items of an array) merge into one shape.
 */

type Kind = 'null' | 'string' | 'number' | 'boolean' | 'array' | 'object';

interface Shape {
  kinds: Set<Kind>;
  /** Objects: each key seen, its shape, and whether every object had it. */
  fields: Map<string, { shape: Shape; always: boolean }>;
  /** Arrays: the shape of all their items together, and whether any was empty or not. */
  items: Shape | undefined;
  emptyArray: boolean;
  filledArray: boolean;
}

const kindOf = (value: unknown): Kind =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : (typeof value as Exclude<Kind, 'null' | 'array'>);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function shapeOf(values: readonly unknown[]): Shape {
  const objects = values.filter(isRecord);
  const arrays = values.filter((value): value is unknown[] => Array.isArray(value));
  const keys = new Set(objects.flatMap((object) => Object.keys(object)));
  const items = arrays.flat();
  return {
    kinds: new Set(values.map(kindOf)),
    fields: new Map(
      [...keys].map((key) => [
        key,
        {
          shape: shapeOf(objects.filter((object) => key in object).map((object) => object[key])),
          always: objects.every((object) => key in object),
        },
      ]),
    ),
    items: items.length > 0 ? shapeOf(items) : undefined,
    emptyArray: arrays.some((array) => array.length === 0),
    filledArray: arrays.some((array) => array.length > 0),
  };
}

/**
 * A SPARQL result term's language and datatype: whether a term has them depends on the literal it is (SPARQL 1.1
 * Query Results JSON), so the rows a query happens to return decide whether a reply holds any. Where both replies
 * hold them, their shapes are compared as any other field's.
 */
export const PRESENT_BY_DATA: ReadonlySet<string> = new Set(['xml:lang', 'datatype']);

const list = (kinds: Iterable<Kind>) => [...kinds].sort().join(' or ');

/**
 * How the double's reply differs in shape from the server's, one sentence per difference; none when they agree.
 * `valueOrNull` names fields that are `T | null` by the servers' own description, where which of the two a given
 * row has depends on the data (a world with or without a description): there either may stand for the other.
 * Everywhere else the double must send every type the server sent there (so a list recorded with a world whose
 * displayName is null needs such a world in the double's list too) and no other.
 */
export function shapeDifferences(
  server: unknown,
  double: unknown,
  valueOrNull: ReadonlySet<string> = new Set(),
  presentByData: ReadonlySet<string> = PRESENT_BY_DATA,
): string[] {
  return compare(shapeOf([server]), shapeOf([double]), '$', valueOrNull, presentByData);
}

function compare(
  server: Shape,
  double: Shape,
  path: string,
  valueOrNull: ReadonlySet<string>,
  presentByData: ReadonlySet<string>,
): string[] {
  const field = path.split('.').at(-1)?.replace(/\[\]$/, '') ?? '';
  const lenient = valueOrNull.has(field);
  const strip = (kinds: Set<Kind>) => new Set([...kinds].filter((kind) => !lenient || kind !== 'null'));
  const serverKinds = strip(server.kinds);
  const doubleKinds = strip(double.kinds);
  const differences: string[] = [];
  const extra = [...doubleKinds].filter((kind) => !serverKinds.has(kind) && !(lenient && serverKinds.size === 0));
  const missing = [...serverKinds].filter((kind) => !doubleKinds.has(kind) && !(lenient && doubleKinds.size === 0));
  if (extra.length > 0 || missing.length > 0) {
    differences.push(`${path}: the server sends ${list(server.kinds)}, the double ${list(double.kinds)}`);
  }

  for (const [key, { shape, always }] of server.fields) {
    const other = double.fields.get(key);
    if (!other) {
      if (!presentByData.has(key)) differences.push(`${path}.${key}: the server sends it, the double leaves it out`);
    } else {
      if (always && !other.always)
        differences.push(`${path}.${key}: the server always sends it, the double not always`);
      differences.push(...compare(shape, other.shape, `${path}.${key}`, valueOrNull, presentByData));
    }
  }
  for (const key of double.fields.keys()) {
    if (!server.fields.has(key) && !presentByData.has(key))
      differences.push(`${path}.${key}: the double sends it, the server does not`);
  }

  if (server.emptyArray !== double.emptyArray || server.filledArray !== double.filledArray) {
    const describe = (shape: Shape) =>
      shape.filledArray ? (shape.emptyArray ? 'empty and filled' : 'filled') : 'empty';
    if (server.kinds.has('array') && double.kinds.has('array')) {
      differences.push(`${path}: the server sends ${describe(server)} arrays, the double ${describe(double)} ones`);
    }
  }
  if (server.items && double.items) {
    differences.push(...compare(server.items, double.items, `${path}[]`, valueOrNull, presentByData));
  }
  return differences;
}
