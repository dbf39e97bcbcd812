// @vitest-environment jsdom
import { createEvent, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOUCH_HOLD_MS, usePointerReorder } from './use-pointer-reorder';

const ROW_PX = 40;
const ids = ['a', 'b', 'c', 'd'];

function Harness({ onDrop }: { onDrop: (from: number, to: number) => void }) {
  const { held, onHandlePointerDown } = usePointerReorder({
    indexAt: (clientY) => Math.max(0, Math.min(ids.length - 1, Math.floor(clientY / ROW_PX))),
    indexOf: (id) => ids.indexOf(id),
    onDrop,
  });
  return (
    <ul>
      {ids.map((id) => (
        <li key={id} data-held={held?.id === id || undefined}>
          <button
            type="button"
            aria-label={`Drag ${id}`}
            onPointerDown={(event) => onHandlePointerDown(event, id)}
          />
        </li>
      ))}
    </ul>
  );
}

/** A pointer event with the time the browser stamped on it (what the hold is measured by). */
function pointer(
  target: Element | Window,
  type: 'pointerDown' | 'pointerMove' | 'pointerUp',
  clientY: number,
  timeStamp: number,
  pointerType: 'touch' | 'mouse',
) {
  const event = createEvent[type](target, {
    pointerId: 1,
    pointerType,
    isPrimary: true,
    button: 0,
    clientX: 10,
    clientY,
  });
  Object.defineProperty(event, 'timeStamp', { value: timeStamp });
  fireEvent(target, event);
}

/** The list with its drop spy, and the handle of the row with this id. */
function setup(id: string) {
  const onDrop = vi.fn();
  const view = render(<Harness onDrop={onDrop} />);
  return { onDrop, handle: view.getByRole('button', { name: `Drag ${id}` }) };
}

afterEach(() => vi.useRealTimers());

describe('drag to reorder by the handle', () => {
  it('a finger that held the handle long enough drags, even when the hold timer has not run yet', () => {
    vi.useFakeTimers();
    const { onDrop, handle } = setup('c');
    pointer(handle, 'pointerDown', 2 * ROW_PX + 20, 1000, 'touch');
    // A busy main thread: the move is handled first, its time stamp is past the hold.
    pointer(window, 'pointerMove', ROW_PX + 20, 1000 + TOUCH_HOLD_MS + 50, 'touch');
    pointer(window, 'pointerMove', 10, 1000 + TOUCH_HOLD_MS + 100, 'touch');
    pointer(window, 'pointerUp', 10, 1000 + TOUCH_HOLD_MS + 150, 'touch');
    expect(onDrop).toHaveBeenCalledExactlyOnceWith(2, 0);
  });

  it('a finger that moves before the hold is a swipe and moves nothing', () => {
    vi.useFakeTimers();
    const { onDrop, handle } = setup('c');
    pointer(handle, 'pointerDown', 2 * ROW_PX + 20, 1000, 'touch');
    pointer(window, 'pointerMove', ROW_PX + 20, 1000 + TOUCH_HOLD_MS - 60, 'touch');
    vi.advanceTimersByTime(TOUCH_HOLD_MS * 2);
    pointer(window, 'pointerMove', 10, 1000 + TOUCH_HOLD_MS * 3, 'touch');
    pointer(window, 'pointerUp', 10, 1000 + TOUCH_HOLD_MS * 3 + 50, 'touch');
    expect(onDrop).not.toHaveBeenCalled();
  });

  it('a finger lifts the row when the hold timer runs, before any move', () => {
    vi.useFakeTimers();
    const { onDrop, handle } = setup('a');
    pointer(handle, 'pointerDown', 20, 1000, 'touch');
    vi.advanceTimersByTime(TOUCH_HOLD_MS);
    pointer(window, 'pointerMove', 3 * ROW_PX + 20, 1000 + TOUCH_HOLD_MS + 10, 'touch');
    pointer(window, 'pointerUp', 3 * ROW_PX + 20, 1000 + TOUCH_HOLD_MS + 20, 'touch');
    expect(onDrop).toHaveBeenCalledExactlyOnceWith(0, 3);
  });

  it('a mouse drags as soon as it moves, and a click without a move drops nothing', () => {
    const { onDrop, handle } = setup('b');
    pointer(handle, 'pointerDown', ROW_PX + 20, 1000, 'mouse');
    pointer(window, 'pointerUp', ROW_PX + 20, 1010, 'mouse');
    expect(onDrop).not.toHaveBeenCalled();
    pointer(handle, 'pointerDown', ROW_PX + 20, 2000, 'mouse');
    pointer(window, 'pointerMove', 2 * ROW_PX + 20, 2005, 'mouse');
    pointer(window, 'pointerUp', 2 * ROW_PX + 20, 2010, 'mouse');
    expect(onDrop).toHaveBeenCalledExactlyOnceWith(1, 2);
  });
});
