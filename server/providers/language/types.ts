/**
 * The language model behind the AI agents (staff-and-agents.md §2.18, §4 "Agent chat"): a streamed reply
 * to a user's message, memory facts taken from what the user said, and, where the model service offers
 * them, embeddings for the knowledge base. `local` is the local responder (no model: it composes its reply
 * from the agent and what it retrieved); `openai` is any OpenAI-compatible service.
 */

/** One module the agent was crafted with ('Display Name : AI Prompt' in the module type). */
export interface AgentModuleText {
  /** The module type's display name, e.g. "Hobby". */
  type: string;
  /** The module's display name, e.g. "Astronomy". */
  name: string;
  /** What the module tells the model. */
  prompt: string;
}

/** A knowledge-base passage retrieved for the user's message. */
export interface Passage {
  /** The document's file name, as the user uploaded it. */
  document: string;
  text: string;
}

export interface ChatTurn {
  role: 'user' | 'assistant';
  text: string;
}

/** Everything a reply is made from. */
export interface ReplyRequest {
  agent: {
    display_name: string;
    display_tagline: string;
    personality: string;
    speech_style: string;
    modules: AgentModuleText[];
  };
  /** The user's name as the agent addresses them. */
  userName: string;
  /** What the agent remembers about the user. */
  facts: string[];
  /** Knowledge-base passages for this message, best first. */
  passages: Passage[];
  /** The recent conversation, oldest first (without the new message). */
  history: ChatTurn[];
  message: string;
}

export interface TokenUsage {
  prompt: number;
  completion: number;
}

/** A reply in progress: its text arrives in pieces; `usage()` is known once the pieces have ended. */
export interface Completion {
  pieces: AsyncIterable<string>;
  usage(): TokenUsage;
}

export interface LanguageProvider {
  kind: 'local' | 'openai';
  /** What the console shows users: "local responder", or the model's name. */
  label: string;
  /** Starts a reply; the pieces stop early when `signal` aborts. */
  reply(request: ReplyRequest, signal?: AbortSignal): Completion;
  /** New facts about the user in their message, as short sentences, none already in `known`. */
  extractFacts(message: string, known: readonly string[]): Promise<string[]>;
  /** The model service's embeddings (one vector per text), when it offers them. */
  embed?: (texts: readonly string[]) => Promise<number[][]>;
}

/** The prompt a model is given for a reply (also what staff read on an agent's chat prompt page). */
export interface ChatPrompt {
  instructions: string;
  system_prompt: string;
  user_prompt: string;
}
