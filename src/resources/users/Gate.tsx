import type { ComponentType } from 'react';
import { useSession } from '../../authProvider/useSession';
import type { Permission } from '../../../common/permissions';
import { holdsAdminPermission } from '../../lib/permissionRules';
import type { SectionProps } from '../collections/sections';

/**
 * The section only for staff holding `permission`: the server would refuse its calls to anyone else, so it is
 * left out rather than shown as a failure.
 */
export function gated(
  permission: Permission,
  Section: ComponentType<SectionProps>,
): ComponentType<SectionProps> {
  function Gated(props: SectionProps) {
    const session = useSession();
    const user = session.status === 'authenticated' ? session.user : null;
    return holdsAdminPermission(user, permission) ? <Section {...props} /> : null;
  }
  Gated.displayName = `Gated(${Section.displayName ?? Section.name})`;
  return Gated;
}
