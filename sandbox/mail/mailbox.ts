/**
 * The sandbox mail server's in-memory mailbox: every message the SMTP server accepted, newest
 * last, with the one-time code found in it, and waiters for the next message to an address.
 */

/** One delivered message as `GET /messages` lists it. */
export type MailMessage = {
  /** Increasing from 1 in arrival order; `after=<id>` asks for later ones. */
  id: number
  /** The sender (the From header, else the envelope sender). */
  from: string
  /** The envelope recipients, lower-cased. */
  to: string[]
  subject: string
  text: string
  /** ISO 8601 time the server accepted the message. */
  receivedAt: string
  /** The first standalone 6-digit number in the subject, else in the text; null without one. */
  code: string | null
}

export type MailFilter = { to?: string; after?: number }

/** The first standalone 6-digit group of the subject, then of the text (an OTP mail's code). */
export function extractCode(subject: string, text: string): string | null {
  const pattern = /(?<!\d)(\d{6})(?!\d)/
  return pattern.exec(subject)?.[1] ?? pattern.exec(text)?.[1] ?? null
}

export class Mailbox {
  readonly #messages: MailMessage[] = []
  readonly #waiters = new Set<(closing: boolean) => void>()
  #nextId = 1

  /** Stores a delivered message and wakes every waiter. */
  deliver(message: Omit<MailMessage, 'id' | 'code' | 'to'> & { to: readonly string[] }): MailMessage {
    const stored: MailMessage = {
      ...message,
      id: this.#nextId++,
      to: message.to.map((a) => a.toLowerCase()),
      code: extractCode(message.subject, message.text),
    }
    this.#messages.push(stored)
    for (const wake of [...this.#waiters]) wake(false)
    return stored
  }

  /** Messages matching the filter (recipient compared case-insensitively), oldest first. */
  list(filter: MailFilter = {}): MailMessage[] {
    const to = filter.to?.trim().toLowerCase()
    return this.#messages.filter((m) => (filter.after === undefined || m.id > filter.after) && (!to || m.to.includes(to)))
  }

  /**
   * The messages matching the filter; when there are none yet, waits until one arrives, the
   * timeout passes (then `[]`) or the mailbox closes.
   */
  async wait(filter: MailFilter, timeoutMs: number): Promise<MailMessage[]> {
    const now = this.list(filter)
    if (now.length > 0 || timeoutMs <= 0) return now
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer)
        this.#waiters.delete(check)
        resolve(this.list(filter))
      }
      const check = (closing: boolean): void => {
        if (closing || this.list(filter).length > 0) done()
      }
      const timer = setTimeout(done, timeoutMs)
      this.#waiters.add(check)
    })
  }

  /** Forgets every message (ids keep increasing). */
  clear(): void {
    this.#messages.length = 0
  }

  /** Releases every waiter with what there is. */
  close(): void {
    for (const wake of [...this.#waiters]) wake(true)
  }
}
