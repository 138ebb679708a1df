import type { SearchResult } from '../../api/schemas';
import { useConnection, usesOfflineMock } from '../../api/connection';
import { useState } from 'react';
import { errorDetail } from '../../components/api-error-alert';
import { Alert } from '../../components/ui/alert';
import { ChunkFailureAlert } from '../../components/chunk-failure-alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { isChunkLoadFailure } from '../../lib/chunk-load';
import { curlCommand, searchRequest } from '../../api/shown-request';
import type { SearchRequest } from '../../api/worlds';
import { Popover } from '../../components/ui/popover';

type ExportFormats = typeof import('../../lib/export-formats');

interface ExportMenuProps {
  /** The search the page on screen answers, its filters included. */
  search: SearchRequest;
  /** The server could not filter: the filters narrowed the page it returned (not what a request fetches). */
  filteredHere: boolean;
  results: readonly SearchResult[];
  onCopy: (text: string, what: string) => Promise<void>;
}

function fileStem(worldId: string, q: string, offset: number, count: number) {
  const words =
    q
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'search';
  return `${worldId}-${words}-${offset + 1}-${offset + count}`.replace(/[^\p{L}\p{N}._-]+/gu, '-');
}

/** The file writers and the download load on the first export: most searches export nothing, and they came before the
 * page's heading in every search's first load. */
const exportCode = () => Promise.all([import('../../lib/export-formats'), import('../../lib/download-file')]);

const itemClasses =
  'w-full rounded px-3 py-2 text-left text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:bg-slate-800';

/** Downloads of the page on screen, and the curl command that fetches it. */
export function ExportMenu({ search, filteredHere, results, onCopy }: ExportMenuProps) {
  const connection = useConnection();
  const { worldId, q, offset } = search;
  const stem = fileStem(worldId, q, offset, results.length);
  // The request is described by the server's dialect, whose code may have to load (and, after a deploy, not arrive);
  // so do the writers (exportCode).
  const [failure, setFailure] = useState<{ error: unknown }>();
  const fail = (error: unknown) => setFailure({ error });
  const download = async (extension: string, type: string, write: (formats: ExportFormats) => string) => {
    const [formats, { downloadText }] = await exportCode();
    downloadText(`${stem}.${extension}`, write(formats), type);
  };
  const copyCurl = () =>
    void searchRequest(connection, search).then((request) => {
      const note = usesOfflineMock(connection)
        ? ' (the offline sample data answers only inside this browser: use it against a real server)'
        : filteredHere
          ? ' (this server cannot filter, so the command fetches the page before the filters)'
          : request.shownRows
            ? ' (this server cannot skip rows, so it pipes the reply through jq to keep the rows shown)'
            : '';
      return onCopy(curlCommand(request), `the curl command${note}`);
    }, fail);
  // Its failures, the request's included, reach `fail` where it is called.
  const downloadJson = async () => {
    const request = await searchRequest(connection, search);
    await download('json', 'application/json;charset=utf-8', (formats) =>
      formats.resultsToJson(search, results, request),
    );
  };
  const items: { label: string; run: () => void }[] = [
    {
      label: 'Download CSV',
      run: () =>
        void exportCode().then(([formats, { downloadCsv }]) => {
          downloadCsv(`${stem}.csv`, formats.resultsToCsv(results, offset));
        }, fail),
    },
    { label: 'Download JSON', run: () => void downloadJson().catch(fail) },
    {
      label: 'Download N-Triples',
      run: () =>
        void download('nt', 'application/n-triples;charset=utf-8', (formats) =>
          formats.resultsToNTriples(results),
        ).catch(fail),
    },
    { label: 'Copy curl command', run: copyCurl },
  ];
  const dismiss = <Button onClick={() => setFailure(undefined)}>Dismiss</Button>;
  return (
    <div className="relative">
      <Popover
        label={
          <>
            Export <span aria-hidden="true">▾</span>
          </>
        }
        triggerClassName={buttonClasses()}
        closeOnAction
        panelClassName="absolute right-0 z-20 mt-1 flex w-64 flex-col rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {/* Each item closes the panel, and focus goes back to Export rather than to the page's body. */}
        {items.map((item) => (
          <button key={item.label} type="button" className={itemClasses} onClick={item.run}>
            {item.label}
          </button>
        ))}
      </Popover>
      {/* Under the Export button, over the table, until dismissed: the toolbar does not grow and push the results. */}
      {failure ? (
        <div className="absolute right-0 z-20 mt-1 w-[min(24rem,calc(100vw-2rem))] rounded-lg bg-white shadow-lg dark:bg-slate-900">
          {isChunkLoadFailure(failure.error) ? (
            <ChunkFailureAlert actions={dismiss}>
              The export&apos;s code did not load: a newer version of the dashboard is on the server. Reloading the page
              loads it and keeps this search.
            </ChunkFailureAlert>
          ) : (
            <Alert tone="error" title="The export could not be prepared" actions={dismiss}>
              {errorDetail(failure.error)}
            </Alert>
          )}
        </div>
      ) : null}
    </div>
  );
}
