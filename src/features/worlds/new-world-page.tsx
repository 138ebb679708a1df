import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { connectionId, useConnection, type ApiDialect } from '../../api/connection';
import { dialectOf } from '../../api/dialect';
import { createWorld } from '../../api/manage-worlds';
import { isApiError } from '../../api/request';
import { WORLD_DESCRIPTION_MAX, WORLD_NAME_MAX } from '../../api/schemas';
import { capabilitiesQuery } from '../../api/worlds';
import type { NewWorld } from '../../api/worlds-api';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { PageTitle } from '../../components/page-title';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { characterCount } from '../../lib/character-count';
import { awkwardInUrl, slugFrom } from '../../lib/url-safe-text';
import { worldDataPath } from '../../lib/world-paths';

/*
 * New world: the fields the connection's server asks for (REST: Name, Slug, Description; RPC: Namespace, ID, Name,
 * Description; the offline data: Name, ID, Description), checked here for what the servers themselves let through
 * (any slug, any namespace), then created; the new world opens on its Data page, to be filled.
 */

type FieldName = 'name' | 'slug' | 'namespace' | 'id' | 'description';
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, string>>;

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

/** What is wrong with a value before it is sent: what the servers let through but a URL or the dashboard cannot. */
function validate(values: Values, dialect: ApiDialect): Errors {
  const errors: Errors = {};
  for (const field of FIELDS[dialect]) {
    const value = values[field];
    if (field === 'description') {
      if (characterCount(value) > WORLD_DESCRIPTION_MAX)
        errors.description = `Description must be at most ${WORLD_DESCRIPTION_MAX} characters.`;
      continue;
    }
    if (field === 'name') {
      if (dialect !== 'rpc' && value.trim() === '') errors.name = 'Name is required.';
      else if (characterCount(value.trim()) > WORLD_NAME_MAX)
        errors.name = `Name must be at most ${WORLD_NAME_MAX} characters.`;
      continue;
    }
    const error = idError(LABELS[field], value, dialect);
    if (error) errors[field] = error;
  }
  return errors;
}

/** A slug, namespace or ID: required, and free of what is awkward in a URL (said as it is typed). */
function idError(label: string, value: string, dialect: ApiDialect): string | undefined {
  if (value === '') return `${label} is required.`;
  const awkward = awkwardInUrl(value);
  if (awkward.length > 0) {
    return `Awkward in a URL: ${awkward.join(', ')}. Use letters, digits, “-”, “.”, “_” or “~”; the server would take it, but every address of the world would have to encode it.`;
  }
  if (dialect === 'v1' && !OFFLINE_ID.test(value))
    return `${label} may hold lower-case letters, digits and single hyphens.`;
  return undefined;
}

/** Live errors: the awkward characters of a slug, namespace or ID as they are typed; the rest once sent. */
function liveErrors(values: Values, dialect: ApiDialect): Errors {
  const errors: Errors = {};
  for (const field of FIELDS[dialect]) {
    if (field === 'name' || field === 'description' || values[field] === '') continue;
    const awkward = awkwardInUrl(values[field]);
    if (awkward.length > 0) errors[field] = idError(LABELS[field], values[field], dialect);
  }
  return errors;
}

const toNewWorld = (values: Values, dialect: ApiDialect): NewWorld => ({
  name: values.name.trim(),
  description: values.description,
  ...(dialect === 'rest' ? { slug: values.slug } : { id: values.id }),
  ...(dialect === 'rpc' ? { namespace: values.namespace } : {}),
});

/** A refusal said at the field it concerns; anything else for the alert under the form. */
function fieldOfRefusal(error: unknown, dialect: ApiDialect): Errors | undefined {
  if (!isApiError(error) || error.kind !== 'http') return undefined;
  const message = error.message;
  if (error.status === 409) {
    if (dialect === 'rest') return { slug: 'A world with this slug exists on the server. Choose another slug.' };
    return { id: `A world with this ${dialect === 'rpc' ? 'namespace and ID' : 'ID'} exists. Choose another ID.` };
  }
  if (dialect === 'rest' && error.status === 500 && /UNIQUE constraint failed: worlds\.slug/.test(message)) {
    return {
      slug: 'This slug belonged to a world that was deleted. The server keeps a deleted world’s slug for good, so it cannot be used again: choose another.',
    };
  }
  if (dialect === 'rpc' && error.status === 403) {
    return { namespace: 'The API key may not create worlds in this namespace. Choose one it may write to.' };
  }
  return undefined;
}

export function NewWorldPage() {
  const connection = useConnection();
  const capabilities = useQuery(capabilitiesQuery(connection));
  const dialect = useQuery({
    queryKey: ['dialect', connectionId(connection)] as const,
    queryFn: () => dialectOf(connection),
    staleTime: Infinity,
  });

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
  const [values, setValues] = useState<Values>({ name: '', slug: '', namespace: '', id: '', description: '' });
  const [suggesting, setSuggesting] = useState(true);
  const [sentErrors, setSentErrors] = useState<Errors>({});
  const [triedOnce, setTriedOnce] = useState(false);
  const create = useMutation({
    mutationFn: (world: NewWorld) => createWorld(connection, queryClient, world),
    onSuccess: (world) => void navigate(worldDataPath(world.id), { state: { created: true } }),
    onError: (error) => setSentErrors(fieldOfRefusal(error, dialect) ?? {}),
  });

  const suggested = suggestedField(dialect);
  const errors: Errors = { ...(triedOnce ? validate(values, dialect) : liveErrors(values, dialect)), ...sentErrors };
  const refusedAtField = fieldOfRefusal(create.error, dialect) !== undefined;

  function change(field: FieldName, value: string) {
    setValues((current) => {
      const next = { ...current, [field]: value };
      if (field === 'name' && suggesting) next[suggested] = slugFrom(value);
      return next;
    });
    if (field === suggested) setSuggesting(value === '');
    setSentErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => name !== field)));
  }

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    setTriedOnce(true);
    setSentErrors({});
    const found = validate(values, dialect);
    const first = FIELDS[dialect].find((field) => found[field]);
    if (first) {
      const control =
        event.currentTarget instanceof HTMLFormElement ? event.currentTarget.elements.namedItem(first) : null;
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    create.mutate(toNewWorld(values, dialect));
  }

  const forbidden = isApiError(create.error) && create.error.status === 403 && dialect === 'rest';

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-describedby="new-world-about">
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
            name={field}
            label={LABELS[field]}
            hint={hintOf(field, dialect)}
            error={errors[field]}
            value={values[field]}
            onChange={(event) => change(field, event.target.value)}
            className="[&_textarea]:min-h-20"
          />
        ) : (
          <TextField
            key={field}
            name={field}
            label={LABELS[field]}
            hint={hintOf(field, dialect)}
            error={errors[field]}
            value={values[field]}
            onChange={(event) => change(field, event.target.value)}
            autoComplete="off"
            spellCheck={field === 'name'}
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
