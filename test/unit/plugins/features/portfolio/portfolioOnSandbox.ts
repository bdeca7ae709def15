import { createAppKit, type AppKit } from '../../../../../core/appkit/createAppKit'
import { portfolio } from '../../../../../plugins/features/portfolio/portfolioPlugin'
import { startSandbox, type Sandbox } from '../../../../../devtools/sandbox/startSandbox'
import { memoryStorage } from '../../../offlineEnvironment'
import { alpha } from '../../../core/foldEvents'

export interface PortfolioOnSandbox {
  readonly sandbox: Sandbox
  readonly appKit: AppKit
}

/**
 * Registers the suite's hooks: the sandbox's API for the suite, and for each test a new instance
 * with the portfolio plugin pointed at it, the API's requests and faults cleared. Call it inside `describe`.
 */
export function portfolioOnSandbox(): PortfolioOnSandbox {
  const kit = {} as { sandbox: Sandbox; appKit: AppKit }
  before(async () => {
    kit.sandbox = await startSandbox()
  })
  after(async () => {
    await kit.sandbox?.stop()
  })
  beforeEach(async () => {
    kit.appKit = createAppKit(
      { projectId: 'p', networks: [alpha], apiUrl: kit.sandbox.apiUrl, blockchainApiUrl: kit.sandbox.apiUrl },
      { storage: memoryStorage(), queryRetryDelay: () => 0 },
    )
    await kit.appKit.use(portfolio())
    kit.sandbox.api.clearRequests()
    kit.sandbox.api.clearFaults()
  })
  afterEach(() => kit.appKit.destroy())
  return kit
}
