import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves after the current task, once its microtasks and earlier tasks are done', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('earlier timeout'), 0);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const waited = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    order.push('sync');
    await waited;
    expect(order).toEqual(['earlier timeout', 'sync', 'microtask', 'next task']);
  });
});
