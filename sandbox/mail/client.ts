/**
 * A tiny SMTP client over node:net (RFC 5321, no TLS, no AUTH): enough for the secure site to
 * send its one-time codes to the sandbox mail server. One connection per message.
 */
import { connect, type Socket } from 'node:net'
import { randomUUID } from 'node:crypto'

export type SmtpAddress = { host: string; port: number }

export type OutgoingMail = {
  /** `a@b.test` or `Name <a@b.test>`. */
  from: string
  to: string | readonly string[]
  subject: string
  text: string
}

/** The server answered with an unexpected reply code (or the exchange broke off). */
export class SmtpError extends Error {
  constructor(
    message: string,
    /** The SMTP reply code, 0 when the connection failed or timed out. */
    readonly code: number,
  ) {
    super(message)
    this.name = 'SmtpError'
  }
}

type Reply = { code: number; text: string }

/** Reads SMTP replies (multi-line `250-…` continues until `250 …`) off a socket, one at a time. */
function replyReader(socket: Socket): () => Promise<Reply> {
  let buffer = ''
  let lines: string[] = []
  const ready: Reply[] = []
  const waiting: { resolve(r: Reply): void; reject(e: Error): void }[] = []
  let failure: Error | undefined
  const fail = (error: Error): void => {
    failure ??= error
    for (const w of waiting.splice(0)) w.reject(failure)
  }
  socket.setEncoding('utf8')
  socket.on('data', (chunk: string) => {
    buffer += chunk
    let end: number
    while ((end = buffer.indexOf('\r\n')) >= 0) {
      const line = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      lines.push(line.slice(4))
      if (line[3] === '-') continue
      const reply = { code: Number(line.slice(0, 3)), text: lines.join('\n') }
      lines = []
      const next = waiting.shift()
      if (next) next.resolve(reply)
      else ready.push(reply)
    }
  })
  socket.on('error', (e) => fail(new SmtpError(`SMTP connection failed: ${e.message}`, 0)))
  socket.on('close', () => fail(new SmtpError('SMTP connection closed', 0)))
  return () => {
    const next = ready.shift()
    if (next) return Promise.resolve(next)
    if (failure) return Promise.reject(failure)
    return new Promise((resolve, reject) => waiting.push({ resolve, reject }))
  }
}

/** The bare address of `Name <a@b>` or `a@b`. */
function addressOf(value: string): string {
  return (/<([^<>]*)>\s*$/.exec(value)?.[1] ?? value).trim()
}

/** RFC 2047 encoded-word for a non-ASCII header value. */
function headerText(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`
}

/** The RFC 5322 message: headers, then the UTF-8 text as base64 (76-char lines). */
export function formatMessage(mail: OutgoingMail, date = new Date(), messageId = `<${randomUUID()}@latch.sandbox>`): string {
  const to = typeof mail.to === 'string' ? [mail.to] : mail.to
  const body = Buffer.from(mail.text, 'utf8').toString('base64').replace(/.{76}/g, '$&\r\n')
  return [
    `From: ${mail.from}`,
    `To: ${to.join(', ')}`,
    `Subject: ${headerText(mail.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: ${messageId}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    body,
  ].join('\r\n')
}

/**
 * Sends one message over SMTP and resolves with the server's final reply text; rejects with an
 * `SmtpError` on a refused sender or recipient, a closed connection or the timeout (default 10 s).
 * A CR or LF in the sender, a recipient or the subject is refused before connecting.
 *
 * @example
 * await sendMail(sandbox.mail.smtp, { from: 'wallet@latch.test', to: 'alice@example.test', subject: 'Your code 123456', text: 'Code: 123456' })
 */
export async function sendMail(server: SmtpAddress, mail: OutgoingMail, options: { timeoutMs?: number } = {}): Promise<{ messageId: string; response: string }> {
  const to = typeof mail.to === 'string' ? [mail.to] : [...mail.to]
  if ([mail.from, mail.subject, ...to].some((v) => /[\r\n]/.test(v))) throw new SmtpError('CR or LF in a mail header field', 0)
  if (to.length === 0) throw new SmtpError('No recipient', 0)
  const messageId = `<${randomUUID()}@latch.sandbox>`
  const socket = connect(server.port, server.host)
  socket.setTimeout(options.timeoutMs ?? 10_000, () => socket.destroy(new Error('timed out')))
  const read = replyReader(socket)
  const expect = async (codes: number[], command?: string): Promise<Reply> => {
    if (command !== undefined) socket.write(`${command}\r\n`)
    const reply = await read()
    if (!codes.includes(reply.code)) throw new SmtpError(`SMTP ${command?.split(' ')[0] ?? 'greeting'}: ${reply.code} ${reply.text}`, reply.code)
    return reply
  }
  try {
    await expect([220])
    await expect([250], 'EHLO latch-sandbox')
    await expect([250], `MAIL FROM:<${addressOf(mail.from)}>`)
    for (const rcpt of to) await expect([250, 251], `RCPT TO:<${addressOf(rcpt)}>`)
    await expect([354], 'DATA')
    // Dot-stuffing: a line starting with '.' gets another one (RFC 5321 §4.5.2).
    const data = formatMessage(mail, new Date(), messageId).replace(/^\./gm, '..')
    const done = await expect([250], `${data}\r\n.`)
    await expect([221], 'QUIT').catch(() => undefined)
    return { messageId, response: `${done.code} ${done.text}` }
  } finally {
    socket.destroy()
  }
}
