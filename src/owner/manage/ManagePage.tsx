import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { isReadonlyTarget, readonlyText } from '../../../common/targetRules';
import { useHoldsPermission } from '../../authProvider/useHoldsPermission';
import { reportSuccess } from '../../api/errors';
import { useNavigate } from 'react-router-dom';
import { failureReason } from '../../components/ConfirmDialog';
import { DomainAccessFields } from '../../components/DomainAccessFields';
import type { Domain } from '../../api/types';
import { useDeleteDomain, useUpdateDomain } from '../../dataProvider/metaverses.queries';
import {
  manageChanges,
  manageFormState,
  manageValues,
  nameFieldState,
  type ManageValues,
} from '../../lib/domainRules';
import { DomainGate } from '../metaverses/DomainGate';
import { DeleteDomainDialog } from './DeleteDomainDialog';
import { InviteLinkField } from './InviteLinkField';
import { PlanField } from './PlanField';
import { UpgradeDialog } from './UpgradeDialog';
import { MANAGE_TEXTS as T } from './texts';
import { paths } from '../../paths';
import { refusalOf, refusedField, type FieldRefusal } from '../../forms/refusal';

/** The fields a refusal of the save may name, by their labels (the contract's titles). */
const REFUSABLE = { name: T.name, oculusdestination: T.headsetDestination } as const;

/** `/domains/{uri}/manage`: the Manage Metaverse form (owner-console.md §2.6, §4). */
export function ManagePage() {
  const mayEditReadonly = useHoldsPermission('edit_readonly_entities');
  return (
    <DomainGate failedText={T.domainInvalid} notManagerText={T.notManager}>
      {({ domain, plan, user }) => (
        <>
          {isReadonlyTarget(domain) && (
            <Alert severity="warning" sx={{ m: 2, mb: 0 }}>
              {readonlyText('metaverse', domain)}
            </Alert>
          )}
          <ManageForm
            key={domain.id}
            initial={domain}
            isOwner={domain.owner === user.id}
            canInviteByLink={plan.canInviteByLink}
            disabled={isReadonlyTarget(domain) && !mayEditReadonly}
          />
        </>
      )}
    </DomainGate>
  );
}

interface ManageFormProps {
  initial: Domain;
  isOwner: boolean;
  canInviteByLink: boolean;
  /** Shown as a section of the metaverse's own page: a level-two heading, no page margin. */
  embedded?: boolean;
  /** Shown with every control disabled (a readonly metaverse, single-target-and-flows.md §6). */
  disabled?: boolean;
}

/** The Manage Metaverse form; also the settings section of the metaverse's manage page (owner-console.md §2). */
export function ManageForm({
  initial,
  isOwner,
  canInviteByLink,
  embedded = false,
  disabled = false,
}: ManageFormProps) {
  const navigate = useNavigate();
  const [domain, setDomain] = useState(initial);
  const [loaded, setLoaded] = useState<ManageValues>(() => manageValues(initial));
  const [values, setValues] = useState<ManageValues>(loaded);
  const [upgradeMessage, setUpgradeMessage] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  // The server's refusal of the last save, shown next to the field it names until that field changes.
  const [refusal, setRefusal] = useState<FieldRefusal<keyof typeof REFUSABLE> | null>(null);
  // Any other failure of the last save, said above Save until the form changes or is saved again.
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateDomain(initial.id);
  const deleteDomain = useDeleteDomain(initial.id);
  const saving = update.isPending;
  const state = manageFormState(loaded, values, saving);
  // An empty name asks for one (Save stays disabled); only a non-empty invalid name is highlighted light red.
  const nameField = nameFieldState(values.name);
  const set = (patch: Partial<ManageValues>) => {
    if (refusal && refusal.field in patch) setRefusal(null);
    setFailure(null);
    setValues((current) => ({ ...current, ...patch }));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!state.canSave) return;
    setFailure(null);
    try {
      const updated = await update.mutateAsync(manageChanges(loaded, values));
      setDomain(updated);
      const fresh = manageValues(updated);
      setLoaded(fresh);
      setValues(fresh);
      reportSuccess(T.saved);
    } catch (error) {
      // Logged (owner-console.md §8) and said once, where the user acted: a refusal that names a field next to it, any other
      // failure above Save, so the unsaved change does not look saved.
      console.error('Save failed', error);
      const refused = refusedField(error, REFUSABLE);
      setRefusal(refused);
      if (!refused) setFailure(failureReason(error));
    }
  };

  // A refusal rejects, so the dialog stays open and says why.
  const remove = async () => {
    await deleteDomain.mutateAsync();
    navigate(paths.domains());
  };

  return (
    <Paper variant="outlined" sx={{ p: 3, m: embedded ? 0 : 2, maxWidth: 720 }}>
      <Stack component="form" spacing={2} onSubmit={(event) => void save(event)} noValidate>
        <Typography variant={embedded ? 'h6' : 'h4'} component={embedded ? 'h2' : 'h1'}>
          {T.title}
        </Typography>
        {/* A disabled fieldset disables every button and input inside; the fields also say so in their looks. */}
        <Stack
          component="fieldset"
          disabled={disabled}
          spacing={2}
          sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
        >
          <TextField
            disabled={disabled}
            label={T.name}
            value={values.name}
            onChange={(event) => set({ name: event.target.value })}
            onKeyDown={(event) => event.key === 'Escape' && set({ name: loaded.name })}
            error={nameField.message !== null || refusalOf(refusal, 'name') !== undefined}
            helperText={nameField.message ?? refusalOf(refusal, 'name')}
            sx={nameField.highlight ? { '& .MuiInputBase-root': { bgcolor: '#ffebee' } } : undefined}
          />
          {/* Read-only (owner-console.md §2.6): filled and without the input's underline, with a hint why it cannot be typed in. */}
          <TextField
            label={T.url}
            value={domain.uri}
            variant="filled"
            helperText={T.urlFixed}
            slotProps={{ input: { readOnly: true, disableUnderline: true } }}
          />
          <TextField
            disabled={disabled}
            label={T.headsetDestination}
            value={values.oculusdestination}
            onChange={(event) => set({ oculusdestination: event.target.value })}
            onKeyDown={(event) =>
              event.key === 'Escape' && set({ oculusdestination: loaded.oculusdestination })
            }
            error={refusalOf(refusal, 'oculusdestination') !== undefined}
            helperText={refusalOf(refusal, 'oculusdestination')}
          />
          <DomainAccessFields
            access={values.domainaccess}
            onAccess={(domainaccess) => set({ domainaccess })}
            storeAccess={values.buildingaccess}
            onStoreAccess={(buildingaccess) => set({ buildingaccess })}
            disabled={disabled}
          />
          <InviteLinkField
            uri={domain.id}
            canInviteByLink={canInviteByLink}
            onNeedsUpgrade={() => setUpgradeMessage(T.linkInvitesNeedPlan)}
          />
          <PlanField domain={domain} isOwner={isOwner} onDelete={() => setDeleting(true)} />
          {failure && <Alert severity="error">{failure}</Alert>}
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" disabled={!state.canSave}>
              {T.save}
            </Button>
            <Button disabled={!state.canUndo} onClick={() => setValues(loaded)}>
              {T.undo}
            </Button>
          </Stack>
        </Stack>
      </Stack>
      <UpgradeDialog message={upgradeMessage} uri={domain.uri} onClose={() => setUpgradeMessage(null)} />
      {isOwner && (
        <DeleteDomainDialog
          domain={domain}
          open={deleting}
          onClose={() => setDeleting(false)}
          onConfirm={remove}
        />
      )}
    </Paper>
  );
}
