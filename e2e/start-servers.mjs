// Starts the end-to-end servers that playwright.config.ts lists (E2E_SERVERS, as JSON), all at once, and prints
// "E2E servers ready" when every one answers. Playwright's own webServer list starts each server only when the one
// before it answers: about thirty servers, each a few seconds of one core's work, took two and a half minutes while the
// other core sat idle. Here only what needs the build waits for it: the `vite preview` servers, which serve dist/.
//
// Like Playwright's webServer, this fails when a port already answers (another run's server would be tested) or when
// a server exits before it answers, and passes each server's stderr through under its name. Playwright ends the whole
// process group when the run ends, these servers included (they are not detached).
import { spawn } from 'node:child_process';

/** @type {{ build: string, servers: { name: string, command: string, url: string, env?: Record<string, string>, afterBuild?: boolean }[] }} */
const { build, servers } = JSON.parse(process.env.E2E_SERVERS ?? '');
const started = Date.now();

/** Whether the URL answers as Playwright's webServer counts it: any status below 404. */
async function answers(url) {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
    await response.body?.cancel();
    return response.status < 404;
  } catch {
    return false;
  }
}

function fail(message) {
  process.stderr.write(`${message}\n`);
  // Ends this process group: every server started here, and this. (Playwright ends the group only when the run ends
  // while this still runs; once this has exited, it leaves the group alone.)
  process.kill(0, 'SIGKILL');
}

/** Runs a command as Playwright's webServer does (a shell, the environment added to this one's). */
function launch(name, command, env = {}) {
  const child = spawn(command, {
    shell: true,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.on('data', (chunk) => {
    const lines = chunk.toString().replace(/\n$/, '').split('\n');
    process.stderr.write(lines.map((line) => `[${name}] ${line}\n`).join(''));
  });
  return child;
}

/** Starts a server and resolves once its URL answers; fails the run when it exits first. */
async function startServer({ name, command, url, env }) {
  let exited = false;
  launch(name, command, env).on('exit', (code, signal) => {
    exited = true;
    // After the servers are ready an exit is still reported (the tests that need it will fail and say so).
    process.stderr.write(`[${name}] exited (${signal ?? `code ${code}`})\n`);
  });
  while (!(await answers(url))) {
    if (exited) fail(`${name} (${command}) exited before ${url} answered.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const taken = await Promise.all(servers.map(async ({ url }) => ((await answers(url)) ? url : undefined)));
const takenUrl = taken.find(Boolean);
if (takenUrl) fail(`${takenUrl} is already used: another run's server is there. Stop it, or set E2E_PORT_OFFSET.`);

const built = new Promise((resolve) => {
  launch('build', build).on('exit', (code) => (code === 0 ? resolve() : fail(`The build (${build}) failed.`)));
});
await Promise.all(
  servers.map((server) => (server.afterBuild ? built.then(() => startServer(server)) : startServer(server))),
);
process.stdout.write(`E2E servers ready: ${servers.length} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
// Playwright ends this process (and the servers) when the run ends.
setInterval(() => undefined, 1 << 30);
