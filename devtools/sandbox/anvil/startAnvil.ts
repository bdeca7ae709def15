import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { SANDBOX_ACCOUNT_COUNT, SANDBOX_MNEMONIC } from '../sandboxConstants'
import { reapOnExit, signalProcessGroup } from './processReaper'
import { resolveAnvilBinary } from './resolveAnvilBinary'

export type StartAnvilParameters = {
  chainId: number
  /** Defaults to the sandbox mnemonic, so account addresses are the same on every chain. */
  mnemonic?: string
  accounts?: number
  /** Listening address; loopback only, the sandbox never serves the network. */
  host?: string
  /** Startup budget in milliseconds (anvil usually answers within ~100 ms). */
  timeoutMs?: number
}

export type AnvilInstance = {
  chainId: number
  rpcUrl: string
  pid: number
  /** Terminates the anvil process group and resolves once it has exited. */
  stop: () => Promise<void>
}

const LISTENING_LINE = /Listening on (\S+):(\d+)/
const OUTPUT_TAIL_CHARS = 4000
const STOP_GRACE_MS = 2000

/**
 * Starts one anvil node on a free loopback port and waits until it answers
 * `eth_chainId` with the requested chain id.
 *
 * The port comes from anvil itself (`--port 0`, read from its "Listening on"
 * line) rather than from probing a free port first, which would race with other
 * processes. anvil's output is drained but never printed.
 *
 * @example
 * const anvil = await startAnvil({ chainId: 31337 })
 * await fetch(anvil.rpcUrl, { method: 'POST', body: '{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber"}' })
 * await anvil.stop()
 */
export async function startAnvil(parameters: StartAnvilParameters): Promise<AnvilInstance> {
  const { chainId, mnemonic = SANDBOX_MNEMONIC, accounts = SANDBOX_ACCOUNT_COUNT, host = '127.0.0.1', timeoutMs = 20_000 } = parameters
  const args = ['--chain-id', String(chainId), '--port', '0', '--host', host, '--mnemonic', mnemonic, '--accounts', String(accounts)]
  // detached: its own process group, so stop() can kill the whole group and a
  // Ctrl-C aimed at a parent test runner is handled by our reaper, not raced.
  const child = spawn(resolveAnvilBinary(), args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  const forget = reapOnExit(child)
  const output = collectOutput(child)
  const deadline = Date.now() + timeoutMs

  try {
    const port = await waitForListeningPort(child, output, deadline)
    const rpcUrl = `http://${host}:${port}`
    await waitForChainId(rpcUrl, chainId, deadline)
    return { chainId, rpcUrl, pid: child.pid ?? -1, stop: () => stopChild(child, forget) }
  } catch (error) {
    await stopChild(child, forget)
    throw error
  }
}

type OutputTail = { text: () => string; onLine: (listener: (line: string) => void) => () => void }

/** Keeps reading anvil's output (a full pipe would block it) and remembers the tail for error messages. */
function collectOutput(child: ChildProcess): OutputTail {
  let tail = ''
  let partial = ''
  const listeners = new Set<(line: string) => void>()
  const onData = (chunk: Buffer): void => {
    const text = chunk.toString('utf8')
    tail = (tail + text).slice(-OUTPUT_TAIL_CHARS)
    if (listeners.size === 0) return
    const lines = (partial + text).split('\n')
    partial = lines.pop() ?? ''
    for (const line of lines) for (const listener of listeners) listener(line)
  }
  child.stdout?.on('data', onData)
  child.stderr?.on('data', onData)
  return {
    text: () => tail,
    onLine: listener => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

function waitForListeningPort(child: ChildProcess, output: OutputTail, deadline: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`anvil did not start listening in time\n${output.text()}`)), deadline - Date.now())
    const stopListening = output.onLine(line => {
      const match = LISTENING_LINE.exec(line)
      if (match?.[2]) finish(undefined, Number(match[2]))
    })
    const onExit = (code: number | null, signal: string | null): void =>
      finish(new Error(`anvil exited before listening (code ${code}, signal ${signal})\n${output.text()}`))
    const onError = (error: Error): void => finish(error)
    child.once('exit', onExit)
    child.once('error', onError)

    function finish(error?: Error, port?: number): void {
      clearTimeout(timer)
      stopListening()
      child.off('exit', onExit)
      child.off('error', onError)
      if (error) reject(error)
      else resolve(port as number)
    }
  })
}

/** anvil prints its address a moment before the RPC handler is guaranteed to answer; poll until it does. */
async function waitForChainId(rpcUrl: string, chainId: number, deadline: number): Promise<void> {
  let lastError: unknown
  while (Date.now() < deadline) {
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      const body = (await response.json()) as { result?: string }
      if (body.result !== undefined && Number(body.result) === chainId) return
      lastError = new Error(`anvil at ${rpcUrl} answered chain id ${body.result}, expected ${chainId}`)
    } catch (error) {
      lastError = error
    }
    await new Promise(resolve => setTimeout(resolve, 20))
  }
  throw new Error(`anvil at ${rpcUrl} did not answer eth_chainId in time`, { cause: lastError })
}

async function stopChild(child: ChildProcess, forget: () => void): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = once(child, 'exit')
    signalProcessGroup(child, 'SIGTERM')
    const timer = setTimeout(() => signalProcessGroup(child, 'SIGKILL'), STOP_GRACE_MS)
    await exited
    clearTimeout(timer)
  }
  forget()
}
