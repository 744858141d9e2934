/**
 * A minimal SMTP client (RFC 5321: EHLO, MAIL FROM, RCPT TO, DATA, QUIT over plain TCP) the secure
 * site sends its one-time codes with, to the sandbox mail server. Enough for local delivery; no
 * TLS, no auth, one message per connection.
 */
import { connect, type Socket } from 'node:net'

export type SmtpTarget = { host: string; port: number }
export type Mail = { from: string; to: string; subject: string; text: string }

/** Reads SMTP replies (multi-line `250-…` then `250 …`) one at a time. */
function replies(socket: Socket): () => Promise<{ code: number; text: string }> {
  let buffer = ''
  const waiting: ((line: { code: number; text: string }) => void)[] = []
  const ready: { code: number; text: string }[] = []
  let failure: Error | undefined
  const rejectAll: ((e: Error) => void)[] = []
  socket.setEncoding('utf8')
  socket.on('data', (chunk: string) => {
    buffer += chunk
    let lines = ''
    for (;;) {
      const end = buffer.indexOf('\r\n')
      if (end < 0) break
      const line = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      lines += line + '\n'
      if (/^\d{3} /.test(line) || /^\d{3}$/.test(line)) {
        const reply = { code: Number(line.slice(0, 3)), text: lines.trim() }
        lines = ''
        const next = waiting.shift()
        if (next) next(reply)
        else ready.push(reply)
      }
    }
  })
  const fail = (error: Error): void => {
    failure = error
    for (const reject of rejectAll.splice(0)) reject(error)
  }
  socket.on('error', fail)
  socket.on('close', () => fail(new Error('SMTP connection closed')))
  return () =>
    new Promise((resolve, reject) => {
      const queued = ready.shift()
      if (queued) return resolve(queued)
      if (failure) return reject(failure)
      waiting.push(resolve)
      rejectAll.push(reject)
    })
}

/** Dot-stuffing and CRLF line ends of a DATA body (RFC 5321 §4.5.2). */
function dataBody(mail: Mail): string {
  const headers = [
    `From: ${mail.from}`,
    `To: ${mail.to}`,
    `Subject: ${mail.subject}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ]
  const body = mail.text.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..')
  return `${headers.join('\r\n')}\r\n\r\n${body}\r\n.\r\n`
}

/**
 * Sends one message to `target`; rejects with the server's reply on any refusal.
 *
 * @example
 * await sendSmtp({ host: '127.0.0.1', port: 2525 }, { from: 'a@x', to: 'b@y', subject: 'Hi', text: 'Code 123456' })
 */
export async function sendSmtp(target: SmtpTarget, mail: Mail): Promise<void> {
  if (/[\r\n]/.test(mail.from + mail.to + mail.subject)) throw new Error('Header injection refused')
  const socket = connect(target.port, target.host)
  socket.setTimeout(10_000, () => socket.destroy(new Error('SMTP timeout')))
  const next = replies(socket)
  const expect = async (codes: number[], command?: string): Promise<void> => {
    if (command !== undefined) socket.write(command)
    const reply = await next()
    if (!codes.includes(reply.code)) throw new Error(`SMTP refused ${command?.trim() ?? 'greeting'}: ${reply.text}`)
  }
  try {
    await expect([220])
    await expect([250], 'EHLO secure-site.local\r\n')
    await expect([250], `MAIL FROM:<${mail.from}>\r\n`)
    await expect([250, 251], `RCPT TO:<${mail.to}>\r\n`)
    await expect([354], 'DATA\r\n')
    await expect([250], dataBody(mail))
    socket.write('QUIT\r\n')
  } finally {
    socket.end()
  }
}
