/** The fault knobs: added latency and a share of requests that fail with 500. */
import type { MiddlewareHandler } from 'hono';
import type { MockApiContext } from './context.ts';
import type { MockEnvBindings } from './http.ts';

export function faults(ctx: MockApiContext): MiddlewareHandler<MockEnvBindings> {
  return async (c, next) => {
    const { latencyMs, errorRate } = ctx.env;
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    // Auth calls are spared so an error-rate session keeps its tokens and shows the failures.
    if (
      errorRate > 0 &&
      !c.req.path.startsWith('/api/auth/') &&
      ctx.state.random.next() < errorRate
    ) {
      return c.json({ message: `Simulated failure (MOCK_ERROR_RATE=${errorRate}).` }, 500);
    }
    return next();
  };
}
