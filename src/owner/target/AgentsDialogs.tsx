import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ActionRefused, ConfirmDialog, failureReason } from '../../components/ConfirmDialog';
import { Loaded } from '../../components/SectionFrame';
import type { AvailableActors, ManagedLocationContext } from '../../dataProvider/mvbots';
import { useLocationConversation, useResetOverrides } from '../../dataProvider/mvbots.queries';
import { AGENTS_CARD_TEXTS as T } from './agentsTexts';
import { formatDateTime } from '../../lib/dates';

/** An AI agent the target's metaverse may pick. */
export type Actor = AvailableActors['actors'][number];

/** An AI agent's face icon, or the first letter of its name when it has none. */
export function ActorAvatar({ actor }: { actor: Pick<Actor, 'faceicon_url' | 'display_name'> }) {
  return (
    <Avatar src={actor.faceicon_url || undefined} alt={T.faceIconOf(actor.display_name)}>
      {actor.display_name.charAt(0)}
    </Avatar>
  );
}

/** Select AI Agent: the available agents not picked yet, each with its face icon and tagline. */
export function SelectAgentDialog({
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

/** The next conversation of the target's agents (the dev release only), read when the dialog opens. */
export function ConversationDialog({
  uri,
  open,
  onClose,
}: {
  uri: string;
  open: boolean;
  onClose: () => void;
}) {
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
                    {T.writtenBy(value.generated.responder, formatDateTime(value.generated.at))}
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

/**
 * Reset Overrides, confirmed first: a metaverse's locations, or a location itself, go back to the metaverse's
 * settings; the reply is the target's new settings. A refusal stays in the dialog.
 */
export function ResetOverridesDialog({
  uri,
  type,
  open,
  onClose,
  onReset,
}: {
  uri: string;
  type: 'metaverse' | 'location';
  open: boolean;
  onClose: () => void;
  onReset: (reply: ManagedLocationContext) => void;
}) {
  const reset = useResetOverrides(uri);
  return (
    <ConfirmDialog
      open={open}
      title={T.resetTitle}
      confirmLabel={T.resetOverrides}
      onClose={onClose}
      onConfirm={async () => {
        try {
          onReset(await reset.mutateAsync());
        } catch (error) {
          throw new ActionRefused(T.resetFailed(failureReason(error)));
        }
        onClose();
      }}
    >
      <Typography>{type === 'metaverse' ? T.resetMetaverse : T.resetLocation}</Typography>
    </ConfirmDialog>
  );
}
