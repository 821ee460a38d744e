import { hkdfSync } from 'node:crypto';

/**
 * A 256-bit key for one purpose, derived from the server's session secret, so that one secret
 * can sign session tokens and local ID tokens without either key being usable for the other.
 */
export function deriveKey(secret: string, purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'multiverse-console', purpose, 32));
}
