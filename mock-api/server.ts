/**
 * The mock as a standalone HTTP server: `npm run mock-api` (PORT, default 8787; HOST, default
 * localhost). For pointing other tools at it, or running the app against it from another origin
 * (a deployed build, docs/deploy.md): MOCK_OAUTH_CLIENT_ID and MOCK_ALLOWED_ORIGINS make its
 * sign-in page accept only that client id and redirects to those origins, as a platform does.
 */
import { serve } from '@hono/node-server';
import { withCompressedAnswers } from './compress-answers.ts';
import { createMockApi, readMockEnv } from './index.ts';

const port = Number(process.env.PORT ?? 8787);
const hostname = process.env.HOST ?? 'localhost';
// CORS on: the app usually runs on another origin (DASHBOARD_API_BASE_URL points here); only
// MOCK_ALLOWED_ORIGINS when set.
const api = createMockApi({ env: readMockEnv(process.env), mount: 'standalone', cors: true });

// Answers go compressed, as a real server sends them (mock-api/compress-answers.ts).
serve({ fetch: withCompressedAnswers(api.fetch), port, hostname }, (info) => {
  console.log(`Mock backend on http://${hostname}:${info.port}`);
  console.log(
    `Sign in: http://${hostname}:${info.port}/mock-oauth/authorize?client_id=mock&response_type=code&scope=identify&redirect_uri=${encodeURIComponent(`http://${hostname}:${info.port}/login`)}`,
  );
});
