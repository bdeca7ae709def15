import { expect } from 'chai'
import sinon from 'sinon'
import type { AppKit } from '../../../../core/appkit/createAppKit'
import { parseWith } from '../../../../core/schemas/errorMap'
import { vestibuleStateSchema } from '../../../../core/state/stateSchema'
import { prototypeKeys } from './hostile'

/**
 * Around each fuzz suite: the console is silenced (hostile input is logged on purpose), and any
 * unhandled rejection or uncaught error is collected, since something thrown to the page is what
 * these tests exist to catch.
 */
export function fuzzHooks() {
  const escaped: unknown[] = []
  const onEscape = (error: unknown) => void escaped.push(error)
  const stubs: sinon.SinonStub[] = []
  let keys: string[] = []
  beforeEach(() => {
    escaped.length = 0
    keys = prototypeKeys()
    for (const method of ['debug', 'info', 'warn', 'error'] as const) stubs.push(sinon.stub(console, method))
    process.on('unhandledRejection', onEscape)
    process.on('uncaughtException', onEscape)
  })
  afterEach(async () => {
    // Rejections are reported after a macrotask: wait for them before judging the case.
    await new Promise(resolve => setImmediate(resolve))
    process.off('unhandledRejection', onEscape)
    process.off('uncaughtException', onEscape)
    for (const stub of stubs.splice(0)) stub.restore()
    expect(escaped, 'errors thrown to the page').to.deep.equal([])
    expect(prototypeKeys(), 'Object.prototype').to.deep.equal(keys)
  })
}

/** The instance works: the modal opens, its state is well-formed JSON, and it closes again. */
export async function expectWorking(appKit: AppKit, label: string) {
  await appKit.ready
  await appKit.open()
  expect(appKit.getState().modal.isOpen, `${label}: modal opened`).to.equal(true)
  const state = appKit.getState()
  expect(JSON.parse(JSON.stringify(state)), `${label}: state is JSON`).to.deep.equal(state)
  const shape = parseWith(vestibuleStateSchema, state)
  expect(shape.success ? [] : shape.issues, `${label}: state is well-formed`).to.deep.equal([])
  await appKit.close()
  expect(appKit.getIsOpen(), `${label}: modal closed`).to.equal(false)
}
