import { Link, useLocation } from 'react-router';
import { PageTitle } from '../components/page-title';
import { buttonClasses } from '../components/ui/button';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4 py-12">
      <PageTitle parts={['Page not found']} />
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="text-slate-600 dark:text-slate-400">
        There is no page at <code className="break-all">{pathname}</code>.
      </p>
      <Link to="/" className={buttonClasses('primary')}>
        Go to the world list
      </Link>
    </div>
  );
}
