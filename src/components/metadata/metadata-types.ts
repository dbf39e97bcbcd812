/** Metadata as the browser's views need it (structural: the API's Track/Album/Artist/Playlist fit). */
export interface MetaArtistRef {
  name: string;
  uri: string;
}
export interface MetaTrack {
  id: string;
  uri: string;
  title: string;
  artists: readonly MetaArtistRef[];
  imageUrl: string | null;
  duration: number;
  isExplicit: boolean;
  streamingServiceType: number;
  albumUri: string | null;
}
export interface MetaAlbum {
  name: string;
  uri: string;
  artists: readonly MetaArtistRef[];
  releaseDate: string;
  imageUrl: string | null;
  numTracks: number;
  duration: number;
  tracks: readonly MetaTrack[];
  streamingServiceType: number;
}
export interface MetaArtist {
  name: string;
  uri: string;
  numFollowers: number;
  imageUrl: string | null;
  tracks: readonly MetaTrack[];
}
export interface MetaPlaylist {
  name: string;
  uri: string;
  ownerName: string;
  imageUrl: string | null;
  numTracks: number;
  duration: number;
  tracks: readonly MetaTrack[];
}

/** What the views ask the browser to do. */
export interface MetadataHandlers {
  /** Open another view (an artist, the album) on top of the breadcrumbs. */
  onOpen: (uri: string) => void;
  /** Queue a track next or at the end. */
  onQueueTrack: (track: MetaTrack, next: boolean) => void;
  /** Queue an album, a playlist or an artist's top tracks. */
  onQueueCollection: (uri: string) => void;
}
