import { startChains } from './anvil/startChains'
import type { SandboxChain } from './anvil/startChains'
import type { SandboxNetwork } from './anvil/defineSandboxNetwork'
import { startApiServer } from './api/startApiServer'
import type { ApiServer, StartApiServerParameters } from './api/startApiServer'

export type StartSandboxParameters = {
  /** Port of the API server; omitted: any free port. */
  apiPort?: number
  /** When false, prints one `name: url` line per service. Default true (the caller prints). */
  quiet?: boolean
  /** Passed through to the API server (features, projectIds, ...). */
  api?: Omit<StartApiServerParameters, 'chains' | 'port'>
}

export type SandboxService = { name: string; url: string }

export type Sandbox = {
  chains: SandboxChain[]
  networks: SandboxNetwork[]
  apiUrl: string
  api: ApiServer
  /** `rpc eip155:N` for each chain, then `api`, in the order they should be printed. */
  services: SandboxService[]
  stop: () => Promise<void>
}

/**
 * Starts the whole local backend: both anvil chains and the API server in front
 * of them. If the API server cannot start, the chains are stopped again.
 *
 * @example
 * const sandbox = await startSandbox()
 * sandbox.services // [{ name: 'rpc eip155:31337', url: 'http://127.0.0.1:…' }, …, { name: 'api', url: … }]
 * await sandbox.stop()
 */
export async function startSandbox(parameters: StartSandboxParameters = {}): Promise<Sandbox> {
  const { apiPort, quiet = true } = parameters
  const started = await startChains()
  let api: ApiServer
  try {
    api = await startApiServer({ ...parameters.api, chains: started.chains, port: apiPort })
  } catch (error) {
    await started.stop()
    throw error
  }
  const services: SandboxService[] = [
    ...started.chains.map((chain) => ({ name: `rpc ${chain.caipNetworkId}`, url: chain.rpcUrl })),
    { name: 'api', url: api.url },
  ]
  if (!quiet) for (const service of services) console.log(`${service.name}: ${service.url}`)

  return {
    chains: started.chains,
    networks: started.networks,
    apiUrl: api.url,
    api,
    services,
    stop: async () => {
      await api.stop()
      await started.stop()
    },
  }
}
