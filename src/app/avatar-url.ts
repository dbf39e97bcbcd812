import { deploymentConfig } from '@/lib/runtime-config';

interface AvatarOwner {
  discordAvatarHash: string | null;
  /** Known for the signed-in user and admin lists; presences and queue adders carry none. */
  discordId?: string | null;
  /** Picks the platform's default avatar for a user without a hash. */
  discordDiscriminator?: string | null;
}

/**
 * Which of the chat platform's six default avatars a user without a picture has, as the platform
 * picks it: a legacy user by their discriminator (`discriminator % 5`), a user of the new
 * username system (discriminator "0") by their id (`(id >> 22) % 6`). Null when that cannot be
 * known (a new-system user whose id the answer does not carry).
 */
export function defaultAvatarIndex(
  discriminator: string | null | undefined,
  id: string | null | undefined,
): number | null {
  const legacy = discriminator && /^\d+$/.test(discriminator) ? Number(discriminator) : 0;
  if (legacy > 0) return legacy % 5;
  if (!id || !/^\d+$/.test(id)) return null;
  return Number((BigInt(id) >> 22n) % 6n);
}

/**
 * The picture of a chat-platform user on the configured content host. A user without a hash
 * gets the platform's default avatar (`{host}/embed/avatars/{index}.png`); undefined only when
 * not even that can be known (the avatar then shows their initials). Hashes and ids are
 * URL-encoded: they come from the server.
 */
export function avatarUrl(
  { discordAvatarHash, discordId, discordDiscriminator }: AvatarOwner,
  host: string = deploymentConfig.avatarHost,
): string | undefined {
  if (!discordAvatarHash) {
    const index = defaultAvatarIndex(discordDiscriminator, discordId);
    return index === null ? undefined : `${host}/embed/avatars/${index}.png`;
  }
  const hash = encodeURIComponent(discordAvatarHash);
  return discordId
    ? `${host}/avatars/${encodeURIComponent(discordId)}/${hash}.png`
    : `${host}/avatars/${hash}.png`;
}
