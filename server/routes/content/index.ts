/** A metaverse's content: uploaded files and videos (with their processing jobs). */
import type { HandlerMap } from '../types.ts';
import { contentHandlers } from './files.ts';
import { contentVideoHandlers } from './video.ts';

/** The handler maps of the area (kept apart so an operation defined twice is still found). */
export const contentAreaHandlers: HandlerMap[] = [contentHandlers, contentVideoHandlers];
