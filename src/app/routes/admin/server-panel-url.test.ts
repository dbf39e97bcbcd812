import { describe, expect, it } from 'vitest';
import { MOCK_SERVER_PANEL_URL, serverPanelUrl } from './server-panel-url';

describe('serverPanelUrl', () => {
  it('builds the panel page of a managed instance, encoding the identifier', () => {
    expect(serverPanelUrl('1a2b3c4d', 'https://panel.example.com')).toBe(
      'https://panel.example.com/server/1a2b3c4d',
    );
    expect(serverPanelUrl('a/b?c', 'https://panel.example.com')).toBe(
      'https://panel.example.com/server/a%2Fb%3Fc',
    );
  });

  it('has no page for an instance that is not on the panel', () => {
    expect(serverPanelUrl(null)).toBeUndefined();
    expect(serverPanelUrl('')).toBeUndefined();
  });

  it('falls back to the mock panel when none is configured', () => {
    expect(serverPanelUrl('abc')).toBe(`${MOCK_SERVER_PANEL_URL}/server/abc`);
  });
});
