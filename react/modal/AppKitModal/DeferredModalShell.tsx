import { createElement, useEffect, useState, type ComponentType } from 'react'
import { intentWorkDone, type AppKit, type VestibuleState } from '../../../core'
import { loadHeadlessActions } from '../../../core/actions/loadHeadlessActions'
import { whenPageIdle } from '../../../core/scheduling/whenPageIdle'
import { lazyChunk } from '../../../core/utils/lazyChunk'
import { featuresRegistered } from '../../featureHost/startFeatures'
import { useAppKitInstance } from '../../instance/useAppKitInstance'
import { useAppKitSelector } from '../../state/useAppKitSelector'
import { expectFirstView } from '../firstView'
import { ModalCardPlaceholder } from './ModalCardPlaceholder'

/**
 * The modal is wanted once the visitor shows intent (pointer, touch or focus on a button, or a call
 * to `open`/`connect`, all of which set `intentShown`), when it is open, or always when embedded.
 */
const selectModalWanted = (state: VestibuleState) => state.intentShown || state.modal.isOpen || state.options?.enableEmbedded === true

/** Open as a dialog (embedded cards wait for their chunk: they are part of the page, not a click's answer). */
const selectPlaceholderShown = (state: VestibuleState) => state.modal.isOpen && state.options?.enableEmbedded !== true

// Offline, a failed load is forgotten, so the next intent fetches again.
const shellChunk = lazyChunk(() => import('../ModalShell/ModalShell'))

/**
 * The chunk, fetched on the first intent event (before React renders for it), or earlier, once the
 * page is idle after its first paint: then a click finds the modal ready (issue 27). It is our own
 * code from the host's origin; nothing it does before intent contacts a hosted service. Not `lazy`
 * with Suspense: React holds a Suspense fallback for at least 300 ms, far longer than the chunk takes.
 */
function useShell(appKit: AppKit, wanted: boolean): ComponentType | undefined {
  const [shell, setShell] = useState<ComponentType | undefined>(() => shellChunk.loaded()?.ModalShell)
  useEffect(() => {
    if (shell) return
    let live = true
    // The features' views are registered first, so the shell never draws one as unavailable; the
    // plugins' intent work (announced wallets being validated) is done, so no list draws half full.
    const load = () =>
      Promise.all([shellChunk.load(), featuresRegistered(appKit), intentWorkDone(appKit.registry)]).then(
        ([{ ModalShell }]) => live && setShell(() => ModalShell),
        (error: unknown) => appKit.logger.error('The modal failed to load', error),
      )
    if (wanted) {
      void load()
      return () => void (live = false)
    }
    const subscription = appKit.events$.subscribe(event => {
      if (event.type === 'app/intent-shown') void load()
    })
    void whenPageIdle().then(() => {
      if (!live) return
      // The headless actions a click dispatches through come in the same idle time.
      void loadHeadlessActions().catch(() => undefined)
      void load()
    })
    return () => {
      live = false
      subscription.unsubscribe()
    }
  }, [appKit, wanted, shell])
  return shell
}

/**
 * The modal's shell, header, views and their CSS are a chunk of their own, fetched once the page
 * is idle after its first paint or on the visitor's first intent, whichever comes first: the
 * connect button paints sooner, and a click finds the card drawn (hidden) and opens it at once. A
 * click before then (from script, in the button's first frame) gets a card in its own frame, which
 * the shell replaces as soon as its chunk arrives.
 */
export function DeferredModalShell() {
  const appKit = useAppKitInstance()
  // React runs this before it handles the first click, so the work that click starts waits for the view.
  useEffect(() => expectFirstView(appKit), [appKit])
  const wanted = useAppKitSelector(selectModalWanted)
  const open = useAppKitSelector(selectPlaceholderShown)
  const shell = useShell(appKit, wanted)
  if (shell) return createElement(shell)
  return open ? <ModalCardPlaceholder /> : null
}
