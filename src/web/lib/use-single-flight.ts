import { useRef } from 'react';

/**
 * Runs `start` unless the previous run has not settled. Both clicks of a quick double click can
 * arrive before the re-render that disables a button, so a `disabled` flag alone lets a second
 * request through; `start` is handed the call that ends the flight, for the mutation's onSettled.
 */
export function useSingleFlight(): (start: (settle: () => void) => void) => void {
  const inFlight = useRef(false);
  return (start) => {
    if (inFlight.current) return;
    inFlight.current = true;
    start(() => {
      inFlight.current = false;
    });
  };
}
