/**
 * Now, at least 20 seconds before the minute ends (waiting for the next minute
 * when it is later): a test that sets her reminder for "this minute" must have
 * the server read it in that same minute, or the server rightly puts it off to
 * tomorrow and the test waits for nothing. Under load a request can take seconds.
 */
export async function nowWithRoomInTheMinute(): Promise<Date> {
  const seconds = new Date().getSeconds()
  if (seconds > 40) await new Promise((resolve) => setTimeout(resolve, (61 - seconds) * 1000))
  return new Date()
}
