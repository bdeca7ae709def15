import { z } from 'zod'
import type { Eip2255Permission, PermissionStore } from './sandboxWalletTypes'

/** Where a real extension would keep "this site may see my accounts"; survives a page reload. */
export const PERMISSION_STORAGE_KEY = 'sandbox-wallet:permitted'

const storedPermissions = z.array(
  z.object({
    invoker: z.string(),
    parentCapability: z.literal('eth_accounts'),
    caveats: z.array(z.object({ type: z.string(), value: z.unknown() })),
    date: z.number(),
  }),
)

/** For node tests: two wallets sharing one memory store behave like one extension across a reload. */
export function createMemoryPermissionStore(initial: Eip2255Permission[] = []): PermissionStore {
  let permissions = initial
  return {
    read: () => permissions,
    write: next => {
      permissions = next
    },
    clear: () => {
      permissions = []
    },
  }
}

/** Browser store; unreadable or foreign data counts as "no permission", like a wiped extension. */
export function createLocalStoragePermissionStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  key: string = PERMISSION_STORAGE_KEY,
): PermissionStore {
  return {
    read: () => {
      const raw = storage.getItem(key)
      if (raw === null) return []
      try {
        const parsed = storedPermissions.safeParse(JSON.parse(raw))
        return parsed.success ? parsed.data : []
      } catch {
        return []
      }
    },
    write: permissions => storage.setItem(key, JSON.stringify(permissions)),
    clear: () => storage.removeItem(key),
  }
}
