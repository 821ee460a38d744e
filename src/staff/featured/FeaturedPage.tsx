import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type { FeaturedItem } from '../../dataProvider/adminPages';
import { DataTable } from '../../components/DataTable';
import { useFeatured, useSaveFeatured } from '../../dataProvider/adminPages.queries';
import { errorText } from '../../dataProvider/queries';
import { StaffOnly } from '../collections/StaffOnly';
import { FeaturedAdd } from './FeaturedAdd';
import { FeaturedImages } from './FeaturedImages';
import { moveItem } from './order';
import { FEATURED_TEXTS as T } from './texts';

const itemLabel = (item: FeaturedItem) => item.nickname || item.name;

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
      <DataTable<FeaturedItem>
        label={T.title}
        rows={items}
        rowKey={(item) => item.id}
        empty={T.empty}
        columns={[
          {
            heading: T.order,
            nowrap: true,
            cell: (item) => {
              const index = items.indexOf(item);
              return (
                <>
                  <IconButton
                    size="small"
                    aria-label={T.moveUp(itemLabel(item))}
                    disabled={index === 0}
                    onClick={() => change(moveItem(items, index, -1))}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={T.moveDown(itemLabel(item))}
                    disabled={index === items.length - 1}
                    onClick={() => change(moveItem(items, index, 1))}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                </>
              );
            },
          },
          { heading: T.type, cell: (item) => item.type },
          { heading: T.name, cell: itemLabel },
          { heading: T.uri, cell: (item) => item.uri },
          { heading: T.owner, cell: (item) => item.ownernickname ?? item.owner ?? '' },
          { heading: T.images, cell: (item) => <FeaturedImages item={item} /> },
          {
            heading: T.removeShort,
            cell: (item) => (
              <Button
                size="small"
                color="error"
                aria-label={T.remove(itemLabel(item))}
                onClick={() => change(items.filter((other) => other.id !== item.id))}
              >
                {T.removeShort}
              </Button>
            ),
          },
        ]}
      />
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
