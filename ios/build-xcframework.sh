#!/usr/bin/env bash
# Builds what CardaviaKit needs on Apple platforms, from the Rust core:
#   CardaviaKit/Frameworks/CardaviaFFIBridge.xcframework   the core as a static library for iPhone
#       (aarch64-apple-ios) and the simulators (aarch64-apple-ios-sim + x86_64-apple-ios, lipo'd
#       into one), with the C header and module map of the `CardaviaFFIBridge` module
#   CardaviaKit/Generated/CardaviaFFI/CardaviaFFI.swift     the Swift bindings
# Both are generated (git ignores them). Run on a Mac with Xcode and rustup:
#   ios/build-xcframework.sh            the phone build (PROFILE=dev for a quicker debug build)
set -euo pipefail

fail() { echo "build-xcframework.sh: $*" >&2; exit 1; }

[ "$(uname -s)" = Darwin ] \
  || fail "needs macOS with Xcode (xcodebuild, lipo); this is $(uname -s). On Linux, CardaviaKit is built and tested by 'scripts/test swift' instead."
for tool in cargo rustup xcodebuild xcrun lipo; do
  command -v "$tool" >/dev/null || fail "'$tool' is not on PATH (install Xcode and rustup)"
done
xcrun --sdk iphoneos --show-sdk-path >/dev/null 2>&1 \
  || fail "the iOS SDK is missing: install Xcode (not only the Command Line Tools) and run 'sudo xcode-select -s /Applications/Xcode.app'"

cd "$(dirname "$0")/.."
ROOT="$PWD"
KIT="$ROOT/ios/CardaviaKit"
PROFILE="${PROFILE:-phone}"
DIR_NAME="$([ "$PROFILE" = dev ] && echo debug || echo "$PROFILE")"
TARGET_DIR="${CARGO_TARGET_DIR:-$ROOT/target}"
LIB=libcardavia_ffi.a
DEVICE=aarch64-apple-ios
SIMULATORS=(aarch64-apple-ios-sim x86_64-apple-ios)
export IPHONEOS_DEPLOYMENT_TARGET=17.0

echo "== Rust targets"
rustup target add "$DEVICE" "${SIMULATORS[@]}" >/dev/null

echo "== the core as a static library ($PROFILE)"
for target in "$DEVICE" "${SIMULATORS[@]}"; do
  echo "   $target"
  cargo build --locked -p cardavia-ffi --lib --profile "$PROFILE" --target "$target"
  [ -f "$TARGET_DIR/$target/$DIR_NAME/$LIB" ] || fail "no $LIB for $target in $TARGET_DIR/$target/$DIR_NAME"
done

echo "== Swift bindings and module map (uniffi-bindgen, from the macOS build of the same crate)"
cargo build --locked -p cardavia-ffi --lib --profile "$PROFILE"
cargo build --locked -p uniffi-bindgen --release
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
"$TARGET_DIR/release/uniffi-bindgen" generate --no-format \
  --library "$TARGET_DIR/$DIR_NAME/libcardavia_ffi.dylib" --language swift --out-dir "$WORK/bindings"
for f in CardaviaFFI.swift CardaviaFFIBridge.h CardaviaFFIBridge.modulemap; do
  [ -f "$WORK/bindings/$f" ] || fail "uniffi-bindgen did not write $f"
done
mkdir -p "$KIT/Generated/CardaviaFFI"
cp "$WORK/bindings/CardaviaFFI.swift" "$KIT/Generated/CardaviaFFI/"
mkdir -p "$WORK/headers"
cp "$WORK/bindings/CardaviaFFIBridge.h" "$WORK/headers/"
cp "$WORK/bindings/CardaviaFFIBridge.modulemap" "$WORK/headers/module.modulemap"

echo "== one simulator library for both architectures"
mkdir -p "$WORK/sim"
lipo -create \
  "$TARGET_DIR/${SIMULATORS[0]}/$DIR_NAME/$LIB" \
  "$TARGET_DIR/${SIMULATORS[1]}/$DIR_NAME/$LIB" \
  -output "$WORK/sim/$LIB"

echo "== CardaviaFFIBridge.xcframework"
OUT="$KIT/Frameworks/CardaviaFFIBridge.xcframework"
rm -rf "$OUT"
mkdir -p "$KIT/Frameworks"
xcodebuild -create-xcframework \
  -library "$TARGET_DIR/$DEVICE/$DIR_NAME/$LIB" -headers "$WORK/headers" \
  -library "$WORK/sim/$LIB" -headers "$WORK/headers" \
  -output "$OUT"

echo "done: $OUT"
echo "next: cd ios && xcodegen generate && open Cardavia.xcodeproj"
