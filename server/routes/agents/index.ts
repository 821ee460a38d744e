/**
 * The user's AI agents (staff-and-agents.md §2.18, §4, §7 "User agents"): listing, viewing, crafting with
 * metacoin, chatting (whole or streamed as server-sent events), platforms and deleting. Crafting, platforms
 * and delete are the owner's; anyone signed in may view an agent and chat with it.
 */
import { randomInt } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  craftingCost,
  craftingMode,
  DEFAULT_AGENT_COSTS,
  isChatActive,
  type AgentCosts,
} from '../../../common/agents.ts';
import { grantedDomainIfNamed } from '../../authz/index.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import { newId } from '../../lib/ids.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { createRepositories } from '../../repositories/index.ts';
import type { AgentDoc, AgentRow } from '../../repositories/agents-repository.ts';
import type { UserDoc } from '../../repositories/users-repository.ts';
import type { HandlerMap, ReplyBody } from '../types.ts';
import { finishChat, prepareChat } from './chat.ts';
import { craftCharacter, moduleTexts } from './generate.ts';
import { AGENT_TEXTS as T } from './texts.ts';

/** The settings key of the global agent config. */
export const AGENT_COSTS_KEY = 'agents.globalconfig';
/** Recent messages the chat view loads. */
const RECENT_MESSAGES = 50;

export const blobUrl = (id: string | null | undefined) => (id ? `/v2/public/blobs/${id}` : '');

export async function agentCosts(app: FastifyInstance): Promise<AgentCosts> {
  return { ...DEFAULT_AGENT_COSTS, ...((await app.repos.settings.read<AgentCosts>(AGENT_COSTS_KEY)) ?? {}) };
}

/** An agent as the contract shows it. */
export function agentView(app: FastifyInstance, row: AgentRow): ReplyBody<'getAgent'> {
  const { generation_tokens: _generation, ...doc } = row.doc;
  return {
    ...doc,
    agent_id: doc._id,
    faceicon_url: blobUrl(doc.faceicon_blobid),
    owner_name: row.owner_name,
    owner_icon_url: blobUrl(row.owner_iconblob),
    domain_name: row.domain_name,
    responder: app.language.label,
  };
}

async function agentOf(app: FastifyInstance, id: string): Promise<AgentRow> {
  const row = await app.repos.agents.get(id);
  if (!row) throw notFound(T.notFound);
  return row;
}

async function ownAgent(request: FastifyRequest, id: string): Promise<AgentRow> {
  const row = await agentOf(request.server, id);
  if (row.doc.owner_id !== signedInUser(request).id) throw forbidden(T.notOwner);
  return row;
}

/** Draws and stores a face icon for the prompt. */
async function faceIcon(app: FastifyInstance, prompt: string, seed: number): Promise<string> {
  const png = await app.images.faceIcon(prompt, seed);
  const blob = await app.blobs.putImage(Readable.from([png]), { maxBytes: 10 * 1024 * 1024 });
  return blob.id;
}

type CraftBody = { agent_id?: string; modules: string[]; remix_faceicon_only?: boolean; domain?: string };

async function craft(
  request: FastifyRequest,
  user: UserDoc,
  body: CraftBody,
): Promise<ReplyBody<'craftAgent'>> {
  const app = request.server;
  const mode = craftingMode(body.agent_id !== undefined, body.modules.length);
  if (mode === 'create' && body.modules.length === 0) throw badRequest(T.needsModules);
  if (body.remix_faceicon_only && mode !== 'remix') throw badRequest(T.faceOnlyIsRemix);
  const previous = body.agent_id ? (await ownAgent(request, body.agent_id)).doc : null;
  // The Knowledge Base metaverse: none (absent), cleared (empty) or one the caller belongs to (the contract's
  // optional x-domain-role, checked by the guard).
  const domain = body.domain === undefined ? undefined : (grantedDomainIfNamed(request)?.domain.id ?? '');

  // The modules chosen, by type, checked against the module types.
  const types = await app.repos.agents.moduleTypes();
  const chosen: { typeId: string; moduleId: string; cost: number; name: string }[] = [];
  for (const id of body.modules) {
    const type = types.find((t) => t.modules.some((m) => m._id === id));
    if (!type) throw badRequest(T.unknownModule(id));
    if (previous?.modules_by_type[type._id]?.includes(id)) {
      throw badRequest(
        T.alreadyHas(
          type.modules
            .find((m) => m._id === id)!
            .value.split(':')[0]
            .trim(),
        ),
      );
    }
    chosen.push({ typeId: type._id, moduleId: id, cost: type.cost_mc, name: type.display_name });
  }
  const byType: Record<string, string[]> = structuredClone(previous?.modules_by_type ?? {});
  for (const c of chosen) (byType[c.typeId] ??= []).push(c.moduleId);
  for (const type of types) {
    if (type.max_usage > 0 && (byType[type._id]?.length ?? 0) > type.max_usage)
      throw badRequest(T.tooMany(type.display_name, type.max_usage));
  }

  const seed = randomInt(1_000_000);
  const faceOnly = mode === 'remix' && body.remix_faceicon_only === true;
  const character = faceOnly ? null : craftCharacter(moduleTexts(byType, types), seed);
  const faceprompt = character?.faceprompt ?? previous?.faceprompt ?? '';
  // The icon is drawn before the transaction (it may call a service); a refused crafting leaves it unused.
  const faceiconId = await faceIcon(app, faceprompt, seed);

  const costs = await agentCosts(app);
  return app.db.transaction(async (tx) => {
    const repos = createRepositories(tx);
    const held = await repos.agents.heldModules(user.id);
    const cost = craftingCost(
      mode,
      chosen.map((c) => ({ cost_mc: c.cost, held: (held.get(c.moduleId) ?? 0) > 0 })),
      costs,
      faceOnly,
    );
    for (const c of chosen)
      if ((held.get(c.moduleId) ?? 0) > 0) await repos.agents.useHeldModule(user.id, c.moduleId);
    const id = previous?._id ?? newId();
    const balance = await repos.agents.spend(user.id, cost, { agent: id, crafting: mode });
    if (balance === null) throw badRequest(T.tooLittleMetacoin(cost, await repos.agents.balance(user.id)));
    const now = new Date().toISOString();
    const base: AgentDoc = previous ?? {
      _id: id,
      display_name: '',
      display_tagline: '',
      personality: '',
      speech_style: '',
      faceicon_blobid: '',
      faceicon_label: '',
      platforms: ['console'],
      owner_id: user.id,
      timestamp: now,
      tts_sex: seed % 2 === 0 ? 'female' : 'male',
      tts_language: 'en-US',
      modules_by_type: {},
      prompt: '',
      faceprompt: '',
      accumulated_crafting_cost_mc: 0,
      tokens: { total: 0, completion: 0, prompt: 0 },
      faceicon_blobids_archive: [],
      domain: '',
      generation_tokens: 0,
    };
    const doc: AgentDoc = {
      ...base,
      ...(character ?? {}),
      // A recraft or remix changes the character, never the name the user knows the agent by.
      display_name: previous?.display_name ?? character?.display_name ?? '',
      modules_by_type: byType,
      faceicon_blobid: faceiconId,
      faceicon_label: app.images.label,
      faceicon_blobids_archive: previous?.faceicon_blobid
        ? [...previous.faceicon_blobids_archive, previous.faceicon_blobid]
        : base.faceicon_blobids_archive,
      accumulated_crafting_cost_mc: base.accumulated_crafting_cost_mc + cost,
      timestamp: now,
      ...(domain !== undefined && { domain }),
    };
    await repos.agents.save(doc);
    return { _id: id, cost_mc: cost, currency: balance };
  });
}

export const agentsHandlers = {
  async listAgents(request) {
    const app = request.server;
    const q = request.query;
    const { rows, filtered, owned } = await app.repos.agents.list(signedInUser(request).id, {
      sort: q.sort ?? 'display_name',
      order: (q.order ?? 1) === 1 ? 1 : -1,
      skip: q.skip ?? 0,
      limit: q.limit ?? 10,
      filter: q.filter,
    });
    return {
      agents: rows.map((row) => agentView(app, row)),
      num_filtered_agents: filtered,
      num_owned_agents: owned,
    };
  },

  async getAgent(request) {
    return agentView(request.server, await agentOf(request.server, request.params.id));
  },

  async deleteAgent(request) {
    const app = request.server;
    const row = await ownAgent(request, request.params.id);
    await app.db.transaction(async (tx) => {
      const repos = createRepositories(tx);
      await repos.agents.remove(row.doc._id);
      await repos.agents.forgetAgent(row.doc._id);
    });
    return { success: true };
  },

  async agentIsOwner(request) {
    const row = await agentOf(request.server, request.params.agent_id);
    return { isowner: row.doc.owner_id === signedInUser(request).id };
  },

  async agentUsages(request) {
    const row = await ownAgent(request, request.params.id);
    const { messages, people } = await request.server.repos.agents.chatCounts(row.doc._id);
    const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
    return [
      {
        platform: 'console',
        summary: `${plural(messages, 'message')} from ${plural(people, 'person')} in the web console`.replace(
          /persons/,
          'people',
        ),
        usages: [],
      },
    ];
  },

  async agentOwnedModules(request) {
    const app = request.server;
    const [types, held] = await Promise.all([
      app.repos.agents.moduleTypes(),
      app.repos.agents.heldModules(signedInUser(request).id),
    ]);
    return types.map((type) => ({
      _id: type._id,
      display_name: type.display_name,
      cost_mc: type.cost_mc,
      max_usage: type.max_usage,
      triggers_faceprompt: type.triggers_faceprompt,
      iconblob_url: type.iconblob_url,
      modules: type.modules.map((m) => ({
        _id: m._id,
        display_name: m.value.split(':')[0].trim(),
        iconblob_url: type.iconblob_url,
        count: held.get(m._id) ?? 0,
      })),
    }));
  },

  async agentCosts(request) {
    return agentCosts(request.server);
  },

  async craftAgent(request) {
    return craft(request, signedInUser(request), request.body);
  },

  async agentChat(request) {
    const app = request.server;
    const user = signedInUser(request);
    const prepared = await prepareChat(app, user, request.body.agent_id, request.body.message.trim());
    let text = '';
    const completion = app.language.reply(prepared.request);
    try {
      for await (const piece of completion.pieces) text += piece;
    } catch (error) {
      request.log.warn({ err: error }, 'agent reply failed');
      throw new HttpError(502, T.replyFailed);
    }
    const responseId = await finishChat(app, user, prepared, text, completion.usage());
    return { text, response_id: responseId, responder: app.language.label };
  },

  async agentChatStream(request, reply) {
    const app = request.server;
    const user = signedInUser(request);
    const prepared = await prepareChat(app, user, request.body.agent_id, request.body.message.trim());
    const abort = new AbortController();
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    });
    raw.on('close', () => {
      if (!raw.writableFinished) abort.abort();
    });
    const send = (event: string, data: object) =>
      raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    let text = '';
    try {
      const completion = app.language.reply(prepared.request, abort.signal);
      for await (const piece of completion.pieces) {
        text += piece;
        send('piece', { text: piece });
      }
      if (abort.signal.aborted) return reply;
      const responseId = await finishChat(app, user, prepared, text, completion.usage());
      send('done', { text, response_id: responseId, responder: app.language.label });
    } catch (error) {
      request.log.warn({ err: error }, 'agent reply failed');
      send('error', { message: T.replyFailed });
    } finally {
      raw.end();
    }
    return reply;
  },

  async agentChatActive(request) {
    const app = request.server;
    await agentOf(app, request.query.agent_id);
    const last = await app.repos.agents.lastMessageAt(request.query.agent_id, signedInUser(request).id);
    return { active: isChatActive(last?.getTime() ?? null, Date.now()) };
  },

  async agentChatRecent(request) {
    const app = request.server;
    await agentOf(app, request.query.agent_id);
    const rows = await app.repos.agents.recentMessages(
      request.query.agent_id,
      signedInUser(request).id,
      RECENT_MESSAGES,
    );
    return rows.map((m) => ({
      timestamp: Math.floor(new Date(m.ts).getTime() / 1000),
      text: m.text,
      is_user: m.is_user,
      response_id: m.response_id,
    }));
  },

  async agentClearInteractions(request) {
    const app = request.server;
    const agentId = request.query.agent_id;
    await agentOf(app, agentId);
    const userId = signedInUser(request).id;
    await app.db.transaction(async (tx) => {
      const repos = createRepositories(tx);
      await repos.agents.clearMessages(agentId, userId);
      const memory = await repos.agents.memory(userId);
      const interaction = memory?.interactions[agentId];
      if (memory && interaction) {
        // What was learned in this chat goes with it.
        const forgotten = new Set(interaction.extracted_facts.map((f) => f.toLowerCase()));
        const facts = memory.hard_facts.facts.filter((f) => !forgotten.has(f.toLowerCase()));
        delete memory.interactions[agentId];
        memory.hard_facts = { ...memory.hard_facts, facts, ai_summary: facts.join('. ') };
        await repos.agents.saveMemory(userId, memory);
      }
    });
    return { success: true };
  },
} satisfies HandlerMap;
