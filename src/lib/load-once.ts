/*
 * A lazily loaded module, imported once and then handed over as it is. In Chromium every import() resolves in a task
 * of its own, even for a module loaded long ago, queued behind whatever the page renders meanwhile: the three in
 * series between a thing link's click and its queries' fetch (the describe code, the dialect, SPARQL's reading) held
 * the queries back by 10 to 30 ms. Awaiting a module already in hand costs a microtask.
 */
export function loadOnce<T>(load: () => Promise<T>): () => T | Promise<T> {
  let loaded: { module: T } | undefined;
  let loading: Promise<T> | undefined;
  return () => {
    if (loaded) return loaded.module;
    loading ??= load().then(
      (module) => {
        loaded = { module };
        return module;
      },
      (error: unknown) => {
        // A chunk that did not arrive is asked for again next time (a deploy while the page was open, a lost line).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
}
