#!/bin/sh
# tests/gpu_run.sh OUT [TORCH_SCRIPT]: on a machine with a GPU, runs the
# Vulkan suites (with the validation layer), the edge-rule cases again with
# the DenormPreserve variant off (to count what a device that flushes f32
# subnormals changes), the robustness cases, a cache with 8 GiB of K codes
# (BIG_GIB), the PyTorch reference (if python3 has torch) and the benchmark
# in the same call, from binaries already built in $BUILD (default build/).
# The benchmark runs one process per attention shape and format (a long
# single run can slow down from some case on: examples/PERF.md 8), and
# examples/speed_md.sh turns its JSON lines into OUT/speed.md, the README's
# speed tables. Results go to OUT, one file each; a summary is printed.
# BENCH_ONLY=1: the PyTorch reference and the benchmark only.
set -u
out=${1:?usage: gpu_run.sh OUT [TORCH_SCRIPT]}
torch=${2:-}
b=${BUILD:-build}
mkdir -p "$out"
{ nvidia-smi -L 2>/dev/null; date -u; } > "$out/device.txt" 2>&1
run() { name=$1; shift; t0=$(date +%s); "$@" > "$out/$name.txt" 2>&1; rc=$?; \
        echo "$name: rc=$rc, $(($(date +%s) - t0)) s, $(tail -1 "$out/$name.txt")"; }
if [ "${BENCH_ONLY:-0}" != 1 ]; then
  run test_kvq ./$b/test_kvq --backend vulkan
  run test_kvq_nodenorm env KVQ_VARIANTS=-denorm ./$b/test_kvq --backend vulkan --filter edge
  run test_attn env KVQ_VARIANTS=+mma KVQ_TEST_REQUIRE_MMA=1 ./$b/test_attn --backend vulkan
  run test_attn_rule env KVQ_TEST_REQUIRE_MMA=1 ./$b/test_attn --backend vulkan --filter f16/rule
  run test_tq ./$b/test_tq --backend vulkan
  run test_kvq_chunks ./$b/test_kvq_chunks --backend vulkan --filter chunks
  run test_attn_chunks ./$b/test_attn_chunks --backend vulkan --filter chunks
  run test_robust ./$b/test_robust --backend vulkan
  run test_big env KVQ_BIG_GIB=${BIG_GIB:-8} ./$b/test_big --backend vulkan
fi
tflag=""
if [ -n "$torch" ] && python3 -c 'import torch' 2>/dev/null; then
  python3 "$torch" --shapes 1x4096,1x65536,8x32768 > "$out/torch.txt" 2>&1
  cat "$out/torch.txt"
  tflag="--torch $out/torch.txt"
fi
: > "$out/bench.txt"
i=0
bench() { i=$((i + 1)); ./$b/bench $tflag --json "$out/bench_$(printf %02d $i).jsonl" "$@" >> "$out/bench.txt" 2>&1 ||
          echo "bench $*: rc=$?"; }
for shape in 1x4096 1x65536 8x32768; do
  for f in F16 Q8 Q4 Q8S E4M3 TQ4 TQ3 Q4+rot Q8/qi8 Q4/qi8 Q8S/qi8 F16/x2 F16/f16 Q8/f16 Q4/f16 Q8S/f16 E4M3/f16 E5M2/f16 \
           Q2/f16 TQ4/f16; do
    bench --only attn --shape "$shape" --formats "$f"
  done
done
for nq in 4 16; do for f in Q8 Q4; do bench --only attn --shape 8x32768 --formats "$f" --queries $nq; done; done
bench --only rows
bench --only rows --tokens 65536
sh examples/speed_md.sh "$out"/bench_*.jsonl > "$out/speed.md"
cat "$out/speed.md"
