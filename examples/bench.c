/* bench: what kvq's kernels cost, against the memory bandwidth measured in
   the same run.

   usage: bench [--quick] [--reps N] [--torch FILE] [--json FILE] [--only rows|attn]
                [--shape BxL] [--heads HQ/HKV] [--dim D] [--q f16|f32|bf16] [--formats K,K,...] [--queries N]
                [--splits N] [--tokens N] [--block N] [--q-amp A]

   Prints markdown tables and, with --json, one JSON object per line (`make
   bench` writes build/bench.jsonl; examples/speed_md.sh makes the README's
   tables from such files):
     run     first: date, backend, device, its features, kvq's version, the
             repetitions and the command line, for the rows that follow
     read    a read-only stream over a large buffer (kvq_measure_read): the
             bandwidth the other rows are a fraction of
     floor   a batch of one dispatch of one workgroup (kvq_measure_read of
             16 bytes): the fixed cost inside every op's time
     rows    cache write of 4096 tokens (--tokens N: N), of one token (K
             and V in one op, by start and through a one-entry slot
             mapping), and read of the same range, per format (8 kv heads
             x head_dim 128, group 32, f16 params; f32 in, f16 out)
     attn    decode attention, Hq 32, Hkv 8, head_dim 128 (--heads and
             --dim: another model's), f16 q (--q: f32 or bf16) and out, B x L in 1x4096,
             1x65536, 8x32768 (on the CPU backend: 1x4096 and 1x16384), per
             K/V format pair, and n_queries 4 and 16 (attention rows also
             carry q's dtype, the block size and --splits, 0 for kvq's); q's
             elements are uniform in [-A, A] (--q-amp A, default 1) and the
             cache's in [-1, 1], so a row's logits spread with a standard
             deviation of ~A / 3 nats (A 6: ~2 nats, 30: ~10, as a model's
             heads may; attention rows carry q_amp where it is not 1)
   Times are GPU timestamps on Vulkan (host clock on the CPU): the median,
   min and max of --reps runs. Bytes are what a kernel must move: for
   attention the cache rows it reads (codes and params of K and V). --torch
   takes the output of shared/bench/torch_decode_attn.py run on the same
   device (with the same --hq, --hkv and --d as --heads and --dim) and adds
   its best fp16 time and the speedup over it. --shape runs
   attention at that one shape only, --formats only the pairs whose K
   format is listed (rows: the formats listed; names as printed: F16,Q4,Q8S,Q4+rot,Q4/qi8,...;
   /qi8: KVQ_PRECISION_Q_INT8, q rounded to int8 and integer dot products
   where the device has them; /x2: KVQ_PRECISION_F16X2 (F16 halves on the
   matrix units, q and p as pairs of f16 halves); /f16: KVQ_PRECISION_F16, the matrix units
   where the device has them), --queries
   with n_queries N instead of 1, --splits the split count (0 = the
   library's choice), --block the attention cache's block size (16) (tests/gpu_run.sh runs one process per
   shape and format: see examples/PERF.md 8 for why). On the CPU
   backend KVQ_CPU_SIMD=scalar|avx2|avx512 picks the instruction set. The log: warnings; with
   KVQ_PIPELINE_STATS=1 each pipeline's statistics too, with KVQ_BENCH_DEBUG=1 every debug line (attention's
   split counts among them). */
#define _POSIX_C_SOURCE 199309L /* clock_gettime */
#define KVQ_IMPLEMENTATION
#include "kvq.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define CHECK(call)                                                                                              \
    do {                                                                                                         \
        kvq_result r_ = (call);                                                                                  \
        if (r_ != KVQ_SUCCESS) {                                                                                 \
            fprintf(stderr, "%s failed: %s: %s\n", #call, kvq_result_string(r_), kvq_context_last_error(ctx)); \
            exit(1);                                                                                             \
        }                                                                                                        \
    } while (0)

static kvq_context *ctx;
static int reps = 9, quick;
static FILE *json;
static double read_bw; /* bytes per second */
static uint32_t shape_b, shape_l; /* --shape */
static const char *formats;       /* --formats */
static uint32_t queries_opt;      /* --queries */
static uint32_t splits_opt;       /* --splits */
static uint32_t tokens_opt = 4096; /* --tokens */
static uint32_t hq_opt = 32, hkv_opt = 8; /* --heads */
static uint32_t dim_opt = 128;    /* --dim */
static kvq_dtype qdt_opt = KVQ_DTYPE_F16; /* --q f16|f32|bf16: the attention's q dtype */
static float qamp_opt = 1.0f;             /* --q-amp A: q's elements uniform in [-A, A] */
static uint32_t block_opt = 16;   /* --block: the attention cache's block size */

/* The GPU's speed while an op is timed. On the H200 we measure on, the SM
   clock runs at 1980 MHz for a few seconds of light load (small ops, the
   host waiting on each), then drops to 345-420 MHz and stays there until
   the load is heavy again: at 345 MHz a 1x4096 attention takes 4.1x as long
   (111 us instead of 27) and the batch floor 2.5x (13.9 us instead of 5.5;
   examples/PERF.md 28; NVIDIA's management library reports the drop ~0.15 s
   late, so it cannot tell which runs it hit). So on Vulkan the batch floor
   measured at the start (bench_read, while the device is at full speed) is
   the reference, and before and after each timed run a one-dispatch probe
   is timed: a run is kept only if neither probe took more than 1.5x the
   reference (others are run again, for up to 15 s), and before a case is
   timed its op runs back to back, 20 ms at a time, until a probe is within
   the bound again (up to 15 s; a device that stays slow turns the gate off
   for the rest of the run, with a line on stderr). JSON rows carry the last
   probe's time (probe_us); runs dropped or kept slow are reported on
   stderr. */
static double floor_ref;      /* seconds; 0: no gate (the CPU, or before bench_read has measured it) */
static kvq_buffer *probe_buf; /* the probe reads its first 16 bytes */
static double last_probe;     /* seconds */
static double timing_t0;      /* when the current timing started */
static int dropped, kept_slow; /* its runs dropped with the device slow, and kept so after 15 s */
static double wall_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}
static int slow(void) /* times the probe: 1 if the device runs slow */
{
    if (floor_ref <= 0) return 0;
    CHECK(kvq_measure_read(ctx, probe_buf, 16, &last_probe));
    return last_probe > 1.5 * floor_ref;
}
/* op records one op: it runs twice untimed, then, while the device runs
   slow, back to back in batches of ~20 ms. */
static void warm(void (*op)(void *), void *arg)
{
    double t0, one;
    int i, n;
    for (i = 0; i < 2; i++) {
        op(arg);
        CHECK(kvq_wait(ctx));
    }
    one = kvq_last_batch_seconds(ctx);
    n = one > 0.02 / 1000 ? (int)(0.02 / one + 0.5) : 1000;
    if (n < 1) n = 1;
    for (t0 = wall_seconds(); slow();) {
        if (wall_seconds() - t0 > 15.0) {
            fprintf(stderr, "bench: the device stayed slow for 15 s (probe %.1f us, %.1f at the start): timing "
                            "without the gate\n", last_probe * 1e6, floor_ref * 1e6);
            floor_ref = 0;
            break;
        }
        for (i = 0; i < n; i++) op(arg);
        CHECK(kvq_wait(ctx));
    }
}
static void timing_begin(void)
{
    timing_t0 = wall_seconds();
    dropped = kept_slow = 0;
}
/* After a timed run that began with the device slow (slow0) or not: 1 to keep it. */
static int run_kept(int slow0)
{
    if (!slow0 && !slow()) return 1;
    if (wall_seconds() - timing_t0 > 15.0) {
        kept_slow++;
        return 1;
    }
    dropped++;
    return 0;
}
/* After a timing: a line on stderr about runs on a slow device. */
static void timed(const char *what)
{
    if (dropped || kept_slow)
        fprintf(stderr, "bench: %s: %d runs dropped and %d kept with the device slow (probe over 1.5 x %.1f us)\n",
                what, dropped, kept_slow, floor_ref * 1e6);
}
typedef struct attn_op {
    const kvq_cache *cache;
    const kvq_attention_params *p;
} attn_op;
static void attn_once(void *arg)
{
    const attn_op *a = (const attn_op *)arg;
    CHECK(kvq_attention(ctx, a->cache, a->p));
}
typedef struct write_op {
    kvq_cache *cache;
    const kvq_write_params *w;
} write_op;
static void write_once(void *arg)
{
    const write_op *a = (const write_op *)arg;
    CHECK(kvq_cache_write(ctx, a->cache, a->w));
}

/* torch_decode_attn.py lines: B L kv_fp16_MiB flash_us cudnn_us math_us best_us best_GBps int8_dequant_sdpa_us */
static struct { uint32_t B, L; double best_us, int8_us; } torch[16];
static int n_torch;

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

typedef struct stats { double med, min, max; } stats;
static stats summarize(double *t, int n)
{
    stats s;
    qsort(t, (size_t)n, sizeof t[0], cmp_double);
    s.med = t[n / 2];
    s.min = t[0];
    s.max = t[n - 1];
    return s;
}

static void load_torch(const char *path)
{
    FILE *f = fopen(path, "r");
    char line[512];
    if (!f) {
        fprintf(stderr, "bench: cannot read %s\n", path);
        exit(2);
    }
    while (fgets(line, sizeof line, f) && n_torch < 16) {
        unsigned B, L;
        double mib, best, gbps, i8;
        char a[32], b[32], c[32];
        if (sscanf(line, "%u %u %lf %31s %31s %31s %lf %lf %lf", &B, &L, &mib, a, b, c, &best, &gbps, &i8) == 9) {
            torch[n_torch].B = B;
            torch[n_torch].L = L;
            torch[n_torch].best_us = best;
            torch[n_torch].int8_us = i8;
            n_torch++;
        }
    }
    fclose(f);
}

static double torch_best(uint32_t B, uint32_t L)
{
    int i;
    for (i = 0; i < n_torch; i++)
        if (torch[i].B == B && torch[i].L == L) return torch[i].best_us;
    return 0;
}

static void print_log(void *user, kvq_log_level level, const char *msg)
{
    (void)user;
    fprintf(stderr, "kvq[%d]: %s\n", (int)level, msg);
}

static uint64_t rng = 88172645463325252ull;
static float frand(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (float)((double)(rng >> 11) * (1.0 / 9007199254740992.0) * 2.0 - 1.0);
}

/* s as a JSON string's contents (quotes, backslashes and control characters escaped) */
static void json_str(const char *s)
{
    for (; *s; s++) {
        const unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\') fprintf(json, "\\%c", c);
        else if (c < 0x20) fprintf(json, "\\u%04x", c);
        else fputc(c, json);
    }
}

/* The first JSON line: what produced the rows after it. */
static void json_run(const char *date, int argc, char **argv)
{
    int i;
    if (!json) return;
    fprintf(json, "{\"op\":\"run\",\"date\":\"%s\",\"backend\":\"%s\",\"device\":\"", date,
            kvq_context_backend(ctx) == KVQ_BACKEND_VULKAN ? "vulkan" : "cpu");
    json_str(kvq_context_device_name(ctx));
    fprintf(json, "\",\"features\":\"");
    json_str(kvq_context_features(ctx));
    fprintf(json, "\",\"kvq\":\"%d.%d.%d\",\"reps\":%d,\"command\":\"", KVQ_VERSION_MAJOR, KVQ_VERSION_MINOR,
            KVQ_VERSION_PATCH, reps);
    for (i = 0; i < argc; i++) {
        if (i) fputc(' ', json);
        json_str(argv[i]);
    }
    fprintf(json, "\"}\n");
}

static void json_row(const char *op, const char *k, const char *v, uint32_t B, uint32_t L, uint32_t nq, stats s,
                     double bytes, double tb)
{
    if (!json) return;
    fprintf(json,
            "{\"op\":\"%s\",\"k\":\"%s\",\"v\":\"%s\",\"B\":%u,\"L\":%u,\"n_queries\":%u,\"us_median\":%.2f,"
            "\"us_min\":%.2f,\"us_max\":%.2f,\"bytes\":%.0f,\"GBps\":%.1f,\"pct_read_bw\":%.1f",
            op, k, v, B, L, nq, s.med * 1e6, s.min * 1e6, s.max * 1e6, bytes, bytes / s.med * 1e-9,
            100.0 * bytes / s.med / read_bw);
    if (floor_ref > 0) fprintf(json, ",\"probe_us\":%.2f", last_probe * 1e6);
    if (strcmp(op, "attention") == 0)
        fprintf(json, ",\"Hq\":%u,\"Hkv\":%u,\"D\":%u,\"q\":\"%s\",\"block\":%u,\"splits\":%u", hq_opt, hkv_opt, dim_opt,
                qdt_opt == KVQ_DTYPE_F32 ? "f32" : qdt_opt == KVQ_DTYPE_BF16 ? "bf16" : "f16", block_opt, splits_opt);
    if (strcmp(op, "attention") == 0 && qamp_opt != 1.0f) fprintf(json, ",\"q_amp\":%g", (double)qamp_opt);
    if (tb > 0) fprintf(json, ",\"torch_best_us\":%.1f,\"speedup_vs_torch\":%.3f", tb, tb / (s.med * 1e6));
    fprintf(json, "}\n");
}

/* -- the read stream */
static void bench_read(void)
{
    uint64_t bytes = kvq_context_backend(ctx) == KVQ_BACKEND_VULKAN ? ((uint64_t)1 << 30) : ((uint64_t)256 << 20);
    kvq_buffer *b = NULL;
    double t[64];
    stats s;
    int k;
    double sec;
    CHECK(kvq_buffer_create(ctx, bytes, &b));
    CHECK(kvq_buffer_fill(ctx, b, 0, bytes, 0x12345678u));
    CHECK(kvq_wait(ctx));
    /* no more than one binding may cover (lavapipe: maxStorageBufferRange 128 MiB) */
    while (bytes > ((uint64_t)16 << 20) && kvq_measure_read(ctx, b, bytes, &sec) != KVQ_SUCCESS) bytes /= 2;
    for (k = -1, timing_begin(); k < reps;) {
        int slow0 = slow();
        CHECK(kvq_measure_read(ctx, b, bytes, &sec));
        if (k < 0 || run_kept(slow0)) {
            if (k >= 0) t[k] = sec;
            k++;
        }
    }
    timed("read stream");
    s = summarize(t, reps);
    read_bw = (double)bytes / s.med;
    printf("read stream: %.0f MiB in %.1f us (min %.1f, max %.1f) = %.1f GB/s\n", (double)bytes / 1048576.0,
           s.med * 1e6, s.min * 1e6, s.max * 1e6, read_bw * 1e-9);
    json_row("read", "-", "-", 0, 0, 0, s, (double)bytes, 0);
    /* the floor under every op's time: a batch of one dispatch of one
       workgroup that reads 16 bytes (launch, timestamps, the batch's barrier) */
    for (k = -1, timing_begin(); k < reps;) {
        int slow0 = slow();
        CHECK(kvq_measure_read(ctx, b, 16, &sec));
        if (k < 0 || run_kept(slow0)) {
            if (k >= 0) t[k] = sec;
            k++;
        }
    }
    timed("batch floor");
    s = summarize(t, reps);
    printf("batch floor (one dispatch of one workgroup): %.1f us (min %.1f, max %.1f)\n\n", s.med * 1e6, s.min * 1e6,
           s.max * 1e6);
    json_row("floor", "-", "-", 0, 0, 0, s, 16.0, 0);
    kvq_buffer_destroy(ctx, b);
    if (kvq_context_backend(ctx) == KVQ_BACKEND_VULKAN) { /* the reference of the gate above */
        CHECK(kvq_buffer_create(ctx, 4096, &probe_buf));
        CHECK(kvq_buffer_fill(ctx, probe_buf, 0, 4096, 0));
        floor_ref = s.med;
    }
}

/* -- cache write and read */
static void bench_rows(void)
{
    const uint32_t H = 8, D = 128, N = tokens_opt;
    const kvq_format fmts[] = {KVQ_FORMAT_F16,  KVQ_FORMAT_BF16, KVQ_FORMAT_Q8,   KVQ_FORMAT_Q4,  KVQ_FORMAT_Q2,
                               KVQ_FORMAT_Q8S,  KVQ_FORMAT_E4M3, KVQ_FORMAT_E5M2, KVQ_FORMAT_TQ4, KVQ_FORMAT_TQ3,
                               KVQ_FORMAT_Q4};
    const uint32_t rots[] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1}; /* the last: Q4 with the rotation option ("Q4+rot") */
    const size_t n = (size_t)N * H * D;
    kvq_buffer *in = NULL, *out = NULL, *slot = NULL;
    const int32_t slot_h = 21; /* the slot-mapped one-token write: slot 21 (block 1, offset 5) */
    float *x = (float *)malloc(n * sizeof *x);
    size_t f, i;
    printf("| format | bits/value | write %u tok us | GB/s | %% of read | write 1 tok (K+V) us | slot-mapped us | read %u tok us | GB/s | %% of read |\n", N, N);
    printf("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n");
    for (i = 0; i < n; i++) x[i] = frand();
    CHECK(kvq_buffer_create(ctx, n * 4u, &in));
    CHECK(kvq_buffer_create(ctx, n * 2u, &out));
    CHECK(kvq_buffer_write(ctx, in, 0, x, n * 4u));
    CHECK(kvq_buffer_create(ctx, 4u, &slot));
    CHECK(kvq_buffer_write(ctx, slot, 0, &slot_h, 4u));
    for (f = 0; f < sizeof fmts / sizeof fmts[0]; f++) {
        kvq_cache_desc cd = kvq_cache_desc_init();
        kvq_cache *cache = NULL;
        kvq_write_params w = kvq_write_params_init();
        kvq_read_params r = kvq_read_params_init();
        double tw[64], tr[64], t1[64], ts[64], half, wb, rb;
        stats sw, sr, s1, ss;
        char name[32];
        int k;
        write_op wo;
        char fname[24];
        snprintf(fname, sizeof fname, "%s%s", kvq_format_name(fmts[f]), rots[f] ? "+rot" : "");
        snprintf(name, sizeof name, ",%s,", fname);
        if (formats && !strstr(formats, name)) continue;
        cd.rotation = rots[f];
        cd.n_kv_heads = H;
        cd.head_dim = D;
        cd.block_size = 16;
        cd.n_blocks = N / 16;
        cd.k_format = cd.v_format = fmts[f];
        cd.group_size = 32;
        CHECK(kvq_cache_create(ctx, &cd, &cache));
        w.k = w.v = in;
        r.out = out;
        r.dtype = KVQ_DTYPE_F16;
        r.n_tokens = N;
        w.n_tokens = N;
        w.v = NULL;
        wo.cache = cache;
        wo.w = &w;
        warm(write_once, &wo);
        for (k = -1, timing_begin(); k < reps;) { /* k = -1: untimed */
            int slow0 = slow();
            double a, b, c, d;
            w.n_tokens = N;
            w.start = 0;
            w.v = NULL; /* K only: the bytes counted below are one half's */
            CHECK(kvq_cache_write(ctx, cache, &w));
            CHECK(kvq_wait(ctx));
            a = kvq_last_batch_seconds(ctx);
            CHECK(kvq_cache_read(ctx, cache, &r));
            CHECK(kvq_wait(ctx));
            b = kvq_last_batch_seconds(ctx);
            w.v = in; /* a decode step: one token of every head, K and V */
            w.n_tokens = 1;
            w.start = (uint32_t)(k + 1) % N;
            CHECK(kvq_cache_write(ctx, cache, &w));
            CHECK(kvq_wait(ctx));
            c = kvq_last_batch_seconds(ctx);
            w.slots = slot; /* the same through a slot mapping (a paged engine's decode step) */
            CHECK(kvq_cache_write(ctx, cache, &w));
            CHECK(kvq_wait(ctx));
            d = kvq_last_batch_seconds(ctx);
            w.slots = NULL;
            if (k < 0 || run_kept(slow0)) {
                if (k >= 0) tw[k] = a, tr[k] = b, t1[k] = c, ts[k] = d;
                k++;
            }
        }
        timed(fname);
        sw = summarize(tw, reps);
        sr = summarize(tr, reps);
        s1 = summarize(t1, reps);
        ss = summarize(ts, reps);
        half = (double)kvq_cache_bytes(cache) / 2.0;
        wb = (double)n * 4.0 + half;
        rb = half + (double)n * 2.0;
        printf("| %s | %.2f | %.1f | %.0f | %.0f | %.1f | %.1f | %.1f | %.0f | %.0f |\n", fname,
               kvq_cache_bits_per_value(cache, KVQ_K), sw.med * 1e6, wb / sw.med * 1e-9, 100.0 * wb / sw.med / read_bw,
               s1.med * 1e6, ss.med * 1e6, sr.med * 1e6, rb / sr.med * 1e-9, 100.0 * rb / sr.med / read_bw);
        json_row("write", fname, "-", 1, N, 0, sw, wb, 0);
        json_row("write_1tok", fname, fname, 1, 1, 0, s1, 0, 0);
        json_row("write_1tok_slots", fname, fname, 1, 1, 0, ss, 0, 0);
        json_row("read", fname, "-", 1, N, 0, sr, rb, 0);
        kvq_cache_destroy(ctx, cache);
    }
    printf("\n");
    kvq_buffer_destroy(ctx, in);
    kvq_buffer_destroy(ctx, out);
    kvq_buffer_destroy(ctx, slot);
    free(x);
}

/* -- decode attention */
typedef struct attn_case {
    uint32_t B, L, nq;
    kvq_format k, v;
    uint32_t rot; /* the rotation option on a non-TQ pair */
    kvq_precision prec;
} attn_case;

static void bench_attn_case(const attn_case *c)
{
    const uint32_t Hkv = hkv_opt, Hq = hq_opt, D = dim_opt, bs = block_opt, chunk = 2048;
    kvq_cache_desc cd = kvq_cache_desc_init();
    kvq_cache *cache = NULL;
    kvq_buffer *in = NULL, *q = NULL, *out = NULL, *lens = NULL, *bt = NULL;
    uint32_t s, t, *lh = (uint32_t *)malloc(c->B * 4u), blocks = c->L / bs;
    int32_t *bth = (int32_t *)malloc((size_t)c->B * blocks * 4u);
    size_t nin = (size_t)chunk * Hkv * D, nq = (size_t)c->B * c->nq * Hq * D, i;
    float *x = (float *)malloc(nin * 4u);
    uint16_t *qh = (uint16_t *)malloc(nq * 2u);
    float *qf = (float *)malloc(nq * 4u);
    double tt[64], bytes, tb;
    attn_op ao;
    char kn[32], vn[32];
    stats st;
    int k;
    kvq_attention_params p = kvq_attention_params_init();
    cd.n_kv_heads = Hkv;
    cd.head_dim = D;
    cd.block_size = bs;
    cd.n_blocks = c->B * blocks;
    cd.k_format = c->k;
    cd.v_format = c->v;
    cd.group_size = D % 32u ? 16 : 32; /* (head_dim 80, 48, ..: groups of 16) */
    cd.rotation = c->rot;
    if (!lh || !bth || !x || !qh || !qf) {
        fprintf(stderr, "bench: out of host memory for %ux%u with %u/%u heads of %u\n", c->B, c->L, Hq, Hkv, D);
        exit(1);
    }
    CHECK(kvq_cache_create(ctx, &cd, &cache));
    for (i = 0; i < nin; i++) x[i] = frand();
    CHECK(kvq_buffer_create(ctx, nin * 4u, &in));
    CHECK(kvq_buffer_write(ctx, in, 0, x, nin * 4u));
    for (t = 0; t < c->B * c->L; t += chunk) { /* sequence s holds blocks s * blocks .. in order: slots are tokens */
        kvq_write_params w = kvq_write_params_init();
        w.k = w.v = in;
        w.n_tokens = chunk < c->B * c->L - t ? chunk : c->B * c->L - t;
        w.start = t;
        CHECK(kvq_cache_write(ctx, cache, &w));
    }
    for (s = 0; s < c->B; s++) {
        lh[s] = c->L;
        for (t = 0; t < blocks; t++) bth[s * blocks + t] = (int32_t)(s * blocks + t);
    }
    for (i = 0; i < nq; i++) {
        float f = frand() * qamp_opt;
        uint32_t u;
        memcpy(&u, &f, 4);
        qh[i] = (uint16_t)(((u >> 16) & 0x8000u) | ((((u >> 23) & 0xffu) - 112u) << 10) | ((u >> 13) & 0x3ffu));
        if (f == 0.0f || fabsf(f) < 6.2e-5f) qh[i] = 0;
        if (qdt_opt == KVQ_DTYPE_BF16) qh[i] = (uint16_t)(u >> 16);
        qf[i] = f;
    }
    CHECK(kvq_buffer_create(ctx, nq * (qdt_opt == KVQ_DTYPE_F32 ? 4u : 2u), &q));
    CHECK(kvq_buffer_create(ctx, nq * 2u, &out));
    CHECK(kvq_buffer_create(ctx, c->B * 4u, &lens));
    CHECK(kvq_buffer_create(ctx, (uint64_t)c->B * blocks * 4u, &bt));
    if (qdt_opt == KVQ_DTYPE_F32) CHECK(kvq_buffer_write(ctx, q, 0, qf, nq * 4u));
    else CHECK(kvq_buffer_write(ctx, q, 0, qh, nq * 2u));
    CHECK(kvq_buffer_write(ctx, lens, 0, lh, c->B * 4u));
    CHECK(kvq_buffer_write(ctx, bt, 0, bth, (uint64_t)c->B * blocks * 4u));
    p.q = q;
    p.q_dtype = qdt_opt;
    p.out = out;
    p.out_dtype = KVQ_DTYPE_F16;
    p.n_seqs = c->B;
    p.n_queries = c->nq;
    p.n_q_heads = Hq;
    p.seq_lens = lens;
    p.max_seq_len = c->L;
    p.block_tables = bt;
    p.max_blocks_per_seq = blocks;
    p.n_splits = splits_opt;
    p.precision = c->prec;
    ao.cache = cache;
    ao.p = &p;
    warm(attn_once, &ao);
    for (k = 0, timing_begin(); k < reps;) {
        int slow0 = slow();
        double sec;
        CHECK(kvq_attention(ctx, cache, &p));
        CHECK(kvq_wait(ctx));
        sec = kvq_last_batch_seconds(ctx); /* (before the probe's batch) */
        if (run_kept(slow0)) tt[k++] = sec;
    }
    timed("attention");
    st = summarize(tt, reps);
    bytes = (double)kvq_cache_bytes(cache);
    tb = c->nq == 1 ? torch_best(c->B, c->L) : 0;
    snprintf(kn, sizeof kn, "%s%s%s", kvq_format_name(c->k), c->rot ? "+rot" : "",
             c->prec == KVQ_PRECISION_Q_INT8 ? "/qi8" : c->prec == KVQ_PRECISION_F16 ? "/f16" : c->prec == KVQ_PRECISION_F16X2 ? "/x2" : "");
    snprintf(vn, sizeof vn, "%s%s", kvq_format_name(c->v), c->rot ? "+rot" : "");
    printf("| %ux%u | %u | %s | %s | %.1f | %.1f-%.1f | %.0f | %.0f | %.0f |", c->B, c->L, c->nq, kn, vn,
           st.med * 1e6, st.min * 1e6, st.max * 1e6, bytes / 1048576.0, bytes / st.med * 1e-9,
           100.0 * bytes / st.med / read_bw);
    if (tb > 0) printf(" %.1f | %.2fx |\n", tb, tb / (st.med * 1e6));
    else printf(" | |\n");
    json_row("attention", kn, vn, c->B, c->L, c->nq, st, bytes, tb);
    fflush(stdout);
    kvq_cache_destroy(ctx, cache);
    kvq_buffer_destroy(ctx, in);
    kvq_buffer_destroy(ctx, q);
    kvq_buffer_destroy(ctx, out);
    kvq_buffer_destroy(ctx, lens);
    kvq_buffer_destroy(ctx, bt);
    free(x);
    free(qh);
    free(qf);
    free(lh);
    free(bth);
}

static void bench_attn(void)
{
    /* K, V, rotation, precision (1: KVQ_PRECISION_Q_INT8, named K/qi8; 2: KVQ_PRECISION_F16, K/f16; 3:
       KVQ_PRECISION_F16X2, K/x2) */
    static const uint32_t pairs[][4] = {
        {KVQ_FORMAT_F16, KVQ_FORMAT_F16, 0, 0}, {KVQ_FORMAT_Q8, KVQ_FORMAT_Q8, 0, 0},   {KVQ_FORMAT_Q4, KVQ_FORMAT_Q4, 0, 0},
        {KVQ_FORMAT_Q8S, KVQ_FORMAT_Q8S, 0, 0}, {KVQ_FORMAT_E4M3, KVQ_FORMAT_E4M3, 0, 0}, {KVQ_FORMAT_Q8, KVQ_FORMAT_Q4, 0, 0},
        {KVQ_FORMAT_TQ4, KVQ_FORMAT_TQ4, 0, 0}, {KVQ_FORMAT_TQ3, KVQ_FORMAT_TQ3, 0, 0}, {KVQ_FORMAT_Q4, KVQ_FORMAT_Q4, 1, 0},
        {KVQ_FORMAT_Q8, KVQ_FORMAT_Q8, 0, 1},   {KVQ_FORMAT_Q4, KVQ_FORMAT_Q4, 0, 1},   {KVQ_FORMAT_Q8S, KVQ_FORMAT_Q8S, 0, 1},
        {KVQ_FORMAT_Q8, KVQ_FORMAT_Q4, 0, 1},   {KVQ_FORMAT_F16, KVQ_FORMAT_F16, 0, 2}, {KVQ_FORMAT_Q8, KVQ_FORMAT_Q8, 0, 2},
        {KVQ_FORMAT_Q4, KVQ_FORMAT_Q4, 0, 2},   {KVQ_FORMAT_Q8S, KVQ_FORMAT_Q8S, 0, 2}, {KVQ_FORMAT_E4M3, KVQ_FORMAT_E4M3, 0, 2},
        {KVQ_FORMAT_Q8, KVQ_FORMAT_Q4, 0, 2},   {KVQ_FORMAT_Q2, KVQ_FORMAT_Q2, 0, 0},   {KVQ_FORMAT_E5M2, KVQ_FORMAT_E5M2, 0, 0},
        {KVQ_FORMAT_Q2, KVQ_FORMAT_Q2, 0, 2},   {KVQ_FORMAT_E5M2, KVQ_FORMAT_E5M2, 0, 2}, {KVQ_FORMAT_TQ4, KVQ_FORMAT_TQ4, 0, 2},
        {KVQ_FORMAT_TQ2, KVQ_FORMAT_TQ2, 0, 2}, {KVQ_FORMAT_TQ8, KVQ_FORMAT_TQ8, 0, 2}, {KVQ_FORMAT_Q4, KVQ_FORMAT_Q4, 1, 2},
        {KVQ_FORMAT_TQ3, KVQ_FORMAT_TQ3, 0, 2}, {KVQ_FORMAT_TQ5, KVQ_FORMAT_TQ5, 0, 2}, {KVQ_FORMAT_TQ6, KVQ_FORMAT_TQ6, 0, 2},
        {KVQ_FORMAT_F16, KVQ_FORMAT_F16, 0, 3}};
    static const uint32_t gpu_shapes[][2] = {{1, 4096}, {1, 65536}, {8, 32768}};
    static const uint32_t cpu_shapes[][2] = {{1, 4096}, {1, 16384}};
    int gpu = kvq_context_backend(ctx) == KVQ_BACKEND_VULKAN;
    uint32_t si, pi, n_shapes = gpu ? 3 : 2;
    if (shape_b) n_shapes = 1;
    printf("Hq %u, Hkv %u, head_dim %u, group %u, f16 params, paged blocks of %u, %s q in [-%g, %g], f16 out\n\n", hq_opt,
           hkv_opt, dim_opt, dim_opt % 32u ? 16u : 32u, block_opt,
           qdt_opt == KVQ_DTYPE_F32 ? "f32" : qdt_opt == KVQ_DTYPE_BF16 ? "bf16" : "f16", (double)qamp_opt, (double)qamp_opt);
    printf("| B x L | n_queries | K | V | us (median) | min-max | cache MiB | GB/s | %% of read | torch fp16 us | speedup |\n");
    printf("| --- | ---: | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n");
    for (si = 0; si < n_shapes; si++)
        for (pi = 0; pi < sizeof pairs / sizeof pairs[0]; pi++) {
            attn_case c;
            char name[32];
            c.B = shape_b ? shape_b : gpu ? gpu_shapes[si][0] : cpu_shapes[si][0];
            c.L = shape_l ? shape_l : gpu ? gpu_shapes[si][1] : cpu_shapes[si][1];
            if (quick && !shape_l) c.L /= 8; /* (a --shape given is run as given) */
            snprintf(name, sizeof name, ",%s%s%s,", kvq_format_name((kvq_format)pairs[pi][0]), pairs[pi][2] ? "+rot" : "",
                     pairs[pi][3] == 1 ? "/qi8" : pairs[pi][3] == 2 ? "/f16" : pairs[pi][3] == 3 ? "/x2" : "");
            if (formats && !strstr(formats, name)) continue;
            c.nq = queries_opt ? queries_opt : 1;
            c.k = (kvq_format)pairs[pi][0];
            c.v = (kvq_format)pairs[pi][1];
            c.rot = pairs[pi][2];
            c.prec = (kvq_precision)pairs[pi][3];
            bench_attn_case(&c);
        }
    if (gpu && !shape_b && !formats && !queries_opt) /* speculative decoding: several queries per sequence */
        for (si = 0; si < 4; si++) /* f32 and f16 precision, 4 and 16 queries */
            for (pi = 1; pi < 3; pi++) {
                attn_case c;
                c.B = 8;
                c.L = quick ? 4096 : 32768;
                c.nq = si % 2 ? 16 : 4;
                c.k = c.v = (kvq_format)pairs[pi][0];
                c.rot = 0;
                c.prec = si < 2 ? KVQ_PRECISION_F32 : KVQ_PRECISION_F16;
                bench_attn_case(&c);
            }
    printf("\n");
}

int main(int argc, char **argv)
{
    const char *only = NULL;
    kvq_context_config cfg = kvq_context_config_init();
    time_t now = time(NULL);
    char date[64], tail;
    int i;
    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--quick") == 0) quick = 1;
        else if (strcmp(argv[i], "--reps") == 0 && i + 1 < argc) reps = atoi(argv[++i]);
        else if (strcmp(argv[i], "--torch") == 0 && i + 1 < argc) load_torch(argv[++i]);
        else if (strcmp(argv[i], "--json") == 0 && i + 1 < argc) {
            json = fopen(argv[++i], "w");
            if (!json) return 2;
        } else if (strcmp(argv[i], "--only") == 0 && i + 1 < argc) only = argv[++i];
        else if (strcmp(argv[i], "--shape") == 0 && i + 1 < argc && sscanf(argv[i + 1], "%ux%u", &shape_b, &shape_l) == 2 &&
                 shape_b > 0 && shape_l >= 2048 && shape_l % 2048 == 0)
            i++;
        else if (strcmp(argv[i], "--heads") == 0 && i + 1 < argc &&
                 sscanf(argv[i + 1], "%u/%u%c", &hq_opt, &hkv_opt, &tail) == 2 && hkv_opt > 0 && hq_opt > 0 &&
                 hq_opt % hkv_opt == 0 && hq_opt <= 256)
            i++;
        else if (strcmp(argv[i], "--dim") == 0 && i + 1 < argc && atoi(argv[i + 1]) >= 16 && atoi(argv[i + 1]) <= 1024 &&
                 atoi(argv[i + 1]) % 16 == 0)
            dim_opt = (uint32_t)atoi(argv[++i]);
        else if (strcmp(argv[i], "--block") == 0 && i + 1 < argc && atoi(argv[i + 1]) >= 1 && atoi(argv[i + 1]) <= 2048 &&
                 2048 % atoi(argv[i + 1]) == 0)
            block_opt = (uint32_t)atoi(argv[++i]);
        else if (strcmp(argv[i], "--q") == 0 && i + 1 < argc &&
                 (strcmp(argv[i + 1], "f16") == 0 || strcmp(argv[i + 1], "f32") == 0 || strcmp(argv[i + 1], "bf16") == 0)) {
            i++;
            qdt_opt = strcmp(argv[i], "f32") == 0 ? KVQ_DTYPE_F32 : strcmp(argv[i], "bf16") == 0 ? KVQ_DTYPE_BF16 : KVQ_DTYPE_F16;
        } else if (strcmp(argv[i], "--queries") == 0 && i + 1 < argc && atoi(argv[i + 1]) > 0)
            queries_opt = (uint32_t)atoi(argv[++i]);
        else if (strcmp(argv[i], "--splits") == 0 && i + 1 < argc && atoi(argv[i + 1]) > 0)
            splits_opt = (uint32_t)atoi(argv[++i]);
        else if (strcmp(argv[i], "--tokens") == 0 && i + 1 < argc && atoi(argv[i + 1]) >= 16 && atoi(argv[i + 1]) % 16 == 0)
            tokens_opt = (uint32_t)atoi(argv[++i]);
        else if (strcmp(argv[i], "--q-amp") == 0 && i + 1 < argc && atof(argv[i + 1]) > 0 && atof(argv[i + 1]) <= 1000)
            qamp_opt = (float)atof(argv[++i]);
        else if (strcmp(argv[i], "--formats") == 0 && i + 1 < argc) {
            static char list[256];
            snprintf(list, sizeof list, ",%s,", argv[++i]);
            formats = list;
        } else {
            fprintf(stderr, "usage: bench [--quick] [--reps N] [--torch FILE] [--json FILE] [--only rows|attn]\n"
                            "             [--shape BxL (L a multiple of 2048)] [--heads HQ/HKV (HQ <= 256)] [--dim D (16..1024,\n"
                            "             a multiple of 16)] [--q f16|f32|bf16] [--formats K,K,...] [--queries N] [--splits N]\n"
                            "             [--tokens N (a multiple of 16)] [--block N (attention: paged blocks of N,\n"
                            "             dividing 2048; default 16)] [--q-amp A (q uniform in [-A, A], 0 < A <= 1000)]\n");
            return 2;
        }
    }
    if (reps < 1 || reps > 64) reps = 9;
    cfg.log = print_log;
    cfg.log_level = getenv("KVQ_BENCH_DEBUG")      ? KVQ_LOG_DEBUG
                    : getenv("KVQ_PIPELINE_STATS") ? KVQ_LOG_INFO
                                                   : KVQ_LOG_WARNING;
    if (kvq_context_create(&cfg, &ctx) != KVQ_SUCCESS) return 1;
    strftime(date, sizeof date, "%Y-%m-%d %H:%M UTC", gmtime(&now));
    printf("kvq %d.%d.%d bench, %s, on %s (%s; %s), median of %d%s\n\n", KVQ_VERSION_MAJOR, KVQ_VERSION_MINOR,
           KVQ_VERSION_PATCH, date, kvq_context_backend(ctx) == KVQ_BACKEND_VULKAN ? "vulkan" : "cpu",
           kvq_context_device_name(ctx), kvq_context_features(ctx), reps, quick ? ", quick" : "");
    json_run(date, argc, argv);
    bench_read();
    if (!only || strcmp(only, "rows") == 0) bench_rows();
    if (!only || strcmp(only, "attn") == 0) bench_attn();
    if (json) fclose(json);
    if (probe_buf) kvq_buffer_destroy(ctx, probe_buf);
    kvq_context_destroy(ctx);
    return 0;
}
