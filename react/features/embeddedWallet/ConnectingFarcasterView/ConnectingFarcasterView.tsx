import type {} from '../../../../plugins/features/embeddedWallet/embeddedWalletEvents'
import { useEffect, useState } from 'react'
import { EMBEDDED_CONNECTOR_ID } from '../../../../plugins/features/embeddedWallet/embeddedWalletConstants'
import { copyWithSnackbar } from '../../../clipboard/copyWithSnackbar'
import { Button } from '../../../components/Button/Button'
import { QrCode } from '../../../components/QrCode/QrCode'
import { startConnection } from '../../../connect/startConnection'
import { translateStateText, useT } from '../../../i18n'
import { useAppKitInstance } from '../../../instance/useAppKitInstance'
import { en } from '../../../locales/en'
import { embeddedWalletClient } from '../embeddedWalletClient'
import { embeddedWalletMessages } from '../embeddedWalletMessages'
import { errorClass, hintClass } from '../embeddedWalletStyles'
import { errorText } from '../errorText'
import { farcasterClass, farcasterLinksClass } from './ConnectingFarcasterView.styles'

/**
 * SPEC §2 ConnectingFarcaster: the secure frame's Farcaster URI (GET_FARCASTER_URI) as a QR code and
 * a link; the frame answers CONNECT_FARCASTER once the visitor approved there, and the connection follows.
 */
export function ConnectingFarcasterView() {
  const appKit = useAppKitInstance()
  const t = useT(embeddedWalletMessages)
  const core = useT()
  const [url, setUrl] = useState<string>()
  const [error, setError] = useState<string>()

  // Once per visit of the view: a new URI each time it is opened.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `core` is the translator of the moment, not a reason to start again
  useEffect(() => {
    const client = embeddedWalletClient(appKit)
    let stopped = false
    if (!client) return setError(translateStateText(core, 'Unable to load email login dependency'))
    const fail = (caught: unknown) => void (stopped || setError(translateStateText(core, errorText(caught))))
    client
      .getFarcasterUri()
      .then(uri => {
        if (stopped) return
        setUrl(uri)
        return client.connectFarcaster().then(() => void (stopped || startConnection(appKit, EMBEDDED_CONNECTOR_ID)))
      })
      .catch(fail)
    return () => {
      stopped = true
    }
  }, [appKit])

  return (
    <div className={farcasterClass}>
      <QrCode value={url} size={232} label={t('farcasterQr')} />
      <p className={hintClass}>{t('farcasterScan')}</p>
      {error ? (
        <p role="alert" className={errorClass}>
          {error}
        </p>
      ) : null}
      <div className={farcasterLinksClass}>
        <Button variant="neutral" icon="copy" disabled={!url} onClick={() => url && copyWithSnackbar(appKit, url, en['snackbar.linkCopied'])}>
          {t('farcasterCopy')}
        </Button>
        {url ? (
          <a href={url} target="_blank" rel="noopener noreferrer">
            {t('farcasterOpen')}
          </a>
        ) : null}
      </div>
    </div>
  )
}
