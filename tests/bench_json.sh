#!/bin/sh
# tests/bench_json.sh BENCH OUT: make bench's JSON lines (issue: the
# README's tables are made from them, with where and how they were
# measured). Runs BENCH on the CPU for one small attention row, then checks
# that every line is a JSON object with an "op", that the first is the run
# line (date, backend, device, kvq's version, repetitions, the exact
# command), that the attention row carries its shape, q dtype, block and
# split count (and q's amplitude where --q-amp sets one), and that
# examples/speed_md.sh prints the run line and the row.
set -u
bench=${1:?usage: bench_json.sh BENCH OUT}
out=${2:?usage: bench_json.sh BENCH OUT}
fail() { echo "bench_json: $*"; exit 1; }
KVQ_BACKEND=cpu "$bench" --only attn --shape 1x2048 --formats Q4 --reps 2 --splits 3 --json "$out" > /dev/null ||
  fail "bench exited with $?"
[ -s "$out" ] || fail "no JSON lines in $out"
awk '!/^\{"op":"[a-z_0-9]+",.*\}$/ { print "bench_json: not a JSON object with an op: " $0; bad = 1 } END { exit bad }' "$out" ||
  exit 1
head -1 "$out" | grep -q '^{"op":"run","date":"[0-9]\{4\}-[0-9][0-9]-[0-9][0-9] [0-9:]* UTC","backend":"cpu","device":"[^"]*","features":"[^"]*","kvq":"[0-9.]*","reps":2,"command":"[^"]*--only attn --shape 1x2048 --formats Q4 --reps 2 --splits 3 --json [^"]*"}$' ||
  fail "the first line is not the run line: $(head -1 "$out")"
grep -q '^{"op":"attention","k":"Q4","v":"Q4","B":1,"L":2048,"n_queries":1,"us_median":[0-9.]*,.*"Hq":32,"Hkv":8,"D":128,"q":"f16","block":16,"splits":3' "$out" ||
  fail "no attention row for Q4 at 1x2048 with q, block and splits"
grep -q '"q_amp"' "$out" && fail "a row carries q_amp without --q-amp"
KVQ_BACKEND=cpu "$bench" --only attn --shape 1x2048 --formats Q4 --reps 2 --q-amp 6 --json "$out.amp" > /dev/null ||
  fail "bench --q-amp 6 exited with $?"
grep -q '^{"op":"attention","k":"Q4",.*"q":"f16","block":16,"splits":0,"q_amp":6[,}]' "$out.amp" ||
  fail "no attention row with q_amp 6: $(grep attention "$out.amp")"
rm -f "$out.amp"
md=$(sh examples/speed_md.sh "$out") || fail "speed_md.sh exited with $?"
echo "$md" | grep -q '^- .* UTC, cpu: cpu (.*), kvq [0-9.]*, median of 2: `.*--formats Q4 --reps 2 --splits 3 --json .*`$' ||
  fail "speed_md.sh printed no run line"
echo "$md" | grep -q '^| 1x2048 | Q4 | [0-9.]* |' || fail "speed_md.sh printed no attention row"
echo "bench_json: ok"
