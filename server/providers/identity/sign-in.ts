/**
 * Finds (or, for an external provider, creates) the user behind a verified ID token.
 * Local tokens always name an existing identity; an Auth0 identity seen for the first time becomes
 * a new user, or joins the user who already has that email when Auth0 says the email is verified.
 */
import type { Db } from '../../db/connection.ts';
import { unauthorized } from '../../lib/http-error.ts';
import { MESSAGES } from '../../lib/messages.ts';
import { LOCAL_PROVIDER } from '../../repositories/identities-repository.ts';
import { createRepositories } from '../../repositories/index.ts';
import type { UserDoc } from '../../repositories/users-repository.ts';
import { nicknameFromEmail, titleSafe } from './nickname.ts';
import type { IdentityProvider, IdTokenClaims } from './types.ts';

/** The identity-table provider name of an identity provider's tokens. */
const tableProvider = (provider: IdentityProvider): string =>
  provider.name === 'local' ? LOCAL_PROVIDER : provider.name;

/** The user the token's identity belongs to; throws 401 when a local identity no longer exists. */
export async function userForIdentity(
  db: Db,
  provider: IdentityProvider,
  claims: IdTokenClaims,
): Promise<UserDoc> {
  const providerName = tableProvider(provider);
  const repos = createRepositories(db);
  const known = await repos.identities.find(providerName, claims.subject);
  if (known) {
    const user = await repos.users.get(known.userId);
    if (!user) throw unauthorized(MESSAGES.unknownIdentity);
    return user;
  }
  if (provider.name === 'local') throw unauthorized(MESSAGES.unknownIdentity);

  return db.transaction(async (tx) => {
    const txRepos = createRepositories(tx);
    const sameEmail = claims.email ? await txRepos.users.findByEmail(claims.email) : null;
    let user: UserDoc;
    if (sameEmail && claims.emailVerified) {
      user = sameEmail;
    } else {
      const fromName = claims.name ? titleSafe(claims.name) : '';
      user = await txRepos.users.create({
        name: claims.email ? claims.email.slice(0, claims.email.lastIndexOf('@')) : claims.subject,
        nickname: fromName || nicknameFromEmail(claims.email ?? ''),
        // An unverified email already in use is not copied: it would let anyone claim that address.
        email: claims.email && !sameEmail ? claims.email : undefined,
        auth0userid: claims.subject,
      });
    }
    await txRepos.identities.create({
      provider: providerName,
      subject: claims.subject,
      userId: user.id,
      email: claims.email ?? null,
      passwordHash: null,
    });
    return user;
  });
}
