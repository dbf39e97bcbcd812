import { domainKeys } from '../query/domain-keys';

/** The user's instances (1-core §4): the sidebar's list and one instance's page. */
export const instanceKeys = domainKeys({
  list: '/api/instance',
  /** The queue, player, lyrics and audits, and the popular, recent and random lists. */
  tracks: '/api/track/{id}/{loadAll}',
});
