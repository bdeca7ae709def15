// `npm run contracts`: compiles the sandbox's Solidity (each folder of PACKAGES: its contracts/*.sol,
// on OpenZeppelin) with solc-js, whose compiler ships inside the npm package (no download at run
// time), and writes abi + bytecode to that folder's sandboxContracts.json, which is committed:
// `npm start` deploys it without compiling anything.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)
const solc = require('solc')
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
/** Sandbox folders holding a contracts/ folder; each gets its own artifact beside it. */
const PACKAGES = ['devtools/sandbox/tokens', 'devtools/sandbox/market', 'devtools/sandbox/secureSite']

/** Resolves `@openzeppelin/...` imports from node_modules and `./X.sol` from the package's contracts/ folder. */
function importsFrom(contracts) {
  return importPath => {
    try {
      const local = path.join(contracts, importPath)
      return { contents: readFileSync(importPath.startsWith('@') ? require.resolve(importPath) : local, 'utf8') }
    } catch {
      return { error: `not found: ${importPath}` }
    }
  }
}

for (const folder of PACKAGES) compilePackage(path.join(ROOT, folder))

function compilePackage(folder) {
  const CONTRACTS = path.join(folder, 'contracts')
  const OUT = path.join(folder, 'sandboxContracts.json')
  const sources = Object.fromEntries(
    readdirSync(CONTRACTS)
      .filter(file => file.endsWith('.sol'))
      .map(file => [file, { content: readFileSync(path.join(CONTRACTS, file), 'utf8') }]),
  )

  const input = {
    language: 'Solidity',
    sources,
    // Cancun: OpenZeppelin 5 uses mcopy; anvil's default hardfork is newer still.
    settings: { evmVersion: 'cancun', optimizer: { enabled: true, runs: 200 }, outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: importsFrom(CONTRACTS) }))
  const errors = (output.errors ?? []).filter(error => error.severity === 'error')
  if (errors.length > 0) {
    for (const error of errors) console.error(error.formattedMessage)
    process.exit(1)
  }

  const artifact = { compiler: solc.version(), contracts: {} }
  for (const file of Object.keys(sources)) {
    for (const [name, contract] of Object.entries(output.contracts[file])) {
      artifact.contracts[name] = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
    }
  }
  writeFileSync(OUT, `${JSON.stringify(artifact, null, 1)}\n`)
  console.log(`${Object.keys(artifact.contracts).join(', ')} → ${path.relative(ROOT, OUT)} (solc ${artifact.compiler})`)
}
