/* harness.h - what the kvq test programs share: the case harness, a
   deterministic random generator, the scalar f16/bf16 reference
   conversions, buffer helpers and the common main (backend, contexts,
   validation messages, the summary line). Included by each tests/test_*.c
   after kvq.h with KVQ_IMPLEMENTATION. */
#ifndef KVQ_TEST_HARNESS_H
#define KVQ_TEST_HARNESS_H

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* every helper is static; a test program need not use them all */
#if defined(__GNUC__) || defined(__clang__)
#define TH static __attribute__((unused))
#else
#define TH static
#endif

/* >>harness ============================================================ */
static int g_pass, g_fail, g_skip;
static int g_case_active, g_case_fails, g_skip_all;
static char g_case_name[256];
static const char *g_filter, *g_exclude;
static int g_quick, g_verbose, g_vulkan, g_no_validation;
static long g_validation_msgs;
static clock_t g_case_t0;
/* the kernel the last Vulkan kvq_attention ran ("attn", "direct", "mmaemu", ...), from its KVQ_LOG_DEBUG line
   "kvq_attention: kernel NAME, ..." (the harness asks the Vulkan context for that level and prints only up to
   KVQ_LOG_WARNING, KVQ_LOG_INFO with --verbose); "" before any */
static char g_last_kernel[32];
static unsigned g_last_rows; /* and the query rows a workgroup it named (0 if none) */

static kvq_context *g_ctx;     /* the backend under test */
static kvq_context *g_cpu_ctx; /* vulkan mode: a CPU context to compare with */

/* statistics printed at the end */
static long g_codes_checked; /* test_kvq: codes compared with the reference */
#if defined(__GNUC__) || defined(__clang__)
static long *const g_unused_ref_ __attribute__((unused)) = &g_codes_checked;
#endif

/* Devices that flush f32 subnormals (no shaderDenormPreserveFloat32; kvq.h
   ">>formats", "Devices that flush f32 subnormals"): the groups and rows that
   rule names may differ from the CPU there. A check made while g_ftz_scope
   is set (the test says the values it checks belong to such a group) counts
   in g_ftz_count instead of failing, on such a device only. lavapipe
   reports no DenormPreserve but does not flush, so there (and with
   --strict-denorm) every check counts. */
static int g_ftz_allow, g_ftz_scope, g_strict_denorm;
static long g_ftz_count;

TH int check_impl(int ok, const char *file, int line, const char *expr, const char *fmt, ...)
{
    va_list ap;
    if (ok) return 1;
    if (g_ftz_scope && g_ftz_allow) {
        g_ftz_count++;
        return 0;
    }
    g_case_fails++;
    if (g_case_fails <= (g_verbose ? 100000 : 10)) {
        printf("  FAIL %s:%d [%s]%s%s%s ", file, line, g_case_name, expr[0] ? " (" : "", expr,
               expr[0] ? ")" : "");
        va_start(ap, fmt);
        vprintf(fmt, ap);
        va_end(ap);
        printf("\n");
    } else if (g_case_fails == 11 && !g_verbose) {
        printf("  ... further failures of %s not shown\n", g_case_name);
    }
    return 0;
}
#define CHECK(cond, ...) check_impl(!!(cond), __FILE__, __LINE__, #cond, __VA_ARGS__)
#define FAIL(...) check_impl(0, __FILE__, __LINE__, "", __VA_ARGS__)

/* Starts a case; 0 if it is filtered out or skipped. */
/* Whether name holds one of the '|'-separated substrings of list. */
TH int name_matches(const char *name, const char *list)
{
    char part[256];
    while (*list) {
        size_t n = strcspn(list, "|");
        if (n > 0 && n < sizeof part) {
            memcpy(part, list, n);
            part[n] = '\0';
            if (strstr(name, part)) return 1;
        }
        list += n;
        if (*list == '|') list++;
    }
    return 0;
}

TH int case_begin(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(g_case_name, sizeof g_case_name, fmt, ap);
    va_end(ap);
    if (g_filter && !name_matches(g_case_name, g_filter)) return 0;
    if (g_exclude && name_matches(g_case_name, g_exclude)) return 0;
    if (g_skip_all) {
        g_skip++;
        return 0;
    }
    g_case_active = 1;
    g_case_fails = 0;
    g_case_t0 = clock();
    return 1;
}

TH void case_end(void)
{
    double secs = (double)(clock() - g_case_t0) / CLOCKS_PER_SEC;
    if (g_case_fails) {
        g_fail++;
        printf("FAIL %s (%d failed checks)\n", g_case_name, g_case_fails);
    } else {
        g_pass++;
        if (g_verbose) printf("ok   %s (%.2fs)\n", g_case_name, secs);
    }
    g_case_active = 0;
}

/* A case that does not apply to this backend. */
TH void case_skip(const char *why)
{
    g_skip++;
    g_case_active = 0;
    printf("SKIP %s: %s\n", g_case_name, why);
}

TH void log_cb(void *user, kvq_log_level level, const char *message)
{
    (void)user;
    if (!message) message = "(null)";
    if (strncmp(message, "vulkan validation", 17) == 0) {
        g_validation_msgs++;
        printf("  VALIDATION MESSAGE%s%s: %s\n", g_case_active ? " in " : "",
               g_case_active ? g_case_name : "", message);
        if (g_case_active) g_case_fails++;
    } else {
        if (strncmp(message, "kvq_attention: kernel ", 22) == 0) {
            size_t n = strcspn(message + 22, ", ");
            if (n >= sizeof g_last_kernel) n = sizeof g_last_kernel - 1;
            memcpy(g_last_kernel, message + 22, n);
            g_last_kernel[n] = '\0';
            if (sscanf(message + 22 + n, ", %u rows a workgroup", &g_last_rows) != 1) g_last_rows = 0;
        }
        if (level <= (g_verbose ? KVQ_LOG_INFO : KVQ_LOG_WARNING)) printf("  log[%d]: %s\n", (int)level, message);
    }
}

/* >>rng ================================================================ */
typedef struct rng_t {
    uint64_t s;
} rng_t;

TH uint64_t rng_next(rng_t *r)
{
    uint64_t x = r->s;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    r->s = x;
    return x;
}
/* exact floats in [-1, 1) */
TH float rng_sym(rng_t *r) { return (float)((double)(rng_next(r) >> 40) * ldexp(1.0, -23) - 1.0); }
/* [0, 1) */
TH float rng_unit(rng_t *r) { return (float)((double)(rng_next(r) >> 40) * ldexp(1.0, -24)); }
TH uint32_t rng_below(rng_t *r, uint32_t n) { return (uint32_t)(rng_next(r) % n); }

/* >>reference: scalar conversions ===================================== */
TH uint32_t f2u(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}
TH float u2f(uint32_t u)
{
    float f;
    memcpy(&f, &u, 4);
    return f;
}
TH float qnan(void) { return u2f(0x7fc00000u); }
TH float pinf(void) { return u2f(0x7f800000u); }
TH int is_nan(float f) { return (f2u(f) & 0x7fffffffu) > 0x7f800000u; }
TH int is_finite(float f) { return (f2u(f) & 0x7f800000u) != 0x7f800000u; }
TH int sign_bit(float f) { return (int)(f2u(f) >> 31); }
TH int is_subnormal(float f) { return (f2u(f) & 0x7f800000u) == 0 && (f2u(f) & 0x7fffffu) != 0; }
/* kvq.h's rule for devices that flush f32 subnormals: a group of n inputs
   that holds an f32 subnormal, or whose largest magnitude is below 2^-96;
   with rel (TQ), also one holding a nonzero value below 2^-100 times its
   largest. (A read value that is itself subnormal is the rule's third
   clause; the read checks test it.) */
TH int ftz_group(const float *x, uint32_t n, int rel)
{
    uint32_t j, amax = 0, amin = 0xffffffffu;
    for (j = 0; j < n; j++) {
        uint32_t a = f2u(x[j]) & 0x7fffffffu;
        if (a >= 0x7f800000u) return 0; /* non-finite groups have their own rule */
        if (a > amax) amax = a;
        if (a && a < amin) amin = a;
    }
    if (amax == 0) return 0;
    if (amin < 0x00800000u || amax < (uint32_t)(127 - 96) << 23) return 1;
    return rel && (double)u2f(amin) < (double)u2f(amax) * 0x1p-100;
}

/* Rounds ax > 0 (exact in double) to a binary float with p significant bits
   whose smallest normal is 2^emin (subnormals below it), nearest-even, no
   upper limit. */
TH double round_fmt(double ax, int p, int emin)
{
    int e, qe;
    (void)frexp(ax, &e); /* ax in [2^(e-1), 2^e) */
    qe = (e - 1) - (p - 1);
    if (qe < emin - (p - 1)) qe = emin - (p - 1);
    return ldexp(rint(ldexp(ax, -qe)), qe);
}

/* quantum (ulp) of a value of magnitude ax in the same kind of format */
TH double quantum_fmt(double ax, int p, int emin)
{
    int e, qe;
    if (ax == 0) return ldexp(1.0, emin - (p - 1));
    (void)frexp(ax, &e);
    qe = (e - 1) - (p - 1);
    if (qe < emin - (p - 1)) qe = emin - (p - 1);
    return ldexp(1.0, qe);
}

TH float ref_f16_to_f32(uint16_t h)
{
    int s = h >> 15, e = (h >> 10) & 31, m = h & 1023;
    double v;
    if (e == 31) return m ? (s ? -qnan() : qnan()) : (s ? -pinf() : pinf());
    v = e == 0 ? ldexp((double)m, -24) : ldexp((double)(1024 + m), e - 25);
    return (float)(s ? -v : v);
}

/* a finite double rounded once to f16 (to nearest even; finite values saturate) */
TH uint16_t ref_f64_to_f16(double d)
{
    uint16_t sign = (uint16_t)(signbit(d) ? 0x8000u : 0u);
    double a = fabs(d), r;
    int e;
    if (a == 0) return sign;
    r = round_fmt(a, 11, -14);
    if (r > 65504.0) r = 65504.0; /* finite values saturate */
    if (r < ldexp(1.0, -14)) return (uint16_t)(sign | (uint16_t)(r / ldexp(1.0, -24)));
    {
        double m = frexp(r, &e); /* r = m 2^e, m in [0.5, 1) */
        return (uint16_t)(sign | (uint16_t)((e - 1 + 15) << 10) | (uint16_t)((m * 2.0 - 1.0) * 1024.0));
    }
}

TH uint16_t ref_f32_to_f16(float f)
{
    if (is_nan(f)) return (uint16_t)((sign_bit(f) ? 0x8000u : 0u) | 0x7e00u);
    if (!is_finite(f)) return (uint16_t)((sign_bit(f) ? 0x8000u : 0u) | 0x7c00u);
    return ref_f64_to_f16((double)f);
}

TH float ref_bf16_to_f32(uint16_t b) { return u2f((uint32_t)b << 16); }

TH uint16_t ref_f32_to_bf16(float f)
{
    uint16_t sign = (uint16_t)(sign_bit(f) ? 0x8000u : 0u);
    double a, r, maxv = ldexp(2.0 - ldexp(1.0, -7), 127);
    if (is_nan(f)) return (uint16_t)(sign | 0x7fc0u);
    if (!is_finite(f)) return (uint16_t)(sign | 0x7f80u);
    a = fabs((double)f);
    if (a == 0) return sign;
    r = round_fmt(a, 8, -126);
    if (r > maxv) r = maxv;
    return (uint16_t)(sign | (uint16_t)(f2u((float)r) >> 16));
}

TH float round_dt(float x, kvq_dtype dt)
{
    if (dt == KVQ_DTYPE_F16) return ref_f16_to_f32(ref_f32_to_f16(x));
    if (dt == KVQ_DTYPE_BF16) return ref_bf16_to_f32(ref_f32_to_bf16(x));
    return x;
}

TH size_t dt_size(kvq_dtype dt) { return (dt == KVQ_DTYPE_F16 || dt == KVQ_DTYPE_BF16) ? 2 : 4; }
TH const char *dt_str(kvq_dtype dt)
{
    return dt == KVQ_DTYPE_F16 ? "f16" : dt == KVQ_DTYPE_BF16 ? "bf16" : "f32";
}

TH void store_dt(void *base, size_t i, float x, kvq_dtype dt)
{
    if (dt == KVQ_DTYPE_F16 || dt == KVQ_DTYPE_BF16) {
        uint16_t h = dt == KVQ_DTYPE_F16 ? ref_f32_to_f16(x) : ref_f32_to_bf16(x);
        memcpy((unsigned char *)base + 2 * i, &h, 2);
    } else {
        memcpy((unsigned char *)base + 4 * i, &x, 4);
    }
}
TH float load_dt(const void *base, size_t i, kvq_dtype dt)
{
    if (dt == KVQ_DTYPE_F16 || dt == KVQ_DTYPE_BF16) {
        uint16_t h;
        memcpy(&h, (const unsigned char *)base + 2 * i, 2);
        return dt == KVQ_DTYPE_F16 ? ref_f16_to_f32(h) : ref_bf16_to_f32(h);
    } else {
        float f;
        memcpy(&f, (const unsigned char *)base + 4 * i, 4);
        return f;
    }
}

/* >>library helpers ==================================================== */
#define SENT 0xDEADBEEFu
#define GUARD 64u
#define IN_OFF 16u

TH kvq_buffer *mkbuf(kvq_context *ctx, uint64_t size)
{
    kvq_buffer *b = NULL;
    kvq_result rc = kvq_buffer_create(ctx, size, &b);
    CHECK(rc == KVQ_SUCCESS && b, "kvq_buffer_create(%llu) = %d (%s)", (unsigned long long)size, (int)rc,
          kvq_context_last_error(ctx));
    return rc == KVQ_SUCCESS ? b : NULL;
}

TH void fill_sent(kvq_context *ctx, kvq_buffer *b)
{
    kvq_result rc;
    if (!b) return;
    rc = kvq_buffer_fill(ctx, b, 0, kvq_buffer_size(b) & ~(uint64_t)3, SENT);
    CHECK(rc == KVQ_SUCCESS, "kvq_buffer_fill = %d (%s)", (int)rc, kvq_context_last_error(ctx));
}

/* whole buffer to a fresh host array (NULL buffer: NULL, 0 words) */
TH uint32_t *download(kvq_context *ctx, const kvq_buffer *b, uint64_t *words)
{
    uint64_t size;
    uint32_t *h;
    kvq_result rc;
    *words = 0;
    if (!b) return NULL;
    size = kvq_buffer_size(b);
    h = (uint32_t *)malloc((size_t)size + 4);
    if (!h) return NULL;
    rc = kvq_buffer_read(ctx, b, 0, h, size);
    CHECK(rc == KVQ_SUCCESS, "kvq_buffer_read = %d (%s)", (int)rc, kvq_context_last_error(ctx));
    *words = size / 4;
    return h;
}

/* kvq_buffer_read that fails the case when it fails; 1 on success */
#define READB(ctx, b, off, dst, size) readb_impl((ctx), (b), (off), (dst), (size), __FILE__, __LINE__)
TH int readb_impl(kvq_context *ctx, const kvq_buffer *b, uint64_t off, void *dst, uint64_t size, const char *file,
                  int line)
{
    kvq_result rc = b ? kvq_buffer_read(ctx, b, off, dst, size) : KVQ_ERROR_INVALID_ARGUMENT;
    return check_impl(rc == KVQ_SUCCESS, file, line, "", "kvq_buffer_read(offset %llu, %llu bytes) = %d (%s)",
                      (unsigned long long)off, (unsigned long long)size, (int)rc,
                      b ? kvq_context_last_error(ctx) : "no buffer");
}

TH void upload(kvq_context *ctx, kvq_buffer *b, uint64_t off, const void *src, uint64_t size)
{
    kvq_result rc;
    if (!b) return;
    rc = kvq_buffer_write(ctx, b, off, src, size);
    CHECK(rc == KVQ_SUCCESS, "kvq_buffer_write = %d (%s)", (int)rc, kvq_context_last_error(ctx));
}


TH void usage(const char *prog)
{
    fprintf(stderr, "usage: %s --backend cpu|vulkan [--quick] [--filter SUBSTR] [--exclude SUBSTR] [--verbose] [--no-validation]\n"
                    "       [--strict-denorm]\n"
                    "  --filter, --exclude: cases whose name holds SUBSTR, or one of several separated by '|'\n"
                    "  --no-validation: vulkan without VK_LAYER_KHRONOS_validation (machines that lack it)\n"
                    "  --strict-denorm: no allowance for subnormal groups on a device that may flush them\n"
                    "  KVQ_TEST_SKIP_VULKAN=1: pass a vulkan run on a machine with no Vulkan device (loudly)\n"
                    "  KVQ_TEST_THREADS=N: kvq_context_config.n_threads of the context under test\n",
            prog);
}

/* Parses the command line, makes g_ctx (and on vulkan a CPU context to
   compare with), runs run_all, prints the summary; the exit code. A vulkan
   run on a machine without a Vulkan device fails, unless
   KVQ_TEST_SKIP_VULKAN=1 says the user cannot install one (lavapipe). */
TH int harness_main(int argc, char **argv, const char *prog, void (*run_all)(void))
{
    const char *backend = NULL, *skip = getenv("KVQ_TEST_SKIP_VULKAN");
    int i;
    kvq_context_config cfg;
    kvq_result rc;
    clock_t t0 = clock();
    setvbuf(stdout, NULL, _IOLBF, 0);
    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--backend") == 0 && i + 1 < argc) backend = argv[++i];
        else if (strcmp(argv[i], "--quick") == 0) g_quick = 1;
        else if (strcmp(argv[i], "--verbose") == 0 || strcmp(argv[i], "-v") == 0) g_verbose = 1;
        else if (strcmp(argv[i], "--filter") == 0 && i + 1 < argc) g_filter = argv[++i];
        else if (strcmp(argv[i], "--exclude") == 0 && i + 1 < argc) g_exclude = argv[++i];
        else if (strcmp(argv[i], "--no-validation") == 0) g_no_validation = 1;
        else if (strcmp(argv[i], "--strict-denorm") == 0) g_strict_denorm = 1;
        else {
            usage(prog);
            return 2;
        }
    }
    if (!backend || (strcmp(backend, "cpu") != 0 && strcmp(backend, "vulkan") != 0)) {
        usage(prog);
        return 2;
    }
    g_vulkan = strcmp(backend, "vulkan") == 0;
    cfg = kvq_context_config_init();
    cfg.log = log_cb;
    cfg.log_level = g_verbose ? KVQ_LOG_INFO : KVQ_LOG_WARNING;
    if (strcmp(backend, "vulkan") == 0) cfg.log_level = KVQ_LOG_DEBUG; /* (g_last_kernel) */
    if (g_vulkan) {
        cfg.backend = KVQ_BACKEND_VULKAN;
        cfg.allow_cpu_device = 1;
        cfg.validation = !g_no_validation;
    } else {
        cfg.backend = KVQ_BACKEND_CPU;
    }
    {
        /* KVQ_TEST_THREADS=N: the CPU backend's worker pool size (kvq_context_config.n_threads;
           make test-threads runs attention under ThreadSanitizer with 2..4) */
        const char *nt = getenv("KVQ_TEST_THREADS");
        if (nt && *nt) {
            cfg.n_threads = (uint32_t)strtoul(nt, NULL, 10);
            printf("n_threads = %u (KVQ_TEST_THREADS)\n", (unsigned)cfg.n_threads);
        }
    }
    rc = kvq_context_create(&cfg, &g_ctx);
    if (g_vulkan && rc == KVQ_ERROR_BACKEND_UNAVAILABLE) {
        /* the reason comes from an AUTO context, which falls back to the CPU */
        kvq_context *auto_ctx = NULL;
        kvq_context_config ac = kvq_context_config_init();
        const char *why;
        ac.allow_cpu_device = 1;
        ac.backend = KVQ_BACKEND_AUTO;
        kvq_context_create(&ac, &auto_ctx);
        if (auto_ctx && kvq_context_backend(auto_ctx) == KVQ_BACKEND_VULKAN) {
            /* a device exists: what failed is the validated context, e.g. the layer is missing */
            printf("FAIL context: a Vulkan device (%s) exists, but the context with validation failed; see the log "
                   "above (run with --no-validation where the layer cannot be installed)\n",
                   kvq_context_device_name(auto_ctx));
            kvq_context_destroy(auto_ctx);
            printf("%d passed, %d failed, %d skipped\n", 0, 1, 0);
            return 1;
        }
        why = auto_ctx && kvq_context_backend_reason(auto_ctx)[0] ? kvq_context_backend_reason(auto_ctx)
                                                                   : kvq_result_string(rc);
        if (skip && strcmp(skip, "1") == 0) {
            printf("\n*** KVQ_TEST_SKIP_VULKAN=1: THE VULKAN SUITE DID NOT RUN (no Vulkan device: %s) ***\n\n", why);
            kvq_context_destroy(auto_ctx);
            g_skip_all = 1;
            run_all();
            printf("%d passed, %d failed, %d skipped\n", g_pass, g_fail, g_skip);
            return 0;
        }
        printf("FAIL: no Vulkan device (%s), so the Vulkan suite cannot run. Install Mesa's lavapipe\n"
               "(mesa-vulkan-drivers), or set KVQ_TEST_SKIP_VULKAN=1 to pass without it.\n", why);
        kvq_context_destroy(auto_ctx);
        printf("%d passed, %d failed, %d skipped\n", 0, 1, 0);
        return 1;
    }
    if (rc != KVQ_SUCCESS || !g_ctx) {
        printf("FAIL context: kvq_context_create(%s) = %d (%s)\n", backend, (int)rc, kvq_result_string(rc));
        printf("%d passed, %d failed, %d skipped\n", 0, 1, 0);
        return 1;
    }
    printf("%s: backend %s, device '%s' (%s)%s\n", prog, backend, kvq_context_device_name(g_ctx),
           kvq_context_features(g_ctx), g_quick ? ", quick" : "");
    if (g_vulkan) {
        kvq_context_config cc = kvq_context_config_init();
        const char *vv = getenv("KVQ_VARIANTS");
        g_ftz_allow = !g_strict_denorm && !strstr(kvq_context_device_name(g_ctx), "llvmpipe") &&
                      (strstr(kvq_context_features(g_ctx), "denorm preserve f32 no") || (vv && strstr(vv, "-denorm")));
        if (g_ftz_allow)
            printf("this device may flush f32 subnormals: differences in the groups kvq.h's rule names are counted, "
                   "not failed\n");
        cc.backend = KVQ_BACKEND_CPU;
        rc = kvq_context_create(&cc, &g_cpu_ctx);
        if (rc != KVQ_SUCCESS || !g_cpu_ctx) {
            /* every comparison with the CPU would be skipped: not a passing run */
            printf("FAIL context: the CPU context to compare with could not be created: %d (%s)\n", (int)rc,
                   kvq_result_string(rc));
            kvq_context_destroy(g_ctx);
            printf("%d passed, %d failed, %d skipped\n", 0, 1, 0);
            return 1;
        }
    }
    run_all();
    kvq_context_destroy(g_cpu_ctx);
    kvq_context_destroy(g_ctx);
    if (g_validation_msgs) {
        printf("FAIL: %ld vulkan validation messages\n", g_validation_msgs);
        if (g_fail == 0) g_fail = 1;
    }
    if (g_ftz_allow) printf("differences in subnormal groups (allowed on this device): %ld\n", g_ftz_count);
    printf("time: %.1fs cpu\n", (double)(clock() - t0) / CLOCKS_PER_SEC);
    if (g_pass + g_fail == 0) {
        /* e.g. a --filter that matches no case: nothing was tested */
        printf("FAIL: no case ran (--filter '%s', --exclude '%s'): nothing was tested\n", g_filter ? g_filter : "",
               g_exclude ? g_exclude : "");
        g_fail = 1;
    }
    printf("%d passed, %d failed, %d skipped\n", g_pass, g_fail, g_skip);
    return g_fail > 0 ? 1 : 0;
}

#endif /* KVQ_TEST_HARNESS_H */
