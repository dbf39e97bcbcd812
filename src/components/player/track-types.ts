import type { components } from '@/contract/schema';

/** The queue track the player and queue components draw: the API's QueueTrack. */
export type PlayerTrack = components['schemas']['QueueTrack'];
