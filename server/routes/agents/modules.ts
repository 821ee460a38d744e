/**
 * Module types and module packs (staff-and-agents.md §2.17, §3, §7): staff read and save module types and
 * their icons (audited); users buy packs of modules with metacoin, charged in the same transaction as the
 * modules are granted.
 */
import { randomInt } from 'node:crypto';
import { drawPackModules, modulePackCost, parseModuleValue } from '../../../common/agents.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { createRepositories } from '../../repositories/index.ts';
import type { ModuleTypeDoc } from '../../repositories/agents-repository.ts';
import { storeUploadedImage } from '../images.ts';
import type { HandlerMap } from '../types.ts';
import { blobUrl } from './index.ts';
import { AGENT_TEXTS as T } from './texts.ts';

export const agentModuleHandlers = {
  async listAgentModuleTypes(request) {
    return request.server.repos.agents.moduleTypes();
  },

  async getAgentModuleType(request) {
    const type = await request.server.repos.agents.moduleType(request.params.id);
    if (!type) throw notFound(T.moduleTypeNotFound);
    return type;
  },

  async saveAgentModuleType(request) {
    const app = request.server;
    const body = request.body;
    const seen = new Set<string>();
    for (const m of body.modules) {
      if (seen.has(m._id)) throw badRequest(T.moduleIdTwice(m._id));
      seen.add(m._id);
    }
    return app.db.transaction(async (tx) => {
      const repos = createRepositories(tx);
      const types = await repos.agents.moduleTypes();
      for (const other of types) {
        if (other._id === body._id) continue;
        const clash = other.modules.find((m) => seen.has(m._id));
        if (clash) throw badRequest(T.moduleIdTaken(clash._id, other.display_name));
      }
      const before = types.find((t) => t._id === body._id) ?? null;
      const doc: ModuleTypeDoc = {
        _id: body._id,
        display_name: body.display_name.trim(),
        ai_prompt: body.ai_prompt,
        cost_mc: body.cost_mc,
        max_usage: body.max_usage,
        triggers_faceprompt: body.triggers_faceprompt,
        iconblob_url: before?.iconblob_url ?? '',
        modules: body.modules.map((m) => ({ _id: m._id, value: m.value.trim() })),
      };
      await repos.agents.saveModuleType(doc);
      await repos.audit.record({
        actorId: signedInUser(request).id,
        action: before ? 'agents.moduletype.update' : 'agents.moduletype.create',
        collection: 'agents',
        targetId: doc._id,
        before,
        after: doc,
      });
      return doc;
    });
  },

  async uploadAgentModuleTypeIcon(request) {
    const app = request.server;
    const id = request.params.id;
    if (!(await app.repos.agents.moduleType(id))) throw notFound(T.moduleTypeNotFound);
    const blob = await storeUploadedImage(request);
    return app.db.transaction(async (tx) => {
      const repos = createRepositories(tx);
      const before = await repos.agents.moduleType(id);
      if (!before) throw notFound(T.moduleTypeNotFound);
      const doc = { ...before, iconblob_url: blobUrl(blob.id) };
      await repos.agents.saveModuleType(doc);
      await repos.audit.record({
        actorId: signedInUser(request).id,
        action: 'agents.moduletype.icon',
        collection: 'agents',
        targetId: id,
        before: { iconblob_url: before.iconblob_url },
        after: { iconblob_url: doc.iconblob_url },
      });
      return doc;
    });
  },

  async listAgentModulePacks(request) {
    return request.server.repos.agents.modulePacks();
  },

  async purchaseAgentModulePack(request, reply) {
    const app = request.server;
    const user = signedInUser(request);
    const count = request.query.modulecount;
    reply.header('cache-control', 'no-store');
    const cost = modulePackCost(await app.repos.agents.modulePacks(), count);
    if (cost === undefined) throw badRequest(T.noSuchPack(count));
    const pool = (await app.repos.agents.moduleTypes()).flatMap((type) =>
      type.modules.map((m) => ({ moduleId: m._id, typeId: type._id, name: parseModuleValue(m.value).name })),
    );
    if (pool.length === 0) throw badRequest(T.noModulesToBuy);
    const drawn = drawPackModules(pool, count, (n) => randomInt(n));
    return app.db.transaction(async (tx) => {
      const repos = createRepositories(tx);
      const balance = await repos.agents.spend(user.id, cost, { module_pack: count });
      if (balance === null) throw badRequest(T.packTooDear(count, cost, await repos.agents.balance(user.id)));
      await repos.agents.grantModules(user.id, drawn);
      return {
        count,
        cost_mc: cost,
        currency: balance,
        modules: drawn.map((m) => ({ _id: m.moduleId, display_name: m.name, type_id: m.typeId })),
      };
    });
  },
} satisfies HandlerMap;
