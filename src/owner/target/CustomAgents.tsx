import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Draft } from './agentsDraft';
import type { Actor } from './AgentsDialogs';
import { AgentsList } from './AgentsList';
import { AGENTS_CARD_TEXTS as T } from './agentsTexts';

/**
 * The AI agents card's Custom settings (single-target-and-flows.md §4): the picked agents up to the plan's
 * max_actors with Add AI Agent, Appear Automatically (which needs a picked agent) and the topics, one per line.
 */
export function CustomAgents({
  picked,
  draft,
  max,
  editable,
  disabled,
  onChange,
  onAdd,
}: {
  picked: readonly Actor[];
  draft: Draft;
  max: number;
  editable: boolean;
  disabled: boolean;
  onChange: (draft: Draft) => void;
  onAdd: () => void;
}) {
  const autospawnHelpId = useId();
  return (
    <>
      <Typography variant="subtitle1" component="h3">
        {T.agents}
      </Typography>
      <Typography variant="body2">{T.maxAgents(max)}</Typography>
      <AgentsList
        picked={picked}
        draft={draft}
        max={max}
        editable={editable}
        disabled={disabled}
        onChange={onChange}
      />
      {editable && (
        <div>
          <Button variant="outlined" disabled={disabled || draft.actor_ids.length >= max} onClick={onAdd}>
            {T.addAgent}
          </Button>
        </div>
      )}
      <div>
        <FormControlLabel
          label={T.autospawn}
          control={
            <Switch
              checked={draft.autospawn && draft.actor_ids.length > 0}
              disabled={disabled || draft.actor_ids.length === 0}
              slotProps={{ input: { 'aria-describedby': autospawnHelpId } }}
              onChange={(event) => onChange({ ...draft, autospawn: event.target.checked })}
            />
          }
        />
        <Typography id={autospawnHelpId} variant="body2" color="text.secondary">
          {draft.actor_ids.length === 0 ? T.autospawnNeedsAgents : T.autospawnHelp}
        </Typography>
      </div>
      <TextField
        label={T.topics}
        helperText={T.topicsHelp}
        multiline
        rows={10}
        value={draft.topics}
        disabled={disabled}
        onChange={(event) => onChange({ ...draft, topics: event.target.value })}
      />
    </>
  );
}
