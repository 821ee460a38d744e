import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { reportSuccess } from '../../api/errors';
import { failureReason } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { Loaded, SectionFrame } from '../../components/SectionFrame';
import { useKnowledgeIndex, useProcessEmbeddings } from '../../dataProvider/agents.queries';
import { NavAnchor } from '../../layout/navigation';
import { paths } from '../../paths';
import { AGENT_ADMIN_TEXTS as T } from './texts';
import { formatDateTime } from '../../lib/dates';

/**
 * `/admin/agents/embeddings` (staff-and-agents.md §2.17, screens.md C17): the Knowledge Base's documents, how
 * they are indexed, and the buttons that queue them for indexing; a failure reads "Error:" plus the error.
 */
export function AgentEmbeddingsPage() {
  const index = useKnowledgeIndex();
  const process = useProcessEmbeddings();
  // A refusal stays on the page; what was queued is told in a toast.
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (force: boolean) => {
    setFailure(null);
    try {
      const { queued } = await process.mutateAsync(force);
      reportSuccess(T.queued(queued));
    } catch (error) {
      setFailure(`${T.error} ${failureReason(error)}`);
    }
  };
  return (
    <Box sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Link component={NavAnchor} href={paths.admin.agents()}>
          {T.backToHub}
        </Link>
        <Typography variant="h4" component="h1">
          {T.embeddings}
        </Typography>
        <SectionFrame
          title={T.documents}
          actions={
            <Stack direction="row" spacing={1}>
              <Button
                size="small"
                variant="outlined"
                disabled={process.isPending}
                onClick={() => void run(false)}
              >
                {T.processMissing}
              </Button>
              <Button
                size="small"
                variant="outlined"
                disabled={process.isPending}
                onClick={() => void run(true)}
              >
                {T.processAll}
              </Button>
            </Stack>
          }
        >
          {(headingId) => (
            <Loaded load={index}>
              {(data) => (
                <Stack spacing={1}>
                  <Typography>{T.howIndexed(data.responder, data.embeddings, data.pgvector)}</Typography>
                  {failure && (
                    <Alert severity="error" role="alert">
                      {failure}
                    </Alert>
                  )}
                  <DataTable
                    rows={data.documents}
                    rowKey={(row) => row.id}
                    labelledBy={headingId}
                    columns={[
                      { heading: T.columns.document, cell: (row) => row.name },
                      { heading: T.columns.metaverse, cell: (row) => row.domain_name },
                      {
                        heading: T.columns.status,
                        cell: (row) => `${T.status[row.status]}${row.error ? `: ${row.error}` : ''}`,
                      },
                      { heading: T.columns.passages, align: 'right', cell: (row) => row.chunks },
                      { heading: T.columns.vectors, cell: (row) => (row.vectors ? T.yes : T.no) },
                      {
                        heading: T.columns.indexed,
                        nowrap: true,
                        cell: (row) => (row.indexed ? formatDateTime(row.indexed) : ''),
                      },
                    ]}
                  />
                </Stack>
              )}
            </Loaded>
          )}
        </SectionFrame>
      </Stack>
    </Box>
  );
}
