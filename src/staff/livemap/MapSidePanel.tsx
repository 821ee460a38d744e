import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { childrenOf, parentOf, type DistrictData, type Feature } from '../../lib/mapFeatures';
import { paths } from '../../paths';
import { LIVE_MAP_TEXTS as T } from './texts';

/** A feature as a button that selects it. */
function FeatureButton({ feature, onSelect }: { feature: Feature; onSelect: (feature: Feature) => void }) {
  return (
    <Button size="small" onClick={() => onSelect(feature)} sx={{ textTransform: 'none' }}>
      {feature.name ? `${feature.name} (${feature.code})` : feature.code}
    </Button>
  );
}

/**
 * The side panel: what is selected, with links to its staff records, and the features one level down and
 * up as buttons, so everything the map offers by pointer can be reached with the keyboard too.
 */
export function MapSidePanel({
  districts,
  selected,
  onSelect,
}: {
  districts: readonly DistrictData[];
  selected: Feature | null;
  onSelect: (feature: Feature | null) => void;
}) {
  const headingId = useId();
  const parent = selected ? parentOf(districts, selected) : null;
  const children = selected
    ? childrenOf(districts, selected)
    : districts.map<Feature>((d) => ({
        kind: 'district',
        code: d.district.code,
        poly: d.district.boundingpoly,
        district: d.district.code,
      }));
  const listTitle = selected ? T.inside[selected.kind] : T.visibleDistricts;
  return (
    <Stack
      component="aside"
      aria-labelledby={headingId}
      spacing={1}
      sx={{ width: 300, flexShrink: 0, overflowY: 'auto', p: 2, borderLeft: 1, borderColor: 'divider' }}
    >
      <Typography id={headingId} variant="h6" component="h2">
        {T.panel}
      </Typography>
      {selected ? (
        <>
          <Typography variant="subtitle1" component="p">
            {`${T.kinds[selected.kind]} ${selected.name ? `${selected.name} ` : ''}`}
            <strong>{selected.code}</strong>
          </Typography>
          {selected.kind === 'building' && selected.id && (
            <>
              <Typography>{`${T.postcode}: ${selected.code}`}</Typography>
              <Link component={RouterLink} to={paths.admin.record('buildings', selected.id)}>
                {T.openBuilding}
              </Link>
              {selected.owner && (
                <Typography>
                  {`${T.owner}: `}
                  <Link component={RouterLink} to={paths.admin.record('users', selected.owner)}>
                    {selected.owner}
                  </Link>
                </Typography>
              )}
              {selected.store && <Typography>{`${T.store}: ${selected.store}`}</Typography>}
            </>
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {parent && (
              <Button size="small" variant="outlined" onClick={() => onSelect(parent)}>
                {T.up(T.kinds[parent.kind])}
              </Button>
            )}
            <Button size="small" variant="outlined" onClick={() => onSelect(null)}>
              {T.clear}
            </Button>
          </Stack>
        </>
      ) : (
        <Typography>{T.nothingSelected}</Typography>
      )}
      {listTitle && (
        <>
          <Typography variant="subtitle2" component="h3">
            {listTitle}
          </Typography>
          {children.length === 0 ? (
            <Typography>{selected ? T.nothingInside[selected.kind] : T.noDistrictsInView}</Typography>
          ) : (
            <List dense disablePadding>
              {children.map((feature) => (
                <ListItem key={`${feature.kind}:${feature.code}`} disableGutters>
                  <FeatureButton feature={feature} onSelect={onSelect} />
                </ListItem>
              ))}
            </List>
          )}
        </>
      )}
    </Stack>
  );
}
