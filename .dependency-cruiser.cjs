// The import rules of STYLE.md "Files and names", checked in CI (`npm run lint`), type-only
// imports included: a type knot ties modules together as surely as a value import does.

// Core's floors, bottom up (issue 30): a file imports from its own floor and the floors below it,
// never from one above, so each floor can be read, tested and replaced knowing only what is under it.
// The entries (index.ts, pluginKit.ts, logKit.ts, validationKit.ts) stand on top of them all.
const CORE_FLOORS = [
  // The ground floor: plain data, as state, events and the log hold it (types, zod schemas, constants, errors).
  { name: 'ground', folders: ['constants.ts', 'errors', 'schemas', 'events'] },
  // Tools that know no state: RxJS, clocks and idle callbacks, the registry, HTTP and RPC clients, storage.
  { name: 'utilities', folders: ['utils', 'rx', 'logger', 'registry', 'scheduling', 'http', 'rpc', 'storage', 'images'] },
  // The fold: reducers and router, the event log, the store that stamps and publishes.
  { name: 'state', folders: ['state', 'log', 'store', 'pairing'] },
  // The plugin host and what plugins are written on: options, project configuration, connector and network contracts.
  { name: 'host', folders: ['plugins', 'options', 'config', 'connectors', 'networks'] },
  // The plugins core registers itself (persistence, project configuration, restore watchdog, options check).
  { name: 'built-in plugins', folders: ['builtInPlugins'] },
  // What an app calls: headless actions and getters.
  { name: 'actions', folders: ['actions', 'getters'] },
  // createAppKit and the instance.
  { name: 'appkit', folders: ['appkit'] },
]
const CORE_ENTRIES = ['index.ts', 'pluginKit.ts', 'logKit.ts', 'validationKit.ts']
const inCore = folders => `^core/(${folders.map(folder => folder.replace(/\./g, '\\.')).join('|')})(/|$)`

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...CORE_FLOORS.map((floor, index) => ({
      name: `core-floor-${floor.name.replace(/ /g, '-')}-imports-no-higher-floor`,
      severity: 'error',
      comment: `Core is built in floors (CORE_FLOORS): the ${floor.name} floor imports only from itself and the floors below it, type-only imports included.`,
      from: { path: inCore(floor.folders) },
      to: { path: '^core/', pathNot: inCore(CORE_FLOORS.slice(0, index + 1).flatMap(below => below.folders)) },
    })),
    {
      name: 'core-files-stand-on-a-floor',
      severity: 'error',
      comment: "Every core folder is on one of core's floors (CORE_FLOORS) or is an entry: a new folder says where it stands.",
      from: { path: '^core/', pathNot: inCore([...CORE_FLOORS.flatMap(floor => floor.folders), ...CORE_ENTRIES]) },
      to: {},
    },
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'No import cycle in the library, type-only imports included.',
      from: { path: '^(core|plugins|react|devtools)/' },
      to: { circular: true },
    },
    {
      name: 'core-imports-no-layer',
      severity: 'error',
      comment: 'Core is framework-free and knows no plugin, view or devtools.',
      from: { path: '^core/' },
      to: { path: '^(plugins|react|devtools)/' },
    },
    {
      name: 'plugins-never-import-react',
      severity: 'error',
      comment: 'Plugins are framework-free: a feature\'s screens live in react/features/<name>/.',
      from: { path: '^plugins/' },
      to: { path: '^(react|devtools)/' },
    },
    {
      name: 'library-never-imports-sandbox',
      severity: 'error',
      comment: 'The sandbox makes the demo and the tests real; the library never depends on it.',
      from: { path: '^(core|plugins|react|devtools)/', pathNot: '^devtools/sandbox/' },
      to: { path: '^devtools/sandbox/' },
    },
    {
      name: 'react-never-imports-devtools',
      severity: 'error',
      comment: 'A host that does not import vestibule/devtools ships none of it.',
      from: { path: '^react/' },
      to: { path: '^devtools/' },
    },
    {
      name: 'optional-peers-stay-in-their-namespace',
      severity: 'error',
      comment:
        'An optional peer (Solana, WalletConnect) is imported, statically or with import(), only inside its own namespace\'s entries ' +
        '(plugins/connectors/solana, plugins/connectors/bitcoin, plugins/networks/solana, plugins/networks/bitcoin, plugins/connectors/walletConnect, plugins/adapters/wagmi, plugins/adapters/solana), which a host imports only when it installed the peer. ' +
        'esbuild and webpack resolve every import() they bundle: one elsewhere stops the build of an app without the peer (issue 25). ' +
        'ethers is no peer at all: an ethers app wraps the wallet provider in its own BrowserProvider (plugins/adapters/ethers imports none).',
      from: { path: '^(core|plugins|react)/', pathNot: '^plugins/(connectors/(solana|bitcoin|walletConnect)|networks/(solana|bitcoin)|adapters/(wagmi|solana))/' },
      to: { path: '(^|node_modules/)(@solana/|@wallet-standard/|@walletconnect/|@wagmi/|@scure/btc-signer($|/)|wagmi($|/)|ethers($|/)|@tanstack/react-query($|/)|bs58($|/)|buffer($|/))', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'features-stay-in-their-folders',
      severity: 'error',
      comment: 'A feature lives in plugins/features/<name>/ and react/features/<name>/; another feature\'s files are not its to import (share through react/components, react/styles or core).',
      from: { path: '^(plugins|react)/features/([^/]+)/' },
      to: { path: '^(plugins|react)/features/[^/]+/', pathNot: '^(plugins|react)/features/$2/' },
    },
    {
      name: 'shell-never-imports-feature-views',
      severity: 'error',
      comment:
        'The React shell (modal, views, components, hooks) knows no feature: a feature contributes its views, rows and connect methods through its manifest, ' +
        'which the feature host (react/featureHost/, the catalogue) and the composition root (react/index.ts, react/createAppKit.ts) read (issue 30).',
      from: { path: '^react/', pathNot: '^react/(features/|index\\.ts$|createAppKit\\.ts$)' },
      to: { path: '^react/features/[^/]+/' },
    },
    {
      name: 'shell-never-imports-feature-plugins',
      severity: 'error',
      comment:
        "The React shell reads no feature's slice, events or actions: a feature contributes what the shell shows (the directory's wallets, a view's rows) through its manifest (issue 30).",
      from: { path: '^react/', pathNot: '^react/(features/|index\\.ts$|createAppKit\\.ts$)' },
      to: { path: '^plugins/features/' },
    },
    {
      name: 'plugins-use-public-entries',
      severity: 'error',
      comment: 'First-party plugins import core only through vestibule, vestibule/plugin, vestibule/validation and vestibule/log (and vestibule/rpc), as a third party would.',
      from: { path: '^plugins/' },
      to: { path: '^core/', pathNot: '^core/(index|pluginKit|validationKit|logKit)\\.ts$|^core/rpc/index\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules is not followed, but kept: the optional-peers rule looks at imports into it.
    exclude: { path: '(^|/)dist/|\\.test\\.tsx?$' },
    tsPreCompilationDeps: true,
    // tsconfig's `paths`, as resolve aliases: handing dependency-cruiser the tsconfig itself makes
    // it resolve the bare `react` package to the repository's react/ folder.
    webpackConfig: { fileName: 'scripts/depcruise.resolve.cjs' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    moduleSystems: ['es6'],
  },
}
