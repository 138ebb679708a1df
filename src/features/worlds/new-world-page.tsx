import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import * as z from 'zod/mini';
import type { NewWorldField, WorldCreation } from '../../api/capabilities';
import { connectionId, useConnection } from '../../api/connection';
import { createWorld } from '../../api/manage-worlds';
import { isApiError } from '../../api/request';
import { unreadWorldFormSchema, worldFormSchema } from '../../api/schemas';
import { capabilitiesQuery } from '../../api/worlds';
import type { NewWorld } from '../../api/worlds-api';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { PageTitle } from '../../components/page-title';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { awkwardInUrl, slugFrom } from '../../lib/url-safe-text';
import { worldDataPath } from '../../lib/world-paths';

/*
 * New world: the fields the connection's server asks for (REST: Name, Slug, Description; RPC: Namespace, ID, Name,
 * Description; the offline data: Name, ID, Description), checked here for what the servers themselves let through
 * (any slug, any namespace), then created; the new world opens on its Data page, to be filled.
 */

type Values = Record<NewWorldField, string>;

const LABELS: Record<NewWorldField, string> = {
  name: 'Name',
  slug: 'Slug',
  namespace: 'Namespace',
  id: 'ID',
  description: 'Description',
};

const PLAIN_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function hintOf(field: NewWorldField, creation: WorldCreation): string | undefined {
  switch (field) {
    case 'slug':
      return 'Suggested from the name. It names the world in addresses, and can never be used again once the world is deleted.';
    case 'namespace':
      return 'The group the world belongs to: its full ID is namespace/ID.';
    case 'id':
      if (creation.plainId) return 'Suggested from the name: lower-case letters, digits and hyphens.';
      return creation.fields.includes('namespace')
        ? 'Suggested from the name. Unique within the namespace.'
        : 'Suggested from the name.';
    case 'name':
      return creation.nameOptional ? 'Optional: without one, the world is shown by its ID.' : undefined;
    case 'description':
      return 'Optional.';
  }
}

/** What makes a slug, namespace or ID awkward in a URL, said as it is typed; undefined when nothing does. */
function awkwardError(value: string): string | undefined {
  const awkward = awkwardInUrl(value);
  if (awkward.length === 0) return undefined;
  return `Awkward in a URL: ${awkward.join(', ')}. Use letters, digits, “-”, “.”, “_” or “~”; the server would take it, but every address of the world would have to encode it.`;
}

/** A slug, namespace or ID: required, and free of what is awkward in a URL (which the servers let through). */
const identifierSchema = (label: string, plain: boolean) =>
  z.string().check(
    z.minLength(1, { error: `${label} is required.`, abort: true }),
    z.refine((value) => awkwardError(value) === undefined, {
      error: (issue) => awkwardError(String(issue.input)),
      abort: true,
    }),
    z.refine((value) => !plain || PLAIN_ID.test(value), {
      error: `${label} may hold lower-case letters, digits and single hyphens.`,
    }),
  );

/** What is wrong with the values before they are sent, for the fields this server asks for. */
function schemaFor(creation: WorldCreation) {
  const asks = (field: NewWorldField) => creation.fields.includes(field);
  // Name and description as the edit form checks them; where a world may have no name, it may be empty.
  return z.object({
    name: (creation.nameOptional ? unreadWorldFormSchema : worldFormSchema).shape.name,
    description: worldFormSchema.shape.description,
    slug: asks('slug') ? identifierSchema(LABELS.slug, false) : z.string(),
    namespace: asks('namespace') ? identifierSchema(LABELS.namespace, false) : z.string(),
    id: asks('id') ? identifierSchema(LABELS.id, creation.plainId) : z.string(),
  });
}

const toNewWorld = (values: Values, creation: WorldCreation): NewWorld => ({
  name: values.name.trim(),
  description: values.description,
  ...(creation.fields.includes('slug') ? { slug: values.slug } : {}),
  ...(creation.fields.includes('id') ? { id: values.id } : {}),
  ...(creation.fields.includes('namespace') ? { namespace: values.namespace } : {}),
});

/** The field a refusal concerns, as the server's adapter says it (a slug that exists), when the form has it. */
function refusedField(error: unknown, creation: WorldCreation): NewWorldField | undefined {
  const field = isApiError(error) ? error.field : undefined;
  return creation.fields.find((asked) => asked === field);
}

export function NewWorldPage() {
  const connection = useConnection();
  const capabilities = useQuery(capabilitiesQuery(connection));

  let body: ReactNode;
  if (capabilities.isPending) {
    body = (
      <div aria-busy="true" className="flex flex-col gap-4">
        <p role="status" className="sr-only">
          Finding out what the server asks for…
        </p>
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
      </div>
    );
  } else if (capabilities.isError) {
    body = (
      <ApiErrorAlert
        error={capabilities.error}
        title="What this server can do could not be found out"
        onRetry={() => void capabilities.refetch()}
      />
    );
  } else if (!capabilities.data.create) {
    body = (
      <Alert tone="info" title="This server cannot create worlds">
        It speaks only the described Worlds API, which has no way to create a world. The REST and RPC servers, and the
        offline sample data, can.
      </Alert>
    );
  } else {
    body = <NewWorldForm key={connectionId(connection)} creation={capabilities.data.create} />;
  }

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <PageTitle parts={['New world']} />
      <div>
        <Link to="/" className="text-sm text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300">
          ← All worlds
        </Link>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight">New world</h1>
      </div>
      {body}
    </div>
  );
}

function NewWorldForm({ creation }: { creation: WorldCreation }) {
  const connection = useConnection();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Errors show once a create is tried, then follow the typing; before that, only what is awkward in a URL does.
  const form = useForm<Values>({
    resolver: zodResolver(schemaFor(creation)),
    defaultValues: { name: '', slug: '', namespace: '', id: '', description: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, setValue, setError, formState } = form;
  const values = useWatch({ control: form.control });
  const [suggesting, setSuggesting] = useState(true);
  const create = useMutation({
    mutationFn: (world: NewWorld) => createWorld(connection, queryClient, world),
    onSuccess: (world) => void navigate(worldDataPath(world.id), { state: { created: true } }),
    onError: (error) => {
      const field = refusedField(error, creation);
      if (field && isApiError(error))
        setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
    },
  });

  const suggested = creation.suggested;
  const errorOf = (field: NewWorldField) =>
    formState.errors[field]?.message ??
    (formState.isSubmitted || field === 'name' || field === 'description'
      ? undefined
      : awkwardError(values[field] ?? ''));
  const refusedAtField = refusedField(create.error, creation) !== undefined;

  const fieldProps = (field: NewWorldField) =>
    register(field, {
      onChange: (event: { target: { value: string } }) => {
        const value = event.target.value;
        if (field === 'name' && suggesting) {
          setValue(suggested, slugFrom(value), { shouldValidate: formState.isSubmitted });
        }
        if (field === suggested) setSuggesting(value === '');
      },
    });

  const submit = form.handleSubmit((checked) => create.mutate(toNewWorld(checked, creation)));

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
      aria-describedby="new-world-about"
    >
      <p id="new-world-about" className="text-sm text-slate-600 dark:text-slate-400">
        {creation.about}
      </p>
      {creation.fields.map((field) =>
        field === 'description' ? (
          <TextAreaField
            key={field}
            label={LABELS[field]}
            hint={hintOf(field, creation)}
            error={errorOf(field)}
            className="[&_textarea]:min-h-20"
            {...fieldProps(field)}
          />
        ) : (
          <TextField
            key={field}
            label={LABELS[field]}
            hint={hintOf(field, creation)}
            error={errorOf(field)}
            autoComplete="off"
            spellCheck={field === 'name'}
            {...fieldProps(field)}
          />
        ),
      )}
      {create.isError && !refusedAtField ? (
        <ApiErrorAlert error={create.error} title="The world could not be created" />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create world'}
        </Button>
        <Link to="/" className={buttonClasses()}>
          Cancel
        </Link>
      </div>
      <p role="status" className="sr-only">
        {create.isPending ? 'Creating the world…' : ''}
      </p>
    </form>
  );
}
