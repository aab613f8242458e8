/** A timer for one wait: armed once (arming it again while it runs changes nothing), cleared when the wait ends. */
export class Deadline {
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly ms: number,
    private readonly onExpire: () => void,
  ) {}

  arm(): void {
    this.timer ??= setTimeout(() => {
      this.timer = null;
      this.onExpire();
    }, this.ms);
  }

  clear(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
