import { expect } from 'chai'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'

const FIXTURE = fileURLToPath(new URL('./fixtures/startAnvilThenExit.ts', import.meta.url))

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Runs the fixture in its own node process and resolves with anvil's pid once it is up. */
async function runFixture(mode: 'exit' | 'signal') {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE, mode], { stdio: ['ignore', 'pipe', 'inherit'] })
  const pid = await new Promise<number>((resolve, reject) => {
    let text = ''
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString()
      const match = /pid (\d+)/.exec(text)
      if (match) resolve(Number(match[1]))
    })
    child.once('exit', code => reject(new Error(`fixture exited early with ${code}`)))
  })
  return { child, pid }
}

async function waitUntilDead(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true
    await new Promise(resolve => setTimeout(resolve, 20))
  }
  return !isAlive(pid)
}

describe('anvil process reaping', function () {
  this.timeout(15_000)
  // Both fixtures start together: each costs a node + tsx start-up.
  let exiting: Promise<Awaited<ReturnType<typeof runFixture>>>
  let signalled: Promise<Awaited<ReturnType<typeof runFixture>>>

  before(() => {
    exiting = runFixture('exit')
    signalled = runFixture('signal')
    // Rejections are observed in the tests; keep them from counting as unhandled meanwhile.
    exiting.catch(() => {})
    signalled.catch(() => {})
  })

  it('kills anvil when node exits without stopping it', async () => {
    const { child, pid } = await exiting
    if (child.exitCode === null) await once(child, 'exit')
    expect(await waitUntilDead(pid, 5000)).to.equal(true)
  })

  it('kills anvil when node is terminated by SIGTERM, and node still terminates', async () => {
    const { child, pid } = await signalled
    expect(isAlive(pid)).to.equal(true)
    const exited = once(child, 'exit')
    child.kill('SIGTERM')
    const [, signal] = await exited
    expect(signal).to.equal('SIGTERM')
    expect(await waitUntilDead(pid, 5000)).to.equal(true)
  })
})
