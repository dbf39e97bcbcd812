/** The queue track as the player and queue components need it (structural: the API's fits). */
export interface PlayerTrack {
  id: string;
  name: string;
  artists: readonly string[];
  /** Milliseconds; 0 is unknown. */
  duration: number;
  imageUrl: string | null;
  uri: string;
  isPlaying: boolean;
  streamingServiceType: number;
  discordUsername: string;
  discordDiscriminator: string;
  discordAvatarHash: string | null;
}

/** "Name (1234)", or the name alone for accounts without a discriminator ("0"). */
export function displayName(name: string, discriminator: string): string {
  return discriminator && discriminator !== '0' ? `${name} (${discriminator})` : name;
}
