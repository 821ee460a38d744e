import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useWitAudio } from '../../dataProvider/adminRecords.queries';
import { WIT_TEXTS } from './texts';

/** Plays a voice request's raw 48 kHz PCM by wrapping it in a WAV header (browsers cannot play bare PCM). */
export function WitAudioPlayer({ requestId }: { requestId: string }) {
  const audio = useWitAudio(requestId);
  const player = useRef<HTMLAudioElement | null>(null);
  const [duration, setDuration] = useState<number | null>(null);

  // The player gets an address for the file, released when the file changes or the player goes.
  const wav = audio.data;
  useEffect(() => {
    const element = player.current;
    if (!wav || !element) return undefined;
    const objectUrl = URL.createObjectURL(wav);
    element.src = objectUrl;
    return () => {
      element.removeAttribute('src');
      URL.revokeObjectURL(objectUrl);
    };
  }, [wav]);

  if (audio.isError) return <Typography>{WIT_TEXTS.noAudio}</Typography>;
  if (!wav) return null;
  return (
    <>
      <audio
        ref={player}
        controls
        aria-label={WIT_TEXTS.audioLabel}
        onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
      />
      {duration !== null && Number.isFinite(duration) && (
        <Typography data-testid="audio-duration">{WIT_TEXTS.duration(duration)}</Typography>
      )}
    </>
  );
}
