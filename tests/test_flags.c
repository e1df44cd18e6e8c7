/* test_flags: the stored bytes (codes and parameters) of every quantized
   format must not depend on the compiler or its flags (../shared/DESIGN.md
   "Exactness policy"). `make test-flags` builds this program with the
   default flags and again with -O3 -march=native -ffp-contract=fast (where
   the machine has FMA) and with clang, and checks two things:
   - each build's bytes equal tests/ref.h's reference bit for bit (plain,
     affine, Q8S and fp8 formats without rotation). The reference is
     compiled apart (tests/flags_ref.c, fixed flags -O0 -ffp-contract=off,
     linked in), so the flags under test cannot contract it too;
   - with --dump FILE, every byte of every format (TQ and the rotation
     option included, which the reference here does not cover) is written
     to FILE, and the Makefile compares the dumps of the flag builds with
     the default build's (whose TQ/rotated bytes test_tq checks against its
     own reference).
   The inputs: random rows at several scales, rows of subnormal and huge
   values, rows with NaN/Inf groups, and rows built so that a fused
   multiply-add would change an affine code (an FMA of (x - z) * inv + 0.5
   rounds once where the format rounds twice); the case fails if no such
   element was found, since the check would then test nothing. The inputs
   are made in tests/flags_ref.c too, so they are the same in every build.
   Both the
   rows API (kvq_quantize) and the cache write are checked, and must agree. */
#define KVQ_IMPLEMENTATION
#include "kvq.h"

#include "harness.h"

#include "flags_ref.h"

static FILE *g_dump;

/* --ftz: kvq_quantize and kvq_cache_write called with the CPU's flush-to-zero
   and denormals-are-zero modes on, as in a program linked with -ffast-math
   or -Ofast (crtfastmath.o sets them at startup) or one that sets them
   itself; the stored bytes must not change (make test-flags-ftz). */
static int g_ftz;
#if defined(__x86_64__) || (defined(__i386__) && defined(__SSE__))
#include <xmmintrin.h>
#define HAVE_FTZ 1
static unsigned long ftz_enter(void)
{
    unsigned long old = _mm_getcsr();
    if (g_ftz) _mm_setcsr((unsigned)old | 0x8040u); /* FTZ (bit 15) and DAZ (bit 6) */
    return old;
}
static void ftz_leave(unsigned long old) { _mm_setcsr((unsigned)old); }
#elif defined(__aarch64__) && (defined(__GNUC__) || defined(__clang__))
#define HAVE_FTZ 1
static unsigned long ftz_enter(void)
{
    unsigned long old, v;
    __asm__ volatile("mrs %0, fpcr" : "=r"(old));
    v = old | (1ul << 24); /* FZ */
    if (g_ftz) __asm__ volatile("msr fpcr, %0" : : "r"(v));
    return old;
}
static void ftz_leave(unsigned long old) { __asm__ volatile("msr fpcr, %0" : : "r"(old)); }
#else
static unsigned long ftz_enter(void) { return 0; }
static void ftz_leave(unsigned long old) { (void)old; }
#endif

#define NROWS 24u
#define MAXDIM 256u

static const kvq_format k_fmts[] = {KVQ_FORMAT_F16,  KVQ_FORMAT_BF16, KVQ_FORMAT_Q8,  KVQ_FORMAT_Q4,  KVQ_FORMAT_Q2,
                                    KVQ_FORMAT_Q8S,  KVQ_FORMAT_E4M3, KVQ_FORMAT_E5M2, KVQ_FORMAT_TQ2, KVQ_FORMAT_TQ3,
                                    KVQ_FORMAT_TQ4,  KVQ_FORMAT_TQ5,  KVQ_FORMAT_TQ6,  KVQ_FORMAT_TQ8};
static const kvq_dtype k_pds[] = {KVQ_DTYPE_F16, KVQ_DTYPE_BF16, KVQ_DTYPE_F32};
static const uint32_t k_shapes[][2] = {{128, 32}, {64, 16}, {256, 256}, {96, 48}};
static const char *const k_set_names[FLAGS_NSETS] = {"random", "scaled", "tiny", "huge", "nonfinite", "fma_sensitive"};
static long g_sensitive; /* elements whose affine code an FMA would change */

static int is_tq(kvq_format f) { return f >= KVQ_FORMAT_TQ2 && f <= KVQ_FORMAT_TQ8; }
static int is_plain(kvq_format f) { return f == KVQ_FORMAT_F32 || f == KVQ_FORMAT_F16 || f == KVQ_FORMAT_BF16; }

static void dump_words(const char *what, const uint32_t *w, uint32_t n)
{
    uint32_t i;
    if (!g_dump) return;
    fprintf(g_dump, "  %s", what);
    for (i = 0; i < n; i++) fprintf(g_dump, " %08x", w[i]);
    fprintf(g_dump, "\n");
}

/* One format / param dtype / shape / rotation: NROWS rows of each input
   set through kvq_quantize and the cache write; compared with each other,
   with the reference (unrotated non-TQ formats), and dumped. */
static void run_config(kvq_format fmt, kvq_dtype pd, uint32_t D, uint32_t G, uint32_t rot)
{
    kvq_context *ctx = g_ctx;
    kvq_row_layout lay = {0, 0, 0, 0.0};
    kvq_buffer *vb = NULL, *cb = NULL, *pb = NULL, *cb2 = NULL, *pb2 = NULL;
    kvq_cache *cache = NULL;
    kvq_cache_desc cd = kvq_cache_desc_init();
    float *x = NULL;
    uint32_t *codes = NULL, *params = NULL, *ccodes = NULL, *cparams = NULL, *rc_w = NULL, *rp_w = NULL;
    uint8_t bad[MAXDIM];
    int set;
    rng_t rng;
    if (!case_begin("flags/%s/D%u/G%u/params_%s%s", kvq_format_name(fmt), D, G, kvq_dtype_name(pd),
                    rot ? "/rotated" : ""))
        return;
    rng.s = 0x9E3779B97F4A7C15ull ^ ((uint64_t)fmt << 40) ^ ((uint64_t)pd << 32) ^ ((uint64_t)D << 16) ^ G ^ rot;
    if (!CHECK(kvq_row_layout_get(fmt, D, G, pd, &lay) == KVQ_SUCCESS, "kvq_row_layout_get")) goto done;
    x = (float *)malloc(NROWS * D * 4);
    codes = (uint32_t *)calloc(NROWS * lay.code_words + 1, 4);
    params = (uint32_t *)calloc(NROWS * lay.param_words + 1, 4);
    ccodes = (uint32_t *)calloc(NROWS * lay.code_words + 1, 4);
    cparams = (uint32_t *)calloc(NROWS * lay.param_words + 1, 4);
    rc_w = (uint32_t *)calloc(lay.code_words + 1, 4);
    rp_w = (uint32_t *)calloc(lay.param_words + 1, 4);
    vb = mkbuf(ctx, NROWS * D * 4);
    cb = mkbuf(ctx, NROWS * lay.code_words * 4);
    pb = lay.param_words ? mkbuf(ctx, NROWS * lay.param_words * 4) : NULL;
    cd.n_kv_heads = 1;
    cd.head_dim = D;
    cd.block_size = NROWS;
    cd.n_blocks = 1;
    cd.k_format = fmt;
    cd.v_format = KVQ_FORMAT_F16;
    cd.group_size = G;
    cd.param_dtype = pd;
    cd.rotation = rot;
    if (!CHECK(kvq_cache_create(ctx, &cd, &cache) == KVQ_SUCCESS, "kvq_cache_create: %s", kvq_context_last_error(ctx)))
        goto done;
    if (!x || !codes || !params || !ccodes || !cparams || !rc_w || !rp_w || !vb || !cb || (lay.param_words && !pb))
        goto done;
    for (set = 0; set < FLAGS_NSETS; set++) {
        kvq_rows_params p = kvq_rows_params_init();
        kvq_write_params w = kvq_write_params_init();
        uint32_t r, i;
        for (r = 0; r < NROWS; r++) flags_make_row(&rng.s, set, fmt, pd, D, G, x + r * D, &g_sensitive);
        upload(ctx, vb, 0, x, NROWS * D * 4);
        p.format = fmt;
        p.head_dim = D;
        p.group_size = G;
        p.param_dtype = pd;
        p.n_rows = NROWS;
        p.values = vb;
        p.codes = cb;
        p.params = pb;
        p.rotation = rot;
        w.k = vb;
        w.n_tokens = NROWS;
        {
            unsigned long mode = ftz_enter();
            kvq_result rq = kvq_quantize(ctx, &p), rw = kvq_cache_write(ctx, cache, &w);
            ftz_leave(mode);
            if (!CHECK(rq == KVQ_SUCCESS, "kvq_quantize: %s", kvq_context_last_error(ctx))) break;
            if (!CHECK(rw == KVQ_SUCCESS, "kvq_cache_write: %s", kvq_context_last_error(ctx))) break;
        }
        if (!CHECK(kvq_cache_storage(cache, KVQ_K, &cb2, &pb2) == KVQ_SUCCESS, "kvq_cache_storage")) break;
        if (kvq_buffer_read(ctx, cb, 0, codes, NROWS * lay.code_words * 4) != KVQ_SUCCESS ||
            kvq_buffer_read(ctx, cb2, 0, ccodes, NROWS * lay.code_words * 4) != KVQ_SUCCESS ||
            (pb && kvq_buffer_read(ctx, pb, 0, params, NROWS * lay.param_words * 4) != KVQ_SUCCESS) ||
            (pb && kvq_buffer_read(ctx, pb2, 0, cparams, NROWS * lay.param_words * 4) != KVQ_SUCCESS)) {
            FAIL("buffer read");
            break;
        }
        CHECK(memcmp(codes, ccodes, NROWS * lay.code_words * 4) == 0, "set %s: cache write and kvq_quantize codes differ",
              k_set_names[set]);
        CHECK(!pb || memcmp(params, cparams, NROWS * lay.param_words * 4) == 0,
              "set %s: cache write and kvq_quantize params differ", k_set_names[set]);
        if (g_dump) fprintf(g_dump, "%s set %s\n", g_case_name, k_set_names[set]);
        for (r = 0; r < NROWS; r++) {
            const uint32_t *cw = codes + r * lay.code_words, *pw = params + r * lay.param_words;
            dump_words("codes", cw, lay.code_words);
            dump_words("params", pw, lay.param_words);
            if (rot || is_tq(fmt)) continue; /* the dumps compare these across builds */
            if (!CHECK(flags_ref_row(fmt, D, G, pd, x + r * D, rc_w, rp_w, bad) == 0, "reference refused the shape"))
                continue;
            if (lay.param_words && memcmp(pw, rp_w, lay.param_words * 4) != 0) {
                for (i = 0; i < lay.param_words; i++)
                    if (pw[i] != rp_w[i])
                        FAIL("set %s row %u: param word %u = %08x, reference %08x", k_set_names[set], r, i, pw[i],
                             rp_w[i]);
            }
            {
                uint32_t bits = (uint32_t)(lay.code_words * 32u / D), per = 32u / bits, j;
                for (j = 0; j < D; j++) {
                    uint32_t sh = (j % per) * bits, m = bits == 32 ? 0xffffffffu : (1u << bits) - 1u;
                    uint32_t got = (cw[j / per] >> sh) & m, want = (rc_w[j / per] >> sh) & m;
                    if (!is_plain(fmt) && bad[j / G]) continue; /* NaN group: codes unspecified */
                    if (got != want)
                        FAIL("set %s row %u element %u: x = %.9g (0x%08x): code %u, reference %u", k_set_names[set], r,
                             j, (double)x[r * D + j], f2u(x[r * D + j]), got, want);
                }
            }
        }
    }
done:
    kvq_cache_destroy(ctx, cache);
    kvq_buffer_destroy(ctx, vb);
    kvq_buffer_destroy(ctx, cb);
    kvq_buffer_destroy(ctx, pb);
    free(x);
    free(codes);
    free(params);
    free(ccodes);
    free(cparams);
    free(rc_w);
    free(rp_w);
    case_end();
}

static void run_all(void)
{
    size_t fi, pi, si;
    uint32_t rot;
    for (fi = 0; fi < sizeof k_fmts / sizeof k_fmts[0]; fi++)
        for (pi = 0; pi < sizeof k_pds / sizeof k_pds[0]; pi++)
            for (si = 0; si < sizeof k_shapes / sizeof k_shapes[0]; si++)
                for (rot = 0; rot <= 1; rot++) {
                    kvq_format f = k_fmts[fi];
                    uint32_t D = k_shapes[si][0], G = k_shapes[si][1];
                    if (rot && (is_plain(f) || is_tq(f))) continue; /* plain: no rotation; TQ: always */
                    if (is_tq(f)) G = 0;
                    if (is_plain(f) && pi > 0) continue; /* no params */
                    run_config(f, k_pds[pi], D, G, rot);
                }
    if (case_begin("flags/fma_sensitive_inputs_found")) {
        /* the affine f32-param configs above must have met inputs an FMA changes */
        CHECK(g_sensitive >= 100, "only %ld FMA-sensitive elements were generated: the check would test nothing",
              g_sensitive);
        case_end();
    }
    printf("FMA-sensitive affine elements checked: %ld\n", g_sensitive);
}

int main(int argc, char **argv)
{
    char *args[16];
    int i, n = 0, rc;
    const char *dump = NULL;
    for (i = 0; i < argc && n < 15; i++) {
        if (strcmp(argv[i], "--dump") == 0 && i + 1 < argc) dump = argv[++i];
        else if (strcmp(argv[i], "--ftz") == 0) g_ftz = 1;
        else args[n++] = argv[i];
    }
    args[n] = NULL;
#if !defined(HAVE_FTZ)
    if (g_ftz) {
        printf("test_flags: --ftz is not implemented for this CPU; nothing to check\n");
        return 0;
    }
#endif
    if (dump && !(g_dump = fopen(dump, "w"))) {
        perror(dump);
        return 2;
    }
    rc = harness_main(n, args, "test_flags", run_all);
    if (g_dump && fclose(g_dump) != 0) rc = 1;
    return rc;
}
