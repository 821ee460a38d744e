/**
 * Typed methods of the bots (staff-and-agents.md §7 "Bot administration"; single-target-and-flows.md §7 AI
 * agents card), spread into the console's data provider. Writes pass `hideErrors`: the bot administration page
 * and the AI agents card show their failures as alerts in the spec's words.
 */
import { api, data, hideErrors, raw } from '../api/client';
import type { components } from '../../common/api/schema';
import type { Signal } from './queries';

type Schemas = components['schemas'];
export type ActorConfigSummary = Schemas['ActorConfigSummary'];
export type ActorConfigUpload = Schemas['ActorConfigUpload'];
export type TopicsSummary = Schemas['TopicsSummary'];
export type SystemPrompt = Schemas['SystemPrompt'];
export type LocationContextSummary = Schemas['LocationContextSummary'];
export type ManagedLocationContext = Schemas['ManagedLocationContext'];
export type ManagedLocationContextInput = Schemas['ManagedLocationContextInput'];
export type AvailableActors = Schemas['AvailableActors'];
export type MvbotsOption = Schemas['MvbotsOption'];
export type ConversationPreview = Schemas['ConversationPreview'];
export type ConversationPreviewInput = Schemas['ConversationPreviewInput'];
export type ConversationLine = Schemas['ConversationLine'];

const location = (location_uri: string) => ({ params: { query: { location_uri } } });

export const mvbotMethods = {
  listMvbotActorConfigs({ signal }: Signal = {}): Promise<ActorConfigSummary[]> {
    return data(api.GET('/v2/mvbots/actor/allconfigs-summary', { signal }));
  },
  getMvbotActorConfig(actorId: string): Promise<Schemas['StoredActorConfig']> {
    return data(
      api.GET('/v2/mvbots/actor/configs/{actor_id}', {
        params: { path: { actor_id: actorId } },
        headers: hideErrors,
      }),
    );
  },
  /** Sends an actor configs file's JSON as it was read (the server checks it holds an array named actors). */
  uploadMvbotActorConfigs(file: ActorConfigUpload): Promise<Schemas['ActorConfigUploadReply']> {
    return data(api.POST('/v2/mvbots/actor/configs', { body: file, headers: hideErrors }));
  },
  uploadMvbotFaceIcon(actorId: string, file: File): Promise<ActorConfigSummary> {
    return data(
      api.POST('/v2/mvbots/actor/faceicon/{actor_id}', {
        params: { path: { actor_id: actorId } },
        headers: {
          ...hideErrors,
          'content-type': file.type.startsWith('image/') ? file.type : 'application/octet-stream',
          'x-shapevr-name': file.name,
        },
        ...raw(file),
      }),
    );
  },
  deleteMvbotActorConfig(actorId: string): Promise<Schemas['OkReply']> {
    return data(
      api.DELETE('/v2/mvbots/actor/configs/{actor_id}', {
        params: { path: { actor_id: actorId } },
        headers: hideErrors,
      }),
    );
  },
  listMvbotTopicCollections({ signal }: Signal = {}): Promise<TopicsSummary[]> {
    return data(api.GET('/v2/mvbots/conversation/alltopics-summary', { signal }));
  },
  getMvbotTopicCollection(collection: string): Promise<Schemas['TopicsCollection']> {
    return data(
      api.GET('/v2/mvbots/conversation/topics/{collection}', {
        params: { path: { collection } },
        headers: hideErrors,
      }),
    );
  },
  deleteMvbotTopicCollection(collection: string): Promise<Schemas['OkReply']> {
    return data(
      api.DELETE('/v2/mvbots/conversation/topics/{collection}', {
        params: { path: { collection } },
        headers: hideErrors,
      }),
    );
  },
  listMvbotLocationContexts({ signal }: Signal = {}): Promise<LocationContextSummary[]> {
    return data(api.GET('/v2/mvbots/location/allcontexts-summary', { signal }));
  },
  getMvbotLocationContext(uri: string): Promise<Schemas['LocationContext']> {
    return data(api.GET('/v2/mvbots/location/context', { ...location(uri), headers: hideErrors }));
  },
  resetMvbotLocationContext(uri: string): Promise<Schemas['LocationContext']> {
    return data(api.GET('/v2/mvbots/location/context/reset', { ...location(uri), headers: hideErrors }));
  },
  deleteMvbotLocationContext(uri: string): Promise<Schemas['OkReply']> {
    return data(api.DELETE('/v2/mvbots/location/context', { ...location(uri), headers: hideErrors }));
  },
  /** Generate & View Convo: the agents' next conversation at the location, stored with its context. */
  generateMvbotConversation(uri: string): Promise<Schemas['LocationConversation']> {
    return data(api.GET('/v2/mvbots/conversation/generate', { ...location(uri), headers: hideErrors }));
  },
  /** Preview: the prompt filled in for the location and the conversation from it (nothing is stored). */
  previewMvbotConversation(body: ConversationPreviewInput): Promise<ConversationPreview> {
    return data(api.POST('/v2/mvbots/conversation/preview', { body, headers: hideErrors }));
  },
  listMvbotSystemPrompts({ signal }: Signal = {}): Promise<SystemPrompt[]> {
    return data(api.GET('/v2/mvbots/systemprompts/all', { signal }));
  },
  saveMvbotSystemPrompt(prompt: SystemPrompt): Promise<SystemPrompt> {
    return data(api.POST('/v2/mvbots/systemprompt', { body: prompt, headers: hideErrors }));
  },
  getManagedLocationContext(uri: string, { signal }: Signal = {}): Promise<ManagedLocationContext> {
    return data(
      api.GET('/v2/mvbots/location/context/manage', { ...location(uri), signal, headers: hideErrors }),
    );
  },
  saveManagedLocationContext(body: ManagedLocationContextInput): Promise<ManagedLocationContext> {
    return data(api.POST('/v2/mvbots/location/context/manage', { body, headers: hideErrors }));
  },
  resetManagedLocationOverrides(uri: string): Promise<ManagedLocationContext> {
    return data(
      api.GET('/v2/mvbots/location/context/manage/resetoverrides', { ...location(uri), headers: hideErrors }),
    );
  },
  getLocationConversation(uri: string, { signal }: Signal = {}): Promise<Schemas['LocationConversation']> {
    return data(
      api.GET('/v2/mvbots/location/context/conversation', { ...location(uri), signal, headers: hideErrors }),
    );
  },
  listAvailableMvbotActors(domain: string, { signal }: Signal = {}): Promise<AvailableActors> {
    return data(
      api.GET('/v2/domains/{domain}/mvbots/availableactors', {
        params: { path: { domain } },
        signal,
        headers: hideErrors,
      }),
    );
  },
};
