import { domainKeys } from '../query/domain-keys';

/** The signed-in user's own queries (1-core §2). */
export const authKeys = domainKeys({
  loginCode: '/api/auth/code',
});
