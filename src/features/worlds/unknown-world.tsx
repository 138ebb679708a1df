import { Link } from 'react-router';
import { worldTitle, type World } from '../../api/schemas';
import { PageTitle } from '../../components/page-title';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { worldOverviewPath } from '../../lib/world-paths';

/** How many single-character edits turn one text into the other (Levenshtein), to find what a typo meant. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** A world ID the server does not know (a typo, most often), with the listed worlds it may have meant. */
export function UnknownWorld({ worldId, worlds }: { worldId: string; worlds: readonly World[] }) {
  const typed = worldId.toLowerCase();
  const near = worlds.filter((world) => editDistance(typed, world.id.toLowerCase()) <= 3).slice(0, 3);
  return (
    <div className="flex flex-col gap-6">
      <PageTitle parts={['World not found']} />
      <h1 className="text-2xl font-semibold tracking-tight">World not found</h1>
      <Alert
        tone="error"
        title="No world has this ID"
        actions={
          <Link to="/" className={buttonClasses('primary')}>
            Go to the world list
          </Link>
        }
      >
        The server has no world with the ID <code className="wrap-anywhere">{worldId}</code>. Check the ID for a typo,
        or pick the world from the list.
        {near.length > 0 ? (
          <p className="mt-2">
            Did you mean{' '}
            {near.map((world, index) => (
              <span key={world.id}>
                {index > 0 ? ' or ' : null}
                <Link to={worldOverviewPath(world.id)} className="font-medium underline underline-offset-2">
                  {worldTitle(world)}
                </Link>{' '}
                (<code className="wrap-anywhere">{world.id}</code>)
              </span>
            ))}
            ?
          </p>
        ) : null}
      </Alert>
    </div>
  );
}
