import { appConfig } from './config';

interface AvatarOwner {
  discordAvatarHash: string | null;
  /** Known for the signed-in user and admin lists; presences and queue adders carry none. */
  discordId?: string | null;
}

/**
 * The picture of a chat-platform user on the configured content host, or undefined when they
 * have none (the avatar then shows their initials). Hashes and ids are URL-encoded: they come
 * from the server.
 */
export function avatarUrl(
  { discordAvatarHash, discordId }: AvatarOwner,
  host: string = appConfig.avatarHost,
): string | undefined {
  if (!discordAvatarHash) return undefined;
  const hash = encodeURIComponent(discordAvatarHash);
  return discordId
    ? `${host}/avatars/${encodeURIComponent(discordId)}/${hash}.png`
    : `${host}/avatars/${hash}.png`;
}
