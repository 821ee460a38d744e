/**
 * The local responder: no language model. It composes its reply from what it was given — the agent's
 * personality, speech style and modules, what it remembers about the user, and the knowledge-base passages
 * retrieved for the message, quoted with the name of their document — and streams it a few words at a
 * time. The console labels it "local responder"; its replies say what they are made from and never claim
 * to understand more than that.
 */
import { LOCAL_RESPONDER_LABEL } from '../../../common/agents.ts';
import { extractFactsByRules } from './facts.ts';
import type { Completion, LanguageProvider, ReplyRequest } from './types.ts';

export { LOCAL_RESPONDER_LABEL };

/** The longest quotation from one passage, in characters. */
const MAX_QUOTE = 400;
/** Words per streamed piece. */
const WORDS_PER_PIECE = 3;

const has = (text: string, ...words: string[]) => words.some((w) => text.toLowerCase().includes(w));

/** The greeting and sign-off that fit the speech style. */
function voice(style: string): { hello: string; bye: string } {
  if (has(style, 'pirate')) return { hello: 'Ahoy', bye: 'Fair winds!' };
  if (has(style, 'formal', 'polite', 'elegant')) return { hello: 'Good day', bye: 'At your service.' };
  if (has(style, 'cheer', 'enthusias', 'excit', 'energetic'))
    return { hello: 'Hey there', bye: 'This is fun!' };
  if (has(style, 'calm', 'gentle', 'soft')) return { hello: 'Hello', bye: 'Take your time.' };
  if (has(style, 'brief', 'terse', 'short')) return { hello: 'Hi', bye: '' };
  return { hello: 'Hello', bye: '' };
}

function quote(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= MAX_QUOTE) return flat;
  const cut = flat.slice(0, MAX_QUOTE);
  const end = cut.lastIndexOf(' ');
  return `${cut.slice(0, end > 0 ? end : MAX_QUOTE)}…`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The reply's text, sentence by sentence. */
export function composeReply(request: ReplyRequest): string {
  const { agent } = request;
  const { hello, bye } = voice(agent.speech_style);
  const isQuestion =
    /\?\s*$/.test(request.message.trim()) ||
    /^(what|who|where|when|why|how|which|can|do|does|is|are)\b/i.test(request.message.trim());
  const parts: string[] = [];
  parts.push(
    request.history.length === 0
      ? `${hello} ${request.userName}, I'm ${agent.display_name}${agent.display_tagline ? `, ${lowerFirst(agent.display_tagline)}` : ''}.`
      : `${hello} again, ${request.userName}.`,
  );
  if (request.passages.length > 0) {
    const [best, ...more] = request.passages;
    parts.push(`Here is what "${best.document}" says: "${quote(best.text)}"`);
    const others = [...new Set(more.map((p) => p.document).filter((d) => d !== best.document))];
    if (others.length > 0) parts.push(`There is more in ${others.map((d) => `"${d}"`).join(' and ')}.`);
  } else if (isQuestion) {
    parts.push("I found nothing about that in this metaverse's documents, so I can't answer it from them.");
  } else {
    parts.push('Thanks for telling me.');
  }
  if (request.facts.length > 0) {
    const fact = request.facts[request.facts.length - 1];
    parts.push(`I remember this about you: ${lowerFirst(fact)}.`);
  }
  if (agent.personality)
    parts.push(`Being ${lowerFirst(agent.personality.replace(/[.!]+$/, ''))}, I'm glad you asked.`);
  if (agent.modules.length > 0) {
    parts.push(
      `I can also talk about ${agent.modules.map((m) => `${m.name} (${lowerFirst(m.type)})`).join(', ')}.`,
    );
  }
  if (bye) parts.push(bye);
  return parts.join(' ');
}

/** Splits a text into pieces of a few words, keeping the spaces, so the pieces join back into the text. */
export function pieces(text: string): string[] {
  const words = text.match(/\S+\s*/g) ?? [];
  const out: string[] = [];
  for (let i = 0; i < words.length; i += WORDS_PER_PIECE)
    out.push(words.slice(i, i + WORDS_PER_PIECE).join(''));
  return out;
}

/** A rough token count (about four characters a token), as the local responder has no tokenizer. */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4);

export function createLocalResponder(): LanguageProvider {
  return {
    kind: 'local',
    label: LOCAL_RESPONDER_LABEL,
    reply(request, signal): Completion {
      const text = composeReply(request);
      const prompt = estimateTokens(
        [
          request.agent.personality,
          request.agent.speech_style,
          ...request.facts,
          ...request.passages.map((p) => p.text),
          request.message,
        ].join(' '),
      );
      return {
        pieces: (async function* () {
          for (const piece of pieces(text)) {
            if (signal?.aborted) return;
            yield piece;
            // Hands the event loop back between pieces, so each piece can reach the client as it is made.
            await new Promise<void>((resolve) => setImmediate(resolve));
          }
        })(),
        usage: () => ({ prompt, completion: estimateTokens(text) }),
      };
    },
    extractFacts: async (message, known) => extractFactsByRules(message, known),
  };
}
