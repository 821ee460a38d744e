/** Query keys and hooks of the bots: the bot administration page and the manage page's AI agents card. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActorConfigUpload,
  ConversationPreviewInput,
  ManagedLocationContext,
  ManagedLocationContextInput,
  SystemPrompt,
} from './mvbots';
import { mvbotMethods } from './mvbots';
import type { AreaProvider } from './index';
import { READ, useAppDataProvider } from './queries';

const ALL = ['mvbots'] as const;

export const mvbotKeys = {
  all: ALL,
  actors: () => [...ALL, 'actors'] as const,
  topics: () => [...ALL, 'topics'] as const,
  contexts: () => [...ALL, 'contexts'] as const,
  prompts: () => [...ALL, 'prompts'] as const,
  managed: (uri: string) => [...ALL, 'managed', uri] as const,
  conversation: (uri: string) => [...ALL, 'conversation', uri] as const,
  available: (domain: string) => [...ALL, 'available', domain] as const,
  actor: (id: string) => [...ALL, 'actor', id] as const,
  topicCollection: (name: string) => [...ALL, 'topic', name] as const,
  context: (uri: string) => [...ALL, 'context', uri] as const,
};

export function useMvbotActors() {
  const dataProvider = useAppDataProvider(mvbotMethods);
  return useQuery({
    ...READ,
    queryKey: mvbotKeys.actors(),
    queryFn: ({ signal }) => dataProvider.listMvbotActorConfigs({ signal }),
  });
}

export function useMvbotTopics() {
  const dataProvider = useAppDataProvider(mvbotMethods);
  return useQuery({
    ...READ,
    queryKey: mvbotKeys.topics(),
    queryFn: ({ signal }) => dataProvider.listMvbotTopicCollections({ signal }),
  });
}

export function useMvbotContexts() {
  const dataProvider = useAppDataProvider(mvbotMethods);
  return useQuery({
    ...READ,
    queryKey: mvbotKeys.contexts(),
    queryFn: ({ signal }) => dataProvider.listMvbotLocationContexts({ signal }),
  });
}

export function useMvbotPrompts() {
  const dataProvider = useAppDataProvider(mvbotMethods);
  return useQuery({
    ...READ,
    queryKey: mvbotKeys.prompts(),
    queryFn: ({ signal }) => dataProvider.listMvbotSystemPrompts({ signal }),
  });
}

/**
 * One bot document, read when staff open it (View, Copy, download): each opening asks the server for its
 * current copy, so an edit made elsewhere shows.
 */
export function useMvbotDocuments() {
  const dataProvider = useAppDataProvider(mvbotMethods);
  const queryClient = useQueryClient();
  const read = <T>(queryKey: readonly unknown[], queryFn: () => Promise<T>) =>
    queryClient.fetchQuery({ queryKey, queryFn, staleTime: 0 });
  return {
    actorConfig: (id: string) => read(mvbotKeys.actor(id), () => dataProvider.getMvbotActorConfig(id)),
    topicCollection: (name: string) =>
      read(mvbotKeys.topicCollection(name), () => dataProvider.getMvbotTopicCollection(name)),
    locationContext: (uri: string) =>
      read(mvbotKeys.context(uri), () => dataProvider.getMvbotLocationContext(uri)),
  };
}

/** A conversation generated with a system prompt that is not saved: nothing changes on the server. */
export function usePreviewMvbotConversation() {
  const dataProvider = useAppDataProvider(mvbotMethods);
  return useMutation({
    mutationFn: (input: ConversationPreviewInput) => dataProvider.previewMvbotConversation(input),
  });
}

/** A staff write of the bots' data; it reads the changed lists again. */
function useMvbotWrite<A, R>(write: (dataProvider: AreaProvider<typeof mvbotMethods>, arg: A) => Promise<R>) {
  const dataProvider = useAppDataProvider(mvbotMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (arg: A) => write(dataProvider, arg),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mvbotKeys.all }),
  });
}

/** Upload JSON: adds or replaces the actor configs of a file as it was read; the reply counts them. */
export function useUploadMvbotActorConfigs() {
  return useMvbotWrite((dataProvider, file: ActorConfigUpload) => dataProvider.uploadMvbotActorConfigs(file));
}

/** Upload Face Icon: an actor's picture, shown in the actor list and to users picking agents. */
export function useUploadMvbotFaceIcon() {
  return useMvbotWrite((dataProvider, { id, file }: { id: string; file: File }) =>
    dataProvider.uploadMvbotFaceIcon(id, file),
  );
}

/** DELETE CONFIG: removes one actor config. */
export function useDeleteMvbotActorConfig() {
  return useMvbotWrite((dataProvider, id: string) => dataProvider.deleteMvbotActorConfig(id));
}

/** DELETE TOPICS: removes one conversation topics collection. */
export function useDeleteMvbotTopicCollection() {
  return useMvbotWrite((dataProvider, name: string) => dataProvider.deleteMvbotTopicCollection(name));
}

/** Generate & View Convo: the agents' next conversation at a location, stored with its context. */
export function useGenerateMvbotConversation() {
  return useMvbotWrite((dataProvider, uri: string) => dataProvider.generateMvbotConversation(uri));
}

/** RESET Context: a location keeps its settings and forgets its last generated conversation. */
export function useResetMvbotLocationContext() {
  return useMvbotWrite((dataProvider, uri: string) => dataProvider.resetMvbotLocationContext(uri));
}

/** DELETE CONTEXT: the metaverse or location goes back to no AI agents of its own. */
export function useDeleteMvbotLocationContext() {
  return useMvbotWrite((dataProvider, uri: string) => dataProvider.deleteMvbotLocationContext(uri));
}

/** Send to Server: saves a system prompt under its Prompt ID (a changed id saves a new prompt). */
export function useSaveMvbotPrompt() {
  return useMvbotWrite((dataProvider, prompt: SystemPrompt) => dataProvider.saveMvbotSystemPrompt(prompt));
}

/** The AI agents settings of a metaverse or location (the manage page's card). */
export function useManagedContext(uri: string) {
  const dataProvider = useAppDataProvider(mvbotMethods);
  return useQuery({
    ...READ,
    queryKey: mvbotKeys.managed(uri),
    queryFn: ({ signal }) => dataProvider.getManagedLocationContext(uri, { signal }),
  });
}

export function useAvailableActors(domain: string) {
  const dataProvider = useAppDataProvider(mvbotMethods);
  return useQuery({
    ...READ,
    queryKey: mvbotKeys.available(domain),
    queryFn: ({ signal }) => dataProvider.listAvailableMvbotActors(domain, { signal }),
  });
}

export function useLocationConversation(uri: string, enabled: boolean) {
  const dataProvider = useAppDataProvider(mvbotMethods);
  return useQuery({
    ...READ,
    enabled,
    queryKey: mvbotKeys.conversation(uri),
    queryFn: ({ signal }) => dataProvider.getLocationConversation(uri, { signal }),
  });
}

/** Saves the card's settings; the reply is the new value of the card (and of any page listing overrides). */
export function useSaveManagedContext(uri: string) {
  const dataProvider = useAppDataProvider(mvbotMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ManagedLocationContextInput) => dataProvider.saveManagedLocationContext(body),
    onSuccess: (reply: ManagedLocationContext) => {
      queryClient.setQueryData(mvbotKeys.managed(uri), reply);
      return queryClient.invalidateQueries({ queryKey: [...ALL, 'managed'] });
    },
  });
}

export function useResetOverrides(uri: string) {
  const dataProvider = useAppDataProvider(mvbotMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => dataProvider.resetManagedLocationOverrides(uri),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...ALL, 'managed'] }),
  });
}
