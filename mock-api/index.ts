/** The mock backend's public surface (scripts/vite-plugins/mock-api.ts loads it when a mount starts). */
export { createMockApi } from './create-mock-api.ts';
export { MOCK_PREFIXES } from './mock-paths.ts';
export { createTestWorlds } from './test-worlds.ts';
export { readMockEnv } from './env.ts';
