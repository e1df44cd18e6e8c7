/* bench: throughput of cache write (quantize) and read (dequantize) for every
   format, timed with GPU timestamps on Vulkan (host clock on the CPU).

   usage: bench [n_tokens] [reps]      (defaults: 32768 tokens, 9 reps)
   Shape: 8 kv heads x head_dim 128, group 32, f16 params, f32 input, f16
   output. Bytes counted: what a kernel must read plus what it must write
   (write: f32 input + codes + params; read: codes + params + f16 output).
   Prints the median time per op and its bandwidth, and the time of a
   one-token write (a decode step). */
#define KVQ_IMPLEMENTATION
#include "kvq.h"

#include <stdio.h>
#include <stdlib.h>

#define CHECK(call)                                                                                              \
    do {                                                                                                         \
        kvq_result r_ = (call);                                                                                  \
        if (r_ != KVQ_SUCCESS) {                                                                                 \
            fprintf(stderr, "%s failed: %s: %s\n", #call, kvq_result_string(r_), kvq_context_last_error(ctx)); \
            return 1;                                                                                            \
        }                                                                                                        \
    } while (0)

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv)
{
    const uint32_t H = 8, D = 128;
    const uint32_t N = argc > 1 ? (uint32_t)atoi(argv[1]) : 32768u;
    const int reps = argc > 2 ? atoi(argv[2]) : 9;
    const kvq_format formats[] = {KVQ_FORMAT_F32, KVQ_FORMAT_F16,  KVQ_FORMAT_BF16, KVQ_FORMAT_Q8,  KVQ_FORMAT_Q4,
                                  KVQ_FORMAT_Q2,  KVQ_FORMAT_Q8S, KVQ_FORMAT_E4M3, KVQ_FORMAT_E5M2};
    const size_t n = (size_t)N * H * D;
    kvq_context *ctx = NULL;
    kvq_buffer *in = NULL, *out = NULL;
    float *x;
    double tw[64], tr[64], t1[64];
    size_t f, i;
    if (N == 0 || reps < 1 || reps > 64) {
        fprintf(stderr, "usage: bench [n_tokens > 0] [reps 1..64]\n");
        return 2;
    }
    if (kvq_context_create(NULL, &ctx) != KVQ_SUCCESS) return 1;
    printf("kvq bench on %s (%s): %u tokens x %u kv heads x head_dim %u, group 32, f16 params, median of %d\n",
           kvq_context_backend(ctx) == KVQ_BACKEND_VULKAN ? "vulkan" : "cpu", kvq_context_device_name(ctx), N, H, D,
           reps);
    x = (float *)malloc(n * sizeof *x);
    if (!x) return 1;
    for (i = 0; i < n; i++) x[i] = (float)((i * 2654435761u) % 1000u) / 500.0f - 1.0f;
    CHECK(kvq_buffer_create(ctx, n * 4u, &in));
    CHECK(kvq_buffer_create(ctx, n * 2u, &out));
    CHECK(kvq_buffer_write(ctx, in, 0, x, n * 4u));
    { /* the floor under any batch: one 4-byte fill, timed the same way */
        double tf[64];
        int k;
        for (k = -1; k < reps; k++) {
            CHECK(kvq_buffer_fill(ctx, out, 0, 4, 0u));
            CHECK(kvq_wait(ctx));
            if (k >= 0) tf[k] = kvq_last_batch_seconds(ctx);
        }
        qsort(tf, (size_t)reps, sizeof tf[0], cmp_double);
        printf("a batch of one 4-byte fill: %.1f us\n", tf[reps / 2] * 1e6);
    }
    printf("format  bits/value  write_us  write_GB/s  read_us  read_GB/s  write_1tok_us\n");
    for (f = 0; f < sizeof formats / sizeof formats[0]; f++) {
        kvq_cache_desc cd = kvq_cache_desc_init();
        kvq_cache *cache = NULL;
        kvq_write_params w = kvq_write_params_init();
        kvq_read_params r = kvq_read_params_init();
        double store_bytes, wbytes, rbytes;
        int k;
        cd.n_kv_heads = H;
        cd.head_dim = D;
        cd.block_size = N;
        cd.k_format = cd.v_format = formats[f];
        cd.group_size = 32;
        CHECK(kvq_cache_create(ctx, &cd, &cache));
        w.k = in;
        w.n_tokens = N;
        r.which = KVQ_K;
        r.out = out;
        r.dtype = KVQ_DTYPE_F16;
        r.n_tokens = N;
        for (k = -1; k < reps; k++) { /* one warm-up: pipelines are built on first use */
            CHECK(kvq_cache_write(ctx, cache, &w));
            CHECK(kvq_wait(ctx));
            if (k >= 0) tw[k] = kvq_last_batch_seconds(ctx);
            CHECK(kvq_cache_read(ctx, cache, &r));
            CHECK(kvq_wait(ctx));
            if (k >= 0) tr[k] = kvq_last_batch_seconds(ctx);
            w.n_tokens = 1; /* a decode step: one token of every head */
            w.start = (uint32_t)(k + 1);
            CHECK(kvq_cache_write(ctx, cache, &w));
            CHECK(kvq_wait(ctx));
            if (k >= 0) t1[k] = kvq_last_batch_seconds(ctx);
            w.n_tokens = N;
            w.start = 0;
        }
        qsort(tw, (size_t)reps, sizeof tw[0], cmp_double);
        qsort(tr, (size_t)reps, sizeof tr[0], cmp_double);
        qsort(t1, (size_t)reps, sizeof t1[0], cmp_double);
        store_bytes = (double)kvq_cache_bytes(cache) / 2.0; /* K only */
        wbytes = (double)n * 4.0 + store_bytes;
        rbytes = store_bytes + (double)n * 2.0;
        printf("%-6s  %10.2f  %8.1f  %10.1f  %7.1f  %9.1f  %13.1f\n", kvq_format_name(formats[f]),
               kvq_cache_bits_per_value(cache, KVQ_K), tw[reps / 2] * 1e6, wbytes / tw[reps / 2] * 1e-9,
               tr[reps / 2] * 1e6, rbytes / tr[reps / 2] * 1e-9, t1[reps / 2] * 1e6);
        kvq_cache_destroy(ctx, cache);
    }
    kvq_buffer_destroy(ctx, in);
    kvq_buffer_destroy(ctx, out);
    kvq_context_destroy(ctx);
    free(x);
    return 0;
}
