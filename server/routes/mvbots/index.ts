/**
 * Bots of the metaverses. Staff bot administration (staff-and-agents.md §2.16, §7 "Bot administration"):
 * actor configs, face icons, topics collections, location contexts and system prompts, read with
 * admin_agents and written with admin_edit_all_agents (declared in the contract); every write is audited in its
 * transaction. The manage page's AI agents card (single-target-and-flows.md §2, §5, §7): the settings of a
 * metaverse or location, named by location_uri, for callers with manage_domain there.
 */
import type { FastifyRequest } from 'fastify';
import { blobUrl } from '../../providers/drives/tree.ts';
import { grantedDomain, type DomainAccess } from '../../authz/index.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { StoredEntity } from '../../repositories/entities-repository.ts';
import { createRepositories } from '../../repositories/index.ts';
import type {
  ActorConfig,
  ContextSettings,
  StoredActor,
  StoredContext,
} from '../../repositories/mvbots-repository.ts';
import { storeUploadedImage } from '../images.ts';
import { capabilities } from '../metaverses/access.ts';
import { requireWritable } from '../targets/index.ts';
import type { HandlerMap } from '../types.ts';
import { DEFAULT_PROMPT_ID, generateConversation } from './conversation.ts';
import { MVBOTS_TEXTS as T } from './texts.ts';

/** The substitutions a system prompt may use (staff-and-agents.md §5). */
export const PROMPT_SUBSTITUTIONS = [
  'selected_personalities',
  'domain_name',
  'domain_desc',
  'domain_owner',
  'location_name',
  'location_desc',
  'combined_topic',
  'start_actor_display_name',
] as const;

/** Refuses a `{name}` that is not one of the allowed substitutions. */
function requireKnownSubstitutions(...texts: string[]) {
  for (const text of texts) {
    for (const [, name] of text.matchAll(/\{([A-Za-z0-9_]+)\}/g)) {
      if (!(PROMPT_SUBSTITUTIONS as readonly string[]).includes(name))
        throw badRequest(T.unknownSubstitution(name));
    }
  }
}

const DEFAULT_SETTINGS: ContextSettings = {
  mvbots_option: 'inherit',
  actor_ids: [],
  persistent_actor_ids: [],
  user_topics: [],
  autospawn: false,
};

const summary = (stored: StoredActor) => ({
  actor_id: stored.config.actor_id,
  availability: stored.config.availability,
  faceicon_url: stored.faceicon_blob ? blobUrl(stored.faceicon_blob) : '',
  display_name: stored.config.display_name,
  display_tagline: stored.config.display_tagline,
});

const stored = (context: StoredContext) => ({
  location_uri: context.location_uri,
  ...context.settings,
  conversation: context.conversation,
  generated: context.generated,
  updated: context.updated,
});

/** The topics collection kept in step with a target's user topics (ours): its uri with `/` as `:`. */
export const userTopicsCollection = (uri: string) => `${uri.replaceAll('/', ':')}:user_topics`;

/** Audits a staff write to the bots' data in the transaction of the write. */
async function audited<T>(
  request: FastifyRequest,
  action: string,
  targetId: string,
  write: (
    repos: ReturnType<typeof createRepositories>,
  ) => Promise<{ before?: unknown; after?: unknown; result: T }>,
): Promise<T> {
  return request.server.db.transaction(async (tx) => {
    const repos = createRepositories(tx);
    const { before, after, result } = await write(repos);
    await repos.audit.record({
      actorId: signedInUser(request).id,
      action,
      collection: 'mvbots',
      targetId,
      before,
      after,
    });
    return result;
  });
}

// ---- the manage page's AI agents card ----

interface ManagedTarget {
  access: DomainAccess;
  uri: string;
  /** The location, or null for the metaverse itself. */
  location: StoredEntity | null;
}

/**
 * The metaverse or location a location_uri names (the contract gives the caller manage_domain in its
 * metaverse: `x-domain-role` from the location_uri).
 */
async function managedTarget(request: FastifyRequest, locationUri: string): Promise<ManagedTarget> {
  const [, , name] = locationUri.split('/');
  const access = grantedDomain(request);
  if (name === undefined) return { access, uri: access.domain.uri, location: null };
  const found = await request.server.repos.domains.findEntity(access.domain.id, 'locations', name);
  const location =
    found && (await request.server.repos.entities.find(access.domain.id, 'locations', found.id));
  if (!location) throw notFound(T.locationNotFound);
  return { access, uri: `${access.domain.uri}/locations/${location.name}`, location };
}

/** Staff changing a metaverse's AI agents are audited, as other staff writes to metaverses are. */
async function auditStaffWrite(
  repos: ReturnType<typeof createRepositories>,
  target: ManagedTarget,
  action: string,
  after: unknown,
) {
  if (target.access.role === 'owner' || target.access.role === 'manager') return;
  await repos.audit.record({
    actorId: target.access.user.id,
    action,
    collection: 'mvbots',
    targetId: target.uri,
    before: (await repos.mvbots.findContext(target.uri))?.settings,
    after,
  });
}

const typeOf = (target: ManagedTarget) => (target.location ? 'location' : 'metaverse');

function requireWritableTarget(target: ManagedTarget) {
  requireWritable(target.access, typeOf(target), target.location);
}

async function managedContext(request: FastifyRequest, target: ManagedTarget) {
  const repos = request.server.repos.mvbots;
  const own = await repos.findContext(target.uri);
  const settings = own?.settings ?? DEFAULT_SETTINGS;
  const actors = (await repos.listActors()).filter((actor) =>
    settings.actor_ids.includes(actor.config.actor_id),
  );
  const domainSettings = target.location
    ? ((await repos.findContext(target.access.domain.uri))?.settings ?? DEFAULT_SETTINGS)
    : null;
  const overrides = target.location
    ? []
    : (await repos.locationContextsOf(target.access.domain.id, target.access.domain.uri))
        .filter((context) => context.settings.mvbots_option !== 'inherit')
        .map((context) => context.location_uri);
  return {
    uri: target.uri,
    ...settings,
    actors: settings.actor_ids
      .map((id) => actors.find((actor) => actor.config.actor_id === id))
      .filter((actor): actor is StoredActor => actor !== undefined)
      .map(({ faceicon_blob, config }) => ({
        actor_id: config.actor_id,
        display_name: config.display_name,
        display_tagline: config.display_tagline,
        faceicon_url: faceicon_blob ? blobUrl(faceicon_blob) : '',
      })),
    domain_location_overrides: overrides,
    location_domain_mvbots_option: domainSettings?.mvbots_option ?? null,
  };
}

export const mvbotsHandlers = {
  // ---- actor configs ----
  async listMvbotActorConfigs(request) {
    return (await request.server.repos.mvbots.listActors()).map(summary);
  },

  async getMvbotActorConfig(request) {
    const found = await request.server.repos.mvbots.findActor(request.params.actor_id);
    if (!found) throw notFound(T.actorNotFound);
    return {
      ...found.config,
      faceicon_url: found.faceicon_blob ? blobUrl(found.faceicon_blob) : '',
      updated: found.updated,
    };
  },

  async uploadMvbotActorConfigs(request) {
    const actors: ActorConfig[] = request.body.actors;
    const seen = new Set<string>();
    for (const actor of actors) {
      if (seen.has(actor.actor_id)) throw badRequest(T.duplicateActor(actor.actor_id));
      seen.add(actor.actor_id);
    }
    return audited(request, 'mvbots.actors.upload', 'actors', async (repos) => {
      const result = await repos.mvbots.upsertActors(actors);
      return { after: { actor_ids: [...seen], ...result }, result };
    });
  },

  async uploadMvbotFaceIcon(request) {
    const actorId = request.params.actor_id;
    if (!(await request.server.repos.mvbots.findActor(actorId))) throw notFound(T.actorNotFound);
    const blob = await storeUploadedImage(request);
    return audited(request, 'mvbots.actor.faceicon', actorId, async (repos) => {
      const updated = await repos.mvbots.setFaceIcon(actorId, blob.id);
      if (!updated) throw notFound(T.actorNotFound);
      return { after: { faceicon_blob: blob.id }, result: summary(updated) };
    });
  },

  async deleteMvbotActorConfig(request) {
    const actorId = request.params.actor_id;
    return audited(request, 'mvbots.actor.delete', actorId, async (repos) => {
      const before = await repos.mvbots.findActor(actorId);
      if (!before || !(await repos.mvbots.deleteActor(actorId))) throw notFound(T.actorNotFound);
      return { before, result: { ok: true } };
    });
  },

  // ---- topics ----
  async listMvbotTopicCollections(request) {
    return request.server.repos.mvbots.listTopicCollections();
  },

  async getMvbotTopicCollection(request) {
    const name = request.params.collection;
    const topics = await request.server.repos.mvbots.findTopics(name);
    if (!topics) throw notFound(T.topicsNotFound);
    return { collection_name: name, topics };
  },

  async deleteMvbotTopicCollection(request) {
    const name = request.params.collection;
    return audited(request, 'mvbots.topics.delete', name, async (repos) => {
      const before = await repos.mvbots.findTopics(name);
      if (!before || !(await repos.mvbots.deleteTopics(name))) throw notFound(T.topicsNotFound);
      return { before: { topics: before }, result: { ok: true } };
    });
  },

  // ---- location contexts ----
  async listMvbotLocationContexts(request) {
    return (await request.server.repos.mvbots.listContexts()).map((location_uri) => ({ location_uri }));
  },

  async getMvbotLocationContext(request) {
    const found = await request.server.repos.mvbots.findContext(request.query.location_uri);
    if (!found) throw notFound(T.contextNotFound);
    return stored(found);
  },

  async resetMvbotLocationContext(request) {
    const uri = request.query.location_uri;
    return audited(request, 'mvbots.context.reset', uri, async (repos) => {
      const before = await repos.mvbots.findContext(uri);
      const after = before && (await repos.mvbots.saveConversation(uri, [], null));
      if (!before || !after) throw notFound(T.contextNotFound);
      return { before: stored(before), after: stored(after), result: stored(after) };
    });
  },

  async deleteMvbotLocationContext(request) {
    const uri = request.query.location_uri;
    return audited(request, 'mvbots.context.delete', uri, async (repos) => {
      const before = await repos.mvbots.findContext(uri);
      if (!before || !(await repos.mvbots.deleteContext(uri))) throw notFound(T.contextNotFound);
      return { before: stored(before), result: { ok: true } };
    });
  },

  async generateMvbotConversation(request) {
    const uri = request.query.location_uri;
    if (!(await request.server.repos.mvbots.findContext(uri))) throw notFound(T.contextNotFound);
    const prompt = await request.server.repos.mvbots.findPrompt(DEFAULT_PROMPT_ID);
    if (!prompt) throw notFound(T.promptNotFound);
    // The provider is called outside any transaction; the result is stored after.
    const { conversation, generated } = await generateConversation(request.server, uri, prompt.system_prompt);
    return audited(request, 'mvbots.context.generate', uri, async (repos) => {
      const saved = await repos.mvbots.saveConversation(uri, conversation, generated);
      if (!saved) throw notFound(T.contextNotFound);
      return {
        after: { responder: generated.responder },
        result: { location_uri: uri, conversation: saved.conversation, generated: saved.generated },
      };
    });
  },

  async previewMvbotConversation(request) {
    const { system_prompt, location_uri } = request.body;
    requireKnownSubstitutions(system_prompt);
    const { scene, conversation, generated } = await generateConversation(
      request.server,
      location_uri,
      system_prompt,
    );
    return { location_uri, rendered_prompt: scene, conversation, generated };
  },

  // ---- system prompts ----
  async listMvbotSystemPrompts(request) {
    return request.server.repos.mvbots.listPrompts();
  },

  async saveMvbotSystemPrompt(request) {
    const prompt = request.body;
    requireKnownSubstitutions(prompt.system_prompt, prompt.user_prompt);
    return audited(request, 'mvbots.prompt.save', prompt.prompt_id, async (repos) => {
      const before = await repos.mvbots.findPrompt(prompt.prompt_id);
      const saved = await repos.mvbots.savePrompt(prompt);
      return { before: before ?? undefined, after: saved, result: saved };
    });
  },

  // ---- the manage page's AI agents card ----
  async listAvailableMvbotActors(request) {
    const max = capabilities(grantedDomain(request).domain, new Date()).maxActors;
    const actors = (await request.server.repos.mvbots.listActors())
      .filter((actor) => actor.config.availability === 'available')
      .map(({ faceicon_blob, config }) => ({
        actor_id: config.actor_id,
        display_name: config.display_name,
        display_tagline: config.display_tagline,
        faceicon_url: faceicon_blob ? blobUrl(faceicon_blob) : '',
      }));
    return { actors, max_actors: max, plan_state: max > 0 ? ('ok' as const) : ('needsupgrade' as const) };
  },

  async getManagedLocationContext(request) {
    return managedContext(request, await managedTarget(request, request.query.location_uri));
  },

  async saveManagedLocationContext(request) {
    const body = request.body;
    const target = await managedTarget(request, body.location_uri);
    requireWritableTarget(target);
    const max = capabilities(target.access.domain, new Date()).maxActors;
    if (max === 0) throw forbidden(T.needsUpgrade(typeOf(target)));
    if (!target.location && body.mvbots_option === 'disabled') throw badRequest(T.metaverseOptions);
    const actorIds = [...new Set(body.actor_ids ?? [])];
    const persistent = [...new Set(body.persistent_actor_ids ?? [])];
    if (actorIds.length > max) throw badRequest(T.tooManyActors(max));
    const available = new Set(
      (await request.server.repos.mvbots.listActors())
        .filter((actor) => actor.config.availability === 'available')
        .map((actor) => actor.config.actor_id),
    );
    const unknown = actorIds.find((id) => !available.has(id));
    if (unknown) throw badRequest(T.unknownActor(unknown));
    if (persistent.length > 0 && max <= 2) throw badRequest(T.alwaysAppearNeedsPlan);
    if (persistent.some((id) => !actorIds.includes(id))) throw badRequest(T.alwaysAppearNotPicked);
    if (body.autospawn && actorIds.length === 0) throw badRequest(T.autospawnNeedsAgents);
    const topics = (body.user_topics ?? []).map((topic) => topic.trim()).filter((topic) => topic !== '');
    const settings: ContextSettings = {
      mvbots_option: body.mvbots_option,
      actor_ids: actorIds,
      persistent_actor_ids: persistent,
      user_topics: topics,
      autospawn: body.autospawn ?? false,
    };
    await request.server.db.transaction(async (tx) => {
      const repos = createRepositories(tx);
      await auditStaffWrite(repos, target, 'mvbots.settings.save', settings);
      await repos.mvbots.saveSettings(target.uri, target.access.domain.id, settings);
      const collection = userTopicsCollection(target.uri);
      if (topics.length > 0) await repos.mvbots.putTopics(collection, topics);
      else await repos.mvbots.deleteTopics(collection);
    });
    return managedContext(request, target);
  },

  async resetManagedLocationOverrides(request) {
    const target = await managedTarget(request, request.query.location_uri);
    requireWritableTarget(target);
    const repos = request.server.repos.mvbots;
    const uris = target.location
      ? [target.uri]
      : (await repos.locationContextsOf(target.access.domain.id, target.access.domain.uri)).map(
          (context) => context.location_uri,
        );
    await request.server.db.transaction(async (tx) => {
      await auditStaffWrite(createRepositories(tx), target, 'mvbots.settings.resetoverrides', { uris });
      const inTx = createRepositories(tx).mvbots;
      for (const uri of uris) {
        const own = await inTx.findContext(uri);
        if (own) await inTx.saveSettings(uri, own.domain_id, { ...own.settings, mvbots_option: 'inherit' });
      }
    });
    return managedContext(request, target);
  },

  async getLocationConversation(request) {
    const target = await managedTarget(request, request.query.location_uri);
    const own = await request.server.repos.mvbots.findContext(target.uri);
    return {
      location_uri: target.uri,
      conversation: own?.conversation ?? [],
      generated: own?.generated ?? null,
    };
  },
} satisfies HandlerMap;
