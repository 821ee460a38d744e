/**
 * Live players from the realtime channel (staff-and-agents.md §7 "Live map"): the page's channel socket
 * (`api/channel.ts`; the session cookie signs it in) with a subscription to `livemap`. Each
 * `pos` message moves a player, `leave` removes one; they arrive in batches, one frame each. Dots are redrawn at most ten times a second, in an
 * animation frame, by the listeners (the canvas), never through React, so thousands of players stay smooth.
 */
import { useCallback, useEffect, useState } from 'react';
import { LIVEMAP_CHANNEL } from '../../../common/realtime';
import { listenToChannel } from '../../api/channel';
import type { PlayerDot } from './MapCanvas';

/** The shortest time between two redraws of the player dots. */
export const PLAYERS_REDRAW_MS = 100;

export interface LivePlayers {
  players: ReadonlyMap<string, PlayerDot>;
  /** Called (every PLAYERS_REDRAW_MS at most, in an animation frame) after players moved. */
  subscribe: (listener: () => void) => () => void;
}

export function useLivePlayers(): LivePlayers {
  const [players] = useState(() => new Map<string, PlayerDot>());
  const [listeners] = useState(() => new Set<() => void>());

  useEffect(() => {
    // Each player reports twice a second, so the dots are redrawn at most every PLAYERS_REDRAW_MS (then in an
    // animation frame): thousands of moves a second cost ten draws, and the other frames stay free.
    let pending: ReturnType<typeof setTimeout> | undefined;
    let frame = 0;
    let drawnAt = 0;
    const draw = () => {
      pending = undefined;
      frame = requestAnimationFrame((now) => {
        frame = 0;
        drawnAt = now;
        for (const listener of listeners) listener();
      });
    };
    const changed = () => {
      if (pending !== undefined || frame) return;
      pending = setTimeout(draw, Math.max(0, drawnAt + PLAYERS_REDRAW_MS - performance.now()));
    };
    const stop = listenToChannel(LIVEMAP_CHANNEL, (messages) => {
      for (const { ev, ac, x, z } of messages) {
        if (ev === 'leave') players.delete(ac);
        else players.set(ac, { x, y: z });
      }
      changed();
    });
    return () => {
      stop();
      if (pending !== undefined) clearTimeout(pending);
      if (frame) cancelAnimationFrame(frame);
      players.clear();
    };
  }, [players, listeners]);

  const subscribe = useCallback(
    (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    [listeners],
  );
  return { players, subscribe };
}

/**
 * How many players are on the map, read once a second. Used by the small component that shows it, so the
 * count changing re-renders that text only, never the canvas (which would redraw the districts each second).
 */
export function usePlayerCount(players: ReadonlyMap<string, PlayerDot>): number {
  const [count, setCount] = useState(players.size);
  useEffect(() => {
    const counter = setInterval(() => setCount(players.size), 1000);
    return () => clearInterval(counter);
  }, [players]);
  return count;
}
