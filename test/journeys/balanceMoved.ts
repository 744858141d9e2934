/**
 * A receiver's balance once it moved from `before`, read every 100 ms for up to `timeoutMs`; the
 * last reading if it never moved. A send's check waits on it: the Account view returns once the
 * wallet took the send (SPEC §5), and anvil mines the transaction a moment after it answered
 * with the hash, which under a full test run's load can come after the check reads.
 *
 * @example
 * const after = await balanceMoved(() => chain.getBalance({ address: receiver }), before)
 * assert.is(after - before, parseEther('0.5'))
 */
export async function balanceMoved<T>(read: () => Promise<T>, before: T, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let now = await read()
  while (now === before && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    now = await read()
  }
  return now
}
