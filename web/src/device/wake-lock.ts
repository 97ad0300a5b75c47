// Keeps the screen awake while a table is shown (Screen Wake Lock API, where there is one): held
// from opening a table to leaving it, asked again when the page comes back into view.
export class WakeLock {
  private wanted = false;
  private sentinel: WakeLockSentinel | null = null;

  constructor() {
    document.addEventListener('visibilitychange', () => {
      if (this.wanted && document.visibilityState === 'visible') this.acquire();
    });
  }

  hold() {
    this.wanted = true;
    this.acquire();
  }

  release() {
    this.wanted = false;
    const held = this.sentinel;
    this.sentinel = null;
    held?.release().catch(() => undefined);
  }

  private async acquire() {
    if (!('wakeLock' in navigator) || (this.sentinel && !this.sentinel.released)) return;
    try {
      const sentinel = await navigator.wakeLock.request('screen');
      if (this.wanted) this.sentinel = sentinel;
      else sentinel.release().catch(() => undefined);
    } catch {
      // Refused (battery saver, page hidden): the screen may sleep.
    }
  }
}
