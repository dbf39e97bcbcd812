import type { components } from '@/contract/schema';

/** The queue track the player and queue components draw: the API's QueueTrack. */
export type PlayerTrack = components['schemas']['QueueTrack'];

/** "Name (1234)", or the name alone for accounts without a discriminator ("0"). */
export function displayName(name: string, discriminator: string): string {
  return discriminator && discriminator !== '0' ? `${name} (${discriminator})` : name;
}
