import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { MarkdownText } from '../../components/MarkdownText';
import { SectionFrame } from '../../components/SectionFrame';
import type { Agent, AgentChatMessage } from '../../dataProvider/agents';
import { useAgentChatHistory, useClearAgentChat, useSendAgentChat } from '../../dataProvider/agents.queries';
import { chatStorageKey, chatTime, dots, DOTS_STEP_MS } from './rules';
import { AGENT_TEXTS as T } from './texts';

type Shown = AgentChatMessage & { failed?: boolean };

function readStored(agentId: string): Shown[] | null {
  try {
    const raw = sessionStorage.getItem(chatStorageKey(agentId));
    return raw ? (JSON.parse(raw) as Shown[]) : null;
  } catch {
    return null;
  }
}

/**
 * The chat of the chat card: an active chat keeps the session's history, otherwise it is dropped and the recent
 * messages are loaded; a message sent is answered by a reply streaming in while the dots cycle.
 */
function useAgentChat(agentId: string) {
  const history = useAgentChatHistory(agentId);
  const chat = useSendAgentChat(agentId);
  const clear = useClearAgentChat(agentId);
  const [messages, setMessages] = useState<Shown[] | null>(null);
  const [text, setText] = useState('');
  const [waiting, setWaiting] = useState(false);
  const [step, setStep] = useState(0);

  // A newly read history replaces what is shown: the session's copy while the chat is active, otherwise the
  // server's recent messages (the session's copy is then overwritten).
  const [loaded, setLoaded] = useState(history.data);
  if (history.data && history.data !== loaded) {
    setLoaded(history.data);
    setMessages((history.data.active ? readStored(agentId) : null) ?? history.data.messages);
  }

  useEffect(() => {
    if (messages) sessionStorage.setItem(chatStorageKey(agentId), JSON.stringify(messages));
  }, [messages, agentId]);

  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setStep((n) => n + 1), DOTS_STEP_MS);
    return () => clearInterval(timer);
  }, [waiting]);

  // Until the history has been read a message cannot be sent: the history would replace it when it arrives.
  const ready = messages !== null || history.isError;
  const send = async () => {
    const message = text.trim();
    if (!message || waiting || !ready) return;
    setText('');
    setWaiting(true);
    setStep(0);
    const now = Math.floor(Date.now() / 1000);
    const reply: Shown = { timestamp: now, text: '', is_user: false, response_id: '' };
    setMessages((list) => [
      ...(list ?? []),
      { timestamp: now, text: message, is_user: true, response_id: '' },
      reply,
    ]);
    const update = (patch: Partial<Shown>) =>
      setMessages((list) => {
        const next = [...(list ?? [])];
        next[next.length - 1] = { ...next[next.length - 1], ...patch };
        return next;
      });
    let received = '';
    let failed = false;
    try {
      await chat.mutateAsync({
        message,
        onEvent: (event) => {
          if (event.event === 'piece') {
            received += event.text;
            update({ text: received });
          } else if (event.event === 'done') {
            received = event.reply.text;
            update({ text: received, response_id: event.reply.response_id });
          } else failed = true;
        },
      });
    } catch {
      failed = true;
    }
    if (failed) update({ text: T.aiFailed, failed: true });
    else if (!received.trim()) update({ text: T.noResponse, failed: true });
    setWaiting(false);
  };

  // Clear Memory: the agent forgets the chat, and so does the session.
  const clearMemory = async () => {
    await clear.mutateAsync();
    sessionStorage.removeItem(chatStorageKey(agentId));
    setMessages([]);
  };

  return { messages, text, setText, waiting, step, ready, send, clearMemory };
}

/** One message of the chat, the user's on the right and the agent's on the left, with who said it and when. */
function ChatMessage({
  message: m,
  agentName,
  current,
  dotsShown,
}: {
  message: Shown;
  agentName: string;
  current: Date;
  /** The dots cycling while this (the last) message is the reply being waited for. */
  dotsShown: string | null;
}) {
  return (
    <Box
      data-testid={m.is_user ? 'user-message' : 'agent-message'}
      sx={{
        alignSelf: m.is_user ? 'flex-end' : 'flex-start',
        maxWidth: '80%',
        bgcolor: m.is_user ? 'primary.main' : 'action.hover',
        color: m.is_user ? 'primary.contrastText' : 'text.primary',
        borderRadius: 2,
        px: 1.5,
        py: 1,
      }}
    >
      <Typography variant="caption" component="p">
        {`${m.is_user ? T.you : agentName} · ${chatTime(m.timestamp, current)}`}
      </Typography>
      {m.failed ? (
        <Alert severity="error" sx={{ py: 0 }}>
          {m.text}
        </Alert>
      ) : m.is_user || !m.text ? (
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>
          {m.text || (dotsShown !== null ? <span aria-label={T.waiting}>{dotsShown}</span> : '')}
        </Typography>
      ) : (
        // A reply may quote a Markdown document of the Knowledge Base: shown as the document reads.
        <MarkdownText>{m.text}</MarkdownText>
      )}
    </Box>
  );
}

/**
 * The chat card (staff-and-agents.md §4 Agent chat): an active chat keeps the session's history, otherwise it
 * is dropped and the recent messages are loaded; the reply streams in while dots cycle and Send waits.
 */
export function ChatCard({ agent }: { agent: Agent }) {
  const { messages, text, setText, waiting, step, ready, send, clearMemory } = useAgentChat(agent._id);
  const [confirming, setConfirming] = useState(false);

  const current = new Date();
  const last = messages?.at(-1);
  return (
    <SectionFrame
      title={T.chat}
      actions={
        <Button size="small" onClick={() => setConfirming(true)} disabled={waiting}>
          {T.clearMemory}
        </Button>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {T.responder(agent.responder)}
      </Typography>
      <Box
        role="log"
        aria-live="polite"
        aria-label={T.chat}
        sx={{ maxHeight: '60vh', overflowY: 'auto', mb: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        {messages?.length === 0 && <Typography color="text.secondary">{T.emptyChat}</Typography>}
        {messages?.map((m, i) => (
          <ChatMessage
            key={i}
            message={m}
            agentName={agent.display_name}
            current={current}
            dotsShown={waiting && m === last ? dots(step) : null}
          />
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={T.message}
          multiline
          fullWidth
          maxRows={6}
          value={text}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void send();
            }
          }}
        />
        <Button variant="contained" onClick={() => void send()} disabled={waiting || !ready || !text.trim()}>
          {T.send}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={T.clearTitle}
        confirmLabel={T.clearConfirm}
        destructive
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          await clearMemory();
          setConfirming(false);
        }}
      >
        <Typography>{T.clearText}</Typography>
      </ConfirmDialog>
    </SectionFrame>
  );
}
