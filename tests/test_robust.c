/* test_robust: what kvq does when the world fails under it.

   Built with KVQ_FAULT_INJECTION (kvq.h ">>vulkan", "Fault injection"), so
   that a lost device and a failing pipeline build can be provoked on
   lavapipe. Cases:
     alloc/sweep        the allocator fails at its N-th call, for every N up
                        to the number of allocations a whole session makes
                        (context, buffers, cache, write, read, quantize,
                        dequantize, attention, merge): the call that met the
                        failure returns KVQ_ERROR_OUT_OF_MEMORY with a
                        message and wrote nothing it should not, the same
                        call then succeeds, the results equal those of a
                        session without failures, and after destroy every
                        allocation has been freed
     fallback/...        a loader that is missing or is not a Vulkan loader,
                        a device without a needed feature, a driver that
                        cannot build kvq's pipelines: AUTO falls back to the
                        CPU with the reason, explicit Vulkan returns
                        KVQ_ERROR_BACKEND_UNAVAILABLE and logs the reason
     fault/pipeline_op  a pipeline that fails to build at an op: the op
                        returns an error naming the kernel and writes nothing
     oom/device         buffers and caches beyond the device's memory return
                        KVQ_ERROR_OUT_OF_DEVICE_MEMORY; the context goes on
     lost/...            after VK_ERROR_DEVICE_LOST (at submit or at wait)
                        every call returns an error and destroy frees every
                        host allocation
     timeout/...         a wait shorter than the work returns
                        KVQ_ERROR_TIMEOUT and a later wait finishes it; a
                        destroy that times out frees kvq's host memory; a
                        transfer that times out says it is not done and
                        how much was copied, and done again it is whole
   usage: test_robust --backend cpu|vulkan (the Vulkan-only cases skip on
   the CPU) */
#define _POSIX_C_SOURCE 200809L /* setenv */
#define KVQ_FAULT_INJECTION
#define KVQ_IMPLEMENTATION
#include "kvq.h"

#include "harness.h"

#include <stdint.h>

/* >>allocator ========================================================== */
/* Counts live allocations and fails the N-th call (and only it) when armed
   (locked: threads/two_contexts allocates from two threads). */
#include <pthread.h>
static pthread_mutex_t g_alloc_mu = PTHREAD_MUTEX_INITIALIZER;
static long g_calls, g_live, g_fail_at, g_failed_at_call;
static int g_paused; /* the test's own reads: neither counted nor failed */
static void *count_alloc(void *user, size_t n)
{
    void *p = NULL;
    (void)user;
    pthread_mutex_lock(&g_alloc_mu);
    if (g_paused) {
        if ((p = malloc(n)) != NULL) g_live++;
        pthread_mutex_unlock(&g_alloc_mu);
        return p;
    }
    g_calls++;
    if (g_fail_at && g_calls == g_fail_at) g_failed_at_call = g_calls;
    else if ((p = malloc(n)) != NULL) g_live++;
    pthread_mutex_unlock(&g_alloc_mu);
    return p;
}
static void count_free(void *user, void *p)
{
    (void)user;
    if (p) {
        pthread_mutex_lock(&g_alloc_mu);
        g_live--;
        pthread_mutex_unlock(&g_alloc_mu);
        free(p);
    }
}

static kvq_context_config robust_config(kvq_backend backend)
{
    kvq_context_config cfg = kvq_context_config_init();
    cfg.backend = backend;
    cfg.allow_cpu_device = 1;
    cfg.validation = backend == KVQ_BACKEND_VULKAN && !g_no_validation;
    cfg.log = log_cb;
    cfg.log_level = KVQ_LOG_WARNING;
    cfg.allocator.alloc = count_alloc;
    cfg.allocator.free = count_free;
    cfg.n_threads = 2;
    return cfg;
}

/* >>session ============================================================ */
/* A small session touching every op; its results, to compare runs. */
#define S_H 2u
#define S_D 64u
#define S_T 100u
#define S_HQ 4u
typedef struct session_out {
    float read[S_H * S_T * S_D];
    uint32_t codes[64 * 16];
    float deq[4 * S_D];
    float att[S_HQ * S_D], lse[S_HQ], merged[S_HQ * S_D];
} session_out;

static int g_step_failed; /* steps that met the armed failure and returned an error */

/* What a step may write: its contents before the step (read by the test,
   outside the allocation count), to compare with after a failed step. */
typedef struct snapshot {
    kvq_buffer *b[4];
    unsigned char *h[4];
    int n;
} snapshot;
static void snap_take(kvq_context *ctx, snapshot *sn)
{
    int i;
    g_paused = 1;
    for (i = 0; i < sn->n; i++) {
        sn->h[i] = NULL;
        if (!sn->b[i]) continue;
        sn->h[i] = (unsigned char *)malloc((size_t)kvq_buffer_size(sn->b[i]));
        if (!sn->h[i] || kvq_buffer_read(ctx, sn->b[i], 0, sn->h[i], kvq_buffer_size(sn->b[i])) != KVQ_SUCCESS)
            FAIL("N=%ld: the snapshot of target %d could not be read", g_fail_at, i);
    }
    g_paused = 0;
}
static void snap_check(kvq_context *ctx, snapshot *sn, const char *what)
{
    int i;
    g_paused = 1;
    for (i = 0; i < sn->n; i++) {
        uint64_t size = sn->b[i] ? kvq_buffer_size(sn->b[i]) : 0;
        unsigned char *now = size ? (unsigned char *)malloc((size_t)size) : NULL;
        if (!sn->b[i] || !sn->h[i]) continue;
        CHECK(now && kvq_buffer_read(ctx, sn->b[i], 0, now, size) == KVQ_SUCCESS && memcmp(now, sn->h[i], size) == 0,
              "N=%ld: the failed %s changed its target %d", g_fail_at, what, i);
        free(now);
    }
    for (i = 0; i < sn->n; i++) free(sn->h[i]);
    sn->n = 0;
    g_paused = 0;
}

/* Runs one step; on an error checks that the armed allocation failure caused
   it (KVQ_ERROR_OUT_OF_MEMORY, a message) and, for the buffers the step
   writes (the snapshot *snp, taken before), that it wrote nothing; then
   runs it again unarmed. */
#define STEPW(ctx, call, snp)                                                                                  \
    do {                                                                                                     \
        long before_ = g_failed_at_call;                                                                     \
        snapshot *sp_ = (snp);                                                                               \
        kvq_result r_;                                                                                       \
        /* snapshots only in the sweep: threads/two_contexts must not share g_paused or g_none */           \
        int snap_ = sp_->n > 0 && g_fail_at != 0;                                                            \
        if (snap_) snap_take(ctx, sp_);                                                                      \
        if (ctx) ((char *)kvq_context_last_error(ctx))[0] = 0;                                               \
        r_ = (call);                                                                                         \
        if (r_ != KVQ_SUCCESS) {                                                                             \
            CHECK(r_ == KVQ_ERROR_OUT_OF_MEMORY && g_failed_at_call != before_,                              \
                  "N=%ld: %s returned %d (%s) without an allocation failing in it", g_fail_at, #call, (int)r_, \
                  kvq_context_last_error(ctx));                                                              \
            CHECK(kvq_context_last_error(ctx)[0] != 0, "N=%ld: %s failed with no message", g_fail_at, #call); \
            if (snap_) snap_check(ctx, sp_, #call);                                                          \
            g_step_failed++;                                                                                 \
            g_fail_at = 0;                                                                                   \
            r_ = (call);                                                                                     \
            CHECK(r_ == KVQ_SUCCESS, "N=%ld: %s failed again once the allocator works: %d (%s)", g_fail_at,  \
                  #call, (int)r_, kvq_context_last_error(ctx));                                              \
        }                                                                                                    \
        if (snap_ && sp_->n) {                                                                               \
            int i_;                                                                                          \
            for (i_ = 0; i_ < sp_->n; i_++) free(sp_->h[i_]);                                                \
            sp_->n = 0;                                                                                      \
        }                                                                                                    \
    } while (0)
static snapshot g_none;
#define STEP(ctx, call) STEPW(ctx, call, &g_none)
/* the targets of the next STEPW */
static snapshot *targets(snapshot *sn, kvq_buffer *a, kvq_buffer *b, kvq_buffer *c, kvq_buffer *d)
{
    sn->b[0] = a;
    sn->b[1] = b;
    sn->b[2] = c;
    sn->b[3] = d;
    sn->n = 4;
    return sn;
}

/* Returns 0 when the context could not be made even unarmed. */
static int session(kvq_backend backend, session_out *o)
{
    kvq_context_config cfg = robust_config(backend);
    kvq_context *ctx = NULL;
    kvq_buffer *in = NULL, *out = NULL, *codes = NULL, *params = NULL, *deq = NULL, *q = NULL, *att = NULL,
               *lse = NULL, *lens = NULL, *merged = NULL;
    kvq_cache *cache = NULL;
    kvq_cache_desc cd = kvq_cache_desc_init();
    kvq_write_params w = kvq_write_params_init();
    kvq_read_params r = kvq_read_params_init();
    kvq_rows_params rp = kvq_rows_params_init();
    kvq_attention_params ap = kvq_attention_params_init();
    kvq_attention_merge_params mp = kvq_attention_merge_params_init();
    float x[S_T * S_H * S_D]; /* 51 KiB: not static, two threads run sessions at once */
    snapshot sn;
    kvq_buffer *kc = NULL, *kp = NULL, *vc = NULL, *vp = NULL;
    float qh[S_HQ * S_D];
    uint32_t len = S_T, i;
    rng_t rg = {0x5eed};
    kvq_result rc = kvq_context_create(&cfg, &ctx);
    if (rc != KVQ_SUCCESS) {
        CHECK(rc == KVQ_ERROR_OUT_OF_MEMORY && ctx == NULL && g_failed_at_call, "N=%ld: context create = %d",
              g_fail_at, (int)rc);
        g_step_failed++;
        g_fail_at = 0;
        rc = kvq_context_create(&cfg, &ctx);
        CHECK(rc == KVQ_SUCCESS, "context create unarmed = %d", (int)rc);
        if (rc != KVQ_SUCCESS) return 0;
    }
    for (i = 0; i < S_T * S_H * S_D; i++) x[i] = rng_sym(&rg) * 3.0f;
    for (i = 0; i < S_HQ * S_D; i++) qh[i] = rng_sym(&rg);
    STEP(ctx, kvq_buffer_create(ctx, sizeof x, &in));
    STEP(ctx, kvq_buffer_create(ctx, sizeof o->read, &out));
    STEP(ctx, kvq_buffer_create(ctx, sizeof o->codes, &codes));
    STEP(ctx, kvq_buffer_create(ctx, 4096, &params));
    STEP(ctx, kvq_buffer_create(ctx, sizeof o->deq, &deq));
    STEP(ctx, kvq_buffer_create(ctx, sizeof qh, &q));
    STEP(ctx, kvq_buffer_create(ctx, sizeof o->att, &att));
    STEP(ctx, kvq_buffer_create(ctx, sizeof o->lse, &lse));
    STEP(ctx, kvq_buffer_create(ctx, 4, &lens));
    STEP(ctx, kvq_buffer_create(ctx, sizeof o->merged, &merged));
    memset(&sn, 0, sizeof sn);
    STEPW(ctx, kvq_buffer_write(ctx, in, 0, x, sizeof x), targets(&sn, in, NULL, NULL, NULL));
    STEPW(ctx, kvq_buffer_write(ctx, q, 0, qh, sizeof qh), targets(&sn, q, NULL, NULL, NULL));
    STEPW(ctx, kvq_buffer_write(ctx, lens, 0, &len, 4), targets(&sn, lens, NULL, NULL, NULL));
    STEPW(ctx, kvq_buffer_fill(ctx, codes, 0, sizeof o->codes, 0), targets(&sn, codes, NULL, NULL, NULL));
    cd.n_kv_heads = S_H;
    cd.head_dim = S_D;
    cd.block_size = 128;
    cd.k_format = KVQ_FORMAT_Q4;
    cd.v_format = KVQ_FORMAT_Q8;
    STEP(ctx, kvq_cache_create(ctx, &cd, &cache));
    CHECK(kvq_cache_storage(cache, KVQ_K, &kc, &kp) == KVQ_SUCCESS && kvq_cache_storage(cache, KVQ_V, &vc, &vp) == 0,
          "storage");
    w.k = w.v = in;
    w.n_tokens = S_T;
    STEPW(ctx, kvq_cache_write(ctx, cache, &w), targets(&sn, kc, kp, vc, vp));
    r.which = KVQ_K;
    r.out = out;
    r.n_tokens = S_T;
    STEPW(ctx, kvq_cache_read(ctx, cache, &r), targets(&sn, out, NULL, NULL, NULL));
    rp.format = KVQ_FORMAT_Q4;
    rp.head_dim = S_D;
    rp.n_rows = 4;
    rp.values = in;
    rp.codes = codes;
    rp.params = params;
    STEPW(ctx, kvq_quantize(ctx, &rp), targets(&sn, codes, params, NULL, NULL));
    rp.values = deq;
    STEPW(ctx, kvq_dequantize(ctx, &rp), targets(&sn, deq, NULL, NULL, NULL));
    ap.q = q;
    ap.out = att;
    ap.n_seqs = 1;
    ap.n_q_heads = S_HQ;
    ap.seq_lens = lens;
    ap.lse = lse;
    ap.n_splits = 3;
    STEPW(ctx, kvq_attention(ctx, cache, &ap), targets(&sn, att, lse, NULL, NULL));
    mp.out_a = mp.out_b = att;
    mp.lse_a = mp.lse_b = lse;
    mp.out = merged;
    mp.n_rows = S_HQ;
    mp.head_dim = S_D;
    STEPW(ctx, kvq_attention_merge(ctx, &mp), targets(&sn, merged, NULL, NULL, NULL));
    STEP(ctx, kvq_wait(ctx));
    STEP(ctx, kvq_buffer_read(ctx, out, 0, o->read, sizeof o->read));
    STEP(ctx, kvq_buffer_read(ctx, codes, 0, o->codes, sizeof o->codes));
    STEP(ctx, kvq_buffer_read(ctx, deq, 0, o->deq, sizeof o->deq));
    STEP(ctx, kvq_buffer_read(ctx, att, 0, o->att, sizeof o->att));
    STEP(ctx, kvq_buffer_read(ctx, lse, 0, o->lse, sizeof o->lse));
    STEP(ctx, kvq_buffer_read(ctx, merged, 0, o->merged, sizeof o->merged));
    kvq_buffer_destroy(ctx, in);
    kvq_buffer_destroy(ctx, out);
    kvq_cache_destroy(ctx, cache);
    /* the rest is freed by the context */
    kvq_context_destroy(ctx);
    return 1;
}

static void test_alloc_sweep(void)
{
    static session_out clean, run;
    long total, n, absorbed = 0;
    kvq_backend be = g_vulkan ? KVQ_BACKEND_VULKAN : KVQ_BACKEND_CPU;
    if (!case_begin("alloc/sweep")) return;
    g_calls = g_live = g_fail_at = g_failed_at_call = 0;
    memset(&clean, 0, sizeof clean);
    if (!session(be, &clean)) {
        case_end();
        return;
    }
    total = g_calls;
    CHECK(g_live == 0, "a session without failures leaves %ld allocations alive", g_live);
    CHECK(total >= 10, "only %ld allocations: the sweep would test little", total);
    for (n = 1; n <= total; n++) {
        memset(&run, 0xa5, sizeof run);
        g_calls = g_live = g_failed_at_call = 0;
        g_fail_at = n;
        g_step_failed = 0;
        session(be, &run);
        CHECK(g_failed_at_call == n, "N=%ld: the failure was never met (%ld calls)", n, g_calls);
        CHECK(g_live == 0, "N=%ld: %ld allocations alive after destroy", n, g_live);
        CHECK(memcmp(&run, &clean, sizeof run) == 0, "N=%ld: the results differ from the session without failures",
              n);
        if (g_failed_at_call == n && g_step_failed == 0) absorbed++;
    }
    g_fail_at = 0;
    /* absorbed: a failure that a call survived without an error (the CPU
       worker threads: fewer of them work) */
    printf("  alloc/sweep (%s): %ld allocations per session, each failed once; %ld absorbed without an error\n",
           g_vulkan ? "vulkan" : "cpu", total, absorbed);
    CHECK(absorbed <= 1, "%ld failed allocations gave no error (only the worker pool may absorb one)", absorbed);
    case_end();
}

/* >>fallback =========================================================== */
static char g_last_log[1024];
static void capture_log(void *user, kvq_log_level level, const char *message)
{
    (void)user;
    (void)level;
    snprintf(g_last_log, sizeof g_last_log, "%s", message);
    if (strncmp(message, "vulkan validation", 17) == 0) log_cb(NULL, level, message);
}

/* AUTO falls back to the CPU naming `why`; explicit Vulkan fails and logs it. */
static void expect_fallback(const char *what, const char *library, const char *fault, const char *why)
{
    kvq_context_config cfg = kvq_context_config_init();
    kvq_context *ctx = NULL;
    kvq_result rc;
    if (fault) setenv("KVQ_FAULT", fault, 1);
    cfg.vulkan_library = library;
    cfg.allow_cpu_device = 1;
    cfg.validation = !g_no_validation;
    cfg.log = capture_log;
    cfg.log_level = KVQ_LOG_WARNING; /* validation messages included */
    cfg.backend = KVQ_BACKEND_AUTO;
    rc = kvq_context_create(&cfg, &ctx);
    CHECK(rc == KVQ_SUCCESS && ctx && kvq_context_backend(ctx) == KVQ_BACKEND_CPU, "%s: AUTO = %d, backend %d", what,
          (int)rc, ctx ? (int)kvq_context_backend(ctx) : -1);
    if (ctx) {
        kvq_buffer *b = NULL;
        float v = 1.5f, back = 0;
        CHECK(strstr(kvq_context_backend_reason(ctx), why) != NULL, "%s: reason '%s' does not say '%s'", what,
              kvq_context_backend_reason(ctx), why);
        /* and it works */
        CHECK(kvq_buffer_create(ctx, 4, &b) == KVQ_SUCCESS && kvq_buffer_write(ctx, b, 0, &v, 4) == KVQ_SUCCESS &&
                  kvq_buffer_read(ctx, b, 0, &back, 4) == KVQ_SUCCESS && back == v,
              "%s: the CPU fallback does not work", what);
        kvq_context_destroy(ctx);
    }
    ctx = NULL;
    g_last_log[0] = 0;
    cfg.backend = KVQ_BACKEND_VULKAN;
    rc = kvq_context_create(&cfg, &ctx);
    CHECK(rc == KVQ_ERROR_BACKEND_UNAVAILABLE && ctx == NULL, "%s: explicit Vulkan = %d", what, (int)rc);
    CHECK(strstr(g_last_log, why) != NULL, "%s: the log '%s' does not say '%s'", what, g_last_log, why);
    kvq_context_destroy(ctx);
    if (fault) unsetenv("KVQ_FAULT");
}

static void test_fallbacks(void)
{
    if (case_begin("fallback/loader_missing")) {
        expect_fallback("missing loader", "/nonexistent/libvulkan.so.1", NULL, "/nonexistent/libvulkan.so.1");
        case_end();
    }
    if (case_begin("fallback/loader_not_vulkan")) {
        expect_fallback("libm as the loader", "libm.so.6", NULL, "vkGetInstanceProcAddr");
        case_end();
    }
    if (case_begin("fallback/missing_feature")) {
        if (!g_vulkan) case_skip("needs a Vulkan device");
        else {
            expect_fallback("8 storage buffers", NULL, "feature:1", "storage buffers per shader stage");
            case_end();
        }
    }
    if (case_begin("fallback/pipeline_build")) {
        if (!g_vulkan) case_skip("needs a Vulkan device");
        else {
            expect_fallback("no pipeline", NULL, "pipeline:1", "cannot build kvq's pipelines");
            case_end();
        }
    }
}

/* KVQ_FMA16 (kvq.h kvq__vk_fma16_check): a value it does not know is
   warned about and ignored (the context is made, its features are those of
   no setting); 0 turns the f16 fma reads off. Only where the device has the
   f16arith variant (lavapipe and the H200 do). */
static void test_fma16_env(void)
{
    kvq_context_config cfg = robust_config(KVQ_BACKEND_VULKAN);
    kvq_context *ctx = NULL;
    char plain[512];
    if (!case_begin("env/fma16")) return;
    if (!g_vulkan) {
        case_skip("needs a Vulkan device");
        return;
    }
    cfg.log = capture_log;
    cfg.log_level = KVQ_LOG_WARNING;
    if (CHECK(kvq_context_create(&cfg, &ctx) == KVQ_SUCCESS, "context")) {
        snprintf(plain, sizeof plain, "%s", kvq_context_features(ctx));
        kvq_context_destroy(ctx);
        ctx = NULL;
        if (!strstr(plain, "f16 fma")) {
            case_skip("the device has no f16arith variant");
            return;
        }
        setenv("KVQ_FMA16", "fused", 1);
        g_last_log[0] = 0;
        if (CHECK(kvq_context_create(&cfg, &ctx) == KVQ_SUCCESS, "context with KVQ_FMA16=fused")) {
            CHECK(strstr(g_last_log, "KVQ_FMA16=fused") && strstr(g_last_log, "ignored"), "the warning: '%s'", g_last_log);
            CHECK(strcmp(kvq_context_features(ctx), plain) == 0, "features '%s', expected '%s'", kvq_context_features(ctx),
                  plain);
        }
        kvq_context_destroy(ctx);
        ctx = NULL;
        setenv("KVQ_FMA16", "0", 1);
        if (CHECK(kvq_context_create(&cfg, &ctx) == KVQ_SUCCESS, "context with KVQ_FMA16=0"))
            CHECK(strstr(kvq_context_features(ctx), "f16 fma not used (KVQ_FMA16=0)") != NULL, "features '%s'",
                  kvq_context_features(ctx));
        kvq_context_destroy(ctx);
        unsetenv("KVQ_FMA16");
    }
    case_end();
}

/* A pipeline build failing at an op: an error naming the kernel, nothing
   written, and the context goes on with what it has. */
static void test_pipeline_op(void)
{
    kvq_context_config cfg;
    kvq_context *ctx = NULL;
    if (!case_begin("fault/pipeline_op")) return;
    if (!g_vulkan) {
        case_skip("needs a Vulkan device");
        return;
    }
    setenv("KVQ_FAULT", "pipeline:2", 1); /* the first is the probe at creation */
    cfg = robust_config(KVQ_BACKEND_VULKAN);
    g_calls = g_live = g_fail_at = 0;
    if (CHECK(kvq_context_create(&cfg, &ctx) == KVQ_SUCCESS, "context")) {
        kvq_cache_desc cd = kvq_cache_desc_init();
        kvq_cache *cache = NULL;
        kvq_buffer *in = NULL, *kc = NULL;
        kvq_write_params w = kvq_write_params_init();
        uint32_t h[64], j, clean = 1;
        double secs = 0;
        kvq_result rc;
        cd.n_kv_heads = 1;
        cd.head_dim = 64;
        cd.block_size = 4;
        cd.k_format = cd.v_format = KVQ_FORMAT_Q8;
        CHECK(kvq_cache_create(ctx, &cd, &cache) == KVQ_SUCCESS, "cache");
        CHECK(kvq_buffer_create(ctx, 64 * 4, &in) == KVQ_SUCCESS, "buffer");
        if (cache && in && kvq_cache_storage(cache, KVQ_K, &kc, NULL) == KVQ_SUCCESS) {
            CHECK(kvq_buffer_fill(ctx, kc, 0, sizeof h, SENT) == KVQ_SUCCESS && kvq_wait(ctx) == KVQ_SUCCESS, "fill");
            w.k = w.v = in;
            w.n_tokens = 1;
            rc = kvq_cache_write(ctx, cache, &w);
            CHECK(rc == KVQ_ERROR_DEVICE, "the write returned %d", (int)rc);
            CHECK(strstr(kvq_context_last_error(ctx), "cache_write") != NULL, "message '%s' names no kernel",
                  kvq_context_last_error(ctx));
            CHECK(kvq_wait(ctx) == KVQ_SUCCESS, "wait: %s", kvq_context_last_error(ctx));
            CHECK(kvq_buffer_read(ctx, kc, 0, h, sizeof h) == KVQ_SUCCESS, "read back");
            for (j = 0; j < 64; j++) clean &= h[j] == SENT;
            CHECK(clean, "the failed write changed the cache");
            /* the probe's pipeline exists: kvq_measure_read still works */
            CHECK(kvq_measure_read(ctx, in, 256, &secs) == KVQ_SUCCESS, "measure_read: %s",
                  kvq_context_last_error(ctx));
            /* an attention whose pipeline fails writes neither out nor lse */
            {
                kvq_buffer *q = NULL, *out = NULL, *lens = NULL;
                kvq_attention_params ap = kvq_attention_params_init();
                uint32_t len = 1, o[2 * 64 + 2];
                CHECK(kvq_buffer_create(ctx, 2 * 64 * 4, &q) == KVQ_SUCCESS &&
                          kvq_buffer_create(ctx, sizeof o, &out) == KVQ_SUCCESS &&
                          kvq_buffer_create(ctx, 4, &lens) == KVQ_SUCCESS,
                      "buffers");
                if (q && out && lens) {
                    CHECK(kvq_buffer_fill(ctx, q, 0, 2 * 64 * 4, 0x3f800000u) == KVQ_SUCCESS &&
                              kvq_buffer_fill(ctx, out, 0, sizeof o, SENT) == KVQ_SUCCESS &&
                              kvq_buffer_write(ctx, lens, 0, &len, 4) == KVQ_SUCCESS,
                          "fills");
                    ap.q = q;
                    ap.out = out;
                    ap.n_seqs = 1;
                    ap.n_q_heads = 2;
                    ap.seq_lens = lens;
                    ap.lse = out;
                    ap.lse_offset = 2 * 64 * 4;
                    rc = kvq_attention(ctx, cache, &ap);
                    CHECK(rc == KVQ_ERROR_DEVICE, "the attention returned %d", (int)rc);
                    CHECK(strstr(kvq_context_last_error(ctx), "kernel attn") != NULL, "message '%s' names no kernel",
                          kvq_context_last_error(ctx));
                    CHECK(kvq_wait(ctx) == KVQ_SUCCESS, "wait: %s", kvq_context_last_error(ctx));
                    CHECK(kvq_buffer_read(ctx, out, 0, o, sizeof o) == KVQ_SUCCESS, "read back");
                    clean = 1;
                    for (j = 0; j < 2 * 64 + 2; j++) clean &= o[j] == SENT;
                    CHECK(clean, "the failed attention changed out or lse");
                }
            }
        }
        kvq_context_destroy(ctx);
        CHECK(g_live == 0, "%ld allocations alive after destroy", g_live);
    }
    unsetenv("KVQ_FAULT");
    case_end();
}

/* >>oom ================================================================ */
static void test_device_oom(void)
{
    kvq_buffer *b = NULL, *ok = NULL;
    kvq_cache *cache = NULL;
    kvq_cache_desc cd = kvq_cache_desc_init();
    kvq_result rc;
    float v = 2.0f, back = 0;
    if (!case_begin("oom/device")) return;
    if (!g_vulkan) {
        case_skip("needs a Vulkan device");
        return;
    }
    CHECK(kvq_buffer_create(g_ctx, 4, &ok) == KVQ_SUCCESS, "small buffer");
    rc = kvq_buffer_create(g_ctx, (uint64_t)1 << 44, &b); /* 16 TiB */
    CHECK(rc == KVQ_ERROR_OUT_OF_DEVICE_MEMORY && b == NULL, "a 16 TiB buffer = %d (%s)", (int)rc,
          kvq_context_last_error(g_ctx));
    cd.n_kv_heads = 64;
    cd.head_dim = 1024;
    cd.block_size = 1024;
    cd.n_blocks = 1u << 14; /* 2^30 rows of 1 KiB of codes: 1 TiB each half */
    cd.k_format = cd.v_format = KVQ_FORMAT_Q8S;
    rc = kvq_cache_create(g_ctx, &cd, &cache);
    CHECK((rc == KVQ_ERROR_OUT_OF_DEVICE_MEMORY || rc == KVQ_ERROR_UNSUPPORTED) && cache == NULL,
          "a 2 TiB cache = %d (%s)", (int)rc, kvq_context_last_error(g_ctx));
    /* the context goes on */
    CHECK(ok && kvq_buffer_write(g_ctx, ok, 0, &v, 4) == KVQ_SUCCESS && kvq_buffer_read(g_ctx, ok, 0, &back, 4) == 0 &&
              back == v,
          "the context does not work after the failures");
    kvq_buffer_destroy(g_ctx, ok);
    case_end();
}

/* >>lost =============================================================== */
/* Every call after a lost device fails; destroy frees every host allocation. */
static void lost_case(const char *name, const char *fault)
{
    kvq_context_config cfg;
    kvq_context *ctx = NULL;
    if (!case_begin("lost/%s", name)) return;
    if (!g_vulkan) {
        case_skip("needs a Vulkan device");
        return;
    }
    setenv("KVQ_FAULT", fault, 1);
    cfg = robust_config(KVQ_BACKEND_VULKAN);
    cfg.log_level = KVQ_LOG_WARNING; /* validation messages included */
    cfg.log = capture_log;
    g_calls = g_live = g_fail_at = 0;
    if (CHECK(kvq_context_create(&cfg, &ctx) == KVQ_SUCCESS, "context")) {
        kvq_cache_desc cd = kvq_cache_desc_init();
        kvq_cache *cache = NULL, *c2 = NULL;
        kvq_buffer *in = NULL, *b2 = NULL, *lens = NULL;
        kvq_write_params w = kvq_write_params_init();
        kvq_read_params r = kvq_read_params_init();
        kvq_attention_params ap = kvq_attention_params_init();
        float x[64] = {0}, y[64];
        double secs;
        kvq_result rc;
        cd.n_kv_heads = 1;
        cd.head_dim = 64;
        cd.block_size = 4;
        CHECK(kvq_cache_create(ctx, &cd, &cache) == KVQ_SUCCESS, "cache");
        CHECK(kvq_buffer_create(ctx, sizeof x, &in) == KVQ_SUCCESS, "buffer");
        CHECK(kvq_buffer_create(ctx, 4, &lens) == KVQ_SUCCESS, "buffer");
        w.k = w.v = in;
        w.n_tokens = 1;
        CHECK(kvq_cache_write(ctx, cache, &w) == KVQ_SUCCESS, "the write records: %s", kvq_context_last_error(ctx));
        rc = kvq_wait(ctx);
        CHECK(rc == KVQ_ERROR_DEVICE_LOST, "wait = %d (%s)", (int)rc, kvq_context_last_error(ctx));
        /* from now on everything fails, with the reason */
        r.out = in;
        r.n_tokens = 1;
        ap.q = in;
        ap.out = in;
        ap.n_seqs = 1;
        ap.n_q_heads = 1;
        ap.seq_lens = lens;
        ap.max_seq_len = 4;
        CHECK(kvq_wait(ctx) == KVQ_ERROR_DEVICE_LOST, "wait again");
        CHECK(kvq_submit(ctx) == KVQ_ERROR_DEVICE_LOST, "submit");
        CHECK(kvq_cache_write(ctx, cache, &w) == KVQ_ERROR_DEVICE_LOST, "write");
        CHECK(kvq_cache_read(ctx, cache, &r) == KVQ_ERROR_DEVICE_LOST, "read");
        CHECK(kvq_attention(ctx, cache, &ap) == KVQ_ERROR_DEVICE_LOST, "attention");
        CHECK(kvq_buffer_write(ctx, in, 0, x, sizeof x) == KVQ_ERROR_DEVICE_LOST, "buffer write");
        CHECK(kvq_buffer_read(ctx, in, 0, y, sizeof y) == KVQ_ERROR_DEVICE_LOST, "buffer read");
        CHECK(kvq_buffer_fill(ctx, in, 0, 64, 0) == KVQ_ERROR_DEVICE_LOST, "fill");
        CHECK(kvq_buffer_create(ctx, 64, &b2) == KVQ_ERROR_DEVICE_LOST && b2 == NULL, "buffer create");
        CHECK(kvq_cache_create(ctx, &cd, &c2) == KVQ_ERROR_DEVICE_LOST && c2 == NULL, "cache create");
        CHECK(kvq_measure_read(ctx, in, 64, &secs) == KVQ_ERROR_DEVICE_LOST, "measure_read");
        CHECK(strstr(kvq_context_last_error(ctx), "lost") != NULL, "message: %s", kvq_context_last_error(ctx));
        kvq_buffer_destroy(ctx, in);
        kvq_context_destroy(ctx);
        CHECK(g_live == 0, "%ld host allocations alive after destroy", g_live);
    }
    unsetenv("KVQ_FAULT");
    case_end();
}

/* >>timeout ============================================================ */
/* A Vulkan context's config with 1 ms waits (validation messages still
   reach log_cb through capture_log), the allocation counters reset. */
static kvq_context_config timeout_config(void)
{
    kvq_context_config cfg = robust_config(KVQ_BACKEND_VULKAN);
    cfg.wait_timeout_ms = 1;
    cfg.log = capture_log;
    cfg.log_level = KVQ_LOG_WARNING; /* validation messages included */
    g_calls = g_live = g_fail_at = 0;
    return cfg;
}

/* Work that takes far longer than 1 ms: attention over 32768 keys of 8
   heads x 128 values, F32 (256 MiB), once on lavapipe, 256 times on a GPU. */
static void test_timeout(void)
{
    kvq_context_config cfg;
    kvq_context *ctx = NULL;
    int destroy_case;
    for (destroy_case = 0; destroy_case < 2; destroy_case++) {
        if (!case_begin(destroy_case ? "timeout/destroy" : "timeout/wait")) continue;
        if (!g_vulkan) {
            case_skip("needs a Vulkan device");
            continue;
        }
        cfg = timeout_config();
        if (CHECK(kvq_context_create(&cfg, &ctx) == KVQ_SUCCESS, "context")) {
            const uint32_t L = 32768, D = 128, H = 8;
            kvq_cache_desc cd = kvq_cache_desc_init();
            kvq_cache *cache = NULL;
            kvq_buffer *q = NULL, *out = NULL, *lens = NULL, *codes = NULL;
            kvq_attention_params ap = kvq_attention_params_init();
            kvq_result rc = KVQ_SUCCESS;
            int waits = 0, timeouts = 0, n_ops;
            float *qh = (float *)calloc(H * D, 4), *o = (float *)calloc(H * D, 4);
            cd.n_kv_heads = H;
            cd.head_dim = D;
            cd.block_size = L;
            cd.k_format = cd.v_format = KVQ_FORMAT_F32;
            CHECK(kvq_cache_create(ctx, &cd, &cache) == KVQ_SUCCESS, "cache");
            CHECK(kvq_buffer_create(ctx, H * D * 4, &q) == KVQ_SUCCESS, "q");
            CHECK(kvq_buffer_create(ctx, H * D * 4, &out) == KVQ_SUCCESS, "out");
            CHECK(kvq_buffer_create(ctx, 4, &lens) == KVQ_SUCCESS, "lens");
            if (cache && q && out && lens && qh && o && kvq_cache_storage(cache, KVQ_V, &codes, NULL) == 0) {
                uint32_t i;
                for (i = 0; i < H * D; i++) qh[i] = (float)(i % 7) * 0.1f;
                /* V = 1 everywhere: the output is 1 whatever the weights */
                CHECK(kvq_buffer_fill(ctx, codes, 0, (uint64_t)L * H * D * 4, 0x3f800000u) == KVQ_SUCCESS, "fill");
                CHECK(kvq_cache_storage(cache, KVQ_K, &codes, NULL) == 0 &&
                          kvq_buffer_fill(ctx, codes, 0, (uint64_t)L * H * D * 4, 0) == KVQ_SUCCESS,
                      "fill K");
                ap.q = q;
                ap.out = out;
                ap.n_seqs = 1;
                ap.n_q_heads = H;
                ap.seq_lens = lens;
                ap.n_splits = 1;
                /* the uploads wait too, so they come first, with a patient loop */
                do rc = kvq_buffer_write(ctx, q, 0, qh, H * D * 4);
                while (rc == KVQ_ERROR_TIMEOUT && ++waits < 1000000);
                CHECK(rc == KVQ_SUCCESS, "upload q: %d (%s)", (int)rc, kvq_context_last_error(ctx));
                waits = 0;
                do rc = kvq_buffer_write(ctx, lens, 0, &L, 4);
                while (rc == KVQ_ERROR_TIMEOUT && ++waits < 1000000);
                CHECK(rc == KVQ_SUCCESS, "upload lens: %d", (int)rc);
                /* one call keeps lavapipe busy for long enough; a GPU needs a few hundred */
                n_ops = strstr(kvq_context_device_name(ctx), "llvmpipe") ? 1 : 256;
                for (i = 0; i < (uint32_t)n_ops; i++)
                    CHECK(kvq_attention(ctx, cache, &ap) == KVQ_SUCCESS, "attention: %s", kvq_context_last_error(ctx));
                if (!destroy_case) {
                    waits = 0;
                    do {
                        rc = kvq_wait(ctx);
                        if (rc == KVQ_ERROR_TIMEOUT) timeouts++;
                    } while (rc == KVQ_ERROR_TIMEOUT && ++waits < 1000000);
                    CHECK(timeouts > 0, "the attention finished within 1 ms: this case tests nothing here");
                    CHECK(rc == KVQ_SUCCESS, "the last wait = %d (%s)", (int)rc, kvq_context_last_error(ctx));
                    if (rc == KVQ_SUCCESS) {
                        int bad = 0;
                        waits = 0;
                        do rc = kvq_buffer_read(ctx, out, 0, o, H * D * 4);
                        while (rc == KVQ_ERROR_TIMEOUT && ++waits < 1000000);
                        for (i = 0; i < H * D; i++) bad += fabsf(o[i] - 1.0f) > 1e-5f;
                        CHECK(rc == KVQ_SUCCESS && bad == 0, "the output after the waits: %d wrong", bad);
                    }
                } else {
                    CHECK(kvq_submit(ctx) == KVQ_SUCCESS, "submit");
                }
            }
            free(qh);
            free(o);
            /* destroy_case: the attention is in flight; destroy waits 1 ms
               and gives the device objects up, freeing kvq's host memory */
            kvq_context_destroy(ctx);
            CHECK(g_live == 0, "%ld host allocations alive after destroy", g_live);
        }
        case_end();
    }
}

/* A 64 MiB write and read (4 chunks of the 16 MiB staging buffer) with 1 ms
   waits: a transfer that times out is not done (a later wait finishes only
   the chunk in flight: a write's range held only its first 16 MiB, and the
   next kvq_wait returned KVQ_SUCCESS), so its message must say how much was
   copied and to call it again. Called again whole, each of its chunks would
   have to finish within 1 ms (on lavapipe it may never), so it is done
   again in 1 MiB pieces, each called again until done, as kvq.h advises;
   the buffer and the read are then whole. lavapipe copies 16 MiB in about
   1 ms: there a whole transfer must time out; a GPU may not. */
static int transfer_timeout_msg(kvq_context *ctx, const char *fn)
{
    const char *m = kvq_context_last_error(ctx);
    char again[64];
    snprintf(again, sizeof again, "call %s again", fn);
    return strncmp(m, fn, strlen(fn)) == 0 && strstr(m, again) != NULL &&
           (strstr(m, "nothing was copied") != NULL || strstr(m, " bytes were copied") != NULL);
}
/* One transfer of [off, off + size); a timeout counted, its message checked. */
static kvq_result transfer_once(kvq_context *ctx, kvq_buffer *b, uint64_t off, unsigned char *host, uint64_t size,
                                int write, int *timeouts, int *bad_msgs)
{
    kvq_result rc = write ? kvq_buffer_write(ctx, b, off, host + off, size) : kvq_buffer_read(ctx, b, off, host + off, size);
    if (rc == KVQ_ERROR_TIMEOUT) {
        (*timeouts)++;
        *bad_msgs += !transfer_timeout_msg(ctx, write ? "kvq_buffer_write" : "kvq_buffer_read");
    }
    return rc;
}
static void test_transfer_timeout(void)
{
    kvq_context_config cfg;
    kvq_context *ctx = NULL;
    const uint64_t n = (uint64_t)64 << 20, piece = (uint64_t)1 << 20;
    uint32_t *src = NULL, *dst = NULL;
    kvq_buffer *b = NULL;
    if (!case_begin("timeout/transfer")) return;
    if (!g_vulkan) {
        case_skip("needs a Vulkan device");
        return;
    }
    cfg = timeout_config();
    src = (uint32_t *)malloc((size_t)n);
    dst = (uint32_t *)malloc((size_t)n);
    if (CHECK(src && dst, "host memory") && CHECK(kvq_context_create(&cfg, &ctx) == KVQ_SUCCESS, "context") &&
        CHECK(kvq_buffer_create(ctx, n, &b) == KVQ_SUCCESS, "buffer")) {
        uint64_t i, off, bad = 0;
        int timeouts = 0, bad_msgs = 0, write, tries;
        kvq_result rc = KVQ_SUCCESS;
        for (i = 0; i < n / 4; i++) src[i] = (uint32_t)i * 2654435761u;
        for (write = 1; write >= 0; write--) {
            unsigned char *host = (unsigned char *)(write ? src : dst);
            memset(dst, 0, (size_t)n);
            if (transfer_once(ctx, b, 0, host, n, write, &timeouts, &bad_msgs) == KVQ_ERROR_TIMEOUT)
                for (tries = 0; kvq_wait(ctx) == KVQ_ERROR_TIMEOUT && tries < 1000000; tries++) {
                }
            for (off = 0, rc = KVQ_SUCCESS; off < n && rc == KVQ_SUCCESS; off += piece)
                for (tries = 0; (rc = transfer_once(ctx, b, off, host, piece, write, &timeouts, &bad_msgs)) ==
                                    KVQ_ERROR_TIMEOUT && tries < 100000;
                     tries++) {
                }
            CHECK(rc == KVQ_SUCCESS, "the %s in pieces, each called again until done: %d (%s)", write ? "write" : "read",
                  (int)rc, kvq_context_last_error(ctx));
        }
        CHECK(bad_msgs == 0, "%d of %d timed-out transfers did not say they were not done", bad_msgs, timeouts);
        if (strstr(kvq_context_device_name(ctx), "llvmpipe"))
            CHECK(timeouts > 0, "no transfer timed out within 1 ms: this case tests nothing here");
        for (i = 0; i < n / 4; i++) bad += dst[i] != src[i];
        CHECK(bad == 0, "%llu of %llu words read back differ from those written", (unsigned long long)bad,
              (unsigned long long)(n / 4));
    }
    kvq_buffer_destroy(ctx, b);
    kvq_context_destroy(ctx);
    free(src);
    free(dst);
    case_end();
}

/* >>threads ============================================================ */
/* kvq's threading rule: one thread at a time per context; separate contexts
   are independent (no global state). Two threads run whole sessions on
   their own contexts at once (under helgrind or TSan this also checks the
   CPU backend's worker threads); each result equals a session run alone. */
typedef struct thread_job {
    kvq_backend be;
    session_out out;
    int ok;
} thread_job;
static void *thread_main(void *p)
{
    thread_job *j = (thread_job *)p;
    j->ok = session(j->be, &j->out);
    return NULL;
}

static void test_threads(void)
{
    static session_out clean;
    static thread_job jobs[2];
    pthread_t t[2];
    int i, started[2];
    if (!case_begin("threads/two_contexts")) return;
    g_calls = g_live = g_fail_at = g_failed_at_call = 0;
    memset(&clean, 0, sizeof clean);
    if (session(g_vulkan ? KVQ_BACKEND_VULKAN : KVQ_BACKEND_CPU, &clean)) {
        for (i = 0; i < 2; i++) {
            memset(&jobs[i], 0, sizeof jobs[i]);
            jobs[i].be = g_vulkan ? KVQ_BACKEND_VULKAN : KVQ_BACKEND_CPU;
            started[i] = pthread_create(&t[i], NULL, thread_main, &jobs[i]) == 0;
            CHECK(started[i], "pthread_create");
        }
        for (i = 0; i < 2; i++) {
            if (started[i]) pthread_join(t[i], NULL);
            CHECK(jobs[i].ok && memcmp(&jobs[i].out, &clean, sizeof clean) == 0,
                  "thread %d: the results differ from a session run alone", i);
        }
    }
    case_end();
}

/* >>main =============================================================== */
static void run_all(void)
{
    test_alloc_sweep();
    test_fallbacks();
    test_fma16_env();
    test_pipeline_op();
    test_device_oom();
    lost_case("at_submit", "submit:1"); /* the batch of the first op; creating buffers and caches submits nothing */
    lost_case("at_wait", "wait:1");
    test_timeout();
    test_transfer_timeout();
    test_threads();
}

int main(int argc, char **argv) { return harness_main(argc, argv, "test_robust", run_all); }
