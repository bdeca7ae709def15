/**
 * The swap functions of 1inch's Aggregation Router V6 (the router AppKit's convert API builds for,
 * listed in SWAP_ROUTERS), from its published interface: what a built swap's calldata is decoded
 * with before signing. 1inch's `Address` type is a uint256 whose low 160 bits are the address and
 * whose high bits carry flags, so it is a `uint256` here. Any other selector is not decoded.
 */
const swapDescription = {
  name: 'desc',
  type: 'tuple',
  components: [
    { name: 'srcToken', type: 'address' },
    { name: 'dstToken', type: 'address' },
    { name: 'srcReceiver', type: 'address' },
    { name: 'dstReceiver', type: 'address' },
    { name: 'amount', type: 'uint256' },
    { name: 'minReturnAmount', type: 'uint256' },
    { name: 'flags', type: 'uint256' },
  ],
} as const

const returnAmount = [{ name: 'returnAmount', type: 'uint256' }] as const
const uint = <const N extends string>(name: N) => ({ name, type: 'uint256' }) as const

export const swapRouterAbi = [
  {
    type: 'function',
    name: 'swap',
    stateMutability: 'payable',
    inputs: [{ name: 'executor', type: 'address' }, swapDescription, { name: 'data', type: 'bytes' }],
    outputs: [uint('returnAmount'), uint('spentAmount')],
  },
  {
    type: 'function',
    name: 'unoswap',
    stateMutability: 'nonpayable',
    inputs: [uint('token'), uint('amount'), uint('minReturn'), uint('dex')],
    outputs: returnAmount,
  },
  {
    type: 'function',
    name: 'unoswap2',
    stateMutability: 'nonpayable',
    inputs: [uint('token'), uint('amount'), uint('minReturn'), uint('dex'), uint('dex2')],
    outputs: returnAmount,
  },
  {
    type: 'function',
    name: 'unoswap3',
    stateMutability: 'nonpayable',
    inputs: [uint('token'), uint('amount'), uint('minReturn'), uint('dex'), uint('dex2'), uint('dex3')],
    outputs: returnAmount,
  },
  {
    type: 'function',
    name: 'unoswapTo',
    stateMutability: 'nonpayable',
    inputs: [uint('to'), uint('token'), uint('amount'), uint('minReturn'), uint('dex')],
    outputs: returnAmount,
  },
  {
    type: 'function',
    name: 'unoswapTo2',
    stateMutability: 'nonpayable',
    inputs: [uint('to'), uint('token'), uint('amount'), uint('minReturn'), uint('dex'), uint('dex2')],
    outputs: returnAmount,
  },
  {
    type: 'function',
    name: 'unoswapTo3',
    stateMutability: 'nonpayable',
    inputs: [uint('to'), uint('token'), uint('amount'), uint('minReturn'), uint('dex'), uint('dex2'), uint('dex3')],
    outputs: returnAmount,
  },
  { type: 'function', name: 'ethUnoswap', stateMutability: 'payable', inputs: [uint('minReturn'), uint('dex')], outputs: returnAmount },
  { type: 'function', name: 'ethUnoswap2', stateMutability: 'payable', inputs: [uint('minReturn'), uint('dex'), uint('dex2')], outputs: returnAmount },
  {
    type: 'function',
    name: 'ethUnoswap3',
    stateMutability: 'payable',
    inputs: [uint('minReturn'), uint('dex'), uint('dex2'), uint('dex3')],
    outputs: returnAmount,
  },
  { type: 'function', name: 'ethUnoswapTo', stateMutability: 'payable', inputs: [uint('to'), uint('minReturn'), uint('dex')], outputs: returnAmount },
  {
    type: 'function',
    name: 'ethUnoswapTo2',
    stateMutability: 'payable',
    inputs: [uint('to'), uint('minReturn'), uint('dex'), uint('dex2')],
    outputs: returnAmount,
  },
  {
    type: 'function',
    name: 'ethUnoswapTo3',
    stateMutability: 'payable',
    inputs: [uint('to'), uint('minReturn'), uint('dex'), uint('dex2'), uint('dex3')],
    outputs: returnAmount,
  },
] as const
