// TEST ONLY. Bitcoin regtest as unit tests configure it (reducers, actions, selectors).

export const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' as const

/** Bitcoin regtest as the app configures it, with an Esplora URL nothing answers on (offline tests). */
export const regtest = {
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  name: 'Bitcoin Regtest',
  caipNetworkId: REGTEST,
  chainNamespace: 'bip122',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
}
