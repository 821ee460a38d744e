import Alert from '@mui/material/Alert';
import { Loaded, SectionFrame } from '../../components/SectionFrame';
import { useAvailableActors, useManagedContext } from '../../dataProvider/mvbots.queries';
import { AgentsForm } from './AgentsForm';
import { AGENTS_CARD_TEXTS as T } from './agentsTexts';
import type { Release } from './TargetControls';

export interface AgentsCardProps {
  /** The metaverse's id or uri (for its available actors). */
  domain: string;
  /** The metaverse's uri, or `{uri}/locations/{name}`. */
  locationUri: string;
  /** What the target is called in texts: metaverse or location. */
  type: 'metaverse' | 'location';
  editable: boolean;
  release: Release;
}

/**
 * The manage page's AI agents card (single-target-and-flows.md §2, §4, §5): the target's option, its agents up to
 * the plan's max_actors (Always Appear only when that is above 2), its topics (one per line, trimmed, empty lines
 * dropped), reset overrides, and on the dev release the next conversation. A plan without agents says to upgrade.
 */
export function AgentsCard(props: AgentsCardProps) {
  const context = useManagedContext(props.locationUri);
  const available = useAvailableActors(props.domain);
  const load = {
    isPending: context.isPending || available.isPending,
    isError: context.isError || available.isError,
    data: context.data && available.data ? { context: context.data, available: available.data } : undefined,
  };
  return (
    <SectionFrame title={T.title}>
      <Loaded load={load}>
        {({ context: value, available: actors }) =>
          actors.plan_state === 'needsupgrade' ? (
            <Alert severity="info">{T.needsUpgrade(props.type)}</Alert>
          ) : (
            <AgentsForm key={value.uri} props={props} context={value} available={actors} />
          )
        }
      </Loaded>
    </SectionFrame>
  );
}
