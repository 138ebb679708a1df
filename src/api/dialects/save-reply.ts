import * as z from 'zod/mini';
import type { World } from '../schemas';
import type { SaveReply } from '../worlds-api';

/**
 * A save's reply body read with a dialect's world schema: a world, or, for any other shape, "not understood"
 * (never an error: a 2xx was answered, and only a read-back can say whether the save was made).
 */
export const saveReplySchema = <S extends z.ZodMiniType<World>>(worldSchema: S) =>
  z.catch(
    z.pipe(
      worldSchema,
      z.transform((world): SaveReply => ({ kind: 'world', world })),
    ),
    { kind: 'not-understood' },
  );

/** No body at all (a 204, an empty 200) is a reply that says nothing of the world. */
export const emptyReply: SaveReply = { kind: 'empty' };
