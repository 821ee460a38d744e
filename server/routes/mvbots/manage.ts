/**
 * The manage page's AI agents card (single-target-and-flows.md §2, §5, §7): the agents a metaverse may pick
 * from, and the settings of a metaverse or location, named by location_uri, for callers with manage_domain
 * there. Staff changing them (not the owner or a manager) are audited.
 */
import type { FastifyRequest } from 'fastify';
import { blobUrl } from '../../providers/drives/tree.ts';
import { grantedDomain, type DomainAccess } from '../../authz/index.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import type { StoredEntity } from '../../repositories/entities-repository.ts';
import { createRepositories } from '../../repositories/index.ts';
import type { ContextSettings, StoredActor } from '../../repositories/mvbots-repository.ts';
import { capabilities } from '../metaverses/access.ts';
import { requireWritable } from '../targets/index.ts';
import type { HandlerMap } from '../types.ts';
import { MVBOTS_TEXTS as T } from './texts.ts';

/** The settings of a metaverse or location that has none of its own. */
const DEFAULT_SETTINGS: ContextSettings = {
  mvbots_option: 'inherit',
  actor_ids: [],
  persistent_actor_ids: [],
  user_topics: [],
  autospawn: false,
};

/** The topics collection kept in step with a target's user topics (ours): its uri with `/` as `:`. */
export const userTopicsCollection = (uri: string) => `${uri.replaceAll('/', ':')}:user_topics`;

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

/** The handlers of the manage page's AI agents card. */
export const mvbotManageHandlers = {
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
