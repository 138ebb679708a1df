import * as z from 'zod/mini';

/*
 * What the server in front of the dashboard says about itself, read once at start from /config.json: whether there
 * is a Worlds API behind it (its proxy), how that server speaks, and its name for the header. The file is written by
 * the deployment (deploy/entrypoint.sh) or served by the dev and preview servers (vite.config.ts), so one build serves
 * any server. It never holds the API key: the proxy adds that.
 */

const runtimeConfigSchema = z.object({
  dataSource: z.enum(['offline', 'server']),
  // How the server speaks; 'auto' means the dashboard detects it.
  dialect: z._default(z.enum(['auto', 'v1', 'rest', 'rpc', 'dataplane']), 'auto'),
  serverName: z._default(z.string(), ''),
  // A fingerprint of the address the proxy forwards to (never the address or the key): a deployment re-pointed to
  // another server is another connection, whose dialect and recent worlds are its own.
  serverId: z._default(z.string(), ''),
});
export type RuntimeConfig = z.output<typeof runtimeConfigSchema>;

const RUNTIME_CONFIG_PATH = '/config.json';

declare global {
  interface Window {
    /** The read of /config.json index.html started (src/lib/early-fetches-init.js), until the app takes it. */
    worldsDashboardConfig?: Promise<Response>;
  }
}

/** No configuration (a static demo, or a host that has none): the offline sample data, as the header then says. */
export const offlineRuntimeConfig: RuntimeConfig = {
  dataSource: 'offline',
  dialect: 'auto',
  serverName: '',
  serverId: '',
};

let current: RuntimeConfig = offlineRuntimeConfig;

/** The configuration read at start; the offline one until loadRuntimeConfig() has settled, and in unit tests. */
export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/** For tests: what loadRuntimeConfig() would have read. */
export function setRuntimeConfig(config: RuntimeConfig) {
  current = config;
}

/**
 * Reads /config.json. Anything but a readable configuration (404, an HTML fallback page, a network error, a wrong
 * shape) means none: the dashboard then starts on the offline sample data rather than not at all, and says so.
 */
export async function loadRuntimeConfig(fetchConfig: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    // index.html's script started the read with the HTML, and looked in it for the server's dialect; read here once
    // the entry has run, where it has not (development). no-cache there too: a deployment that changes servers is
    // seen on the next load, without a rebuild or a stale copy.
    const startedEarly = window.worldsDashboardConfig;
    window.worldsDashboardConfig = undefined;
    const response = await (startedEarly ??
      fetchConfig(RUNTIME_CONFIG_PATH, { cache: 'no-cache', headers: { Accept: 'application/json' } }));
    const parsed = response.ok ? runtimeConfigSchema.safeParse(await response.json()) : undefined;
    current = parsed?.success ? parsed.data : offlineRuntimeConfig;
  } catch {
    current = offlineRuntimeConfig;
  }
  return current;
}
