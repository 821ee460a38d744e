import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import type { CollectionName } from '../../api/types';
import { useExportCollection } from '../../dataProvider/stats.queries';
import { startTask } from '../../lib/tasks';
import { saveFile } from '../../components/download';
import type { ListState } from '../../lib/listState';
import { EXPORT_TEXTS } from './exportTexts';

/**
 * "Export CSV": the current search, sort and order of the list, with the visible columns (id, the chosen
 * fields, timestamp), streamed by the server and saved as a file.
 */
export function CollectionExportButton({
  collection,
  state,
  query,
  columns,
}: {
  collection: CollectionName;
  state: ListState;
  query: Record<string, unknown> | undefined;
  columns: readonly string[];
}) {
  const exportCollection = useExportCollection(collection);
  const busy = exportCollection.isPending;

  const onExport = async () => {
    const task = startTask(EXPORT_TEXTS.exportTask(collection));
    try {
      const blob = await exportCollection.mutateAsync({
        sort: state.sort,
        order: state.order,
        query: query && Object.keys(query).length > 0 ? JSON.stringify(query) : undefined,
        fields: ['id', ...columns, 'timestamp'],
      });
      saveFile(blob, `${collection}-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch {
      // The client has already shown the server's message as an error toast.
    } finally {
      task.end();
    }
  };

  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void onExport()} disabled={busy}>
      {busy ? EXPORT_TEXTS.exporting : EXPORT_TEXTS.exportCsv}
    </Button>
  );
}
