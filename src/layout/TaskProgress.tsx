import LinearProgress from '@mui/material/LinearProgress';
import { aggregateProgress, useTasks } from '../lib/tasks';
import { SHELL_TEXTS } from './texts';

/** The background-task progress bar: the running tasks' aggregate progress, shown only while tasks run. */
export function TaskProgress() {
  const { tasks } = useTasks();
  if (tasks.length === 0) return null;
  return (
    <LinearProgress
      variant="determinate"
      value={Math.round(aggregateProgress(tasks) * 100)}
      aria-label={`${SHELL_TEXTS.backgroundTasks}: ${tasks.map((task) => task.label).join(', ')}`}
      sx={{
        position: 'fixed',
        top: 0,
        insetInline: 0,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        height: 4,
      }}
    />
  );
}
