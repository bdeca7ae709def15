import { useId, useState, type KeyboardEvent } from 'react'
import type { VestibuleState } from '../../../../core'
import { HISTORY_NAMESPACES } from '../../../../plugins/features/portfolio/portfolioConstants'
import { useT } from '../../../i18n'
import { useAppKitSelector } from '../../../state/useAppKitSelector'
import { portfolioMessages } from '../portfolioMessages'
import { ActivityTab } from './ActivityTab'
import { panelClass, tabClass, tabListClass, tabsClass } from './AccountTabs.styles'
import { NftsTab } from './NftsTab'
import { TokensTab } from './TokensTab'

type TabId = 'tokens' | 'nfts' | 'activity'

/** SPEC §9: activity is eip155 (and Bitcoin, issue 29); SPEC §6: the remote `activity` flag overrides `features.history`. */
// `features.history` from state: AppKit's updateFeatures changes it while the modal shows.
const selectActivityAllowed = (state: VestibuleState): boolean =>
  (HISTORY_NAMESPACES as readonly string[]).includes(state.activeNamespace ?? '') &&
  state.remoteFeatures?.activity !== false &&
  state.options?.features.history !== false

/**
 * SPEC §2 Account tabs: Tokens, NFTs and Activity, as a keyboard-operable tab list (arrows move
 * between tabs). Only the chosen tab is drawn, so a closed Activity tab fetches nothing.
 */
export function AccountTabs() {
  const t = useT(portfolioMessages)
  const activityAllowed = useAppKitSelector(selectActivityAllowed)
  const tabs: TabId[] = activityAllowed ? ['tokens', 'nfts', 'activity'] : ['tokens', 'nfts']
  const [chosen, setChosen] = useState<TabId>('tokens')
  const current = tabs.includes(chosen) ? chosen : 'tokens'
  const id = useId()

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (step === 0) return
    event.preventDefault()
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const next = tabs[(tabs.indexOf(current) + (rtl ? -step : step) + tabs.length) % tabs.length]!
    setChosen(next)
    event.currentTarget.querySelector<HTMLElement>(`[data-tab="${next}"]`)?.focus()
  }

  return (
    <section className={tabsClass} aria-label={t('tabs')}>
      <div role="tablist" className={tabListClass} onKeyDown={onKeyDown}>
        {tabs.map(tab => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`${id}-${tab}`}
            data-tab={tab}
            aria-selected={tab === current}
            aria-controls={`${id}-panel`}
            tabIndex={tab === current ? 0 : -1}
            className={tabClass}
            onClick={() => setChosen(tab)}
          >
            {t(`tab.${tab}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${current}`} className={panelClass}>
        {current === 'tokens' && <TokensTab />}
        {current === 'nfts' && <NftsTab />}
        {current === 'activity' && <ActivityTab />}
      </div>
    </section>
  )
}
