import type { ChildProcess } from 'node:child_process'

/**
 * Makes sure child processes started by the sandbox die with the node process.
 * Children are spawned detached (their own process group), so a terminal Ctrl-C
 * or a `kill` of node does not reach them by itself: we kill their groups on
 * `exit` and on the termination signals.
 */

const live = new Set<ChildProcess>()
let installed = false

const SIGNALS: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP']

/** Signals a child's whole process group; on Windows there are no groups, so the child itself. */
export function signalProcessGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return
  try {
    if (process.platform === 'win32') child.kill(signal)
    else process.kill(-child.pid, signal)
  } catch {
    // ESRCH: the group is already gone, which is what we wanted.
  }
}

function killAll(): void {
  for (const child of live) signalProcessGroup(child, 'SIGKILL')
  live.clear()
}

function onSignal(signal: NodeJS.Signals): void {
  killAll()
  // Keep node's default meaning of the signal (terminate) unless the host program
  // registered its own handler, in which case it decides when to exit.
  process.off(signal, onSignal)
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal)
}

function install(): void {
  if (installed) return
  installed = true
  process.on('exit', killAll)
  for (const signal of SIGNALS) process.on(signal, onSignal)
}

/**
 * Registers a child to be killed when node exits; returns the unregister function,
 * to call once the child has been stopped normally.
 */
export function reapOnExit(child: ChildProcess): () => void {
  install()
  live.add(child)
  const forget = (): void => {
    live.delete(child)
  }
  child.once('exit', forget)
  return forget
}
