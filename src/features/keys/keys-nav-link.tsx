import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { apiKeysQuery } from '../../api/api-keys';
import { useConnection } from '../../api/connection';

/**
 * The header's link to the keys page, shown only when the key in use is an admin's: found out by the keys page's own
 * query (listing the keys), so the answer is asked once per connection and shared. Loaded by the header only where
 * the server manages keys (capabilities.apiKeys), so other servers' first visit carries none of it.
 */
export function KeysNavLink({ className }: { className: (state: { isActive: boolean }) => string }) {
  const access = useQuery(apiKeysQuery(useConnection())).data;
  return access?.admin ? (
    <NavLink to="/keys" className={className}>
      API keys
    </NavLink>
  ) : null;
}
