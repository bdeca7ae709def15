import { useContext } from 'react'
import { VestibuleError, type AppKit } from '../../core'
import { AppKitContext } from './AppKitContext'
import { getDefaultAppKit } from './defaultAppKit'

/** The instance of the nearest `<AppKitProvider>`, else the default one; throws when there is neither. */
export function useAppKitInstance(): AppKit {
  const appKit = useContext(AppKitContext) ?? getDefaultAppKit()
  if (!appKit)
    throw new VestibuleError(
      'No Vestibule instance: call createAppKit() from vestibule/react before rendering, or wrap the tree in <AppKitProvider appKit={…}>.',
    )
  return appKit
}
