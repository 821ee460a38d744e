/**
 * The access matrix of the owner console's operations on one's own account (owner-console.md §2.3, §4, §7),
 * for AI agents: anyone signed in views and chats, crafting, platforms and delete are the owner's. One row per
 * operation — no session (401), success for the caller, someone else's object (the status the server answers
 * for it), and bad input (400). The other rows are in owner-access-matrix-account.test.ts.
 */
import { type Row, accountMatrixTest } from './owner-access-matrix-account-helpers.ts';

const { api, row, describeRows } = accountMatrixTest();

// ---- throwaway data ----

/** An agent of the demo owner (who has the metacoin to craft it). */
async function ownersAgent(): Promise<string> {
  const crafted = await api.op('craftAgent', { body: { modules: ['hobby-1'] }, as: 'owner' }, 200);
  return crafted.json._id;
}

// ---- the table ----

const ROWS: Row[] = [
  // AI agents: anyone signed in views and chats; crafting, platforms and delete are the owner's
  row('listAgents')({ call: () => ({}), bad: [() => ({ invalidQuery: { limit: '0' } })] }),
  row('getAgent')({
    call: (id) => ({ path: { id } }),
    prepare: ownersAgent,
    bad: [() => ({ invalidPath: { id: 'a b' } })],
  }),
  row('deleteAgent')({ as: 'owner', call: (id) => ({ path: { id } }), prepare: ownersAgent, other: 403 }),
  row('agentIsOwner')({ call: (agent_id) => ({ path: { agent_id } }), prepare: ownersAgent }),
  row('agentUsages')({ as: 'owner', call: (id) => ({ path: { id } }), prepare: ownersAgent, other: 403 }),
  row('agentOwnedModules')({ call: () => ({}) }),
  row('agentCosts')({ call: () => ({}) }),
  row('listAgentModulePacks')({ call: () => ({}) }),
  row('purchaseAgentModulePack')({
    as: 'owner',
    call: () => ({ query: { modulecount: 3 } }),
    bad: [() => ({ invalidQuery: { modulecount: '0' } }), () => ({ query: { modulecount: 4 } })],
  }),
  row('craftAgent')({
    as: 'owner',
    call: (agent_id) => ({ body: { agent_id, modules: [] } }),
    prepare: ownersAgent,
    other: 403,
    bad: [() => ({ body: { modules: [] } })],
  }),
  row('agentChat')({
    call: (agent_id) => ({ body: { agent_id, message: 'Hello' } }),
    prepare: ownersAgent,
    bad: [(agent_id) => ({ body: { agent_id, message: ' ' } })],
  }),
  row('agentChatStream')({
    call: (agent_id) => ({ body: { agent_id, message: 'Hello' } }),
    prepare: ownersAgent,
    bad: [(agent_id) => ({ body: { agent_id, message: ' ' } })],
  }),
  row('agentChatActive')({
    call: (agent_id) => ({ query: { agent_id } }),
    prepare: ownersAgent,
    bad: [() => ({ invalidQuery: { agent_id: 'a b' } })],
  }),
  row('agentChatRecent')({
    call: (agent_id) => ({ query: { agent_id } }),
    prepare: ownersAgent,
    bad: [() => ({ invalidQuery: { agent_id: 'a b' } })],
  }),
  row('agentClearInteractions')({
    call: (agent_id) => ({ query: { agent_id } }),
    prepare: ownersAgent,
    bad: [() => ({ invalidQuery: { agent_id: 'a b' } })],
  }),
];

describeRows(ROWS);
