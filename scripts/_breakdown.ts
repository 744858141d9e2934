import { buildHostPage, reachableChunks, chunkBytes } from './buildHostPage.ts'
const root = '/work/main/'
const base = `import { createModal } from './core/index.ts'; import { ModalProvider, ConnectButton } from './renderer-react/index.ts'`
const build = await buildHostPage({ contents: `${base}; export { createModal, ModalProvider, ConnectButton }`, resolveDir: root })
const { initial } = reachableChunks(build.outputs, build.entry)
console.log('initial gzip', chunkBytes(build.files, initial).gzip)
const byFile = new Map<string, number>()
for (const c of initial) {
  const o = build.outputs[c]!
  for (const [f, v] of Object.entries(o.inputs)) byFile.set(f, (byFile.get(f) ?? 0) + v.bytesInOutput)
}
const depth = Number(process.argv[2] ?? 2)
const byDir = new Map<string, number>()
for (const [f, b] of byFile) { const d = f.split('/').slice(0, depth).join('/'); byDir.set(d, (byDir.get(d) ?? 0) + b) }
const total = [...byFile.values()].reduce((a, b) => a + b, 0)
console.log('raw total', total)
for (const [d, b] of [...byDir].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(String(b).padStart(8), d)
if (process.argv[3]) for (const [f, b] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[3]))) console.log(String(b).padStart(8), f)
