/**
 * Background tasks (uploads and other long work) whose aggregate progress the shell's task bar shows.
 */
import { useSyncExternalStore } from 'react';

export interface Task {
  id: number;
  label: string;
  /** 0…1 */
  progress: number;
}

export interface TaskHandle {
  /** Sets the task's progress (clamped to 0…1). */
  update(progress: number): void;
  /** Removes the task from the bar. */
  end(): void;
}

let tasks: readonly Task[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Task[]): void {
  tasks = next;
  for (const listener of listeners) listener();
}

const clamp = (value: number) => Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0));

/** Starts a task shown in the progress bar until `end()`. */
export function startTask(label: string, progress = 0): TaskHandle {
  const id = nextId++;
  publish([...tasks, { id, label, progress: clamp(progress) }]);
  return {
    update(value) {
      publish(tasks.map((task) => (task.id === id ? { ...task, progress: clamp(value) } : task)));
    },
    end() {
      publish(tasks.filter((task) => task.id !== id));
    },
  };
}

/** The mean progress of the running tasks (0 when none run). */
export function aggregateProgress(running: readonly Pick<Task, 'progress'>[]): number {
  if (running.length === 0) return 0;
  return running.reduce((sum, task) => sum + task.progress, 0) / running.length;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The running tasks. */
export function currentTasks(): readonly Task[] {
  return tasks;
}

const snapshot = () => tasks;

/** The running tasks and the function that starts one. */
export function useTasks(): { tasks: readonly Task[]; startTask: typeof startTask } {
  return { tasks: useSyncExternalStore(subscribe, snapshot, snapshot), startTask };
}
