// Shared by the app (readiness, Connection: close while draining) and the server (signals), so
// the app can be built and tested without owning a listener.
export interface Lifecycle {
  readonly shuttingDown: boolean;
  beginShutdown(): void;
  /** Resources to release once the listener is closed (e.g. the api keep-alive agent). */
  onClose(release: () => void): void;
  close(): void;
}

export function createLifecycle(): Lifecycle {
  let shuttingDown = false;
  const releases: Array<() => void> = [];
  return {
    get shuttingDown() {
      return shuttingDown;
    },
    beginShutdown() {
      shuttingDown = true;
    },
    onClose(release) {
      releases.push(release);
    },
    close() {
      for (const release of releases.splice(0)) release();
    },
  };
}
