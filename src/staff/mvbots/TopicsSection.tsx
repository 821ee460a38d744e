import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { failureReason } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import {
  useDeleteMvbotTopicCollection,
  useMvbotDocuments,
  useMvbotTopics,
} from '../../dataProvider/mvbots.queries';
import { downloadJson } from './JsonDialog';
import { NoticeLine, Section, type Notice, type SectionProps } from './Section';
import { MVBOTS_TEXTS as T } from './texts';

/**
 * Conversation Topics (staff-and-agents.md §2.16): each topics collection with its count, to view or download
 * as JSON; staff who may change the bots delete one.
 */
export function TopicsSection({ canEdit, onView, onConfirm }: SectionProps) {
  const topics = useMvbotTopics();
  const documents = useMvbotDocuments();
  const remove = useDeleteMvbotTopicCollection();
  const [notice, setNotice] = useState<Notice | null>(null);
  const load = async (name: string, then: (value: unknown) => void) => {
    try {
      then(await documents.topicCollection(name));
    } catch (error) {
      setNotice({ severity: 'error', text: failureReason(error) });
    }
  };
  return (
    <Section title={T.topicsSection}>
      <NoticeLine notice={notice} onClose={() => setNotice(null)} />
      <DataTable
        label={T.topicsSection}
        rows={topics.data ?? []}
        rowKey={(row) => row.collection_name}
        empty={<Typography>{topics.isPending ? T.loading : T.none}</Typography>}
        columns={[
          { heading: T.collectionName, cell: (row) => row.collection_name },
          { heading: T.count, cell: (row) => row.topics_count, align: 'right' },
          {
            heading: T.actions,
            hideHeading: true,
            nowrap: true,
            cell: (row) => (
              <Stack direction="row" spacing={1}>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() =>
                    void load(row.collection_name, (value) =>
                      onView({ title: row.collection_name, value, fileName: `${row.collection_name}.json` }),
                    )
                  }
                >
                  {T.viewTopics}
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() =>
                    void load(row.collection_name, (value) =>
                      downloadJson(value, `${row.collection_name}.json`),
                    )
                  }
                >
                  {T.downloadJson}
                </Button>
                {canEdit && (
                  <Button
                    size="small"
                    color="error"
                    variant="outlined"
                    onClick={() =>
                      onConfirm({
                        title: T.confirmDeleteTopics(row.collection_name),
                        body: T.deleteBody,
                        label: T.deleteTopics,
                        run: () => remove.mutateAsync(row.collection_name),
                        failed: T.errorDeletingTopics,
                      })
                    }
                  >
                    {T.deleteTopics}
                  </Button>
                )}
              </Stack>
            ),
          },
        ]}
      />
    </Section>
  );
}
