/**
 * A worker thread of the work pool (pool.ts): loads the tasks (TypeScript, through tsx's loader scoped to this
 * import) and runs at a lower scheduling priority than the API's event loop. Plain JavaScript, so the thread
 * starts without a loader whatever flags its process was started with.
 */
import { setPriority } from 'node:os';
import { tsImport } from 'tsx/esm/api';

/** The lowest priority; on Linux of the calling thread only: the event loop's thread keeps its own. */
const LOWER_PRIORITY = 19;

// The tasks are loaded at the usual priority and only then is the thread lowered: loading is the thread's own
// start-up, not a file's work, and at the lowest priority a machine busy with other processes starved it for
// longer than a task's time limit (a 100×100 picture refused as "took longer to read than we allow").
const { runTask } = await tsImport('./tasks.ts', import.meta.url);
try {
  setPriority(LOWER_PRIORITY);
} catch {
  // Not allowed here (some containers): the thread runs at the usual priority.
}
export default runTask;
