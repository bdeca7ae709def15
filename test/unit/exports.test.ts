import { expect } from 'chai'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { ROOT } from '../../scripts/bundle.mjs'
import { CLIENT_EXPORTS, clientBoundaryOf } from '../../scripts/chunkLayout.mjs'

// The public API, entry by entry (wagmi's exports/index.test.ts): a name added to or dropped from
// an entry fails here until it is listed, so the API only changes on purpose. Names are read from
// the entry's source (each lists its exports by name, STYLE "public exports"), so the React entry,
// whose styles exist only after the build transform, is checked like the others.
const ENTRIES: readonly { entry: string; source: string; values: readonly string[]; types: readonly string[]; wholeModules?: readonly string[] }[] = [
  {
    // Published, `vestibule` is react/vanilla/index.ts: core's names (below: the same list, checked
    // against core/index.ts) with a createAppKit that puts the modal and AppKit's elements on the page.
    entry: 'vestibule',
    source: 'react/vanilla/index.ts',
    values: [
      'API_IMAGES_KEY',
      'ActionTimeoutError',
      'FEATURES_LOADED_KEY',
      'HttpError',
      'InvalidOptionsError',
      'RpcError',
      'SDK_VERSION',
      'TimeoutError',
      'VestibuleError',
      'createAppKit',
      'createEventLog',
      'createReducer',
      'defineEvent',
      'definePlugin',
      'defineSlice',
      'initialState',
      'intentWorkDone',
      'isPairingExpired',
      'isPairingLive',
      'msUntilPairingExpired',
      'namespaceOf',
      'pairingExpiresAt',
      'parseCaipAddress',
      'parseCaipNetworkId',
      'providerKey',
      'serializeError',
      'toCaipAddress',
      'viewDataOf',
    ],
    types: [
      'Account',
      'AccountState',
      'AnySlice',
      'ApiImageKind',
      'ApiImages',
      'AppKit',
      'AppKitEnvironment',
      'AppKitEvent',
      'AppKitOptions',
      'AppKitViewName',
      'CaipAddress',
      'CaipNetwork',
      'CaipNetworkId',
      'ChainNamespace',
      'ConnectionAttempt',
      'ConnectionRecord',
      'ConnectorInfo',
      'DispatchOptions',
      'ErrorCategory',
      'EventCreator',
      'EventInput',
      'EventLog',
      'EventLogDocument',
      'EventMeta',
      'EventType',
      'GetAccountReturnType',
      'GetWalletInfoReturnType',
      'HttpClient',
      'Logger',
      'ModalState',
      'NetworkState',
      'OpenOptions',
      'OptionsSnapshot',
      'PairingState',
      'PluginContext',
      'PluginDefinition',
      'PluginInfo',
      'PluginKind',
      'Providers',
      'PublicState',
      'Reaction',
      'RecentWallet',
      'RedactionRules',
      'Reducer',
      'Registry',
      'ResolvedOptions',
      'RouteName',
      'Select',
      'Selector',
      'SerializedError',
      'SliceDefinition',
      'SnackbarVariant',
      'Teardown',
      'ThemeMode',
      'ThemeState',
      'ThemeVariables',
      'VestibuleEvent',
      'VestibuleEventMap',
      'VestibuleSliceMap',
      'VestibuleState',
      'VestibuleStorageMap',
      'VestibuleViewMap',
      'ViewData',
      'ViewName',
      'ViewRoute',
      'WalletListing',
    ],
  },
  {
    entry: 'vestibule/plugin',
    source: 'core/pluginKit.ts',
    values: [
      'API_IMAGES_KEY',
      'ActionTimeoutError',
      'Alerts',
      'addIntentWork',
      'CHAIN_NAMESPACES',
      'ChainErrorCodes',
      'DEFAULT_RELAY_URL',
      'HTTP_TIMEOUT_MS',
      'HttpError',
      'PLUGIN_DEFINITIONS_KEY',
      'RpcError',
      'StorageKeys',
      'ThrownMessages',
      'TimeoutError',
      'USER_REJECTED_CODE',
      'UserMessages',
      'VestibuleError',
      'alertIdForServerMessage',
      'analyticsEventOf',
      'awaitOutcome',
      'closeModal',
      'connectorIdKey',
      'defineConnector',
      'defineEvent',
      'defineNetwork',
      'definePlugin',
      'defineRegistryKey',
      'defineSlice',
      'goBack',
      'isEvmAddress',
      'isPairingExpired',
      'isPairingLive',
      'isSmartAccount',
      'isSolanaAddress',
      'isUserRejection',
      'lazyStart',
      'msUntilPairingExpired',
      'namespaceOf',
      'normalizeNetwork',
      'openModal',
      'pairingExpiresAt',
      'parseCaipAddress',
      'parseCaipNetworkId',
      'providerErrorCode',
      'providerKey',
      'pushView',
      'replaceView',
      'selectFeatureEnabled',
      'serializeError',
      'splitCaipAddress',
      'toAppKitEvent',
      'toCaipAddress',
      'UNIVERSAL_PROVIDER_KEY',
      'viewDataOf',
      'whenPageIdle',
    ],
    types: [
      'Account',
      'AccountState',
      'ActionContext',
      'AlertId',
      'AnalyticsEvent',
      'AnalyticsMapping',
      'AnySlice',
      'ApiImageKind',
      'ApiImages',
      'AppKitViewName',
      'CaipAddress',
      'CaipNetwork',
      'CaipNetworkId',
      'ChainNamespace',
      'ConnectorContext',
      'ConnectorDefinition',
      'ConnectorDriver',
      'ConnectorInfo',
      'DevtoolsSection',
      'DevtoolsTable',
      'DispatchOptions',
      'ErrorCategory',
      'EventCreator',
      'EventInput',
      'EventMeta',
      'EventType',
      'HttpClient',
      'JsonValue',
      'Logger',
      'ModalState',
      'NativeBalance',
      'NetworkBalances',
      'NetworkDefinition',
      'NetworkDriver',
      'Outcome',
      'PluginContext',
      'PluginDefinition',
      'PluginKind',
      'PluginRedaction',
      'PluginSource',
      'Reaction',
      'RecentWallet',
      'RegisterConnector',
      'Registry',
      'RegistryKey',
      'RemoteFeatureName',
      'ResolvedOptions',
      'RouteName',
      'RouterContribution',
      'RouterContributions',
      'SerializedError',
      'SliceCase',
      'SliceDefinition',
      'SliceName',
      'StoredSnapshot',
      'Teardown',
      'VestibuleEvent',
      'VestibuleEventMap',
      'VestibuleSliceMap',
      'VestibuleState',
      'VestibuleStorage',
      'VestibuleStorageMap',
      'VestibuleViewMap',
      'ViewData',
      'ViewName',
      'ViewRoute',
      'WalletConnection',
      'WalletEvents',
      'WalletListing',
      'WalletRequest',
      'WalletRequester',
    ],
  },
  {
    entry: 'vestibule/react',
    source: 'react/index.ts',
    values: [
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
      'useAppKitActivity',
      'useAppKitBalances',
      'useAppKitEvents',
      'useAppKitNetwork',
      'useAppKitProvider',
      'useAppKitState',
      'useAppKitTheme',
      'useDisconnect',
      'useWalletInfo',
      'useAppKitBalance',
      'useAppKitConnection',
      'useAppKitConnections',
      'useAppKitNetworkCore',
      'useAppKitWallet',
      'useAppKitWallets',
    ],
    types: [
      'AppKitConnection',
      'FetchBalanceReturnType',
      'FetchWalletsOptions',
      'ParsedCaipAddress',
      'UseAppKitBalanceReturnType',
      'UseAppKitConnectionReturnType',
      'UseAppKitConnectionsReturnType',
      'UseAppKitNetworkCoreReturnType',
      'UseAppKitWalletParameters',
      'UseAppKitWalletReturnType',
      'UseAppKitWalletsReturnType',
      'Wallet',
      'WalletItem',
      'AccountButtonProps',
      'AppKitButtonProps',
      'AppKitButtonRenderProps',
      'AppKitButtonRendererProps',
      'AppKitEvent',
      'AppKitInitialState',
      'AppKitModalProps',
      'AppKitProviderProps',
      'ConnectButtonProps',
      'UseAppKitAccountParameters',
      'UseAppKitAccountReturnType',
      'UseAppKitActivityReturnType',
      'UseAppKitBalancesReturnType',
      'UseAppKitNetworkReturnType',
      'Provider',
      'UseAppKitProviderReturnType',
      'UseAppKitReturnType',
      'UseAppKitStateReturnType',
      'UseAppKitThemeReturnType',
      'UseDisconnectReturnType',
      'WalletInfo',
    ],
  },
  {
    // AppKit's custom elements, for a page that defines them itself (createAppKit already does).
    entry: 'vestibule/elements',
    source: 'react/elements/index.ts',
    values: ['APPKIT_ELEMENT_TAGS', 'defineAppKitElements'],
    types: ['AppKitElementProps', 'AppKitElementTag', 'AppKitElementsJsx'],
  },
  {
    // Exporting and replaying a log: tooling, apart so a page that only records carries none of it.
    entry: 'vestibule/log',
    source: 'core/logKit.ts',
    values: [
      'InvalidLogError',
      'LOG_FORMAT',
      'LOG_VERSION',
      'exportLog',
      'foldEvent',
      'internalsOf',
      'redactSecretText',
      'reducerForLog',
      'replay',
      'unknownEventTypes',
    ],
    types: ['ExportLogOptions', 'LogReducer', 'LogSource', 'RedactSecretTextOptions', 'ReplayOptions', 'UnknownEventType'],
  },
  {
    // Everything that needs zod at run time, apart so `vestibule` and `vestibule/plugin` hold none.
    entry: 'vestibule/validation',
    source: 'core/validationKit.ts',
    values: ['balancesResponseSchema', 'formatIssues', 'identitySchema', 'importLog', 'parseWith', 'supportedChainsResponseSchema', 'walletListingSchema'],
    types: ['ParseWithReturnType', 'SchemaIssue'],
  },
  {
    // AppKit's `@reown/appkit/networks`: viem's chains whole (the host's viem decides which), and ours by name.
    entry: 'vestibule/networks',
    source: 'plugins/networks/index.ts',
    wholeModules: ['viem/chains'],
    values: ['bitcoin', 'bitcoinTestnet', 'defineChain', 'solana', 'solanaDevnet', 'solanaTestnet'],
    types: ['AppKitNetwork', 'CaipNetwork', 'CaipNetworkId', 'ChainNamespace'],
  },
  {
    // AppKit's `@reown/appkit-adapter-wagmi`: the one entry that imports wagmi (an optional peer).
    entry: 'vestibule/adapters/wagmi',
    source: 'plugins/adapters/wagmi/index.ts',
    values: ['VESTIBULE_CONNECTOR_ID', 'WagmiAdapter', 'WagmiAdapterError', 'cookieStorage', 'cookieToInitialState', 'createStorage'],
    types: ['CustomRpcUrls', 'VestibuleProvider', 'WagmiAdapterNetwork', 'WagmiAdapterParameters'],
  },
  {
    // AppKit's `@reown/appkit-adapter-ethers`: no ethers inside (the app's BrowserProvider wraps the wallet's provider).
    entry: 'vestibule/adapters/ethers',
    source: 'plugins/adapters/ethers/index.ts',
    values: ['EthersAdapter'],
    types: [],
  },
  {
    // AppKit's `@reown/appkit-adapter-bitcoin`: with the Bitcoin connector and network entries, the only Bitcoin code.
    entry: 'vestibule/adapters/bitcoin',
    source: 'plugins/adapters/bitcoin/index.ts',
    values: ['BitcoinAdapter'],
    types: ['AccountAddress', 'BitcoinAdapterOptions', 'BitcoinConnector', 'SignPSBTParams'],
  },
  {
    // AppKit's `@reown/appkit-adapter-solana`: the one entry that imports @solana/web3.js statically.
    entry: 'vestibule/adapters/solana',
    source: 'plugins/adapters/solana/index.ts',
    values: ['SolanaAdapter'],
    types: ['AdapterOptions', 'AnyTransaction', 'Connection', 'Provider', 'SolanaProviderEvents', 'SolanaWalletAdapter'],
  },
  {
    // AppKit's `@reown/appkit-adapter-solana/react`: the adapter and its `useAppKitConnection`.
    entry: 'vestibule/adapters/solana/react',
    source: 'react/adapters/solana/index.ts',
    values: ['SolanaAdapter', 'useAppKitConnection'],
    types: ['AdapterOptions', 'AnyTransaction', 'Connection', 'Provider', 'SolanaProviderEvents', 'SolanaWalletAdapter', 'UseAppKitConnectionReturnType'],
  },
  {
    entry: 'vestibule/rpc',
    source: 'core/rpc/index.ts',
    values: ['buildRpcUrl', 'createRpcClient'],
    types: ['BuildRpcUrlParameters', 'CreateRpcClientParameters', 'RpcClient', 'RpcClientErrorType'],
  },
]

/**
 * First-party code resolves `vestibule` to core's own entry (a plugin must never reach react/); the
 * published root re-exports exactly its names.
 */
const FIRST_PARTY_SOURCES: Readonly<Record<string, string>> = { vestibule: 'core/index.ts' }

/** What an entry file exports, by kind, and whether it re-exports a whole module. */
function exportsOf(source: string) {
  const file = ts.createSourceFile(source, readFileSync(path.join(ROOT, source), 'utf8'), ts.ScriptTarget.Latest)
  const values: string[] = []
  const types: string[] = []
  const wholeModules: string[] = []
  for (const statement of file.statements) {
    if (!ts.isExportDeclaration(statement)) continue
    if (!statement.exportClause || !ts.isNamedExports(statement.exportClause)) {
      wholeModules.push(statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : '?')
      continue
    }
    for (const element of statement.exportClause.elements) (statement.isTypeOnly || element.isTypeOnly ? types : values).push(element.name.text)
  }
  return { values: values.sort(), types: types.sort(), wholeModules }
}

/** The entries a Node test can load (the React one needs the linaria transform first). */
const LOADERS: Readonly<Record<string, () => Promise<object>>> = {
  vestibule: () => import('vestibule'),
  'vestibule/plugin': () => import('vestibule/plugin'),
  'vestibule/log': () => import('vestibule/log'),
  'vestibule/validation': () => import('vestibule/validation'),
  'vestibule/rpc': () => import('vestibule/rpc'),
  'vestibule/networks': () => import('vestibule/networks'),
  // Loads in Node: nothing in it touches the DOM at import (server rendering imports it).
  'vestibule/elements': () => import('vestibule/elements'),
  'vestibule/adapters/wagmi': () => import('vestibule/adapters/wagmi'),
  'vestibule/adapters/ethers': () => import('vestibule/adapters/ethers'),
  'vestibule/adapters/solana': () => import('vestibule/adapters/solana'),
  'vestibule/adapters/bitcoin': () => import('vestibule/adapters/bitcoin'),
}

/** The run-time names of the modules an entry re-exports whole. */
const WHOLE_MODULE_LOADERS: Readonly<Record<string, () => Promise<object>>> = {
  'viem/chains': () => import('viem/chains'),
}

describe('public API snapshot: every entry exports exactly these names', () => {
  for (const { entry, source, values, types, wholeModules = [] } of ENTRIES) {
    describe(entry, () => {
      it('lists its exports by name (no `export *`, but of the modules it re-exports whole on purpose)', () => {
        expect(exportsOf(source).wholeModules).to.deep.equal(wholeModules)
      })

      it('exports these values and no others', () => {
        expect(exportsOf(source).values).to.deep.equal([...values].sort())
      })

      it('exports these types and no others', () => {
        expect(exportsOf(source).types).to.deep.equal([...types].sort())
      })

      const load = LOADERS[entry]
      if (load) {
        it('has these values at run time', async () => {
          const whole = await Promise.all(wholeModules.map(async module => Object.keys(await WHOLE_MODULE_LOADERS[module]!())))
          expect(Object.keys(await load()).sort()).to.deep.equal([...new Set([...values, ...whole.flat()])].sort())
        })
      }
    })
  }

  it('has a package.json export (the production build, and the development one under its condition), and a tsconfig path for first-party code, for each entry', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { exports: Record<string, { development: string; import: string }> }
    const tsconfig = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile).config as { compilerOptions: { paths: Record<string, string[]> } }
    for (const { entry, source } of ENTRIES) {
      const subpath = entry === 'vestibule' ? '.' : `./${entry.slice('vestibule/'.length)}`
      expect(pkg.exports[subpath]?.import, entry).to.equal(`./dist/${source.replace(/\.ts$/, '.js')}`)
      expect(pkg.exports[subpath]?.development, entry).to.equal(`./dist/dev/${source.replace(/\.ts$/, '.js')}`)
      // Conditions match in order: `development` must come before the `import` every bundler has, and
      // a React entry's client boundary (`react-server`, for server components) before both.
      const boundary = CLIENT_EXPORTS.includes(subpath)
      expect(Object.keys(pkg.exports[subpath] ?? {}), entry).to.deep.equal(
        boundary ? ['types', 'react-server', 'development', 'import'] : ['types', 'development', 'import'],
      )
      if (boundary) {
        const built = (folder: string) => `./dist/${folder}${clientBoundaryOf(source.replace(/\.ts$/, '.js'))}`
        expect((pkg.exports[subpath] as unknown as Record<string, unknown>)['react-server'], entry).to.deep.equal({
          development: built('dev/'),
          default: built(''),
        })
      }
      expect(tsconfig.compilerOptions.paths[entry], entry).to.deep.equal([`./${FIRST_PARTY_SOURCES[entry] ?? source}`])
    }
  })

  it("publishes as `vestibule` exactly core's names (first-party code's `vestibule`), so neither drifts from the other", () => {
    expect(exportsOf('react/vanilla/index.ts')).to.deep.equal(exportsOf('core/index.ts'))
  })

  it('loads the published root in Node as core does (React and the modal only behind import())', async () => {
    const published = await import('../../react/vanilla/index')
    expect(Object.keys(published).sort()).to.deep.equal(Object.keys(await import('vestibule')).sort())
  })
})
