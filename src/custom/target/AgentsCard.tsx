import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useId, useState } from 'react';
import { ConfirmDialog, ActionRefused, failureReason } from '../../components/ConfirmDialog';
import { Loaded, SectionFrame } from '../../components/SectionFrame';
import type { AvailableActors, ManagedLocationContext, MvbotsOption } from '../../dataProvider/mvbots';
import {
  useAvailableActors,
  useLocationConversation,
  useManagedContext,
  useResetOverrides,
  useSaveManagedContext,
} from '../../dataProvider/mvbots.queries';
import { topicLines } from '../../lib/agentTopics';
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

type Actor = AvailableActors['actors'][number];

function ActorAvatar({ actor }: { actor: Pick<Actor, 'faceicon_url' | 'display_name'> }) {
  return (
    <Avatar src={actor.faceicon_url || undefined} alt={T.faceIconOf(actor.display_name)}>
      {actor.display_name.charAt(0)}
    </Avatar>
  );
}

function SelectAgentDialog({
  open,
  actors,
  onPick,
  onClose,
}: {
  open: boolean;
  actors: readonly Actor[];
  onPick: (actor: Actor) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{T.selectAgent}</DialogTitle>
      <DialogContent>
        {actors.length === 0 ? (
          <Typography>{T.noMoreAgents}</Typography>
        ) : (
          <List>
            {actors.map((actor) => (
              <ListItemButton key={actor.actor_id} onClick={() => onPick(actor)}>
                <ListItemAvatar>
                  <ActorAvatar actor={actor} />
                </ListItemAvatar>
                <ListItemText primary={actor.display_name} secondary={actor.display_tagline} />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.cancel}</Button>
      </DialogActions>
    </Dialog>
  );
}

function ConversationDialog({ uri, open, onClose }: { uri: string; open: boolean; onClose: () => void }) {
  const titleId = useId();
  const conversation = useLocationConversation(uri, open);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth>
      <DialogTitle id={titleId}>{T.conversationTitle}</DialogTitle>
      <DialogContent>
        <Loaded load={conversation}>
          {(value) =>
            value.conversation.length === 0 ? (
              <Typography>{T.noConversation}</Typography>
            ) : (
              <Stack spacing={1}>
                {value.conversation.map((line, index) => (
                  <Typography key={index}>
                    <strong>{line.display_name}:</strong> {line.text}
                  </Typography>
                ))}
                {value.generated && (
                  <Typography variant="body2" color="text.secondary">
                    {T.writtenBy(value.generated.responder, new Date(value.generated.at).toLocaleString())}
                  </Typography>
                )}
              </Stack>
            )
          }
        </Loaded>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {T.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface Draft {
  mvbots_option: MvbotsOption;
  actor_ids: string[];
  persistent_actor_ids: string[];
  autospawn: boolean;
  topics: string;
}

const draftOf = (context: ManagedLocationContext): Draft => ({
  mvbots_option: context.mvbots_option,
  actor_ids: context.actor_ids,
  persistent_actor_ids: context.persistent_actor_ids,
  autospawn: context.autospawn,
  topics: context.user_topics.join('\n'),
});

function AgentsForm({
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
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const save = useSaveManagedContext(locationUri);
  const reset = useResetOverrides(locationUri);
  const optionId = useId();
  const autospawnHelpId = useId();
  const max = available.max_actors;
  // Picked actors known to the card: the available ones, and those the context names (one may have left).
  const known = new Map<string, Actor>(
    [...context.actors, ...available.actors].map((actor) => [actor.actor_id, actor]),
  );
  const picked = draft.actor_ids.flatMap((id) => known.get(id) ?? []);
  const unpicked = available.actors.filter((actor) => !draft.actor_ids.includes(actor.actor_id));
  const custom = draft.mvbots_option === 'custom';
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
          setNotice({ severity: 'success', text: T.saved });
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
      {custom && (
        <>
          <Typography variant="subtitle1" component="h3">
            {T.agents}
          </Typography>
          <Typography variant="body2">{T.maxAgents(max)}</Typography>
          {picked.length === 0 ? (
            <Typography>{T.noAgents}</Typography>
          ) : (
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
                          setDraft({
                            ...draft,
                            actor_ids: draft.actor_ids.filter((id) => id !== actor.actor_id),
                            persistent_actor_ids: draft.persistent_actor_ids.filter(
                              (id) => id !== actor.actor_id,
                            ),
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
                            setDraft({
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
          )}
          {editable && (
            <div>
              <Button
                variant="outlined"
                disabled={disabled || draft.actor_ids.length >= max}
                onClick={() => setPicking(true)}
              >
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
                  onChange={(event) => setDraft({ ...draft, autospawn: event.target.checked })}
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
            onChange={(event) => setDraft({ ...draft, topics: event.target.value })}
          />
        </>
      )}
      {notice && (
        <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
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
      <ConfirmDialog
        open={resetting}
        title={T.resetTitle}
        confirmLabel={T.resetOverrides}
        onClose={() => setResetting(false)}
        onConfirm={async () => {
          try {
            const reply = await reset.mutateAsync();
            setDraft(draftOf(reply));
          } catch (error) {
            throw new ActionRefused(T.resetFailed(failureReason(error)));
          }
          setResetting(false);
        }}
      >
        <Typography>{type === 'metaverse' ? T.resetMetaverse : T.resetLocation}</Typography>
      </ConfirmDialog>
      <ConversationDialog uri={locationUri} open={viewing} onClose={() => setViewing(false)} />
    </Stack>
  );
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
