import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/** npm names the platform packages after Go-style arch names, not node's `process.arch`. */
const ARCH_NAMES: Partial<Record<string, string>> = { x64: 'amd64', arm64: 'arm64' }

/**
 * Finds the anvil executable shipped in `@foundry-rs/anvil`'s platform sub-package.
 * We spawn the binary directly rather than the package's `bin.mjs` wrapper so that
 * there is a single process to stop (the wrapper would be a second node process).
 *
 * @example
 * spawn(resolveAnvilBinary(), ['--port', '0'])
 */
export function resolveAnvilBinary(): string {
  const arch = ARCH_NAMES[process.arch]
  if (!arch) throw new Error(`anvil has no build for architecture ${process.arch}`)
  const binary = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  const platformPackage = `@foundry-rs/anvil-${process.platform}-${arch}`
  try {
    return require.resolve(`${platformPackage}/bin/${binary}`)
  } catch (cause) {
    throw new Error(`anvil binary not found: ${platformPackage} is not installed (it is an optional dependency of @foundry-rs/anvil)`, { cause })
  }
}
