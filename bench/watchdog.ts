/**
 * Ends the whole run after `limitMs`, whatever is hanging: `cleanUp` runs first (e.g. kill the server child),
 * then the process exits 1. Returns the function that disarms it.
 */
export function startWatchdog(limitMs: number, cleanUp: () => void): () => void {
  const timer = setTimeout(() => {
    console.error(`bench: still running after ${Math.round(limitMs / 1000)} s, stopping everything`);
    try {
      cleanUp();
    } finally {
      process.exit(1);
    }
  }, limitMs);
  timer.unref();
  return () => clearTimeout(timer);
}
