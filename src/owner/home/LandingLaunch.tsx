import { useEffect, useRef } from 'react';
import { LaunchDialog } from '../launch/LaunchDialog';
import { useHeadsetLaunch } from '../launch/useHeadsetLaunch';

/**
 * The landing page's Launch In VR (owner-console.md §4): a headset launch with the confirm prompt, through the
 * public deep-link endpoints for signed-out visitors — the same flow and dialog as the signed-in launch menu.
 * Loaded on first use, with the session and launch code it needs, so a visitor's first download stays small.
 * Starts as soon as it is shown; `onDone` is called once the dialog has closed.
 */
export default function LandingLaunch({ onDone }: { onDone: () => void }) {
  const { phase, start, launch, cancel } = useHeadsetLaunch();
  const started = useRef(false);
  const shown = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start({}, 'confirm');
  }, [start]);

  useEffect(() => {
    if (phase !== 'closed') shown.current = true;
    else if (shown.current) onDone();
  }, [phase, onDone]);

  return <LaunchDialog phase={phase} onLaunch={launch} onCancel={cancel} />;
}
