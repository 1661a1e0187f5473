import { useEffect, useState } from 'react'
import { hintText, isMobile, readDevice, shouldShowHint } from '../../../audio/ambience-hint-rules'
import { hasWebAudio, openAudio } from '../../../audio/audio'
import { hadGesture, onGesture } from '../../../audio/gestures'
import { SITE } from '../../../content/site-config'
import { afterPaint } from '../../../lib/idle'
import { useMotionStore } from '../../../state/motion-store'
import { usePreferencesStore } from '../../../state/preferences-store'
import { useUiStore } from '../../../state/ui-store'
import s from './ambience-hint.module.css'

/**
 * 'tap (or click) anywhere to start ambience': a small glass pill at the bottom centre,
 * decided after hydration from the device, mute and stored volume. The gesture that starts the
 * music (the first click, tap or key anywhere: `onGesture`, so not a touch that only scrolls)
 * dismisses it with a 220 ms fade, from the frame after the one that answers the gesture: the
 * control the visitor pressed answers first, and the hint's render (4-5 ms at 4x CPU) is not
 * part of that frame. A visitor who pressed before the page's code ran gets the music from
 * that press, and the hint leaves once it plays (where the browser refused it, it stays for the
 * next gesture after the refusal).
 */
export function AmbienceHint() {
  const visible = useUiStore((st) => st.hintVisible)
  const setVisible = useUiStore((st) => st.setHintVisible)
  const { hintFadeMs } = useMotionStore((st) => st.motion.audio)
  const [mobile, setMobile] = useState(false)
  const [mounted, setMounted] = useState(false)

  // decide once, in the browser (the server never renders the hint)
  useEffect(() => {
    const { muted, volume } = usePreferencesStore.getState()
    const onMobile = isMobile(readDevice())
    const show = shouldShowHint({
      mobile: onMobile,
      muted,
      volume,
      autoplay: SITE.music.autoplay,
      audio: hasWebAudio(),
    })
    setMobile(onMobile)
    if (!show) return
    setVisible(true)
    setMounted(true)
    // the gesture that starts the music (a touch's click, not its press: a press may be a scroll)
    let stop = () => {}
    const dismissOnGesture = () => {
      stop = onGesture(() => {
        stop()
        afterPaint(() => setVisible(false))
      })
    }
    // a press before this code listened was the first gesture, and the ambience starts from it
    // (useAmbience): the hint leaves once that start plays. Where the browser refused it, the
    // next gesture starts the music and dismisses the hint; not one made before the refusal
    // came (while the engine loads), which started nothing: that would leave silence and no hint
    let live = true
    if (hadGesture())
      void openAudio()
        .then((engine) => engine?.started)
        .then((state) => {
          if (!live) return
          if (state === 'playing') setVisible(false)
          else dismissOnGesture()
        })
    else dismissOnGesture()
    return () => {
      live = false
      stop()
      setVisible(false)
    }
  }, [setVisible])

  // after the fade, leave the page
  useEffect(() => {
    if (visible || !mounted) return
    const t = window.setTimeout(() => setMounted(false), hintFadeMs)
    return () => window.clearTimeout(t)
  }, [visible, mounted, hintFadeMs])

  if (!mounted) return null
  return (
    <div className={s.hint} role="status" data-state={visible ? 'open' : 'closing'}>
      <span className={s.pulse} aria-hidden="true" />
      {hintText(mobile)}
    </div>
  )
}
