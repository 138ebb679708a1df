import type { UseFormReturn } from 'react-hook-form';
import { WORLD_DESCRIPTION_MAX, WORLD_NAME_MAX, type World } from '../../api/schemas';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { characterCount } from '../../lib/character-count';
import { CharacterCount } from './character-count-hint';
import type { EditValues } from './world-changes';

interface WorldFieldsProps {
  form: UseFormReturn<EditValues>;
  /** What the fields hold now, for their character counts. */
  values: EditValues;
  /** The world as the form opened it; undefined when it could not be read. */
  world: World | undefined;
  nameRequired: boolean;
  /** Whether the server keeps a description: where it does not, the form says so in place of the field. */
  keepsDescription: boolean;
}

/** The name and the description, each with what to know about it and its characters out of the most allowed. */
export function WorldFields({ form, values, world, nameRequired, keepsDescription }: WorldFieldsProps) {
  const { register, formState } = form;
  return (
    <>
      <TextField
        label="Name"
        autoComplete="off"
        error={formState.errors.name?.message}
        hint={
          <CharacterCount
            count={characterCount(values.name.trim())}
            max={WORLD_NAME_MAX}
            note={
              nameRequired
                ? 'Required.'
                : world
                  ? 'This world has no name yet; leave empty to keep it so.'
                  : 'Leave empty to keep the current name.'
            }
          />
        }
        {...register('name')}
      />
      {keepsDescription ? (
        <TextAreaField
          label="Description"
          rows={6}
          error={formState.errors.description?.message}
          hint={
            <CharacterCount
              count={characterCount(values.description)}
              max={WORLD_DESCRIPTION_MAX}
              note={world ? 'May be empty: saving an empty description clears it.' : 'Only sent when you fill it in.'}
            />
          }
          {...register('description')}
        />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          This server keeps no description: a world has only its name.
        </p>
      )}
    </>
  );
}
