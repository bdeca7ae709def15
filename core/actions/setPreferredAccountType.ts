import { VestibuleError } from '../errors'
import type { ChainNamespace } from '../events/caip'
import type { AccountType } from '../schemas/accountSchemas'
import type { ActionContext } from './actionContext'

/** SPEC §4, verbatim: SPEC §8 has no text of its own for this refusal. */
const BITCOIN_ACCOUNT_TYPE_RULE = 'Bitcoin accounts may only switch to type payment'

export type SetPreferredAccountTypeParameters = {
  readonly accountType: AccountType
  readonly namespace: ChainNamespace
}

/**
 * AppKit's `setPreferredAccountType(type, namespace)`: the connection's account of that type
 * becomes the namespace's account (its address is the one `getAccount`/`useAppKitAccount` give,
 * whose balance and buttons show), through `connection/account-switch-requested`, which the
 * namespace's connector answers.
 *
 * SPEC §4 "Bitcoin accounts may only switch to type payment": a Bitcoin connection's account type
 * is payment (SPEC §9's default), so on bip122 the one type a switch may go to is `payment` (back
 * from the ordinals address); `ordinal`, or an EVM type, is refused with that sentence. Showing the
 * ordinals address is choosing an address, not an account type: the SwitchAddress view (AppKit's)
 * does it, and `getPreferredAccountType('bip122')` stays `payment`.
 *
 * Resolves at once when nothing of the namespace is connected (a new connection starts on its
 * first address, payment on Bitcoin) or the account already has that type; rejects when the
 * connection has no account of that type or its connector does not switch (the EVM EOA ↔ smart
 * account switch is the embedded wallet's own, in its Account section).
 *
 * @example
 * await appKit.setPreferredAccountType('payment', 'bip122') // back to the payment address
 * await appKit.setPreferredAccountType('ordinal', 'bip122') // rejects: 'Bitcoin accounts may only switch to type payment'
 */
export async function setPreferredAccountType(ctx: ActionContext, parameters: SetPreferredAccountTypeParameters): Promise<void> {
  // zod comes with the call: these actions load while the page is idle, and nothing loads zod
  // before the visitor's intent (issue 11).
  const [{ formatIssues, parseWith }, { accountTypeSchema }, { chainNamespaceSchema }] = await Promise.all([
    import('../schemas/errorMap'),
    import('../schemas/accountSchemas'),
    import('../schemas/identifierSchemas'),
  ])
  const type = parseWith(accountTypeSchema, parameters.accountType)
  const chain = parseWith(chainNamespaceSchema, parameters.namespace)
  if (!type.success) throw new VestibuleError(`Invalid account type: ${formatIssues(type.issues)}`)
  if (!chain.success) throw new VestibuleError(`Invalid namespace: ${formatIssues(chain.issues)}`)
  const accountType = type.data
  const namespace = chain.data
  if (namespace === 'bip122' && accountType !== 'payment')
    throw new VestibuleError(BITCOIN_ACCOUNT_TYPE_RULE, { details: `'${accountType}' was asked for bip122` })

  const account = ctx.getState().accounts[namespace]
  if (account?.status !== 'connected' || !account.address) return
  const current = account.allAccounts.find(candidate => candidate.address === account.address)
  if (current?.type === accountType) return
  const target = account.allAccounts.find(candidate => candidate.type === accountType)
  if (!target) throw new VestibuleError(`The ${namespace} connection has no ${accountType} account`)
  // The connector answers in the same drain (it asks the wallet nothing), so state tells at once.
  ctx.dispatch({ type: 'connection/account-switch-requested', payload: { namespace, address: target.address } })
  if (ctx.getState().accounts[namespace]?.address !== target.address)
    throw new VestibuleError(`The ${namespace} wallet does not switch to its ${accountType} account from the page`)
}
