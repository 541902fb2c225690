/**
 * Keeps the best `limit` entries by score without sorting them all (a short query offers thousands), and without
 * allocating per offer. Ties go to the shorter name, then to the earlier entry, so results are stable.
 */
export class TopMatches {
  readonly entries: number[] = [];
  readonly scores: number[] = [];
  /** A tag per kept entry (the tier it came from). */
  readonly tags: number[] = [];
  /** Every entry offered, kept or not: a lower tier is only searched while this is under the limit. */
  offered = 0;

  constructor(
    private readonly limit: number,
    private readonly nameLength: (entry: number) => number,
  ) {}

  private better(entry: number, score: number, than: number): boolean {
    const otherScore = this.scores[than]!;
    if (score !== otherScore) return score > otherScore;
    const other = this.entries[than]!;
    const lengths = this.nameLength(entry) - this.nameLength(other);
    return lengths !== 0 ? lengths < 0 : entry < other;
  }

  offer(entry: number, score: number, tag = 0): void {
    this.offered += 1;
    const size = this.entries.length;
    if (size === this.limit && !this.better(entry, score, size - 1)) return;
    let at = size;
    while (at > 0 && this.better(entry, score, at - 1)) at -= 1;
    this.entries.splice(at, 0, entry);
    this.scores.splice(at, 0, score);
    this.tags.splice(at, 0, tag);
    if (this.entries.length > this.limit) {
      this.entries.pop();
      this.scores.pop();
      this.tags.pop();
    }
  }

  get full(): boolean {
    return this.offered >= this.limit;
  }
}
