// Makes sure nginx (and envsubst, which deploy/entrypoint.sh renders its configuration with) is there for the
// end-to-end journeys that serve the production build the way production does. Like ensure-browser.mjs: on Debian,
// as root, the system's packages are installed when missing; elsewhere it says what to install.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { installDebianPackages } from './debian-packages.mjs';

const onPath = (command) => {
  try {
    execSync(`command -v ${command}`, { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
};

const hasNginx = existsSync('/usr/sbin/nginx') || onPath('nginx');
const hasEnvsubst = onPath('envsubst');
if (hasNginx && hasEnvsubst) process.exit(0);

installDebianPackages(['nginx', 'gettext-base'], {
  purpose: 'the end-to-end tests of deploy/',
  otherwise:
    'No nginx or envsubst for the end-to-end tests of deploy/. Install nginx and gettext (envsubst) with your system’s package manager.',
});
