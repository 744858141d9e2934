import { ALERTS, type AlertKey } from './alerts.ts'
import { LatchError } from './LatchError.ts'

/**
 * An error the modal shows as an alert (SPEC.md §8 alert catalogue): `shortMessage` is the alert
 * title, `details` its explanation, `alert` its catalogue key.
 *
 * @example
 * throw new AlertError('INVALID_APP_CONFIGURATION')
 */
export class AlertError extends LatchError {
  override name = 'AlertError'
  readonly alert: AlertKey
  constructor(alert: AlertKey, parameters: { cause?: unknown } = {}) {
    super(ALERTS[alert].shortMessage, { details: ALERTS[alert].longMessage, code: alert, cause: parameters.cause })
    this.alert = alert
  }
}

/** An `AlertError`, narrowed by its `name` (catch it with `err.name === 'AlertError'`). */
export type AlertErrorType = AlertError & { name: 'AlertError' }
