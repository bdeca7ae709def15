import { createContext } from 'react'
import type { AppKit } from '../../core'

/** The instance `<AppKitProvider>` gives its subtree; undefined means "use the default instance". */
export const AppKitContext = createContext<AppKit | undefined>(undefined)
