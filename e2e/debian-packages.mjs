// What the ensure-*.mjs scripts share: on Debian, as root, install the system's packages that the end-to-end tests
// need and are missing; anywhere else, say what to install and stop.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Installs `packages` with apt-get when that is possible here; otherwise prints `otherwise` and exits with 1. */
export function installDebianPackages(packages, { purpose, otherwise }) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(otherwise);
    process.exit(1);
  }
  console.log(`Installing Debian's ${packages.join(' and ')} for ${purpose}…`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${packages.join(' ')}`,
    { stdio: 'inherit' },
  );
}
