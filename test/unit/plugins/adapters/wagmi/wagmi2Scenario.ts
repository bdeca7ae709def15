// Run by wagmiCore2.test.ts in a process where `@wagmi/core` is wagmi 2's (registerWagmiCore2.mjs):
// the modal and wagmi on one connection, through wagmi 2's actions. Prints what it saw as JSON.
import { connect, createStorage, disconnect, getAccount, reconnect, signMessage, switchChain, version } from '@wagmi/core'
import { verifyMessage } from 'viem'
import { internalsOf } from 'vestibule/log'
import { createAppKit, type AppKit } from '../../../../../core/appkit/createAppKit'
import { WagmiAdapter } from '../../../../../plugins/adapters/wagmi'
import { startChains } from '../../../../../devtools/sandbox/anvil/startChains'
import { createSandboxWallet } from '../../../../../devtools/sandbox/wallet/createSandboxWallet'
import { createMemoryPermissionStore } from '../../../../../devtools/sandbox/wallet/permissionStore'
import { CONNECTOR_ID, testConnector } from '../../testConnector'
import { memoryStorage, offlineEnvironment } from '../../../offlineEnvironment'

const until = async (check: () => boolean, ms = 15_000) => {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise(resolve => setTimeout(resolve, 10))
  }
}

const chains = await startChains()
const opened: AppKit[] = []
try {
  const walletChains = chains.chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name }))
  const networks = walletChains.map(chain => ({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  }))
  const permissions = createMemoryPermissionStore()
  const vestibuleStorage = memoryStorage()
  const wagmiMap = new Map<string, string>()
  const setup = () => {
    const wallet = createSandboxWallet({ chains: walletChains, approval: 'auto', storage: permissions, origin: 'http://localhost' })
    const storage = createStorage({
      storage: {
        getItem: key => wagmiMap.get(key) ?? null,
        setItem: (key, value) => void wagmiMap.set(key, value),
        removeItem: key => void wagmiMap.delete(key),
      },
    })
    const adapter = new WagmiAdapter({ projectId: 'test', networks, storage })
    const appKit = createAppKit(
      { projectId: 'test', networks, adapters: [adapter], plugins: [testConnector(wallet.provider)] },
      offlineEnvironment({ storage: vestibuleStorage }),
    )
    opened.push(appKit)
    return { appKit, config: adapter.wagmiConfig, wallet }
  }

  const first = setup()
  const connector = first.config.connectors.find(candidate => candidate.id === 'vestibule')!
  // wagmi's connect opens the modal; the visitor connects there.
  const connecting = connect(first.config, { connector })
  await until(() => first.appKit.getState().modal.isOpen)
  await first.appKit.connect({ connectorId: CONNECTOR_ID })
  const connected = await connecting
  const account = getAccount(first.config)
  const signature = await signMessage(first.config, { message: 'wagmi 2' })
  const signatureValid = await verifyMessage({ address: account.address!, message: 'wagmi 2', signature })
  await switchChain(first.config, { chainId: walletChains[1]!.chainId })
  await until(() => getAccount(first.config).chainId === walletChains[1]!.chainId)
  const afterSwitch = { modal: first.appKit.getState().activeCaipNetworkId, wallet: first.wallet.getState().chainId, wagmi: getAccount(first.config).chainId }
  first.appKit.destroy()

  // A reload: new instances on the same storages; wagmi's reconnect takes the restored connection.
  const second = setup()
  await reconnect(second.config)
  await until(() => getAccount(second.config).status === 'connected')
  const restored = {
    address: getAccount(second.config).address,
    requests: internalsOf(second.appKit)
      .log.events()
      .filter(event => event.type === 'connection/requested').length,
  }
  await disconnect(second.config)
  const afterDisconnect = { modal: second.appKit.getState().accounts.eip155?.status, wagmi: getAccount(second.config).status }

  console.log(
    JSON.stringify({
      version,
      connected: { address: connected.accounts[0], chainId: connected.chainId, connector: account.connector?.id, status: account.status },
      signatureValid,
      afterSwitch,
      restored,
      afterDisconnect,
    }),
  )
} finally {
  for (const appKit of opened) appKit.destroy()
  // Bounded, then out: a handle left open (a client's timer, a socket) must not keep this process,
  // and the test waiting for it, alive once the result is printed.
  await Promise.race([chains.stop(), new Promise(resolve => setTimeout(resolve, 5_000))])
  process.exit(process.exitCode ?? 0)
}
