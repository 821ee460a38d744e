import { describe, expect, it } from 'vitest';
import { AGENT_LIST, agentView, chatTime, dots } from './rules';

describe('agent list state', () => {
  it('reads defaults and refuses bad values', () => {
    expect(AGENT_LIST.read(new URLSearchParams(''))).toEqual({
      q: '',
      sort: 'display_name',
      order: 1,
      per: 10,
      first: 0,
      cursor: '',
    });
    expect(AGENT_LIST.read(new URLSearchParams('per=7&sort=owner&first=-5&order=2')).per).toBe(10);
    const state = AGENT_LIST.read(new URLSearchParams('q=nova&sort=timestamp&order=-1&per=25&first=25'));
    expect(state).toEqual({ q: 'nova', sort: 'timestamp', order: -1, per: 25, first: 25, cursor: '' });
    expect(AGENT_LIST.write(state)).toEqual({
      q: 'nova',
      sort: 'timestamp',
      order: '-1',
      per: '25',
      first: '25',
    });
    expect(Object.values(AGENT_LIST.write(AGENT_LIST.read(new URLSearchParams(''))))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('starts either sort ascending when its heading is chosen', () => {
    expect(AGENT_LIST.startOrder('display_name')).toBe(1);
    expect(AGENT_LIST.startOrder('timestamp')).toBe(1);
  });
});

describe('chat rules', () => {
  const now = new Date(2026, 10, 25, 15, 0);
  it('shows times as today, yesterday, weekday or date', () => {
    const s = (d: Date) => d.getTime() / 1000;
    expect(chatTime(s(new Date(2026, 10, 25, 9, 5)), now, 'en-GB')).toBe('09:05');
    expect(chatTime(s(new Date(2026, 10, 24, 9, 5)), now, 'en-GB')).toBe('Yesterday 09:05');
    expect(chatTime(s(new Date(2026, 10, 21, 9, 5)), now, 'en-GB')).toBe('Saturday');
    expect(chatTime(s(new Date(2026, 9, 1, 9, 5)), now, 'en-GB')).toBe('1 October');
  });

  it('cycles one to five dots', () => {
    expect([0, 1, 4, 5].map(dots)).toEqual(['.', '..', '.....', '.']);
  });

  it('chooses the view by the third segment', () => {
    expect(agentView(undefined)).toBe('home');
    expect(agentView('chat')).toBe('chat');
    expect(agentView('other')).toBe('home');
  });
});
