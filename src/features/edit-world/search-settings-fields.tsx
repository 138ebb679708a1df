import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '../../components/ui/text-field';
import type { EditValues, NUMBER_SETTINGS } from './world-changes';

/** The settings that are numbers, each with what a person needs to know to choose it. */
const NUMBERS = [
  {
    field: 'chunkSize',
    label: 'Chunk size',
    inputMode: 'numeric',
    hint: 'The most triples in one chunk of the search index: a whole number above 0.',
  },
  {
    field: 'topK',
    label: 'Top K',
    inputMode: 'numeric',
    hint: 'How many results a search returns when it does not say: a whole number above 0.',
  },
  {
    field: 'minScore',
    label: 'Minimum score',
    inputMode: 'decimal',
    hint: 'Results that score lower are left out: from 0 to 1, 1 the best. The Search page starts from it.',
  },
] as const satisfies { field: (typeof NUMBER_SETTINGS)[number]; label: string; inputMode: string; hint: string }[];

interface SearchSettingsFieldsProps {
  form: UseFormReturn<EditValues>;
  /** Whether the world's own settings were read: otherwise the fields start empty, and an empty one is not sent. */
  known: boolean;
}

/** The world's search settings (capabilities.searchSettings), as its server's OpenAPI document describes them. */
export function SearchSettingsFields({ form, known }: SearchSettingsFieldsProps) {
  const { register, formState } = form;
  const { errors } = formState;
  const keep = known ? '' : ' Leave empty to keep the current value.';
  return (
    // A group named by its legend, so that each field is read as one of the search settings; the legend holds the
    // section's heading, for a walk by headings.
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="mb-1">
        <h2 className="text-lg font-semibold">Search settings</h2>
      </legend>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        How the server indexes this world’s text for search, and what a search finds when it does not say.
      </p>
      <TextField
        label="Embedding model"
        autoComplete="off"
        spellCheck={false}
        dir="auto"
        error={errors.embeddingModel?.message}
        hint={`The model that turns the world’s text into vectors for semantic search, such as openai/text-embedding-3-small. Saving a new one re-indexes the world.${keep}`}
        {...register('embeddingModel')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        {NUMBERS.map(({ field, label, inputMode, hint }) => (
          <TextField
            key={field}
            label={label}
            inputMode={inputMode}
            autoComplete="off"
            error={errors[field]?.message}
            hint={`${hint}${keep}`}
            {...register(field)}
          />
        ))}
      </div>
    </fieldset>
  );
}
