/** The signed-in user's own account (owner-console.md): profile, picture, settings and the merge check. */
import type { HandlerMap } from '../types.ts';
import { mergeHandlers } from './merge.ts';
import { usersHandlers } from './profile.ts';

/** The handler maps of the area (kept apart so an operation defined twice is still found). */
export const userAreaHandlers: HandlerMap[] = [usersHandlers, mergeHandlers];
