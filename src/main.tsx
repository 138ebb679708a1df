import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { usesOfflineMock } from './api/connection';
import { provideOfflineServer, offlineServerReady } from './api/offline-server';
import { loadRuntimeConfig } from './api/runtime-config';
import { App } from './app/app';
import { startDeepLinkReads } from './app/deep-link-reads';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';
import { standInForRefusedLocalStorage } from './lib/browser-storage';

async function startOfflineServer() {
  standInForRefusedLocalStorage();
  // Loaded only when used, so the mock and its data stay out of the initial bundle.
  const { startMockWorker } = await import('./mocks/browser');
  await startMockWorker();
}

// Started as this module runs, before anything else; index.html preloads it while the scripts download.
const runtimeConfigLoaded = loadRuntimeConfig();

async function boot() {
  // Evaluating the entry's modules is one long task on a phone; making the router (whose start queues a dozen of the
  // page's chunks) and the root in the same task would lengthen it by half. They come in the very next task instead.
  await new Promise((resolve) => setTimeout(resolve, 0));
  // Created now, not once the configuration is in: the router starts loading the page's lazy code (the search or edit
  // screen) at once, beside the configuration. No route has a loader, so nothing asks the API before the render.
  const router = createBrowserRouter(routes);
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // The default data source (offline or the proxied server) comes from the configuration, so it decides the mock.
  await runtimeConfigLoaded;
  // Started now when the page opens offline, or later on the first offline request after a switch in the settings.
  provideOfflineServer(startOfflineServer);
  if (usesOfflineMock()) {
    try {
      await offlineServerReady();
    } catch (error) {
      root.render(<OfflineServerFailed error={error} />);
      return;
    }
  }
  const queryClient = createQueryClient();
  // A deep link's reads start now, while the page's code may still be on its way: the reads (and the dialect
  // probe they need) no longer wait for that code and the first render. The page's queries join them.
  startDeepLinkReads(queryClient, window.location);
  // In a transition, so React yields to the browser every few milliseconds while it builds the first screen, instead
  // of holding a phone's main thread for one long task. Nothing is lost meanwhile: the header index.html painted stays
  // on screen (and clickable) until the whole first screen replaces it in one commit.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    );
  });
}

function OfflineServerFailed({ error }: { error: unknown }) {
  return (
    <main role="alert" className="mx-auto max-w-2xl p-6">
      <h1 className="text-xl font-semibold">The offline sample data could not start</h1>
      <p className="mt-2">
        The dashboard serves its sample worlds from a service worker, and the browser refused it. Private windows and
        some browser settings block service workers. The error was:
      </p>
      <pre className="mt-2 rounded bg-slate-100 p-2 text-sm whitespace-pre-wrap dark:bg-slate-800">
        {error instanceof Error ? error.message : String(error)}
      </pre>
    </main>
  );
}

void boot();
