#!/bin/bash
# Packs what `npm run bench -- --gpu` needs on a GPU machine that has neither a browser nor a
# package registry (this workplace's device machines): Debian's Chromium and the libraries it
# loads (glibc aside), GLVND's EGL, two fonts, node, playwright-core, cobe and the built dist/,
# as one tar.xz split into parts small enough to travel one per call into .gpu/p1..p3
# (git-ignored: .gitignore). bench/gpu/device.sh unpacks and runs them there.
# Run from the project root after `node scripts/build.mjs`.
set -euo pipefail
ROOT=$(pwd)
PK=$(mktemp -d)
C=/usr/lib/chromium
mkdir -p $PK/{cr/locales,lib,fonts,nm}
cp $C/{chromium,chrome_100_percent.pak,chrome_200_percent.pak,resources.pak,icudtl.dat,snapshot_blob.bin,v8_context_snapshot.bin,libvulkan.so.1,libEGL.so,libGLESv2.so,chrome_crashpad_handler} $PK/cr/
cp $C/locales/en-US.pak $PK/cr/locales/
GLIBC='^(libc\.so|libm\.so|libdl\.so|libpthread\.so|librt\.so|libresolv\.so|ld-linux|libutil\.so)'
ldd $C/chromium | awk '$3 ~ /^\// {print $1, $3}' | grep -Ev "$GLIBC" |
  while read -r n p; do cp -L "$p" "$PK/lib/$n"; done
# loaded at run time, not linked: GLVND's EGL/GLES (the NVIDIA driver is the vendor), NSS's modules
for n in libEGL.so.1 libGLESv2.so.2 libGLdispatch.so.0 libOpenGL.so.0 libsoftokn3.so libfreebl3.so libfreeblpriv3.so libnssckbi.so; do
  f=$(find /usr/lib/x86_64-linux-gnu -maxdepth 2 -name "$n" | head -1)
  if [ -n "$f" ]; then cp -L "$f" "$PK/lib/$n"; fi
done
for l in "$PK"/lib/*; do ldd "$l" | awk '$3 ~ /^\// {print $1, $3}'; done | sort -u | grep -Ev "$GLIBC" |
  while read -r n p; do [ -e "$PK/lib/$n" ] || cp -L "$p" "$PK/lib/$n"; done
cp /usr/share/fonts/truetype/dejavu/{DejaVuSans.ttf,DejaVuSans-Bold.ttf,DejaVuSansMono.ttf} $PK/fonts/
cat > $PK/fonts/fonts.conf <<'CONF'
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig><dir>/tmp/g/fonts</dir><cachedir>/tmp/g/fontcache</cachedir>
<alias><family>sans-serif</family><prefer><family>DejaVu Sans</family></prefer></alias>
<alias><family>monospace</family><prefer><family>DejaVu Sans Mono</family></prefer></alias>
</fontconfig>
CONF
cp -r "$ROOT/node_modules/playwright-core" "$ROOT/node_modules/cobe" $PK/nm/
cp "$(command -v node)" $PK/node
cp -r "$ROOT/dist" $PK/dist
rm -rf "$ROOT/.gpu" && mkdir -p "$ROOT"/.gpu/p{1,2,3}
tar -C $PK -cf - . | xz -T2 -7 | split -b 50000000 -d -a 1 - "$ROOT/.gpu/part."
mv "$ROOT"/.gpu/part.0 "$ROOT/.gpu/p1/"
mv "$ROOT"/.gpu/part.1 "$ROOT/.gpu/p2/"
mv "$ROOT"/.gpu/part.* "$ROOT/.gpu/p3/"
rm -rf $PK
du -sh "$ROOT"/.gpu/p*
