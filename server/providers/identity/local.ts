/**
 * The local identity provider (the default): email and password accounts kept in the `identities`
 * table with scrypt hashes. Its own endpoints return a short-lived signed ID token that the console
 * exchanges for a session exactly as it would exchange an Auth0 token.
 */
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/connection.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { badRequest, unauthorized } from '../../lib/http-error.ts';
import { newId } from '../../lib/ids.ts';
import { deriveKey } from '../../lib/keys.ts';
import { MESSAGES } from '../../lib/messages.ts';
import { LOCAL_PROVIDER } from '../../repositories/identities-repository.ts';
import { createRepositories } from '../../repositories/index.ts';
import { nicknameFromEmail } from './nickname.ts';
import { standardClaims, type IdentityProvider, type IdTokenClaims } from './types.ts';

/** Issuer of local ID tokens. */
export const LOCAL_ISSUER = 'multiverse-local-identity';
const AUDIENCE = 'multiverse-console';
/** ID tokens only bridge the sign-in form and the token exchange, so they live 10 minutes. */
export const ID_TOKEN_TTL_SECONDS = 600;

/** Email/password accounts that are prefixed `auth0|` in `auth0userid`, like Auth0's database connection. */
export const EMAIL_IDENTITY_PREFIX = 'auth0|';

export interface SignupInput {
  email: string;
  password: string;
  nickname?: string;
}

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** The local identity provider over the database, signing with a key derived from the session secret. */
export class LocalIdentityProvider implements IdentityProvider {
  readonly name = 'local' as const;
  readonly #db: Db;
  readonly #key: Uint8Array;
  /** A hash of no one's password, made like every stored one, to check unknown emails against. */
  readonly #dummyHash: Promise<string>;

  constructor(db: Db, secret: string) {
    this.#db = db;
    this.#key = deriveKey(secret, 'local-id-token');
    // Made at start-up, so even the first unknown email costs exactly one password check.
    this.#dummyHash = hashPassword(newId());
  }

  /**
   * An ID token for the account with this email and password; the same error for either mistake. The address
   * and password of an account merged into another open no session, but are told where the account went.
   */
  async login(email: string, password: string): Promise<string> {
    const repos = createRepositories(this.#db);
    // Both reads for every email, so the reply time does not tell a current address from any other either.
    const [identity, mergedAway] = await Promise.all([
      repos.identities.findLocalByEmail(email),
      repos.accountMerge.findMergedSignIn(email),
    ]);
    const merged = identity ? null : mergedAway;
    // Exactly one password check whatever the email (an unknown one is checked against no one's password), so
    // the reply time does not reveal which emails exist.
    const stored = identity?.passwordHash ?? merged?.passwordHash ?? (await this.#dummyHash);
    const matches = await verifyPassword(password, stored);
    // Only the right password learns of the merge: it proves the account was theirs.
    if (merged && matches) throw unauthorized(MESSAGES.accountMerged(merged.survivorEmail));
    if (!identity || !identity.passwordHash || !matches) throw unauthorized(MESSAGES.wrongCredentials);
    return this.#issue(identity.subject, identity.email ?? email);
  }

  /** Creates the user and its email identity, then returns an ID token for it. */
  async signup(input: SignupInput): Promise<string> {
    const passwordHash = await hashPassword(input.password);
    const subject = newId();
    try {
      await this.#db.transaction(async (tx) => {
        const repos = createRepositories(tx);
        const taken =
          (await repos.identities.findLocalByEmail(input.email)) ??
          (await repos.users.findByEmail(input.email));
        if (taken) throw badRequest(MESSAGES.emailTaken);
        const user = await repos.users.create({
          name: input.email.slice(0, input.email.lastIndexOf('@')),
          nickname: input.nickname ?? nicknameFromEmail(input.email),
          email: input.email,
          auth0userid: EMAIL_IDENTITY_PREFIX + subject,
        });
        await repos.identities.create({
          provider: LOCAL_PROVIDER,
          subject,
          userId: user.id,
          email: input.email,
          passwordHash,
        });
      });
    } catch (error) {
      // Two sign-ups racing for one email: the unique index decides, the loser gets the same answer.
      if (isUniqueViolation(error)) throw badRequest(MESSAGES.emailTaken);
      throw error;
    }
    return this.#issue(subject, input.email);
  }

  async verifyIdToken(token: string): Promise<IdTokenClaims> {
    const { payload } = await jwtVerify(token, this.#key, {
      algorithms: ['HS256'],
      issuer: LOCAL_ISSUER,
      audience: AUDIENCE,
    });
    if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('ID token without subject');
    return {
      subject: payload.sub,
      email: typeof payload.email === 'string' ? payload.email : undefined,
      emailVerified: payload.email_verified === true,
      ...standardClaims(payload),
    };
  }

  #issue(subject: string, email: string): Promise<string> {
    return (
      new SignJWT({ email, email_verified: false })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(subject)
        // Its id makes it single-use: the exchange records it (used_id_tokens).
        .setJti(newId())
        .setIssuer(LOCAL_ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ID_TOKEN_TTL_SECONDS}s`)
        .sign(this.#key)
    );
  }
}
