import { useState } from 'react'
import type { EmbeddedWalletClient } from '../../../plugins/features/embeddedWallet'
import { translateStateText, useT } from '../../i18n'
import { useAppKitInstance } from '../../instance/useAppKitInstance'
import { embeddedWalletClient } from './embeddedWalletClient'
import { errorText } from './errorText'

/**
 * A step the secure frame answers (a code, a device approval, an email change): busy while it
 * runs, its failure kept as the visitor's text, and SPEC §8's message when the frame's client is
 * not there to ask.
 *
 * @example
 * const { run, busy, error } = useFrameAction()
 * run(client => client.connectOtp(otp))
 */
export function useFrameAction() {
  const appKit = useAppKitInstance()
  const core = useT()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const run = async (action: (client: EmbeddedWalletClient) => Promise<unknown>): Promise<void> => {
    const client = embeddedWalletClient(appKit)
    if (!client) return setError(translateStateText(core, 'Unable to load email login dependency'))
    setError(undefined)
    setBusy(true)
    try {
      await action(client)
    } catch (caught) {
      setError(translateStateText(core, errorText(caught)))
    } finally {
      setBusy(false)
    }
  }
  return { run, busy, error, setError }
}
