// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { Agent, OwnedModuleType } from '../../dataProvider/agents';
import { renderPage } from '../../dataProvider/testing';
import { paths, routes } from '../../paths';
import { CreateAgentPage } from './AgentPage';
import { CraftingCard } from './CraftingCard';
import { Toasts } from '../../layout/Toasts';
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
  modulePacks: vi.fn().mockResolvedValue([
    { count: 3, cost_mc: 60 },
    { count: 10, cost_mc: 180 },
  ]),
  purchaseModulePack: vi.fn(),
});

const refreshed = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../../authProvider/session', async (original) => ({
  ...(await original<typeof import('../../authProvider/session')>()),
  refreshInventory: refreshed,
}));

afterEach(cleanup);

describe('crafting', () => {
  it('creates only with a module chosen, costing the creation plus modules not held; the balance is read again', async () => {
    refreshed.mockClear();
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
    await waitFor(() => expect(refreshed).toHaveBeenCalled());
  });

  it('remixes an agent with no module chosen, the face icon only at its cost, and shows a refusal', async () => {
    refreshed.mockClear();
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
    // A refused crafting moved no metacoin.
    expect(refreshed).not.toHaveBeenCalled();
  });

  it('buys a module pack, shows what came and refreshes the balance, or says why it failed', async () => {
    const dataProvider = provider();
    dataProvider.purchaseModulePack
      .mockResolvedValueOnce({
        count: 3,
        cost_mc: 60,
        currency: 440,
        modules: [
          { _id: 'hobby-1', display_name: 'Astronomy', type_id: 'hobby' },
          { _id: 'hobby-2', display_name: 'Sailing', type_id: 'hobby' },
          { _id: 'hobby-1', display_name: 'Astronomy', type_id: 'hobby' },
        ],
      })
      .mockRejectedValueOnce(new ApiError(400, 'A pack of 10 modules costs 180 MC and you have 0 MC.'));
    renderPage(
      <>
        <CraftingCard />
        <Toasts />
      </>,
      { path: '/', url: '/', dataProvider },
    );
    const buy = await screen.findByRole('button', { name: T.buy });
    expect(buy).toHaveProperty('disabled', true);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: T.pack }));
    fireEvent.click(await screen.findByRole('option', { name: T.packLabel(3, 60) }));
    fireEvent.click(buy);
    // What came is told in a toast; a refusal stays where the user acted.
    expect(await screen.findByText(T.purchased(['Astronomy', 'Sailing', 'Astronomy'], 440))).toBeTruthy();
    expect(dataProvider.purchaseModulePack).toHaveBeenCalledWith(3);
    await waitFor(() => expect(refreshed).toHaveBeenCalled());
    fireEvent.mouseDown(screen.getByRole('combobox', { name: T.pack }));
    fireEvent.click(await screen.findByRole('option', { name: T.packLabel(10, 180) }));
    fireEvent.click(buy);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        `${T.purchasingFailed} A pack of 10 modules costs 180 MC and you have 0 MC.`,
      ),
    );
  });
});
