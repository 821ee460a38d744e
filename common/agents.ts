/**
 * Rules of the AI agents shared by the server and the console (staff-and-agents.md §4 Crafting mode, §9):
 * which crafting a request is, what it costs, how a module's text reads, and when a chat is active.
 */

/** The global config's costs, in metacoin. */
export interface AgentCosts {
  agent_creation_cost_metacoins: number;
  agent_recraft_cost_metacoins: number;
  agent_recraft_faceicon_cost_metacoins: number;
}

/** The costs until staff save the global config (staff-and-agents.md §9). */
export const DEFAULT_AGENT_COSTS: AgentCosts = {
  agent_creation_cost_metacoins: 500,
  agent_recraft_cost_metacoins: 100,
  agent_recraft_faceicon_cost_metacoins: 100,
};

export type CraftingMode = 'create' | 'remix' | 'craft';

/** No agent: Create; an agent with no modules selected: Remix; with modules selected: Craft. */
export function craftingMode(hasAgent: boolean, selectedModules: number): CraftingMode {
  if (!hasAgent) return 'create';
  return selectedModules === 0 ? 'remix' : 'craft';
}

/** A module chosen for crafting: its type's cost, and whether the user holds one from a pack. */
export interface ChosenModule {
  cost_mc: number;
  held: boolean;
}

/**
 * What crafting costs: the creation cost, the recraft cost or (a remix of the face icon only) the face icon
 * cost, plus each chosen module's type cost unless the user holds that module from a pack.
 */
export function craftingCost(
  mode: CraftingMode,
  modules: readonly ChosenModule[],
  costs: AgentCosts,
  faceIconOnly = false,
): number {
  const base =
    mode === 'create'
      ? costs.agent_creation_cost_metacoins
      : mode === 'remix' && faceIconOnly
        ? costs.agent_recraft_faceicon_cost_metacoins
        : costs.agent_recraft_cost_metacoins;
  return base + modules.reduce((sum, m) => sum + (m.held ? 0 : m.cost_mc), 0);
}

/** A module's stored text 'Display Name : AI Prompt' split into its two parts (no prompt: the name alone). */
export function parseModuleValue(value: string): { name: string; prompt: string } {
  const at = value.indexOf(':');
  if (at < 0) return { name: value.trim(), prompt: '' };
  return { name: value.slice(0, at).trim(), prompt: value.slice(at + 1).trim() };
}

/** A chat is active while its last message is younger than this; an inactive chat reloads from the server. */
export const ACTIVE_CHAT_MINUTES = 30;

/** Whether a chat whose last message was at `last` (epoch ms) is active at `now`. */
export function isChatActive(last: number | null, now: number): boolean {
  return last !== null && now - last < ACTIVE_CHAT_MINUTES * 60_000;
}

/** What the console calls the local language and image providers. */
export const LOCAL_RESPONDER_LABEL = 'local responder';
export const GENERATED_AVATAR_LABEL = 'generated avatar';

/** A module pack on sale (staff-and-agents.md §3 Module pack): `count` modules for `cost_mc` metacoin. */
export interface ModulePack {
  count: number;
  cost_mc: number;
}

/** What the pack of exactly `count` modules costs; undefined when no such pack is on sale. */
export function modulePackCost(packs: readonly ModulePack[], count: number): number | undefined {
  return packs.find((pack) => pack.count === count)?.cost_mc;
}

/**
 * The modules a pack of `count` gives: each drawn from the whole pool with `pick(n)` (a random whole number
 * below n), so a module may come twice. An empty pool gives nothing.
 */
export function drawPackModules<T>(pool: readonly T[], count: number, pick: (n: number) => number): T[] {
  if (pool.length === 0) return [];
  return Array.from({ length: count }, () => pool[pick(pool.length)]);
}
