import { useNavigate } from 'react-router';
import type { Capabilities } from '../../api/capabilities';
import { worldOverviewPath } from '../../lib/world-paths';
import { WorldIdForm } from './world-id-form';

/** Opens any world by its ID, also when the server cannot list worlds. */
export function OpenWorldForm({ idForm }: { idForm: Capabilities['worldId'] }) {
  const navigate = useNavigate();
  return (
    <WorldIdForm
      label="World ID"
      action="Open"
      variant="primary"
      idForm={idForm}
      onValid={(worldId) => void navigate(worldOverviewPath(worldId))}
    />
  );
}
