import { useParams } from 'react-router';

export function EditWorldPage() {
  const { worldId = '' } = useParams();
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400">
      Editing <code>{worldId}</code> is not available yet.
    </p>
  );
}
