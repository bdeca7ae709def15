import { defineRegistryKey } from '../registry/createRegistry'
import type { PluginDefinition } from './definePlugin'

/**
 * Registry key of a function listing the registered plugins' definitions (in registration order):
 * what reads their declarations (the analytics feature maps events by each plugin's `analytics`).
 */
export const PLUGIN_DEFINITIONS_KEY = defineRegistryKey<() => readonly PluginDefinition[]>('vestibule/plugin-definitions')
