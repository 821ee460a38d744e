// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { Agent, OwnedModuleType } from '../../dataProvider/agents';
import { renderPage } from '../../dataProvider/testing';
import { paths, routes } from '../../paths';
import { CreateAgentPage } from './AgentPage';
import { CraftingCard } from './CraftingCard';
import { AGENT_TEXTS as T } from './texts';

const TYPES: OwnedModuleType[] = [
  {
    _id: 'hobby',
    display_name: 'Hobby',
    cost_mc: 30,
    max_usage: 3,
    triggers_faceprompt: false,
    iconblob_url: '',
    modules: [
      { _id: 'hobby-1', display_name: 'Astronomy', iconblob_url: '', count: 0 },
      { _id: 'hobby-2', display_name: 'Sailing', iconblob_url: '', count: 2 },
    ],
  },
];
const COSTS = {
  agent_creation_cost_metacoins: 500,
  agent_recraft_cost_metacoins: 100,
  agent_recraft_faceicon_cost_metacoins: 40,
};

const provider = (craftAgent = vi.fn().mockResolvedValue({ _id: 'new', cost_mc: 530, currency: 10 })) => ({
  ownedModules: vi.fn().mockResolvedValue(TYPES),
  agentCosts: vi.fn().mockResolvedValue(COSTS),
  craftAgent,
});

afterEach(cleanup);

describe('crafting', () => {
  it('creates only with a module chosen, costing the creation plus modules not held', async () => {
    const dataProvider = provider();
    renderPage(<CreateAgentPage />, { path: routes.createAgent, url: paths.createAgent(), dataProvider });
    const create = await screen.findByRole('button', { name: T.modeCreate });
    expect(create).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Astronomy' }));
    expect(await screen.findByText(T.cost(530))).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: `Sailing (${T.held(2)})` }));
    // Sailing is held from a pack: no extra cost.
    expect(await screen.findByText(T.cost(530))).toBeTruthy();
    fireEvent.click(create);
    await waitFor(() =>
      expect(dataProvider.craftAgent).toHaveBeenCalledWith({ modules: ['hobby-1', 'hobby-2'] }),
    );
  });

  it('remixes an agent with no module chosen, the face icon only at its cost, and shows a refusal', async () => {
    const craftAgent = vi
      .fn()
      .mockRejectedValue(new ApiError(400, 'Crafting costs 40 MC and you have 0 MC.'));
    const dataProvider = provider(craftAgent);
    const agent = { _id: 'a1', modules_by_type: { hobby: ['hobby-1'] } } as unknown as Agent;
    renderPage(<CraftingCard agent={agent} />, { path: '/', url: '/', dataProvider });
    expect(await screen.findByText(T.cost(100))).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: `Astronomy (${T.has})` })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('switch', { name: T.remixFaceOnly }));
    expect(await screen.findByText(T.cost(40))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: T.modeRemix }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      `${T.craftingFailed} Crafting costs 40 MC and you have 0 MC.`,
    );
    expect(craftAgent).toHaveBeenCalledWith({ agent_id: 'a1', modules: [], remix_faceicon_only: true });
  });
});
