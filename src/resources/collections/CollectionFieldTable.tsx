import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { COLLECTION_TEXTS } from './texts';

export interface CollectionFieldTableProps {
  fields: { name: string; type: string }[];
  visible: readonly string[];
  /** Columns the results always show (their Viz box is checked and disabled). */
  alwaysVisible: readonly string[];
  required: readonly string[];
  onVisible: (field: string, checked: boolean) => void;
  onRequired: (field: string, checked: boolean) => void;
}

/** The field table: "Viz" picks visible columns, "Req" requires a field to exist. */
export function CollectionFieldTable({
  fields,
  visible,
  alwaysVisible,
  required,
  onVisible,
  onRequired,
}: CollectionFieldTableProps) {
  return (
    <Accordion variant="outlined" disableGutters slots={{ heading: 'h2' }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="span" variant="subtitle1">
          {COLLECTION_TEXTS.fields} ({fields.length})
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ p: 0, maxHeight: 420, overflow: 'auto' }}>
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              <TableCell>{COLLECTION_TEXTS.field}</TableCell>
              <TableCell>{COLLECTION_TEXTS.type}</TableCell>
              <TableCell padding="checkbox">{COLLECTION_TEXTS.viz}</TableCell>
              <TableCell padding="checkbox">{COLLECTION_TEXTS.req}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map(({ name, type }) => (
              <TableRow key={name} hover>
                <TableCell>{name}</TableCell>
                <TableCell>{type}</TableCell>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={visible.includes(name) || alwaysVisible.includes(name)}
                    disabled={alwaysVisible.includes(name)}
                    onChange={(event) => onVisible(name, event.target.checked)}
                    slotProps={{ input: { 'aria-label': COLLECTION_TEXTS.vizLabel(name) } }}
                  />
                </TableCell>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={required.includes(name)}
                    onChange={(event) => onRequired(name, event.target.checked)}
                    slotProps={{ input: { 'aria-label': COLLECTION_TEXTS.reqLabel(name) } }}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </AccordionDetails>
    </Accordion>
  );
}
