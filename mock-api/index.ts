/** The mock backend's public surface. */
export { createMockApi, type MockApi, type MockApiOptions } from './create-mock-api.ts';
export { isMockPath, MOCK_PREFIXES, TEST_WORLDS_PREFIX } from './mock-paths.ts';
export {
  createManualClock,
  createTestClock,
  systemClock,
  type Clock,
  type ManualClock,
  type TestClock,
} from './clock.ts';
export { createTestWorlds, WORLD_COOKIE, type WorldOptions } from './test-worlds.ts';
export { readMockEnv, defaultEnv, type MockEnv } from './env.ts';
export { INSTANCE_IDS, PERSONAS, LISTENER_ROLES } from './seed-world.ts';
