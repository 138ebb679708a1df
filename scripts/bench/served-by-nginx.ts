// A production build served as production serves it: by the project's nginx (deploy/entrypoint.sh), precompressed as
// deploy/Dockerfile does, in front of a Worlds API server. For the bench's parts, which start their own processes.
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

/** Starts a process, ending with the bench; rejects if it dies before `ready` answers. */
export async function started(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: string,
): Promise<ChildProcess> {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} ended: ${errors}`);
    const answered = await fetch(ready).then(
      (reply) => reply.ok,
      () => false,
    );
    if (answered) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`${ready} did not answer within 30 s: ${errors}`);
}

/** Stops a child and resolves once it has exited (at once if it already has). */
export function ended(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

interface NginxOptions {
  /** The built dist/ (gzipped copies of its files are added beside them). */
  dist: string;
  port: number;
  apiUrl: string;
  apiKey: string;
  dialect: string;
  apiName: string;
}

/** Serves `dist` with nginx on `port`, its /v1 proxied to `apiUrl`; resolves once /config.json answers. */
export async function servedByNginx({ dist, port, apiUrl, apiKey, dialect, apiName }: NginxOptions) {
  // nginx's workers read the build as another user: readable by all.
  chmodSync(dist, 0o755);
  execSync(
    `find ${dist} -type f \\( -name '*.js' -o -name '*.css' -o -name '*.html' -o -name '*.svg' \\) -exec gzip -k -9 -f {} +`,
  );
  const runDir = join(tmpdir(), `worlds-bench-nginx-${port}`);
  const nginx = await started(
    'sh',
    ['deploy/entrypoint.sh'],
    {
      WORLDS_API_URL: apiUrl,
      WORLDS_API_KEY: apiKey,
      WORLDS_API_DIALECT: dialect,
      WORLDS_API_NAME: apiName,
      WORLDS_DASHBOARD_LISTEN: `127.0.0.1:${port}`,
      WORLDS_DASHBOARD_ROOT: dist,
      NGINX_RUN_DIR: runDir,
      PATH: `${process.env.PATH ?? ''}:/usr/sbin`,
    },
    `http://127.0.0.1:${port}/config.json`,
  );
  return {
    stop: async () => {
      await ended(nginx);
      rmSync(runDir, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}
