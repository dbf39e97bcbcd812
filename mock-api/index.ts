/** The mock backend's public surface (mock-api/vite-plugin.ts loads it when a mount starts). */
export { createMockApi } from './create-mock-api.ts';
export { MOCK_PREFIXES } from './mock-paths.ts';
export { createTestWorlds } from './test-worlds.ts';
export { readMockEnv } from './env.ts';
