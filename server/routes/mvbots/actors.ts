/**
 * Staff bot administration of actor configs (staff-and-agents.md §2.16, §7 "Bot administration"): the actors'
 * list, one actor's config, uploading configs, an actor's face icon and deleting an actor. Read with
 * admin_agents, written with admin_edit_all_agents (declared in the contract); every write is audited.
 */
import { blobUrl } from '../../providers/drives/tree.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { ActorConfig, StoredActor } from '../../repositories/mvbots-repository.ts';
import { storeUploadedImage } from '../images.ts';
import type { HandlerMap } from '../types.ts';
import { audited } from './audit.ts';
import { MVBOTS_TEXTS as T } from './texts.ts';

/** An actor as the actors' list shows it. */
const summary = (stored: StoredActor) => ({
  actor_id: stored.config.actor_id,
  availability: stored.config.availability,
  faceicon_url: stored.faceicon_blob ? blobUrl(stored.faceicon_blob) : '',
  display_name: stored.config.display_name,
  display_tagline: stored.config.display_tagline,
});

/** The handlers of staff's actor config pages. */
export const mvbotActorHandlers = {
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
} satisfies HandlerMap;
