import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { failureReason } from '../../components/ConfirmDialog';
import type { AvailableActors, ManagedLocationContext, MvbotsOption } from '../../dataProvider/mvbots';
import { useSaveManagedContext } from '../../dataProvider/mvbots.queries';
import { topicLines } from '../../lib/agentTopics';
import type { AgentsCardProps } from './AgentsCard';
import { draftOf, type Draft } from './agentsDraft';
import { ConversationDialog, ResetOverridesDialog, SelectAgentDialog, type Actor } from './AgentsDialogs';
import { AGENTS_CARD_TEXTS as T } from './agentsTexts';
import { CustomAgents } from './CustomAgents';
import { reportSuccess } from '../../api/errors';

/** The options a target offers (single-target-and-flows.md §4): a metaverse offers inherit (shown as Disabled) and custom. */
function optionsOf(type: AgentsCardProps['type']): [MvbotsOption, string][] {
  return type === 'metaverse'
    ? [
        ['inherit', T.options.disabled],
        ['custom', T.options.custom],
      ]
    : [
        ['inherit', T.options.inherit],
        ['custom', T.options.custom],
        ['disabled', T.options.disabled],
      ];
}

/**
 * The AI agents card's form (single-target-and-flows.md §4, §5): the target's option, on Custom its agents and
 * topics, Save, Reset Overrides when there is something to reset, and on the dev release the next conversation.
 */
export function AgentsForm({
  props,
  context,
  available,
}: {
  props: AgentsCardProps;
  context: ManagedLocationContext;
  available: AvailableActors;
}) {
  const { locationUri, type, editable, release } = props;
  const [draft, setDraft] = useState<Draft>(() => draftOf(context));
  const [picking, setPicking] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [viewing, setViewing] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'error'; text: string } | null>(null);
  const save = useSaveManagedContext(locationUri);
  const optionId = useId();
  const max = available.max_actors;
  // Picked actors known to the card: the available ones, and those the context names (one may have left).
  const known = new Map<string, Actor>(
    [...context.actors, ...available.actors].map((actor) => [actor.actor_id, actor]),
  );
  const picked = draft.actor_ids.flatMap((id) => known.get(id) ?? []);
  const unpicked = available.actors.filter((actor) => !draft.actor_ids.includes(actor.actor_id));
  const disabled = !editable || save.isPending;

  const submit = () => {
    setNotice(null);
    const topics = topicLines(draft.topics);
    save.mutate(
      {
        location_uri: locationUri,
        mvbots_option: draft.mvbots_option,
        actor_ids: draft.actor_ids,
        persistent_actor_ids: max > 2 ? draft.persistent_actor_ids : [],
        // Needs a picked agent (the server refuses it otherwise); the switch is off without one.
        autospawn: draft.autospawn && draft.actor_ids.length > 0,
        user_topics: topics,
      },
      {
        onSuccess: (reply) => {
          setDraft(draftOf(reply));
          reportSuccess(T.saved);
        },
        onError: (error) => setNotice({ severity: 'error', text: T.saveFailed(failureReason(error)) }),
      },
    );
  };
  const overrides = context.domain_location_overrides.length;
  const canReset = editable && (type === 'metaverse' ? overrides > 0 : context.mvbots_option !== 'inherit');

  return (
    <Stack spacing={2}>
      <TextField
        select
        id={optionId}
        label={T.option}
        value={draft.mvbots_option}
        disabled={disabled}
        onChange={(event) => setDraft({ ...draft, mvbots_option: event.target.value as MvbotsOption })}
        sx={{ maxWidth: 320 }}
      >
        {optionsOf(type).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      {type === 'location' && draft.mvbots_option === 'inherit' && context.location_domain_mvbots_option && (
        <Typography variant="body2">
          {T.inheritsFrom(
            context.location_domain_mvbots_option === 'custom' ? T.options.custom : T.options.disabled,
          )}
        </Typography>
      )}
      {draft.mvbots_option === 'custom' && (
        <CustomAgents
          picked={picked}
          draft={draft}
          max={max}
          editable={editable}
          disabled={disabled}
          onChange={setDraft}
          onAdd={() => setPicking(true)}
        />
      )}
      {notice && (
        <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      )}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {editable && (
          <Button variant="contained" disabled={disabled} onClick={submit}>
            {T.save}
          </Button>
        )}
        {type === 'metaverse' && overrides > 0 && <Typography>{T.overrides(overrides)}</Typography>}
        {canReset && (
          <Button variant="outlined" onClick={() => setResetting(true)}>
            {T.resetOverrides}
          </Button>
        )}
        {release === 'dev' && (
          <Button variant="outlined" onClick={() => setViewing(true)}>
            {T.nextConversation}
          </Button>
        )}
      </Stack>
      <SelectAgentDialog
        open={picking}
        actors={unpicked}
        onClose={() => setPicking(false)}
        onPick={(actor) => {
          setDraft({ ...draft, actor_ids: [...draft.actor_ids, actor.actor_id] });
          setPicking(false);
        }}
      />
      <ResetOverridesDialog
        uri={locationUri}
        type={type}
        open={resetting}
        onClose={() => setResetting(false)}
        onReset={(reply) => setDraft(draftOf(reply))}
      />
      <ConversationDialog uri={locationUri} open={viewing} onClose={() => setViewing(false)} />
    </Stack>
  );
}
