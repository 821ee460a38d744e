import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { needsApproval } from '../../../common/promotionRules';
import { failureReason } from '../../components/ConfirmDialog';
import type { Entity } from '../../dataProvider/entities';
import { useRequestLocationApproval } from '../../dataProvider/targets.queries';
import { TARGET_PAGE_TEXTS } from './texts';

const T = TARGET_PAGE_TEXTS.approval;

/**
 * The location approval banner (single-target-and-flows.md §4, §8): storefront and joke templates only. Submit
 * sends the location to the staff approvals page (pending); an unapproved one shows the approval note and
 * Resubmit; an approved one shows nothing.
 */
export function ApprovalBanner({
  domainId,
  entityKey,
  entity,
  disabled,
}: {
  domainId: string;
  entityKey: string;
  entity: Entity;
  disabled: boolean;
}) {
  const request = useRequestLocationApproval(domainId, entityKey);
  const [failure, setFailure] = useState<string | null>(null);
  if (!needsApproval(entity.template) || entity.approval === 'approved') return null;
  const submit = () => {
    setFailure(null);
    request.mutateAsync(entity.id).catch((error: unknown) => setFailure(failureReason(error)));
  };
  const unapproved = entity.approval === 'unapproved';
  const pending = entity.approval === 'pending';
  return (
    <Alert
      severity={unapproved ? 'warning' : 'info'}
      data-testid="approval-banner"
      action={
        pending ? undefined : (
          <Button color="inherit" disabled={disabled || request.isPending} onClick={submit}>
            {unapproved ? T.resubmit : T.submit}
          </Button>
        )
      }
    >
      <AlertTitle>{T.title}</AlertTitle>
      {pending ? T.pending : unapproved ? T.unapproved : T.none}
      {unapproved && entity.approvalmessage && <div>{T.note(entity.approvalmessage)}</div>}
      {failure && <div role="alert">{failure}</div>}
    </Alert>
  );
}
