import type { AppContext } from '../../app-context';
import type { AiTimeouts, RetryTiming } from '../retry-timing';

/** Shortens backoff and timeouts for one test app; services read ctx.aiTiming at call time. */
export function shortenAiTiming(
  ctx: AppContext,
  timing: { retry?: Partial<RetryTiming>; timeouts?: Partial<AiTimeouts> },
): void {
  ctx.aiTiming = {
    retry: { ...ctx.aiTiming.retry, ...timing.retry },
    timeouts: { ...ctx.aiTiming.timeouts, ...timing.timeouts },
  };
}
