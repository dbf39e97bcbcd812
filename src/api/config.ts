/**
 * Where the backend lives. Empty means same origin (the embedded mock in development, or a
 * reverse proxy in production). Set VITE_API_BASE_URL at build time to point elsewhere.
 */
export const apiBaseUrl: string = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '');
