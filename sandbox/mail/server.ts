/**
 * The sandbox mail server: a real SMTP server (`smtp-server`, messages parsed by
 * `mailparser`) that keeps every message in memory, and an HTTP side where tests and people read
 * them: `GET /messages?to=<email>` (JSON, with the one-time code found in each) and `GET /` (the
 * mailbox page). Both on 127.0.0.1 free ports.
 */
import type { AddressInfo } from 'node:net'
import { SMTPServer, type SMTPServerSession } from 'smtp-server'
import { simpleParser, type AddressObject } from 'mailparser'
import { HttpError, route, startHttpService } from '../http/server.ts'
import { Mailbox, type MailFilter, type MailMessage } from './mailbox.ts'
import { mailboxPage } from './page.ts'
import type { SmtpAddress } from './client.ts'

export type { MailMessage } from './mailbox.ts'

export type MailServerOptions = {
  /** SMTP port (default: a free one). */
  smtpPort?: number
  /** HTTP port of the mailbox (default: a free one). */
  httpPort?: number
}

export type MailServer = {
  /** The mailbox's HTTP base URL (`GET /`, `GET /messages`). */
  url: string
  /** Where `sendMail` delivers: `{ host: '127.0.0.1', port }`. */
  smtp: SmtpAddress
  /** Messages delivered so far, oldest first (optionally to one recipient, or after an id). */
  messages(filter?: MailFilter): MailMessage[]
  /** The first message matching the filter, waiting for it (rejects after `timeoutMs`, default 10 s). */
  waitForMessage(filter: MailFilter, timeoutMs?: number): Promise<MailMessage>
  /** Empties the mailbox. */
  clear(): void
  /** Closes both servers; safe to call twice. */
  stop(): Promise<void>
}

/** Longest `waitMs` a `GET /messages` may hold the request. */
const MAX_WAIT_MS = 30_000
const MAX_MESSAGE_BYTES = 1_000_000
/** Local part an address must not have: the server refuses it (550), for delivery-failure tests. */
export const BOUNCE_LOCAL_PART = 'bounce'

function firstAddress(value: AddressObject | AddressObject[] | undefined): string | undefined {
  const first = (Array.isArray(value) ? value[0] : value)?.value[0]
  if (!first?.address) return undefined
  return first.name ? `${first.name} <${first.address}>` : first.address
}

function startSmtp(mailbox: Mailbox, port: number): Promise<{ server: SMTPServer; port: number }> {
  const server = new SMTPServer({
    name: 'mail.latch.sandbox',
    banner: 'Latch sandbox mail',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    closeTimeout: 1_000,
    onRcptTo(address, _session, callback) {
      if (address.address.split('@')[0]?.toLowerCase() === BOUNCE_LOCAL_PART) {
        const refused = Object.assign(new Error(`Mailbox ${address.address} unavailable`), { responseCode: 550 })
        callback(refused)
        return
      }
      callback()
    },
    onData(stream, session: SMTPServerSession, callback) {
      simpleParser(stream, { skipHtmlToText: false })
        .then((parsed) => {
          const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : ''
          mailbox.deliver({
            from: firstAddress(parsed.from) ?? envelopeFrom,
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: (parsed.text ?? '').trimEnd(),
            receivedAt: new Date().toISOString(),
          })
          callback()
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))))
    },
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      // A client's broken connection must not take the sandbox down.
      server.on('error', () => undefined)
      resolve({ server, port: (server.server.address() as AddressInfo).port })
    })
  })
}

function filterOf(query: URLSearchParams): MailFilter {
  const after = query.get('after')
  if (after !== null && !/^\d+$/.test(after)) throw new HttpError(400, 'after must be a message id')
  const to = query.get('to') ?? undefined
  return { ...(to ? { to } : {}), ...(after !== null ? { after: Number(after) } : {}) }
}

/**
 * Starts the SMTP server and its HTTP mailbox on 127.0.0.1.
 * @example
 * const mail = await startMail()
 * await sendMail(mail.smtp, { from: 'a@x.test', to: 'b@x.test', subject: 'Code 123456', text: '' })
 * (await fetch(`${mail.url}/messages?to=b@x.test`).then((r) => r.json())).messages[0].code // '123456'
 */
export async function startMail(options: MailServerOptions = {}): Promise<MailServer> {
  const mailbox = new Mailbox()
  const smtp = await startSmtp(mailbox, options.smtpPort ?? 0)
  const http = await startHttpService(
    [
      route('GET', '/messages', async ({ query }) => {
        const waitMs = Number(query.get('waitMs') ?? 0)
        if (!Number.isFinite(waitMs) || waitMs < 0) throw new HttpError(400, 'waitMs must be a number of milliseconds')
        const messages = await mailbox.wait(filterOf(query), Math.min(waitMs, MAX_WAIT_MS))
        return { json: { messages } }
      }),
      route('GET', '/', ({ query }) => ({
        body: mailboxPage(mailbox.list(filterOf(query)), query.get('to') ?? undefined),
        contentType: 'text/html; charset=utf-8',
      })),
    ],
    { ...(options.httpPort !== undefined ? { port: options.httpPort } : {}), name: 'mail' },
  ).catch(async (error: unknown) => {
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()))
    throw error
  })
  let stopped: Promise<void> | undefined
  return {
    url: http.url,
    smtp: { host: '127.0.0.1', port: smtp.port },
    messages: (filter) => mailbox.list(filter),
    async waitForMessage(filter, timeoutMs = 10_000) {
      const [first] = await mailbox.wait(filter, timeoutMs)
      if (!first) throw new Error(`No mail ${filter.to ? `to ${filter.to} ` : ''}within ${timeoutMs} ms`)
      return first
    },
    clear: () => mailbox.clear(),
    stop() {
      stopped ??= (async () => {
        mailbox.close()
        await Promise.all([http.close(), new Promise<void>((resolve) => smtp.server.close(() => resolve()))])
      })()
      return stopped
    },
  }
}
