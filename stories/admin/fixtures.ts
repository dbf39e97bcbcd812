import type { InstanceStatsView } from '@/components/admin/instance-stats-panel';
import type { AdminUserView, UserMembershipView } from '@/components/admin/types';
import type { InstanceResources } from '@/lib/admin/instance-lifecycle';
import { ALL_PERMISSIONS } from '@/lib/admin/permissions';

/** Story data for the admin's presentational parts (the screen stories use the mock). */

const GIB = 1024 ** 3;

export const USERS: AdminUserView[] = [
  {
    id: '1',
    discordId: '200000000123456789',
    discordUsername: 'Root Admin',
    discordDiscriminator: '0001',
    lastLoginDateTime: '2026-11-22T09:15:42Z',
    registeredDateTime: '2025-10-18T14:05:09Z',
  },
  {
    id: '3',
    discordId: '200000000987654321',
    discordUsername: 'Lena Listener',
    discordDiscriminator: '1234',
    lastLoginDateTime: '2026-11-20T08:00:00Z',
    registeredDateTime: '2026-10-18T11:30:00Z',
  },
  {
    id: '4',
    discordId: '200000000555555555',
    discordUsername: 'Newt Newcomer',
    discordDiscriminator: '0420',
    lastLoginDateTime: null,
    registeredDateTime: '2026-11-21T10:00:00Z',
  },
  {
    id: '9',
    discordId: '200000000111111111',
    discordUsername: 'A member with a remarkably long display name that wraps',
    discordDiscriminator: '9999',
    lastLoginDateTime: '2026-03-01T23:59:59Z',
    registeredDateTime: '2026-02-02T02:02:02Z',
  },
];

export const LISTENER = USERS[1]!;

export const MEMBERSHIPS: UserMembershipView[] = [
  {
    instanceId: 'lounge',
    instanceName: 'The Lounge',
    roles: ['web:queue:track', 'web:queue:playlist', 'web:queue:search'],
  },
  { instanceId: 'study-hall', instanceName: 'Study Hall', roles: [...ALL_PERMISSIONS] },
  { instanceId: 'basement', instanceName: 'Basement', roles: [] },
];

const managed = (
  powerState: string,
  active: number,
  changes: Partial<InstanceResources> = {},
): InstanceResources => ({
  isManaged: true,
  powerState,
  cpuCurrent: 37.5 * active,
  cpuMax: 100,
  memoryCurrentBytes: Math.round(0.4 * GIB * active),
  memoryMaxBytes: GIB,
  diskCurrentBytes: Math.round(0.35 * GIB),
  diskMaxBytes: 4 * GIB,
  ...changes,
});

/** One instance in each state the admin list can show. */
export const RESOURCES = {
  running: managed('running', 1),
  starting: managed('starting', 0.5),
  stopping: managed('stopping', 0.5),
  offline: managed('offline', 0),
  unlimited: managed('running', 1, { cpuMax: 0, memoryMaxBytes: 0 }),
  /** Over the 90 % threshold on CPU and disk. */
  high: managed('running', 1, { cpuCurrent: 187.4, cpuMax: 200, diskCurrentBytes: 3.8 * GIB }),
  unmanaged: {
    isManaged: false,
    powerState: null,
    cpuCurrent: null,
    cpuMax: null,
    memoryCurrentBytes: null,
    memoryMaxBytes: null,
    diskCurrentBytes: null,
    diskMaxBytes: null,
  },
} satisfies Record<string, InstanceResources>;

export const STATS: InstanceStatsView = {
  mostActive: { name: 'Maya', discriminator: '7777', count: 412 },
  mostPopular: { name: 'Lucky Garden', artists: 'Neon Harbor, Maya Lin', count: 57 },
  totalTracks: 1834,
  totalDuration: 412 * 3_600_000 + 17 * 60_000 + 5_000,
  firstTrack: '2026-05-01T18:04:11Z',
  lastTrack: '2026-11-22T09:41:00Z',
};

export const NOTHING_PLAYED: InstanceStatsView = {
  mostActive: null,
  mostPopular: null,
  totalTracks: 0,
  totalDuration: 0,
  firstTrack: null,
  lastTrack: null,
};

export const EDIT_VALUES = {
  name: 'The Lounge',
  discordToken: 'mock.3f9a1c0de2b84f67a1c9d0e3',
  discordChannelId: '1113786471347355655',
  discordGuildId: '285372396158189571',
  discordNickname: 'The Lounge Bot',
  spotifyUsername: 'thelounge@example.com',
  spotifyPassword: 'a1b2c3d4e5f60718',
  spotifyClientId: '0f1e2d3c4b5a69788796a5b4c3d2e1f0',
  spotifyClientSecret: 'ffeeddccbbaa99887766554433221100',
};
