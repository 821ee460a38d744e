import TextField from '@mui/material/TextField';
import { useNavigate } from 'react-router-dom';
import type { Domain } from '../../api/types';
import { canUpgrade } from '../../authProvider/canAccess';
import { planDisplay } from '../../lib/plan';
import { FieldMenu } from './FieldMenu';
import { MANAGE_TEXTS as T } from './texts';
import { paths } from '../../paths';

export interface PlanFieldProps {
  domain: Domain;
  isOwner: boolean;
  onDelete: () => void;
}

/** The plan with Upgrade and Change (the plan page) and Delete (owner only: the delete dialog). */
export function PlanField({ domain, isOwner, onDelete }: PlanFieldProps) {
  const navigate = useNavigate();
  const plan = planDisplay(domain.plan, new Date());
  const page = (context: 'upgrade' | 'change') => navigate(paths.domain.upgrade(domain.uri, context));
  return (
    <TextField
      label={T.plan}
      value={plan.expiry ? `${plan.label} · ${plan.expiry.text}` : plan.label}
      slotProps={{
        input: {
          readOnly: true,
          endAdornment: (
            <FieldMenu
              label={T.planMenu}
              items={[
                { label: T.upgrade, disabled: !canUpgrade(domain), onClick: () => page('upgrade') },
                { label: T.change, onClick: () => page('change') },
                { label: T.delete, disabled: !isOwner, onClick: onDelete },
              ]}
            />
          ),
        },
      }}
    />
  );
}
