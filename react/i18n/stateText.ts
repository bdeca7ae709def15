import { en, type CoreMessageKey } from '../locales/en'
import type { Translate } from './translator'

/**
 * Messages whose English reaches a view through state rather than through a key: state and the
 * event log hold English (SPEC §8's text, or a snackbar's), the same in every locale, so a replay
 * reads alike anywhere; the view translates at display.
 */
const STATE_TEXT_GROUPS = ['user.', 'alert.', 'thrown.', 'snackbar.']

interface TemplateMatcher {
  readonly key: CoreMessageKey
  readonly pattern: RegExp
  readonly names: readonly string[]
}

let index: { readonly exact: ReadonlyMap<string, CoreMessageKey>; readonly templates: readonly TemplateMatcher[] } | undefined

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// Built on first use: most pages never show a message from state.
function stateTextIndex() {
  if (index) return index
  const exact = new Map<string, CoreMessageKey>()
  const templates: TemplateMatcher[] = []
  for (const [key, text] of Object.entries(en) as Array<[CoreMessageKey, string]>) {
    if (!STATE_TEXT_GROUPS.some(group => key.startsWith(group))) continue
    const names = [...text.matchAll(/\{(\w+)\}/g)].map(match => match[1]!)
    if (names.length === 0) {
      // Some alerts share a title: the first key stands for all, their translations are the same.
      if (!exact.has(text)) exact.set(text, key)
      continue
    }
    const pattern = new RegExp(
      `^${text
        .split(/\{\w+\}/)
        .map(escapeRegExp)
        .join('(.*)')}$`,
      's',
    )
    templates.push({ key, pattern, names })
  }
  index = { exact, templates }
  return index
}

/**
 * Which core message an English text from state is, with the parameters it was filled with.
 *
 * @example
 * stateTextKey('Please try again after 30 seconds') // { key: 'user.PLEASE_TRY_AGAIN', params: { seconds: '30' } }
 */
export function stateTextKey(text: string): { readonly key: CoreMessageKey; readonly params?: Readonly<Record<string, string>> } | undefined {
  const { exact, templates } = stateTextIndex()
  const key = exact.get(text)
  if (key) return { key }
  for (const { key, pattern, names } of templates) {
    const match = pattern.exec(text)
    if (match) return { key, params: Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) }
  }
  return undefined
}

/**
 * An English text from state in the visitor's locale; a text that is none of ours (a wallet's own
 * error message) is shown as it came.
 *
 * @example
 * translateStateText(t, 'Something went wrong') // 'حدث خطأ ما' in Arabic
 */
export function translateStateText(t: Translate<CoreMessageKey>, text: string): string {
  const found = stateTextKey(text)
  return found ? t(found.key, found.params) : text
}
