import { buildHostPage, reachableChunks } from './buildHostPage.ts'
const root = '/work/main/'
const base = `import { createModal } from './core/index.ts'; import { ModalProvider, ConnectButton } from './renderer-react/index.ts'; export { createModal, ModalProvider, ConnectButton }`
const b = await buildHostPage({ contents: base, resolveDir: root })
const { initial } = reachableChunks(b.outputs, b.entry)
const live = new Set<string>(); for (const o of initial) for (const [f, v] of Object.entries(b.outputs[o]!.inputs)) live.add(f)
const start = Object.keys(b.inputs).find((f) => f.startsWith('latch-host'))!
const prev = new Map<string, string>(); const q = [start]; const seen = new Set(q)
while (q.length) { const f = q.shift()!; for (const i of b.inputs[f]?.imports ?? []) { if (i.kind !== 'import-statement' || seen.has(i.path) || !live.has(i.path)) continue; seen.add(i.path); prev.set(i.path, f); q.push(i.path) } }
for (const t of [...live].filter((f) => f.includes(process.argv[2]!))) { const chain = [t]; let c = t; while (prev.has(c)) { c = prev.get(c)!; chain.unshift(c) } console.log(chain.join(' -> ')) }
