import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { Draft } from './agentsDraft';
import { ActorAvatar, type Actor } from './AgentsDialogs';
import { AGENTS_CARD_TEXTS as T } from './agentsTexts';

/**
 * The agents picked for the target (single-target-and-flows.md §4), each removable, and with Always Appear
 * when the plan's max_actors is above 2; removing an agent also drops it from those always appearing.
 */
export function AgentsList({
  picked,
  draft,
  max,
  editable,
  disabled,
  onChange,
}: {
  picked: readonly Actor[];
  draft: Draft;
  max: number;
  editable: boolean;
  disabled: boolean;
  onChange: (draft: Draft) => void;
}) {
  if (picked.length === 0) return <Typography>{T.noAgents}</Typography>;
  return (
    <List aria-label={T.agents}>
      {picked.map((actor) => (
        <ListItem
          key={actor.actor_id}
          secondaryAction={
            editable && (
              <IconButton
                aria-label={T.remove(actor.display_name)}
                disabled={disabled}
                onClick={() =>
                  onChange({
                    ...draft,
                    actor_ids: draft.actor_ids.filter((id) => id !== actor.actor_id),
                    persistent_actor_ids: draft.persistent_actor_ids.filter((id) => id !== actor.actor_id),
                  })
                }
              >
                <CloseIcon />
              </IconButton>
            )
          }
        >
          <ListItemAvatar>
            <ActorAvatar actor={actor} />
          </ListItemAvatar>
          <ListItemText primary={actor.display_name} secondary={actor.display_tagline} />
          {max > 2 && (
            <FormControlLabel
              sx={{ mr: 6 }}
              label={T.alwaysAppear}
              control={
                <Switch
                  checked={draft.persistent_actor_ids.includes(actor.actor_id)}
                  disabled={disabled}
                  slotProps={{ input: { 'aria-label': T.alwaysAppearFor(actor.display_name) } }}
                  onChange={(event) =>
                    onChange({
                      ...draft,
                      persistent_actor_ids: event.target.checked
                        ? [...draft.persistent_actor_ids, actor.actor_id]
                        : draft.persistent_actor_ids.filter((id) => id !== actor.actor_id),
                    })
                  }
                />
              }
            />
          )}
        </ListItem>
      ))}
    </List>
  );
}
