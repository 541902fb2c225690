/**
 * An in-process read/write lock: any number of readers, or one writer. A request that changes the state holds the
 * write lock for its whole transaction, so no request of this process reads what it has not committed yet (the
 * state is cached in memory and changed in place). Writers are served in arrival order and readers that come after
 * a waiting writer wait behind it, so a stream of reads cannot starve a write.
 */
export class ReadWriteLock {
  private readers = 0;
  private writing = false;
  private readonly queue: Array<{ write: boolean; start: () => void }> = [];

  read<T>(work: () => Promise<T>): Promise<T> {
    return this.acquire(false, work);
  }

  write<T>(work: () => Promise<T>): Promise<T> {
    return this.acquire(true, work);
  }

  private async acquire<T>(write: boolean, work: () => Promise<T>): Promise<T> {
    if (!this.canStart(write) || this.queue.length > 0)
      await new Promise<void>((start) => this.queue.push({ write, start }));
    else this.enter(write);
    try {
      return await work();
    } finally {
      this.leave(write);
    }
  }

  private canStart(write: boolean): boolean {
    return write ? !this.writing && this.readers === 0 : !this.writing;
  }

  private enter(write: boolean): void {
    if (write) this.writing = true;
    else this.readers += 1;
  }

  private leave(write: boolean): void {
    if (write) this.writing = false;
    else this.readers -= 1;
    this.startWaiting();
  }

  /** Starts the waiting in order: a writer alone, or every reader up to the next writer. */
  private startWaiting(): void {
    while (this.queue.length > 0) {
      const next = this.queue[0]!;
      if (!this.canStart(next.write)) return;
      this.queue.shift();
      this.enter(next.write);
      next.start();
      if (next.write) return;
    }
  }
}
