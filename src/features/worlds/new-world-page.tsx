import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { connectionId, useConnection, type ApiDialect } from '../../api/connection';
import { createWorld, dialectQuery } from '../../api/manage-worlds';
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

type FieldName = 'name' | 'slug' | 'namespace' | 'id' | 'description';
type Values = Record<FieldName, string>;

const FIELDS: Record<ApiDialect, FieldName[]> = {
  rest: ['name', 'slug', 'description'],
  rpc: ['namespace', 'id', 'name', 'description'],
  v1: ['name', 'id', 'description'],
};

const LABELS: Record<FieldName, string> = {
  name: 'Name',
  slug: 'Slug',
  namespace: 'Namespace',
  id: 'ID',
  description: 'Description',
};

/** The field whose value follows the name until it is typed in (the slug, or the ID). */
const suggestedField = (dialect: ApiDialect): FieldName => (dialect === 'rest' ? 'slug' : 'id');

const OFFLINE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function hintOf(field: FieldName, dialect: ApiDialect): string | undefined {
  switch (field) {
    case 'slug':
      return 'Suggested from the name. It names the world in addresses, and can never be used again once the world is deleted.';
    case 'namespace':
      return 'The group the world belongs to: its full ID is namespace/ID.';
    case 'id':
      return dialect === 'v1'
        ? 'Suggested from the name: lower-case letters, digits and hyphens.'
        : 'Suggested from the name. Unique within the namespace.';
    case 'name':
      return dialect === 'rpc' ? 'Optional: without one, the world is shown by its ID.' : undefined;
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
const identifierSchema = (label: string, dialect: ApiDialect) =>
  z.string().check(
    z.minLength(1, { error: `${label} is required.`, abort: true }),
    z.refine((value) => awkwardError(value) === undefined, {
      error: (issue) => awkwardError(String(issue.input)),
      abort: true,
    }),
    z.refine((value) => dialect !== 'v1' || OFFLINE_ID.test(value), {
      error: `${label} may hold lower-case letters, digits and single hyphens.`,
    }),
  );

/** What is wrong with the values before they are sent, for the fields this dialect asks for. */
function schemaFor(dialect: ApiDialect) {
  // Name and description as the edit form checks them; on RPC a world may have no name.
  const fields = {
    name: (dialect === 'rpc' ? unreadWorldFormSchema : worldFormSchema).shape.name,
    description: worldFormSchema.shape.description,
    slug: dialect === 'rest' ? identifierSchema(LABELS.slug, dialect) : z.string(),
    namespace: dialect === 'rpc' ? identifierSchema(LABELS.namespace, dialect) : z.string(),
    id: dialect === 'rest' ? z.string() : identifierSchema(LABELS.id, dialect),
  };
  return z.object(fields);
}

const toNewWorld = (values: Values, dialect: ApiDialect): NewWorld => ({
  name: values.name.trim(),
  description: values.description,
  ...(dialect === 'rest' ? { slug: values.slug } : { id: values.id }),
  ...(dialect === 'rpc' ? { namespace: values.namespace } : {}),
});

/** A refusal said at the field it concerns; anything else for the alert under the form. */
function fieldOfRefusal(error: unknown, dialect: ApiDialect): { field: FieldName; message: string } | undefined {
  if (!isApiError(error) || error.kind !== 'http') return undefined;
  if (error.status === 409) {
    if (dialect === 'rest') {
      return { field: 'slug', message: 'A world with this slug exists on the server. Choose another slug.' };
    }
    const what = dialect === 'rpc' ? 'namespace and ID' : 'ID';
    return { field: 'id', message: `A world with this ${what} exists. Choose another ID.` };
  }
  if (dialect === 'rest' && error.status === 500 && /UNIQUE constraint failed: worlds\.slug/.test(error.message)) {
    return {
      field: 'slug',
      message:
        'This slug belonged to a world that was deleted. The server keeps a deleted world’s slug for good, so it cannot be used again: choose another.',
    };
  }
  if (dialect === 'rpc' && error.status === 403) {
    return {
      field: 'namespace',
      message: 'The API key may not create worlds in this namespace. Choose one it may write to.',
    };
  }
  return undefined;
}

export function NewWorldPage() {
  const connection = useConnection();
  const capabilities = useQuery(capabilitiesQuery(connection));
  const dialect = useQuery(dialectQuery(connection));

  let body: ReactNode;
  if (capabilities.isPending || dialect.isPending) {
    body = (
      <div aria-busy="true" className="flex flex-col gap-4">
        <p role="status" className="sr-only">
          Finding out what the server asks for…
        </p>
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
      </div>
    );
  } else if (capabilities.isError || dialect.isError) {
    body = (
      <ApiErrorAlert
        error={capabilities.error ?? dialect.error}
        title="What this server can do could not be found out"
        onRetry={() => {
          void capabilities.refetch();
          void dialect.refetch();
        }}
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
    body = <NewWorldForm key={`${connectionId(connection)}-${dialect.data}`} dialect={dialect.data} />;
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

function NewWorldForm({ dialect }: { dialect: ApiDialect }) {
  const connection = useConnection();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Errors show once a create is tried, then follow the typing; before that, only what is awkward in a URL does.
  const form = useForm<Values>({
    resolver: zodResolver(schemaFor(dialect)),
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
      const refused = fieldOfRefusal(error, dialect);
      if (refused) setError(refused.field, { type: 'server', message: refused.message }, { shouldFocus: true });
    },
  });

  const suggested = suggestedField(dialect);
  const errorOf = (field: FieldName) =>
    formState.errors[field]?.message ??
    (formState.isSubmitted || field === 'name' || field === 'description'
      ? undefined
      : awkwardError(values[field] ?? ''));
  const refusedAtField = fieldOfRefusal(create.error, dialect) !== undefined;

  const fieldProps = (field: FieldName) =>
    register(field, {
      onChange: (event: { target: { value: string } }) => {
        const value = event.target.value;
        if (field === 'name' && suggesting) {
          setValue(suggested, slugFrom(value), { shouldValidate: formState.isSubmitted });
        }
        if (field === suggested) setSuggesting(value === '');
      },
    });

  const submit = form.handleSubmit((checked) => create.mutate(toNewWorld(checked, dialect)));

  const forbidden = isApiError(create.error) && create.error.status === 403 && dialect === 'rest';

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
      aria-describedby="new-world-about"
    >
      <p id="new-world-about" className="text-sm text-slate-600 dark:text-slate-400">
        {dialect === 'rest'
          ? 'The REST server asks for a name and a slug.'
          : dialect === 'rpc'
            ? 'The RPC server asks for a namespace and an ID; the world’s full ID is namespace/ID.'
            : 'The offline sample data keeps the new world in this browser; “Restore the sample data” removes it.'}
      </p>
      {FIELDS[dialect].map((field) =>
        field === 'description' ? (
          <TextAreaField
            key={field}
            label={LABELS[field]}
            hint={hintOf(field, dialect)}
            error={errorOf(field)}
            className="[&_textarea]:min-h-20"
            {...fieldProps(field)}
          />
        ) : (
          <TextField
            key={field}
            label={LABELS[field]}
            hint={hintOf(field, dialect)}
            error={errorOf(field)}
            autoComplete="off"
            spellCheck={field === 'name'}
            {...fieldProps(field)}
          />
        ),
      )}
      {forbidden ? (
        <Alert tone="error" title="Only an admin key may create worlds on this server">
          The server refused with 403: the API key in the settings is not an admin’s.{' '}
          <Link to="/settings" className="underline">
            Open the settings
          </Link>{' '}
          to use an admin key.
        </Alert>
      ) : create.isError && !refusedAtField ? (
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
