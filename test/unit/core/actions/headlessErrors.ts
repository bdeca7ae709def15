import { loadHeadlessActions } from '../../../../core/actions/loadHeadlessActions'

/**
 * The error classes the instance's actions throw, from the same load as the actions: under the
 * test runner a file loaded with import() is a module copy apart from the test's own imports, so
 * `instanceof` needs these classes (a bundle has one copy). The actions are loaded once done, so
 * every call after runs at once, as it does after the visitor's intent.
 *
 * @example
 * before(async () => ({ VestibuleError } = await headlessErrors()))
 */
export async function headlessErrors() {
  await loadHeadlessActions()
  return import('../../../../core/errors')
}

export type HeadlessErrors = Awaited<ReturnType<typeof headlessErrors>>
