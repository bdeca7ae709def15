import { expect } from 'chai'
import * as devtools from '../../../devtools/index'

describe('vestibule/devtools public API', () => {
  it('exports these values and no others', () => {
    expect(Object.keys(devtools).sort()).to.deep.equal([
      'DEFAULT_SHORTCUT',
      'DEVTOOLS_TAG',
      'InvalidDevtoolsOptionsError',
      'REDACTED',
      'canonicalJson',
      'comparableStateHash',
      'createEventRedactor',
      'diffJson',
      'generateMochaTest',
      'indexCausality',
      'mountDevtools',
      'recomputeWithout',
      'redactLogDocument',
      'redactValue',
      'stateHash',
    ])
  })

  it('refuses bad options with a clear message, and a missing document during server rendering', () => {
    const appKit = {} as Parameters<typeof devtools.mountDevtools>[0]
    expect(() => devtools.mountDevtools(appKit, { dock: 'top' as 'bottom' })).to.throw(devtools.InvalidDevtoolsOptionsError, 'Invalid devtools options')
    expect(() => devtools.mountDevtools(appKit, { shortcut: 'Ctrl+' })).to.throw(devtools.InvalidDevtoolsOptionsError)
    expect(() => devtools.mountDevtools(appKit, { scenarios: [{ id: 'x', label: 'X', run: 'nope' as never }] })).to.throw(devtools.InvalidDevtoolsOptionsError)
    // As during server rendering, even if another test left a DOM on the global object.
    const saved = Object.getOwnPropertyDescriptor(globalThis, 'document')
    Reflect.deleteProperty(globalThis, 'document')
    try {
      expect(() => devtools.mountDevtools(appKit)).to.throw(devtools.InvalidDevtoolsOptionsError, 'needs a document')
    } finally {
      if (saved) Object.defineProperty(globalThis, 'document', saved)
    }
  })
})
