import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import * as z from 'zod/mini';
import {
  API_DIALECTS,
  isRememberedOnDevice,
  proxiedApiHost,
  saveConnection,
  useConnection,
  type Connection,
} from '../../api/connection';
import { DIALECT_NAMES } from '../../api/dialect-names';
import { withFullStop } from '../../components/api-error-alert';
import { PageTitle } from '../../components/page-title';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { controlClasses, Field } from '../../components/ui/field';
import { TextField } from '../../components/ui/text-field';
import { testConnection, type ConnectionReport } from './connection-report';
import { forgetSentToSettings } from './sent-to-settings';

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const settingsSchema = z.object({
  offline: z.boolean(),
  baseUrl: z.string().check(
    z.trim(),
    z.refine(
      (value) => value === '' || isHttpUrl(value),
      'Enter a full http:// or https:// address, or leave it empty.',
    ),
    // A user name or password in the URL would be copied into every request and every curl command.
    z.refine((value) => !/^[a-z]+:\/\/[^/]*@/i.test(value), 'Leave credentials out of the URL; use the API key field.'),
  ),
  apiKey: z.string().check(
    z.trim(),
    // HTTP headers carry only Latin-1; a key with other characters could never be sent.
    z.refine(
      (value) => /^[\x21-\x7e]*$/.test(value),
      'An API key has only letters, digits and ASCII symbols, no spaces.',
    ),
  ),
  dialect: z.enum(['auto', ...API_DIALECTS]),
  remember: z.boolean(),
});
type Settings = z.output<typeof settingsSchema>;

const toConnection = (settings: Settings): Connection => ({
  mode: settings.offline ? 'offline' : 'server',
  baseUrl: settings.baseUrl,
  apiKey: settings.apiKey,
  dialect: settings.dialect,
});

export function SettingsPage() {
  const location = useLocation();
  const { pathname, search } = location;
  const state: unknown = location.state;
  const navigate = useNavigate();
  /*
   * Why the person was sent here (a refused key) is news for this visit only: it is taken out of the history
   * entry at once, so that neither a reload nor Back and Forward bring it back after the fix, and Save clears it.
   */
  const [sentBecause, setSentBecause] = useState(() =>
    typeof state === 'object' && state !== null && 'reason' in state && typeof state.reason === 'string'
      ? state.reason
      : null,
  );
  const stateHasReason = typeof state === 'object' && state !== null && 'reason' in state;
  useEffect(() => {
    if (stateHasReason) void navigate({ pathname, search }, { replace: true, state: null });
  }, [stateHasReason, navigate, pathname, search]);
  const [saved, setSaved] = useState(false);
  const [report, setReport] = useState<ConnectionReport>();
  const [testing, setTesting] = useState(false);
  const [showKey, setShowKey] = useState(false);

  const current = useConnection();
  const proxiedServer = proxiedApiHost();
  const { register, handleSubmit, control, formState, trigger, getValues } = useForm<Settings>({
    resolver: zodResolver(settingsSchema),
    defaultValues: {
      offline: current.mode === 'offline',
      baseUrl: current.baseUrl,
      apiKey: current.apiKey,
      dialect: current.dialect,
      remember: isRememberedOnDevice(),
    },
  });
  const offline = useWatch({ control, name: 'offline' });

  async function runTest() {
    setReport(undefined);
    if (!(await trigger(['baseUrl', 'apiKey']))) return;
    const values = settingsSchema.parse(getValues());
    if (current.mode === 'offline' && values.baseUrl === '') {
      // The offline server answers this page's own address until the settings are saved.
      setReport({
        ok: false,
        title: 'Save first',
        detail:
          "The offline sample data answers this dashboard's own address until you save these settings. Save, then test again.",
      });
      return;
    }
    setTesting(true);
    try {
      setReport(await testConnection({ ...toConnection(values), mode: 'server' }));
    } finally {
      setTesting(false);
    }
  }

  function save(settings: Settings) {
    // No reload and no cache to clear: every query key and stored thing names its connection, so the pages read
    // the new one's and show nothing of the old (and the offline server answers only while it is chosen).
    saveConnection(toConnection(settings), { rememberOnDevice: settings.remember });
    forgetSentToSettings();
    setSentBecause(null);
    setSaved(true);
  }

  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <PageTitle parts={['Settings']} />
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Where the dashboard gets its data.</p>
      </div>

      {sentBecause ? (
        <Alert tone="error" title="The server refused the request">
          {withFullStop(sentBecause)}{' '}
          {current.mode === 'offline'
            ? 'The offline sample data refuses requests only when its Scenario switch says so: set Failure back to “No failures”.'
            : 'Check the API key below, then save.'}
        </Alert>
      ) : null}

      {proxiedServer ? (
        <Alert tone="info" title={`This dashboard forwards its requests to ${proxiedServer}`}>
          Its own server was set up with WORLDS_API_URL. Leave the base URL empty to use that server; the key in
          WORLDS_API_KEY is added by the dashboard&apos;s own server and never reaches the browser.
        </Alert>
      ) : null}

      <form
        noValidate
        onSubmit={(event) => void handleSubmit(save)(event)}
        onChange={() => setSaved(false)}
        className="flex flex-col gap-5 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      >
        <label className="flex items-start gap-3">
          <input type="checkbox" className="mt-1 size-4 accent-indigo-600" {...register('offline')} />
          <span>
            <span className="font-medium">Use offline sample data</span>
            <span className="block text-sm text-slate-600 dark:text-slate-400">
              Answer every request in the browser from the built-in sample worlds. Nothing is sent to a server.
            </span>
          </span>
        </label>

        <fieldset disabled={offline} className="flex flex-col gap-5 disabled:opacity-60">
          <legend className="sr-only">Server</legend>
          <TextField
            label="API base URL"
            type="url"
            inputMode="url"
            placeholder={window.location.origin}
            autoComplete="url"
            spellCheck={false}
            error={formState.errors.baseUrl?.message}
            hint="Empty means this dashboard's own address (and its proxy, when it was started with WORLDS_API_URL)."
            {...register('baseUrl')}
          />
          <Field
            label="API key"
            error={formState.errors.apiKey?.message}
            hint="Sent only when set: as Authorization: Bearer to v1 and REST servers, as X-Api-Key to RPC servers. Kept for this browser session unless remembered on this device."
          >
            {(fieldControl) => (
              <div className="flex gap-2">
                <input
                  {...fieldControl}
                  type={showKey ? 'text' : 'password'}
                  autoComplete="off"
                  spellCheck={false}
                  className={`min-h-9 flex-1 ${controlClasses}`}
                  {...register('apiKey')}
                />
                <Button aria-pressed={showKey} onClick={() => setShowKey((shown) => !shown)}>
                  {showKey ? 'Hide' : 'Show'}
                </Button>
              </div>
            )}
          </Field>
          <Field
            label="API dialect"
            hint="How the server speaks. Detection asks the server with harmless reads, once, and remembers the answer for this browser session."
          >
            {(fieldControl) => (
              <select {...fieldControl} className={`min-h-9 ${controlClasses}`} {...register('dialect')}>
                <option value="auto">Detect automatically</option>
                {API_DIALECTS.map((dialect) => (
                  <option key={dialect} value={dialect}>
                    {DIALECT_NAMES[dialect]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <label className="flex items-center gap-3 text-sm">
            <input type="checkbox" className="size-4 accent-indigo-600" {...register('remember')} />
            Remember on this device
          </label>
        </fieldset>

        {/* A live region that is there before the result, so the result is announced when it comes. */}
        <div role="status">
          {report ? (
            <Alert tone={report.ok ? 'success' : 'error'} title={report.title} live={false}>
              {report.detail}
            </Alert>
          ) : null}
        </div>

        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="primary">
            Save settings
          </Button>
          <Button onClick={() => void runTest()} disabled={offline || testing}>
            {testing ? 'Testing…' : 'Test connection'}
          </Button>
          <p role="status" className="text-sm font-medium text-emerald-700 dark:text-emerald-400">
            {saved ? 'Settings saved.' : null}
          </p>
        </div>
      </form>
    </div>
  );
}
