import * as z from 'zod/mini';
import { unreadWorldFormSchema, worldFormSchema } from '../../api/schemas';

/*
 * The edit form's checks: the name and description as every server checks them, and the search settings as the
 * dataplane server's OpenAPI document describes them (UpdateWorldRequest, recorded/dataplane/97-openapi.json): the
 * embedding model is any text (no list of models is given), chunk size and top K are whole numbers above 0
 * (`exclusiveMinimum: 0`, no maximum), and the minimum score is from 0 to 1. Here it lives with the form, so that a
 * first visit carries none of it.
 */

const WHOLE_NUMBER = /^\d+$/;
const DECIMAL_NUMBER = /^(\d+(\.\d*)?|\.\d+)$/;

const isCount = (text: string) => WHOLE_NUMBER.test(text) && Number.isSafeInteger(Number(text)) && Number(text) > 0;
const isScore = (text: string) => DECIMAL_NUMBER.test(text) && Number(text) <= 1;

/**
 * Whether the form has the search settings, and whether the world's own are known: a known setting must stay
 * filled in; where the world could not be read, an empty one is left as it is on the server.
 */
export type SettingsInForm = 'none' | 'known' | 'unknown';

export function editFormSchema({ nameRequired, settings }: { nameRequired: boolean; settings: SettingsInForm }) {
  const { name, description } = (nameRequired ? worldFormSchema : unreadWorldFormSchema).shape;
  const setting = (valid: (text: string) => boolean, message: string) =>
    z
      .string()
      .check(
        z.refine(
          (text) => settings === 'none' || (settings === 'unknown' && text.trim() === '') || valid(text.trim()),
          message,
        ),
      );
  return z.object({
    name,
    description,
    embeddingModel: setting((text) => text !== '', 'Embedding model is required.'),
    chunkSize: setting(isCount, 'Chunk size must be a whole number greater than 0.'),
    topK: setting(isCount, 'Top K must be a whole number greater than 0.'),
    minScore: setting(isScore, 'Minimum score must be a number from 0 to 1.'),
  });
}
