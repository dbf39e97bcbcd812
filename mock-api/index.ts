/** The mock backend's public surface. */
export { createMockApi, type MockApi, type MockApiOptions } from './create-mock-api.ts';
export { isMockPath, MOCK_PREFIXES } from './mock-paths.ts';
export { createManualClock, systemClock, type Clock, type ManualClock } from './clock.ts';
export { readMockEnv, defaultEnv, type MockEnv } from './env.ts';
export { INSTANCE_IDS, PERSONAS, LISTENER_ROLES } from './seed-world.ts';
