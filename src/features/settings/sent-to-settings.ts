/*
 * A refused key (401/403) sends the person to the settings once; until the
 * settings are saved again, further refusals are only shown where they happen,
 * so there is never a loop of redirects.
 */

import { readStored, removeStored, writeStored } from '../../lib/browser-storage';

const SENT_KEY = 'worlds-dashboard:sent-to-settings';

export function wasSentToSettings(): boolean {
  return readStored('session', SENT_KEY) !== null;
}

export function markSentToSettings() {
  writeStored('session', SENT_KEY, '1');
}

export function forgetSentToSettings() {
  removeStored('session', SENT_KEY);
}
