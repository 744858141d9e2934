import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { minifyCssTemplates } from './minifyCss.ts'

test('behavior: size — a /* css */ style sheet ships minified: comments and indentation gone, rules kept', () => {
  const source =
    'export const css = /* css */ `\n/* a comment */\n.latch-a {\n  color: red;\n  animation: var(--latch-enter, latch-rise) 200ms ease-out;\n}\n@media (prefers-reduced-motion: reduce) {\n  .latch-a { animation: none; }\n}\n`'
  const out = minifyCssTemplates(source)
  assert.not.match(out, /a comment/)
  assert.not.match(out, /\n {2}/)
  assert.match(out, /\.latch-a\{color:red;animation:var\(--latch-enter, ?latch-rise\) \.2s ease-out\}/)
  assert.match(out, /@media ?\(prefers-reduced-motion:\s?reduce\)\{\.latch-a\{animation:none\}\}/)
  assert.ok(out.startsWith('export const css = /* css */ `'))
})

test('behavior: a template with an interpolation or an escape is left as written (its text is not the CSS it holds)', () => {
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal, interpolation included, is the input
  const interpolated = 'const a = /* css */ `.x { color: ${color}; }`'
  const escaped = 'const b = /* css */ `.x::before { content: "\\2022"; }`'
  assert.is(minifyCssTemplates(interpolated), interpolated)
  assert.is(minifyCssTemplates(escaped), escaped)
})

test("behavior: the renderer's two style sheets are ones the plugin minifies (no interpolation, no escape), so the build really shrinks them", () => {
  for (const file of ['../renderer-react/theme/styles.ts', '../renderer-react/theme/buttonStyles.ts']) {
    const source = readFileSync(new URL(file, import.meta.url), 'utf8')
    const out = minifyCssTemplates(source)
    assert.ok(out.length < source.length * 0.95, `${file}: ${source.length} → ${out.length}`)
    assert.not.match(out.slice(out.indexOf('/* css */ `')), /\n\s+\S/, `${file}: no indented line left in the sheet`)
  }
})

test.run()
