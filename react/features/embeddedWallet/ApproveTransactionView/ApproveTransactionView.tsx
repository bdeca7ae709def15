import type {} from '../../../../plugins/features/embeddedWallet/embeddedWalletEvents'
import { css } from '@linaria/core'
import { useLayoutEffect, useRef } from 'react'
import { useAppKitInstance } from '../../../instance/useAppKitInstance'
import { embeddedWalletClient } from '../embeddedWalletClient'

const frameAreaClass = css`
  height: 420px;
`

/**
 * SPEC §2, §6 ApproveTransaction: the secure frame itself shows the request and its Approve and
 * Reject buttons (the page never sees the keys nor draws the decision); this view makes room for it
 * and keeps it over its box while shown.
 */
export function ApproveTransactionView() {
  const appKit = useAppKitInstance()
  const area = useRef<HTMLDivElement>(null)

  useLayoutEffect(() => {
    const client = embeddedWalletClient(appKit)
    const element = area.current
    if (!client || !element) return
    let frame: Awaited<ReturnType<typeof client.frame>> | undefined
    let stopped = false
    const place = () => {
      const { top, left, width, height } = element.getBoundingClientRect()
      frame?.show({ top, left, width, height })
    }
    void client.frame().then(loaded => {
      if (stopped) return
      frame = loaded
      place()
    })
    const observer = new ResizeObserver(place)
    observer.observe(element)
    window.addEventListener('resize', place)
    window.addEventListener('scroll', place, true)
    return () => {
      stopped = true
      observer.disconnect()
      window.removeEventListener('resize', place)
      window.removeEventListener('scroll', place, true)
      frame?.hide()
    }
  }, [appKit])

  return <div ref={area} className={frameAreaClass} />
}
