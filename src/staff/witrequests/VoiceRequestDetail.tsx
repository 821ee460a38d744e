import Typography from '@mui/material/Typography';
import type { SectionProps } from '../collections/sections';
import { SectionFrame } from '../../components/SectionFrame';
import { WIT_TEXTS } from './texts';
import { Json, VoiceRequestLog } from './VoiceRequestLog';
import { WitAudioPlayer } from './WitAudioPlayer';

interface WitResponse {
  wittext?: string;
  destination?: string;
  witintent?: string;
  actions?: { description?: string }[];
}

/** staff-and-agents.md §2.5: response, log, headers, user action index and the recording. */
export function VoiceRequestDetail({ record }: SectionProps) {
  const response = ((record.response as { multiverse?: WitResponse } | undefined)?.multiverse ??
    {}) as WitResponse;
  const useraction = record.useraction as { actionindex?: number } | undefined;
  return (
    <>
      <SectionFrame title={WIT_TEXTS.audio}>
        <WitAudioPlayer requestId={record.id} />
      </SectionFrame>
      <SectionFrame title={WIT_TEXTS.response}>
        <Typography>
          {WIT_TEXTS.recognised}: {response.wittext ?? ''}
        </Typography>
        <Typography>
          {WIT_TEXTS.destination}: {response.destination ?? ''}
        </Typography>
        <Typography>
          {WIT_TEXTS.intent}: {response.witintent ?? ''}
        </Typography>
        <Typography>{WIT_TEXTS.actions}:</Typography>
        <ul>
          {(response.actions ?? []).map((action, index) => (
            <li key={index}>{action.description ?? ''}</li>
          ))}
        </ul>
        <Typography>
          {WIT_TEXTS.actionIndex}: {useraction?.actionindex ?? ''}
        </Typography>
      </SectionFrame>
      <SectionFrame title={WIT_TEXTS.log}>
        <VoiceRequestLog log={record.log} />
      </SectionFrame>
      <SectionFrame title={WIT_TEXTS.headers}>
        <Json value={record.headers} />
      </SectionFrame>
    </>
  );
}
