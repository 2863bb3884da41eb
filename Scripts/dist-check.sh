#!/usr/bin/env bash
# Proves a `make dist` tarball runs without a Swift toolchain: unpacks it, checks that `ldd` lists
# no Swift runtime and no libxml2, then compiles Fixtures/Sample.xcdatamodeld in a chroot holding
# only the binary and the libraries ldd names (no /opt/swift, no /usr/lib/swift, no libxml2), and
# requires the same bytes as the binary run outside it. Without root (no chroot), the model is
# compiled under `env -i` instead. Usage: Scripts/dist-check.sh dist/modelc-…tar.gz
set -euo pipefail
tarball=$1
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir "$work/unpacked" "$work/prefix"
tar -C "$work/unpacked" -xzf "$tarball"
unpacked=$(find "$work/unpacked" -mindepth 1 -maxdepth 1 -type d)
for file in bin/modelc bin/momc share/man/man1/modelc.1 share/bash-completion/completions/modelc \
            share/zsh/site-functions/_modelc share/fish/vendor_completions.d/modelc.fish LICENSE README.md; do
  [ -e "$unpacked/$file" ] || { echo "dist-check: $file missing from the tarball"; exit 1; }
done
grep -q '^\.TH' "$unpacked/share/man/man1/modelc.1" && grep -q 'momc' "$unpacked/share/man/man1/modelc.1"
bash -n "$unpacked/share/bash-completion/completions/modelc"
# Documentation/Compile.md "GitHub Actions": the install line, into a scratch prefix instead of /usr/local.
tar -C "$work/prefix" --strip-components=1 -xzf "$tarball" --wildcards '*/bin/*' '*/share/*'
binary=$work/prefix/bin/modelc
[ -L "$work/prefix/bin/momc" ] && [ ! -e "$work/prefix/README.md" ]

libraries=$(ldd "$binary")
echo "$libraries"
if grep -Ei 'libswift|libFoundation|libdispatch|libxml2|libicu|libsqlite|libz\.so|/opt/swift|not found' <<<"$libraries"; then
  echo "dist-check: the binary needs a library it should carry"; exit 1
fi

"$binary" --version
"$binary" "$root/Fixtures/Sample.xcdatamodeld" "$work/outside/"

jail=$work/jail
mkdir -p "$jail/proc"
trap 'umount "$jail/proc" 2>/dev/null; rm -rf "$work"' EXIT
# The Swift runtime reads its arguments from /proc/self/cmdline, so the jail gets a /proc.
if [ "$(id -u)" = 0 ] && command -v chroot >/dev/null && mount -t proc proc "$jail/proc" 2>/dev/null; then
  mkdir -p "$jail/bin" "$jail/tmp" "$jail/out"
  cp "$binary" "$jail/bin/modelc"
  # Each library ldd names (and the loader) at the same path inside the jail; nothing else.
  for library in $(grep -oE '/[^ ]+' <<<"$libraries"); do
    mkdir -p "$jail$(dirname "$library")"
    cp -L "$library" "$jail$library"
  done
  cp -R "$root/Fixtures/Sample.xcdatamodeld" "$jail/Sample.xcdatamodeld"
  chroot "$jail" /bin/modelc --version
  chroot "$jail" /bin/modelc /Sample.xcdatamodeld /out/
  produced=$jail/out/Sample.momd
  where="a chroot holding only the binary and $(grep -c '=> /\|^\s*/' <<<"$libraries") system libraries"
else
  env -i PATH=/usr/bin:/bin "$binary" "$root/Fixtures/Sample.xcdatamodeld" "$work/inside/"
  produced=$work/inside/Sample.momd
  where="env -i (no chroot: not root, or /proc cannot be mounted)"
fi
diff -r "$work/outside/Sample.momd" "$produced"
# The installed momc name: momc's command line, the same bytes as modelc's.
"$work/prefix/bin/momc" "$root/Fixtures/Sample.xcdatamodeld" "$work/momc/" 2>/dev/null
diff -r "$work/outside/Sample.momd" "$work/momc/Sample.momd"
[ -n "$(ls "$produced")" ] || { echo "dist-check: nothing compiled"; exit 1; }
if [ -x "$root/.build/debug/modelc" ]; then
  "$root/.build/debug/modelc" "$root/Fixtures/Sample.xcdatamodeld" "$work/debug/" 2>/dev/null
  diff -r "$work/debug/Sample.momd" "$produced"
fi
echo "dist-check: $(basename "$tarball") compiles Sample.xcdatamodeld in $where, same bytes; $(du -h "$binary" | cut -f1) binary"
