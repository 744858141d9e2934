import { resolveFeatures, type FeaturesPatch } from '../rules/features.ts'
import { asDraft, type Handler } from './draft.ts'
import type { ModalState } from './state.ts'

export { STATE_ALERTS, projectStateSchema, type ProjectState, type StateAlert } from './projectState.ts'

/** The remote side of the feature merge: the config's flags, with analytics off when the analytics config or service said so. */
export function remoteSide(state: Pick<ModalState, 'remoteFeatures' | 'project'>): FeaturesPatch {
  const off = state.project?.analyticsConfig === 'disabled' || state.project?.analyticsRefused === true
  return off ? { ...state.remoteFeatures, analytics: false } : { ...state.remoteFeatures }
}

/**
 * Records a remote check and raises the SPEC.md §8 alert it calls for, once per session:
 * - an origin off the allowlist: invalidAppConfiguration, shown to everyone (the project
 *   refuses this page; its connections will fail);
 * - the origin fetch's 429 / 5xx: rateLimited / serverError, with `debug` only;
 * - the analytics service's 403: invalidAppConfiguration, with `debug` only — the one
 *   debug-only case of §8 (a usage-event refusal is the developer's business, not the visitor's);
 *   analytics stops for the session.
 * `unverified` (an empty allowlist: the client's answer to a 4xx other than 429, to a network
 * failure, to a malformed body) raises nothing: a page is not told it is misconfigured because
 * the check could not run.
 */
export const checked: Handler<'project/checked'> = (draft, event, base) => {
  const { type, error, seq, at, ...found } = event
  Object.assign((draft.project ??= {}), found)
  const { origin } = event
  const alert =
    origin === 'notAllowed'
      ? 'INVALID_APP_CONFIGURATION'
      : !base.config.debug
        ? undefined
        : event.analyticsRefused
          ? 'INVALID_APP_CONFIGURATION'
          : origin === 'RATE_LIMITED' || origin === 'SERVER_ERROR'
            ? origin
            : undefined
  const project = draft.project!
  if (alert && !project.alertsShown?.includes(alert)) {
    project.alertsShown = [...(project.alertsShown ?? []), alert]
    project.alert = alert
  }
  draft.features = asDraft(resolveFeatures(base.config.features, remoteSide(draft)))
}

export const alertDismissed: Handler<'project/alertDismissed'> = (draft) => {
  if (draft.project?.alert) delete draft.project.alert
}
