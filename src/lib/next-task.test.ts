import { describe, expect, it } from 'vitest';
import { inNextTask, nextTask } from './next-task';

describe('inNextTask', () => {
  it('runs the callback after the current task, not during it', async () => {
    const order: string[] = [];
    inNextTask(() => order.push('next task'));
    order.push('this task');
    await Promise.resolve(); // microtasks of this task run first
    order.push('microtask');
    await nextTask();
    expect(order).toEqual(['this task', 'microtask', 'next task']);
  });

  it('does not run a cancelled callback', async () => {
    let ran = false;
    const cancel = inNextTask(() => (ran = true));
    cancel();
    await nextTask();
    await nextTask();
    expect(ran).toBe(false);
  });
});
