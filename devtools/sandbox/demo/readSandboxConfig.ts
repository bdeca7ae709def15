import { SANDBOX_HOST_CONFIG_GLOBAL, sandboxHostConfigSchema, type SandboxHostConfig } from '../sandboxHostConfig'

/** The page server writes the sandbox's addresses before any script; validated like any input. */
export function readSandboxConfig(): SandboxHostConfig {
  const raw = (window as unknown as Record<string, unknown>)[SANDBOX_HOST_CONFIG_GLOBAL]
  const parsed = sandboxHostConfigSchema.safeParse(raw)
  if (!parsed.success) throw new Error(`The demo page has no valid ${SANDBOX_HOST_CONFIG_GLOBAL}: ${parsed.error.message}`)
  return parsed.data
}
