import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { usePermissionCatalogue, useSetUserPermissions } from '../../dataProvider/adminUsers.queries';
import { permissionEditRefusal, permissionsRefusal, togglePermission } from '../../lib/permissionRules';
import type { SectionProps } from '../collections/sections';
import { Loaded, SectionFrame } from '../../components/SectionFrame';
import { accountOf, useActor } from './Gate';
import { USER_TEXTS } from './texts';

/**
 * The permission checkbox list (staff-and-agents.md §2.3, §5): a toggle applies at once, then the record reloads. Boxes the rules
 * forbid are disabled, each with its reason: once above the list when none can be changed (no
 * admin_edit_permissions, a superuser's or one's own account), else under the box (a permission only a
 * superuser grants; a deprecated one says so in its label). The server refuses the same changes.
 */
export function UserPermissions({ record, reload }: SectionProps) {
  const actor = useActor();
  const catalogue = usePermissionCatalogue();
  const setPermissions = useSetUserPermissions(record.id);
  const saving = setPermissions.isPending;
  const target = accountOf(record);
  const held = target.permissions ?? [];
  const whole = permissionsRefusal(actor, target);

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
              {whole && <Typography sx={{ mb: 1 }}>{whole}</Typography>}
              <FormGroup
                sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))' }}
              >
                {permissions.map((permission) => {
                  const refusal = permissionEditRefusal(actor, target, permission);
                  const name = permission.deprecated
                    ? `${permission.name} (${USER_TEXTS.deprecated})`
                    : permission.name;
                  // The list-wide reason is said once above; a deprecated box says it in its label.
                  const own =
                    refusal !== null && refusal !== whole && !permission.deprecated ? refusal : null;
                  return (
                    <FormControlLabel
                      key={permission.name}
                      control={
                        <Checkbox
                          checked={held.includes(permission.name)}
                          disabled={saving || refusal !== null}
                          slotProps={{ input: { 'aria-label': name, title: own ?? undefined } }}
                          onChange={() =>
                            void toggle(
                              permission.name,
                              permissions.map((p) => p.name),
                            )
                          }
                        />
                      }
                      label={
                        <>
                          {name}
                          {own && (
                            <Typography variant="caption" component="span" sx={{ display: 'block' }}>
                              {own}
                            </Typography>
                          )}
                        </>
                      }
                    />
                  );
                })}
              </FormGroup>
            </>
          )}
        </Loaded>
      )}
    </SectionFrame>
  );
}
