import { expect } from 'chai'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from '../../../scripts/bundle.mjs'

// The entry imports linaria styles, which only exist after the build transform, so the names are
// read from the source: each is listed by name there (STYLE "public exports").
const exported = (kind: 'value' | 'type') =>
  [...readFileSync(path.join(ROOT, 'react/index.ts'), 'utf8').matchAll(kind === 'value' ? /^export \{ ([^}]+) \}/gm : /^export type \{ ([^}]+) \}/gm)]
    .flatMap(match => match[1]!.split(',').map(name => name.trim()))
    .sort()

describe('vestibule/react public API', () => {
  it('exports these values and no others', () => {
    expect(exported('value')).to.deep.equal([
      'AccountButton',
      'AppKitButton',
      'AppKitButtonRenderer',
      'AppKitModal',
      'AppKitProvider',
      'ConnectButton',
      'NetworkButton',
      'createAppKit',
      'useAppKit',
      'useAppKitAccount',
      'useAppKitEvents',
      'useAppKitNetwork',
      'useAppKitProvider',
      'useAppKitState',
      'useAppKitTheme',
      'useDisconnect',
      'useWalletInfo',
    ])
  })

  it('exports these types', () => {
    expect(exported('type')).to.deep.equal([
      'AccountButtonProps',
      'AppKitButtonProps',
      'AppKitButtonRenderProps',
      'AppKitButtonRendererProps',
      'AppKitEvent',
      'AppKitModalProps',
      'AppKitProviderProps',
      'ConnectButtonProps',
      'UseAppKitAccountParameters',
      'UseAppKitAccountReturnType',
      'UseAppKitNetworkReturnType',
      'UseAppKitProviderReturnType',
      'UseAppKitReturnType',
      'UseAppKitStateReturnType',
      'UseAppKitThemeReturnType',
      'UseDisconnectReturnType',
      'WalletInfo',
    ])
  })
})
