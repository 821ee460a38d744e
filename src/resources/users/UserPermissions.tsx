import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { STAFF_BOUNDARY_TEXTS } from '../../../common/staff-boundaries';
import { usePermissionCatalogue, useSetUserPermissions } from '../../dataProvider/adminUsers.queries';
import { canEditPermission, togglePermission } from '../../lib/permissionRules';
import type { SectionProps } from '../collections/sections';
import { Loaded, SectionFrame } from '../../components/SectionFrame';
import { accountOf, useActor } from './Gate';
import { USER_TEXTS } from './texts';

/**
 * The permission checkbox list (§2.3, §5): a toggle applies at once, then the record reloads. Boxes the rules
 * forbid are disabled (on one's own account all of them, with the reason); the server refuses the same changes.
 */
export function UserPermissions({ record, reload }: SectionProps) {
  const actor = useActor();
  const catalogue = usePermissionCatalogue();
  const setPermissions = useSetUserPermissions(record.id);
  const saving = setPermissions.isPending;
  const target = accountOf(record);
  const held = target.permissions ?? [];
  const own = actor?.id !== undefined && actor.id === target.id;

  const toggle = async (name: string, order: string[]) => {
    try {
      await setPermissions.mutateAsync(togglePermission(held, name, order));
    } catch {
      // The client already showed the server's text as a toast; the reload shows what is stored.
    } finally {
      reload();
    }
  };

  return (
    <SectionFrame title={USER_TEXTS.permissions}>
      {() => (
        <Loaded load={catalogue}>
          {(permissions) => (
            <>
              {own && <Typography sx={{ mb: 1 }}>{STAFF_BOUNDARY_TEXTS.ownPermissions}</Typography>}
              <FormGroup
                sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))' }}
              >
                {permissions.map((permission) => (
                  <FormControlLabel
                    key={permission.name}
                    control={
                      <Checkbox
                        checked={held.includes(permission.name)}
                        disabled={saving || !canEditPermission(actor, target, permission)}
                        onChange={() =>
                          void toggle(
                            permission.name,
                            permissions.map((p) => p.name),
                          )
                        }
                      />
                    }
                    label={
                      permission.deprecated
                        ? `${permission.name} (${USER_TEXTS.deprecated})`
                        : permission.name
                    }
                  />
                ))}
              </FormGroup>
            </>
          )}
        </Loaded>
      )}
    </SectionFrame>
  );
}
