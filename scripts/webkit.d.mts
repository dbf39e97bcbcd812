// Types of scripts/webkit.mjs for the WebKit journeys' fixtures (e2e/webkit/fixtures.ts).
export function findWebKitDriver(): string | undefined;
export function findMiniBrowser(): string | undefined;
export function findXvfbRun(): string | undefined;
export const WEBKIT_ENV: Record<string, string>;
