import { expect } from 'chai'
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { mnemonicToAccount } from 'viem/accounts'
import { SANDBOX_MNEMONIC } from '../../../../../devtools/sandbox/sandboxConstants'

const run = promisify(execFile)
const ACCOUNT_0 = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 0 }).address
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url))

// wagmi 2.x and 3.x are both current: the adapter is run against @wagmi/core 2 in a process of its
// own (a module hook resolves `@wagmi/core` to the 2.22 copy), so the two majors never share one.
describe('WagmiAdapter with wagmi 2 (@wagmi/core 2.22, sandbox wallet, real anvil)', function () {
  this.timeout(120_000)

  it("connects through the modal, signs, switches chain, restores after a reload and disconnects, on wagmi 2's actions", async () => {
    // Killed before the test's own timeout, so a stuck scenario fails with what it printed.
    const { stdout } = await run(process.execPath, ['--import', 'tsx', '--import', here('./registerWagmiCore2.mjs'), here('./wagmi2Scenario.ts')], {
      maxBuffer: 8 * 1024 * 1024,
      timeout: 100_000,
    })
    const seen = JSON.parse(stdout.trim().split('\n').at(-1)!)
    expect(seen.version).to.match(/^2\./)
    expect(seen.connected).to.deep.equal({ address: ACCOUNT_0, chainId: 31337, connector: 'vestibule', status: 'connected' })
    expect(seen.signatureValid).to.equal(true)
    expect(seen.afterSwitch).to.deep.equal({ modal: 'eip155:31338', wallet: 31338, wagmi: 31338 })
    expect(seen.restored).to.deep.equal({ address: ACCOUNT_0, requests: 0 })
    expect(seen.afterDisconnect).to.deep.equal({ modal: 'disconnected', wagmi: 'disconnected' })
  })
})
