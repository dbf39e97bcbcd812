/** The admin screens' labels, questions and failures (2-secondary §2, §4, §5). */

/** The admin instance forms' field labels (2-secondary §2, §5). */
export const INSTANCE_FIELD_LABELS = {
  name: 'Name',
  discordToken: 'Discord Token',
  discordChannelId: 'Discord Channel ID',
  discordGuildId: 'Discord Guild ID',
  discordNickname: 'Discord Nickname',
  spotifyUsername: 'Spotify Username',
  spotifyPassword: 'Spotify Password',
  spotifyClientId: 'Spotify Client ID',
  spotifyClientSecret: 'Spotify Client Secret',
} as const;

/**
 * The detail of a refused admin form, for 'An error occurred: {detail}': the fields the server
 * named (by their labels), never its validator's wording.
 */
export function refusedFieldsDetail(labels: readonly string[]): string {
  return labels.length === 0
    ? 'The server refused the form'
    : `The server refused ${labels.join(', ')}`;
}

/** The admin instance screen's table of the instance's users. */
export const INSTANCE_USERS_MESSAGES = {
  empty: 'No users on this instance.',
  tableLabel: 'Users of this instance',
  userColumn: 'User',
  actionsColumn: 'Actions',
  kick: 'Kick',
} as const;

/** The Kick button's accessible name: 'Kick {user}'. */
export function kickUserLabel(user: string): string {
  return `${INSTANCE_USERS_MESSAGES.kick} ${user}`;
}

/** The admin verbs (2-secondary §4): up is deploy, down is remove, delete is kill plus remove. */
export type InstanceVerb = 'deploy' | 'remove' | 'stop' | 'start' | 'restart' | 'kill' | 'delete';

export const ADMIN_MESSAGES = {
  accessDenied: "You don't have access to this section",
  kickConfirmation: 'Are you sure you want to kick this user?',
  deleteAddendum: 'The instance will be killed and removed.',
} as const;

/** 'Are you sure you want to {verb} this instance?' / '… ALL instances?', plus the delete note. */
export function confirmInstanceAction(verb: InstanceVerb, all = false): string {
  const question = `Are you sure you want to ${verb} ${all ? 'ALL instances' : 'this instance'}?`;
  return verb === 'delete' ? `${question} ${ADMIN_MESSAGES.deleteAddendum}` : question;
}

/** 'Failed to {verb} instance', plural 'instances' for an action on all of them. */
export function instanceActionFailed(verb: InstanceVerb, all = false): string {
  return `Failed to ${verb} ${all ? 'instances' : 'instance'}`;
}

/** An admin page whose item the server does not have (404): said as such, with a way back. */
export const ADMIN_NOT_FOUND = {
  user: (id: string) => `There is no user with the id "${id}".`,
  instance: (id: string) => `There is no instance with the id "${id}".`,
  backToUsers: 'Back to users',
  backToInstances: 'Back to instances',
  title: 'Not found',
} as const;

/** Any other failure to read an admin page (a 500, the network). */
export function adminLoadFailed(detail: string): string {
  return `Could not load this page: ${detail}`;
}
