import { describe, expect, it } from 'vitest';
import { isPermission } from '../admin/permissions';
import { ACTION_EVENT_NAMES } from '../player/action-event-names';
import { ACTIONS } from './actions';

// What each action asks, toasts and raises, as a person meets it against the mock:
// src/api/instances/action-words.test.ts.
describe('the action table', () => {
  it('lists every event an action raises once, and no other (the shell listens to that list)', () => {
    const raised = new Set(Object.values(ACTIONS).map((a) => a.event));
    raised.delete(null);
    expect([...ACTION_EVENT_NAMES].sort()).toEqual([...raised].sort());
  });

  it('uses only known permissions and never a DOM event name', () => {
    for (const a of Object.values(ACTIONS)) {
      expect(isPermission(a.permission)).toBe(true);
      expect(['reset', 'search', 'submit', 'change', 'input']).not.toContain(a.event);
    }
  });
});
