import type { ComponentType } from 'react';
import type { Permission } from '../../../common/permissions';
import { useHoldsPermission } from '../../authProvider/useHoldsPermission';
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
    return useHoldsPermission(permission) ? <Section {...props} /> : null;
  }
  Gated.displayName = `Gated(${Section.displayName ?? Section.name})`;
  return Gated;
}
