import type { DevtoolsScenario } from '../../index'
import { RELAY_DROP_PATH } from '../page/sandboxControlRoutes'
import type { SandboxWalletHandle } from '../wallet/mountSandboxWallet'

const wallet = (win: Window): SandboxWalletHandle => {
  const handle = (win as Window & { __sandboxWallet?: SandboxWalletHandle }).__sandboxWallet
  if (!handle) throw new Error('The sandbox wallet is not installed on this page')
  return handle
}

/** The sandbox's failure switches, as devtools scenarios (the library panel never imports the sandbox). */
export function sandboxScenarios(win: Window): DevtoolsScenario[] {
  return [
    {
      id: 'wallet-reject-next',
      label: 'Sandbox wallet rejects the next request (4001)',
      run: async () => wallet(win).rejectNext(),
    },
    {
      id: 'wallet-disconnect',
      label: 'Disconnect from the wallet side',
      run: async () => wallet(win).disconnectFromWallet(),
    },
    {
      id: 'relay-drop',
      label: 'Drop the WalletConnect relay connections',
      run: async () => {
        const response = await win.fetch(RELAY_DROP_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
        if (!response.ok) throw new Error(`The page server answered ${response.status}`)
      },
    },
  ]
}
