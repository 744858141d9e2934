/**
 * The dev wallet's approve/reject prompt: a small DOM overlay per request, one at a time, with
 * `[data-dev-wallet-approve]` / `[data-dev-wallet-reject]` buttons, and a panel with the
 * auto-approve checkbox `[data-dev-wallet-auto-approve]` for tests and demos.
 */

/** What a prompt shows: a title, labelled details and an optional raw payload. */
export interface PromptRequest {
  /** request kind, e.g. `connect`, `personal_sign`, `eth_sendTransaction`, `solana:signMessage` */
  kind: string
  title: string
  details: [label: string, value: string][]
  payload?: string
}

export interface Prompter {
  /** Resolves true on approve, false on reject; immediately true while auto-approve is on. */
  ask(request: PromptRequest): Promise<boolean>
  readonly autoApprove: boolean
  setAutoApprove(on: boolean): void
  /** Prompts shown or waiting. */
  pending(): number
  /** Removes the overlay and panel; waiting prompts are rejected. */
  destroy(): void
}

const Z = '2147483647'

function css(el: HTMLElement, style: Record<string, string>): void {
  Object.assign(el.style, style)
}

export function createPrompter(win: Window, options: { autoApprove: boolean; showPanel: boolean; name: string }): Prompter {
  const doc = win.document
  let autoApprove = options.autoApprove
  const queue: { request: PromptRequest; resolve: (ok: boolean) => void }[] = []
  let current: HTMLElement | null = null
  let panel: HTMLElement | null = null
  let checkbox: HTMLInputElement | null = null

  // A wallet script often runs in <head>, before <body> exists: mount the panel once it does.
  const mountPanel = (): void => {
    if (!options.showPanel || panel || destroyed) return
    panel = doc.createElement('div')
    panel.setAttribute('data-dev-wallet-panel', '')
    css(panel, {
      position: 'fixed',
      right: '12px',
      bottom: '12px',
      zIndex: Z,
      background: '#111827',
      color: '#f9fafb',
      font: '12px system-ui, sans-serif',
      padding: '6px 10px',
      borderRadius: '8px',
      boxShadow: '0 2px 8px rgba(0,0,0,.3)',
    })
    const label = doc.createElement('label')
    css(label, { display: 'flex', gap: '6px', alignItems: 'center', cursor: 'pointer' })
    checkbox = doc.createElement('input')
    checkbox.type = 'checkbox'
    checkbox.checked = autoApprove
    checkbox.setAttribute('data-dev-wallet-auto-approve', '')
    checkbox.addEventListener('change', () => setAutoApprove(Boolean(checkbox?.checked)))
    label.append(checkbox, doc.createTextNode(`${options.name}: auto-approve`))
    panel.append(label)
    doc.body.append(panel)
  }
  let destroyed = false
  if (doc.body) mountPanel()
  else doc.addEventListener('DOMContentLoaded', mountPanel, { once: true })

  function render(request: PromptRequest, resolve: (ok: boolean) => void): void {
    const overlay = doc.createElement('div')
    overlay.setAttribute('data-dev-wallet-prompt', '')
    overlay.setAttribute('data-kind', request.kind)
    overlay.setAttribute('role', 'dialog')
    overlay.setAttribute('aria-label', `${options.name}: ${request.title}`)
    css(overlay, {
      // One below the panel, so the auto-approve switch stays clickable during a prompt.
      position: 'fixed',
      inset: '0',
      zIndex: String(Number(Z) - 1),
      background: 'rgba(0,0,0,.45)',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      font: '14px system-ui, sans-serif',
    })
    const card = doc.createElement('div')
    css(card, {
      background: '#fff',
      color: '#111827',
      borderRadius: '12px',
      padding: '16px',
      width: '360px',
      maxWidth: '90vw',
      maxHeight: '80vh',
      overflow: 'auto',
      boxShadow: '0 8px 30px rgba(0,0,0,.35)',
    })
    const heading = doc.createElement('h2')
    heading.textContent = `${options.name} — ${request.title}`
    css(heading, { margin: '0 0 8px', fontSize: '16px' })
    const origin = doc.createElement('p')
    origin.textContent = win.location?.origin ?? ''
    css(origin, { margin: '0 0 8px', color: '#6b7280', fontSize: '12px' })
    const list = doc.createElement('dl')
    css(list, { margin: '0 0 8px' })
    for (const [label, value] of request.details) {
      const dt = doc.createElement('dt')
      dt.textContent = label
      css(dt, { fontWeight: '600', fontSize: '12px' })
      const dd = doc.createElement('dd')
      dd.textContent = value
      css(dd, { margin: '0 0 6px', wordBreak: 'break-all', fontFamily: 'ui-monospace, monospace', fontSize: '12px' })
      list.append(dt, dd)
    }
    card.append(heading, origin, list)
    if (request.payload) {
      const pre = doc.createElement('pre')
      pre.setAttribute('data-dev-wallet-payload', '')
      pre.textContent = request.payload
      css(pre, { whiteSpace: 'pre-wrap', wordBreak: 'break-all', background: '#f3f4f6', padding: '8px', borderRadius: '6px', fontSize: '11px', maxHeight: '200px', overflow: 'auto' })
      card.append(pre)
    }
    const buttons = doc.createElement('div')
    css(buttons, { display: 'flex', gap: '8px', justifyContent: 'flex-end' })
    const reject = doc.createElement('button')
    reject.type = 'button'
    reject.textContent = 'Reject'
    reject.setAttribute('data-dev-wallet-reject', '')
    const approve = doc.createElement('button')
    approve.type = 'button'
    approve.textContent = 'Approve'
    approve.setAttribute('data-dev-wallet-approve', '')
    css(approve, { background: '#2563eb', color: '#fff', border: '0', borderRadius: '6px', padding: '6px 12px' })
    css(reject, { background: '#e5e7eb', color: '#111827', border: '0', borderRadius: '6px', padding: '6px 12px' })
    const settle = (ok: boolean) => () => {
      overlay.remove()
      current = null
      resolve(ok)
      next()
    }
    approve.addEventListener('click', settle(true))
    reject.addEventListener('click', settle(false))
    buttons.append(reject, approve)
    card.append(buttons)
    overlay.append(card)
    current = overlay
    ;(doc.body ?? doc.documentElement).append(overlay)
  }

  function next(): void {
    if (current) return
    const item = queue.shift()
    if (!item) return
    if (autoApprove) {
      item.resolve(true)
      next()
      return
    }
    render(item.request, item.resolve)
  }

  function setAutoApprove(on: boolean): void {
    autoApprove = on
    if (checkbox) checkbox.checked = on
    if (on) {
      // Approve what is waiting, including the prompt on screen.
      ;(current?.querySelector('[data-dev-wallet-approve]') as HTMLElement | null)?.click()
      while (queue.length) queue.shift()!.resolve(true)
    }
  }

  return {
    ask(request) {
      if (autoApprove && !current && queue.length === 0) return Promise.resolve(true)
      return new Promise<boolean>((resolve) => {
        queue.push({ request, resolve })
        next()
      })
    },
    get autoApprove() {
      return autoApprove
    },
    setAutoApprove,
    pending: () => queue.length + (current ? 1 : 0),
    destroy() {
      destroyed = true
      doc.removeEventListener('DOMContentLoaded', mountPanel)
      for (const item of queue.splice(0)) item.resolve(false)
      ;(current?.querySelector('[data-dev-wallet-reject]') as HTMLElement | null)?.click()
      current?.remove()
      panel?.remove()
    },
  }
}
