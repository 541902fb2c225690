/**
 * Keeps the best `limit` institutions by score without sorting them all (a short query offers thousands), and
 * without allocating per offer. An institution offered twice (by its name and by an alias) is kept once, with
 * its better score. Ties go to the shorter name, then to the earlier institution, so results are stable.
 */
export class TopMatches {
  readonly entries: number[] = [];
  readonly scores: number[] = [];
  /** A tag per kept institution (which record matched, and how). */
  readonly tags: number[] = [];

  constructor(
    private readonly limit: number,
    private readonly nameLength: (entry: number) => number,
    /** Off where each item is offered once anyway: the check costs a scan of the kept ones. */
    private readonly deduplicate = true,
  ) {}

  private better(entry: number, score: number, than: number): boolean {
    const otherScore = this.scores[than]!;
    if (score !== otherScore) return score > otherScore;
    const other = this.entries[than]!;
    const lengths = this.nameLength(entry) - this.nameLength(other);
    return lengths !== 0 ? lengths < 0 : entry < other;
  }

  private remove(at: number): void {
    this.entries.splice(at, 1);
    this.scores.splice(at, 1);
    this.tags.splice(at, 1);
  }

  offer(entry: number, score: number, tag = 0): void {
    const kept = this.deduplicate ? this.entries.indexOf(entry) : -1;
    if (kept !== -1) {
      if (score <= this.scores[kept]!) return;
      this.remove(kept);
    }
    const size = this.entries.length;
    if (size === this.limit && !this.better(entry, score, size - 1)) return;
    let at = size;
    while (at > 0 && this.better(entry, score, at - 1)) at -= 1;
    this.entries.splice(at, 0, entry);
    this.scores.splice(at, 0, score);
    this.tags.splice(at, 0, tag);
    if (this.entries.length > this.limit) this.remove(this.limit);
  }

  /** A lower tier is only searched while the better ones leave room. */
  get full(): boolean {
    return this.entries.length >= this.limit;
  }
}
