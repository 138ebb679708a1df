// The static checks of `npm test` (types, lint, unused code, formatting), in two lanes at once: each check is one
// single-threaded process, so one after another they left one of CI's two cores idle for about two minutes. ESLint
// (type-aware, the longest) has a lane of its own; the others share the second. Each check's output is printed whole
// when it ends, never interleaved, and the run fails when any check fails, after every lane has finished.
import { spawn } from 'node:child_process';

const lanes = [['lint'], ['typecheck', 'knip', 'format:check']];

/** Runs `npm run <script>`, holding its output; resolves with whether it passed. */
function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const text = Buffer.concat(output).toString();
      process.stdout.write(`\n> npm run ${script}: ${code === 0 ? 'passed' : 'FAILED'} (${seconds} s)\n${text}`);
      resolve(code === 0);
    });
  });
}

async function runLane(scripts) {
  let passed = true;
  // Within a lane the scripts run one after another, and all of them run: a failure is reported with every other.
  for (const script of scripts) passed = (await run(script)) && passed;
  return passed;
}

const results = await Promise.all(lanes.map(runLane));
process.exitCode = results.every(Boolean) ? 0 : 1;
