import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  PROMOTION_STAFF_PERMISSION,
  PROMOTION_TEXTS,
  promotionChecks,
  type PromotionState,
} from '../../../common/promotionRules';
import type { Domain } from '../../api/types';
import { useHoldsPermission } from '../../authProvider/useHoldsPermission';
import { SectionFrame } from '../../components/SectionFrame';
import type { Entity } from '../../dataProvider/entities';
import type { TargetUpdate } from '../../dataProvider/targets';
import { useUpdateEntity } from '../../dataProvider/targets.queries';
import { oculusEventUrl } from '../../lib/eventTabs';
import { PromotionDialogs, usePromotionDialog } from './PromotionDialogs';
import type { Release } from './TargetControls';
import { TARGET_PAGE_TEXTS } from './texts';

const T = TARGET_PAGE_TEXTS.promotion;

/** Whether an event is linked to a headset-platform event (its name, description and dates are then locked). */
export const isLinkedEvent = (entity: Entity): boolean => (entity.oculuseventid ?? '') !== '';

/** A promotion check passed (a green tick) or failed (a red cross), one a line. */
function PromotionCheckList({ checks }: { checks: ReturnType<typeof promotionChecks> }) {
  return (
    <List dense aria-label={T.checksHeading}>
      {checks.map(({ check, ok }) => (
        <ListItem key={check} disableGutters>
          <ListItemIcon sx={{ minWidth: 32 }}>
            {ok ? (
              <CheckCircleIcon color="success" fontSize="small" aria-hidden />
            ) : (
              <CancelIcon color="error" fontSize="small" aria-hidden />
            )}
          </ListItemIcon>
          <ListItemText primary={PROMOTION_TEXTS.checks[check]} secondary={ok ? T.passed : T.failed} />
        </ListItem>
      ))}
    </List>
  );
}

/** The Work In Progress release's staff controls: assign the Oculus event id, refuse, or clear the id. */
function StaffControls({
  state,
  linked,
  disabled,
  onOpen,
}: {
  state: PromotionState | undefined;
  linked: boolean;
  disabled: boolean;
  onOpen: (dialog: 'assign' | 'refuse' | 'clear') => void;
}) {
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {T.devControls}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {!linked && (
          <Button variant="outlined" disabled={disabled} onClick={() => onOpen('assign')}>
            {T.assign}
          </Button>
        )}
        {state !== 'refused' && state !== undefined && (
          <Button variant="outlined" color="error" disabled={disabled} onClick={() => onOpen('refuse')}>
            {T.refuse}
          </Button>
        )}
        {linked && (
          <Button variant="outlined" disabled={disabled} onClick={() => onOpen('clear')}>
            {T.clearId}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

/**
 * An event's headset-platform promotion (single-target-and-flows.md §4, §5, §6): the checks, Request (confirm
 * disabled while a check fails) → started, the Oculus terms (Accept only once the box is ticked) → submitted;
 * on the Work In Progress release, staff holding admin_write_entities assign the Oculus event id (looked up 1 s
 * after typing stops; mismatches shown unless ignored) → accepted, refuse, or clear the id → started. The server
 * applies the same rules.
 */
export function PromotionCard({
  domain,
  entityKey,
  entity,
  disabled,
  release,
}: {
  domain: Domain;
  entityKey: string;
  entity: Entity;
  disabled: boolean;
  release: Release;
}) {
  const update = useUpdateEntity(domain.id, 'events', entityKey);
  const staff = useHoldsPermission(PROMOTION_STAFF_PERMISSION);
  const dialogs = usePromotionDialog();
  const { open, close } = dialogs;
  const state = entity.oculussubmission as PromotionState | undefined;
  const checks = promotionChecks(entity, new Date());
  const ready = checks.every((result) => result.ok);
  const linked = isLinkedEvent(entity);
  const save = async (changes: TargetUpdate) => {
    await update.mutateAsync({ id: entity.id, changes });
    close();
  };
  const checkList = <PromotionCheckList checks={checks} />;

  return (
    <SectionFrame title={T.title}>
      <Stack spacing={2}>
        <Typography>{T.intro}</Typography>
        <Typography sx={{ fontWeight: 'bold' }} data-testid="promotion-state">
          {T.states[state ?? 'none']}
        </Typography>
        {linked && (
          <Typography>
            <Link href={oculusEventUrl(entity.oculuseventid ?? '')} target="_blank" rel="noopener noreferrer">
              {T.linked(entity.oculuseventid ?? '')}
            </Link>
            {entity.subscribers !== undefined && ` · ${T.subscribers(entity.subscribers)}`}
          </Typography>
        )}
        {linked && <Alert severity="info">{T.locked}</Alert>}
        {entity.oculusnotes && (
          <Alert severity={state === 'refused' ? 'warning' : 'info'}>
            {T.notes}: {entity.oculusnotes}
          </Alert>
        )}
        {(state === undefined || state === 'refused' || state === 'started') && (
          <>
            <Typography variant="subtitle2" component="h3">
              {T.checksHeading}
            </Typography>
            {checkList}
          </>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {(state === undefined || state === 'refused') && (
            <Button variant="contained" disabled={disabled} onClick={() => open('request')}>
              {state === 'refused' ? T.requestAgain : T.request}
            </Button>
          )}
          {state === 'started' && (
            <Button variant="contained" disabled={disabled || !ready} onClick={() => open('terms')}>
              {T.submit}
            </Button>
          )}
        </Stack>
        {release === 'dev' && staff && (
          <StaffControls state={state} linked={linked} disabled={disabled} onOpen={open} />
        )}
      </Stack>
      <PromotionDialogs
        dialogs={dialogs}
        entity={entity}
        linked={linked}
        ready={ready}
        checkList={checkList}
        onSave={save}
      />
    </SectionFrame>
  );
}
