import { resolveFeatures } from '../rules/features.ts'
import type { CaipNetworkId } from '../types.ts'
import { asDraft, type Handler } from './draft.ts'
import { applyTheme } from './theme.ts'
import { remoteSide } from './project.ts'
import type { ModalConfig, ModalState } from './state.ts'

/** Records the configuration and environment; every later rule reads them from the state. */
export const initialized: Handler<'app/initialized'> = (state, event) => {
  // `rest` is a shallow copy already: the event is frozen (core/step.ts), its nested data is shared as it is.
  const { themeMode, ...rest } = event.config
  const config = rest as ModalConfig
  if (config.defaultNetwork !== undefined && !config.networks.some((n) => n.caipNetworkId === config.defaultNetwork)) {
    delete config.defaultNetwork
  }
  state.config = asDraft(config)
  const env: ModalState['env'] = { isMobile: event.env.isMobile }
  if (event.env.telegram) env.telegram = event.env.telegram
  if (event.env.restrictedRegion) env.restrictedRegion = true
  state.env = env
  if (themeMode) state.theme.requested = themeMode
  else delete state.theme.requested
  if (event.env.systemTheme) state.theme.system = event.env.systemTheme
  applyTheme(state)
  state.features = resolveFeatures(config.features, remoteSide(state))
  const network = config.defaultNetwork ?? config.networks[0]?.caipNetworkId
  if (network && !state.activeCaipNetworkId) {
    const namespace = config.networks.find((n) => n.caipNetworkId === network)?.chainNamespace
    if (namespace) {
      state.activeCaipNetworkId = network as CaipNetworkId
      state.activeNamespace = namespace
    }
  }
}

/** SPEC.md §6: the project's flags merge with the host's, flag by flag (`FEATURE_MERGE`). */
export const remoteConfigLoaded: Handler<'features/remoteConfigLoaded'> = (state, event) => {
  state.remoteFeatures = asDraft(event.features)
  state.project = { ...state.project, remoteConfig: 'loaded', ...(event.onrampProviders ? { onrampProviders: asDraft(event.onrampProviders) } : {}) }
  state.features = resolveFeatures(state.config.features, remoteSide(state))
}
