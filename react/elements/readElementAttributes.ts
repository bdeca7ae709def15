import type { ChainNamespace } from '../../core'
import { CHAIN_NAMESPACES } from '../../core/constants'
import type { AppKitElementTag } from './appKitElementTags'

/** What the elements' attributes say, as the React buttons take it. */
export interface AppKitElementProps {
  readonly size?: 'md' | 'sm'
  readonly label?: string
  readonly loadingLabel?: string
  readonly balance?: 'show' | 'hide'
  readonly disabled?: boolean
  readonly namespace?: ChainNamespace
  readonly wallet?: string
}

const CHOICES = {
  size: ['md', 'sm'],
  balance: ['show', 'hide'],
  namespace: CHAIN_NAMESPACES,
} as const satisfies Partial<Record<keyof AppKitElementProps, readonly string[]>>

/**
 * An attribute whose value is one of a few words: anything else is named on the console and left
 * out (the button's default), never a crash. Checked by hand, not with zod: an element paints with
 * the page, and zod waits for the visitor's intent (issue 11).
 */
function choice<K extends keyof typeof CHOICES>(element: Element, tag: AppKitElementTag, name: K): (typeof CHOICES)[K][number] | undefined {
  const value = element.getAttribute(name)
  if (value === null) return undefined
  const allowed: readonly string[] = CHOICES[name]
  if (allowed.includes(value)) return value as (typeof CHOICES)[K][number]
  console.warn(`[vestibule] <${tag} ${name}="${value}">: ${name} is one of ${allowed.map(word => `"${word}"`).join(', ')}; the attribute is ignored.`)
  return undefined
}

/**
 * AppKit's attributes of an element. `loadingLabel` is read as HTML spells it once parsed
 * (`loadinglabel`: attribute names are lower case in HTML). `disabled` is a boolean attribute:
 * present means disabled, as in AppKit.
 */
export function readElementAttributes(element: Element, tag: AppKitElementTag): AppKitElementProps {
  const text = (name: string) => element.getAttribute(name) ?? undefined
  return {
    size: choice(element, tag, 'size'),
    label: text('label'),
    loadingLabel: text('loadinglabel'),
    balance: choice(element, tag, 'balance'),
    disabled: element.hasAttribute('disabled'),
    namespace: choice(element, tag, 'namespace'),
    wallet: text('wallet'),
  }
}
