import { useParams } from 'react-router';

export function SearchPage() {
  const { worldId = '' } = useParams();
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400">
      Searching <code>{worldId}</code> is not available yet.
    </p>
  );
}
