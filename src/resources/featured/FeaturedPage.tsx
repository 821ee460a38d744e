import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type { FeaturedItem } from '../../dataProvider/adminPages';
import { useFeatured, useSaveFeatured } from '../../dataProvider/adminPages.queries';
import { errorText } from '../../dataProvider/queries';
import { StaffOnly } from '../collections/StaffOnly';
import { FeaturedAdd } from './FeaturedAdd';
import { FeaturedImages } from './FeaturedImages';
import { moveItem } from './order';
import { FEATURED_TEXTS as T } from './texts';

function FeaturedEditor() {
  const featured = useFeatured();
  if (featured.data) return <FeaturedForm initial={featured.data.items} />;
  return featured.isError ? (
    <Alert severity="error">{errorText(featured.error)}</Alert>
  ) : (
    <Typography>{T.loading}</Typography>
  );
}

function FeaturedForm({ initial }: { initial: FeaturedItem[] }) {
  const saveFeatured = useSaveFeatured();
  const [items, setItems] = useState(initial);
  const [saved, setSaved] = useState(() => initial.map((item) => item.id));
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const busy = saveFeatured.isPending;

  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const dirty = ids.join('\n') !== saved.join('\n');
  const change = (next: FeaturedItem[]) => {
    setItems(next);
    setStatus(null);
  };

  const save = async () => {
    setError(null);
    try {
      const list = await saveFeatured.mutateAsync(ids);
      setItems(list.items);
      setSaved(list.featured);
      setStatus(T.saved);
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  return (
    <Stack spacing={3}>
      {items.length === 0 ? (
        <Typography>{T.empty}</Typography>
      ) : (
        <Table size="small" aria-label={T.title}>
          <TableHead>
            <TableRow>
              <TableCell>{T.order}</TableCell>
              <TableCell>{T.type}</TableCell>
              <TableCell>{T.name}</TableCell>
              <TableCell>{T.uri}</TableCell>
              <TableCell>{T.owner}</TableCell>
              <TableCell>{T.images}</TableCell>
              <TableCell>{T.removeShort}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item, index) => {
              const label = item.nickname || item.name;
              return (
                <TableRow key={item.id}>
                  <TableCell>
                    <IconButton
                      size="small"
                      aria-label={T.moveUp(label)}
                      disabled={index === 0}
                      onClick={() => change(moveItem(items, index, -1))}
                    >
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={T.moveDown(label)}
                      disabled={index === items.length - 1}
                      onClick={() => change(moveItem(items, index, 1))}
                    >
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                  <TableCell>{item.type}</TableCell>
                  <TableCell>{label}</TableCell>
                  <TableCell>{item.uri}</TableCell>
                  <TableCell>{item.ownernickname ?? item.owner ?? ''}</TableCell>
                  <TableCell>
                    <FeaturedImages item={item} />
                  </TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      color="error"
                      aria-label={T.remove(label)}
                      onClick={() => change(items.filter((other) => other.id !== item.id))}
                    >
                      {T.removeShort}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      <FeaturedAdd listed={new Set(ids)} onAdd={(item) => change([...items, item])} />
      {error && <Alert severity="error">{error}</Alert>}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="contained" disabled={!dirty || busy} onClick={() => void save()}>
          {T.save}
        </Button>
        <Typography role="status" color={status ? 'success.main' : 'text.secondary'}>
          {status ?? (dirty ? T.unsaved : '')}
        </Typography>
      </Stack>
    </Stack>
  );
}

/** `/admin/featured`: reorder, add, remove and save the featured list (staff-and-agents.md §2.8). */
export function FeaturedPage() {
  return (
    <StaffOnly>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {T.title}
        </Typography>
        <Typography>{T.intro}</Typography>
        <FeaturedEditor />
      </Stack>
    </StaffOnly>
  );
}
