/**
 * Where the offline server keeps the edits made to its sample worlds: one
 * localStorage entry, shared by every tab of the browser (see db.ts). Kept
 * apart from db.ts so that watching it does not load the sample data.
 */
export const OFFLINE_EDITS_KEY = 'worlds-dashboard:mock-edits';

/** Where it keeps the worlds created and deleted, and the triples imported (db.ts); Restore forgets it too. */
export const OFFLINE_WORLDS_KEY = 'worlds-dashboard:mock-worlds';
