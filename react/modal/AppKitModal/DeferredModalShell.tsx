import { createElement, useEffect, useState, type ComponentType } from 'react'
import { intentWorkDone, type AppKit, type VestibuleState } from '../../../core'
import { featuresRegistered } from '../../features/startFeatures'
import { useAppKitInstance } from '../../instance/useAppKitInstance'
import { useAppKitSelector } from '../../state/useAppKitSelector'

/**
 * The modal is wanted once the visitor shows intent (pointer, touch or focus on a button, or a call
 * to `open`/`connect`, all of which set `intentShown`), when it is open, or always when embedded.
 */
const selectModalWanted = (state: VestibuleState) => state.intentShown || state.modal.isOpen || state.options?.enableEmbedded === true

let loaded: ComponentType | undefined
let loading: Promise<ComponentType> | undefined
const loadShell = () =>
  (loading ??= import('../ModalShell/ModalShell').then(
    module => (loaded = module.ModalShell),
    (error: unknown) => {
      // Offline: forget the failed load, so the next intent fetches again.
      loading = undefined
      throw error
    },
  ))

/**
 * The chunk, fetched on the first intent event (before React renders for it). Not `lazy` with
 * Suspense: React holds a Suspense fallback for at least 300 ms, far longer than the chunk takes.
 */
function useShell(appKit: AppKit, wanted: boolean): ComponentType | undefined {
  const [shell, setShell] = useState(() => loaded)
  useEffect(() => {
    if (shell) return
    let live = true
    // The features' views are registered first, so the shell never draws one as unavailable; the
    // plugins' intent work (announced wallets being validated) is done, so no list draws half full.
    const load = () =>
      Promise.all([loadShell(), featuresRegistered(appKit), intentWorkDone(appKit.registry)]).then(
        ([Shell]) => live && setShell(() => Shell),
        (error: unknown) => appKit.logger.error('The modal failed to load', error),
      )
    if (wanted) {
      void load()
      return () => void (live = false)
    }
    const subscription = appKit.events$.subscribe(event => {
      if (event.type === 'app/intent-shown') void load()
    })
    return () => {
      live = false
      subscription.unsubscribe()
    }
  }, [appKit, wanted, shell])
  return shell
}

/**
 * The modal's shell, header, views and their CSS are a chunk of their own, fetched on the visitor's
 * first intent: a page nobody touches never downloads, parses or keeps them, and the connect button
 * paints sooner. Hovering or focusing the button gives the chunk the time until the click; an
 * early click from script opens the modal as soon as the chunk arrives.
 */
export function DeferredModalShell() {
  const appKit = useAppKitInstance()
  const wanted = useAppKitSelector(selectModalWanted)
  const shell = useShell(appKit, wanted)
  return wanted && shell ? createElement(shell) : null
}
