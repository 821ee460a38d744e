import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { reportSuccess } from '../../api/errors';
import { useNavigate } from 'react-router-dom';
import type { PlanSummary } from '../../api/types';
import { useDomainOperation, type DomainOperation } from '../../dataProvider/adminRecords.queries';
import type { SectionProps } from '../collections/sections';
import { UserPicker } from '../pickers';
import { canChangeOwner, domainOperations } from './domainRules';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { SectionFrame } from '../../components/SectionFrame';
import { useHoldsPermission } from '../../authProvider/useHoldsPermission';
import { DOMAIN_TEXTS } from './texts';
import { paths } from '../../paths';
import { RecordRef } from '../collections/RecordRef';

type PlanChange = Extract<DomainOperation['kind'], 'trialReset' | 'customPlan' | 'trialPlan'>;

/** What each plan change's confirmation says. */
const PLAN_CHANGES: Record<PlanChange, { label: string; title: string; body: string }> = {
  trialReset: {
    label: DOMAIN_TEXTS.trialReset,
    title: DOMAIN_TEXTS.trialResetTitle,
    body: DOMAIN_TEXTS.trialResetBody,
  },
  customPlan: {
    label: DOMAIN_TEXTS.setCustomPlan,
    title: DOMAIN_TEXTS.setCustomPlanTitle,
    body: DOMAIN_TEXTS.setCustomPlanBody,
  },
  trialPlan: {
    label: DOMAIN_TEXTS.setTrialPlan,
    title: DOMAIN_TEXTS.setTrialPlanTitle,
    body: DOMAIN_TEXTS.setTrialPlanBody,
  },
};

/** Delete, trial reset, plan switches and change of owner, offered under the spec's plan rules (staff-and-agents.md §4, §5). */
export function DomainOperations({ record, reload }: SectionProps) {
  const operation = useDomainOperation(record.id);
  const navigate = useNavigate();
  const canWrite = useHoldsPermission('admin_write_entities');
  const plan = record.plan as Partial<PlanSummary> | undefined;
  const allowed = domainOperations(plan);
  const busy = operation.isPending;
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [picking, setPicking] = useState(false);

  // Plan changes apply once confirmed; a refusal stays in the dialog with the server's sentence.
  const [change, setChange] = useState<PlanChange>('trialReset');
  const [confirmingChange, setConfirmingChange] = useState(false);
  const confirm = (next: PlanChange) => {
    setChange(next);
    setConfirmingChange(true);
  };

  return (
    <SectionFrame title={DOMAIN_TEXTS.operations}>
      <Typography sx={{ mb: 1 }}>
        {DOMAIN_TEXTS.owner}:{' '}
        {typeof record.owner === 'string' && <RecordRef collection="users" id={record.owner} />} ·{' '}
        {DOMAIN_TEXTS.plan}: {plan?.plan ?? 'free'}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {canChangeOwner(canWrite, true, plan) && (
          <Button variant="outlined" disabled={busy} onClick={() => setPicking(true)}>
            {DOMAIN_TEXTS.changeOwner}
          </Button>
        )}
        {canWrite && allowed.trialReset && (
          <Button variant="outlined" disabled={busy} onClick={() => confirm('trialReset')}>
            {DOMAIN_TEXTS.trialReset}
          </Button>
        )}
        {canWrite && allowed.switchPlan && (
          <>
            <Button variant="outlined" disabled={busy} onClick={() => confirm('customPlan')}>
              {DOMAIN_TEXTS.setCustomPlan}
            </Button>
            <Button variant="outlined" disabled={busy} onClick={() => confirm('trialPlan')}>
              {DOMAIN_TEXTS.setTrialPlan}
            </Button>
          </>
        )}
        {canWrite && allowed.delete && (
          <Button color="error" variant="outlined" disabled={busy} onClick={() => setConfirmDelete(true)}>
            {DOMAIN_TEXTS.delete}
          </Button>
        )}
      </Stack>
      {!allowed.switchPlan && <Typography sx={{ mt: 1 }}>{DOMAIN_TEXTS.planRuleNote}</Typography>}
      <UserPicker
        open={picking}
        title={DOMAIN_TEXTS.changeOwnerTitle}
        onClose={() => setPicking(false)}
        onConfirm={async (user) => {
          await operation.mutateAsync({ kind: 'setOwner', owner: user.id });
          reportSuccess(DOMAIN_TEXTS.done);
          setPicking(false);
          reload();
        }}
      />
      <ConfirmDialog
        open={confirmingChange}
        title={PLAN_CHANGES[change].title}
        confirmLabel={PLAN_CHANGES[change].label}
        cancelLabel={DOMAIN_TEXTS.cancel}
        onClose={() => setConfirmingChange(false)}
        onConfirm={async () => {
          await operation.mutateAsync({ kind: change });
          reportSuccess(DOMAIN_TEXTS.done);
          setConfirmingChange(false);
          reload();
        }}
      >
        <DialogContentText>{PLAN_CHANGES[change].body}</DialogContentText>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmDelete}
        title={DOMAIN_TEXTS.deleteTitle}
        confirmLabel={DOMAIN_TEXTS.delete}
        cancelLabel={DOMAIN_TEXTS.cancel}
        destructive
        onClose={() => setConfirmDelete(false)}
        onConfirm={async () => {
          await operation.mutateAsync({ kind: 'delete' });
          reportSuccess(DOMAIN_TEXTS.done);
          void navigate(paths.admin.collection('domains'));
        }}
      >
        <DialogContentText>{DOMAIN_TEXTS.deleteBody}</DialogContentText>
      </ConfirmDialog>
    </SectionFrame>
  );
}
