import type { components } from '@/contract/schema';

/** What the views ask the browser to do. */
export interface MetadataHandlers {
  /** Open another view (an artist, the album) on top of the breadcrumbs. */
  onOpen: (uri: string) => void;
  /** Queue a track next or at the end. */
  onQueueTrack: (track: components['schemas']['Track'], next: boolean) => void;
  /** Queue an album, a playlist or an artist's top tracks. */
  onQueueCollection: (uri: string) => void;
}
