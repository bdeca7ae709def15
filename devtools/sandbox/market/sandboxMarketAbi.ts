import sandboxMarketContracts from './sandboxContracts.json' with { type: 'json' }

/** The compiled ABIs of the market contracts (sandboxContracts.json, from `npm run contracts`). */
export const sandboxRouterAbi = sandboxMarketContracts.contracts.SandboxRouter.abi
export const sandboxPairAbi = sandboxMarketContracts.contracts.SandboxPair.abi
