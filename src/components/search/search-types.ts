/** Search results as the panel needs them (structural: the API's SearchResult fits). */
export interface SearchTrackItem {
  title: string;
  artists: readonly string[];
  duration: number;
  imageUrl: string | null;
  uri: string;
  streamingServiceType: number;
}
export interface SearchPlaylistItem {
  title: string;
  author: string;
  numTracks: number;
  imageUrl: string | null;
  uri: string;
  streamingServiceType: number;
  isAlbum: boolean;
}
export interface SearchArtistItem {
  name: string;
  numFollowers: number;
  imageUrl: string | null;
  uri: string;
  streamingServiceType: number;
}
export interface SearchRadioItem {
  title: string;
  imageUrl: string | null;
  homepageUrl: string | null;
  uri: string;
  streamingServiceType: number;
}
export interface SearchResults {
  tracks: readonly SearchTrackItem[];
  playlists: readonly SearchPlaylistItem[];
  artists: readonly SearchArtistItem[];
  radios: readonly SearchRadioItem[];
}

/** How many of each section to show (the search* preferences). */
export interface SearchCounts {
  radios: number;
  artists: number;
  tracks: number;
  albums: number;
  playlists: number;
}

/** What a result queues: a track (next or at the end) or a playlist/album/artist's tracks. */
export interface EnqueueRequest {
  kind: 'track' | 'playlist';
  uri: string;
  streamingServiceType: number;
  next: boolean;
}

/** The drag payload of a search result dropped on the queue. */
export const ENQUEUE_DRAG_TYPE = 'application/x-bot-dashboard-enqueue';
