/** The response and request shapes of openapi/openapi.yaml, named for the mock's routes. */
import type { components } from '../src/contract/schema.d.ts';

type Schemas = components['schemas'];

export type WireError = Schemas['Error'];
export type WireForbidden = Schemas['Forbidden'];
export type WireActionResult = Schemas['ActionResult'];
export type WireTokenPair = Schemas['TokenPair'];
export type WireLoginCode = Schemas['LoginCode'];
export type WireInstance = Schemas['Instance'];
export type WireInstanceList = Schemas['InstanceListResponse'];
export type WirePresence = Schemas['Presence'];
export type WireQueueTrack = Schemas['QueueTrack'];
export type WireTrack = Schemas['Track'];
export type WirePopularTrack = Schemas['PopularTrack'];
export type WireRecentTrack = Schemas['RecentTrack'];
export type WireAuditEntry = Schemas['AuditEntry'];
export type WireAuditEvent = Schemas['AuditEvent'];
export type WireTrackLoad = Schemas['TrackLoadResponse'];
export type WireSkipCheck = Schemas['SkipCheckResponse'];
export type WireSearchResult = Schemas['SearchResult'];
export type WireAlbum = Schemas['Album'];
export type WireArtist = Schemas['Artist'];
export type WirePlaylist = Schemas['Playlist'];
export type WireDownloaderTrack = Schemas['DownloaderTrackMetadata'];
export type WireDownloaderPlaylist = Schemas['DownloaderPlaylistMetadata'];
export type WireAdminUser = Schemas['AdminUser'];
export type WireInstanceNameMap = Schemas['InstanceNameMap'];
export type WireAdminInstanceSummary = Schemas['AdminInstanceSummary'];
export type WireAdminInstance = Schemas['AdminInstance'];
export type WireCreateInstanceResponse = Schemas['CreateInstanceResponse'];
export type WireInstanceResources = Schemas['InstanceResources'];
export type WireInstanceStats = Schemas['InstanceStats'];
export type WireInstanceWebsocket = Schemas['InstanceWebsocket'];
export type WirePermission = Schemas['Permission'];
export type WireRole = Schemas['Role'];
export type WireStreamingServiceType = Schemas['StreamingServiceType'];
