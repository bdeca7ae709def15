import { register } from 'node:module'

register('./wagmiCore2Hooks.mjs', import.meta.url)
