import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { LocationCreateRules } from '../../../common/api/field-rules.gen';
import { locationNameProblem, locationSlug, TARGET_TEXTS } from '../../../common/targetRules';
import { ApiError } from '../../api/client';
import type { Domain } from '../../api/types';
import { useLocationChoices } from '../../dataProvider/entities.queries';
import { useUpgradePlans } from '../../dataProvider/payments.queries';
import { useCreateLocation } from '../../dataProvider/targets.queries';
import { isTemplateEnabled } from '../../lib/planRanks';
import { paths } from '../../paths';
import { DomainGate } from '../metaverses/DomainGate';
import { TARGET_PAGE_TEXTS as T } from './texts';
import { RevealTogether } from '../../components/RevealTogether';

/** `/domains/{uri}/createlocation`: Create New Location (single-target-and-flows.md §2, §5). */
export function CreateLocationPage() {
  return (
    <DomainGate failedText={T.notManager} notManagerText={T.notManager}>
      {({ domain }) => <CreateLocationForm key={domain.id} domain={domain} />}
    </DomainGate>
  );
}

function CreateLocationForm({ domain }: { domain: Domain }) {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [template, setTemplate] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const locations = useLocationChoices(domain.id);
  const offers = useUpgradePlans(domain.id, 'upgrade');
  const create = useCreateLocation(domain.id);
  const current = offers.data?.options.current?.type ?? domain.plan?.type ?? 'free';
  const templates = (offers.data?.templates ?? []).filter((entry) => isTemplateEnabled(entry.plan, current));
  const problem = locationNameProblem(name, locations.data?.rows ?? []);
  const slug = locationSlug(name);
  const canGo = problem === null && template !== '' && !create.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!canGo) return;
    try {
      const location = await create.mutateAsync({ nickname: name.trim(), template });
      void navigate(paths.domain.entity(domain.uri, 'locations', location.name));
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : T.saveFailed);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 3, m: 2, maxWidth: 720 }}>
      <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)} noValidate>
        <Typography variant="h4" component="h1">
          {T.createLocationTitle}
        </Typography>
        <TextField
          label={T.name}
          value={name}
          required
          onChange={(event) => {
            setName(event.target.value);
            setTouched(true);
            setRefusal(null);
          }}
          error={touched && problem !== null}
          helperText={touched && problem ? TARGET_TEXTS[problem] : undefined}
          slotProps={{ htmlInput: { maxLength: LocationCreateRules.nickname.maxLength } }}
        />
        <TextField
          label={T.metaverseUrl}
          value={`${domain.uri}/locations/${slug}`}
          variant="filled"
          slotProps={{ input: { readOnly: true, disableUnderline: true } }}
        />
        <RevealTogether>
          <FormControl>
            <FormLabel id="template-label">{T.chooseTemplate}</FormLabel>
            <RadioGroup
              aria-labelledby="template-label"
              value={template}
              onChange={(event) => setTemplate(event.target.value)}
            >
              {templates.map((entry) => (
                <FormControlLabel
                  key={entry.template}
                  value={entry.template}
                  control={<Radio />}
                  label={entry.name}
                />
              ))}
            </RadioGroup>
          </FormControl>
          {refusal && <Alert severity="error">{refusal}</Alert>}
          <Stack direction="row">
            <Button type="submit" variant="contained" disabled={!canGo}>
              {T.go}
            </Button>
          </Stack>
        </RevealTogether>
      </Stack>
    </Paper>
  );
}
