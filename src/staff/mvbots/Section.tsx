import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import type { ConversationView } from './ConversationDialog';
import type { JsonView } from './JsonDialog';
import type { Pending } from './PendingDialog';
import { MVBOTS_TEXTS as T } from './texts';

/** What a section of the bot administration page last said: a failure (what an action did is a toast). */
export interface Notice {
  severity: 'error';
  text: string;
}

/** What each section of the bot administration page is given: the staff's right to write, and the page's dialogs. */
export interface SectionProps {
  canEdit: boolean;
  onView: (view: JsonView) => void;
  onConfirm: (pending: Pending) => void;
  onConversation: (view: ConversationView) => void;
}

/** A section's last outcome: the next one replaces it, and Close dismisses it. */
export function NoticeLine({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  if (!notice) return null;
  return (
    <Alert severity={notice.severity} role="alert" onClose={onClose} closeText={T.dismiss}>
      {notice.text}
    </Alert>
  );
}

/** A collapsible section of the bot administration page, open at first. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  // The summary's id names the section's region (the accordion reads it from the summary).
  const id = useId();
  return (
    <Accordion variant="outlined" disableGutters defaultExpanded slots={{ heading: 'h2' }}>
      <AccordionSummary id={id} expandIcon={<ExpandMoreIcon />}>
        <Typography component="span" variant="h6">
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={2}>{children}</Stack>
      </AccordionDetails>
    </Accordion>
  );
}
