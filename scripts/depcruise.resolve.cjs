// The resolve aliases dependency-cruiser (.dependency-cruiser.cjs) reads: tsconfig.json's `paths`.
const path = require('node:path')

const root = path.resolve(__dirname, '..')

module.exports = {
  resolve: {
    alias: {
      'vestibule/plugin$': path.join(root, 'core/pluginKit.ts'),
      'vestibule/log$': path.join(root, 'core/logKit.ts'),
      'vestibule/validation$': path.join(root, 'core/validationKit.ts'),
      'vestibule/rpc$': path.join(root, 'core/rpc/index.ts'),
      'vestibule/react$': path.join(root, 'react/index.ts'),
      'vestibule/elements$': path.join(root, 'react/elements/index.ts'),
      'vestibule/networks$': path.join(root, 'plugins/networks/index.ts'),
      // The embedded wallet is a feature, published under the connectors' subpath it always had.
      'vestibule/plugins/connectors/embedded$': path.join(root, 'plugins/features/embeddedWallet/index.ts'),
      'vestibule/plugins': path.join(root, 'plugins'),
      'vestibule/adapters/wagmi$': path.join(root, 'plugins/adapters/wagmi/index.ts'),
      'vestibule/adapters/ethers$': path.join(root, 'plugins/adapters/ethers/index.ts'),
      'vestibule/adapters/bitcoin$': path.join(root, 'plugins/adapters/bitcoin/index.ts'),
      'vestibule/adapters/solana$': path.join(root, 'plugins/adapters/solana/index.ts'),
      'vestibule/adapters/solana/react$': path.join(root, 'react/adapters/solana/index.ts'),
      vestibule$: path.join(root, 'core/index.ts'),
    },
  },
}
