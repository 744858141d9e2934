import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { isRestrictedRegion, pageTimeZone } from './restrictedRegion.ts'

test('behavior: SPEC §9 China-region time zones are restricted (with their aliases); others and an unknown zone are not', () => {
  for (const zone of ['Asia/Shanghai', 'Asia/Urumqi', 'Asia/Chongqing', 'PRC']) assert.ok(isRestrictedRegion(zone), zone)
  for (const zone of ['Asia/Tokyo', 'Asia/Taipei', 'Europe/Berlin', 'UTC']) assert.not.ok(isRestrictedRegion(zone), zone)
  assert.not.ok(isRestrictedRegion(undefined))
})

test('default: the page time zone is what Intl reports', () => {
  assert.is(pageTimeZone(), Intl.DateTimeFormat().resolvedOptions().timeZone)
})

test.run()
