import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import { DataTable } from '../../components/DataTable';
import { COLLECTION_TEXTS } from './texts';

type Field = { name: string; type: string };

export interface CollectionFieldTableProps {
  fields: Field[];
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
      <AccordionDetails sx={{ p: 0 }}>
        <DataTable<Field>
          label={COLLECTION_TEXTS.fields}
          rows={fields}
          rowKey={(field) => field.name}
          maxHeight={420}
          columns={[
            { heading: COLLECTION_TEXTS.field, cell: ({ name }) => name },
            { heading: COLLECTION_TEXTS.type, cell: ({ type }) => type },
            {
              heading: COLLECTION_TEXTS.viz,
              narrow: true,
              cell: ({ name }) => (
                <Checkbox
                  checked={visible.includes(name) || alwaysVisible.includes(name)}
                  disabled={alwaysVisible.includes(name)}
                  onChange={(event) => onVisible(name, event.target.checked)}
                  slotProps={{ input: { 'aria-label': COLLECTION_TEXTS.vizLabel(name) } }}
                />
              ),
            },
            {
              heading: COLLECTION_TEXTS.req,
              narrow: true,
              cell: ({ name }) => (
                <Checkbox
                  checked={required.includes(name)}
                  onChange={(event) => onRequired(name, event.target.checked)}
                  slotProps={{ input: { 'aria-label': COLLECTION_TEXTS.reqLabel(name) } }}
                />
              ),
            },
          ]}
        />
      </AccordionDetails>
    </Accordion>
  );
}
