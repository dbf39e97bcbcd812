import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { adminFailure } from './admin-failure';

const back = { to: '/admin/users', label: 'Back to users' };
const notFound = { message: 'There is no user with the id "9".', back };
const error = (status: number) => new ApiError(status, { message: `status ${status}` }, '/api');

describe('adminFailure', () => {
  it('is nothing while nothing failed', () => {
    expect(adminFailure([undefined, undefined], notFound)).toBeNull();
  });

  it('says "no access" only for a 403, even beside a 404', () => {
    expect(adminFailure([error(403)], notFound)).toEqual({ kind: 'denied' });
    expect(adminFailure([error(404), error(403)], notFound)).toEqual({ kind: 'denied' });
  });

  it('calls a 404 not found, with the way back', () => {
    expect(adminFailure([undefined, error(404)], notFound)).toEqual({
      kind: 'not-found',
      ...notFound,
    });
  });

  it('tells any other failure with its detail, and a 404 of a list too', () => {
    expect(adminFailure([error(500)], notFound)).toEqual({ kind: 'error', detail: 'status 500' });
    expect(adminFailure([error(404)])).toEqual({ kind: 'error', detail: 'status 404' });
    expect(adminFailure([new TypeError('Failed to fetch')])).toEqual({
      kind: 'error',
      detail: 'Failed to fetch',
    });
  });
});
