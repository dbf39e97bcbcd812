/** What every route module gets: the world, the clock, the knobs and the token machinery. */
import type { Clock } from './clock.ts';
import type { MockEnv } from './env.ts';
import type { JwtIssuer } from './jwt.ts';
import type { MockState } from './model.ts';
import type { SessionStore } from './sessions.ts';

export interface MockApiContext {
  state: MockState;
  clock: Clock;
  env: MockEnv;
  jwt: JwtIssuer;
  sessions: SessionStore;
}
