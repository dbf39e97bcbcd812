import { describe, expect, it } from 'vitest';
import { quietWhileLeaving } from './quiet-while-leaving';

/** Dispatches an uncaught error as the browser reports one; true if the page kept it quiet. */
function reported(target: EventTarget, type: 'error' | 'unhandledrejection') {
  const event = new Event(type, { cancelable: true });
  target.dispatchEvent(event);
  return !event.defaultPrevented;
}

describe('quietWhileLeaving', () => {
  it('reports errors while the page stays, and none once it starts to go', () => {
    const target = new EventTarget() as Window;
    quietWhileLeaving(target);
    expect(reported(target, 'error')).toBe(true);
    expect(reported(target, 'unhandledrejection')).toBe(true);
    target.dispatchEvent(new Event('beforeunload'));
    expect(reported(target, 'error')).toBe(false);
    expect(reported(target, 'unhandledrejection')).toBe(false);
  });

  it.each(['pointerdown', 'keydown', 'pageshow'])(
    'speaks again after a %s: the person stayed, or the page came back',
    (type) => {
      const target = new EventTarget() as Window;
      quietWhileLeaving(target);
      target.dispatchEvent(new Event('beforeunload'));
      target.dispatchEvent(new Event(type));
      expect(reported(target, 'error')).toBe(true);
    },
  );
});
