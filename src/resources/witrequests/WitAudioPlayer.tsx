import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { pcmToWav, VOICE_SAMPLE_RATE } from '../../lib/wav';
import { WIT_TEXTS } from './texts';

/** Plays a voice request's raw 48 kHz PCM by wrapping it in a WAV header (browsers cannot play bare PCM). */
export function WitAudioPlayer({ requestId }: { requestId: string }) {
  const provider = useDataProvider<AppDataProvider>();
  const [url, setUrl] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [duration, setDuration] = useState<number | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    provider.witAudio(requestId, controller.signal).then(
      (pcm) => {
        const wav = pcmToWav(pcm, VOICE_SAMPLE_RATE);
        objectUrl = URL.createObjectURL(new Blob([wav.buffer as ArrayBuffer], { type: 'audio/wav' }));
        setUrl(objectUrl);
      },
      () => {
        if (!controller.signal.aborted) setMissing(true);
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [provider, requestId]);

  if (missing) return <Typography>{WIT_TEXTS.noAudio}</Typography>;
  if (!url) return null;
  return (
    <>
      <audio
        controls
        src={url}
        aria-label={WIT_TEXTS.audioLabel}
        onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
      />
      {duration !== null && Number.isFinite(duration) && (
        <Typography data-testid="audio-duration">{WIT_TEXTS.duration(duration)}</Typography>
      )}
    </>
  );
}
