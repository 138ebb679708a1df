import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { createApiKey } from '../../api/api-keys';
import { useConnection } from '../../api/connection';
import { worldTitle } from '../../api/schemas';
import { worldQueries } from '../../api/worlds';
import type { NewApiKey } from '../../api/worlds-api';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { ACCESS, type Access } from './access';
import { NewToken } from './new-token';

/** A world's ID on this server: `w_` and a UUID (the OpenAPI's pattern for a key's worldId). */
const WORLD_ID = /^w_[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const formSchema = z.object({
  namespace: z.string().check(z.refine((value) => value.trim() !== '', { error: 'Namespace is required.' })),
  worldId: z.string().check(
    z.refine((value) => value.trim() === '' || WORLD_ID.test(value.trim()), {
      error: 'A world’s ID is w_ and a UUID, such as w_41cd9707-cd27-42ab-9880-00ed9d25beca; or leave it empty.',
    }),
  ),
  // Required here though the server takes a key without one: a key is told apart by its name, in the list and
  // when it is revoked.
  name: z.string().check(z.refine((value) => value.trim() !== '', { error: 'Name is required.' })),
  access: z.enum(['read', 'read-write']),
});
type Values = z.output<typeof formSchema>;

const toNewKey = ({ namespace, worldId, name, access }: Values): NewApiKey => ({
  namespace: namespace.trim(),
  ...(worldId.trim() === '' ? {} : { worldId: worldId.trim() }),
  name: name.trim(),
  scopes: [...ACCESS[access].scopes],
});

/**
 * Create key, and the token of the key created, once. The token lives in this mutation's reply only: it is never
 * written to the query cache (the list is read again instead), and once dismissed the mutation is reset, and with
 * `gcTime: 0` dropped from the mutation cache too.
 */
export function CreateKey({ afterDismiss }: { afterDismiss: () => void }) {
  const connection = useConnection();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (key: NewApiKey) => createApiKey(connection, queryClient, key),
    gcTime: 0,
  });
  if (create.data) {
    return (
      <NewToken
        created={create.data}
        onDismiss={() => {
          create.reset();
          afterDismiss();
        }}
      />
    );
  }
  return (
    <CreateKeyForm
      onCreate={(key) => create.mutate(key)}
      pending={create.isPending}
      error={create.isError ? create.error : undefined}
    />
  );
}

function CreateKeyForm({
  onCreate,
  pending,
  error,
}: {
  onCreate: (key: NewApiKey) => void;
  pending: boolean;
  error: unknown;
}) {
  const connection = useConnection();
  // The admin's list of worlds, to suggest IDs; the field takes any ID.
  const worlds = useQuery(worldQueries.list(connection)).data?.worlds ?? [];
  const worldsListId = useId();
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: { namespace: '', worldId: '', name: '', access: 'read' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  // A second press while one create is out sends nothing: one key, one token.
  const submit = handleSubmit((values) => {
    if (!pending) onCreate(toNewKey(values));
  });

  return (
    <section
      aria-labelledby="create-key-heading"
      className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="create-key-heading" className="mb-3 font-semibold">
        Create a key
      </h2>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label="Namespace"
            hint="The key reaches this namespace’s worlds only."
            error={formState.errors.namespace?.message}
            autoComplete="off"
            spellCheck={false}
            {...register('namespace')}
          />
          <TextField
            label="World (optional)"
            hint="A world’s ID (w_…) to narrow the key to that one world. Empty: every world of the namespace."
            error={formState.errors.worldId?.message}
            autoComplete="off"
            spellCheck={false}
            list={worlds.length > 0 ? worldsListId : undefined}
            {...register('worldId')}
          />
          {worlds.length > 0 ? (
            <datalist id={worldsListId}>
              {worlds.map((world) => (
                <option key={world.id} value={world.id}>
                  {worldTitle(world)}
                </option>
              ))}
            </datalist>
          ) : null}
          <TextField
            label="Name"
            hint="What the key is for, to tell it apart in the list."
            error={formState.errors.name?.message}
            autoComplete="off"
            {...register('name')}
          />
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">Scopes</legend>
            {(Object.keys(ACCESS) as Access[]).map((access) => (
              <label key={access} className="flex items-center gap-2 text-sm">
                <input type="radio" value={access} className="size-4 accent-indigo-600" {...register('access')} />
                {ACCESS[access].label}{' '}
                <span className="text-xs text-slate-600 dark:text-slate-400">({ACCESS[access].scopes.join(', ')})</span>
              </label>
            ))}
          </fieldset>
        </div>
        {error !== undefined ? <ApiErrorAlert error={error} title="The key was not created" /> : null}
        <p role="status" className="sr-only">
          {pending ? 'Creating the key…' : ''}
        </p>
        {/* aria-disabled, not disabled: a button that disables itself under the keyboard drops focus to the body. */}
        <Button type="submit" variant="primary" aria-disabled={pending} className="self-start">
          {pending ? 'Creating…' : 'Create key'}
        </Button>
      </form>
    </section>
  );
}
