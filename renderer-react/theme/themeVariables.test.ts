import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { darkTheme, lightTheme } from './themeVariables.ts'

/** WCAG 2.x relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2)
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** `color-mix(in srgb, fg p%, bg)`: the tag backgrounds of styles.ts. */
function mix(fg: string, bg: string, p: number): string {
  const part = (hex: string, i: number) => Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16)
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(part(fg, i) * p + part(bg, i) * (1 - p))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

for (const [name, theme] of Object.entries({ dark: darkTheme, light: lightTheme })) {
  const v = (key: string) => {
    const value = theme[`--latch-${key}`]
    assert.match(value ?? '', /^#[0-9a-f]{6}$/, `--latch-${key} is a #rrggbb colour`)
    return value!
  }

  test(`a11y: WCAG AA 4.5:1 — ${name} theme text colours on every surface they are drawn on`, () => {
    const failures: string[] = []
    const check = (fg: string, bg: string, what: string) => {
      const ratio = contrast(fg, bg)
      if (ratio < 4.5) failures.push(`${what}: ${ratio.toFixed(2)}:1`)
    }
    for (const text of ['color-text', 'color-text-muted', 'color-error', 'color-success', 'accent-text']) {
      for (const surface of ['color-bg', 'color-surface', 'color-surface-hover']) check(v(text), v(surface), `${text} on ${surface}`)
    }
    // Primary buttons, the Connect button and the email arrow: on-accent text on the accent fill.
    check(v('on-accent'), v('accent'), 'on-accent on accent')
    check(v('on-accent'), v('accent-hover'), 'on-accent on accent-hover')
    // Tags ('Installed', 'Active') and Max: accent text on a 14–16% accent tint of the surface.
    for (const surface of ['color-bg', 'color-surface']) {
      check(v('accent-text'), mix(v('accent-text'), v(surface), 0.16), `accent-text on its tint over ${surface}`)
    }
    assert.equal(failures, [])
  })

  test(`a11y: WCAG 1.4.11 — ${name} theme focus ring is 3:1 against the modal background`, () => {
    const ring = /(#[0-9a-f]{6})\s*$/.exec(theme['--latch-focus-ring'] ?? '')?.[1]
    assert.ok(ring, 'the focus ring ends with its colour')
    assert.ok(contrast(ring!, v('color-bg')) >= 3, `${ring} on ${v('color-bg')}: ${contrast(ring!, v('color-bg')).toFixed(2)}:1`)
  })
}

test.run()
