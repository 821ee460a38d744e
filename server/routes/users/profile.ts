/** The signed-in user's record, pictures and inventory (owner-console.md §2.3 and §7). */
import { signedInUser } from '../../plugins/auth.ts';
import { isStaff } from '../../authz/index.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import { MESSAGES } from '../../lib/messages.ts';
import type { UserDoc } from '../../repositories/users-repository.ts';
import { sendBlob, storeUploadedImage } from '../images.ts';
import type { HandlerMap } from '../types.ts';

const found = (user: UserDoc | null): UserDoc => {
  if (!user) throw notFound(MESSAGES.userNotFound);
  return user;
};

/** Only the user may change their own record (staff use the admin routes). */
const assertSelf = (me: UserDoc, id: string): void => {
  if (me.id !== id) throw forbidden(MESSAGES.ownAccountChangeOnly);
};

/** The user's inventory as `getInventory` answers it. */
export function inventoryOf(user: UserDoc): { currency: number; inescrow: number } {
  return { currency: user.currency ?? 0, inescrow: user.inescrow ?? 0 };
}

export const usersHandlers = {
  async getUser(request) {
    const me = signedInUser(request);
    if (request.params.id === me.id) return me;
    // Others get 403 whether or not the id exists, so ids cannot be probed.
    if (!isStaff(me)) throw forbidden(MESSAGES.ownAccountOnly);
    return found(await request.server.repos.users.get(request.params.id));
  },

  async updateUser(request) {
    const me = signedInUser(request);
    assertSelf(me, request.params.id);
    return found(await request.server.repos.users.update(me.id, request.body));
  },

  async getUserIcon(request, reply) {
    const user = found(await request.server.repos.users.get(request.params.id));
    return sendBlob(request, reply, user.iconblob, { immutable: false });
  },

  async getPublicUserIcon(request, reply) {
    const user = found(await request.server.repos.users.get(request.params.id));
    return sendBlob(request, reply, user.iconblob, { immutable: false });
  },

  async uploadUserIcon(request) {
    const me = signedInUser(request);
    assertSelf(me, request.params.id);
    const blob = await storeUploadedImage(request);
    return found(await request.server.repos.users.update(me.id, { iconblob: blob.id }));
  },

  async uploadUserBanner(request) {
    const me = signedInUser(request);
    assertSelf(me, request.params.id);
    const blob = await storeUploadedImage(request);
    return found(await request.server.repos.users.update(me.id, { bannerblob: blob.id }));
  },

  async getProfilePicture(request, reply) {
    return sendBlob(request, reply, signedInUser(request).iconblob, { immutable: false });
  },

  async uploadProfilePicture(request) {
    const me = signedInUser(request);
    const blob = await storeUploadedImage(request);
    return found(await request.server.repos.users.update(me.id, { iconblob: blob.id }));
  },

  async getInventory(request) {
    return inventoryOf(signedInUser(request));
  },

  async getBlob(request, reply) {
    return sendBlob(request, reply, request.params.blob, { immutable: true });
  },
} satisfies HandlerMap;
