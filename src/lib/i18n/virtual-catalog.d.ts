/** A compiled catalog served by scripts/vite-plugins/catalogs.ts. */
declare module 'virtual:catalog/*' {
  import type { Messages } from '@lingui/core';
  const messages: Messages;
  export default messages;
}
