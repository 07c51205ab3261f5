/**
 * Runs once when a Next server starts. Next compiles this file for the Edge runtime too, where Node's
 * modules do not exist, so everything server-side is in ./instrumentation-node.ts, imported only under
 * the Node.js runtime: the Edge build then holds none of it (and prints no "Ecmascript file had an error").
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') await (await import('./instrumentation-node')).registerNode()
}
