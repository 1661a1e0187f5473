#!/bin/bash
# On the GPU machine, in the project's root: unpacks bench/gpu/pack.sh's parts (.gpu/p1..p3),
# points GLVND and Vulkan at the NVIDIA driver and runs `scripts/bench.mjs --gpu "$@"` with the
# carried node and Chromium, writing into a copy of docs/performance.md under $OUT.
# With the device tool: calls 1 and 2 carry .gpu/p1, then .gpu/p2, and copy them to /tmp/parts
# (a carried path does not outlive its call; /tmp does, while the machine stays warm: 30 s);
# call 3 carries .gpu/p3, puts the parts back under .gpu/ and runs this script.
G=/tmp/g
rm -rf $G && mkdir -p $G/fontcache
cat .gpu/p1/part.* .gpu/p2/part.* .gpu/p3/part.* | xz -dc -T0 | tar -x -C $G || { echo 'unpacking failed'; exit 3; }
nvidia-smi -L
NV=$(find /usr/local/nvidia /usr/lib /usr/lib64 /lib -name 'libEGL_nvidia.so.0' 2>/dev/null | head -1)
NVJ=$(find /usr/local/nvidia /usr/share /etc -path '*egl_vendor*' -name '10_nvidia.json' 2>/dev/null | head -1)
VKJ=$(find /usr/local/nvidia /usr/share /etc -name 'nvidia_icd.json' 2>/dev/null | head -1)
echo "NVIDIA EGL: ${NV:-none}; EGL vendor file: ${NVJ:-none}; Vulkan ICD: ${VKJ:-none}"
export LD_LIBRARY_PATH=$G/lib:$(dirname "${NV:-/usr/local/nvidia/lib64/x}")
export FONTCONFIG_FILE=$G/fonts/fonts.conf CHROMIUM_PATH=$G/cr/chromium
[ -n "$NVJ" ] && export __EGL_VENDOR_LIBRARY_FILENAMES=$NVJ
[ -n "$VKJ" ] && export VK_DRIVER_FILES=$VKJ VK_ICD_FILENAMES=$VKJ
ldd $G/cr/chromium | grep 'not found'
rm -rf dist node_modules && cp -r $G/dist dist && mkdir node_modules
ln -s $G/nm/playwright-core $G/nm/cobe node_modules/
cp docs/performance.md "$OUT/performance.md"
timeout "${BENCH_LIMIT:-480}" $G/node scripts/bench.mjs --skip-build --gpu --out="$OUT/performance.md" "$@" 2>&1 | tee "$OUT/bench.log"
echo "bench exit ${PIPESTATUS[0]}"
# TRACES='theme toggle|pricing tier (standard)': then each of those taps traced on the GPU
# (bench/trace-tap.mjs, GPU=gl-egl, TRACE_CATEGORIES for the GPU process), gzipped into $OUT
if [ -n "${TRACES:-}" ]; then
  PORT=4499 COMPRESS=best $G/node scripts/serve.mjs >/dev/null 2>&1 &
  sleep 2
  i=0
  IFS='|' read -ra NAMES <<<"$TRACES"
  for n in "${NAMES[@]}"; do
    i=$((i + 1))
    GPU=${GPU:-gl-egl} QUALITY=${QUALITY:-} TRACE_CATEGORIES=${TRACE_CATEGORIES:-gpu,viz,cc,disabled-by-default-devtools.timeline.frame} \
      timeout 90 $G/node bench/trace-tap.mjs http://127.0.0.1:4499 "$n" /tmp/trace$i.json 2>&1 | tee -a "$OUT/traces.log"
    gzip -c /tmp/trace$i.json >"$OUT/trace$i.json.gz"
  done
fi
