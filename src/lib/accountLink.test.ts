import { describe, expect, it } from 'vitest';
import { linkEmailProblem } from './accountLink';

describe('linkEmailProblem', () => {
  it('accepts another address, with spaces around it', () => {
    expect(linkEmailProblem('keep@example.com', 'give@example.com')).toBeNull();
    expect(linkEmailProblem('  keep@example.com ', null)).toBeNull();
    expect(linkEmailProblem('keep@example.com', undefined)).toBeNull();
  });

  it('asks for an address when there is none', () => {
    expect(linkEmailProblem('', 'give@example.com')).toBe('missing');
    expect(linkEmailProblem('   ', 'give@example.com')).toBe('missing');
  });

  it('refuses text that is not an address', () => {
    for (const text of ['keep', 'keep@example', '@example.com', 'keep@.com', 'ke ep@example.com']) {
      expect(linkEmailProblem(text, null), text).toBe('invalid');
    }
  });

  it('refuses the address of the account signed in with, in any case', () => {
    expect(linkEmailProblem('Give@Example.com', 'give@example.com')).toBe('own');
    expect(linkEmailProblem(' give@example.com ', 'GIVE@example.com')).toBe('own');
  });
});
