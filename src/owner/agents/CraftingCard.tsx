import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import { useNavigate } from 'react-router-dom';
import { craftingCost, craftingMode } from '../../../common/agents';
import { reportSuccess } from '../../api/errors';
import { failureReason } from '../../components/ConfirmDialog';
import { Loaded, SectionFrame } from '../../components/SectionFrame';
import type { Agent } from '../../dataProvider/agents';
import {
  useAgentCosts,
  useAgentModules,
  useCraftAgent,
  useModulePacks,
  usePurchaseModulePack,
} from '../../dataProvider/agents.queries';
import { paths } from '../../paths';
import { AGENT_TEXTS as T } from './texts';

const MODE_LABELS = { create: T.modeCreate, remix: T.modeRemix, craft: T.modeCraft } as const;

/** Buy modules: a pack of modules for metacoin, shown where the held modules are (staff-and-agents.md §3). */
function BuyModules() {
  const packs = useModulePacks();
  const purchase = usePurchaseModulePack();
  const [count, setCount] = useState<number | ''>('');
  // A refusal stays where the user acted; a purchase is told in a toast.
  const [failure, setFailure] = useState<string | null>(null);
  const buy = async (n: number) => {
    setFailure(null);
    try {
      const done = await purchase.mutateAsync(n);
      reportSuccess(
        T.purchased(
          done.modules.map((m) => m.display_name),
          done.currency,
        ),
      );
    } catch (error) {
      setFailure(`${T.purchasingFailed} ${failureReason(error)}`);
    }
  };
  return (
    <Box component="section" aria-label={T.buyModules}>
      <Typography variant="subtitle1" component="h3">
        {T.buyModules}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {T.buyModulesHelp}
      </Typography>
      <Loaded load={packs}>
        {(list) => (
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              label={T.pack}
              value={count}
              onChange={(event) => {
                setFailure(null);
                setCount(Number(event.target.value));
              }}
              sx={{ minWidth: 220 }}
            >
              {list.map((pack) => (
                <MenuItem key={pack.count} value={pack.count}>
                  {T.packLabel(pack.count, pack.cost_mc)}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="outlined"
              disabled={count === '' || purchase.isPending}
              onClick={() => count !== '' && void buy(count)}
            >
              {T.buy}
            </Button>
          </Stack>
        )}
      </Loaded>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
    </Box>
  );
}

/**
 * The crafting card (staff-and-agents.md §4 Crafting mode): Create without an agent (disabled until a module
 * is chosen), Remix with no module chosen (optionally the face icon only), Craft with modules chosen.
 */
export function CraftingCard({ agent }: { agent?: Agent }) {
  const navigate = useNavigate();
  const modules = useAgentModules();
  const costs = useAgentCosts();
  const craft = useCraftAgent();
  const [chosen, setChosen] = useState<string[]>([]);
  const [faceOnly, setFaceOnly] = useState(false);
  const [domain, setDomain] = useState('');
  // A refusal stays where the user acted; a crafted agent is told in a toast.
  const [failure, setFailure] = useState<string | null>(null);
  const mode = craftingMode(agent !== undefined, chosen.length);
  const has = (typeId: string, id: string) => agent?.modules_by_type[typeId]?.includes(id) ?? false;

  const run = async () => {
    setFailure(null);
    try {
      const done = await craft.mutateAsync({
        ...(agent && { agent_id: agent._id }),
        modules: chosen,
        ...(mode === 'remix' && faceOnly && { remix_faceicon_only: true }),
        ...(!agent && domain.trim() && { domain: domain.trim() }),
      });
      if (!agent) {
        navigate(paths.agent(done._id));
        return;
      }
      setChosen([]);
      setFaceOnly(false);
      reportSuccess(T.craftingSuccessful);
    } catch (error) {
      setFailure(`${T.craftingFailed} ${failureReason(error)}`);
    }
  };

  return (
    <SectionFrame title={T.crafting}>
      <Loaded load={modules}>
        {(types) => {
          const picked = types.flatMap((type) =>
            type.modules
              .filter((m) => chosen.includes(m._id))
              .map((m) => ({ cost_mc: type.cost_mc, held: m.count > 0 })),
          );
          const cost = costs.data ? craftingCost(mode, picked, costs.data, faceOnly) : undefined;
          return (
            <Stack spacing={2}>
              <Typography>{`${MODE_LABELS[mode]}: ${T.modeHelp[mode]}`}</Typography>
              <Box sx={{ maxHeight: 800, overflowY: 'auto' }}>
                {types.map((type) => (
                  <Box component="fieldset" key={type._id} sx={{ border: 0, p: 0, m: 0, mb: 1 }}>
                    <Typography component="legend" variant="subtitle1">
                      {`${type.display_name} (${T.moduleCost(type.cost_mc)})`}
                    </Typography>
                    <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
                      {type.modules.map((m) => (
                        <FormControlLabel
                          key={m._id}
                          control={
                            <Checkbox
                              checked={chosen.includes(m._id) || has(type._id, m._id)}
                              disabled={has(type._id, m._id)}
                              onChange={(event) => {
                                setFailure(null);
                                setChosen((list) =>
                                  event.target.checked ? [...list, m._id] : list.filter((id) => id !== m._id),
                                );
                              }}
                            />
                          }
                          label={`${m.display_name}${has(type._id, m._id) ? ` (${T.has})` : m.count > 0 ? ` (${T.held(m.count)})` : ''}`}
                        />
                      ))}
                    </Stack>
                  </Box>
                ))}
              </Box>
              <BuyModules />
              {mode === 'remix' && (
                <FormControlLabel
                  control={
                    <Switch checked={faceOnly} onChange={(event) => setFaceOnly(event.target.checked)} />
                  }
                  label={T.remixFaceOnly}
                />
              )}
              {!agent && (
                <TextField
                  size="small"
                  label={T.knowledgeMetaverse}
                  value={domain}
                  slotProps={{ htmlInput: { maxLength: 128 } }}
                  onChange={(event) => setDomain(event.target.value)}
                />
              )}
              {cost !== undefined && <Typography role="status">{T.cost(cost)}</Typography>}
              <Box>
                <Button
                  variant="contained"
                  onClick={() => void run()}
                  disabled={craft.isPending || (mode === 'create' && chosen.length === 0)}
                >
                  {MODE_LABELS[mode]}
                </Button>
              </Box>
              {failure && (
                <Alert severity="error" role="alert">
                  {failure}
                </Alert>
              )}
            </Stack>
          );
        }}
      </Loaded>
    </SectionFrame>
  );
}
