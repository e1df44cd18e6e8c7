#!/bin/sh
# tests/setup.sh build|test: installs what `make run` (build) or `make test`
# (test) needs on a Debian-like machine, with apt-get, when it is missing.
# Prints what it does; fails with the command to run if it cannot install.
set -u
mode=${1:-test}
pkgs=""
has_vk_header() { printf '#include <vulkan/vulkan.h>\n' | ${CC:-cc} -E -x c - >/dev/null 2>&1; }
has_lib() { ldconfig -p 2>/dev/null | grep -q "$1"; }
has_file() { for f in "$@"; do [ -e "$f" ] && return 0; done; return 1; }

command -v ${CC:-cc} >/dev/null 2>&1 || pkgs="$pkgs build-essential"
command -v make >/dev/null 2>&1 || pkgs="$pkgs make"
has_vk_header || pkgs="$pkgs libvulkan-dev"
if [ "$mode" = test ]; then
  command -v valgrind >/dev/null 2>&1 || pkgs="$pkgs valgrind"
  has_lib libvulkan.so.1 || pkgs="$pkgs libvulkan1"
  # lavapipe, the CPU Vulkan driver the Vulkan suite runs on without a GPU
  has_file /usr/share/vulkan/icd.d/lvp_icd.*.json || pkgs="$pkgs mesa-vulkan-drivers"
  has_file /usr/share/vulkan/explicit_layer.d/VkLayer_khronos_validation.json || pkgs="$pkgs vulkan-validationlayers"
  # clang with its sanitizer and libFuzzer runtimes (test-flags, test-sanitize, test-threads, test-fuzz-smoke)
  command -v clang >/dev/null 2>&1 || pkgs="$pkgs clang"
  has_file /usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.fuzzer-*.a || pkgs="$pkgs libclang-rt-dev"
fi
[ -z "$pkgs" ] && exit 0
echo "setup: installing$pkgs"
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null && apt-get install -y -qq --no-install-recommends $pkgs >/dev/null && exit 0
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null && command -v apt-get >/dev/null 2>&1; then
  sudo -n env DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null &&
    sudo -n env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $pkgs >/dev/null && exit 0
fi
if [ "$mode" = build ]; then
  echo "setup: could not install$pkgs; building without the Vulkan backend (CPU only)" >&2
  exit 0
fi
echo "setup: could not install$pkgs; run: sudo apt-get install$pkgs" >&2
exit 1
