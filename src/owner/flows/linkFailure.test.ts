import { describe, expect, it } from 'vitest';
import { linkFailureText } from './linkFailure';

describe('linkFailureText', () => {
  it('tells the two known refusals apart and quotes any other', () => {
    expect(linkFailureText('Error: User already merged')).toBe('One of your accounts was already linked.');
    expect(linkFailureText('Error: Merge request not found')).toBe(
      'This link is invalid or has already been used.',
    );
    expect(linkFailureText('Staff accounts cannot be linked')).toBe(
      'An unknown error occurred: Staff accounts cannot be linked',
    );
  });
});
