import { Buffer } from 'buffer'

// @solana/spl-token encodes its instructions with the global `Buffer` that Node has and browsers
// lack (the Solana wallet-adapter docs ask dapps for the same polyfill). Only set where missing,
// once, by the Solana send chunk: an EVM-only page never loads it.
const scope = globalThis as { Buffer?: unknown }
if (scope.Buffer === undefined) scope.Buffer = Buffer
