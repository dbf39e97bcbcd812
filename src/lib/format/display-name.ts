/**
 * How the dashboard names a chat-platform user everywhere: "Name (1234)", the form of spec 1 §4's
 * skip question ("queued by {name} ({discriminator})"), or the name alone for accounts without a
 * discriminator ("0" or empty). One form, so the same person reads the same on every screen.
 */
export function displayName(name: string, discriminator: string | null | undefined): string {
  return discriminator && discriminator !== '0' ? `${name} (${discriminator})` : name;
}
