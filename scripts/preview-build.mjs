// Builds the dashboard into its own folder and serves it with `vite preview`, for the scripts that need a
// production build beside the one the tests use.
import { execSync } from 'node:child_process';
import { preview } from 'vite';

export async function buildAndPreview(outDir, port) {
  execSync(`npx vite build --outDir ${outDir}`, { stdio: ['ignore', 'ignore', 'inherit'] });
  return preview({ build: { outDir }, preview: { port, strictPort: true, host: '127.0.0.1' } });
}
