#!/bin/sh
# tests/gpu_run.sh OUT [TORCH_SCRIPT]: on a machine with a GPU, runs the
# Vulkan suites (with the validation layer), the edge-rule cases again with
# the DenormPreserve variant off (to count what a device that flushes f32
# subnormals changes), the PyTorch reference (if python3 has torch) and the
# benchmark in the same call, from binaries already built in $BUILD
# (default build/). Results go to OUT, one file each; a summary is printed.
set -u
out=${1:?usage: gpu_run.sh OUT [TORCH_SCRIPT]}
torch=${2:-}
b=${BUILD:-build}
mkdir -p "$out"
{ nvidia-smi -L 2>/dev/null; date -u; } > "$out/device.txt" 2>&1
run() { name=$1; shift; t0=$(date +%s); "$@" > "$out/$name.txt" 2>&1; rc=$?; \
        echo "$name: rc=$rc, $(($(date +%s) - t0)) s, $(tail -1 "$out/$name.txt")"; }
run test_kvq ./$b/test_kvq --backend vulkan
run test_kvq_nodenorm env KVQ_VARIANTS=-denorm ./$b/test_kvq --backend vulkan --filter edge
run test_attn ./$b/test_attn --backend vulkan
run test_tq ./$b/test_tq --backend vulkan
run test_kvq_chunks ./$b/test_kvq_chunks --backend vulkan --filter chunks
run test_attn_chunks ./$b/test_attn_chunks --backend vulkan --filter chunks
run test_robust ./$b/test_robust --backend vulkan
run test_big env KVQ_BIG_GIB=${BIG_GIB:-8} ./$b/test_big --backend vulkan
if [ -n "$torch" ] && python3 -c 'import torch' 2>/dev/null; then
  python3 "$torch" --shapes 1x4096,1x65536,8x32768 > "$out/torch.txt" 2>&1
  cat "$out/torch.txt"
  run bench ./$b/bench --torch "$out/torch.txt" --json "$out/bench.jsonl"
else
  run bench ./$b/bench --json "$out/bench.jsonl"
fi
cat "$out/bench.txt"
