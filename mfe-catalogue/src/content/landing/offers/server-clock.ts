import { useEffect, useState } from 'react';

// Offers end on the server's clock, whatever the browser's says: the api answers its own time
// with the offers, the page keeps the difference to the browser's clock and counts down with it.

/** How far the server's clock is ahead of the browser's (negative: behind), in milliseconds. */
export function clockOffsetMs(serverNow: string, receivedAt: number): number {
  return Date.parse(serverNow) - receivedAt;
}

/** Seconds until `endsAt` on the server's clock, rounded up (0 once it ended), never below zero. */
export function secondsLeft(endsAt: string, browserNow: number, offsetMs: number): number {
  return Math.max(0, Math.ceil((Date.parse(endsAt) - (browserNow + offsetMs)) / 1000));
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function countdownParts(totalSeconds: number): CountdownParts {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return {
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
  };
}

/** The browser's clock, ticking every second while `running`. */
export function useTicking(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}
