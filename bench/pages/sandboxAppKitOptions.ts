import type { AppKitOptions } from '../../core'
import { sandboxAppKitOptions as optionsFor } from '../../devtools/sandbox/page/sandboxAppKitOptions'
import type { SandboxHostConfig } from '../../devtools/sandbox/sandboxHostConfig'

/**
 * The options a bench page runs with: the sandbox's chains and services, from the config the
 * page server writes. Read as a plain object: the measured bundle must hold the library, not the
 * sandbox's validation.
 */
export function sandboxAppKitOptions(): Omit<AppKitOptions, 'plugins'> {
  return optionsFor((window as unknown as { __VESTIBULE_SANDBOX__: SandboxHostConfig }).__VESTIBULE_SANDBOX__)
}
