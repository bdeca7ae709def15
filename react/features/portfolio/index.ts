import { defineFeature } from '../../featureHost/defineFeature'
import { portfolioMessages, type PortfolioMessageKey } from './portfolioMessages'

/**
 * The portfolio's React half: the Account view's Tokens, NFTs and Activity tabs (SPEC §2), drawn
 * below its rows. On unless the app runs in basic mode (connection only: SPEC §6 turns every remote
 * feature off there, and a basic page makes no portfolio calls); the Activity tab follows
 * `features.history` and the remote `activity` flag (SPEC §6, §9).
 */
export const portfolioFeature = defineFeature({
  name: 'portfolio',
  pluginName: 'features/portfolio',
  options: ['features.history'],
  enabled: options => !options.basic,
  plugin: () => import('../../../plugins/features/portfolio/portfolioPlugin').then(m => m.portfolio()),
  views: {},
  account: {
    sections: [
      {
        title: 'tabs' satisfies PortfolioMessageKey,
        messages: portfolioMessages,
        load: () => import('./AccountTabs/AccountTabs').then(m => m.AccountTabs),
      },
    ],
  },
})
