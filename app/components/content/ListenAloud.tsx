import { useEffect, useRef, useState } from 'react'

type State = 'unsupported' | 'idle' | 'speaking' | 'paused'

/**
 * Reads a guided script aloud with the browser's own speech synthesis: no
 * recording and nothing sent anywhere. Passage by passage, with a short pause
 * between them, so the listener can follow along.
 */
export function ListenAloud({ passages, title }: { passages: string[]; title: string }) {
  const [state, setState] = useState<State>('unsupported')
  const [current, setCurrent] = useState(0)
  const cancelled = useRef(false)

  useEffect(() => {
    if (typeof window !== 'undefined' && 'speechSynthesis' in window) setState('idle')
    return () => {
      cancelled.current = true
      if (typeof window !== 'undefined' && 'speechSynthesis' in window) window.speechSynthesis.cancel()
    }
  }, [])

  function speakFrom(index: number) {
    const synth = window.speechSynthesis
    if (index >= passages.length) {
      setState('idle')
      setCurrent(0)
      return
    }
    setCurrent(index)
    const utterance = new SpeechSynthesisUtterance(passages[index])
    utterance.rate = 0.85
    utterance.lang = document.documentElement.lang || 'en-GB'
    utterance.onend = () => {
      if (cancelled.current) return
      setTimeout(() => {
        if (!cancelled.current) speakFrom(index + 1)
      }, 900)
    }
    utterance.onerror = () => setState('idle')
    synth.speak(utterance)
  }

  function start() {
    cancelled.current = false
    window.speechSynthesis.cancel()
    setState('speaking')
    speakFrom(0)
  }

  function pause() {
    window.speechSynthesis.pause()
    setState('paused')
  }

  function resume() {
    window.speechSynthesis.resume()
    setState('speaking')
  }

  function stop() {
    cancelled.current = true
    window.speechSynthesis.cancel()
    setState('idle')
    setCurrent(0)
  }

  if (state === 'unsupported') {
    return (
      <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600" data-testid="listen-unsupported">
        This guided script can be read aloud on devices whose browser supports speech. You can also read it below at your own pace.
      </p>
    )
  }

  return (
    <section aria-label={`Listen to ${title}`} className="flex flex-wrap items-center gap-3 rounded-xl bg-brand-50 p-4">
      {state === 'idle' ? (
        <button type="button" onClick={start} className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
          ▶ Listen
        </button>
      ) : null}
      {state === 'speaking' ? (
        <button type="button" onClick={pause} className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
          ❚❚ Pause
        </button>
      ) : null}
      {state === 'paused' ? (
        <button type="button" onClick={resume} className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
          ▶ Resume
        </button>
      ) : null}
      {state !== 'idle' ? (
        <button type="button" onClick={stop} className="rounded-lg border border-brand-600 bg-white px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50">
          ■ Stop
        </button>
      ) : null}
      <p className="text-sm text-slate-700" aria-live="polite">
        {state === 'idle'
          ? "Read aloud by your device's voice."
          : `${state === 'paused' ? 'Paused' : 'Reading'}: passage ${current + 1} of ${passages.length}`}
      </p>
    </section>
  )
}
