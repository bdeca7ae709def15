import type { PhoneWallet, PhoneWalletState } from '../../../../devtools/sandbox/phoneWallet/phoneWalletTypes'

/** Resolves with the phone's state once it satisfies the predicate (checked now and on every change). */
export function phoneState(phone: PhoneWallet, predicate: (state: PhoneWalletState) => boolean, label: string, ms = 15_000): Promise<PhoneWalletState> {
  return new Promise((resolve, reject) => {
    const check = (): boolean => {
      const state = phone.getState()
      if (!predicate(state)) return false
      clearTimeout(timer)
      unsubscribe()
      resolve(state)
      return true
    }
    const timer = setTimeout(() => {
      unsubscribe()
      reject(new Error(`timed out waiting for the phone: ${label}`))
    }, ms)
    const unsubscribe = phone.subscribe(() => void check())
    check()
  })
}

/** Polls a condition that has no event of its own (the relay's counters). */
export async function until(condition: () => boolean, label: string, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${label}`)
    await new Promise(resolve => setTimeout(resolve, 10))
  }
}
