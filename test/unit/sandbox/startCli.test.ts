import { expect } from 'chai'
import { spawn } from 'node:child_process'
import type { ChildProcessWithoutNullStreams } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'

const CLI = fileURLToPath(new URL('../../../devtools/sandbox/start.ts', import.meta.url))
const FIXTURE_APP = fileURLToPath(new URL('./fixtures/hostPageApp.tsx', import.meta.url))

/** Reads `name: url` lines from the CLI until the eleven services, the four token contracts and the market router are listed. */
function servicesOf(child: ChildProcessWithoutNullStreams): Promise<string[]> {
  return new Promise((resolve, reject) => {
    let text = ''
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString()
      const lines = text.split('\n').filter(line => line !== '')
      if (lines.length >= 16) resolve(lines)
    })
    child.once('exit', code => reject(new Error(`npm start exited early (${code}): ${text}`)))
  })
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) })
    return true
  } catch {
    return false
  }
}

describe('npm start (devtools/sandbox/start.ts)', function () {
  this.timeout(30_000)

  it('prints one name: url line per service, serves the page, and stops everything on SIGINT', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI], {
      env: { ...process.env, PORT: '0', DEMO_ENTRY: FIXTURE_APP },
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    try {
      const printed = await servicesOf(child)
      expect(printed).to.have.length(16)
      expect(printed.slice(11).map(line => line.replace(/0x[0-9a-fA-F]{40}$/, 'ADDRESS'))).to.deep.equal([
        'erc20 SUSD: ADDRESS',
        'erc20 SGLD: ADDRESS',
        'erc20 SPTS: ADDRESS',
        'erc721 CRIT: ADDRESS',
        'market router eip155:8453: ADDRESS',
      ])
      const lines = printed.slice(0, 11)
      expect(lines[0]).to.match(/^page: http:\/\/localhost:\d+$/)
      expect(lines[1]).to.match(/^rpc eip155:31337: http:\/\/127\.0\.0\.1:\d+$/)
      expect(lines[2]).to.match(/^rpc eip155:31338: http:\/\/127\.0\.0\.1:\d+$/)
      expect(lines[3]).to.match(/^rpc eip155:8453: http:\/\/127\.0\.0\.1:\d+$/)
      expect(lines[4]).to.match(/^rpc solana:localnet: http:\/\/127\.0\.0\.1:\d+$/)
      expect(lines[5]).to.match(/^esplora bip122:0f9188f13cb7b2c71f2a335e3a4fc328: http:\/\/127\.0\.0\.1:\d+$/)
      expect(lines[6]).to.match(/^api: http:\/\/127\.0\.0\.1:\d+$/)
      expect(lines[7]).to.match(/^relay: ws:\/\/127\.0\.0\.1:\d+$/)
      expect(lines[8]).to.match(/^phone: http:\/\/localhost:\d+\/phone$/)
      expect(lines[9]).to.match(/^secure site: http:\/\/localhost:\d+$/)
      expect(lines[10]).to.match(/^inbox: http:\/\/localhost:\d+\/inbox$/)
      // The relay answers a plain HTTP GET too (fetch cannot speak ws://).
      const urls = lines.map(line => line.slice(line.indexOf(': ') + 2).replace(/^ws/, 'http'))

      const html = await (await fetch(urls[0]!)).text()
      expect(html).to.include('window.__VESTIBULE_SANDBOX__ = ')
      for (const url of urls) expect(await answers(url), url).to.equal(true)

      const exited = once(child, 'exit')
      child.kill('SIGINT')
      const [code] = await exited
      expect(code).to.equal(0)
      for (const url of urls) expect(await answers(url), url).to.equal(false)
    } finally {
      // SIGINT first, so a failed assertion still lets the CLI stop its anvil children.
      if (child.exitCode === null) {
        child.kill('SIGINT')
        await Promise.race([once(child, 'exit'), new Promise(resolve => setTimeout(resolve, 3000))])
      }
      if (child.exitCode === null) child.kill('SIGKILL')
    }
  })
})
