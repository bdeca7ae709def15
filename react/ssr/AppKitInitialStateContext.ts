import { createContext } from 'react'
import type { AppKitInitialState } from './AppKitInitialState'

/** The server's knowledge of the visitor `<AppKitProvider initialState>` gives its subtree. */
export const AppKitInitialStateContext = createContext<AppKitInitialState | undefined>(undefined)
