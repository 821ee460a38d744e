import { describe, expect, it } from 'vitest';
import { topicLines } from './agentTopics';

describe('topicLines', () => {
  it('trims each line and drops empty ones', () => {
    expect(topicLines('  Music \n\n   \r\nDancing\n')).toEqual(['Music', 'Dancing']);
  });

  it('gives no topics for blank text', () => {
    expect(topicLines(' \n \n')).toEqual([]);
  });
});
