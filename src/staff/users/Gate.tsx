import Alert from '@mui/material/Alert';
import type { ComponentType } from 'react';
import type { Permission } from '../../../common/permissions';
import { accountRefusal, type AccountHolder } from '../../../common/staff-boundaries';
import type { AdminDocument } from '../../api/types';
import { useHoldsPermission } from '../../authProvider/useHoldsPermission';
import { useSession } from '../../authProvider/useSession';
import type { SectionProps } from '../collections/sections';

/** The user record as an account: its id and its permission list. */
export function accountOf(record: AdminDocument): AccountHolder {
  return {
    id: record.id,
    permissions: Array.isArray(record.permissions) ? (record.permissions as string[]) : [],
  };
}

/** The signed-in staff user (null while signed out). */
export function useActor(): AccountHolder | null {
  const session = useSession();
  return session.status === 'authenticated' ? session.user : null;
}

/** Why the signed-in user may not act on this user's account at all (a superuser's), or null. */
function useAccountRefusal(record: AdminDocument): string | null {
  return accountRefusal(useActor(), accountOf(record));
}

/**
 * The section only for staff holding `permission` who may act on this account: the server would refuse its
 * calls to anyone else, so it is left out rather than shown as a failure (`AccountNotice` says why).
 */
export function gated(
  permission: Permission,
  Section: ComponentType<SectionProps>,
): ComponentType<SectionProps> {
  function Gated(props: SectionProps) {
    const holds = useHoldsPermission(permission);
    const refusal = useAccountRefusal(props.record);
    return holds && !refusal ? <Section {...props} /> : null;
  }
  Gated.displayName = `Gated(${Section.displayName ?? Section.name})`;
  return Gated;
}

/** Says why the account's sections are left out when the signed-in user may not act on it. */
export function AccountNotice({ record }: SectionProps) {
  const refusal = useAccountRefusal(record);
  return refusal ? <Alert severity="info">{refusal}</Alert> : null;
}
