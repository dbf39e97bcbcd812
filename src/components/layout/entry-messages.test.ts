import { describe, expect, it } from 'vitest';
import { ERROR_PAGE_TITLE } from '@/components/layout/error-page';
import { NO_SERVERS_MESSAGE } from '@/components/sidebar/instance-sidebar';
import { EMPTY_MESSAGES, GENERIC_MESSAGES } from '@/lib/messages';

// The shell spells two spec texts itself to keep the message table out of the first download.
describe('texts of the first screen', () => {
  it('are the ones of the message table', () => {
    expect(ERROR_PAGE_TITLE).toBe(GENERIC_MESSAGES.unexpectedErrorTitle);
    expect(NO_SERVERS_MESSAGE).toBe(EMPTY_MESSAGES.servers);
  });
});
