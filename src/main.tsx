import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { usesOfflineMock } from './api/connection';
import { loadRuntimeConfig } from './api/runtime-config';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';
import { standInForRefusedLocalStorage } from './lib/browser-storage';
import './index.css';

async function startOfflineServer() {
  standInForRefusedLocalStorage();
  // Loaded only when used, so the mock and its data stay out of the initial bundle.
  const { startMockWorker } = await import('./mocks/browser');
  await startMockWorker();
}

// Started as this module runs, before anything else; index.html preloads it while the scripts download.
const runtimeConfigLoaded = loadRuntimeConfig();

async function boot() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // The default data source (offline or the proxied server) comes from the configuration, so it decides the mock.
  await runtimeConfigLoaded;
  if (usesOfflineMock()) {
    try {
      await startOfflineServer();
    } catch (error) {
      root.render(<OfflineServerFailed error={error} />);
      return;
    }
  }
  root.render(
    <StrictMode>
      <App router={createBrowserRouter(routes)} queryClient={createQueryClient()} />
    </StrictMode>,
  );
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
