import { expect } from 'chai'
import { loadSolanaLibraries, MissingSolanaLibrariesError, type SolanaLoaders } from '../../../../../plugins/networks/solana/solanaLibraries'

// The loader's behaviour on a host that did not install the Solana peers; the loading itself is
// driven end to end by the Solana send browser tests.
const web3 = { PublicKey: class {} } as unknown as Awaited<ReturnType<SolanaLoaders['web3']>>
const splToken = { TOKEN_PROGRAM_ID: 'token' } as unknown as Awaited<ReturnType<SolanaLoaders['splToken']>>
const loaders = (overrides: Partial<SolanaLoaders>): SolanaLoaders => ({
  buffer: async () => ({ Buffer: globalThis.Buffer }),
  web3: async () => web3,
  splToken: async () => splToken,
  ...overrides,
})

describe('loadSolanaLibraries (the optional Solana peers of Send)', () => {
  it('hands over web3.js and spl-token when they load', async () => {
    expect(await loadSolanaLibraries(loaders({}))).to.deep.equal({ web3, splToken })
  })

  it("names the packages to install when the host's bundle lacks one (Vite's stand-in for a missing peer)", async () => {
    const missing = new Error('Could not resolve "@solana/spl-token" imported by "vestibule". Is it installed?')
    const error = await loadSolanaLibraries(loaders({ splToken: () => Promise.reject(missing) })).catch((caught: unknown) => caught)
    expect(error).to.be.instanceOf(MissingSolanaLibrariesError)
    expect((error as Error).message).to.equal(
      'Sending on Solana needs @solana/web3.js, @solana/spl-token, buffer installed beside vestibule (npm install @solana/web3.js @solana/spl-token buffer)',
    )
    expect((error as Error).cause).to.equal(missing)
  })

  it('passes any other failure on as it came (a chunk that did not download is a network failure, not a missing package)', async () => {
    const offline = new TypeError('Failed to fetch dynamically imported module: http://localhost/chunks/web3.js')
    const error = await loadSolanaLibraries(loaders({ web3: () => Promise.reject(offline) })).catch((caught: unknown) => caught)
    expect(error).to.equal(offline)
  })
})
