/**
 * Query keys and hooks of the AI agents area: the user's agent list, one agent and whether the caller owns it,
 * the crafting picker's modules and costs, platforms, the chat's recent messages, crafting, clearing a chat and
 * deleting an agent; and the agent admin's hub, agent list and detail, and users' memories.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminAgentListQuery,
  AdminMemoryListQuery,
  AgentCosts,
  AgentCraft,
  AgentListQuery,
  ChatStreamEvent,
  ModuleTypeInput,
} from './agents';
import { agentMethods } from './agents';
import { balanceChanged, READ, useAppDataProvider } from './queries';

const ALL = ['agents'] as const;

export const agentKeys = {
  all: ALL,
  list: (query: AgentListQuery) => [...ALL, 'list', query] as const,
  one: (id: string) => [...ALL, 'one', id] as const,
  isOwner: (id: string) => [...ALL, 'isowner', id] as const,
  usages: (id: string) => [...ALL, 'usages', id] as const,
  modules: () => [...ALL, 'modules'] as const,
  costs: () => [...ALL, 'costs'] as const,
  recent: (id: string) => [...ALL, 'recent', id] as const,
  adminStats: () => [...ALL, 'admin', 'stats'] as const,
  knowledgeIndex: () => [...ALL, 'admin', 'embeddings'] as const,
  adminList: (query: AdminAgentListQuery) => [...ALL, 'admin', 'list', query] as const,
  adminAgent: (id: string, part: 'data' | 'memory' | 'tokens' | 'prompt') =>
    [...ALL, 'admin', 'agent', id, part] as const,
  adminMemories: (query: AdminMemoryListQuery) => [...ALL, 'admin', 'memories', query] as const,
  adminMemory: (id: string) => [...ALL, 'admin', 'memory', id] as const,
  packs: () => [...ALL, 'packs'] as const,
  moduleTypes: () => [...ALL, 'admin', 'moduletypes'] as const,
  moduleType: (id: string) => [...ALL, 'admin', 'moduletype', id] as const,
};

export function useAgentList(query: AgentListQuery) {
  const dataProvider = useAppDataProvider(agentMethods);
  return useQuery({
    ...READ,
    queryKey: agentKeys.list(query),
    queryFn: ({ signal }) => dataProvider.listAgents(query, { signal }),
  });
}

export function useAgent(id: string | undefined) {
  const dataProvider = useAppDataProvider(agentMethods);
  return useQuery({
    ...READ,
    enabled: id !== undefined,
    queryKey: agentKeys.one(id ?? ''),
    queryFn: ({ signal }) => dataProvider.getAgent(id!, { signal }),
  });
}

export function useAgentIsOwner(id: string | undefined) {
  const dataProvider = useAppDataProvider(agentMethods);
  return useQuery({
    ...READ,
    enabled: id !== undefined,
    queryKey: agentKeys.isOwner(id ?? ''),
    queryFn: ({ signal }) => dataProvider.agentIsOwner(id!, { signal }),
  });
}

export function useAgentUsages(id: string, enabled: boolean) {
  const dataProvider = useAppDataProvider(agentMethods);
  return useQuery({
    ...READ,
    enabled,
    queryKey: agentKeys.usages(id),
    queryFn: ({ signal }) => dataProvider.agentUsages(id, { signal }),
  });
}

export function useAgentModules() {
  const dataProvider = useAppDataProvider(agentMethods);
  return useQuery({
    ...READ,
    queryKey: agentKeys.modules(),
    queryFn: ({ signal }) => dataProvider.ownedModules({ signal }),
  });
}

export function useAgentCosts() {
  const dataProvider = useAppDataProvider(agentMethods);
  return useQuery({
    ...READ,
    queryKey: agentKeys.costs(),
    queryFn: ({ signal }) => dataProvider.agentCosts({ signal }),
  });
}

/**
 * The chat's stored messages, read when the chat opens: the active-chat check comes first, and the recent
 * messages are read from the server (the console keeps the session's copy only while the chat is active).
 */
export function useAgentChatHistory(id: string) {
  const dataProvider = useAppDataProvider(agentMethods);
  return useQuery({
    ...READ,
    queryKey: agentKeys.recent(id),
    queryFn: async ({ signal }) => {
      const active = await dataProvider.agentChatActive(id, { signal });
      return { active, messages: await dataProvider.agentChatRecent(id, { signal }) };
    },
  });
}

export function useCraftAgent() {
  const dataProvider = useAppDataProvider(agentMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgentCraft) => dataProvider.craftAgent(body),
    onSuccess: () => {
      balanceChanged();
      return queryClient.invalidateQueries({ queryKey: ALL });
    },
  });
}

/** Sends one chat message; `onEvent` hears the reply as it streams in. The history is the session's own. */
export function useSendAgentChat(id: string) {
  const dataProvider = useAppDataProvider(agentMethods);
  return useMutation({
    mutationFn: ({ message, onEvent }: { message: string; onEvent: (event: ChatStreamEvent) => void }) =>
      dataProvider.streamAgentChat(id, message, onEvent),
  });
}

export function useClearAgentChat(id: string) {
  const dataProvider = useAppDataProvider(agentMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => dataProvider.clearAgentChat(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.recent(id) }),
  });
}

export function useDeleteAgent() {
  const dataProvider = useAppDataProvider(agentMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dataProvider.deleteAgent(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}

export function useAgentAdminStats() {
  const dataProvider = useAppDataProvider(agentMethods);
  return useQuery({
    ...READ,
    queryKey: agentKeys.adminStats(),
    queryFn: ({ signal }) => dataProvider.agentAdminStats({ signal }),
  });
}

export function useKnowledgeIndex() {
  const dataProvider = useAppDataProvider(agentMethods);
  return useQuery({
    ...READ,
    queryKey: agentKeys.knowledgeIndex(),
    queryFn: ({ signal }) => dataProvider.knowledgeIndex({ signal }),
  });
}

/** Queues documents (all with `force`); the index and stats are read again. */
export function useProcessEmbeddings() {
  const dataProvider = useAppDataProvider(agentMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (force: boolean) => dataProvider.processEmbeddings(force),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...ALL, 'admin'] }),
  });
}

export function useAdminAgents(query: AdminAgentListQuery) {
  const dataProvider = useAppDataProvider(agentMethods);
  return useQuery({
    ...READ,
    queryKey: agentKeys.adminList(query),
    queryFn: ({ signal }) => dataProvider.adminAgents(query, { signal }),
  });
}

/** The agent detail's sections, each read on its own so one failing leaves the others shown. */
export function useAdminAgent(id: string) {
  const dataProvider = useAppDataProvider(agentMethods);
  return {
    data: useQuery({
      ...READ,
      queryKey: agentKeys.adminAgent(id, 'data'),
      queryFn: ({ signal }) => dataProvider.adminAgentData(id, { signal }),
    }),
    memory: useQuery({
      ...READ,
      queryKey: agentKeys.adminAgent(id, 'memory'),
      queryFn: ({ signal }) => dataProvider.adminAgentMemory(id, { signal }),
    }),
    tokens: useQuery({
      ...READ,
      queryKey: agentKeys.adminAgent(id, 'tokens'),
      queryFn: ({ signal }) => dataProvider.adminAgentTokens(id, { signal }),
    }),
    prompt: useQuery({
      ...READ,
      queryKey: agentKeys.adminAgent(id, 'prompt'),
      queryFn: ({ signal }) => dataProvider.adminAgentChatPrompt(id, { signal }),
    }),
  };
}

export function useAdminMemories(query: AdminMemoryListQuery) {
  const dataProvider = useAppDataProvider(agentMethods);
  return useQuery({
    ...READ,
    queryKey: agentKeys.adminMemories(query),
    queryFn: ({ signal }) => dataProvider.adminMemories(query, { signal }),
  });
}

export function useAdminMemory(id: string) {
  const dataProvider = useAppDataProvider(agentMethods);
  return useQuery({
    ...READ,
    queryKey: agentKeys.adminMemory(id),
    queryFn: ({ signal }) => dataProvider.adminMemory(id, { signal }),
  });
}

export function useModulePacks() {
  const dataProvider = useAppDataProvider(agentMethods);
  return useQuery({
    ...READ,
    queryKey: agentKeys.packs(),
    queryFn: ({ signal }) => dataProvider.modulePacks({ signal }),
  });
}

/** Buys a pack of modules: the crafting picker's held modules and the balance are read again. */
export function usePurchaseModulePack() {
  const dataProvider = useAppDataProvider(agentMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (count: number) => dataProvider.purchaseModulePack(count),
    onSuccess: () => {
      balanceChanged();
      return queryClient.invalidateQueries({ queryKey: agentKeys.modules() });
    },
  });
}

export function useModuleTypes() {
  const dataProvider = useAppDataProvider(agentMethods);
  return useQuery({
    ...READ,
    queryKey: agentKeys.moduleTypes(),
    queryFn: ({ signal }) => dataProvider.listModuleTypes({ signal }),
  });
}

export function useModuleType(id: string | null) {
  const dataProvider = useAppDataProvider(agentMethods);
  return useQuery({
    ...READ,
    enabled: id !== null,
    queryKey: agentKeys.moduleType(id ?? ''),
    queryFn: ({ signal }) => dataProvider.getModuleType(id!, { signal }),
  });
}

/** Saves a module type; the module types, the crafting picker and the stats are read again. */
export function useSaveModuleType() {
  const dataProvider = useAppDataProvider(agentMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ModuleTypeInput) => dataProvider.saveModuleType(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}

export function useUploadModuleTypeIcon() {
  const dataProvider = useAppDataProvider(agentMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => dataProvider.uploadModuleTypeIcon(id, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL }),
  });
}

/** Saves the global config; the crafting costs are read again. */
export function useSaveAgentGlobalConfig() {
  const dataProvider = useAppDataProvider(agentMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgentCosts) => dataProvider.saveAgentGlobalConfig(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.costs() }),
  });
}
