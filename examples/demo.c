/* demo: writes a KV cache in every format, reads it back, runs decode
   attention on it (32 query heads over the 8 kv heads: GQA 4), and prints
   what each format costs (bits per value, bytes) and loses (the values'
   RMS and max error; the attention output's error against attention in
   double precision over the uncompressed K and V), with the times of the
   write + read and of the attention, on the backend kvq picks (Vulkan GPU
   if usable, else the CPU).

   make run            (or: cc -O2 -I. examples/demo.c -o demo -lm -ldl -lpthread)
   KVQ_BACKEND=cpu make run      forces the CPU backend */
#define KVQ_IMPLEMENTATION
#include "kvq.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(call)                                                                                  \
    do {                                                                                             \
        kvq_result r_ = (call);                                                                      \
        if (r_ != KVQ_SUCCESS) {                                                                     \
            fprintf(stderr, "%s failed: %s: %s\n", #call, kvq_result_string(r_), kvq_context_last_error(ctx)); \
            return 1;                                                                                \
        }                                                                                            \
    } while (0)

static void print_log(void *user, kvq_log_level level, const char *msg)
{
    (void)user;
    if (level <= KVQ_LOG_WARNING) fprintf(stderr, "kvq: %s\n", msg);
}

/* Data shaped like a KV cache: per-group offsets plus noise (the seed tests'
   source: sin(group * 0.7) + uniform noise in [-1, 1)). */
static void fill(float *x, size_t n, uint32_t group, uint64_t seed)
{
    size_t i;
    for (i = 0; i < n; i++) {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        x[i] = (float)((double)(seed % 20000u) / 10000.0 - 1.0) + (float)sin((double)(i / group) * 0.7);
    }
}

/* Decode attention in double over the f32 rows k, v ([token][head][D]): query head
   hq of q ([HQ][D]) reads kv head hq / (HQ / H); out [HQ][D]. */
static void attention_ref(const float *q, const float *k, const float *v, uint32_t HQ, uint32_t H, uint32_t N,
                          uint32_t D, double *logit, double *out)
{
    uint32_t hq, t, d;
    for (hq = 0; hq < HQ; hq++) {
        uint32_t h = hq / (HQ / H);
        double mx = -HUGE_VAL, sum = 0;
        for (t = 0; t < N; t++) {
            double a = 0;
            for (d = 0; d < D; d++) a += (double)q[hq * D + d] * k[((size_t)t * H + h) * D + d];
            logit[t] = a / sqrt((double)D);
            if (logit[t] > mx) mx = logit[t];
        }
        for (d = 0; d < D; d++) out[hq * D + d] = 0;
        for (t = 0; t < N; t++) {
            double p = exp(logit[t] - mx);
            sum += p;
            for (d = 0; d < D; d++) out[hq * D + d] += p * v[((size_t)t * H + h) * D + d];
        }
        for (d = 0; d < D; d++) out[hq * D + d] /= sum;
    }
}

int main(void)
{
    const uint32_t H = 8, D = 128, N = 1024, G = 32, HQ = 32;
    /* format, rotation */
    const uint32_t formats[][2] = {{KVQ_FORMAT_F32, 0}, {KVQ_FORMAT_F16, 0}, {KVQ_FORMAT_BF16, 0}, {KVQ_FORMAT_Q8, 0},
                                   {KVQ_FORMAT_Q4, 0},  {KVQ_FORMAT_Q4, 1},  {KVQ_FORMAT_Q2, 0},   {KVQ_FORMAT_Q8S, 0},
                                   {KVQ_FORMAT_E4M3, 0}, {KVQ_FORMAT_E5M2, 0}, {KVQ_FORMAT_TQ8, 0}, {KVQ_FORMAT_TQ6, 0},
                                   {KVQ_FORMAT_TQ5, 0}, {KVQ_FORMAT_TQ4, 0}, {KVQ_FORMAT_TQ3, 0}, {KVQ_FORMAT_TQ2, 0}};
    const size_t n = (size_t)N * H * D;
    kvq_context *ctx = NULL;
    kvq_context_config cfg = kvq_context_config_init();
    kvq_buffer *in = NULL, *in_v = NULL, *out = NULL, *qb = NULL, *ob = NULL, *lens = NULL;
    float *x = (float *)malloc(n * sizeof *x), *y = (float *)malloc(n * sizeof *y), *xv = (float *)malloc(n * sizeof *xv);
    float *q = (float *)malloc((size_t)HQ * D * sizeof *q), *o = (float *)malloc((size_t)HQ * D * sizeof *o);
    double *ref = (double *)malloc((size_t)HQ * D * sizeof *ref), *logit = (double *)malloc(N * sizeof *logit), ref2 = 0;
    size_t f;
    if (!x || !y || !xv || !q || !o || !ref || !logit) return 1;
    cfg.log = print_log;
    if (kvq_context_create(&cfg, &ctx) != KVQ_SUCCESS) {
        fprintf(stderr, "kvq_context_create failed\n");
        return 1;
    }
    printf("kvq %d.%d.%d demo\nbackend: %s (%s)%s%s\n", KVQ_VERSION_MAJOR, KVQ_VERSION_MINOR, KVQ_VERSION_PATCH,
           kvq_context_backend(ctx) == KVQ_BACKEND_VULKAN ? "vulkan" : "cpu", kvq_context_device_name(ctx),
           *kvq_context_backend_reason(ctx) ? "; " : "", kvq_context_backend_reason(ctx));
    printf("cache: %u kv heads x %u positions x head_dim %u, group %u, f16 params; data: sin(group*0.7) + U[-1,1)\n\n",
           H, N, D, G);
    fill(x, n, G, 0x9E3779B97F4A7C15ull);
    fill(xv, n, G, 0x2545F4914F6CDD1Dull);
    fill(q, (size_t)HQ * D, G, 0x5851F42D4C957F2Dull);
    attention_ref(q, x, xv, HQ, H, N, D, logit, ref);
    for (f = 0; f < (size_t)HQ * D; f++) ref2 += ref[f] * ref[f];
    CHECK(kvq_buffer_create(ctx, n * 4u, &in));
    CHECK(kvq_buffer_create(ctx, n * 4u, &in_v));
    CHECK(kvq_buffer_create(ctx, n * 4u, &out));
    CHECK(kvq_buffer_create(ctx, (size_t)HQ * D * 4u, &qb));
    CHECK(kvq_buffer_create(ctx, (size_t)HQ * D * 4u, &ob));
    CHECK(kvq_buffer_create(ctx, 4u, &lens));
    CHECK(kvq_buffer_write(ctx, in, 0, x, n * 4u));
    CHECK(kvq_buffer_write(ctx, in_v, 0, xv, n * 4u));
    CHECK(kvq_buffer_write(ctx, qb, 0, q, (size_t)HQ * D * 4u));
    CHECK(kvq_buffer_write(ctx, lens, 0, &N, 4u));
    printf("%-10s%10s%10s%7s%12s%12s%12s%15s%9s\n", "format", "bits/value", "MiB(K+V)", "saved", "rms error", "max error",
           "attn error", "write+read ms", "attn ms");
    for (f = 0; f < sizeof formats / sizeof formats[0]; f++) {
        kvq_cache_desc cd = kvq_cache_desc_init();
        kvq_cache *cache = NULL;
        kvq_write_params w = kvq_write_params_init();
        kvq_read_params r = kvq_read_params_init();
        kvq_attention_params a = kvq_attention_params_init();
        double se = 0, me = 0, ae = 0, rw_ms;
        size_t i;
        uint32_t h, t, d;
        cd.n_kv_heads = H;
        cd.head_dim = D;
        cd.block_size = N; /* contiguous: one block of N slots */
        cd.k_format = cd.v_format = (kvq_format)formats[f][0];
        cd.rotation = formats[f][1];
        cd.group_size = G;
        CHECK(kvq_cache_create(ctx, &cd, &cache));
        w.k = in;
        w.v = in_v;
        w.n_tokens = N;
        r.which = KVQ_K;
        r.out = out;
        r.n_tokens = N;
        for (i = 0; i < 2; i++) { /* twice, the second timed: a driver may compile a pipeline at its first run */
            CHECK(kvq_cache_write(ctx, cache, &w));
            CHECK(kvq_cache_read(ctx, cache, &r));
            CHECK(kvq_wait(ctx));
        }
        rw_ms = kvq_last_batch_seconds(ctx) * 1e3;
        CHECK(kvq_buffer_read(ctx, out, 0, y, n * 4u));
        /* one decode query per query head over the N positions (a contiguous cache: no block table) */
        a.q = qb;
        a.out = ob;
        a.n_seqs = 1;
        a.n_q_heads = HQ;
        a.seq_lens = lens;
        for (i = 0; i < 2; i++) { /* (the second timed) */
            CHECK(kvq_attention(ctx, cache, &a));
            CHECK(kvq_wait(ctx));
        }
        CHECK(kvq_buffer_read(ctx, ob, 0, o, (size_t)HQ * D * 4u));
        for (i = 0; i < (size_t)HQ * D; i++) ae += ((double)o[i] - ref[i]) * ((double)o[i] - ref[i]);
        /* x is [token][head][D], y is [head][token][D] */
        for (t = 0; t < N; t++)
            for (h = 0; h < H; h++)
                for (d = 0; d < D; d++) {
                    double e = fabs((double)x[((size_t)t * H + h) * D + d] - (double)y[((size_t)h * N + t) * D + d]);
                    se += e * e;
                    if (e > me) me = e;
                }
        i = (size_t)kvq_cache_bytes(cache);
        printf("%-6s%-4s%10.2f%10.2f%6.1fx%12.3g%12.3g%12.3g%15.2f%9.3f\n", kvq_format_name((kvq_format)formats[f][0]),
               formats[f][1] ? "+rot" : "", kvq_cache_bits_per_value(cache, KVQ_K), (double)i / (1 << 20),
               2.0 * n * 2 / (double)i, sqrt(se / (double)n), me, sqrt(ae / ref2), rw_ms, kvq_last_batch_seconds(ctx) * 1e3);
        kvq_cache_destroy(ctx, cache);
    }
    printf("\n'saved' is relative to an f16 cache. rms and max error: K read back as f32 against the f32 input.\n"
           "attn error: the relative RMS error of decode attention on the compressed cache (%u query heads, GQA %u,\n"
           "one query each over the %u positions, f32 q and out) against attention in double precision over the\n"
           "f32 K and V; its time is the attention op's alone. +rot: the rotation option (random signs +\n"
           "Walsh-Hadamard before quantizing). TQ formats rotate and use a Lloyd-Max codebook with one norm per\n"
           "rotation block (here the row); group size does not apply to them. Times: each op's second run.\n",
           HQ, HQ / H, N);
    kvq_buffer_destroy(ctx, in);
    kvq_buffer_destroy(ctx, in_v);
    kvq_buffer_destroy(ctx, out);
    kvq_buffer_destroy(ctx, qb);
    kvq_buffer_destroy(ctx, ob);
    kvq_buffer_destroy(ctx, lens);
    kvq_context_destroy(ctx);
    free(x);
    free(y);
    free(xv);
    free(q);
    free(o);
    free(ref);
    free(logit);
    return 0;
}
