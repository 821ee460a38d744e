import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NavAnchor } from '../../layout/navigation';
import { paths } from '../../paths';
import { ENTITY_TEXTS as T } from './texts';

/**
 * An entity list's heading, with Create New for the lists that have a create page (locations, events) when the
 * user manages the metaverse, as creating them needs (owner-console.md §2.11, §6).
 */
export function ListHeading({
  title,
  uri,
  creates,
}: {
  title: string;
  uri: string;
  /** The kind Create New makes, when the user may. */
  creates?: 'locations' | 'events';
}) {
  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      {creates && (
        <Button
          variant="contained"
          component={NavAnchor}
          href={creates === 'locations' ? paths.domain.createLocation(uri) : paths.domain.createEvent(uri)}
        >
          {T.createNew[creates]}
        </Button>
      )}
    </Stack>
  );
}
