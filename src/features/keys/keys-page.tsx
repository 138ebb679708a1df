import { useQuery } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { apiKeysQuery } from '../../api/api-keys';
import { useConnection } from '../../api/connection';
import { capabilitiesQuery } from '../../api/worlds';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { PageTitle } from '../../components/page-title';
import { Alert } from '../../components/ui/alert';
import { linkClasses } from '../../components/ui/link-classes';
import { Skeleton } from '../../components/ui/skeleton';
import { CreateKey } from './create-key';
import { KeysTable } from './keys-table';

/*
 * API keys (`/keys`), where the server manages them (capabilities.apiKeys) and the key in use is an admin's: the
 * keys, Create key (its token shown once), Revoke. Listing the keys is also how the dashboard finds out whether the
 * key is an admin's; with a namespace's, the page says that keys are managed with an admin key.
 */
export function KeysPage() {
  const connection = useConnection();
  const capabilities = useQuery(capabilitiesQuery(connection));
  const managesKeys = capabilities.data?.apiKeys === true;
  const access = useQuery({ ...apiKeysQuery(connection), enabled: managesKeys });
  // Where focus goes when what had it leaves the page (a dismissed token, a revoked key's row).
  const listHeading = useRef<HTMLHeadingElement>(null);

  let body: ReactNode;
  if (capabilities.isError) {
    body = (
      <ApiErrorAlert
        error={capabilities.error}
        title="What this server can do could not be found out"
        onRetry={() => void capabilities.refetch()}
      />
    );
  } else if (capabilities.isSuccess && !managesKeys) {
    body = (
      <Alert tone="info" title="This server has no API keys to manage">
        Its keys, if it has any, are managed where the server is run, not through its API.
      </Alert>
    );
  } else if (access.isError) {
    body = (
      <ApiErrorAlert
        error={access.error}
        title="The keys could not be loaded"
        onRetry={() => void access.refetch()}
        retrying={access.isFetching}
      />
    );
  } else if (!access.data) {
    body = (
      <div aria-busy="true" className="flex flex-col gap-3">
        <p role="status" className="sr-only">
          Loading the keys…
        </p>
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  } else if (!access.data.admin) {
    body = (
      <Alert tone="info" title="API keys are managed with an admin key">
        <p>
          The key this dashboard uses belongs to a namespace: it works with that namespace’s worlds, but may not list,
          create or revoke keys. To manage keys, connect with the server’s admin key in the{' '}
          <Link to="/settings" className={`${linkClasses} underline`}>
            settings
          </Link>{' '}
          (or give it to the dashboard’s own server as WORLDS_API_KEY).
        </p>
      </Alert>
    );
  } else {
    body = (
      <>
        <CreateKey afterDismiss={() => listHeading.current?.focus()} />
        <section aria-labelledby="keys-heading" className="flex flex-col gap-3">
          <h2 id="keys-heading" ref={listHeading} tabIndex={-1} className="font-semibold outline-none">
            Keys on the server
          </h2>
          <KeysTable keys={access.data.keys} refreshing={access.isFetching} focusAfterRevoke={listHeading} />
        </section>
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageTitle parts={['API keys']} />
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">API keys</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Each key belongs to a namespace, may be narrowed to one world of it, and reads, or reads and writes.
        </p>
      </div>
      {body}
    </div>
  );
}
// The header's link loads with this page's chunk: one lazy chunk for both costs the first visit fewer bytes (the
// import's file names) than a chunk of its own would.
export { KeysNavLink } from './keys-nav-link';
