import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useAuthenticated } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { failureReason } from '../../components/ConfirmDialog';
import { DomainAccessFields } from '../../components/DomainAccessFields';
import { isDeveloper } from '../../authProvider/canAccess';
import { useSession } from '../../authProvider/useSession';
import { useCheckDomainUri, useCreateDomain } from '../../dataProvider/metaverses.queries';
import { createPlanParam } from '../../lib/createPlan';
import { DOMAIN_RULE_TEXTS, domainNameError, domainUriError, type DomainAccess } from '../../lib/domainRules';
import { planTypeName } from '../../lib/plan';
import { METAVERSES_TEXTS as T } from './texts';
import { paths } from '../../paths';
import { refusalOf, refusedField, type FieldRefusal } from '../../forms/refusal';

/** The first step's fields a refusal of the creation may name, by their labels (the contract's titles). */
const REFUSABLE = { name: T.nameLabel, uri: T.uriLabel } as const;
type Refusable = keyof typeof REFUSABLE;

/** The query value of the wizard's second step ("Who Can Access It?"). */
const ACCESS_STEP = 'access';

/**
 * The wizard's address: the plan chosen, and the step (`?step=access`), the second shown only once a name was
 * accepted on this visit.
 */
function useWizardAddress(accepted: boolean) {
  const [params, setParams] = useSearchParams();
  const step = accepted && params.get('step') === ACCESS_STEP ? 1 : 0;
  const toStep = (next: 0 | 1) =>
    setParams((current) => {
      const changed = new URLSearchParams(current);
      if (next === 1) changed.set('step', ACCESS_STEP);
      else changed.delete('step');
      return changed;
    });
  return { plan: createPlanParam(params.get('plan')), step, toStep };
}

/**
 * What the Create Metaverse wizard holds and does: the step (in the address), what was typed and chosen, the
 * problem to say, Next (the name and URL checked) and Go (the metaverse created).
 */
function useSetupDomainWizard() {
  const session = useSession();
  const checkUri = useCheckDomainUri();
  const createDomain = useCreateDomain();
  const navigate = useNavigate();
  const developer = session.status === 'authenticated' && isDeveloper(session.user);
  const [name, setName] = useState('');
  const [accepted, setAccepted] = useState(false);
  const { plan, step, toStep } = useWizardAddress(accepted);
  const [uri, setUri] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [access, setAccess] = useState<DomainAccess>('public');
  const [storeAccess, setStoreAccess] = useState(false);
  const [saving, setSaving] = useState(false);
  // The server's refusal of the creation, next to the field it names until that field changes.
  const [refusal, setRefusal] = useState<FieldRefusal<Refusable> | null>(null);

  const fail = (message: string) => setError(message);
  const moveTo = (next: 0 | 1) => {
    setError(null);
    toStep(next);
  };

  // A change to a field of the first step takes back the name's acceptance, the problem and a refusal naming it.
  const edit = (field: Refusable, value: string) => {
    if (field === 'name') setName(value);
    else setUri(value);
    setAccepted(false);
    setError(null);
    if (refusal?.field === field) setRefusal(null);
  };

  const next = async (event: FormEvent) => {
    event.preventDefault();
    const problem = domainNameError(name) ?? (developer ? domainUriError(uri) : null);
    if (problem) return fail(problem);
    if (developer) {
      setSaving(true);
      try {
        if (await checkUri.mutateAsync(uri)) return fail(DOMAIN_RULE_TEXTS.uriTaken);
      } catch (lookupError) {
        console.error('URL check failed', lookupError);
        return fail(failureReason(lookupError));
      } finally {
        setSaving(false);
      }
    }
    setAccepted(true);
    moveTo(1);
  };

  const go = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const created = await createDomain.mutateAsync({
        name,
        plan,
        domainaccess: access,
        buildingaccess: access === 'invite_only' && storeAccess,
        ...(developer && { uri }),
      });
      navigate(paths.domain.home(created.uri));
    } catch (saveError) {
      console.error('Create metaverse failed', saveError);
      setSaving(false);
      const refused = refusedField(saveError, REFUSABLE);
      if (refused) {
        setRefusal(refused);
        moveTo(0);
      } else fail(failureReason(saveError));
    }
  };

  return {
    plan,
    developer,
    step,
    name,
    uri,
    refusal,
    error,
    saving,
    edit,
    next,
    go,
    back: () => moveTo(0),
    access,
    setAccess,
    // Store access is asked, and given, only for a metaverse by invitation.
    storeAccess: access === 'invite_only' && storeAccess,
    setStoreAccess,
  };
}

/** The wizard's first step, "Name Your Metaverse": the name, and for developers the URL, then Next. */
function NameStep({
  name,
  uri,
  developer,
  refusal,
  error,
  saving,
  onEdit,
  onNext,
}: {
  name: string;
  uri: string;
  developer: boolean;
  refusal: FieldRefusal<Refusable> | null;
  error: string | null;
  saving: boolean;
  onEdit: (field: Refusable, value: string) => void;
  onNext: (event: FormEvent) => Promise<void>;
}) {
  return (
    <Stack component="form" spacing={2} onSubmit={(event) => void onNext(event)} noValidate>
      <Typography variant="h5" component="h2">
        {T.step1}
      </Typography>
      <TextField
        label={T.nameLabel}
        value={name}
        onChange={(event) => onEdit('name', event.target.value)}
        error={refusalOf(refusal, 'name') !== undefined}
        helperText={refusalOf(refusal, 'name')}
        autoFocus
        required
      />
      {developer && (
        <TextField
          label={T.uriLabel}
          value={uri}
          onChange={(event) => onEdit('uri', event.target.value)}
          error={refusalOf(refusal, 'uri') !== undefined}
          helperText={refusalOf(refusal, 'uri') ?? T.uriHelp}
          required
        />
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={saving}>
          {T.next}
        </Button>
      </Stack>
    </Stack>
  );
}

/** The wizard's second step, "Who Can Access It?": the access chosen, then Back or Go. */
function AccessStep({
  access,
  onAccess,
  storeAccess,
  onStoreAccess,
  error,
  saving,
  onBack,
  onGo,
}: {
  access: DomainAccess;
  onAccess: (access: DomainAccess) => void;
  storeAccess: boolean;
  onStoreAccess: (on: boolean) => void;
  error: string | null;
  saving: boolean;
  onBack: () => void;
  onGo: (event: FormEvent) => Promise<void>;
}) {
  return (
    <Stack component="form" spacing={2} onSubmit={(event) => void onGo(event)}>
      <Typography variant="h5" component="h2">
        {T.step2}
      </Typography>
      <DomainAccessFields
        access={access}
        onAccess={onAccess}
        storeAccess={storeAccess}
        onStoreAccess={onStoreAccess}
      />
      <Typography variant="body2">{T.goHelp}</Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <Stack direction="row" spacing={2}>
        <Button disabled={saving} onClick={onBack}>
          {T.back}
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {T.go}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * The Create Metaverse wizard: step 1 names it (developers may choose the URL), step 2 chooses who can access
 * it. The step lives in the address (`?step=access`), so Back — the page's or the browser's — returns to the
 * name; the second step shows only once a name was accepted on this visit. A problem is said once, on the step
 * where the user acted, and is gone once they act again: a name or URL the rules refuse under the first step's
 * fields; a refusal of the creation that names the name or the URL back on the first step, next to that field;
 * any other failure of the creation on the second step (and logged). Success goes to the new metaverse.
 */
export function SetupDomainPage() {
  useAuthenticated();
  const wizard = useSetupDomainWizard();
  return (
    <Paper variant="outlined" sx={{ p: 3, m: 2, maxWidth: 640 }}>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {T.wizardTitle}
        </Typography>
        <Typography variant="body2">{T.planChosen(planTypeName(wizard.plan))}</Typography>
        <Stepper activeStep={wizard.step}>
          <Step>
            <StepLabel>{T.step1}</StepLabel>
          </Step>
          <Step>
            <StepLabel>{T.step2}</StepLabel>
          </Step>
        </Stepper>
        {wizard.step === 0 ? (
          // Each step is a form of its own (a key apiece): were its elements reused for the other step, the Back
          // button clicked could become Next under the pointer and submit the name again.
          <NameStep
            key="name"
            name={wizard.name}
            uri={wizard.uri}
            developer={wizard.developer}
            refusal={wizard.refusal}
            error={wizard.error}
            saving={wizard.saving}
            onEdit={wizard.edit}
            onNext={wizard.next}
          />
        ) : (
          <AccessStep
            key="access"
            access={wizard.access}
            onAccess={wizard.setAccess}
            storeAccess={wizard.storeAccess}
            onStoreAccess={wizard.setStoreAccess}
            error={wizard.error}
            saving={wizard.saving}
            onBack={wizard.back}
            onGo={wizard.go}
          />
        )}
      </Stack>
    </Paper>
  );
}
