import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import { toCsvRow } from '../../../common/csv';
import { DataTable, type Column } from '../../components/DataTable';
import { saveCsv } from '../../components/download';
import { useListState } from '../../components/PagedList';
import { Pager } from '../../components/Pager';
import type { RedeemCodeCreate, RedeemCodeRecord, RedeemUsage } from '../../dataProvider/redeemCodes';
import {
  useCreateRedeemCodes,
  useExportRedeemCodes,
  useRedeemCodeUses,
  useRedeemCodes,
} from '../../dataProvider/redeemCodes.queries';
import { NavAnchor } from '../../layout/navigation';
import { listRules } from '../../lib/listState';
import { paths } from '../../paths';
import { REDEEM_CODE_TEXTS as T } from './texts';
import { formatDateTime } from '../../lib/dates';
import { planTypeName } from '../../lib/plan';
import { BuildingChoice, type ChosenBuilding } from './BuildingChoice';
import { awardText, unlockedText } from './awardText';

const USAGES: readonly RedeemUsage[] = ['all', 'unused', 'partial', 'used', 'expired'];
const PAGE_SIZE = 50;
/** The code list's state in the query string (ADR 0005): its offset (`?first=50`); newest first, 50 a page. */
const CODE_LIST = listRules<'created'>({ created: -1 }, 'created', {
  pageSizes: [PAGE_SIZE],
  defaultPer: PAGE_SIZE,
  search: false,
});
const PLANS = ['free', 'premium', 'professional', 'business', 'enterprise'] as const;

const when = (iso: string | undefined) => (iso ? formatDateTime(iso) : T.never);

/** The CSV of codes: one row per code with its award, uses, expiry and dates. */
function codesCsv(codes: readonly RedeemCodeRecord[]): string {
  const head = toCsvRow([
    'code',
    'award',
    'uses',
    'maxUses',
    'expires',
    'batch',
    'note',
    'created',
    'lastRedeemed',
  ]);
  const rows = codes.map((code) =>
    toCsvRow([
      code.code,
      awardText(code.award, code.buildingName),
      code.uses,
      code.maxUses,
      code.expires ?? '',
      code.batch ?? '',
      code.note,
      code.created,
      code.lastRedeemed ?? '',
    ]),
  );
  return [head, ...rows].join('\n');
}

function CreateCodes() {
  const create = useCreateRedeemCodes();
  const [code, setCode] = useState('');
  const [count, setCount] = useState('1');
  const [length, setLength] = useState('16');
  const [kind, setKind] = useState<'metacoin' | 'domain' | 'building_slot'>('metacoin');
  const [amount, setAmount] = useState('100');
  const [plan, setPlan] = useState<(typeof PLANS)[number]>('premium');
  const [building, setBuilding] = useState<ChosenBuilding | null>(null);
  const [maxUses, setMaxUses] = useState('1');
  const [expires, setExpires] = useState('');
  const [note, setNote] = useState('');
  const headingId = useId();

  const award: RedeemCodeCreate['award'] =
    kind === 'metacoin'
      ? { kind, amount: Number(amount) }
      : kind === 'domain'
        ? { kind, plan }
        : { kind, building: building?.id ?? '' };
  const submit = () =>
    create.mutate({
      ...(code.trim()
        ? { code: code.trim(), count: 1, length: 16 }
        : { count: Number(count), length: Number(length) }),
      award,
      maxUses: Number(maxUses),
      ...(expires && { expires: new Date(expires).toISOString() }),
      ...(note.trim() && { note: note.trim() }),
    });

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {T.createHeading}
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <TextField label={T.code} value={code} onChange={(event) => setCode(event.target.value)} />
        {!code.trim() && (
          <Stack direction="row" spacing={2}>
            <TextField
              label={T.count}
              type="number"
              value={count}
              onChange={(e) => setCount(e.target.value)}
            />
            <TextField
              label={T.length}
              type="number"
              value={length}
              onChange={(e) => setLength(e.target.value)}
              helperText={Number(length) < 12 ? T.shortNote : undefined}
            />
          </Stack>
        )}
        <TextField
          select
          label={T.award}
          value={kind}
          onChange={(e) => setKind(e.target.value as typeof kind)}
        >
          {(Object.keys(T.awards) as (keyof typeof T.awards)[]).map((key) => (
            <MenuItem key={key} value={key}>
              {T.awards[key]}
            </MenuItem>
          ))}
        </TextField>
        {kind === 'metacoin' && (
          <TextField
            label={T.amount}
            type="number"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        )}
        {kind === 'domain' && (
          <TextField
            select
            label={T.plan}
            value={plan}
            onChange={(e) => setPlan(e.target.value as typeof plan)}
          >
            {PLANS.map((name) => (
              <MenuItem key={name} value={name}>
                {planTypeName(name)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {kind === 'building_slot' && <BuildingChoice building={building} onChange={setBuilding} />}
        <TextField
          label={T.maxUses}
          type="number"
          value={maxUses}
          onChange={(e) => setMaxUses(e.target.value)}
        />
        <TextField
          label={T.expires}
          type="datetime-local"
          value={expires}
          onChange={(e) => setExpires(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField label={T.note} value={note} onChange={(e) => setNote(e.target.value)} />
        <Stack direction="row" spacing={2}>
          <Button
            variant="contained"
            disabled={create.isPending || (kind === 'building_slot' && !building)}
            onClick={submit}
          >
            {T.create}
          </Button>
        </Stack>
        {create.isSuccess && (
          <Alert
            // eslint-disable-next-line no-restricted-syntax -- the created codes stay on the page to be read and downloaded
            severity="success"
            action={
              <Button
                color="inherit"
                onClick={() =>
                  saveCsv(['code', ...create.data.codes].join('\n'), `redeem-codes-${create.data.batch}.csv`)
                }
              >
                {T.downloadCreated}
              </Button>
            }
          >
            {T.created(create.data.codes.length)} {create.data.codes.slice(0, 10).join(', ')}
            {create.data.codes.length > 10 ? ', …' : ''}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

function UsesDialog({ code, onClose }: { code: string; onClose: () => void }) {
  const uses = useRedeemCodeUses(code);
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{T.usesTitle(code)}</DialogTitle>
      <DialogContent>
        {uses.isError && <Alert severity="error">{T.loadFailed}</Alert>}
        {uses.data && (
          <DataTable
            label={T.usesTitle(code)}
            rows={uses.data}
            rowKey={(use) => use.userid}
            empty={T.usesEmpty}
            columns={[
              { heading: T.usesColumns.user, cell: (use) => use.nickname ?? use.userid },
              { heading: T.usesColumns.when, cell: (use) => when(use.ts), nowrap: true },
              { heading: T.usesColumns.given, cell: (use) => unlockedText(use.unlocked) },
            ]}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

function CodeList({ usage }: { usage: RedeemUsage }) {
  const { state, go } = useListState(CODE_LIST);
  const [usesOf, setUsesOf] = useState<string | null>(null);
  const list = useRedeemCodes(usage, state.first, PAGE_SIZE);
  const exporter = useExportRedeemCodes();
  const headingId = useId();
  const columns: Column<RedeemCodeRecord>[] = [
    { heading: T.columns.code, cell: (code) => code.code, nowrap: true },
    { heading: T.columns.award, cell: (code) => awardText(code.award, code.buildingName) },
    {
      heading: T.columns.uses,
      cell: (code) => `${code.uses} / ${code.maxUses}`,
      align: 'right',
      nowrap: true,
    },
    { heading: T.columns.expires, cell: (code) => when(code.expires), nowrap: true },
    { heading: T.columns.lastRedeemed, cell: (code) => when(code.lastRedeemed), nowrap: true },
    { heading: T.columns.created, cell: (code) => when(code.created), nowrap: true },
    {
      heading: T.columns.who,
      hideHeading: true,
      cell: (code) => (
        <Button size="small" onClick={() => setUsesOf(code.code)}>
          {T.showUses(code.code)}
        </Button>
      ),
    },
  ];
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {T.listHeading}
        </Typography>
        <Button
          variant="outlined"
          disabled={exporter.isPending}
          onClick={() =>
            exporter.mutate(usage, {
              onSuccess: (codes) => saveCsv(codesCsv(codes), `redeem-codes-${usage}.csv`),
            })
          }
        >
          {T.exportCsv}
        </Button>
      </Stack>
      <Tabs value={usage} aria-label={T.usage} variant="scrollable">
        {USAGES.map((name) => (
          <Tab
            key={name}
            value={name}
            label={T.usages[name]}
            component={NavAnchor}
            href={paths.admin.redeemCodeList(name)}
          />
        ))}
      </Tabs>
      {list.isError && <Alert severity="error">{T.loadFailed}</Alert>}
      {list.data && (
        <>
          <DataTable
            labelledBy={headingId}
            rows={list.data.codes}
            rowKey={(code) => code.code}
            columns={columns}
            empty={T.empty}
          />
          <Pager
            first={state.first}
            count={PAGE_SIZE}
            total={list.data.total}
            onChange={(first) => go({ first })}
            label={T.pager}
          />
        </>
      )}
      {usesOf && <UsesDialog code={usesOf} onClose={() => setUsesOf(null)} />}
    </Paper>
  );
}

/**
 * `/admin/redeemcodes` and `/admin/redeemcodes/listcodes/{usage}` (staff-and-agents.md §2.1 routes; contents
 * ours): create one code or a batch with its award, uses and expiry; list codes by usage with who redeemed them
 * when; export them as CSV. The registry opens it only to staff holding admin_redeem_codes.
 */
export function RedeemCodesPage() {
  const { usage: given } = useParams();
  const usage = (USAGES as readonly string[]).includes(given ?? '') ? (given as RedeemUsage) : 'all';
  return (
    <Stack spacing={2} sx={{ m: 2 }}>
      <Typography variant="h4" component="h1">
        {T.title}
      </Typography>
      <CreateCodes />
      <CodeList key={usage} usage={usage} />
    </Stack>
  );
}
