import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Popover } from '../components/ui/popover';
import { onStoredChangeElsewhere, removeStored } from '../lib/browser-storage';
import { OFFLINE_EDITS_KEY, OFFLINE_WORLDS_KEY } from '../mocks/offline-store';
import {
  MOCK_FAILURE_SCOPES,
  MOCK_FAILURES,
  MOCK_LATENCIES,
  readScenario,
  writeScenario,
  type MockFailure,
  type MockFailureScope,
  type MockScenario,
} from '../mocks/scenario';

const latencyLabel = (ms: number) => (ms === 0 ? 'None' : ms >= 1000 ? `${ms / 1000} s` : `${ms} ms`);

/** The dev switch for a slow or failing offline server, shown beside the "Offline sample data" badge. */
export function MockScenarioMenu() {
  const queryClient = useQueryClient();
  const [scenario, setScenario] = useState(readScenario);
  const misbehaving = scenario.latencyMs > 0 || scenario.failure !== 'none';
  const [restored, setRestored] = useState(false);

  // A save in another tab changes the one offline store; this tab reads again, as it would hear of a real
  // server's change on its next read, so its lists (All worlds, the heading) agree with Recently opened.
  useEffect(() => {
    const edits = onStoredChangeElsewhere(OFFLINE_EDITS_KEY, () => void queryClient.invalidateQueries());
    const worlds = onStoredChangeElsewhere(OFFLINE_WORLDS_KEY, () => void queryClient.invalidateQueries());
    return () => {
      edits();
      worlds();
    };
  }, [queryClient]);

  function update(change: Partial<MockScenario>) {
    const next = { ...scenario, ...change };
    writeScenario(next);
    setScenario(next);
    // Ask again at once, so the new behaviour shows without a reload.
    void queryClient.invalidateQueries();
  }

  // The offline store keeps edits in this browser for good (see db.ts); this is the way back to the samples as
  // shipped. Every tab hears of it through the storage event, this one reads again at once.
  function restoreSampleData() {
    removeStored('device', OFFLINE_EDITS_KEY);
    removeStored('device', OFFLINE_WORLDS_KEY);
    setRestored(true);
    void queryClient.invalidateQueries();
  }

  return (
    <Popover
      label={misbehaving ? 'Scenario: misbehaving' : 'Scenario'}
      triggerClassName={`min-h-6 rounded-md px-2 py-1 text-xs font-medium ${
        misbehaving
          ? 'bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100'
          : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
      }`}
      panelClassName="absolute right-0 z-20 mt-2 flex w-64 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Make the offline server slow or failing, to see how each screen copes.
      </p>
      <Choice
        label="Latency"
        value={String(scenario.latencyMs)}
        onChange={(value) => update({ latencyMs: Number(value) })}
      >
        {MOCK_LATENCIES.map((ms) => (
          <option key={ms} value={ms}>
            {latencyLabel(ms)}
          </option>
        ))}
      </Choice>
      <Choice label="Failure" value={scenario.failure} onChange={(value) => update({ failure: value as MockFailure })}>
        {Object.entries(MOCK_FAILURES).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Choice>
      <Choice label="Fail on" value={scenario.scope} onChange={(value) => update({ scope: value as MockFailureScope })}>
        {Object.entries(MOCK_FAILURE_SCOPES).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Choice>
      <div className="flex flex-col gap-1 border-t border-slate-200 pt-3 dark:border-slate-700">
        <button
          type="button"
          onClick={restoreSampleData}
          className="min-h-6 self-start rounded-md border border-slate-300 px-2 py-1 text-xs font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-600 dark:hover:bg-slate-800"
        >
          Restore the sample data
        </button>
        <p role="status" className="text-xs text-slate-600 dark:text-slate-400">
          {restored
            ? 'The sample worlds are back as shipped: renames, created and deleted worlds and imports are undone.'
            : ''}
        </p>
      </div>
    </Popover>
  );
}

function Choice(props: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium">
        {props.label}
      </label>
      <select
        id={id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 dark:border-slate-600 dark:bg-slate-800"
      >
        {props.children}
      </select>
    </div>
  );
}
