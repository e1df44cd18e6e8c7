#!/bin/sh
# examples/speed_md.sh FILE.jsonl...: the README's speed tables, made from
# the JSON lines `bench --json FILE` writes (one file per bench process;
# give them in the order the rows should appear). Prints markdown: where
# and how each file was measured (its "run" line: date, device, kvq's
# version, repetitions, the exact command), the read stream, the attention
# rows (with the PyTorch ratio when bench was given --torch), then the cache
# write/read rows. Nothing else is computed: every number is the bench's own.
set -eu
[ $# -ge 1 ] || { echo "usage: $0 FILE.jsonl..." >&2; exit 2; }
cat "$@" | awk '
function field(line, key,    m) {
    if (match(line, "\"" key "\":(\"[^\"]*\"|[-0-9.eE+]+)")) {
        m = substr(line, RSTART + length(key) + 3, RLENGTH - length(key) - 3)
        gsub(/"/, "", m)
        return m
    }
    return ""
}
{
    op = field($0, "op"); k = field($0, "k")
    if (op == "run") {
        nrun++
        where = sprintf("%s: %s (%s), kvq %s, median of %s", field($0, "backend"), field($0, "device"),
                        field($0, "features"), field($0, "kvq"), field($0, "reps"))
        if (nrun == 1) { where1 = where; date1 = field($0, "date"); cmd1 = field($0, "command") }
        else if (where != where1) mixed = 1
        daten = field($0, "date")
        runs[nrun] = sprintf("- %s, %s: `%s`", daten, where, field($0, "command"))
    } else if (op == "read" && k == "-") {
        nread++
        rmin = (nread == 1 || field($0, "GBps") + 0 < rmin) ? field($0, "GBps") + 0 : rmin
        rmax = (nread == 1 || field($0, "GBps") + 0 > rmax) ? field($0, "GBps") + 0 : rmax
    } else if (op == "attention") {
        na++
        kv = field($0, "k"); v = field($0, "v"); if (v != kv) kv = kv " / " v
        q = field($0, "q"); if (q != "" && q != "f16") kv = kv " (" q " q)"
        shape = field($0, "B") "x" field($0, "L")
        if (field($0, "n_queries") + 0 > 1) shape = shape ", " field($0, "n_queries") " queries"
        tb = field($0, "torch_best_us"); sp = field($0, "speedup_vs_torch")
        attn[na] = sprintf("| %s | %s | %.1f | %.1f-%.1f | %.0f | %.0f | %s | %s |", shape, kv, field($0, "us_median"),
                           field($0, "us_min"), field($0, "us_max"), field($0, "GBps"), field($0, "pct_read_bw"),
                           tb == "" ? "" : sprintf("%.1f", tb), sp == "" ? "" : sprintf("%.2fx", sp))
    } else if (op == "write" || op == "read" || op == "write_1tok" || op == "write_1tok_slots") {
        if (op == "write" || op == "read") n = field($0, "L")  # (the one-token writes follow their range write)
        key = k SUBSEP n
        if (!(key in seen)) { seen[key] = 1; nf++; fmts[nf] = key }
        if (op == "write") { wus[key] = field($0, "us_median"); wpct[key] = field($0, "pct_read_bw") }
        if (op == "read") { rus[key] = field($0, "us_median"); rpct[key] = field($0, "pct_read_bw") }
        if (op == "write_1tok") one[key] = field($0, "us_median")
        if (op == "write_1tok_slots") ones[key] = field($0, "us_median")
    }
}
END {
    if (nrun == 1 || mixed) {  # every run line
        for (i = 1; i <= nrun; i++) print runs[i]
        print ""
    } else if (nrun) {  # several processes on one device: once, with the first command
        printf("- %s to %s, %s, %d bench runs, the first: `%s`\n\n", date1, daten, where1, nrun, cmd1)
    }
    if (nread) printf("Read stream (kvq_measure_read, measured by each bench process): %.0f-%.0f GB/s.\n\n", rmin, rmax)
    if (na) {
        print "| B x L | K / V | us (median) | min-max | GB/s | % of read bw | PyTorch fp16 us | speedup |"
        print "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |"
        for (i = 1; i <= na; i++) print attn[i]
        print ""
    }
    if (nf) {
        print "| format | tokens | write us | % of read bw | 1-token write (K+V) us | slot-mapped us | read us | % of read bw |"
        print "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
        for (i = 1; i <= nf; i++) {
            key = fmts[i]; split(key, kn, SUBSEP)
            printf("| %s | %s | %.1f | %.0f | %.1f | %.1f | %.1f | %.0f |\n", kn[1], kn[2], wus[key], wpct[key], one[key],
                   ones[key], rus[key], rpct[key])
        }
        print ""
    }
}'
