import { describe, expect, it } from 'vitest';
import {
  craftingCost,
  craftingMode,
  DEFAULT_AGENT_COSTS,
  drawPackModules,
  isChatActive,
  modulePackCost,
  parseModuleValue,
} from './agents.ts';

describe('crafting', () => {
  it('is Create without an agent, Remix with no modules, Craft with modules', () => {
    expect(craftingMode(false, 2)).toBe('create');
    expect(craftingMode(true, 0)).toBe('remix');
    expect(craftingMode(true, 1)).toBe('craft');
  });

  it('costs the mode base plus the modules the user does not hold', () => {
    const modules = [
      { cost_mc: 30, held: false },
      { cost_mc: 70, held: true },
      { cost_mc: 5, held: false },
    ];
    expect(craftingCost('create', modules, DEFAULT_AGENT_COSTS)).toBe(535);
    expect(craftingCost('craft', modules, DEFAULT_AGENT_COSTS)).toBe(135);
    expect(craftingCost('remix', [], DEFAULT_AGENT_COSTS)).toBe(100);
    const costs = { ...DEFAULT_AGENT_COSTS, agent_recraft_faceicon_cost_metacoins: 40 };
    expect(craftingCost('remix', [], costs, true)).toBe(40);
    expect(craftingCost('remix', [], costs, false)).toBe(100);
  });
});

describe('modules and chats', () => {
  it("splits 'Display Name : AI Prompt'", () => {
    expect(parseModuleValue('Astronomy : Loves the stars: all of them')).toEqual({
      name: 'Astronomy',
      prompt: 'Loves the stars: all of them',
    });
    expect(parseModuleValue(' Pirate ')).toEqual({ name: 'Pirate', prompt: '' });
  });

  it('keeps a chat active for 30 minutes after its last message', () => {
    expect(isChatActive(null, 1_000)).toBe(false);
    expect(isChatActive(0, 29 * 60_000)).toBe(true);
    expect(isChatActive(0, 30 * 60_000)).toBe(false);
  });
});

describe('module packs', () => {
  const packs = [
    { count: 3, cost_mc: 60 },
    { count: 10, cost_mc: 180 },
  ];

  it('cost what the pack of exactly that many modules costs, and nothing else is on sale', () => {
    expect(modulePackCost(packs, 3)).toBe(60);
    expect(modulePackCost(packs, 10)).toBe(180);
    expect(modulePackCost(packs, 4)).toBeUndefined();
    expect(modulePackCost([], 3)).toBeUndefined();
  });

  it('draw each module from the whole pool, so one may come twice', () => {
    const picks = [2, 0, 2];
    expect(drawPackModules(['a', 'b', 'c'], 3, () => picks.shift()!)).toEqual(['c', 'a', 'c']);
    const asked: number[] = [];
    drawPackModules(['a', 'b'], 4, (n) => (asked.push(n), 0));
    expect(asked).toEqual([2, 2, 2, 2]);
    expect(drawPackModules([], 3, () => 0)).toEqual([]);
  });
});
