import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, inNextTask, nextTask } from './next-task';

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

describe('afterNextPaint', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves in a task after the next frame, neither before it nor inside it', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    let resolved = false;
    const done = afterNextPaint().then(() => (resolved = true));
    await nextTask();
    await nextTask();
    expect(resolved).toBe(false);
    frames.shift()?.(0);
    await Promise.resolve();
    expect(resolved).toBe(false);
    await done;
    expect(resolved).toBe(true);
  });
});
