/**
 * Chatting with an agent (staff-and-agents.md §4 Agent chat): the reply is made by the language provider from
 * the agent, what it remembers of the user and the Knowledge Base passages of the agent's metaverse; the
 * message, the reply, the tokens and the facts learned are stored once the reply is complete.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { retrievePassages } from '../../lib/knowledge/index.ts';
import { notFound } from '../../lib/http-error.ts';
import type { ReplyRequest, TokenUsage } from '../../providers/language/index.ts';
import { createRepositories } from '../../repositories/index.ts';
import type { AgentRow, MemoryDoc } from '../../repositories/agents-repository.ts';
import type { UserDoc } from '../../repositories/users-repository.ts';
import { moduleTexts } from './generate.ts';
import { AGENT_TEXTS as T } from './texts.ts';

/** Messages of the conversation a reply is given. */
const HISTORY = 10;
/** The most facts remembered about one user. */
const MAX_FACTS = 50;

export function emptyMemory(): MemoryDoc {
  return { type: 'user', hard_facts: { ai_summary: '', facts: [], last_updated: '' }, interactions: {} };
}

export interface PreparedChat {
  agent: AgentRow;
  request: ReplyRequest;
}

export async function prepareChat(
  app: FastifyInstance,
  user: UserDoc,
  agentId: string,
  message: string,
): Promise<PreparedChat> {
  const agent = await app.repos.agents.get(agentId);
  if (!agent) throw notFound(T.notFound);
  const [types, memory, history, passages] = await Promise.all([
    app.repos.agents.moduleTypes(),
    app.repos.agents.memory(user.id),
    app.repos.agents.recentMessages(agentId, user.id, HISTORY),
    agent.doc.domain ? retrievePassages(app, agent.doc.domain, message) : Promise.resolve([]),
  ]);
  const doc = agent.doc;
  return {
    agent,
    request: {
      agent: {
        display_name: doc.display_name,
        display_tagline: doc.display_tagline,
        personality: doc.personality,
        speech_style: doc.speech_style,
        modules: moduleTexts(doc.modules_by_type, types).map(({ type, name, prompt }) => ({
          type,
          name,
          prompt,
        })),
      },
      userName: user.nickname ?? user.name,
      facts: memory?.hard_facts.facts ?? [],
      passages,
      history: history.map((m) => ({ role: m.is_user ? 'user' : 'assistant', text: m.text })),
      message,
    },
  };
}

/** Stores the exchange, the tokens and what was learned; returns the reply's response id. */
export async function finishChat(
  app: FastifyInstance,
  user: UserDoc,
  prepared: PreparedChat,
  reply: string,
  usage: TokenUsage,
): Promise<string> {
  const agent = prepared.agent.doc;
  const responseId = randomUUID();
  let learned: string[] = [];
  try {
    learned = await app.language.extractFacts(prepared.request.message, prepared.request.facts);
  } catch (error) {
    // The reply stands without new memories when the model cannot summarise.
    app.log.warn({ err: error }, 'agent memory not extracted');
  }
  const now = new Date().toISOString();
  await app.db.transaction(async (tx) => {
    const repos = createRepositories(tx);
    // The reply a millisecond after the message, so the two always read in order.
    const at = Date.now();
    await repos.agents.addMessage(
      agent._id,
      user.id,
      true,
      prepared.request.message,
      responseId,
      new Date(at),
    );
    await repos.agents.addMessage(agent._id, user.id, false, reply, responseId, new Date(at + 1));
    await repos.agents.addTokens(agent._id, usage.prompt, usage.completion);
    const memory = (await repos.agents.memory(user.id)) ?? emptyMemory();
    const facts = [...memory.hard_facts.facts, ...learned].slice(-MAX_FACTS);
    const before = memory.interactions[agent._id];
    const extracted = [...(before?.extracted_facts ?? []), ...learned].slice(-MAX_FACTS);
    memory.hard_facts = {
      ai_summary: facts.join('. '),
      facts,
      last_updated: learned.length > 0 ? now : memory.hard_facts.last_updated || now,
    };
    memory.interactions[agent._id] = {
      display_name: agent.display_name,
      iconblob: agent.faceicon_blobid,
      ai_summary: `${(before ? Number(/^(\d+)/.exec(before.ai_summary)?.[1] ?? 0) : 0) + 1} messages from ${prepared.request.userName}; last: "${prepared.request.message.slice(0, 120)}"`,
      extracted_facts: extracted,
      last_updated: now,
    };
    await repos.agents.saveMemory(user.id, memory);
  });
  return responseId;
}
