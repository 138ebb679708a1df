/*
 * How the offline server misbehaves, on purpose, so that loading and error
 * states can be looked at without a real outage. Kept in sessionStorage so the
 * choice survives a reload, and read on every request.
 */

import { readStored, writeStored } from '../lib/browser-storage';

export const MOCK_FAILURES = {
  none: 'No failures',
  'server-error': '500 Internal Server Error',
  'not-found': '404 World not found',
  unauthorized: '401 Unauthorized',
  'rate-limited': '429 Too Many Requests',
  'invalid-reply': 'Reply of the wrong shape',
  network: 'Network failure',
} as const;
export type MockFailure = keyof typeof MOCK_FAILURES;

export const MOCK_FAILURE_SCOPES = { all: 'Every request', writes: 'Saves only', reads: 'Reads only' } as const;
export type MockFailureScope = keyof typeof MOCK_FAILURE_SCOPES;

export const MOCK_LATENCIES = [0, 800, 3000, 20_000] as const;

export interface MockScenario {
  latencyMs: number;
  failure: MockFailure;
  scope: MockFailureScope;
}

const SCENARIO_KEY = 'worlds-dashboard:mock-scenario';
const calmScenario: MockScenario = { latencyMs: 0, failure: 'none', scope: 'all' };

export function readScenario(): MockScenario {
  try {
    const raw = readStored('session', SCENARIO_KEY);
    if (!raw) return calmScenario;
    const stored = JSON.parse(raw) as Partial<MockScenario>;
    return {
      latencyMs: typeof stored.latencyMs === 'number' ? stored.latencyMs : 0,
      failure: stored.failure && Object.hasOwn(MOCK_FAILURES, stored.failure) ? stored.failure : 'none',
      scope: stored.scope && Object.hasOwn(MOCK_FAILURE_SCOPES, stored.scope) ? stored.scope : 'all',
    };
  } catch {
    return calmScenario;
  }
}

export function writeScenario(scenario: MockScenario) {
  writeStored('session', SCENARIO_KEY, JSON.stringify(scenario));
}
