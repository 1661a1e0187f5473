#!/usr/bin/env bash
# Generates the site's sounds from nothing but sox and ffmpeg (Debian packages sox, libsox-fmt-mp3,
# ffmpeg): no sample is downloaded. Deterministic: the same script gives the same files.
#
#   public/audio/ambience.mp3  a 60 s seamless loop: a slow, warm four-chord pad, a soft room tone,
#                              a few distant chimes and someone typing on a thocky board in the next room
#   public/audio/click.mp3     the quiet UI click: one short, damped keystroke
#
# How the loop stays seamless (no click, no bump at the seam):
#   - every tone has a frequency that is a whole number of cycles in LOOP_S, and the chord
#     envelopes are periodic in LOOP_S, so the pad is exactly periodic before any effect;
#   - effects with memory (filters, reverb) run over two copies of a periodic layer and keep the
#     second copy, so the reverb tail of the end is already in the start;
#   - the noise (room tone) is generated longer and its tail is crossfaded into its head with an
#     equal-power fade, so its last sample runs straight into its first.
# The script ends by printing sox stats and a seam check (last vs first samples).
#
# Usage: scripts/gen-ambience.sh            (from the repository root)
set -euo pipefail

command -v sox >/dev/null || { echo 'sox is missing: apt-get install sox libsox-fmt-mp3' >&2; exit 1; }
command -v ffmpeg >/dev/null || { echo 'ffmpeg is missing: apt-get install ffmpeg' >&2; exit 1; }

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
OUT="$ROOT/public/audio"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$OUT"

RATE=44100
LOOP_S=60       # loop length, s
XFADE_S=4       # room-tone tail-into-head crossfade, s
SEED=1708       # the schedule of keystrokes and chimes
SOX=(sox -q -V1 -D) # quiet, no dither (dither noise would not be periodic)
FF=(ffmpeg -hide_banner -loglevel error -y)

# A frequency rounded to a whole number of cycles per loop.
cyc() { awk -v f="$1" -v l="$LOOP_S" 'BEGIN { printf "%.6f", int(f * l + 0.5) / l }'; }

# periodic_fx IN OUT EFFECT...: runs sox effects over IN twice and keeps the second pass, so the
# effect's memory (filter state, reverb tail) wraps around the loop seam.
periodic_fx() {
  local in="$1" out="$2"
  shift 2
  "${SOX[@]}" "$in" "$in" "$TMP/pfx.wav" "$@"
  "${SOX[@]}" "$TMP/pfx.wav" "$out" trim "$LOOP_S" "$LOOP_S"
}

# ---------------------------------------------------------------------------------------------
# 1. The pad: four chords, 15 s each, crossfading over 6 s. Each note sounds a hair apart in the
#    two ears (0.1-0.3 Hz), a slow binaural shimmer. Triangle waves low, sines high, then a
#    gentle low-pass: warm, not buzzy. Common tones between chords are phase-identical, so they
#    simply hold through the crossfade.
# ---------------------------------------------------------------------------------------------
CHORDS=(
  # note:Hz:amp ... (D maj9, B m11, G maj9#11, A sus with an F# on top)
  "73.42:0.20 110.00:0.16 185.00:0.11 277.18:0.08 329.63:0.07 739.99:0.020"
  "61.74:0.20 92.50:0.16 146.83:0.12 220.00:0.10 329.63:0.07 554.37:0.025"
  "49.00:0.19 73.42:0.16 123.47:0.12 185.00:0.10 277.18:0.08 659.26:0.025"
  "55.00:0.20 82.41:0.16 164.81:0.11 246.94:0.09 293.66:0.07 739.99:0.022"
)
SLOT_S=15
i=0
for chord in "${CHORDS[@]}"; do
  synth=()
  left=()
  right=()
  ch=0
  for note in $chord; do
    f="${note%%:*}"
    a="${note##*:}"
    wave=triangle
    awk -v f="$f" 'BEGIN { exit !(f > 300) }' && wave=sine
    fl="$(cyc "$f")"
    fr="$(cyc "$(awk -v f="$f" -v c="$ch" 'BEGIN { print f + 0.1 + 0.05 * (c % 5) }')")"
    synth+=("$wave" "$fl" "$wave" "$fr")
    left+=("$((2 * ch + 1))v$a")
    right+=("$((2 * ch + 2))v$a")
    ch=$((ch + 1))
  done
  IFS=, eval 'L="${left[*]}"; R="${right[*]}"'
  "${SOX[@]}" -n -r "$RATE" -c $((2 * ch)) -b 32 -e floating-point "$TMP/chord$i-raw.wav" \
    synth "$LOOP_S" "${synth[@]}" remix "$L" "$R"
  # the chord's periodic window: 1 around its slot centre, smoothstep crossfades to its neighbours
  c="$(awk -v i="$i" -v s="$SLOT_S" 'BEGIN { print i * s + s / 2 }')"
  w="st(0,abs(mod(t-$c+$((LOOP_S / 2 + LOOP_S)),$LOOP_S)-$((LOOP_S / 2))));st(1,clip((10.5-ld(0))/6,0,1));ld(1)*ld(1)*(3-2*ld(1))"
  "${FF[@]}" -i "$TMP/chord$i-raw.wav" -af "aeval='val(0)*($w)|val(1)*($w)'" -c:a pcm_f32le "$TMP/chord$i.wav"
  i=$((i + 1))
done
"${SOX[@]}" -m -v 1 "$TMP/chord0.wav" -v 1 "$TMP/chord1.wav" -v 1 "$TMP/chord2.wav" -v 1 "$TMP/chord3.wav" \
  "$TMP/pad-dry.wav"
# a slow breath over the whole pad (two cycles per loop) keeps it alive without wobbling
"${FF[@]}" -i "$TMP/pad-dry.wav" \
  -af "aeval='val(0)*(0.86+0.14*sin(2*PI*2*t/$LOOP_S))|val(1)*(0.86+0.14*sin(2*PI*2*t/$LOOP_S+1.3))'" \
  -c:a pcm_f32le "$TMP/pad-breath.wav"
periodic_fx "$TMP/pad-breath.wav" "$TMP/pad.wav" lowpass 1400 lowpass 2600 highpass 38 reverb 35 60 100 100 0 0

# ---------------------------------------------------------------------------------------------
# 2. Room tone: brown noise for the air of the room, a whisper of pink for presence. Generated
#    longer than the loop; the tail is crossfaded into the head (equal power: uncorrelated noise).
# ---------------------------------------------------------------------------------------------
NOISE_S=$((LOOP_S + XFADE_S))
"${SOX[@]}" -n -r "$RATE" -c 2 -b 32 -e floating-point "$TMP/brown.wav" synth "$NOISE_S" brownnoise \
  lowpass 320 highpass 30 gain -n -30
"${SOX[@]}" -n -r "$RATE" -c 2 -b 32 -e floating-point "$TMP/pink.wav" synth "$NOISE_S" pinknoise \
  lowpass 2400 highpass 180 gain -n -46
"${SOX[@]}" -m -v 1 "$TMP/brown.wav" -v 1 "$TMP/pink.wav" "$TMP/room-long.wav"
"${SOX[@]}" "$TMP/room-long.wav" "$TMP/room-head.wav" trim 0 "$XFADE_S" fade q "$XFADE_S"
"${SOX[@]}" "$TMP/room-long.wav" "$TMP/room-tail.wav" trim "$LOOP_S" "$XFADE_S" fade q 0 "$XFADE_S" "$XFADE_S"
"${SOX[@]}" -m -v 1 "$TMP/room-head.wav" -v 1 "$TMP/room-tail.wav" "$TMP/room-seam.wav"
"${SOX[@]}" "$TMP/room-long.wav" "$TMP/room-body.wav" trim "$XFADE_S" $((LOOP_S - XFADE_S))
"${SOX[@]}" "$TMP/room-seam.wav" "$TMP/room-body.wav" "$TMP/room.wav"

# ---------------------------------------------------------------------------------------------
# 3. One keystroke, three ways: a normal key (a damped low 'thock' body, a short bright tick of
#    the switch, then the softer upstroke), a deeper spacebar, and a light one.
# ---------------------------------------------------------------------------------------------
key() { # key OUT BODY_HZ BODY_DECAY_S TICK UP_DELAY_S
  "${FF[@]}" -f lavfi -i "aevalsrc=exprs='
      st(0,random(1)*2-1);
      0.75*sin(2*PI*($2*t+($2*0.9)*0.012*(1-exp(-t/0.012))))*exp(-t/$3)
      +0.22*sin(2*PI*($2*2.9)*t)*exp(-t/0.010)
      +$4*ld(0)*exp(-t/0.0025)
      +0.35*sin(2*PI*($2*1.35)*(t-$5))*exp(-(t-$5)/0.014)*gte(t,$5)
      +0.35*$4*ld(0)*exp(-(t-$5)/0.002)*gte(t,$5)':s=$RATE:d=0.16" \
    -af "highpass=f=70,lowpass=f=5200,afade=t=out:st=0.13:d=0.03" -c:a pcm_f32le "$1"
}
key "$TMP/key-a.wav" 190 0.022 0.30 0.085
key "$TMP/key-b.wav" 165 0.026 0.26 0.075
key "$TMP/key-space.wav" 118 0.040 0.22 0.100
key "$TMP/key-light.wav" 240 0.016 0.34 0.070

# ---------------------------------------------------------------------------------------------
# 4. Someone typing in the next room: unhurried bursts, a space every few keys, long pauses.
#    Non-overlapping strokes are simply concatenated with silence before each.
# ---------------------------------------------------------------------------------------------
awk -v seed="$SEED" -v end="$((LOOP_S - 1))" 'BEGIN {
  srand(seed); t = 2.3; last = 0
  while (t < end - 4) {
    n = 7 + int(rand() * 16); word = 2 + int(rand() * 6)
    for (k = 0; k < n && t < end - 0.5; k++) {
      v = (word-- <= 0) ? "space" : (rand() < 0.5 ? "a" : (rand() < 0.6 ? "b" : "light"))
      if (v == "space") word = 2 + int(rand() * 6)
      g = 0.55 + rand() * 0.45
      printf "%s %.4f %.3f\n", v, t - last, g
      last = t + 0.16
      t += 0.17 + rand() * 0.12 + (v == "space" ? 0.08 : 0)
    }
    t += 3.5 + rand() * 6
  }
}' >"$TMP/typing.txt"
n=0
parts=()
while read -r v gap g; do
  # the typist sits a little to the left; each stroke wanders a touch
  pan="$(awk -v s="$SEED" -v n="$n" 'BEGIN { srand(s + n); p = 0.62 + rand() * 0.12; printf "%.3f %.3f", p, 1 - p }')"
  gl="${pan% *}"
  gr="${pan#* }"
  "${SOX[@]}" "$TMP/key-$v.wav" -c 2 "$TMP/k$n.wav" remix "1v$(awk -v a="$g" -v b="$gl" 'BEGIN { print a * b }')" \
    "1v$(awk -v a="$g" -v b="$gr" 'BEGIN { print a * b }')" pad "$gap"
  parts+=("$TMP/k$n.wav")
  n=$((n + 1))
done <"$TMP/typing.txt"
"${SOX[@]}" "${parts[@]}" "$TMP/typing-seq.wav"
"${SOX[@]}" "$TMP/typing-seq.wav" "$TMP/typing-dry.wav" pad 0 "$LOOP_S" trim 0 "$LOOP_S"
# far away, through a door: darker, roomier
periodic_fx "$TMP/typing-dry.wav" "$TMP/typing.wav" lowpass 2800 equalizer 220 1q 3 reverb 55 40 80 100 12 0

# ---------------------------------------------------------------------------------------------
# 5. A few soft chimes from the chords' top notes, slow attack and long decay, in the reverb.
# ---------------------------------------------------------------------------------------------
chime() { # chime OUT HZ
  local f
  f="$(cyc "$2")"
  "${FF[@]}" -f lavfi -i "aevalsrc=exprs='(sin(2*PI*$f*t)+0.28*sin(2*PI*2*$f*t)+0.06*sin(2*PI*3*$f*t))*(1-exp(-t/0.35))*exp(-t/1.9)':s=$RATE:d=7:c=stereo" \
    -af "afade=t=out:st=6:d=1" -c:a pcm_f32le "$1"
}
CHIMES=("3.5:739.99:0.55:0.30" "11.8:554.37:0.30:0.55" "19.2:659.26:0.52:0.34" "33.4:493.88:0.32:0.50" "41.0:739.99:0.50:0.36" "48.6:554.37:0.34:0.52")
mix=()
n=0
for c in "${CHIMES[@]}"; do
  IFS=: read -r at f l r <<<"$c"
  chime "$TMP/chime-raw$n.wav" "$f"
  "${SOX[@]}" "$TMP/chime-raw$n.wav" "$TMP/chime$n.wav" remix "1v$l" "2v$r" pad "$at" 0 pad 0 "$LOOP_S" trim 0 "$LOOP_S"
  mix+=(-v 1 "$TMP/chime$n.wav")
  n=$((n + 1))
done
"${SOX[@]}" -m "${mix[@]}" "$TMP/chimes-dry.wav"
periodic_fx "$TMP/chimes-dry.wav" "$TMP/chimes.wav" gain -n -20 lowpass 3000 reverb 70 50 100 100 30 0

# ---------------------------------------------------------------------------------------------
# 6. The mix. Levels: the pad carries it, the room is felt more than heard, the typing sits
#    behind, the chimes are rare. Normalised to -3 dBFS peak (one gain: keeps it periodic).
# ---------------------------------------------------------------------------------------------
"${SOX[@]}" "$TMP/pad.wav" "$TMP/pad-n.wav" gain -n -6
"${SOX[@]}" "$TMP/typing.wav" "$TMP/typing-n.wav" gain -n -15
"${SOX[@]}" -m -v 1 "$TMP/pad-n.wav" -v 1 "$TMP/room.wav" -v 1 "$TMP/typing-n.wav" -v 1 "$TMP/chimes.wav" \
  "$TMP/mix.wav"
periodic_fx "$TMP/mix.wav" "$TMP/master.wav" highpass 28 equalizer 3500 1.2q -2
"${SOX[@]}" "$TMP/master.wav" -b 16 "$TMP/ambience.wav" gain -n -3
# MP3 frames overlap, so an encoder that starts from silence smears the first samples. Encode with
# one frame of the loop's own end before it and of its start after it, then tell decoders (the
# LAME tag's encoder delay and padding, which Chromium and Firefox honour via ffmpeg) to skip them.
WRAP=1152 # samples: one MPEG-1 layer III frame
N="$(soxi -s "$TMP/ambience.wav")"
"${SOX[@]}" "$TMP/ambience.wav" "$TMP/wrap-pre.wav" trim "$((N - WRAP))s"
"${SOX[@]}" "$TMP/ambience.wav" "$TMP/wrap-post.wav" trim 0 "${WRAP}s"
"${SOX[@]}" "$TMP/wrap-pre.wav" "$TMP/ambience.wav" "$TMP/wrap-post.wav" "$TMP/ambience-wrapped.wav"
"${FF[@]}" -i "$TMP/ambience-wrapped.wav" -c:a libmp3lame -b:a 96k -ar "$RATE" -ac 2 \
  -write_xing 1 -id3v2_version 0 -map_metadata -1 "$OUT/ambience.mp3"
node --input-type=module - "$OUT/ambience.mp3" "$WRAP" <<'JS'
import fs from 'node:fs'
const [file, extra] = [process.argv[2], Number(process.argv[3])]
const b = fs.readFileSync(file)
const x = Math.max(b.indexOf('Info'), b.indexOf('Xing')) // the Xing/Info tag in the first frame
const frame = x - 36 // MPEG-1 stereo: 4 header bytes + 32 side-info bytes
if (x < 0 || b[frame] !== 0xff) throw new Error('no LAME tag in ' + file)
const v = b.readUIntBE(x + 141, 3)
const delay = (v >> 12) + extra
const padding = (v & 4095) + extra
if (delay > 4095 || padding > 4095) throw new Error(`delay ${delay} / padding ${padding} overflow`)
b.writeUIntBE((delay << 12) | padding, x + 141, 3)
let crc = 0 // CRC-16/ARC over the first 190 bytes of the frame (the LAME tag CRC)
for (const byte of b.subarray(frame, frame + 190)) {
  crc ^= byte
  for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1
}
b.writeUInt16BE(crc, x + 154)
fs.writeFileSync(file, b)
console.log(`LAME tag: encoder delay ${delay}, padding ${padding}`)
JS

# ---------------------------------------------------------------------------------------------
# 7. The UI click: one close, dry, short keystroke (mono, tiny).
# ---------------------------------------------------------------------------------------------
"${FF[@]}" -f lavfi -i "aevalsrc=exprs='
    st(0,random(1)*2-1);
    0.8*sin(2*PI*(210*t+190*0.010*(1-exp(-t/0.010))))*exp(-t/0.014)
    +0.25*sin(2*PI*610*t)*exp(-t/0.008)
    +0.32*ld(0)*exp(-t/0.0018)':s=$RATE:d=0.07" \
  -af "highpass=f=90,lowpass=f=6500,afade=t=out:st=0.05:d=0.02" -c:a pcm_s16le "$TMP/click.wav"
"${SOX[@]}" "$TMP/click.wav" "$TMP/click-n.wav" gain -n -1
"${FF[@]}" -i "$TMP/click-n.wav" -c:a libmp3lame -b:a 64k -ar "$RATE" -ac 1 \
  -id3v2_version 0 -map_metadata -1 "$OUT/click.mp3"

# ---------------------------------------------------------------------------------------------
# 8. Checks: length, peak, size, and the seam (decoded from the mp3, gapless-trimmed by ffmpeg).
# ---------------------------------------------------------------------------------------------
for f in ambience click; do
  echo "== $f.mp3: $(stat -c %s "$OUT/$f.mp3") bytes"
  sox "$OUT/$f.mp3" -n stats 2>&1 | grep -E 'Pk lev dB|RMS lev dB|Length s'
done
"${FF[@]}" -i "$OUT/ambience.mp3" -f f32le -ac 1 "$TMP/decoded.f32"
"${FF[@]}" -i "$TMP/ambience.wav" -f f32le -ac 1 "$TMP/source.f32"
seam() { # prints the jump across the seam against the typical sample-to-sample step
  od -An -v -f -w4 "$1" | awk -v tag="$2" '
    { x[NR] = $1 }
    END {
      n = NR; s = 0
      for (i = 2; i <= n; i++) s += (x[i] - x[i - 1]) ^ 2
      rms = sqrt(s / (n - 1))
      head = 0; tail = 0
      for (i = 1; i <= 441; i++) { head += x[i] ^ 2; tail += x[n - i + 1] ^ 2 }
      printf "%s: %d samples; seam jump %.5f vs typical step %.5f (ratio %.2f); RMS last 10 ms %.4f, first 10 ms %.4f\n",
        tag, n, x[1] - x[n], rms, (x[1] - x[n]) / rms, sqrt(tail / 441), sqrt(head / 441)
    }'
}
seam "$TMP/source.f32" 'seam (pcm master)'
seam "$TMP/decoded.f32" 'seam (decoded mp3)'
