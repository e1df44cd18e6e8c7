/* test_kvq.c - table-driven tests of kvq.h against an independent scalar
   reference of FORMATS.md.

   Usage: test_kvq --backend cpu|vulkan [--quick] [--filter SUBSTR] [--verbose] [--no-validation]

   Builds as C99 and as C++11:
      cc  -std=c99   -Wall -Wextra -pedantic -Werror -I. tests/test_kvq.c -lm -ldl
      c++ -x c++ -std=c++11 -Wall -Wextra -pedantic -Werror -I. tests/test_kvq.c -lm -ldl

   The reference below is written from FORMATS.md alone: conversions go
   through double arithmetic (frexp/ldexp/rint) and decoders work on bits, so
   it shares no code path with the library. The last line printed is
   "N passed, N failed, N skipped"; the exit code is nonzero iff N failed > 0.

   Groups (case names start with the part in brackets; --filter selects):
    1 [ref/]        the reference itself: f16/bf16/fp8 conversions, affine, packing
    2 [roundtrip]   cache write + read on D 16..1024, 1/8 heads, paged and
                    contiguous, every format, param and input dtype; codes and
                    params bit-exact against the reference (and Vulkan against the CPU),
                    reads exact (FMA on dequantization allowed), the seed's
                    round-trip bound, sentinels around every slot and output
    3 [slots/]      slot mapping with negative entries, on write and on read
    4 [bleed/]      one token written: every other slot keeps its sentinel
    5 [conv/ rows/] kvq_quantize / kvq_dequantize; f16/bf16 conversions
    6 [ties/ clamp/ fp8/] exact ties, Q8S clamp, every fp8 code, midpoints,
                    saturation, -0
    7 [bad_input/]  each bad argument: the right error, a message, nothing written
    8 [context/ api/] config defaults, backends, allocator balance, names
    9 [sizes/]      row layouts, kvq_cache_bytes, bits per value
      [vulkan/]     no validation messages, device; in vulkan mode every cache
                    write is also run on a CPU context and the codes compared */
#define KVQ_IMPLEMENTATION
#include "kvq.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#if defined(__unix__)
#include <unistd.h> /* sleep */
#endif

#include "harness.h"

#include "ref.h"

static const kvq_format k_all_formats[9] = {KVQ_FORMAT_F32, KVQ_FORMAT_F16,  KVQ_FORMAT_BF16,
                                            KVQ_FORMAT_Q8,  KVQ_FORMAT_Q4,   KVQ_FORMAT_Q2,
                                            KVQ_FORMAT_Q8S, KVQ_FORMAT_E4M3, KVQ_FORMAT_E5M2};
static const kvq_dtype k_all_dtypes[3] = {KVQ_DTYPE_F32, KVQ_DTYPE_F16, KVQ_DTYPE_BF16};

/* >>data =============================================================== */
enum {
    DATA_SEED,
    DATA_CONST,
    DATA_OUTLIER,
    DATA_ZEROS,
    DATA_F16LIM,
    DATA_TINY,
    DATA_MICRO,
    DATA_NONFINITE,
    DATA_HUGE,   /* near +-FLT_MAX: ranges and scales that overflow f32 or the param dtype */
    DATA_SUBN,   /* a normal scale just above FLT_MIN with f32-subnormal values */
    DATA_MINRES, /* values (and dequantized results) at FLT_MIN and below */
    DATA_COUNT_
};
static const char *k_data_names[DATA_COUNT_] = {"seed", "const", "outlier", "zeros", "f16lim", "tiny",
                                                "micro", "nonfinite", "huge", "subnormal", "minres"};
#define DATA_FIRST_EDGE DATA_HUGE /* kinds from here on are the edge-rule data (test_edge_rules) */

/* n values (one token: [n_kv_heads][head_dim]) with groups of G, rounded
   to the input dtype. */
static void gen_values(float *x, uint32_t n, uint32_t G, int kind, rng_t *r, kvq_dtype dt)
{
    uint32_t i, g, ng = n / G;
    for (i = 0; i < n; i++) {
        float seedv = sinf((float)(i / G) * 0.7f) + rng_sym(r);
        switch (kind) {
        case DATA_SEED:
        case DATA_NONFINITE: x[i] = seedv; break;
        case DATA_OUTLIER: x[i] = seedv; break;
        case DATA_ZEROS: x[i] = (i % 3 == 1) ? -0.0f : 0.0f; break;
        case DATA_F16LIM: {
            float u = rng_unit(r);
            x[i] = u < 0.3f ? 65504.0f : u < 0.6f ? -65504.0f : rng_sym(r) * 65504.0f;
            break;
        }
        case DATA_TINY: x[i] = (rng_unit(r) < 0.5f ? -1.0f : 1.0f) * (1e-7f + 9e-7f * rng_unit(r)); break;
        /* normal f32 values whose scales are f32 subnormals (f32/bf16 params) */
        case DATA_MICRO: x[i] = 2e-38f + 1e-38f * rng_unit(r); break;
        case DATA_HUGE: x[i] = rng_sym(r) * 3.4e38f; break;
        case DATA_SUBN: /* random f32 subnormals of either sign */
            x[i] = u2f((uint32_t)(rng_next(r) & 0x807fffffu) | 1u);
            break;
        case DATA_MINRES: /* multiples of 2^-126, some subnormal */
            x[i] = (float)ldexp((double)((int)rng_below(r, 255) - 127), -126 - (int)rng_below(r, 4));
            break;
        default: x[i] = 0; break;
        }
    }
    for (g = 0; g < ng; g++) {
        float *xg = x + g * G;
        if (kind == DATA_CONST) {
            float v = (g % 4 == 3) ? 0.0f : rng_sym(r) * 4.0f;
            for (i = 0; i < G; i++) xg[i] = v;
        } else if (kind == DATA_OUTLIER) {
            xg[rng_below(r, G)] = (rng_unit(r) < 0.5f ? -1.0f : 1.0f) * (100.0f + 1000.0f * rng_unit(r));
        } else if (kind == DATA_F16LIM && g % 3 == 0) {
            for (i = 0; i < G; i++) xg[i] = (i % 2) ? 65504.0f : -65504.0f;
        } else if (kind == DATA_HUGE) {
            if (g % 4 == 0) { /* the conformance repro: mx - mn overflows f32 */
                for (i = 0; i < G; i++) xg[i] = i == 0 ? -3e38f : i == 2 ? 0.0f : 3e38f;
            } else if (g % 4 == 1) {
                xg[0] = 3.4028235e38f;
                xg[G - 1] = -3.4028235e38f;
            } else if (g % 4 == 2) { /* Q2's scale range / 3 at 2^126 (degenerate above) */
                for (i = 0; i < G; i++) xg[i] = (i % 2) ? 1.276e38f : -1.276e38f;
            }
        } else if (kind == DATA_SUBN) {
            /* x0 = FMAX * 2^-124 for the absmax formats, else a normal near FLT_MIN */
            static const float x0s[4] = {448.0f * 2.3509887e-38f, 57344.0f * 2.3509887e-38f, 127.0f * 2.3509887e-38f,
                                         4.0e-38f};
            xg[rng_below(r, G)] = (g % 2 ? -1.0f : 1.0f) * x0s[g % 4];
        } else if (kind == DATA_MINRES && g % 2 == 0) {
            xg[0] = 127.0f * 1.17549435e-38f; /* a Q8S scale of exactly FLT_MIN: code 1 reads back as FLT_MIN */
        } else if (kind == DATA_NONFINITE) {
            if (g % 5 == 1) xg[rng_below(r, G)] = qnan();
            if (g % 5 == 2) xg[rng_below(r, G)] = pinf();
            if (g % 5 == 3) xg[rng_below(r, G)] = -pinf();
            if (g % 5 == 4) {
                xg[0] = pinf();
                xg[G - 1] = qnan();
            }
        }
    }
    for (i = 0; i < n; i++) x[i] = round_dt(x[i], dt);
}

/* >>round trip engine ================================================== */
typedef struct rt_desc {
    uint32_t D, H, bs, nb, G;
    kvq_format kf, vf;
    kvq_dtype pd, in_dt;
    uint32_t start, n;        /* tokens written */
    const int32_t *wslots;    /* NULL: start-based */
    uint32_t rstart, n_read;  /* tokens read */
    const int32_t *rslots;    /* NULL: rstart-based */
    int skip_v;               /* write K only */
    int data_kind;            /* -1: token t gets kind t % DATA_COUNT_ */
    uint64_t seed;
} rt_desc;

typedef struct rt_result {
    int ok; /* everything ran */
    uint32_t *st[2][2]; /* [which][codes, params] storage words */
    uint64_t stw[2][2];
    unsigned char *out[2][3]; /* [which][out dtype] whole output buffer */
    uint64_t out_size[2][3];
} rt_result;

static void rt_free(rt_result *r)
{
    int a, b;
    for (a = 0; a < 2; a++)
        for (b = 0; b < 2; b++) free(r->st[a][b]);
    for (a = 0; a < 2; a++)
        for (b = 0; b < 3; b++) free(r->out[a][b]);
    memset(r, 0, sizeof *r);
}

static uint64_t rt_capacity(const rt_desc *d) { return (uint64_t)d->bs * (d->nb ? d->nb : 1); }

static kvq_cache_desc rt_cache_desc(const rt_desc *d)
{
    kvq_cache_desc cd = kvq_cache_desc_init();
    cd.n_kv_heads = d->H;
    cd.head_dim = d->D;
    cd.block_size = d->bs;
    cd.n_blocks = d->nb;
    cd.k_format = d->kf;
    cd.v_format = d->vf;
    cd.group_size = d->G;
    cd.param_dtype = d->pd;
    return cd;
}

/* Writes and reads on ctx; the whole storage and outputs come back in res. */
static void rt_execute(kvq_context *ctx, const rt_desc *d, const void *kin, const void *vin, rt_result *res)
{
    kvq_cache_desc cd = rt_cache_desc(d);
    kvq_cache *cache = NULL;
    kvq_buffer *st[2][2] = {{NULL, NULL}, {NULL, NULL}};
    kvq_buffer *kb = NULL, *vb = NULL, *wsl = NULL, *rsl = NULL;
    uint64_t in_bytes = (uint64_t)d->n * d->H * d->D * dt_size(d->in_dt);
    kvq_result rc;
    int w, od;
    memset(res, 0, sizeof *res);
    rc = kvq_cache_create(ctx, &cd, &cache);
    if (!CHECK(rc == KVQ_SUCCESS && cache, "kvq_cache_create = %d (%s)", (int)rc, kvq_context_last_error(ctx)))
        return;
    for (w = 0; w < 2; w++) {
        rc = kvq_cache_storage(cache, (kvq_which)w, &st[w][0], &st[w][1]);
        CHECK(rc == KVQ_SUCCESS && st[w][0], "kvq_cache_storage = %d", (int)rc);
        CHECK((st[w][1] == NULL) == (fmt_plain(w ? d->vf : d->kf) != 0),
              "params buffer %p for format %s", (void *)st[w][1], fmt_str(w ? d->vf : d->kf));
        fill_sent(ctx, st[w][0]);
        fill_sent(ctx, st[w][1]);
    }
    kb = mkbuf(ctx, IN_OFF + in_bytes);
    fill_sent(ctx, kb);
    upload(ctx, kb, IN_OFF, kin, in_bytes);
    if (!d->skip_v) {
        vb = mkbuf(ctx, IN_OFF + in_bytes + 8);
        fill_sent(ctx, vb);
        upload(ctx, vb, IN_OFF + 8, vin, in_bytes);
    }
    if (d->wslots) {
        wsl = mkbuf(ctx, 8 + (uint64_t)d->n * 4);
        upload(ctx, wsl, 8, d->wslots, (uint64_t)d->n * 4);
    }
    if (d->rslots) {
        rsl = mkbuf(ctx, 4 + (uint64_t)d->n_read * 4);
        upload(ctx, rsl, 4, d->rslots, (uint64_t)d->n_read * 4);
    }
    {
        kvq_write_params wp = kvq_write_params_init();
        wp.k = kb;
        wp.k_offset = IN_OFF;
        wp.v = vb;
        wp.v_offset = IN_OFF + 8;
        wp.dtype = d->in_dt;
        wp.n_tokens = d->n;
        wp.start = d->start;
        wp.slots = wsl;
        wp.slots_offset = 8;
        rc = kvq_cache_write(ctx, cache, &wp);
        CHECK(rc == KVQ_SUCCESS, "kvq_cache_write = %d (%s)", (int)rc, kvq_context_last_error(ctx));
        rc = kvq_wait(ctx);
        CHECK(rc == KVQ_SUCCESS, "kvq_wait after write = %d (%s)", (int)rc, kvq_context_last_error(ctx));
    }
    for (w = 0; w < 2; w++) {
        res->st[w][0] = download(ctx, st[w][0], &res->stw[w][0]);
        res->st[w][1] = download(ctx, st[w][1], &res->stw[w][1]);
    }
    for (w = 0; w < 2; w++) {
        if (w == 1 && d->skip_v) continue;
        for (od = 0; od < 3; od++) {
            kvq_dtype odt = k_all_dtypes[od];
            uint64_t size = 2 * GUARD + (uint64_t)d->H * d->n_read * d->D * dt_size(odt);
            kvq_buffer *ob = mkbuf(ctx, size);
            kvq_read_params rp = kvq_read_params_init();
            if (!ob) continue;
            fill_sent(ctx, ob);
            rp.which = (kvq_which)w;
            rp.out = ob;
            rp.out_offset = GUARD;
            rp.dtype = odt;
            rp.n_tokens = d->n_read;
            rp.start = d->rstart;
            rp.slots = rsl;
            rp.slots_offset = 4;
            rc = kvq_cache_read(ctx, cache, &rp);
            CHECK(rc == KVQ_SUCCESS, "kvq_cache_read(%s) = %d (%s)", dt_str(odt), (int)rc,
                  kvq_context_last_error(ctx));
            res->out[w][od] = (unsigned char *)malloc((size_t)size);
            res->out_size[w][od] = size;
            if (res->out[w][od]) {
                rc = kvq_buffer_read(ctx, ob, 0, res->out[w][od], size);
                CHECK(rc == KVQ_SUCCESS, "kvq_buffer_read = %d", (int)rc);
            }
            kvq_buffer_destroy(ctx, ob);
        }
    }
    kvq_buffer_destroy(ctx, kb);
    kvq_buffer_destroy(ctx, vb);
    kvq_buffer_destroy(ctx, wsl);
    kvq_buffer_destroy(ctx, rsl);
    kvq_cache_destroy(ctx, cache);
    res->ok = 1;
}

static int64_t rt_slot_w(const rt_desc *d, uint32_t t) { return d->wslots ? d->wslots[t] : (int64_t)d->start + t; }
static int64_t rt_slot_r(const rt_desc *d, uint32_t t) { return d->rslots ? d->rslots[t] : (int64_t)d->rstart + t; }
static uint64_t rt_row(const rt_desc *d, uint64_t slot, uint32_t h)
{
    return ((slot / d->bs) * d->H + h) * d->bs + slot % d->bs;
}

/* Compares one stored row (lib words) with the reference; fills use[] with
   the codes to dequantize (the library's where they differ at a tie). */
static void check_row(const char *what, ref_row *r, const float *x, const uint32_t *cw, const uint32_t *pw,
                      int32_t *use)
{
    int32_t lib[MAXD];
    uint32_t j, g, i, np = ref_n_params(r->fmt, r->D, r->G);
    uint32_t pwn = ref_param_words(r->fmt, r->D, r->G, r->pd);
    ref_unpack_codes(r->fmt, r->D, cw, lib);
    if (fmt_plain(r->fmt)) {
        for (j = 0; j < r->D; j++) {
            float a, b;
            ref_dequant(r->fmt, r->code[j], 0, 0, &a, &b);
            ref_dequant(r->fmt, lib[j], 0, 0, &b, &b);
            use[j] = lib[j];
            g_codes_checked++;
            if (lib[j] != r->code[j] && !(is_nan(a) && is_nan(b)))
                FAIL("%s element %u: x=%.9g stored 0x%x, expected 0x%x", what, j, (double)x[j],
                     (unsigned)lib[j], (unsigned)r->code[j]);
        }
        return;
    }
    /* params: exact bits, NaN for a non-finite group; zero padding. Reads
       are checked against the library's own params, so that a wrong param
       is reported once, here, and not again for every value of its group. */
    for (g = 0; g < r->ng; g++) {
        r->ls[g] = pval(unpack_param_bits(pw, g, r->pd), r->pd);
        r->lz[g] = fmt_affine(r->fmt) ? pval(unpack_param_bits(pw, r->ng + g, r->pd), r->pd) : 0.0f;
    }
    for (i = 0; i < np; i++) {
        uint32_t gi = i < r->ng ? i : i - r->ng;
        uint32_t got = unpack_param_bits(pw, i, r->pd), exp = i < r->ng ? r->sbits[gi] : r->zbits[gi];
        g_ftz_scope = ftz_group(x + gi * r->G, r->G, 0);
        if (r->gbad[gi]) {
            if (!is_nan(pval(got, r->pd)))
                FAIL("%s group %u (non-finite input): %s = %.9g, expected NaN", what, gi, i < r->ng ? "scale" : "bias",
                     (double)pval(got, r->pd));
        } else if (got != exp) {
            FAIL("%s group %u: %s bits 0x%x (%.9g), expected 0x%x (%.9g)", what, gi, i < r->ng ? "scale" : "bias",
                 (unsigned)got, (double)pval(got, r->pd), (unsigned)exp, (double)pval(exp, r->pd));
        }
        g_ftz_scope = 0;
    }
    if (r->pd != KVQ_DTYPE_F32 && (np % 2) == 1 && (pw[pwn - 1] >> 16) != 0)
        FAIL("%s: param padding bits not zero (last word 0x%08x)", what, (unsigned)pw[pwn - 1]);
    for (g = 0; g < r->ng; g++) {
        g_ftz_scope = ftz_group(x + g * r->G, r->G, 0);
        for (j = g * r->G; j < (g + 1) * r->G; j++) {
            int32_t diff = lib[j] - r->code[j];
            use[j] = r->code[j];
            if (r->gbad[g]) {
                use[j] = lib[j];
                if (!fmt_fp8(r->fmt) && lib[j] != 0)
                    FAIL("%s element %u of non-finite group %u: code %d, expected 0", what, j, g, (int)lib[j]);
                continue;
            }
            g_codes_checked++;
            if (diff == 0) continue;
            FAIL("%s element %u (group %u): x=%.9g s=%.9g z=%.9g pre=%.9g code %d (0x%x), expected %d (0x%x)", what,
                 j, g, (double)x[j], (double)r->s[g], (double)r->z[g], (double)r->pre[j], (int)lib[j],
                 (unsigned)lib[j] & 0xff, (int)r->code[j], (unsigned)r->code[j] & 0xff);
        }
        g_ftz_scope = 0;
    }
}

/* y (as read, f32) matches a candidate after rounding to od */
static int out_matches(float y, float c0, float c1, kvq_dtype od)
{
    float a = round_dt(c0, od), b = round_dt(c1, od);
    if (y == a || y == b) return 1;
    if (is_nan(y) && (is_nan(a) || is_nan(b))) return 1;
    return 0;
}

static void group_stats(const float *x, uint32_t G, float *mn, float *mx, float *amax)
{
    uint32_t i;
    *mn = *mx = x[0];
    *amax = 0;
    for (i = 0; i < G; i++) {
        if (x[i] < *mn) *mn = x[i];
        if (x[i] > *mx) *mx = x[i];
        if (fabsf(x[i]) > *amax) *amax = fabsf(x[i]);
    }
}

/* All checks of one executed round trip against the reference.
   x[which]: [n][H][D] inputs as the library saw them. */
static void rt_check(const rt_desc *d, float *const x[2], const rt_result *res, const char *tag)
{
    uint64_t cap = rt_capacity(d), slot;
    int w, od;
    int64_t *tok_of_slot = (int64_t *)malloc((size_t)cap * sizeof(int64_t));
    ref_row *ref = (ref_row *)malloc(sizeof(ref_row));
    int32_t *use = (int32_t *)malloc((size_t)d->n * d->H * d->D * sizeof(int32_t));
    ref_row *refs = (ref_row *)calloc((size_t)d->n * d->H, sizeof(ref_row));
    char what[160];
    uint32_t t, h, j;
    if (!tok_of_slot || !ref || !use || !refs) {
        FAIL("out of host memory");
        goto done;
    }
    for (slot = 0; slot < cap; slot++) tok_of_slot[slot] = -1;
    for (t = 0; t < d->n; t++) {
        int64_t s = rt_slot_w(d, t);
        if (s >= 0 && (uint64_t)s < cap) tok_of_slot[s] = t;
    }
    for (w = 0; w < 2; w++) {
        kvq_format fmt = w ? d->vf : d->kf;
        uint32_t G = d->G ? d->G : (d->D % 32 == 0 ? 32 : d->D);
        uint32_t cw = ref_code_words(fmt, d->D), pw = ref_param_words(fmt, d->D, G, d->pd);
        const uint32_t *sc = res->st[w][0], *sp = res->st[w][1];
        const char *wn = w ? "V" : "K";
        if (!sc) continue;
        if (!CHECK(res->stw[w][0] == cap * d->H * cw && (fmt_plain(fmt) || res->stw[w][1] == cap * d->H * pw),
                   "%s storage is not exactly the rows: %llu code words, %llu param words for capacity %llu", wn,
                   (unsigned long long)res->stw[w][0], (unsigned long long)res->stw[w][1], (unsigned long long)cap))
            continue;
        for (t = 0; t < d->n; t++)
            for (h = 0; h < d->H; h++)
                ref_quantize_row(fmt, d->D, G, d->pd, x[w] + ((size_t)t * d->H + h) * d->D, &refs[t * d->H + h]);
        /* storage: written rows against the reference, every other row the sentinel */
        for (slot = 0; slot < cap; slot++) {
            for (h = 0; h < d->H; h++) {
                uint64_t row = rt_row(d, slot, h);
                int64_t u = (w == 1 && d->skip_v) ? -1 : tok_of_slot[slot];
                if (u >= 0) {
                    snprintf(what, sizeof what, "%s %s slot %llu head %u (token %lld)", tag, wn,
                             (unsigned long long)slot, h, (long long)u);
                    check_row(what, &refs[u * d->H + h], x[w] + ((size_t)u * d->H + h) * d->D, sc + row * cw,
                              sp ? sp + row * pw : NULL, use + ((size_t)u * d->H + h) * d->D);
                } else {
                    for (j = 0; j < cw; j++)
                        if (sc[row * cw + j] != SENT) {
                            FAIL("%s %s codes of unwritten slot %llu head %u word %u changed: 0x%08x", tag, wn,
                                 (unsigned long long)slot, h, j, (unsigned)sc[row * cw + j]);
                            break;
                        }
                    for (j = 0; sp && j < pw; j++)
                        if (sp[row * pw + j] != SENT) {
                            FAIL("%s %s params of unwritten slot %llu head %u word %u changed: 0x%08x", tag, wn,
                                 (unsigned long long)slot, h, j, (unsigned)sp[row * pw + j]);
                            break;
                        }
                }
            }
        }
        if (w == 1 && d->skip_v) continue;
        /* read outputs */
        for (od = 0; od < 3; od++) {
            kvq_dtype odt = k_all_dtypes[od];
            const unsigned char *ob = res->out[w][od];
            uint64_t size = res->out_size[w][od], k;
            size_t es = dt_size(odt);
            long bound_fails = 0;
            double worst = 0, worst_bound = 0;
            if (!ob) continue;
            for (k = 0; k < GUARD / 4; k++) {
                uint32_t a, b;
                memcpy(&a, ob + 4 * k, 4);
                memcpy(&b, ob + size - GUARD + 4 * k, 4);
                if (a != SENT || b != SENT) {
                    FAIL("%s read %s (%s out): guard word %llu around the output changed (0x%08x, 0x%08x)", tag, wn,
                         dt_str(odt), (unsigned long long)k, (unsigned)a, (unsigned)b);
                    break;
                }
            }
            for (t = 0; t < d->n_read; t++) {
                int64_t s = rt_slot_r(d, t), u = (s >= 0 && (uint64_t)s < cap) ? tok_of_slot[s] : -1;
                for (h = 0; h < d->H; h++) {
                    const unsigned char *o = ob + GUARD + (((size_t)h * d->n_read + t) * d->D) * es;
                    const float *xr;
                    ref_row *r;
                    int ftz_g = 0;
                    float mn = 0, mx = 0, amax = 0;
                    if (s < 0) { /* skipped token: untouched */
                        for (j = 0; j < d->D * es / 4; j++) {
                            uint32_t a;
                            memcpy(&a, o + 4 * j, 4);
                            if (a != SENT) {
                                FAIL("%s read %s: row of skipped token %u head %u changed", tag, wn, t, h);
                                break;
                            }
                        }
                        continue;
                    }
                    if (u < 0) continue; /* unwritten slot: not used by the tests */
                    r = &refs[u * d->H + h];
                    xr = x[w] + ((size_t)u * d->H + h) * d->D;
                    for (j = 0; j < d->D; j++) {
                        float y = load_dt(o, j, odt), c0, c1, xv = xr[j];
                        uint32_t g = j / r->G;
                        int32_t code = use[((size_t)u * d->H + h) * d->D + j];
                        if (j % r->G == 0) { /* once a group (scans of it per element: O(D^2) a row with G = D) */
                            ftz_g = !fmt_plain(fmt) && ftz_group(xr + g * r->G, r->G, 0);
                            group_stats(xr + g * r->G, r->G, &mn, &mx, &amax);
                        }
                        ref_dequant(fmt, code, r->ls[g], r->lz[g], &c0, &c1);
                        g_ftz_scope = !fmt_plain(fmt) && (ftz_g || is_subnormal(c0) || is_subnormal(c1));
                        if (!out_matches(y, c0, c1, odt))
                            FAIL("%s read %s (%s out) token %u head %u element %u: got %.9g, expected %.9g or %.9g "
                                 "(x=%.9g code %d s=%.9g z=%.9g)",
                                 tag, wn, dt_str(odt), t, h, j, (double)y, (double)round_dt(c0, odt),
                                 (double)round_dt(c1, odt), (double)xv, (int)code, (double)r->ls[g], (double)r->lz[g]);
                        /* the seed's round-trip bound (on the input, not the reference; mn, mx, amax above) */
                        if (!fmt_plain(fmt) && (r->gbad[g] || !is_finite(mn) || !is_finite(mx) || is_nan(amax))) {
                            if (!is_nan(y)) FAIL("%s read %s: element %u of a non-finite group is %.9g, not NaN", tag, wn, j, (double)y);
                        } else if (!is_finite(xv)) {
                            if (!(is_nan(xv) ? is_nan(y) : y == xv))
                                FAIL("%s read %s: non-finite %g read back as %g", tag, wn, (double)xv, (double)y);
                        } else {
                            double bnd = rt_bound(fmt, d->pd, odt, xv, mn, mx, amax), err = fabs((double)y - xv);
                            /* x^ = code * s may round past FLT_MAX (a scale rounded up times the largest
                               code): FORMATS.md's formulas then give inf, which the exact check above holds */
                            if (!is_finite(y) && fabs((double)xv) + bnd >= 3.4028234663852886e38 &&
                                sign_bit(y) == sign_bit(xv))
                                err = 0;
                            if (!(err <= bnd) && g_ftz_scope && g_ftz_allow) {
                                FAIL("(subnormal group)"); /* counted */
                            } else if (!(err <= bnd)) {
                                bound_fails++;
                                if (err > worst) {
                                    worst = err;
                                    worst_bound = bnd;
                                }
                                if (bound_fails <= 3)
                                    FAIL("%s read %s (%s out) token %u head %u el %u: |x - x^| = %.6g > bound %.6g "
                                         "(x=%.9g x^=%.9g group min %.9g max %.9g)",
                                         tag, wn, dt_str(odt), t, h, j, err, bnd, (double)xv, (double)y, (double)mn,
                                         (double)mx);
                            }
                        }
                    }
                    g_ftz_scope = 0;
                }
            }
            if (bound_fails > 3)
                FAIL("%s read %s (%s out): %ld elements over the round-trip bound, worst %.6g > %.6g", tag, wn,
                     dt_str(odt), bound_fails, worst, worst_bound);
        }
    }
done:
    free(tok_of_slot);
    free(ref);
    free(use);
    free(refs);
}

/* Vulkan vs CPU: same storage, codes one step apart only at a tie. */
static void rt_compare(const rt_desc *d, float *const x[2], const rt_result *a, const rt_result *b)
{
    uint64_t cap = rt_capacity(d);
    int w;
    uint32_t t, h, j;
    ref_row *r = (ref_row *)malloc(sizeof(ref_row));
    if (!r) return;
    for (w = 0; w < 2; w++) {
        kvq_format fmt = w ? d->vf : d->kf;
        uint32_t G = d->G ? d->G : (d->D % 32 == 0 ? 32 : d->D);
        uint32_t cw = ref_code_words(fmt, d->D), pw = ref_param_words(fmt, d->D, G, d->pd);
        if (!a->st[w][0] || !b->st[w][0] || (w == 1 && d->skip_v)) continue;
        if (a->stw[w][0] < cap * d->H * cw || b->stw[w][0] < cap * d->H * cw) continue;
        for (t = 0; t < d->n; t++) {
            int64_t s = rt_slot_w(d, t);
            if (s < 0) continue;
            for (h = 0; h < d->H; h++) {
                uint64_t row = rt_row(d, (uint64_t)s, h);
                int32_t ca[MAXD], cb[MAXD];
                ref_quantize_row(fmt, d->D, G, d->pd, x[w] + ((size_t)t * d->H + h) * d->D, r);
                ref_unpack_codes(fmt, d->D, a->st[w][0] + row * cw, ca);
                ref_unpack_codes(fmt, d->D, b->st[w][0] + row * cw, cb);
                for (j = 0; j < d->D; j++) {
                    int32_t diff = ca[j] - cb[j];
                    if (diff == 0) continue;
                    if (!fmt_plain(fmt) && r->gbad[j / r->G]) continue;
                    g_ftz_scope = !fmt_plain(fmt) &&
                                  ftz_group(x[w] + ((size_t)t * d->H + h) * d->D + j / r->G * r->G, r->G, 0);
                    FAIL("vulkan vs cpu %s token %u head %u element %u: vulkan code %d, cpu code %d (x=%.9g)",
                         w ? "V" : "K", t, h, j, (int)ca[j], (int)cb[j], (double)x[w][((size_t)t * d->H + h) * d->D + j]);
                    g_ftz_scope = 0;
                }
                if (pw && a->st[w][1] && b->st[w][1] && a->stw[w][1] >= cap * d->H * pw &&
                    b->stw[w][1] >= cap * d->H * pw) {
                    uint32_t np = ref_n_params(fmt, d->D, G), i;
                    for (i = 0; i < np; i++) {
                        uint32_t pa = unpack_param_bits(a->st[w][1] + row * pw, i, d->pd);
                        uint32_t pb = unpack_param_bits(b->st[w][1] + row * pw, i, d->pd);
                        uint32_t gi = i < r->ng ? i : i - r->ng;
                        g_ftz_scope = ftz_group(x[w] + ((size_t)t * d->H + h) * d->D + gi * r->G, r->G, 0);
                        if (r->gbad[gi] ? !(is_nan(pval(pa, d->pd)) && is_nan(pval(pb, d->pd))) : pa != pb)
                            FAIL("vulkan vs cpu %s token %u head %u %s of group %u: 0x%x vs 0x%x", w ? "V" : "K", t,
                                 h, i < r->ng ? "scale" : "bias", gi, (unsigned)pa, (unsigned)pb);
                        g_ftz_scope = 0;
                    }
                }
            }
        }
    }
    free(r);
}

/* Generates inputs, runs on the backend under test (and the CPU in vulkan
   mode), checks everything. */
static void rt_run(const rt_desc *d, const char *tag)
{
    size_t nv = (size_t)d->n * d->H * d->D;
    float *x[2];
    void *in[2];
    rt_result res, cres;
    rng_t rng;
    uint32_t t;
    int w;
    uint32_t G = d->G ? d->G : (d->D % 32 == 0 ? 32 : d->D);
    x[0] = (float *)malloc(nv * 4);
    x[1] = (float *)malloc(nv * 4);
    in[0] = malloc(nv * 4);
    in[1] = malloc(nv * 4);
    if (!x[0] || !x[1] || !in[0] || !in[1]) {
        FAIL("out of host memory");
        goto done;
    }
    rng.s = d->seed ? d->seed : 0x9E3779B97F4A7C15ull;
    for (w = 0; w < 2; w++)
        for (t = 0; t < d->n; t++) {
            int kind = d->data_kind >= 0 ? d->data_kind : (int)((t + (uint32_t)w * 3) % DATA_COUNT_);
            gen_values(x[w] + (size_t)t * d->H * d->D, d->H * d->D, G, kind, &rng, d->in_dt);
        }
    for (w = 0; w < 2; w++) {
        size_t i;
        for (i = 0; i < nv; i++) store_dt(in[w], i, x[w][i], d->in_dt);
    }
    rt_execute(g_ctx, d, in[0], in[1], &res);
    if (res.ok) rt_check(d, x, &res, tag);
    if (g_cpu_ctx && res.ok) {
        rt_execute(g_cpu_ctx, d, in[0], in[1], &cres);
        if (cres.ok) rt_compare(d, x, &res, &cres);
        rt_free(&cres);
    }
    rt_free(&res);
done:
    free(x[0]);
    free(x[1]);
    free(in[0]);
    free(in[1]);
}

/* >>group 1: the reference itself ====================================== */
static void test_reference(void)
{
#if !defined(KVQ_NO_VULKAN) /* (a Vulkan backend function) */
    if (case_begin("ref/divmagic")) {
        /* kvq__divmagic's multiplier and shifts (Vulkan builds), applied as kvq_store.glsl's kvq_udiv does
           (cache_write's divisions by n_kv_heads and block_size), against x / d: every divisor up to 3000 and
           those near powers of two and 2^32, at dividends next to multiples of d, near 2^31 and 2^32 and at
           random */
        uint32_t ds[3000 + 64], nd = 0, i, j, k, nbad = 0;
        rng_t rng;
        rng.s = 5150;
        for (i = 1; i <= 3000; i++) ds[nd++] = i;
        for (k = 12; k < 32; k++) {
            ds[nd++] = (1u << k) - 1u;
            ds[nd++] = 1u << k;
            ds[nd++] = (1u << k) + 1u;
        }
        ds[nd++] = 0xffffffffu;
        ds[nd++] = 0xfffffffeu;
        ds[nd++] = 1000003u;
        for (i = 0; i < nd; i++) {
            const uint32_t d = ds[i];
            uint32_t m, sh, xs[48], nx = 0;
            kvq__divmagic(d, &m, &sh);
            xs[nx++] = 0;
            xs[nx++] = 1;
            xs[nx++] = d - 1u;
            xs[nx++] = d;
            xs[nx++] = d + 1u;
            xs[nx++] = 2u * d - 1u;
            xs[nx++] = 0x7fffffffu;
            xs[nx++] = 0x80000000u;
            xs[nx++] = 0xffffffffu;
            xs[nx++] = 0xffffffffu - 0xffffffffu % d;     /* the largest multiple of d */
            xs[nx++] = 0xffffffffu - 0xffffffffu % d - 1u;
            xs[nx++] = 0x7fffffffu - 0x7fffffffu % d - 1u;
            for (; nx < 48; nx++) xs[nx] = (uint32_t)(rng_next(&rng) >> (32 + (nx % 3) * 8));
            for (j = 0; j < nx; j++) {
                const uint32_t x = xs[j], t = (uint32_t)(((uint64_t)x * m) >> 32);
                const uint32_t q = (t + ((x - t) >> (sh & 0xffu))) >> (sh >> 8);
                if (q != x / d && nbad++ < 8) FAIL("%u / %u: %u (m 0x%08x, shifts %u, %u)", x, d, q, m, sh & 0xffu, sh >> 8);
            }
        }
        case_end();
    }
#endif
    if (case_begin("ref/f16")) {
        uint32_t h;
        /* every f16 value survives decode + encode; NaN stays NaN */
        for (h = 0; h < 65536; h++) {
            float f = ref_f16_to_f32((uint16_t)h);
            uint16_t back = ref_f32_to_f16(f);
            if (is_nan(f)) {
                if (!is_nan(ref_f16_to_f32(back))) FAIL("f16 NaN 0x%04x encoded as 0x%04x", (unsigned)h, (unsigned)back);
            } else if (back != h) {
                FAIL("f16 0x%04x -> %.9g -> 0x%04x", (unsigned)h, (double)f, (unsigned)back);
            }
            /* midpoint to the next finite value rounds to the even one */
            if ((h & 0x7c00u) != 0x7c00u && (h & 0x7fffu) != 0x7bffu) {
                float a = f, b = ref_f16_to_f32((uint16_t)(h + 1));
                float m = (float)(((double)a + (double)b) / 2);
                uint16_t even = (h & 1) ? (uint16_t)(h + 1) : (uint16_t)h;
                if ((h & 0x8000u) == 0 && ref_f32_to_f16(m) != even)
                    FAIL("f16 midpoint %.9g -> 0x%04x, expected 0x%04x", (double)m, (unsigned)ref_f32_to_f16(m), (unsigned)even);
            }
        }
        CHECK(ref_f32_to_f16(1.0f) == 0x3c00, "1.0");
        CHECK(ref_f32_to_f16(65504.0f) == 0x7bff, "65504");
        CHECK(ref_f32_to_f16(65519.0f) == 0x7bff, "65519");
        CHECK(ref_f32_to_f16(65520.0f) == 0x7bff, "65520 saturates");
        CHECK(ref_f32_to_f16(1e30f) == 0x7bff, "1e30 saturates");
        CHECK(ref_f32_to_f16(-1e30f) == 0xfbff, "-1e30 saturates");
        CHECK(ref_f32_to_f16(pinf()) == 0x7c00, "inf");
        CHECK(ref_f32_to_f16(-pinf()) == 0xfc00, "-inf");
        CHECK(ref_f32_to_f16((float)ldexp(1.0, -24)) == 0x0001, "min subnormal");
        CHECK(ref_f32_to_f16((float)ldexp(1.0, -25)) == 0x0000, "half min subnormal ties to 0");
        CHECK(ref_f32_to_f16((float)ldexp(1.5, -24)) == 0x0002, "1.5 min subnormal ties to 2");
        CHECK(ref_f32_to_f16(-0.0f) == 0x8000, "-0");
        CHECK(ref_f32_to_f16(u2f(0x3f801000u)) == 0x3c00, "1+2^-11 ties to even 0x3c00");
        CHECK(ref_f32_to_f16(u2f(0x3f803000u)) == 0x3c02, "1+3*2^-11 ties to even 0x3c02");
        case_end();
    }
    if (case_begin("ref/bf16")) {
        uint32_t h;
        for (h = 0; h < 65536; h++) {
            float f = ref_bf16_to_f32((uint16_t)h);
            uint16_t back = ref_f32_to_bf16(f);
            if (is_nan(f)) {
                if (!is_nan(ref_bf16_to_f32(back))) FAIL("bf16 NaN 0x%04x -> 0x%04x", (unsigned)h, (unsigned)back);
            } else if (back != h) {
                FAIL("bf16 0x%04x -> 0x%04x", (unsigned)h, (unsigned)back);
            }
        }
        CHECK(ref_f32_to_bf16(1.0f) == 0x3f80, "1.0");
        CHECK(ref_f32_to_bf16(u2f(0x3f808000u)) == 0x3f80, "tie to even (down)");
        CHECK(ref_f32_to_bf16(u2f(0x3f818000u)) == 0x3f82, "tie to even (up)");
        CHECK(ref_f32_to_bf16(u2f(0x3f808001u)) == 0x3f81, "above tie");
        CHECK(ref_f32_to_bf16(u2f(0x7f7fffffu)) == 0x7f7f, "max f32 saturates");
        CHECK(ref_f32_to_bf16(-u2f(0x7f7fffffu)) == 0xff7f, "-max f32 saturates");
        CHECK(ref_f32_to_bf16(pinf()) == 0x7f80, "inf");
        CHECK(is_nan(ref_bf16_to_f32(ref_f32_to_bf16(qnan()))), "NaN");
        CHECK(ref_f32_to_bf16(u2f(0x00008000u)) == 0x0000, "subnormal tie to even");
        CHECK(ref_f32_to_bf16(u2f(0x00018000u)) == 0x0002, "subnormal tie to even (up)");
        case_end();
    }
    if (case_begin("ref/fp8")) {
        int e5;
        for (e5 = 0; e5 < 2; e5++) {
            int c;
            for (c = 0; c < 256; c++) {
                float v = ref_fp8_decode((uint8_t)c, e5);
                if (is_nan(v)) continue;
                if (ref_fp8_encode(v, e5) != c)
                    FAIL("%s code 0x%02x -> %.9g -> 0x%02x", e5 ? "E5M2" : "E4M3", c, (double)v, ref_fp8_encode(v, e5));
            }
        }
        CHECK(ref_fp8_encode(448.0f, 0) == 0x7e, "E4M3 448");
        CHECK(ref_fp8_encode(1.0f, 0) == 0x38, "E4M3 1");
        CHECK(ref_fp8_encode((float)ldexp(1.0, -9), 0) == 0x01, "E4M3 min subnormal");
        CHECK(ref_fp8_encode((float)ldexp(1.0, -6), 0) == 0x08, "E4M3 min normal");
        CHECK(ref_fp8_encode((float)ldexp(1.0, -10), 0) == 0x00, "E4M3 half subnormal ties to 0");
        CHECK(ref_fp8_encode((float)-ldexp(1.0, -10), 0) == 0x80, "E4M3 -half subnormal -> -0");
        CHECK(ref_fp8_encode((float)ldexp(3.0, -10), 0) == 0x02, "E4M3 1.5 subnormal ties to 2");
        CHECK(ref_fp8_encode(464.0f, 0) == 0x7e, "E4M3 464 saturates");
        CHECK(ref_fp8_encode(1e9f, 0) == 0x7e && ref_fp8_encode(-1e9f, 0) == 0xfe, "E4M3 saturation");
        CHECK(ref_fp8_encode(qnan(), 0) == 0x7f, "E4M3 NaN");
        CHECK(ref_fp8_encode(-pinf(), 0) == 0xff, "E4M3 -inf -> NaN");
        CHECK(ref_fp8_encode(-0.0f, 0) == 0x80, "E4M3 -0");
        CHECK(ref_fp8_decode(0x7e, 0) == 448.0f && ref_fp8_decode(0x01, 0) == (float)ldexp(1.0, -9), "E4M3 decode");
        CHECK(ref_fp8_encode(57344.0f, 1) == 0x7b, "E5M2 max");
        CHECK(ref_fp8_encode(61440.0f, 1) == 0x7b, "E5M2 61440 saturates");
        CHECK(ref_fp8_encode(1.0f, 1) == 0x3c, "E5M2 1");
        CHECK(ref_fp8_encode((float)ldexp(1.0, -16), 1) == 0x01, "E5M2 min subnormal");
        CHECK(ref_fp8_encode(pinf(), 1) == 0x7c && ref_fp8_encode(-pinf(), 1) == 0xfc, "E5M2 inf");
        CHECK(ref_fp8_encode(qnan(), 1) == 0x7f, "E5M2 NaN");
        CHECK(ref_fp8_decode(0x7b, 1) == 57344.0f && !is_finite(ref_fp8_decode(0x7c, 1)), "E5M2 decode");
        case_end();
    }
    if (case_begin("ref/affine_and_packing")) {
        float x[64];
        ref_row *r = (ref_row *)malloc(sizeof(ref_row));
        uint32_t w[64], i;
        for (i = 0; i < 64; i++) x[i] = (float)(i % 16);
        ref_quantize_row(KVQ_FORMAT_Q4, 64, 16, KVQ_DTYPE_F32, x, r);
        CHECK(r->s[0] == 1.0f && r->z[0] == 0.0f, "Q4 0..15: s %g z %g", (double)r->s[0], (double)r->z[0]);
        for (i = 0; i < 64; i++) CHECK(r->code[i] == (int32_t)(i % 16), "Q4 code %u = %d", i, (int)r->code[i]);
        ref_pack_codes(KVQ_FORMAT_Q4, 64, r->code, w);
        CHECK(w[0] == 0x76543210u && w[1] == 0xfedcba98u, "Q4 packing 0x%08x 0x%08x", (unsigned)w[0], (unsigned)w[1]);
        ref_pack_params(r, w);
        CHECK(w[0] == f2u(1.0f) && w[4] == 0 && ref_param_words(KVQ_FORMAT_Q4, 64, 16, KVQ_DTYPE_F32) == 8,
              "Q4 f32 params");
        ref_quantize_row(KVQ_FORMAT_Q4, 64, 64, KVQ_DTYPE_F16, x, r);
        ref_pack_params(r, w);
        CHECK(ref_param_words(KVQ_FORMAT_Q4, 64, 64, KVQ_DTYPE_F16) == 1 && w[0] == 0x00003c00u,
              "Q4 f16 one group: scale 1 low half, bias 0 high half: 0x%08x", (unsigned)w[0]);
        for (i = 0; i < 64; i++) x[i] = i < 32 ? -1.0f : 1.0f;
        ref_quantize_row(KVQ_FORMAT_Q8S, 64, 64, KVQ_DTYPE_F32, x, r);
        ref_pack_codes(KVQ_FORMAT_Q8S, 64, r->code, w);
        CHECK(w[0] == 0x81818181u && w[15] == 0x7f7f7f7fu, "Q8S packing 0x%08x", (unsigned)w[0]);
        for (i = 0; i < 64; i++) x[i] = 5.0f;
        ref_quantize_row(KVQ_FORMAT_Q2, 64, 32, KVQ_DTYPE_BF16, x, r);
        CHECK(r->s[0] == 1.0f && r->z[0] == 5.0f && r->code[3] == 0, "constant group");
        for (i = 0; i < 64; i++) x[i] = (i == 5) ? 1e-9f : 0.0f;
        ref_quantize_row(KVQ_FORMAT_Q8, 64, 64, KVQ_DTYPE_F16, x, r);
        CHECK(r->s[0] == 1.0f && r->code[5] == 0, "f16 scale underflow treated as constant");
        free(r);
        case_end();
    }
}

/* >>group 2: round trips =============================================== */
static void test_roundtrip(void)
{
    static const uint32_t dims[4] = {64, 80, 128, 256};
    int fi, di, v, nvar = g_quick ? 1 : 2;
    for (fi = 0; fi < 9; fi++) {
        for (di = 0; di < 4; di++) {
            for (v = 0; v < nvar; v++) {
                rt_desc d;
                uint32_t gs[5], ngs = 0, D = dims[di];
                int k = di * 2 + v;
                memset(&d, 0, sizeof d);
                if (g_quick && D == 256 && fi % 3 != 0) continue;
                if (D % 32 == 0) gs[ngs++] = 32;
                if (D % 64 == 0) gs[ngs++] = 64;
                if (D % 128 == 0) gs[ngs++] = 128;
                if (D != 32 && D != 64 && D != 128) gs[ngs++] = D;
                if (D == 80) gs[ngs++] = 16;
                d.D = D;
                d.H = (v == 0) ? 8 : fi % 2 ? 3 : 1; /* (3: the row kernels divide by an odd head count) */
                if (g_quick) d.H = (fi + di) % 2 ? 8 : 1;
                if ((di + v + fi) % 2) { /* paged */
                    d.bs = 16;
                    d.nb = 4;
                    d.start = 5;
                    d.n = 20;
                } else { /* contiguous */
                    d.bs = 40;
                    d.nb = (v == 0) ? 1 : 0;
                    d.start = 3;
                    d.n = 20;
                }
                if (g_quick) d.n = 9;
                d.rstart = d.start;
                d.n_read = d.n;
                d.kf = k_all_formats[fi];
                d.vf = k_all_formats[(fi + 1 + di) % 9];
                d.G = gs[(uint32_t)(v + fi) % ngs];
                d.pd = k_all_dtypes[(k + fi) % 3];
                d.in_dt = k_all_dtypes[(k + 2 * fi + 1) % 3];
                d.data_kind = -1;
                d.seed = 0x1234567ull + (uint64_t)fi * 1000 + (uint64_t)k;
                if (case_begin("roundtrip/K=%s/V=%s/D%u/H%u/%s/G%u/params_%s/in_%s", fmt_str(d.kf), fmt_str(d.vf), d.D,
                               d.H, d.nb > 1 ? "paged" : "contiguous", d.G, dt_str(d.pd), dt_str(d.in_dt))) {
                    rt_run(&d, "rt");
                    case_end();
                }
            }
        }
    }
    /* the smallest and largest head_dim, group = head_dim */
    {
        static const uint32_t edge[4][3] = {{16, 4, 16}, {16, 2, 0}, {1024, 1, 1024}, {1024, 2, 32}};
        int e;
        for (e = 0; e < 4; e++) {
            rt_desc d;
            memset(&d, 0, sizeof d);
            if (g_quick && e % 2) continue;
            d.D = edge[e][0];
            d.H = edge[e][1];
            d.G = edge[e][2];
            d.bs = 8;
            d.nb = 3;
            d.start = 6;
            d.n = 7;
            d.rstart = 6;
            d.n_read = 7;
            d.kf = e % 2 ? KVQ_FORMAT_Q8S : KVQ_FORMAT_Q4;
            d.vf = e % 2 ? KVQ_FORMAT_E5M2 : KVQ_FORMAT_E4M3;
            if (e == 2) {
                d.kf = KVQ_FORMAT_Q2;
                d.vf = KVQ_FORMAT_Q8;
            }
            d.pd = k_all_dtypes[e % 3];
            d.in_dt = k_all_dtypes[(e + 1) % 3];
            d.data_kind = -1;
            d.seed = 999 + (uint64_t)e;
            if (case_begin("roundtrip_edge/K=%s/V=%s/D%u/H%u/G%u/params_%s/in_%s", fmt_str(d.kf), fmt_str(d.vf), d.D,
                           d.H, d.G, dt_str(d.pd), dt_str(d.in_dt))) {
                rt_run(&d, "edge");
                case_end();
            }
        }
    }
    /* plain formats in dispatches of 1024 rows and more (the row kernels'
       16 values per invocation, 8 for F16 and BF16 reads of rows up to 512
       values; smaller ones take 4 or 8: kvq__rows__vk), a head_dim between
       256 and 512 (8 per invocation when small), and head_dim 1024 and 576
       in 1040 rows (reads of F16, BF16 and E5M2 rows of more than 512
       values keep 16: 8 would leave a row more vectors than a workgroup) */
    {
        static const uint32_t wide[6][4] = {/* D, H, n, formats */ {128, 8, 130, 0}, {256, 4, 260, 1}, {384, 2, 20, 2},
                                            {64, 16, 70, 3}, {1024, 1, 1040, 4}, {576, 2, 520, 5}};
        int e;
        for (e = 0; e < 6; e++) {
            rt_desc d;
            memset(&d, 0, sizeof d);
            d.D = wide[e][0];
            d.H = wide[e][1];
            d.bs = wide[e][2] + 8;
            d.nb = 1;
            d.start = 3;
            d.n = wide[e][2];
            d.rstart = 3;
            d.n_read = wide[e][2];
            d.kf = e % 2 ? KVQ_FORMAT_BF16 : KVQ_FORMAT_F16;
            d.vf = e >= 4 ? KVQ_FORMAT_E5M2 : e == 3 ? KVQ_FORMAT_F16 : e % 2 ? KVQ_FORMAT_F32 : KVQ_FORMAT_BF16;
            d.G = d.D;
            d.pd = KVQ_DTYPE_F16;
            d.in_dt = k_all_dtypes[e % 3];
            d.data_kind = -1;
            d.seed = 4242 + (uint64_t)e;
            if (case_begin("roundtrip_wide/K=%s/V=%s/D%u/H%u/n%u/in_%s", fmt_str(d.kf), fmt_str(d.vf), d.D, d.H, d.n,
                           dt_str(d.in_dt))) {
                rt_run(&d, "wide");
                case_end();
            }
        }
    }
    /* 1050 rows of 5 heads in blocks of 24 (the write's and read's large-dispatch widths, with divisions by
       a head count and a block size that are not powers of two), by start and through a slot mapping */
    {
        static int32_t wsl[210], rsl[210];
        uint32_t i;
        for (i = 0; i < 210; i++) {
            wsl[i] = i % 17 == 5 ? -1 : (int32_t)((i * 97u + 11u) % 233u); /* distinct slots below 233 */
            rsl[i] = i % 13 == 7 ? -1 : (int32_t)((i * 89u + 5u) % 233u);
        }
        for (i = 0; i < 2; i++) {
            rt_desc d;
            memset(&d, 0, sizeof d);
            if (g_quick && i) continue;
            d.D = 128;
            d.H = 5;
            d.bs = 24;
            d.nb = 10;
            d.start = 7;
            d.n = 210;
            d.rstart = 7;
            d.n_read = 210;
            if (i) {
                d.wslots = wsl;
                d.rslots = rsl;
            }
            d.kf = i ? KVQ_FORMAT_Q8S : KVQ_FORMAT_Q4;
            d.vf = i ? KVQ_FORMAT_Q8 : KVQ_FORMAT_E4M3;
            d.G = 32;
            d.pd = KVQ_DTYPE_F16;
            d.in_dt = i ? KVQ_DTYPE_F32 : KVQ_DTYPE_F16;
            d.data_kind = -1;
            d.seed = 8080 + (uint64_t)i;
            if (case_begin("roundtrip_odd/K=%s/V=%s/D128/H5/bs24/n210/%s", fmt_str(d.kf), fmt_str(d.vf),
                           i ? "slots" : "start")) {
                rt_run(&d, "odd");
                case_end();
            }
        }
    }
    /* every data kind alone, for a few formats, at the f16 limits of the input dtype */
    {
        int kind;
        for (kind = 0; kind < DATA_COUNT_; kind++) {
            for (fi = 3; fi < 9; fi++) {
                rt_desc d;
                memset(&d, 0, sizeof d);
                if (g_quick && (fi + kind) % 3) continue;
                d.D = 64;
                d.H = 2;
                d.bs = 16;
                d.nb = 2;
                d.start = 14;
                d.n = 4;
                d.rstart = 14;
                d.n_read = 4;
                d.kf = k_all_formats[fi];
                d.vf = k_all_formats[(fi + 3) % 9];
                d.G = 32;
                d.pd = k_all_dtypes[(kind + fi) % 3];
                d.in_dt = k_all_dtypes[(kind + 2 * fi) % 3];
                d.data_kind = kind;
                d.seed = 77 + (uint64_t)kind * 13 + (uint64_t)fi;
                if (case_begin("roundtrip_data/%s/K=%s/V=%s/params_%s/in_%s", k_data_names[kind], fmt_str(d.kf),
                               fmt_str(d.vf), dt_str(d.pd), dt_str(d.in_dt))) {
                    rt_run(&d, k_data_names[kind]);
                    case_end();
                }
            }
        }
    }
}

/* >>group 2b: caches beyond one binding ================================ */
/* Caches whose codes need 2 to 4 bindings when the build sets a small
   KVQ_MAX_BINDING_BYTES (make test runs such a build on lavapipe; on a GPU
   the same split happens past maxStorageBufferRange), with writes and
   reads that cross the chunk boundaries by slot mapping; and one that
   would need 5, which must be refused. Without the define these are plain
   round trips. */
static void test_chunks(void)
{
    static const kvq_format kf[4] = {KVQ_FORMAT_Q8, KVQ_FORMAT_F32, KVQ_FORMAT_Q4, KVQ_FORMAT_E4M3};
    static const kvq_format vf[4] = {KVQ_FORMAT_Q8S, KVQ_FORMAT_Q2, KVQ_FORMAT_BF16, KVQ_FORMAT_F16};
    int32_t wsl[64], rsl[64];
    int i, k;
    for (k = 0; k < 4; k++) {
        rt_desc d;
        rng_t rng;
        memset(&d, 0, sizeof d);
        rng.s = 606 + (uint64_t)k;
        d.kf = kf[k];
        d.vf = vf[k];
        d.D = 128;
        d.H = 1;
        d.bs = 16;
        { /* the widest half's code rows over 1.5, 2.5, 3.5, 1.5 bindings of 16 KiB: 2, 3, 4, 2 bindings */
            uint32_t cw = ref_code_words(kf[k], 128) > ref_code_words(vf[k], 128) ? ref_code_words(kf[k], 128)
                                                                                  : ref_code_words(vf[k], 128);
            uint32_t per_chunk = 16384u / (cw * 4u), halves = k == 2 ? 7u : k == 1 ? 5u : 3u;
            d.nb = (halves * per_chunk / 2u + d.bs - 1u) / d.bs;
        }
        d.n = 64;
        d.n_read = 64;
        for (i = 0; i < 64; i++) /* distinct slots spread over the whole cache */
            wsl[i] = (int32_t)(((uint32_t)i * 37u + (uint32_t)k) % (d.bs * d.nb));
        for (i = 0; i < 64; i++) rsl[i] = wsl[(i * 7 + 3) % 64];
        wsl[5] = -1;
        d.wslots = wsl;
        d.rslots = rsl;
        d.G = k % 2 ? 64 : 32;
        d.pd = k_all_dtypes[k % 3];
        d.in_dt = k_all_dtypes[(k + 1) % 3];
        d.data_kind = -1;
        d.seed = rng_next(&rng);
        if (case_begin("chunks/K=%s/V=%s/%u_slots", fmt_str(d.kf), fmt_str(d.vf), d.bs * d.nb)) {
            rt_run(&d, "chunks");
            case_end();
        }
    }
#if KVQ_MAX_BINDING_BYTES > 0
    if (g_vulkan && case_begin("chunks/too_many_bindings")) {
        /* F32 K: 512-byte rows, 32 per 16 KiB binding; 8 x 16 x 2 = 256 rows would need 8 */
        kvq_cache_desc cd = kvq_cache_desc_init();
        kvq_cache *c = NULL;
        kvq_result rc;
        cd.n_kv_heads = 2;
        cd.head_dim = 128;
        cd.block_size = 16;
        cd.n_blocks = 8;
        cd.k_format = KVQ_FORMAT_F32;
        rc = kvq_cache_create(g_ctx, &cd, &c);
        CHECK(rc == KVQ_ERROR_UNSUPPORTED && c == NULL, "a cache needing 8 bindings: %d (%s)", (int)rc,
              kvq_context_last_error(g_ctx));
        CHECK(strstr(kvq_context_last_error(g_ctx), "bindings") != NULL, "message: %s", kvq_context_last_error(g_ctx));
        kvq_cache_destroy(g_ctx, c);
        case_end();
    }
    /* ranges other ops bind whole, beyond one 16 KiB binding: refused, the message naming the function (it named
       only the buffer) and the buffer, nothing written */
    if (g_vulkan && case_begin("chunks/beyond_one_binding")) {
        kvq_buffer *vals = mkbuf(g_ctx, 128u * 1024u), *codes = mkbuf(g_ctx, 64u * 1024u), *prm = mkbuf(g_ctx, 64u * 1024u);
        kvq_rows_params p = kvq_rows_params_init();
        kvq_attention_merge_params m = kvq_attention_merge_params_init();
        kvq_result rc;
        uint64_t nw, i;
        uint32_t *h;
        if (CHECK(vals && codes && prm, "buffers")) {
            fill_sent(g_ctx, codes);
            fill_sent(g_ctx, prm);
            p.format = KVQ_FORMAT_Q8;
            p.head_dim = 64;
            p.n_rows = 500; /* 32000 bytes of codes */
            p.values = vals;
            p.codes = codes;
            p.params = prm;
            rc = kvq_quantize(g_ctx, &p);
            CHECK(rc == KVQ_ERROR_UNSUPPORTED &&
                      strncmp(kvq_context_last_error(g_ctx), "kvq_quantize: codes: the op touches 32000 bytes", 47) == 0,
                  "kvq_quantize: %d (%s)", (int)rc, kvq_context_last_error(g_ctx));
            m.out_a = m.out_b = vals;
            m.lse_a = m.lse_b = prm;
            m.out = codes;
            m.n_rows = 100;
            m.head_dim = 64; /* 25600 bytes of each out */
            rc = kvq_attention_merge(g_ctx, &m);
            CHECK(rc == KVQ_ERROR_UNSUPPORTED && strncmp(kvq_context_last_error(g_ctx), "kvq_attention_merge: out_a: ", 28) == 0,
                  "kvq_attention_merge: %d (%s)", (int)rc, kvq_context_last_error(g_ctx));
            CHECK(kvq_wait(g_ctx) == KVQ_SUCCESS, "wait");
            h = download(g_ctx, codes, &nw);
            for (i = 0; h && i < nw; i++)
                if (!CHECK(h[i] == SENT, "codes word %llu written by a refused op", (unsigned long long)i)) break;
            free(h);
            h = download(g_ctx, prm, &nw);
            for (i = 0; h && i < nw; i++)
                if (!CHECK(h[i] == SENT, "params word %llu written by a refused op", (unsigned long long)i)) break;
            free(h);
        }
        kvq_buffer_destroy(g_ctx, vals);
        kvq_buffer_destroy(g_ctx, codes);
        kvq_buffer_destroy(g_ctx, prm);
        case_end();
    }
#endif
}

/* >>group 3: slot mapping ============================================== */
static void test_slots(void)
{
    static const int32_t wsl[12] = {37, 2, -1, 63, 16, 15, -5, 48, 0, 31, 33, 47};
    static const int32_t rsl[10] = {63, -1, 0, 16, 37, 2, -7, 47, 15, 48};
    int fi;
    for (fi = 0; fi < 9; fi++) {
        rt_desc d;
        memset(&d, 0, sizeof d);
        d.D = (fi % 2) ? 128 : 64;
        d.H = (fi % 3 == 0) ? 8 : fi % 3 == 1 ? 5 : 2;
        d.bs = (fi % 2) ? 16 : 24; /* (blocks of 24: slots divided by a block size not a power of two) */
        d.nb = (fi % 2) ? 4 : 3;
        d.n = 12;
        d.wslots = wsl;
        d.n_read = 10;
        d.rslots = rsl;
        d.kf = k_all_formats[fi];
        d.vf = k_all_formats[8 - fi];
        d.G = (fi % 2) ? 64 : 32;
        d.pd = k_all_dtypes[fi % 3];
        d.in_dt = k_all_dtypes[(fi + 1) % 3];
        d.data_kind = -1;
        d.seed = 4242 + (uint64_t)fi;
        if (case_begin("slots/K=%s/V=%s/D%u/H%u", fmt_str(d.kf), fmt_str(d.vf), d.D, d.H)) {
            rt_run(&d, "slots");
            case_end();
        }
    }
}

/* >>group 4: cross-slot bleed ========================================== */
static void test_bleed(void)
{
    int fi, layout, mode;
    static const char *modes[3] = {"start", "slots", "k_only"};
    for (fi = 0; fi < 9; fi++) {
        for (layout = 0; layout < 2; layout++) {
            for (mode = 0; mode < 3; mode++) {
                rt_desc d;
                int32_t ws[1], rs[1];
                memset(&d, 0, sizeof d);
                if (g_quick && mode == 2 && fi % 3) continue;
                d.D = 64;
                d.H = 4;
                if (layout == 0) {
                    d.bs = 16;
                    d.nb = 3;
                } else {
                    d.bs = 48;
                    d.nb = 1;
                }
                d.n = 1;
                d.start = 17;
                d.rstart = 17;
                d.n_read = 1;
                ws[0] = 17;
                rs[0] = 17;
                if (mode == 1) {
                    d.wslots = ws;
                    d.rslots = rs;
                }
                d.skip_v = mode == 2;
                d.kf = k_all_formats[fi];
                d.vf = k_all_formats[fi];
                d.G = 32;
                d.pd = k_all_dtypes[(fi + layout) % 3];
                d.in_dt = KVQ_DTYPE_F32;
                d.data_kind = DATA_SEED;
                d.seed = 0x12345678ull;
                if (case_begin("bleed/%s/%s/%s", fmt_str(d.kf), layout ? "contiguous" : "paged", modes[mode])) {
                    rt_run(&d, "bleed");
                    case_end();
                }
            }
        }
    }
}

/* >>group 5: quantize / dequantize rows ================================= */
static void rows_case(kvq_format fmt, uint32_t D, uint32_t G, kvq_dtype pd, kvq_dtype vdt, uint32_t n_rows, uint64_t seed)
{
    kvq_context *ctx = g_ctx;
    uint32_t cw = ref_code_words(fmt, D), pw = ref_param_words(fmt, D, G, pd), r, j, od;
    size_t nv = (size_t)n_rows * D;
    float *x = (float *)malloc(nv * 4);
    unsigned char *vin = (unsigned char *)malloc(nv * 4 + 64);
    uint32_t *rc_words = (uint32_t *)malloc((size_t)n_rows * cw * 4 + 64);
    uint32_t *rp_words = (uint32_t *)malloc((size_t)n_rows * (pw + 1) * 4 + 64);
    ref_row *refs = (ref_row *)calloc(n_rows, sizeof(ref_row));
    int32_t *use = (int32_t *)malloc(nv * sizeof(int32_t));
    uint32_t *hc = NULL, *hp = NULL;
    kvq_buffer *vb = NULL, *cb = NULL, *pb = NULL, *ob = NULL, *rcb = NULL, *rpb = NULL;
    uint64_t vo = 4, co = 8, po = 12, csz = (uint64_t)n_rows * cw * 4, psz = (uint64_t)n_rows * pw * 4, nw;
    kvq_rows_params p = kvq_rows_params_init();
    kvq_result rc;
    rng_t rng;
    char what[128];
    if (!x || !vin || !rc_words || !rp_words || !refs || !use) {
        FAIL("out of host memory");
        goto done;
    }
    rng.s = seed;
    for (r = 0; r < n_rows; r++) gen_values(x + (size_t)r * D, D, G, (int)(r % DATA_COUNT_), &rng, vdt);
    for (j = 0; j < nv; j++) store_dt(vin, j, x[j], vdt);
    for (r = 0; r < n_rows; r++) {
        ref_quantize_row(fmt, D, G, pd, x + (size_t)r * D, &refs[r]);
        ref_pack_codes(fmt, D, refs[r].code, rc_words + (size_t)r * cw);
        if (pw) ref_pack_params(&refs[r], rp_words + (size_t)r * pw);
    }
    vb = mkbuf(ctx, vo + nv * dt_size(vdt) + 16);
    cb = mkbuf(ctx, co + csz + 16);
    if (pw) pb = mkbuf(ctx, po + psz + 16);
    if (!vb || !cb || (pw && !pb)) goto done;
    fill_sent(ctx, vb);
    fill_sent(ctx, cb);
    fill_sent(ctx, pb);
    upload(ctx, vb, vo, vin, nv * dt_size(vdt));
    p.format = fmt;
    p.head_dim = D;
    p.group_size = G;
    p.param_dtype = pd;
    p.n_rows = n_rows;
    p.values = vb;
    p.values_offset = vo;
    p.dtype = vdt;
    p.codes = cb;
    p.codes_offset = co;
    p.params = pb;
    p.params_offset = po;
    rc = kvq_quantize(ctx, &p);
    CHECK(rc == KVQ_SUCCESS, "kvq_quantize = %d (%s)", (int)rc, kvq_context_last_error(ctx));
    hc = download(ctx, cb, &nw);
    CHECK(hc != NULL, "codes download");
    if (hc) { /* every word before the offset and after the rows (16 bytes of guard) */
        uint64_t w, bad = 0;
        for (w = 0; w < co / 4; w++) bad += hc[w] != SENT;
        for (w = (co + csz) / 4; w < (co + csz + 16) / 4; w++) bad += hc[w] != SENT;
        CHECK(bad == 0, "codes written outside [offset, offset+size): %llu words", (unsigned long long)bad);
    }
    if (pb) {
        hp = download(ctx, pb, &nw);
        CHECK(hp != NULL, "params download");
        if (hp) {
            uint64_t w, bad = 0;
            for (w = 0; w < po / 4; w++) bad += hp[w] != SENT;
            for (w = (po + psz) / 4; w < (po + psz + 16) / 4; w++) bad += hp[w] != SENT;
            CHECK(bad == 0, "params written outside [offset, offset+size): %llu words", (unsigned long long)bad);
        }
    }
    if (hc && (!pw || hp)) {
        for (r = 0; r < n_rows; r++) {
            snprintf(what, sizeof what, "quantize %s row %u", fmt_str(fmt), r);
            check_row(what, &refs[r], x + (size_t)r * D, hc + co / 4 + (size_t)r * cw, hp ? hp + po / 4 + (size_t)r * pw : NULL,
                      use + (size_t)r * D);
        }
    }
    /* dequantize the library's codes, and the reference's own packing */
    rcb = mkbuf(ctx, csz + 4);
    if (pw) rpb = mkbuf(ctx, psz + 4);
    upload(ctx, rcb, 4, rc_words, csz);
    if (pw) upload(ctx, rpb, 4, rp_words, psz);
    for (od = 0; od < 3; od++) {
        int src;
        kvq_dtype odt = k_all_dtypes[od];
        uint64_t osz = 2 * GUARD + nv * dt_size(odt);
        unsigned char *ho = (unsigned char *)malloc((size_t)osz);
        ob = mkbuf(ctx, osz);
        if (!ob || !ho) {
            free(ho);
            kvq_buffer_destroy(ctx, ob);
            ob = NULL;
            continue;
        }
        for (src = 0; src < 2; src++) {
            kvq_rows_params q = p;
            if (src == 1) {
                if (!rcb || (pw && !rpb)) continue;
                q.codes = rcb;
                q.codes_offset = 4;
                q.params = rpb;
                q.params_offset = 4;
            }
            q.values = ob;
            q.values_offset = GUARD;
            q.dtype = odt;
            fill_sent(ctx, ob);
            rc = kvq_dequantize(ctx, &q);
            CHECK(rc == KVQ_SUCCESS, "kvq_dequantize = %d (%s)", (int)rc, kvq_context_last_error(ctx));
            rc = kvq_buffer_read(ctx, ob, 0, ho, osz);
            CHECK(rc == KVQ_SUCCESS, "read = %d", (int)rc);
            for (j = 0; j < GUARD / 4; j++) {
                uint32_t a, b;
                memcpy(&a, ho + 4 * j, 4);
                memcpy(&b, ho + osz - GUARD + 4 * j, 4);
                if (a != SENT || b != SENT) {
                    FAIL("dequantize (%s out) wrote outside its output (guard word %u)", dt_str(odt), j);
                    break;
                }
            }
            for (r = 0; r < n_rows; r++) {
                const ref_row *rr = &refs[r];
                for (j = 0; j < D; j++) {
                    float c0, c1, y = load_dt(ho + GUARD, (size_t)r * D + j, odt);
                    int32_t code = src == 0 ? use[(size_t)r * D + j] : rr->code[j];
                    uint32_t g = j / rr->G;
                    ref_dequant(fmt, code, src == 0 ? rr->ls[g] : rr->s[g], src == 0 ? rr->lz[g] : rr->z[g], &c0, &c1);
                    if (!out_matches(y, c0, c1, odt))
                        FAIL("dequantize %s (%s codes, %s out) row %u element %u: got %.9g, expected %.9g (code %d s %.9g z %.9g)",
                             fmt_str(fmt), src ? "reference" : "library", dt_str(odt), r, j, (double)y,
                             (double)round_dt(c0, odt), (int)code, (double)rr->s[g], (double)rr->z[g]);
                }
            }
        }
        free(ho);
        kvq_buffer_destroy(ctx, ob);
        ob = NULL;
    }
done:
    kvq_buffer_destroy(ctx, vb);
    kvq_buffer_destroy(ctx, cb);
    kvq_buffer_destroy(ctx, pb);
    kvq_buffer_destroy(ctx, rcb);
    kvq_buffer_destroy(ctx, rpb);
    free(hc);
    free(hp);
    free(x);
    free(vin);
    free(rc_words);
    free(rp_words);
    free(refs);
    free(use);
}

/* f32 -> f16/bf16 conversions of the library (plain F16/BF16 storage, and
   f16/bf16 outputs of F32 storage) against the reference, on every midpoint
   of adjacent values of the target and on random bit patterns; and F16/BF16
   storage read as f16/bf16 (a round trip through f32: every pattern comes
   back unchanged but NaNs, which get their quiet bit) on every bit
   pattern. */
static void conv_case(int bf)
{
    kvq_context *ctx = g_ctx;
    const uint32_t D = 1024, n_rows = 160;
    size_t nv = (size_t)D * n_rows, i;
    float *x = (float *)malloc(nv * 4);
    uint16_t *got = (uint16_t *)malloc(nv * 2);
    kvq_buffer *vb = NULL, *cb = NULL, *ob = NULL;
    kvq_rows_params p = kvq_rows_params_init();
    kvq_result rc;
    rng_t rng;
    int pass;
    long bad = 0;
    if (!x || !got) goto done;
    rng.s = bf ? 0xabcdefull : 0x13579bull;
    for (i = 0; i < 65536; i++) { /* midpoints between h and h+1 (and exact values) */
        uint16_t h = (uint16_t)i;
        float a = bf ? ref_bf16_to_f32(h) : ref_f16_to_f32(h);
        float b = bf ? ref_bf16_to_f32((uint16_t)(h + 1)) : ref_f16_to_f32((uint16_t)(h + 1));
        if (is_finite(a) && is_finite(b) && (h & 0x7fff) != 0x7fff && ((h + 1) & 0x7fff) != 0)
            x[i] = (float)(((double)a + (double)b) / 2.0);
        else
            x[i] = a;
    }
    for (i = 65536; i < 2 * 65536; i++) x[i] = (i % 2) ? (bf ? ref_bf16_to_f32((uint16_t)i) : ref_f16_to_f32((uint16_t)i)) : u2f((uint32_t)rng_next(&rng));
    for (i = 2 * 65536; i < nv; i++) { /* near the limits: 65504..65536, f32 max, subnormals */
        uint32_t k = (uint32_t)(i % 8);
        float u = rng_unit(&rng);
        x[i] = k == 0 ? 65504.0f + 32.0f * u : k == 1 ? -(65504.0f + 32.0f * u) : k == 2 ? u2f(0x7f7f0000u + (uint32_t)(rng_next(&rng) & 0xffff))
             : k == 3 ? (float)ldexp(u, -24) : k == 4 ? (float)ldexp(u, -14) : k == 5 ? u2f((uint32_t)(rng_next(&rng) & 0x807fffffu))
             : k == 6 ? (float)(1e6 * u) : -pinf();
    }
    vb = mkbuf(ctx, nv * 4);
    cb = mkbuf(ctx, nv * 2);
    ob = mkbuf(ctx, nv * 2);
    if (!vb || !cb || !ob) goto done;
    upload(ctx, vb, 0, x, nv * 4);
    for (pass = 0; pass < 3; pass++) {
        p = kvq_rows_params_init();
        p.head_dim = D;
        p.n_rows = n_rows;
        p.values = vb;
        p.dtype = KVQ_DTYPE_F32;
        if (pass == 0) { /* storage conversion */
            p.format = bf ? KVQ_FORMAT_BF16 : KVQ_FORMAT_F16;
            p.codes = cb;
            rc = kvq_quantize(ctx, &p);
            CHECK(rc == KVQ_SUCCESS, "kvq_quantize = %d (%s)", (int)rc, kvq_context_last_error(ctx));
            rc = kvq_buffer_read(ctx, cb, 0, got, nv * 2);
        } else { /* 1: F32 storage read as f16/bf16; 2: F16/BF16 storage read as itself, every bit pattern */
            if (pass == 1) {
                p.format = KVQ_FORMAT_F32;
                p.codes = vb;
            } else {
                for (i = 0; i < nv; i++) got[i] = (uint16_t)i;
                upload(ctx, cb, 0, got, nv * 2);
                p.format = bf ? KVQ_FORMAT_BF16 : KVQ_FORMAT_F16;
                p.codes = cb;
            }
            p.values = ob;
            p.dtype = bf ? KVQ_DTYPE_BF16 : KVQ_DTYPE_F16;
            rc = kvq_dequantize(ctx, &p);
            CHECK(rc == KVQ_SUCCESS, "kvq_dequantize = %d (%s)", (int)rc, kvq_context_last_error(ctx));
            rc = kvq_buffer_read(ctx, ob, 0, got, nv * 2);
        }
        if (!CHECK(rc == KVQ_SUCCESS, "read = %d", (int)rc)) continue;
        for (i = 0; i < nv; i++) {
            uint16_t e, h = (uint16_t)i;
            float ge = bf ? ref_bf16_to_f32(got[i]) : ref_f16_to_f32(got[i]);
            if (pass == 2) {
                float hv = bf ? ref_bf16_to_f32(h) : ref_f16_to_f32(h);
                /* a NaN keeps its sign and payload and gets its quiet bit */
                e = is_nan(hv) ? (uint16_t)(h | (bf ? 0x40u : 0x200u)) : bf ? ref_f32_to_bf16(hv) : ref_f32_to_f16(hv);
                if (got[i] == e) continue;
                if (++bad <= 8)
                    FAIL("%s storage read as itself: 0x%04x -> 0x%04x, expected 0x%04x", bf ? "bf16" : "f16",
                         (unsigned)h, (unsigned)got[i], (unsigned)e);
                continue;
            }
            e = bf ? ref_f32_to_bf16(x[i]) : ref_f32_to_f16(x[i]);
            if (got[i] == e || (is_nan(x[i]) && is_nan(ge))) continue;
            if (++bad <= 8)
                FAIL("%s %s: f32 0x%08x (%.9g) -> 0x%04x, expected 0x%04x", bf ? "bf16" : "f16",
                     pass ? "output" : "storage", (unsigned)f2u(x[i]), (double)x[i], (unsigned)got[i], (unsigned)e);
        }
    }
    if (bad > 8) FAIL("%ld conversions wrong in all", bad);
done:
    kvq_buffer_destroy(ctx, vb);
    kvq_buffer_destroy(ctx, cb);
    kvq_buffer_destroy(ctx, ob);
    free(x);
    free(got);
}

static void test_rows_table(void)
{
    static const uint32_t dg[4][2] = {{64, 32}, {128, 128}, {256, 64}, {80, 16}};
    int fi, pi;
    for (fi = 0; fi < 9; fi++) {
        for (pi = 0; pi < 3; pi++) {
            int k = (fi + pi) % 4;
            kvq_dtype pd = k_all_dtypes[pi], vdt = k_all_dtypes[(fi + 2 * pi) % 3];
            if (fmt_plain(k_all_formats[fi]) && pi > 0) continue;
            if (g_quick && pi == 2 && fi % 2) continue;
            if (case_begin("rows/%s/D%u/G%u/params_%s/in_%s", fmt_str(k_all_formats[fi]), dg[k][0], dg[k][1],
                           dt_str(pd), dt_str(vdt))) {
                rows_case(k_all_formats[fi], dg[k][0], dg[k][1], pd, vdt, 7, 99 + (uint64_t)fi * 7 + (uint64_t)pi);
                case_end();
            }
        }
    }
}

static void test_rows(void)
{
    if (case_begin("conv/f16")) {
        conv_case(0);
        case_end();
    }
    if (case_begin("conv/bf16")) {
        conv_case(1);
        case_end();
    }
    test_rows_table();
}

/* >>group 2e: affine reads into f16 by f16 fmas ========================= */
/* Q8, Q4 and Q2 rows with f16 params, read into f16 values: on Vulkan the
   f16arith variant takes a value as one f16 fma where the group lies in
   the window that makes it exact (cache_read.comp's F16F, f16f_sure). The
   groups here sit at its edges: zeros 13-16 binades above the scale or
   B - 13 to B - 28 below it (outside, with codes picked so that one
   rounding of the exact c s + z gives other bits than kvq's f32 sum
   rounded to f16: rare just outside, e.g. one value in ~30000 for Q8 at
   14 above, where half of Q8's groups are put 13 above with z's mantissa
   near all ones so that the sum carries; none above for Q4 and Q2; common
   for every B far below, where z is beyond the f32 sum's precision), 12
   above and B - 12 below (just inside), codes whose value lies within
   2^-14 of zero (a subnormal result, which a device may flush), codes
   whose value overflows f16 (kvq saturates; an fma gives inf), and
   ordinary groups (a quarter with z = +-0). Every value must be kvq's,
   FORMATS.md's f32 c s + z converted to f16, from a reference in double.
   `make test` runs it on lavapipe, whose f16 fma rounds twice, with
   KVQ_FMA16=f32: F16F with an emulated fused fma that flushes subnormal
   results (KVQ_TEST_REQUIRE_F16F=1: the features must say F16F is in
   use), and again with KVQ_FMA16=twice, whose F16F fma rounds the product
   first: then values must differ, or F16F did not run. */
enum { FW_OUT_HI, FW_OUT_LO, FW_IN_HI, FW_IN_LO, FW_NEAR_ZERO, FW_OVERFLOW, FW_PLAIN, FW_KINDS };

/* f16 bits of a random normal number of biased exponent e, sign from the bit */
static uint32_t fw_f16(rng_t *r, uint32_t e, uint32_t neg) { return (neg ? 0x8000u : 0u) | (e << 10) | rng_below(r, 1024); }

/* One group of G codes (B bits) and its f16 params sb, zb, of the given kind;
   counts the elements that discriminate (see test_f16_window). */
static void fw_group(rng_t *r, int kind, uint32_t B, uint32_t G, uint32_t *code, uint32_t *sb, uint32_t *zb,
                     long *n_disc, long *n_sub, long *n_sat)
{
    const uint32_t top = (1u << B) - 1u;
    const int edge = kind == FW_OUT_HI && B == 8u && rng_below(r, 2) == 0;
    uint32_t j, tries;
    for (tries = 0; tries < 100000u; tries++) {
        uint32_t es = 1u + rng_below(r, 30), ez, c, hit = top + 1u;
        double s, z;
        int dz = kind == FW_OUT_HI   ? (edge ? 13 : 14 + (int)rng_below(r, 3))
                 : kind == FW_OUT_LO ? (int)B - 13 - (int)rng_below(r, 16)
                 : kind == FW_IN_HI  ? 12
                 : kind == FW_IN_LO  ? (int)B - 12
                                     : 0;
        if (kind == FW_NEAR_ZERO) es = 1u + rng_below(r, 12);
        if (kind == FW_OVERFLOW) es = 16u + rng_below(r, 14);
        if (kind == FW_PLAIN) es = 8u + rng_below(r, 4), dz = 7;
        if ((int)es + dz < 1 || (int)es + dz > 30) continue;
        ez = (uint32_t)((int)es + dz);
        *sb = fw_f16(r, es, rng_below(r, 4) == 0);
        *zb = fw_f16(r, ez, rng_below(r, 2)) | (edge ? 0x3c0u : 0u);
        s = ref_f16_to_f32((uint16_t)*sb);
        if (kind == FW_NEAR_ZERO || kind == FW_OVERFLOW) {
            /* z near -c1 s + d (near zero: |d| < 2^-14), or near 65504 - top s (some codes overflow) */
            uint32_t c1 = rng_below(r, top + 1u);
            double want = kind == FW_NEAR_ZERO ? -(double)c1 * s + ldexp(rng_sym(r), -15)
                                               : (s < 0 ? -1.0 : 1.0) * (65504.0 - fabs(s) * top * (0.2 + 0.7 * rng_unit(r)));
            *zb = ref_f64_to_f16(want);
            if ((*zb & 0x7c00u) == 0 || (*zb & 0x7c00u) == 0x7c00u) continue;
            ez = (*zb >> 10) & 0x1fu;
            if ((int)ez < (int)es + (int)B - 12 || (int)ez > (int)es + 12) continue; /* inside the window: only the other checks reject it */
        }
        z = ref_f16_to_f32((uint16_t)*zb);
        for (c = 0; c <= top && hit > top && (kind != FW_OUT_HI || B == 8u); c++) {
            double exact = (double)c * s + z; /* exact in double */
            uint16_t want = ref_f32_to_f16((float)exact), fused = ref_f64_to_f16(exact);
            if ((kind == FW_OUT_HI || kind == FW_OUT_LO) && want != fused && fabs(exact) >= ldexp(1.0, -14) && fabs(exact) < 65504.0) hit = c;
            if (kind == FW_NEAR_ZERO && exact != 0 && fabs(exact) < ldexp(1.0, -14)) hit = c;
            if (kind == FW_OVERFLOW && fabs(exact) >= 65520.0 && fabs((double)top * s + z) < 1e6) hit = c;
        }
        if (kind == FW_PLAIN && rng_below(r, 4) == 0) *zb = rng_below(r, 2) << 15; /* z = +-0: codes 0 read as zeros */
        if (hit > top && (kind == FW_OUT_HI ? B == 8u : kind != FW_IN_HI && kind != FW_IN_LO && kind != FW_PLAIN)) continue;
        for (j = 0; j < G; j++) code[j] = j % 2 == 0 && hit <= top ? hit : rng_below(r, top + 1u);
        for (j = 0; j < G && hit <= top; j += 2) {
            if (kind == FW_NEAR_ZERO) (*n_sub)++;
            else if (kind == FW_OVERFLOW) (*n_sat)++;
            else (*n_disc)++;
        }
        return;
    }
    for (j = 0; j < G; j++) code[j] = 0; /* (not reached: the counts say so) */
}

/* Reads ROWS rows of format fmt (D, G, f16 params) from codes cw and params pw into f16 values on ctx, and
   counts the values that are not kvq's (FORMATS.md: the f32 c s + z converted to f16; from a reference in
   double); reports the first few as failures if report. -1 if the read itself failed. */
static long fw_read(kvq_context *ctx, kvq_format fmt, uint32_t B, const kvq_row_layout *lay, const uint32_t *cw,
                    const uint32_t *pw, uint32_t rows, int report)
{
    enum { D = 64, G = 32, NG = D / G };
    const uint32_t per = 32u / B;
    kvq_buffer *cb = mkbuf(ctx, (uint64_t)rows * lay->code_words * 4u), *pb = mkbuf(ctx, (uint64_t)rows * lay->param_words * 4u),
               *ob = mkbuf(ctx, (uint64_t)rows * D * 2u);
    uint16_t *got = (uint16_t *)calloc((size_t)rows * D, 2);
    kvq_rows_params p = kvq_rows_params_init();
    long bad = -1;
    uint32_t row, j;
    if (!cb || !pb || !ob || !got) goto done;
    upload(ctx, cb, 0, cw, (uint64_t)rows * lay->code_words * 4u);
    upload(ctx, pb, 0, pw, (uint64_t)rows * lay->param_words * 4u);
    p.format = fmt;
    p.head_dim = D;
    p.group_size = G;
    p.param_dtype = KVQ_DTYPE_F16;
    p.n_rows = rows;
    p.values = ob;
    p.dtype = KVQ_DTYPE_F16;
    p.codes = cb;
    p.params = pb;
    if (!CHECK(kvq_dequantize(ctx, &p) == KVQ_SUCCESS, "kvq_dequantize: %s", kvq_context_last_error(ctx))) goto done;
    if (!READB(ctx, ob, 0, got, (uint64_t)rows * D * 2u)) goto done;
    bad = 0;
    for (row = 0; row < rows; row++)
        for (j = 0; j < D; j++) {
            uint32_t g = j / G, c = (cw[row * lay->code_words + j / per] >> (j % per * B)) & ((1u << B) - 1u);
            uint32_t s16 = (pw[row * lay->param_words + g / 2] >> 16 * (g % 2)) & 0xffffu;
            uint32_t z16 = (pw[row * lay->param_words + (NG + g) / 2] >> 16 * ((NG + g) % 2)) & 0xffffu;
            double exact = (double)c * ref_f16_to_f32((uint16_t)s16) + ref_f16_to_f32((uint16_t)z16);
            uint16_t want = ref_f32_to_f16((float)exact);
            if (got[row * D + j] == want) continue;
            if (report && ++bad <= 6)
                FAIL("row %u (group kind %u) element %u: code %u, s 0x%04x, z 0x%04x: read 0x%04x, expected 0x%04x", row,
                     (row * NG + g) % FW_KINDS, j, c, s16, z16, (unsigned)got[row * D + j], (unsigned)want);
            else if (!report)
                bad++;
        }
    if (report && bad > 6) FAIL("%ld values wrong in all", bad);
done:
    free(got);
    kvq_buffer_destroy(ctx, cb);
    kvq_buffer_destroy(ctx, pb);
    kvq_buffer_destroy(ctx, ob);
    return bad;
}

static void test_f16_window(void)
{
    static const kvq_format fmts[3] = {KVQ_FORMAT_Q8, KVQ_FORMAT_Q4, KVQ_FORMAT_Q2};
    enum { D = 64, G = 32, NG = D / G, ROWS = 70 };
    const int require = g_vulkan && getenv("KVQ_TEST_REQUIRE_F16F") && atoi(getenv("KVQ_TEST_REQUIRE_F16F"));
    const int twice = g_vulkan && getenv("KVQ_FMA16") && strcmp(getenv("KVQ_FMA16"), "twice") == 0;
    int fi;
    for (fi = 0; fi < 3; fi++) {
        const uint32_t B = fmts[fi] == KVQ_FORMAT_Q8 ? 8u : fmts[fi] == KVQ_FORMAT_Q4 ? 4u : 2u, per = 32u / B;
        kvq_row_layout lay = {0, 0, 0, 0.0};
        uint32_t *cw = NULL, *pw = NULL, code[G], sb = 0, zb = 0, row, g, j;
        long n_disc = 0, n_sub = 0, n_sat = 0;
        rng_t rng;
        if (!case_begin("rows/f16_window/%s", fmt_str(fmts[fi]))) continue;
        rng.s = 4242u + (uint64_t)fi;
        if (!CHECK(kvq_row_layout_get(fmts[fi], D, G, KVQ_DTYPE_F16, &lay) == KVQ_SUCCESS, "layout")) goto next;
        cw = (uint32_t *)calloc((size_t)ROWS * lay.code_words, 4);
        pw = (uint32_t *)calloc((size_t)ROWS * lay.param_words, 4);
        if (!cw || !pw) goto next;
        for (row = 0; row < ROWS; row++)
            for (g = 0; g < NG; g++) {
                fw_group(&rng, (int)((row * NG + g) % FW_KINDS), B, G, code, &sb, &zb, &n_disc, &n_sub, &n_sat);
                for (j = 0; j < G; j++) cw[row * lay.code_words + (g * G + j) / per] |= code[j] << ((g * G + j) % per * B);
                pw[row * lay.param_words + g / 2] |= sb << 16 * (g % 2);
                pw[row * lay.param_words + (NG + g) / 2] |= zb << 16 * ((NG + g) % 2);
            }
        /* the data must reach every edge, or the case tests nothing there */
        CHECK(n_disc >= 40 && n_sub >= 40 && n_sat >= 40, "%ld values where one rounding differs, %ld subnormal, %ld saturated",
              n_disc, n_sub, n_sat);
        if (require)
            CHECK(strstr(kvq_context_features(g_ctx), "f16 fma fused;") || strstr(kvq_context_features(g_ctx), "affine reads in f32"),
                  "the f16 fma read path is not in use (features: %s)", kvq_context_features(g_ctx));
        if (twice) { /* the path must run: with its fma made to round twice, values differ */
            long off = fw_read(g_ctx, fmts[fi], B, &lay, cw, pw, ROWS, 0);
            CHECK(off >= (B == 8u ? 100 : B == 4u ? 50 : 10),
                  "%ld values differ with KVQ_FMA16=twice: the f16 fma path did not run (features: %s)", off,
                  kvq_context_features(g_ctx));
        } else {
            fw_read(g_ctx, fmts[fi], B, &lay, cw, pw, ROWS, 1);
        }
    next:
        free(cw);
        free(pw);
        case_end();
    }
}

/* >>group 6: fp8 exhaustive ============================================ */
/* Quantizes one row of 256 values (G = 256) with the given param dtype and
   returns the library's codes and the scale bits. */
static int fp8_quantize_row(kvq_format fmt, kvq_dtype pd, const float *x, uint8_t *codes, uint32_t *scale_bits)
{
    kvq_context *ctx = g_ctx;
    kvq_buffer *vb = mkbuf(ctx, 256 * 4), *cb = mkbuf(ctx, 256), *pb = mkbuf(ctx, 4);
    kvq_rows_params p = kvq_rows_params_init();
    uint32_t w[64], pw[1];
    kvq_result rc;
    int j, ok = 0;
    if (!vb || !cb || !pb) goto done;
    upload(ctx, vb, 0, x, 256 * 4);
    p.format = fmt;
    p.head_dim = 256;
    p.group_size = 256;
    p.param_dtype = pd;
    p.n_rows = 1;
    p.values = vb;
    p.dtype = KVQ_DTYPE_F32;
    p.codes = cb;
    p.params = pb;
    rc = kvq_quantize(ctx, &p);
    if (!CHECK(rc == KVQ_SUCCESS, "kvq_quantize = %d (%s)", (int)rc, kvq_context_last_error(ctx))) goto done;
    if (!READB(ctx, cb, 0, w, 256) || !READB(ctx, pb, 0, pw, 4)) goto done;
    for (j = 0; j < 256; j++) codes[j] = (uint8_t)(w[j / 4] >> ((j % 4) * 8));
    *scale_bits = pw[0];
    ok = 1;
done:
    kvq_buffer_destroy(ctx, vb);
    kvq_buffer_destroy(ctx, cb);
    kvq_buffer_destroy(ctx, pb);
    return ok;
}


/* >>group 2d: the CPU's SIMD row ops against its scalar ones ============ */
/* kvq_cache_write and kvq_cache_read on a CPU context at its SIMD level
   (kvq__quantize_row__avx2, the row decoders, the conversions; the tokens
   in items on 2 threads) and on one at the scalar level: the stored bytes
   must be the same, and so must what reads back (bit for bit; a NaN may
   differ in payload, and an affine value by its multiply-add's rounding,
   which FORMATS.md lets the decoder fuse). Inputs: groups at scales from
   1e-40 to 1e37, and specials (NaN payloads, infinities, +-0, f16 and
   bf16 rounding edges) in every value dtype. */
#if defined(KVQ__X86)
static float simd_value(rng_t *r, float scale)
{
    static const uint32_t special[] = {0x7fc00000u, 0x7f800001u, 0xffa00000u, 0x7f800000u, 0xff800000u, 0x80000000u,
                                       0x00000001u, 0x807fffffu, 0x477fefffu, 0x477ff000u, 0xc77ff000u, 0x7f7fffffu,
                                       0x3f808000u, 0x3f818000u, 0x33000000u, 0x387fe000u, 0x477fe000u, 0xbf80c000u};
    uint32_t u = (uint32_t)(rng_next(r) >> 32);
    if (u % 61u == 0u) return u2f(special[(u >> 8) % (sizeof special / sizeof special[0])]);
    return rng_sym(r) * scale;
}

/* a and b the same value: bit for bit, or both NaN, or (tol > 0: an
   affine format's fused decode) within tol x the output dtype's ulp of m */
static int simd_same(float a, float b, double m, double tol, kvq_dtype dt)
{
    if (f2u(a) == f2u(b) || (is_nan(a) && is_nan(b))) return 1;
    if (tol == 0 || !is_finite(a) || !is_finite(b)) return 0;
    return fabs((double)a - (double)b) <= tol * ldexp(m, dt == KVQ_DTYPE_F32 ? -23 : dt == KVQ_DTYPE_F16 ? -10 : -7);
}

#endif

static void test_simd_rows(void)
{
#if defined(KVQ__X86)
    static const kvq_format fmts[] = {KVQ_FORMAT_F32,  KVQ_FORMAT_F16,  KVQ_FORMAT_BF16, KVQ_FORMAT_Q8,
                                      KVQ_FORMAT_Q4,   KVQ_FORMAT_Q2,   KVQ_FORMAT_Q8S,  KVQ_FORMAT_E4M3,
                                      KVQ_FORMAT_E5M2, KVQ_FORMAT_TQ4,  KVQ_FORMAT_Q4,   KVQ_FORMAT_E4M3,
                                      KVQ_FORMAT_TQ3,  KVQ_FORMAT_TQ6}; /* Q4 and E4M3 the second time rotated */
    kvq_context *sc = NULL;
    kvq_context_config cfg = kvq_context_config_init();
    uint32_t fi;
    if (g_vulkan) return; /* the CPU's SIMD path only */
    if (g_ctx->simd == KVQ__SIMD_SCALAR) {
        printf("SKIP rows/simd: the context's level is scalar (no SIMD row ops to compare)\n");
        return;
    }
    cfg.backend = KVQ_BACKEND_CPU;
    cfg.n_threads = 2;
    if (kvq_context_create(&cfg, &sc) != KVQ_SUCCESS) {
        FAIL("a second CPU context");
        return;
    }
    sc->simd = KVQ__SIMD_SCALAR;
    /* two shapes a format: head_dim 96 or 128 in groups of 32, 48 or 128;
       then head_dim 1024 in one group (40 tokens) or 64 in groups of 16 */
    for (fi = 0; fi < 2u * (sizeof fmts / sizeof fmts[0]); fi++) {
        const uint32_t shape = fi / (sizeof fmts / sizeof fmts[0]), nf = (uint32_t)(sizeof fmts / sizeof fmts[0]);
        const kvq_format fmt = fmts[fi % nf];
        const uint32_t rot = fi % nf == 10u || fi % nf == 11u;
        const uint32_t D = shape ? (fi % 2u ? 64u : 1024u) : fi % 3u == 0u ? 96u : 128u;
        const uint32_t G = shape ? (D == 64u ? 16u : 1024u) : fi % 3u == 0u ? 48u : fi % 3u == 1u ? 32u : 128u;
        const uint32_t H = 3, N = D == 1024u ? 40u : 200u, bs = 16, nb = (N + 4u + bs - 1u) / bs + 1u;
        /* the input dtype per case: F32 storage from f16 (a signalling NaN stays one), F16 and BF16 from
           f32 (NaN payloads) */
        static const kvq_dtype ins[14] = {KVQ_DTYPE_F16, KVQ_DTYPE_F32, KVQ_DTYPE_F32, KVQ_DTYPE_F32, KVQ_DTYPE_F16,
                                          KVQ_DTYPE_BF16, KVQ_DTYPE_F32, KVQ_DTYPE_F16, KVQ_DTYPE_BF16, KVQ_DTYPE_F32,
                                          KVQ_DTYPE_F16, KVQ_DTYPE_F32, KVQ_DTYPE_BF16, KVQ_DTYPE_F32};
        /* (the second shape: f32 input, so that 1e37 reaches the quantizers, and f16 params on odd cases,
           E4M3 among them, whose scales then saturate) */
        const kvq_dtype pd = shape ? (fi % 2u ? KVQ_DTYPE_F16 : fi % 4u ? KVQ_DTYPE_F32 : KVQ_DTYPE_BF16) : k_all_dtypes[(fi + 1u) % 3u];
        const kvq_dtype in_dt = shape ? KVQ_DTYPE_F32 : ins[fi];
        const size_t nv = (size_t)N * H * D;
        kvq_context *cx[2];
        kvq_cache *cache[2] = {NULL, NULL};
        kvq_buffer *in[2] = {NULL, NULL}, *slots[2] = {NULL, NULL}, *out[2][3];
        unsigned char *x = NULL;
        int32_t *sl = NULL;
        rng_t rng;
        uint32_t i, w, od, t;
        if (!case_begin("rows/simd/%s%s/D%u/G%u/params_%s/in_%s", kvq_format_name(fmt), rot ? "+rot" : "", D, G, dt_str(pd),
                        dt_str(in_dt)))
            continue;
        memset(out, 0, sizeof out);
        cx[0] = g_ctx;
        cx[1] = sc;
        x = (unsigned char *)malloc(nv * 4u);
        sl = (int32_t *)malloc(N * 4u);
        if (!x || !sl) {
            FAIL("out of host memory");
            goto next;
        }
        rng.s = 0xabcdef12ull + fi;
        for (i = 0; i < nv; i++) {
            if (i / (H * D) % 5u == 3u) { /* two equal values in a row of zeros: rotated, exact zeros and ties */
                store_dt(x, i, i % D < 2u ? 2.5f : 0.0f, in_dt);
                continue;
            }
            if (i / (H * D) % 5u == 2u) { /* ties: groups of (k + 1/2) 2^e, whose scale is 2^e (one value 0, one the top) */
                const uint32_t qm = fmt == KVQ_FORMAT_Q8S ? 127u : fmt == KVQ_FORMAT_E4M3 ? 448u : fmt == KVQ_FORMAT_E5M2 ? 57344u
                                                                                                 : fmt_plain(fmt) ? 1000u : (1u << fmt_bits(fmt)) - 1u;
                const int e = (int)(i / G % 13u) - 8, sym = !fmt_affine(fmt);
                const uint32_t j = i % G;
                double k = j == 0 ? 0.0 : j == 1 ? (double)qm : (double)rng_below(&rng, qm) + 0.5;
                if ((fmt == KVQ_FORMAT_E4M3 || fmt == KVQ_FORMAT_E5M2) && j % 3u == 2u) /* ties between fp8 subnormals */
                    k = ((double)rng_below(&rng, 8) + 0.5) / (fmt == KVQ_FORMAT_E4M3 ? 512.0 : 65536.0);
                store_dt(x, i, (float)ldexp(sym && (rng_next(&rng) & 1u) ? -k : k, e), in_dt);
                continue;
            }
            /* a scale per group of 16, from 1e-40 to 1e37 */
            static const float scales[8] = {1e-40f, 3e-39f, 1e-20f, 0.01f, 1.0f, 700.0f, 6e4f, 1e37f};
            store_dt(x, i, simd_value(&rng, scales[(i / 16u * 2654435761u >> 7) % 8u]), in_dt);
            if (in_dt == KVQ_DTYPE_F16 && i % 97u == 3u) { /* f16 NaNs, signalling and quiet, with payloads */
                static const uint16_t nans[4] = {0x7c01u, 0xfd55u, 0x7e00u, 0xffffu};
                memcpy(x + i * 2u, &nans[i % 4u], 2);
            }
        }
        for (t = 0; t < N; t++) sl[t] = t % 37u == 5u ? -1 : (int32_t)((t * 11u + 3u) % (nb * bs)); /* scattered (11 is prime to nb bs: no slot twice), some skipped */
        for (w = 0; w < 2; w++) {
            kvq_cache_desc cd = kvq_cache_desc_init();
            kvq_write_params wp = kvq_write_params_init();
            cd.n_kv_heads = H;
            cd.head_dim = D;
            cd.block_size = bs;
            cd.n_blocks = nb;
            cd.k_format = fmt;
            cd.v_format = fmt;
            cd.group_size = G;
            cd.param_dtype = pd;
            cd.rotation = rot;
            if (!CHECK(kvq_cache_create(cx[w], &cd, &cache[w]) == KVQ_SUCCESS, "cache: %s", kvq_context_last_error(cx[w]))) goto next;
            in[w] = mkbuf(cx[w], nv * 4u);
            slots[w] = mkbuf(cx[w], N * 4u);
            if (!in[w] || !slots[w]) goto next;
            kvq_buffer_write(cx[w], in[w], 0, x, nv * kvq__dtype_bytes(in_dt));
            kvq_buffer_write(cx[w], slots[w], 0, sl, N * 4u);
            wp.k = wp.v = in[w];
            wp.dtype = in_dt;
            wp.n_tokens = N;
            wp.slots = slots[w];
            if (!CHECK(kvq_cache_write(cx[w], cache[w], &wp) == KVQ_SUCCESS && kvq_wait(cx[w]) == KVQ_SUCCESS, "write: %s",
                       kvq_context_last_error(cx[w])))
                goto next;
            for (od = 0; od < 3; od++) {
                kvq_read_params rp = kvq_read_params_init();
                out[w][od] = mkbuf(cx[w], nv * 4u);
                if (!out[w][od]) goto next;
                kvq_buffer_fill(cx[w], out[w][od], 0, nv * 4u, 0x5a5a5a5au);
                rp.out = out[w][od];
                rp.dtype = k_all_dtypes[od];
                rp.n_tokens = N;
                rp.slots = slots[w];
                rp.which = od == 1u ? KVQ_K : KVQ_V;
                if (!CHECK(kvq_cache_read(cx[w], cache[w], &rp) == KVQ_SUCCESS && kvq_wait(cx[w]) == KVQ_SUCCESS, "read: %s",
                           kvq_context_last_error(cx[w])))
                    goto next;
            }
        }
        for (w = 0; w < 2; w++) { /* K and V storage: the same bytes */
            kvq_buffer *a[2] = {NULL, NULL}, *b[2] = {NULL, NULL};
            uint32_t k;
            CHECK(kvq_cache_storage(cache[0], (kvq_which)w, &a[0], &a[1]) == KVQ_SUCCESS &&
                      kvq_cache_storage(cache[1], (kvq_which)w, &b[0], &b[1]) == KVQ_SUCCESS && a[0] && b[0],
                  "kvq_cache_storage: no codes to compare");
            for (k = 0; k < 2; k++) {
                CHECK(!a[k] == !b[k], "%s %s: one context has them, the other not", w ? "V" : "K", k ? "params" : "codes");
                if (a[k] && b[k]) CHECK(a[k]->size == b[k]->size && memcmp(a[k]->host, b[k]->host, a[k]->size) == 0,
                                        "%s %s: the SIMD write's bytes differ from the scalar one's", w ? "V" : "K", k ? "params" : "codes");
            }
        }
        for (od = 0; od < 3; od++) {
            const kvq_dtype dt = k_all_dtypes[od];
            long bad = 0;
            /* affine values one rounding of c s apart (c s may be far larger than c s + z: within 2 ulps of
               the row's largest value); rotated ones that apart before the rotation back */
            const double tol = !fmt_affine(fmt) ? 0.0 : rot ? 4.0 : 2.0;
            double m = 0;
            for (i = 0; i < nv; i++) {
                const float a = load_dt(out[0][od]->host, i, dt), b = load_dt(out[1][od]->host, i, dt);
                if (i % D == 0u) { /* the row's largest finite magnitude */
                    uint32_t k;
                    m = 0;
                    for (k = 0; k < D; k++) {
                        const float y = load_dt(out[1][od]->host, i + k, dt);
                        if (is_finite(y) && fabs((double)y) > m) m = fabs((double)y);
                    }
                }
                if (!simd_same(a, b, m, tol, dt) && bad++ < 3)
                    FAIL("read (%s out) value %u: SIMD %.9g (0x%08x), scalar %.9g (0x%08x)", dt_str(dt), i, (double)a, f2u(a), (double)b, f2u(b));
            }
            CHECK(bad == 0, "%ld values of the %s read differ", bad, dt_str(dt));
        }
    next:
        for (w = 0; w < 2; w++) {
            for (od = 0; od < 3; od++) kvq_buffer_destroy(cx[w], out[w][od]);
            kvq_buffer_destroy(cx[w], in[w]);
            kvq_buffer_destroy(cx[w], slots[w]);
            kvq_cache_destroy(cx[w], cache[w]);
        }
        free(x);
        free(sl);
        case_end();
    }
    kvq_context_destroy(sc);
#else
    if (!g_vulkan) printf("SKIP rows/simd: built without the x86 SIMD code (KVQ_NO_SIMD or not x86-64)\n");
#endif
}

/* Exact ties with a scale of exactly 1 (f32 params): x / s and x - z are
   exact on any hardware, so the tie rule of FORMATS.md must hold exactly:
   affine floor(t + 0.5) (half up), Q8S half away from zero. */
static void test_exact_ties(void)
{
    static const kvq_format fmts[4] = {KVQ_FORMAT_Q8, KVQ_FORMAT_Q4, KVQ_FORMAT_Q2, KVQ_FORMAT_Q8S};
    int fi;
    for (fi = 0; fi < 4; fi++) {
        kvq_format fmt = fmts[fi];
        const uint32_t D = 256;
        float x[256];
        uint32_t cw[256], pw[4], j;
        int32_t got[256];
        ref_row *r;
        kvq_buffer *vb, *cb, *pb;
        kvq_rows_params p;
        kvq_result rc;
        if (!case_begin("ties/%s", fmt_str(fmt))) continue;
        r = (ref_row *)malloc(sizeof(ref_row));
        if (fmt == KVQ_FORMAT_Q8S) {
            for (j = 0; j < D; j++) x[j] = (float)((int)(j % 127) - 63) + ((j & 1) ? 0.5f : -0.5f);
            x[0] = 127.0f;
            x[1] = -127.0f;
            x[2] = 126.5f;
            x[3] = -126.5f;
        } else {
            uint32_t qmax = (1u << fmt_bits(fmt)) - 1u;
            for (j = 0; j < D; j++) x[j] = (float)(j % qmax) + 0.5f;
            x[0] = 0.0f;
            x[1] = (float)qmax;
        }
        ref_quantize_row(fmt, D, D, KVQ_DTYPE_F32, x, r);
        CHECK(r->s[0] == 1.0f, "reference scale %g", (double)r->s[0]);
        vb = mkbuf(g_ctx, D * 4);
        cb = mkbuf(g_ctx, D * 4);
        pb = mkbuf(g_ctx, 16);
        if (vb && cb && pb && r) {
            upload(g_ctx, vb, 0, x, D * 4);
            p = kvq_rows_params_init();
            p.format = fmt;
            p.head_dim = D;
            p.group_size = D;
            p.param_dtype = KVQ_DTYPE_F32;
            p.n_rows = 1;
            p.values = vb;
            p.codes = cb;
            p.params = pb;
            rc = kvq_quantize(g_ctx, &p);
            CHECK(rc == KVQ_SUCCESS, "kvq_quantize = %d (%s)", (int)rc, kvq_context_last_error(g_ctx));
            if (READB(g_ctx, cb, 0, cw, ref_code_words(fmt, D) * 4) && READB(g_ctx, pb, 0, pw, 16)) {
                CHECK(pw[0] == f2u(1.0f), "scale %.9g, expected 1", (double)u2f(pw[0]));
                ref_unpack_codes(fmt, D, cw, got);
                for (j = 0; j < D; j++)
                    if (got[j] != r->code[j])
                        FAIL("x = %.9g (exact tie) -> code %d, expected %d", (double)x[j], (int)got[j], (int)r->code[j]);
            }
        }
        kvq_buffer_destroy(g_ctx, vb);
        kvq_buffer_destroy(g_ctx, cb);
        kvq_buffer_destroy(g_ctx, pb);
        free(r);
        case_end();
    }
}

/* A group's parameters at the edges of their f16 rounding, through kvq_quantize
   (one small dispatch, and 1040 rows: the write's two vector widths), against
   the reference: scale quotients and offsets at f16 ties (both ways to even)
   and next to them, at f16's smallest normal (2^-14, the tie above it, just
   below it), at 65504 and the saturation threshold 65520, f16 subnormals,
   +-0, and ranges at kvq_div_short's limits 2^-60 and 2^60 and beyond f32.
   cache_write computes f16 params of normal values in a few integer steps
   and leaves kvq_div out of their module (examples/PERF.md R18): the same
   bits as kvq_param_encode / kvq_param_decode must come out everywhere. */
static void test_param_edges(void)
{
    static const kvq_format fmts[6] = {KVQ_FORMAT_Q8, KVQ_FORMAT_Q4, KVQ_FORMAT_Q2,
                                       KVQ_FORMAT_Q8S, KVQ_FORMAT_E4M3, KVQ_FORMAT_E5M2};
    static const kvq_dtype pds[3] = {KVQ_DTYPE_F16, KVQ_DTYPE_BF16, KVQ_DTYPE_F32};
    enum { NQ = 14, D = 256, G = 32, NG = D / G, MAXROWS = 32, BIG = 1040 };
    /* scale quotients: ties of 1 (to even down, up), near ties, 2^-14 and around it, 65504, 65519, just
       below 65520, 65520, an f16 subnormal tie (1.5 x 2^-24), f16 subnormals in [2^-15, 2^-14) */
    const float qs[NQ] = {1.00048828125f, 1.00146484375f, u2f(0x3f800801u), u2f(0x3f8007ffu), 6.103515625e-05f,
                          u2f(0x387fffffu), u2f(0x38801000u), 65504.0f, 65519.0f, u2f(0x477fefffu), 65520.0f,
                          u2f(0x33c00000u), u2f(0x38400000u), u2f(0x38123457u)};
    /* offsets (affine minima): the same edges, negative, and +-0 and a positive subnormal-f16 tie */
    const float ms[NQ] = {-1.00048828125f, -1.00146484375f, -u2f(0x3f800801u), -6.103515625e-05f, -u2f(0x387fffffu),
                          -u2f(0x38801000u), -65504.0f, -u2f(0x477fefffu), -65520.0f, 0.0f, -0.0f, u2f(0x33c00000u),
                          -u2f(0x38400000u), -u2f(0x38123457u)};
    /* ranges or largest magnitudes at kvq_div_short's limits, with a zero minimum */
    const float as[5] = {u2f(0x217fffffu), u2f(0x21800000u), u2f(0x5d7fffffu), u2f(0x5d800000u), 3.4028235e38f};
    int fi, pi;
    for (fi = 0; fi < 6; fi++)
        for (pi = 0; pi < 3; pi++) {
            const kvq_format fmt = fmts[fi];
            const kvq_dtype pd = pds[pi];
            const int affine = fmt_affine(fmt);
            const float qmax = affine ? (float)((1u << fmt_bits(fmt)) - 1u)
                                      : fmt == KVQ_FORMAT_Q8S ? 127.0f : fmt == KVQ_FORMAT_E4M3 ? 448.0f : 57344.0f;
            const uint32_t ngroups = affine ? NQ * NQ + 5u + 1u : NQ + 5u + 1u, nrows = (ngroups + NG - 1) / NG;
            kvq_row_layout lay = {0, 0, 0, 0.0};
            float *x = NULL;
            ref_row *refs = NULL;
            uint32_t *cw = NULL, *pw = NULL, g, j, row, pass;
            uint32_t reached = 0; /* edges the inputs reach exactly (bits below) */
            if (!case_begin("rows/param_edges/%s/params_%s", fmt_str(fmt), dt_str(pd))) continue;
            x = (float *)calloc((size_t)BIG * D, sizeof(float));
            refs = (ref_row *)malloc(MAXROWS * sizeof(ref_row));
            if (!x || !refs || !CHECK(kvq_row_layout_get(fmt, D, G, pd, &lay) == KVQ_SUCCESS, "layout")) goto next;
            cw = (uint32_t *)malloc((size_t)BIG * lay.code_words * 4);
            pw = (uint32_t *)malloc((size_t)BIG * lay.param_words * 4);
            if (!cw || !pw) goto next;
            for (g = 0; g < nrows * NG; g++) {
                float *xg = x + (size_t)g * G, mn, a;
                const uint32_t i = g % ngroups, nq = affine ? NQ * NQ : NQ;
                if (i < nq) { /* an edge quotient (and, affine, an edge offset) */
                    mn = affine ? ms[i / NQ] : 0.0f;
                    a = qs[i % NQ] * qmax;
                } else if (i < nq + 5u) { /* a range at the limits */
                    mn = 0.0f;
                    a = as[i - nq];
                } else { /* the range overflows f32: -3e38 .. 3e38 */
                    mn = -3e38f;
                    a = 0.0f;
                }
                for (j = 0; j < G; j++) {
                    float v;
                    if (i >= nq + 5u) v = j == 0 ? -3e38f : 3e38f * ((float)j / (float)(G - 1));
                    else if (affine) {
                        float mx = mn + a;
                        v = j == 0 ? mn : j == 1 ? mx : mn + a * ((float)j / (float)(G - 1));
                        v = v < mn ? mn : v > mx ? mx : v;
                    } else {
                        v = (j % 2 ? -1.0f : 1.0f) * (j < 2 ? a : a * ((float)j / (float)(G - 1)));
                    }
                    xg[j] = v;
                }
            }
            for (row = nrows; row < BIG; row++) memcpy(x + (size_t)row * D, x + (size_t)(row % nrows) * D, D * sizeof(float));
            for (row = 0; row < nrows; row++) {
                ref_quantize_row(fmt, D, G, pd, x + (size_t)row * D, &refs[row]);
                /* the inputs must reach the edges they name, from the data: a group whose quotient (its range or
                   largest magnitude, exact in f32, over qmax) is exactly a tie, 2^-14, 65520 or the subnormal tie
                   1.5 x 2^-24, or whose minimum is an offset tie or -65520, with the reference's bits for it */
                for (g = 0; g < NG && pd == KVQ_DTYPE_F16; g++) {
                    const float *xg = x + (size_t)row * D + (size_t)g * G;
                    const uint32_t sb = refs[row].sbits[g], zb = affine ? refs[row].zbits[g] : 0u;
                    static const double qe[5] = {1.00048828125, 1.00146484375, 6.103515625e-05, 65520.0, 8.940696716308594e-08};
                    static const uint32_t qb[5] = {0x3c00u, 0x3c02u, 0x0400u, 0x7bffu, 0x0002u};
                    static const double me[3] = {-1.00048828125, -1.00146484375, -65520.0};
                    static const uint32_t mb[3] = {0xbc00u, 0xbc02u, 0xfbffu};
                    float gmn = xg[0], gmx = xg[0], gam = 0.0f;
                    double a;
                    uint32_t e;
                    for (j = 0; j < G; j++) {
                        gmn = xg[j] < gmn ? xg[j] : gmn;
                        gmx = xg[j] > gmx ? xg[j] : gmx;
                        gam = fabsf(xg[j]) > gam ? fabsf(xg[j]) : gam;
                    }
                    a = affine ? (double)gmx - (double)gmn : (double)gam;
                    if (affine && (double)(gmx - gmn) != a) continue; /* (the f32 range rounded) */
                    for (e = 0; e < 5; e++) reached |= a / (double)qmax == qe[e] && sb == qb[e] ? 1u << e : 0u;
                    for (e = 0; e < 3 && affine; e++) reached |= (double)gmn == me[e] && zb == mb[e] ? 1u << (5 + e) : 0u;
                }
            }
            if (pd == KVQ_DTYPE_F16)
                CHECK(reached == (affine ? 0xffu : 0x1fu),
                      "edges reached 0x%x: bits 0-4 scale ties down and up, 2^-14, saturation, subnormal tie; 5-7 "
                      "offset ties and saturation", (unsigned)reached);
            for (pass = 0; pass < 2; pass++) { /* nrows rows, then BIG */
                const uint32_t n = pass ? (uint32_t)BIG : nrows;
                kvq_buffer *vb = mkbuf(g_ctx, (uint64_t)n * D * 4), *cb = mkbuf(g_ctx, (uint64_t)n * lay.code_words * 4),
                           *pb = mkbuf(g_ctx, (uint64_t)n * lay.param_words * 4);
                kvq_rows_params p = kvq_rows_params_init();
                long bad = 0;
                if (vb && cb && pb) {
                    upload(g_ctx, vb, 0, x, (uint64_t)n * D * 4);
                    p.format = fmt;
                    p.head_dim = D;
                    p.group_size = G;
                    p.param_dtype = pd;
                    p.n_rows = n;
                    p.values = vb;
                    p.codes = cb;
                    p.params = pb;
                    if (CHECK(kvq_quantize(g_ctx, &p) == KVQ_SUCCESS, "kvq_quantize: %s", kvq_context_last_error(g_ctx)) &&
                        READB(g_ctx, cb, 0, cw, (uint64_t)n * lay.code_words * 4) &&
                        READB(g_ctx, pb, 0, pw, (uint64_t)n * lay.param_words * 4))
                        for (row = 0; row < n; row++) {
                            const ref_row *r = &refs[row % nrows];
                            int32_t got[D];
                            ref_unpack_codes(fmt, D, cw + (size_t)row * lay.code_words, got);
                            g_codes_checked += D;
                            for (g = 0; g < NG; g++) {
                                const uint32_t sb = unpack_param_bits(pw + (size_t)row * lay.param_words, g, pd);
                                const uint32_t zb = affine ? unpack_param_bits(pw + (size_t)row * lay.param_words, NG + g, pd) : 0u;
                                if ((sb != r->sbits[g] || (affine && zb != r->zbits[g])) && bad++ < 8)
                                    FAIL("%u rows, row %u group %u: params 0x%x 0x%x, expected 0x%x 0x%x", n, row, g,
                                         (unsigned)sb, (unsigned)zb, (unsigned)r->sbits[g], affine ? (unsigned)r->zbits[g] : 0u);
                            }
                            for (j = 0; j < D; j++)
                                if (got[j] != r->code[j] && bad++ < 8)
                                    FAIL("%u rows, row %u value %u (x = %.9g): code %d, expected %d", n, row, j,
                                         (double)x[(size_t)row * D + j], (int)got[j], (int)r->code[j]);
                        }
                }
                kvq_buffer_destroy(g_ctx, vb);
                kvq_buffer_destroy(g_ctx, cb);
                kvq_buffer_destroy(g_ctx, pb);
            }
        next:
            free(x);
            free(refs);
            free(cw);
            free(pw);
            case_end();
        }
}

/* >>group 6b: edge rules (FORMATS.md, settled 2026-11-22) ============== */
/* Quantizes one row of D = 64 (one group) with kvq_quantize; returns the
   stored codes (unpacked) and param bits and the row read back as f32. */
static int quantize_one(kvq_format fmt, kvq_dtype pd, const float *x, int32_t *codes, uint32_t *pbits, float *y)
{
    const uint32_t D = 64;
    uint32_t cw[64], pw[4];
    kvq_buffer *vb = mkbuf(g_ctx, D * 4), *cb = mkbuf(g_ctx, D * 4), *pb = mkbuf(g_ctx, 16), *ob = mkbuf(g_ctx, D * 4);
    int ok = 0;
    if (vb && cb && pb && ob) {
        kvq_rows_params p = kvq_rows_params_init();
        upload(g_ctx, vb, 0, x, D * 4);
        p.format = fmt;
        p.head_dim = D;
        p.group_size = D;
        p.param_dtype = pd;
        p.n_rows = 1;
        p.values = vb;
        p.codes = cb;
        p.params = pb;
        ok = CHECK(kvq_quantize(g_ctx, &p) == KVQ_SUCCESS, "kvq_quantize: %s", kvq_context_last_error(g_ctx));
        p.values = ob;
        ok = ok && CHECK(kvq_dequantize(g_ctx, &p) == KVQ_SUCCESS, "kvq_dequantize: %s", kvq_context_last_error(g_ctx));
        ok = ok && READB(g_ctx, cb, 0, cw, ref_code_words(fmt, D) * 4) && READB(g_ctx, pb, 0, pw, 16) &&
             READB(g_ctx, ob, 0, y, D * 4);
        if (ok) {
            ref_unpack_codes(fmt, D, cw, codes);
            pbits[0] = unpack_param_bits(pw, 0, pd);
            pbits[1] = fmt_affine(fmt) ? unpack_param_bits(pw, 1, pd) : 0;
        }
    }
    kvq_buffer_destroy(g_ctx, vb);
    kvq_buffer_destroy(g_ctx, cb);
    kvq_buffer_destroy(g_ctx, pb);
    kvq_buffer_destroy(g_ctx, ob);
    return ok;
}

static void test_edge_rules(void)
{
    static const kvq_dtype pds[3] = {KVQ_DTYPE_F32, KVQ_DTYPE_F16, KVQ_DTYPE_BF16};
    float x[64], y[64];
    int32_t codes[64];
    uint32_t pbits[2], j;
    int k, fi, kind;
    /* the conformance repro: Q8, a group holding -3e38, 3e38, 0, 3e38, ...:
       mx - mn overflows f32, the scale saturates to the param dtype's max;
       with f32 or bf16 params that scale is >= 2^126 and the group is
       constant (reads back as its minimum); with f16 params it is 65504 */
    for (j = 0; j < 64; j++) x[j] = j == 0 ? -3e38f : j == 2 ? 0.0f : 3e38f;
    for (k = 0; k < 3; k++) {
        if (!case_begin("edge/range_overflow/Q8/params_%s", dt_str(pds[k]))) continue;
        if (quantize_one(KVQ_FORMAT_Q8, pds[k], x, codes, pbits, y)) {
            uint32_t zb;
            float z = pconv_param(-3e38f, pds[k], &zb);
            if (pds[k] == KVQ_DTYPE_F16) {
                CHECK(pbits[0] == 0x7bffu, "scale bits 0x%x, expected the f16 maximum 0x7bff", (unsigned)pbits[0]);
                CHECK(codes[1] == 255 && codes[3] == 255, "codes %d %d (x/65504 is far above 255)", (int)codes[1],
                      (int)codes[3]);
            } else {
                CHECK(pbits[0] == (pds[k] == KVQ_DTYPE_F32 ? 0x3f800000u : 0x3f80u),
                      "scale bits 0x%x: a saturated scale (>= 2^126) makes the group constant, s = 1", (unsigned)pbits[0]);
                for (j = 0; j < 64; j++) CHECK(codes[j] == 0 && y[j] == z, "element %u: code %d, read %g", j, (int)codes[j], (double)y[j]);
            }
            CHECK(pbits[1] == zb, "bias bits 0x%x, expected 0x%x", (unsigned)pbits[1], (unsigned)zb);
        }
        case_end();
    }
    /* the second repro: E4M3, f32 params, x0 = 448 * 2^-124 and the rest
       f32 subnormals: the scale is 2^-124, codes come from x * 2^124; and
       Q8S with a scale of exactly FLT_MIN, where subnormals give +-1 */
    for (fi = 0; fi < 2; fi++) {
        kvq_format fmt = fi ? KVQ_FORMAT_E4M3 : KVQ_FORMAT_Q8S;
        if (!case_begin("edge/subnormal_inputs/%s/params_f32", fmt_str(fmt))) continue;
        {
            ref_row *r = (ref_row *)malloc(sizeof(ref_row));
            rng_t rng;
            uint32_t nonzero = 0;
            rng.s = 31337;
            int e = fi ? -124 : -126;
            x[0] = (fi ? 448.0f : 127.0f) * (float)ldexp(1.0, e);
            for (j = 1; j < 64; j++) x[j] = u2f((uint32_t)(rng_next(&rng) & 0x807fffffu) | 1u);
            if (r && quantize_one(fmt, KVQ_DTYPE_F32, x, codes, pbits, y)) {
                ref_quantize_row(fmt, 64, 64, KVQ_DTYPE_F32, x, r);
                CHECK(pbits[0] == f2u((float)ldexp(1.0, e)), "scale 0x%x", (unsigned)pbits[0]);
                g_ftz_scope = 1; /* a group of subnormals */
                for (j = 0; j < 64; j++) {
                    nonzero += j > 0 && (r->code[j] & 0x7f) != 0;
                    CHECK(codes[j] == r->code[j], "element %u (x = %g): code 0x%x, expected 0x%x", j, (double)x[j],
                          (unsigned)codes[j], (unsigned)r->code[j]);
                }
                g_ftz_scope = 0;
                /* outside the scope: the data must make subnormal inputs matter (the reference's
                   codes); on a flushing device the library's may be 0, which the scope allows */
                CHECK(nonzero > 10, "only %u subnormal inputs have a nonzero reference code: the case tests nothing",
                      nonzero);
            }
            free(r);
        }
        case_end();
    }
    /* every quantized format, param dtype and input dtype on the edge data,
       through the cache (on Vulkan, also bit-exact against the CPU) */
    for (kind = DATA_FIRST_EDGE; kind < DATA_COUNT_; kind++)
        for (fi = 3; fi < 9; fi++)
            for (k = 0; k < 6; k++) {
                rt_desc d;
                memset(&d, 0, sizeof d);
                if (g_quick && (k + fi) % 3) continue;
                d.D = 64;
                d.H = 2;
                d.bs = 8;
                d.nb = 2;
                d.start = 5;
                d.n = 6;
                d.rstart = 5;
                d.n_read = 6;
                d.kf = k_all_formats[fi];
                d.vf = k_all_formats[3 + (fi + 2) % 6];
                d.G = k % 2 ? 16 : 32;
                d.pd = pds[k / 2];
                d.in_dt = k % 2 ? KVQ_DTYPE_BF16 : KVQ_DTYPE_F32;
                d.data_kind = kind;
                d.seed = 5150 + (uint64_t)kind * 100 + (uint64_t)fi * 10 + (uint64_t)k;
                if (case_begin("edge/%s/K=%s/V=%s/G%u/params_%s/in_%s", k_data_names[kind], fmt_str(d.kf),
                               fmt_str(d.vf), d.G, dt_str(d.pd), dt_str(d.in_dt))) {
                    rt_run(&d, k_data_names[kind]);
                    case_end();
                }
            }
}

/* Codes at the places where fusing (x - z) * (1/s) + 0.5 into one FMA
   would change them: the rounded product is just below a code's half-way
   point in a binade where adding 0.5 ties upward, while the exact product
   is lower still (FORMATS.md rounds the product first). A build that
   contracts the quantizer (-march=native -ffp-contract=fast, clang's
   default on FMA targets) fails here; the elements are found by search,
   so the case says how many it tested. */
static void test_contraction_sensitive(void)
{
    static const kvq_format fmts[3] = {KVQ_FORMAT_Q8, KVQ_FORMAT_Q4, KVQ_FORMAT_Q2};
    int fi;
    for (fi = 0; fi < 3; fi++) {
        const uint32_t D = 64, qmax = (1u << fmt_bits(fmts[fi])) - 1u;
        float x[64], y[64];
        int32_t codes[64];
        uint32_t pbits[2], j, found = 0, sensitive = 0;
        rng_t rng;
        ref_row *r;
        if (!case_begin("flags/contraction_sensitive/%s", fmt_str(fmts[fi]))) continue;
        r = (ref_row *)malloc(sizeof(ref_row));
        rng.s = 2718281828u + (uint64_t)fi;
        while (found == 0 && r) {
            /* group: min 0, max mx; s = mx / qmax, inv = 1 / s; the other elements are searched for */
            float mx = (float)qmax * (1.0f + rng_unit(&rng)), sc = rdiv(mx, (float)qmax), inv = rdiv(1.0f, sc);
            float target = 0.5f - (float)ldexp(1.0, -25); /* rounds from below to this, +0.5 ties up to 1 */
            float d = rdiv(target, inv);
            uint32_t tries;
            for (j = 0; j < D; j++) x[j] = j % 2 ? mx : 0.0f;
            for (tries = 0, j = 2; tries < 4096 && j < D; tries++, d = u2f(f2u(d) + 1u)) {
                double exact = (double)d * (double)inv; /* exact: 48 bits */
                if (rmul(d, inv) == target && exact < (double)target) {
                    x[j] = d;
                    j += 2;
                    found++;
                }
            }
        }
        if (r && found && quantize_one(fmts[fi], KVQ_DTYPE_F32, x, codes, pbits, y)) {
            ref_quantize_row(fmts[fi], D, D, KVQ_DTYPE_F32, x, r);
            for (j = 0; j < D; j++) {
                double fused = floor((double)x[j] * (double)rdiv(1.0f, r->s[0]) + 0.5); /* what an FMA would give */
                sensitive += j % 2 == 0 && j > 0 && x[j] != 0 && fused != (double)r->code[j];
                CHECK(codes[j] == r->code[j], "element %u (x = %.9g): code %d, expected %d", j, (double)x[j],
                      (int)codes[j], (int)r->code[j]);
            }
            CHECK(sensitive > 0, "no element whose code an FMA would change: the case tests nothing");
        }
        free(r);
        case_end();
    }
}

/* Q8S clamps to [-127, 127] (never -128) when the stored scale is below
   amax / 127: f16 params make amax / 127 = 1.4 * 2^-24 the subnormal 2^-24. */
static void test_q8s_clamp(void)
{
    if (case_begin("clamp/Q8S")) {
        const uint32_t D = 64;
        float x[64], q = (float)ldexp(1.0, -24);
        uint32_t cw[16], pw[1], j;
        int32_t got[64];
        ref_row *r = (ref_row *)malloc(sizeof(ref_row));
        kvq_buffer *vb = mkbuf(g_ctx, D * 4), *cb = mkbuf(g_ctx, D), *pb = mkbuf(g_ctx, 4);
        for (j = 0; j < D; j++) x[j] = (float)((int)j * 3 - 96) * q; /* -96q .. 93q */
        x[0] = 127.0f * 1.4f * q;
        x[1] = -127.0f * 1.4f * q;
        x[2] = -150.0f * q;
        x[3] = 128.0f * q;
        x[4] = -128.0f * q;
        if (r && vb && cb && pb) {
            kvq_rows_params p = kvq_rows_params_init();
            kvq_result rc;
            ref_quantize_row(KVQ_FORMAT_Q8S, D, D, KVQ_DTYPE_F16, x, r);
            CHECK(r->sbits[0] == 1, "reference scale bits 0x%x", (unsigned)r->sbits[0]);
            upload(g_ctx, vb, 0, x, D * 4);
            p.format = KVQ_FORMAT_Q8S;
            p.head_dim = D;
            p.group_size = D;
            p.param_dtype = KVQ_DTYPE_F16;
            p.n_rows = 1;
            p.values = vb;
            p.codes = cb;
            p.params = pb;
            rc = kvq_quantize(g_ctx, &p);
            CHECK(rc == KVQ_SUCCESS, "kvq_quantize = %d (%s)", (int)rc, kvq_context_last_error(g_ctx));
            if (READB(g_ctx, cb, 0, cw, D) && READB(g_ctx, pb, 0, pw, 4)) {
                CHECK((pw[0] & 0xffffu) == 1, "scale bits 0x%04x, expected 0x0001 (2^-24)", (unsigned)(pw[0] & 0xffffu));
                ref_unpack_codes(KVQ_FORMAT_Q8S, D, cw, got);
                CHECK(got[0] == 127 && got[3] == 127, "positive clamp: %d %d", (int)got[0], (int)got[3]);
                CHECK(got[1] == -127 && got[2] == -127 && got[4] == -127, "negative clamp: %d %d %d (never -128)",
                      (int)got[1], (int)got[2], (int)got[4]);
                for (j = 0; j < D; j++)
                    if (got[j] != r->code[j]) FAIL("x = %.9g -> %d, expected %d", (double)x[j], (int)got[j], (int)r->code[j]);
            }
        } else {
            FAIL("setup: out of memory");
        }
        free(r);
        kvq_buffer_destroy(g_ctx, vb);
        kvq_buffer_destroy(g_ctx, cb);
        kvq_buffer_destroy(g_ctx, pb);
        case_end();
    }
}

static void test_fp8(void)
{
    int e5;
    test_exact_ties();
    test_q8s_clamp();
    for (e5 = 0; e5 < 2; e5++) {
        kvq_format fmt = e5 ? KVQ_FORMAT_E5M2 : KVQ_FORMAT_E4M3;
        float fm = (float)fp8_max(e5);
        if (case_begin("fp8/%s/decode_all_codes", fmt_str(fmt))) {
            /* codes 0..255 with scale 1 (f32 params) -> values */
            kvq_buffer *cb = mkbuf(g_ctx, 256), *pb = mkbuf(g_ctx, 4), *ob = mkbuf(g_ctx, 1024);
            uint32_t w[64], one = f2u(1.0f);
            float out[256];
            int c;
            kvq_rows_params p = kvq_rows_params_init();
            kvq_result rc;
            for (c = 0; c < 64; c++)
                w[c] = (uint32_t)(4 * c) | ((uint32_t)(4 * c + 1) << 8) | ((uint32_t)(4 * c + 2) << 16) |
                       ((uint32_t)(4 * c + 3) << 24);
            if (cb && pb && ob) {
                upload(g_ctx, cb, 0, w, 256);
                upload(g_ctx, pb, 0, &one, 4);
                p.format = fmt;
                p.head_dim = 256;
                p.group_size = 256;
                p.param_dtype = KVQ_DTYPE_F32;
                p.n_rows = 1;
                p.values = ob;
                p.dtype = KVQ_DTYPE_F32;
                p.codes = cb;
                p.params = pb;
                rc = kvq_dequantize(g_ctx, &p);
                CHECK(rc == KVQ_SUCCESS, "kvq_dequantize = %d (%s)", (int)rc, kvq_context_last_error(g_ctx));
                if (READB(g_ctx, ob, 0, out, 1024)) {
                    for (c = 0; c < 256; c++) {
                        float e = ref_fp8_decode((uint8_t)c, e5);
                        if (!(out[c] == e || (is_nan(e) && is_nan(out[c]))))
                            FAIL("code 0x%02x decodes to %.9g, expected %.9g", c, (double)out[c], (double)e);
                    }
                }
            }
            kvq_buffer_destroy(g_ctx, cb);
            kvq_buffer_destroy(g_ctx, pb);
            kvq_buffer_destroy(g_ctx, ob);
            case_end();
        }
        if (case_begin("fp8/%s/encode_every_value", fmt_str(fmt))) {
            float x[256];
            uint8_t codes[256];
            uint32_t sb = 0;
            int c;
            for (c = 0; c < 256; c++) {
                float v = ref_fp8_decode((uint8_t)c, e5);
                x[c] = is_finite(v) ? v : fm; /* NaN/inf codes: the max keeps the scale at 1 */
            }
            if (fp8_quantize_row(fmt, KVQ_DTYPE_F32, x, codes, &sb)) {
                CHECK(sb == f2u(1.0f), "scale %.9g, expected exactly 1", (double)u2f(sb));
                for (c = 0; c < 256; c++) {
                    uint8_t e = ref_fp8_encode(x[c], e5);
                    if (is_finite(ref_fp8_decode((uint8_t)c, e5)) && e != c) FAIL("reference encodes 0x%02x as 0x%02x", c, e);
                    if (codes[c] != e)
                        FAIL("value %.9g (code 0x%02x) encoded as 0x%02x, expected 0x%02x", (double)x[c], c, codes[c], e);
                }
            }
            case_end();
        }
        if (case_begin("fp8/%s/midpoints_round_to_even", fmt_str(fmt))) {
            float x[256];
            uint8_t codes[256];
            uint32_t sb = 0, n = 0;
            int c;
            x[n++] = fm;
            x[n++] = -0.0f;
            x[n++] = (float)-ldexp(1.0, e5 ? -18 : -11); /* negative that rounds to zero */
            x[n++] = (float)-ldexp(1.0, e5 ? -17 : -10); /* tie between -0 and -min subnormal */
            x[n++] = (float)ldexp(1.0, e5 ? -17 : -10);
            for (c = 0; c < 127 && n < 256; c++) {
                float a = ref_fp8_decode((uint8_t)c, e5), b = ref_fp8_decode((uint8_t)(c + 1), e5);
                float m;
                if (!is_finite(a) || !is_finite(b)) continue;
                m = (float)(((double)a + (double)b) / 2.0);
                x[n++] = m;
                if (n < 256 && (c % 2)) x[n++] = -m;
            }
            while (n < 256) x[n++] = 1.0f;
            if (fp8_quantize_row(fmt, KVQ_DTYPE_F32, x, codes, &sb)) {
                CHECK(sb == f2u(1.0f), "scale %.9g, expected exactly 1", (double)u2f(sb));
                for (c = 0; c < 256; c++) {
                    uint8_t e = ref_fp8_encode(x[c], e5);
                    if (codes[c] != e) FAIL("value %.9g encoded as 0x%02x, expected 0x%02x", (double)x[c], codes[c], e);
                    if (c >= 5 && x[c] != 1.0f && (e & 1)) FAIL("reference: midpoint %.9g -> odd code 0x%02x", (double)x[c], e);
                }
                CHECK(codes[1] == 0x80, "-0 encoded as 0x%02x, expected 0x80", codes[1]);
                CHECK(codes[2] == 0x80, "tiny negative encoded as 0x%02x, expected 0x80", codes[2]);
            }
            case_end();
        }
        if (case_begin("fp8/%s/saturation", fmt_str(fmt))) {
            /* f16 params: amax/FMAX = 1.4 * 2^-24 rounds down to the subnormal
               2^-24, so x / s reaches 1.4 * FMAX and must saturate */
            float x[256];
            uint8_t codes[256];
            uint32_t sb = 0;
            float q = (float)ldexp(1.0, -24);
            int c;
            for (c = 0; c < 256; c++) x[c] = (float)(c % 7) * q;
            x[0] = 1.4f * fm * q;
            x[1] = -1.4f * fm * q;
            x[2] = 1.2f * fm * q;
            x[3] = (e5 ? 61440.0f : 464.0f) * q; /* midpoint above the max */
            x[4] = -(e5 ? 61440.0f : 464.0f) * q;
            x[5] = fm * q;
            if (fp8_quantize_row(fmt, KVQ_DTYPE_F16, x, codes, &sb)) {
                uint8_t mx = e5 ? 0x7b : 0x7e;
                CHECK(sb == 0x0001, "scale bits 0x%04x, expected 0x0001 (2^-24)", (unsigned)sb);
                CHECK(codes[0] == mx && codes[2] == mx && codes[3] == mx && codes[5] == mx,
                      "positive saturation: 0x%02x 0x%02x 0x%02x 0x%02x, expected 0x%02x", codes[0], codes[2], codes[3],
                      codes[5], mx);
                CHECK(codes[1] == (mx | 0x80) && codes[4] == (mx | 0x80), "negative saturation: 0x%02x 0x%02x", codes[1],
                      codes[4]);
                for (c = 6; c < 256; c++) {
                    uint8_t e = ref_fp8_encode(x[c] / u2f(0x33800000u), e5);
                    if (codes[c] != e) FAIL("value %.9g encoded as 0x%02x, expected 0x%02x", (double)x[c], codes[c], e);
                }
            }
            case_end();
        }
    }
}

/* >>group 7: bad input ================================================= */
typedef struct fixture {
    kvq_context *ctx;
    int own;
    kvq_cache *cache;
    kvq_buffer *st[4]; /* K codes, K params, V codes, V params */
    kvq_buffer *in, *out, *slots, *codes, *params;
    uint32_t H, D, cap;
} fixture;

static int fx_setup(fixture *f)
{
    kvq_cache_desc cd = kvq_cache_desc_init();
    kvq_result rc;
    int i;
    memset(f, 0, sizeof *f);
    if (!g_vulkan) { /* a fresh context per case: last_error can only come from this case */
        kvq_context_config cfg = kvq_context_config_init();
        cfg.backend = KVQ_BACKEND_CPU;
        rc = kvq_context_create(&cfg, &f->ctx);
        if (!CHECK(rc == KVQ_SUCCESS, "kvq_context_create = %d", (int)rc)) return 0;
        f->own = 1;
    } else {
        f->ctx = g_ctx;
    }
    f->H = 2;
    f->D = 64;
    f->cap = 32;
    cd.n_kv_heads = f->H;
    cd.head_dim = f->D;
    cd.block_size = 16;
    cd.n_blocks = 2;
    cd.k_format = KVQ_FORMAT_Q4;
    cd.v_format = KVQ_FORMAT_E4M3;
    cd.group_size = 32;
    rc = kvq_cache_create(f->ctx, &cd, &f->cache);
    if (!CHECK(rc == KVQ_SUCCESS, "kvq_cache_create = %d (%s)", (int)rc, kvq_context_last_error(f->ctx))) return 0;
    rc = kvq_cache_storage(f->cache, KVQ_K, &f->st[0], &f->st[1]);
    if (!CHECK(rc == KVQ_SUCCESS && f->st[0] && f->st[1], "kvq_cache_storage(K) = %d", (int)rc)) return 0;
    rc = kvq_cache_storage(f->cache, KVQ_V, &f->st[2], &f->st[3]);
    if (!CHECK(rc == KVQ_SUCCESS && f->st[2] && f->st[3], "kvq_cache_storage(V) = %d", (int)rc)) return 0;
    f->in = mkbuf(f->ctx, 4 * 64 * 2 * 4);       /* 4 tokens x 2 heads x 64 of f32 (8 rows) */
    f->out = mkbuf(f->ctx, 4 * 64 * 2 * 4 + 64); /* the same as f32 out, + 64 bytes */
    f->slots = mkbuf(f->ctx, 64);
    f->codes = mkbuf(f->ctx, 4096);
    f->params = mkbuf(f->ctx, 4096);
    if (!f->in || !f->out || !f->slots || !f->codes || !f->params) return 0; /* mkbuf FAILed */
    {
        float v[4 * 64 * 2];
        int32_t s[16];
        rng_t r;
        r.s = 5;
        for (i = 0; i < 4 * 64 * 2; i++) v[i] = rng_sym(&r);
        for (i = 0; i < 16; i++) s[i] = i;
        upload(f->ctx, f->in, 0, v, sizeof v);
        upload(f->ctx, f->slots, 0, s, sizeof s);
    }
    for (i = 0; i < 4; i++) fill_sent(f->ctx, f->st[i]);
    fill_sent(f->ctx, f->out);
    fill_sent(f->ctx, f->codes);
    fill_sent(f->ctx, f->params);
    return 1;
}

/* everything the fixture owns that an op may write is still the sentinel */
static void fx_untouched(fixture *f, const char *op)
{
    kvq_buffer *b[7];
    int i;
    b[0] = f->st[0];
    b[1] = f->st[1];
    b[2] = f->st[2];
    b[3] = f->st[3];
    b[4] = f->out;
    b[5] = f->codes;
    b[6] = f->params;
    for (i = 0; i < 7; i++) {
        uint64_t n, k;
        uint32_t *h;
        if (!b[i]) continue;
        h = download(f->ctx, b[i], &n);
        if (!h) FAIL("%s: buffer %d could not be downloaded", op, i);
        for (k = 0; h && k < n; k++)
            if (h[k] != SENT) {
                FAIL("%s: buffer %d word %llu changed to 0x%08x", op, i, (unsigned long long)k, (unsigned)h[k]);
                break;
            }
        free(h);
    }
}

static void fx_teardown(fixture *f)
{
    if (!f->ctx) return;
    kvq_buffer_destroy(f->ctx, f->in);
    kvq_buffer_destroy(f->ctx, f->out);
    kvq_buffer_destroy(f->ctx, f->slots);
    kvq_buffer_destroy(f->ctx, f->codes);
    kvq_buffer_destroy(f->ctx, f->params);
    kvq_cache_destroy(f->ctx, f->cache);
    if (f->own) kvq_context_destroy(f->ctx);
}

/* rc is an error from the allowed list, and ctx says why */
static int rc_in(kvq_result rc, const kvq_result *allowed, int n)
{
    int i;
    for (i = 0; i < n; i++)
        if (rc == allowed[i]) return 1;
    return 0;
}
/* rc is exactly want, and ctx's message names the argument (holds needle): an
   op rejected for another argument than the one the case breaks fails */
static void expect_error(kvq_context *ctx, kvq_result rc, const char *op, kvq_result want, const char *needle)
{
    CHECK(rc == want, "%s returned %d (%s), expected %d (%s)", op, (int)rc, kvq_result_string(rc), (int)want,
          kvq_result_string(want));
    if (ctx) {
        const char *m = kvq_context_last_error(ctx);
        CHECK(m && m[0], "%s: kvq_context_last_error is empty", op);
        if (m && m[0] && needle)
            CHECK(strstr(m, needle) != NULL, "%s: the message '%s' does not name '%s'", op, m, needle);
        if (g_verbose && m) printf("    %s -> %d: %s\n", op, (int)rc, m);
    }
}

/* Empties ctx's last error (the test sees the implementation), so that
   expect_error reads the message of the call under test and not one left by
   an earlier failure. */
static void clear_error(kvq_context *ctx)
{
    if (ctx) ctx->last_error[0] = 0;
}
#define EXPECT_ERROR(ctx, call, op, want, needle)                                                              \
    do {                                                                                                       \
        kvq_context *c_ = (ctx);                                                                               \
        kvq_result r_;                                                                                         \
        clear_error(c_);                                                                                       \
        r_ = (call);                                                                                           \
        expect_error(c_, r_, op, want, needle);                                                                \
    } while (0)

#define E_INV KVQ_ERROR_INVALID_ARGUMENT
#define E_RANGE KVQ_ERROR_OUT_OF_RANGE
#define E_UNSUP KVQ_ERROR_UNSUPPORTED

typedef enum {
    BW_NULL_CTX,
    BW_NULL_CACHE,
    BW_NULL_PARAMS,
    BW_NO_KV,
    BW_ZERO_TOKENS,
    BW_BAD_DTYPE,
    BW_START_BEYOND,
    BW_START_AT_END,
    BW_START_WRAP,
    BW_IN_TOO_SMALL,
    BW_IN_OFFSET_BEYOND,
    BW_IN_OFFSET_OVERFLOW,
    BW_SLOTS_TOO_SMALL,
    BW_SLOT_BEYOND,
    BW_SLOT_HUGE,
    BW_IN_STORAGE,
    BW_COUNT_
} bad_write;
static const char *k_bw_names[BW_COUNT_] = {"null_ctx",      "null_cache",     "null_params",     "no_k_no_v",
                                            "zero_tokens",   "bad_dtype",      "start_beyond",    "start_at_end",
                                            "start_wrap",    "input_too_small", "input_offset_beyond",
                                            "input_offset_overflow", "slots_too_small", "slot_beyond_capacity",
                                            "slot_int32_max", "input_is_the_cache_storage"};

typedef enum {
    BR_NULL_CTX,
    BR_NULL_CACHE,
    BR_NULL_PARAMS,
    BR_NULL_OUT,
    BR_ZERO_TOKENS,
    BR_BAD_WHICH,
    BR_BAD_DTYPE,
    BR_START_BEYOND,
    BR_OUT_TOO_SMALL,
    BR_OUT_OFFSET_OVERFLOW,
    BR_SLOT_BEYOND,
    BR_OUT_STORAGE,
    BR_COUNT_
} bad_read;
static const char *k_br_names[BR_COUNT_] = {"null_ctx",  "null_cache", "null_params", "null_out",
                                            "zero_tokens", "bad_which", "bad_dtype", "start_beyond",
                                            "out_too_small", "out_offset_overflow", "slot_beyond_capacity",
                                            "out_is_the_cache_storage"};

static void test_bad_write(void)
{
    int b;
    for (b = 0; b < BW_COUNT_; b++) {
        fixture f;
        kvq_write_params w = kvq_write_params_init();
        kvq_result rc, want = E_INV;
        const char *needle = NULL;
        char nb[64];
        int device_side = 0;
        if (!case_begin("bad_input/write/%s", k_bw_names[b])) continue;
        if (!fx_setup(&f)) {
            fx_teardown(&f);
            case_end();
            continue;
        }
        w.k = f.in;
        w.v = f.in;
        w.dtype = KVQ_DTYPE_F32;
        w.n_tokens = 2;
        w.start = 0;
        switch ((bad_write)b) {
        case BW_NULL_CTX: break;
        case BW_NULL_CACHE: needle = "kvq_cache_write: cache is NULL"; break;
        case BW_NULL_PARAMS: needle = "kvq_cache_write: params is NULL"; break;
        case BW_NO_KV: w.k = NULL; w.v = NULL; needle = "k and v are both NULL"; break;
        case BW_ZERO_TOKENS: w.n_tokens = 0; needle = "n_tokens is 0"; break;
        case BW_BAD_DTYPE: w.dtype = (kvq_dtype)9; needle = "dtype 9"; break;
        case BW_START_BEYOND: w.start = f.cap - 1; want = E_RANGE; break;
        case BW_START_AT_END: w.start = f.cap; want = E_RANGE; break;
        case BW_START_WRAP: w.start = 0xffffffffu; want = E_RANGE; break;
        case BW_IN_TOO_SMALL: w.n_tokens = 5; want = E_RANGE; needle = "k is too small"; break; /* buffer holds 4 */
        case BW_IN_OFFSET_BEYOND:
            w.k_offset = 4 * 64 * 2 * 4 - 4 * 64 * 2;
            w.n_tokens = 2;
            want = E_RANGE;
            needle = "k is too small: 1024 bytes needed at offset 1536";
            break;
        case BW_IN_OFFSET_OVERFLOW: w.v_offset = 0xfffffffffffffff0ull; want = E_RANGE; needle = "v is too small"; break;
        case BW_SLOTS_TOO_SMALL: w.slots = f.slots; w.slots_offset = 60; want = E_RANGE; needle = "slots is too small"; break;
        case BW_IN_STORAGE: { /* the cache's own K codes as the V input: it would read what it writes */
            kvq_buffer *kc = NULL;
            CHECK(kvq_cache_storage(f.cache, KVQ_K, &kc, NULL) == KVQ_SUCCESS, "kvq_cache_storage");
            w.v = kc;
            needle = "v is the cache's own K codes buffer";
            break;
        }
        case BW_SLOT_BEYOND:
        case BW_SLOT_HUGE: {
            int32_t s[2];
            s[0] = 0;
            s[1] = b == BW_SLOT_BEYOND ? (int32_t)f.cap : 0x7fffffff;
            upload(f.ctx, f.slots, 0, s, 8);
            w.slots = f.slots;
            want = E_RANGE;
            needle = "slots[1]"; /* on Vulkan the message comes from the wait */
            device_side = g_vulkan;
            break;
        }
        default: break;
        }
        if (b == BW_START_BEYOND || b == BW_START_AT_END || b == BW_START_WRAP) {
            snprintf(nb, sizeof nb, "(start %u + n_tokens 2)", w.start);
            needle = nb;
        }
        clear_error(f.ctx);
        if (b == BW_NULL_CTX) rc = kvq_cache_write(NULL, f.cache, &w);
        else if (b == BW_NULL_CACHE) rc = kvq_cache_write(f.ctx, NULL, &w);
        else if (b == BW_NULL_PARAMS) rc = kvq_cache_write(f.ctx, f.cache, NULL);
        else rc = kvq_cache_write(f.ctx, f.cache, &w);
        if (device_side) {
            /* Vulkan: the device sees the bad entry; the wait reports it */
            CHECK(rc == KVQ_SUCCESS, "write with a bad slot on vulkan returned %d, expected success then an error from kvq_wait", (int)rc);
            rc = kvq_wait(f.ctx);
        }
        expect_error(b == BW_NULL_CTX ? NULL : f.ctx, rc, k_bw_names[b], want, needle);
        fx_untouched(&f, k_bw_names[b]);
        /* positive control: the fixture's base write succeeds (the context is still usable, and the case's
           change alone made the op fail) */
        w = kvq_write_params_init();
        w.k = f.in;
        w.v = f.in;
        w.n_tokens = 2;
        rc = kvq_cache_write(f.ctx, f.cache, &w);
        CHECK(rc == KVQ_SUCCESS, "the base write after the error = %d (%s)", (int)rc, kvq_context_last_error(f.ctx));
        CHECK(kvq_wait(f.ctx) == KVQ_SUCCESS, "kvq_wait after the base write: %s", kvq_context_last_error(f.ctx));
        fx_teardown(&f);
        case_end();
    }
    /* A bad slot in one op of a batch: that op does nothing, the next op of
       the same batch still runs, and the wait reports the error. */
    if (case_begin("bad_input/write/bad_slot_then_good_write_same_batch")) {
        fixture f;
        if (fx_setup(&f)) {
            kvq_write_params w = kvq_write_params_init();
            kvq_result rc1, rc2, rcw;
            int32_t s[2];
            uint64_t n, row, k;
            uint32_t *h;
            uint32_t cw = ref_code_words(KVQ_FORMAT_Q4, f.D);
            int i;
            s[0] = 0;
            s[1] = (int32_t)f.cap;
            upload(f.ctx, f.slots, 0, s, 8);
            w.k = f.in;
            w.v = f.in;
            w.n_tokens = 2;
            w.slots = f.slots;
            clear_error(f.ctx);
            rc1 = kvq_cache_write(f.ctx, f.cache, &w);
            w.slots = NULL;
            w.start = 5;
            w.n_tokens = 1;
            rc2 = kvq_cache_write(f.ctx, f.cache, &w);
            rcw = kvq_wait(f.ctx);
            if (g_vulkan) {
                CHECK(rc1 == KVQ_SUCCESS, "bad write recorded: %d", (int)rc1);
                CHECK(rcw == E_RANGE, "kvq_wait = %d, expected the bad slot's error", (int)rcw);
            } else {
                CHECK(rc1 == E_RANGE, "bad write = %d", (int)rc1);
                CHECK(rcw == KVQ_SUCCESS, "kvq_wait = %d", (int)rcw);
            }
            CHECK(rc2 == KVQ_SUCCESS, "good write = %d", (int)rc2);
            CHECK(kvq_context_last_error(f.ctx)[0] != 0, "no message");
            CHECK(kvq_wait(f.ctx) == KVQ_SUCCESS, "a second kvq_wait still reports the error");
            /* all four storage buffers (K codes, K params, V codes, V params): the bad op wrote nothing, so
               every row but the good write's (slot 5 of heads 0 and 1: rows 5 and 21) holds the sentinel */
            for (i = 0; i < 4; i++) {
                static const char *const stn[4] = {"K codes", "K params", "V codes", "V params"};
                uint64_t rw;
                h = download(f.ctx, f.st[i], &n);
                if (!CHECK(h != NULL && n % ((uint64_t)f.cap * f.H) == 0, "%s: download", stn[i])) {
                    free(h);
                    continue;
                }
                rw = n / ((uint64_t)f.cap * f.H); /* words per row */
                if (i == 0) CHECK(rw == cw, "K codes: %llu words per row, expected %u", (unsigned long long)rw, cw);
                for (k = 0; k < n; k++) {
                    row = k / rw;
                    if ((row == 5 || row == 16 + 5) ? h[k] == SENT : h[k] != SENT) {
                        FAIL("%s word %llu (row %llu) is 0x%08x: only slot 5 should be written", stn[i],
                             (unsigned long long)k, (unsigned long long)row, (unsigned)h[k]);
                        break;
                    }
                }
                free(h);
            }
        }
        fx_teardown(&f);
        case_end();
    }
}

/* K and V of one format in one dispatch (Vulkan: kvq__run_rows), and slot
   mappings of up to KVQ__SLOT_CHECK_INLINE (256) entries checked by the row
   kernels themselves: every format bit-exact with K and V of the same
   format, slot-mapped (with skipped entries), one token by start, and more
   than 1024 rows (plain formats: 16 values per invocation). V's values sit
   8 bytes off K's alignment (rt_execute), so the two halves of a dispatch
   take different load paths. */
static void test_kv_one_dispatch(void)
{
    static const int32_t wsl[12] = {37, 2, -1, 63, 16, 15, -5, 48, 0, 31, 33, 47};
    static const int32_t rsl[10] = {63, -1, 0, 16, 37, 2, -7, 47, 15, 48};
    static const char *const modes[3] = {"slots", "one_token", "rows1040"};
    int fi, m;
    for (fi = 0; fi < 9; fi++)
        for (m = 0; m < 3; m++) {
            rt_desc d;
            if (m == 2 && fi % 3 != 1 && fi != 0 && fi != 3 && fi != 5 && fi != 6 && fi != 8)
                continue; /* F32, F16, Q8, Q4, Q2, Q8S, E4M3, E5M2 (its read of 1040 rows: 8 values per invocation) */
            memset(&d, 0, sizeof d);
            d.D = m == 2 || fi % 2 ? 128 : 64;
            d.H = m == 0 && fi % 3 ? 2 : 8;
            d.kf = d.vf = k_all_formats[fi];
            d.G = (fi + m) % 2 ? 64 : 32;
            d.pd = k_all_dtypes[fi % 3];
            d.in_dt = k_all_dtypes[(fi + m) % 3];
            d.data_kind = -1;
            d.seed = 5150 + (uint64_t)fi * 3 + (uint64_t)m;
            d.bs = 16;
            d.nb = 4;
            if (m == 0) {
                d.n = 12;
                d.wslots = wsl;
                d.n_read = 10;
                d.rslots = rsl;
            } else if (m == 1) {
                d.n = 1;
                d.start = 37;
                d.n_read = 3;
                d.rstart = 36;
            } else {
                d.bs = 136;
                d.nb = 1;
                d.start = 3;
                d.n = 130;
                d.rstart = 3;
                d.n_read = 130;
            }
            if (case_begin("kv_one_dispatch/%s/%s/D%u/H%u/G%u", modes[m], fmt_str(d.kf), d.D, d.H, d.G)) {
                rt_run(&d, "kv1");
                case_end();
            }
        }
    /* a bad entry in a short (checked by the row kernels) and in a long
       (slot_check dispatch) mapping: the op writes none of the four
       storage buffers, and the error names the first bad entry */
    for (m = 0; m < 2; m++) {
        const uint32_t n = m ? 300 : 10, bad = m ? 299 : 7, H = 2, D = 64;
        kvq_cache_desc cd = kvq_cache_desc_init();
        kvq_cache *cache = NULL;
        kvq_buffer *in = NULL, *sl = NULL, *st[4] = {NULL, NULL, NULL, NULL};
        kvq_write_params w = kvq_write_params_init();
        kvq_result rc;
        int32_t *slots = NULL;
        float *x = NULL;
        char needle[32];
        uint32_t i;
        int k, changed = 0;
        if (!case_begin("kv_one_dispatch/bad_slot/%s", m ? "long_map_300" : "short_map_10")) continue;
        cd.n_kv_heads = H;
        cd.head_dim = D;
        cd.block_size = 16;
        cd.n_blocks = 32; /* capacity 512 */
        cd.k_format = cd.v_format = KVQ_FORMAT_Q8;
        rc = kvq_cache_create(g_ctx, &cd, &cache);
        if (!CHECK(rc == KVQ_SUCCESS, "kvq_cache_create = %d (%s)", (int)rc, kvq_context_last_error(g_ctx))) {
            case_end();
            continue;
        }
        CHECK(kvq_cache_storage(cache, KVQ_K, &st[0], &st[1]) == KVQ_SUCCESS, "kvq_cache_storage(K)");
        CHECK(kvq_cache_storage(cache, KVQ_V, &st[2], &st[3]) == KVQ_SUCCESS, "kvq_cache_storage(V)");
        for (k = 0; k < 4; k++) fill_sent(g_ctx, st[k]);
        slots = (int32_t *)malloc(n * 4u);
        x = (float *)malloc((size_t)n * H * D * 4u);
        in = mkbuf(g_ctx, (uint64_t)n * H * D * 4u);
        sl = mkbuf(g_ctx, (uint64_t)n * 4u);
        if (slots && x && in && sl) {
            for (i = 0; i < n * H * D; i++) x[i] = (float)((i * 37u) % 101u) * 0.01f - 0.5f;
            for (i = 0; i < n; i++) slots[i] = (int32_t)((i * 7u) % 512u);
            slots[bad] = 512;
            upload(g_ctx, in, 0, x, (uint64_t)n * H * D * 4u);
            upload(g_ctx, sl, 0, slots, (uint64_t)n * 4u);
            w.k = w.v = in;
            w.n_tokens = n;
            w.slots = sl;
            clear_error(g_ctx);
            rc = kvq_cache_write(g_ctx, cache, &w);
            if (g_vulkan) {
                CHECK(rc == KVQ_SUCCESS, "the write was recorded: %d", (int)rc);
                rc = kvq_wait(g_ctx);
            }
            snprintf(needle, sizeof needle, "slots[%u]", bad);
            expect_error(g_ctx, rc, "kvq_cache_write", E_RANGE, needle);
            for (k = 0; k < 4; k++) {
                static const char *const stn[4] = {"K codes", "K params", "V codes", "V params"};
                uint64_t nw, j;
                uint32_t *h = download(g_ctx, st[k], &nw);
                for (j = 0; h && j < nw; j++)
                    if (h[j] != SENT) {
                        FAIL("%s word %llu is 0x%08x after a write with a bad slot: nothing should be written", stn[k],
                             (unsigned long long)j, (unsigned)h[j]);
                        break;
                    }
                free(h);
            }
            /* positive control: the same write with the entry fixed writes all four */
            slots[bad] = 5;
            upload(g_ctx, sl, 0, slots, (uint64_t)n * 4u);
            rc = kvq_cache_write(g_ctx, cache, &w);
            CHECK(rc == KVQ_SUCCESS && kvq_wait(g_ctx) == KVQ_SUCCESS, "the fixed write: %s", kvq_context_last_error(g_ctx));
            for (k = 0; k < 4; k++) {
                uint64_t nw;
                uint32_t *h = download(g_ctx, st[k], &nw);
                changed += h && h[0] != SENT; /* slot 0 (token 0), head 0 */
                free(h);
            }
            CHECK(changed == 4, "the fixed write wrote %d of the 4 storage buffers' first row", changed);
        } else {
            FAIL("out of memory");
        }
        free(slots);
        free(x);
        kvq_buffer_destroy(g_ctx, in);
        kvq_buffer_destroy(g_ctx, sl);
        kvq_cache_destroy(g_ctx, cache);
        case_end();
    }
}

static void test_bad_read(void)
{
    int b;
    for (b = 0; b < BR_COUNT_; b++) {
        fixture f;
        kvq_read_params r = kvq_read_params_init();
        kvq_result rc, want = E_INV;
        const char *needle = NULL;
        char nb[64];
        int device_side = 0;
        if (!case_begin("bad_input/read/%s", k_br_names[b])) continue;
        if (!fx_setup(&f)) {
            fx_teardown(&f);
            case_end();
            continue;
        }
        r.which = KVQ_K;
        r.out = f.out;
        r.dtype = KVQ_DTYPE_F32;
        r.n_tokens = 2;
        switch ((bad_read)b) {
        case BR_NULL_CACHE: needle = "kvq_cache_read: cache is NULL"; break;
        case BR_NULL_PARAMS: needle = "kvq_cache_read: params is NULL"; break;
        case BR_NULL_OUT: r.out = NULL; needle = "out is NULL"; break;
        case BR_ZERO_TOKENS: r.n_tokens = 0; needle = "n_tokens is 0"; break;
        case BR_BAD_WHICH: r.which = (kvq_which)7; needle = "which 7"; break;
        case BR_BAD_DTYPE: r.dtype = (kvq_dtype)9; needle = "dtype 9"; break;
        case BR_START_BEYOND:
            r.start = f.cap - 1;
            want = E_RANGE;
            snprintf(nb, sizeof nb, "(start %u + n_tokens 2)", r.start);
            needle = nb;
            break;
        case BR_OUT_TOO_SMALL: r.n_tokens = 5; want = E_RANGE; needle = "out is too small: 2560 bytes needed at offset 0"; break;
        case BR_OUT_OFFSET_OVERFLOW:
            r.out_offset = 0xffffffffffffff00ull;
            want = E_RANGE;
            needle = "out is too small: 1024 bytes needed at offset 18446744073709551360";
            break;
        case BR_OUT_STORAGE: /* the cache's own V codes as out */
            CHECK(kvq_cache_storage(f.cache, KVQ_V, &r.out, NULL) == KVQ_SUCCESS, "kvq_cache_storage");
            needle = "out is the cache's own V codes buffer";
            break;
        case BR_SLOT_BEYOND: {
            int32_t s[2];
            s[0] = 1;
            s[1] = (int32_t)f.cap + 3;
            upload(f.ctx, f.slots, 0, s, 8);
            r.slots = f.slots;
            want = E_RANGE;
            needle = "slots[1]";
            device_side = g_vulkan;
            break;
        }
        default: break;
        }
        clear_error(f.ctx);
        if (b == BR_NULL_CTX) rc = kvq_cache_read(NULL, f.cache, &r);
        else if (b == BR_NULL_CACHE) rc = kvq_cache_read(f.ctx, NULL, &r);
        else if (b == BR_NULL_PARAMS) rc = kvq_cache_read(f.ctx, f.cache, NULL);
        else rc = kvq_cache_read(f.ctx, f.cache, &r);
        if (device_side) {
            CHECK(rc == KVQ_SUCCESS, "read with a bad slot on vulkan returned %d, expected success then an error from kvq_wait", (int)rc);
            rc = kvq_wait(f.ctx);
        }
        expect_error(b == BR_NULL_CTX ? NULL : f.ctx, rc, k_br_names[b], want, needle);
        fx_untouched(&f, k_br_names[b]);
        /* positive control: the fixture's base read succeeds */
        r = kvq_read_params_init();
        r.out = f.out;
        r.n_tokens = 2;
        rc = kvq_cache_read(f.ctx, f.cache, &r);
        CHECK(rc == KVQ_SUCCESS, "the base read after the error = %d (%s)", (int)rc, kvq_context_last_error(f.ctx));
        CHECK(kvq_wait(f.ctx) == KVQ_SUCCESS, "kvq_wait after the base read: %s", kvq_context_last_error(f.ctx));
        fx_teardown(&f);
        case_end();
    }
}

static void test_bad_cache(void)
{
    /* {field, value} pairs applied to a good descriptor */
    typedef struct bad_desc {
        const char *name;
        uint32_t H, D, bs, nb, G;
        int kf, vf, pd;
        kvq_result want;
        const char *needle; /* in the message: names the argument */
    } bad_desc;
    static const bad_desc k_bad[] = {
        {"head_dim_0", 8, 0, 16, 4, 0, 4, 4, 0, E_INV, "head_dim 0 "},
        {"head_dim_72", 8, 72, 16, 4, 0, 4, 4, 0, E_UNSUP, "kvq_cache_create: head_dim 72 "},
        {"head_dim_8", 8, 8, 16, 4, 0, 4, 4, 0, E_UNSUP, "head_dim 8 "},
        {"head_dim_2048", 8, 2048, 16, 4, 0, 4, 4, 0, E_UNSUP, "head_dim 2048 "},
        {"n_kv_heads_0", 0, 64, 16, 4, 0, 4, 4, 0, E_INV, "n_kv_heads is 0"},
        {"block_size_0", 8, 64, 0, 4, 0, 4, 4, 0, E_INV, "block_size is 0"},
        {"group_48_of_64", 8, 64, 16, 4, 48, 4, 4, 0, E_UNSUP, "group_size 48 is not supported with head_dim 64"},
        {"group_24", 8, 64, 16, 4, 24, 4, 4, 0, E_UNSUP, "group_size 24 is not supported with head_dim 64"},
        {"group_128_of_64", 8, 64, 16, 4, 128, 4, 4, 0, E_UNSUP, "group_size 128 is not supported with head_dim 64"},
        {"group_32_of_80", 8, 80, 16, 4, 32, 5, 5, 0, E_UNSUP, "group_size 32 is not supported with head_dim 80"},
        {"k_format_99", 8, 64, 16, 4, 0, 99, 4, 0, E_INV, "k_format: format 99"},
        {"v_format_neg", 8, 64, 16, 4, 0, 4, -1, 0, E_INV, "v_format: format -1"},
        {"param_dtype_7", 8, 64, 16, 4, 0, 4, 4, 7, E_INV, "kvq_cache_create: param_dtype 7"}, /* (not "k_format:") */
        {"overflow_64bit", 0x40000000u, 1024, 0x40000000u, 0x40000000u, 0, 1, 1, 0, E_RANGE, NULL},
        {"overflow_max", 0xffffffffu, 1024, 0xffffffffu, 0xffffffffu, 0, 4, 4, 0, E_RANGE, NULL},
    };
    size_t i;
    for (i = 0; i < sizeof k_bad / sizeof k_bad[0]; i++) {
        const bad_desc *b = &k_bad[i];
        kvq_cache_desc cd = kvq_cache_desc_init();
        kvq_cache *c = (kvq_cache *)&cd; /* must come back NULL */
        kvq_result rc;
        if (!case_begin("bad_input/cache_create/%s", b->name)) continue;
        cd.n_kv_heads = b->H;
        cd.head_dim = b->D;
        cd.block_size = b->bs;
        cd.n_blocks = b->nb;
        cd.group_size = b->G;
        cd.k_format = (kvq_format)b->kf;
        cd.v_format = (kvq_format)b->vf;
        cd.param_dtype = (kvq_dtype)b->pd;
        clear_error(g_ctx);
        rc = kvq_cache_create(g_ctx, &cd, &c);
        if (strncmp(b->name, "overflow", 8) == 0) {
            kvq_result al[4];
            al[0] = E_RANGE;
            al[1] = KVQ_ERROR_OUT_OF_MEMORY;
            al[2] = KVQ_ERROR_OUT_OF_DEVICE_MEMORY;
            al[3] = E_INV;
            CHECK(rc != KVQ_SUCCESS && rc_in(rc, al, 4), "%s returned %d (%s)", b->name, (int)rc, kvq_result_string(rc));
            CHECK(kvq_context_last_error(g_ctx)[0] != 0, "no message");
        } else {
            expect_error(g_ctx, rc, b->name, b->want, b->needle);
        }
        CHECK(c == NULL, "*out not NULL after a failed kvq_cache_create");
        if (rc == KVQ_SUCCESS && c) kvq_cache_destroy(g_ctx, c);
        case_end();
    }
    if (case_begin("bad_input/cache_create/base_desc")) {
        /* positive control: the descriptor the cases above change (H 8, D 64, blocks of 16 x 4, Q4) is valid */
        kvq_cache_desc cd = kvq_cache_desc_init();
        kvq_cache *c = NULL;
        kvq_result rc;
        cd.n_kv_heads = 8;
        cd.head_dim = 64;
        cd.block_size = 16;
        cd.n_blocks = 4;
        cd.k_format = (kvq_format)4;
        cd.v_format = (kvq_format)4;
        rc = kvq_cache_create(g_ctx, &cd, &c);
        CHECK(rc == KVQ_SUCCESS && c, "the base descriptor: %d (%s)", (int)rc, kvq_context_last_error(g_ctx));
        cd.head_dim = 80;
        cd.group_size = 16;
        cd.k_format = cd.v_format = (kvq_format)5;
        kvq_cache_destroy(g_ctx, c);
        c = NULL;
        rc = kvq_cache_create(g_ctx, &cd, &c);
        CHECK(rc == KVQ_SUCCESS && c, "D 80, groups of 16, format 5: %d (%s)", (int)rc, kvq_context_last_error(g_ctx));
        kvq_cache_destroy(g_ctx, c);
        case_end();
    }
    /* a group size no half uses (a TQ K, a plain V: 7) is ignored; a grouped half refuses it, named */
    if (case_begin("bad_input/cache_create/group_size_unused")) {
        kvq_cache_desc cd = kvq_cache_desc_init();
        kvq_cache *c = NULL;
        kvq_result rc;
        cd.n_kv_heads = 2;
        cd.head_dim = 64;
        cd.block_size = 16;
        cd.group_size = 7;
        cd.k_format = KVQ_FORMAT_TQ4;
        cd.v_format = KVQ_FORMAT_F32;
        rc = kvq_cache_create(g_ctx, &cd, &c);
        CHECK(rc == KVQ_SUCCESS && c, "TQ4 K, F32 V, group_size 7: %d (%s)", (int)rc, kvq_context_last_error(g_ctx));
        kvq_cache_destroy(g_ctx, c);
        c = NULL;
        cd.v_format = KVQ_FORMAT_Q8;
        rc = kvq_cache_create(g_ctx, &cd, &c);
        expect_error(g_ctx, rc, "Q8 V, group_size 7", E_UNSUP, "kvq_cache_create: v_format: group_size 7 ");
        case_end();
    }
    if (case_begin("bad_input/cache_create/null_args")) {
        kvq_cache_desc cd = kvq_cache_desc_init();
        kvq_cache *c = NULL;
        cd.n_kv_heads = 1;
        cd.head_dim = 64;
        cd.block_size = 16;
        expect_error(NULL, kvq_cache_create(NULL, &cd, &c), "null ctx", E_INV, NULL);
        EXPECT_ERROR(g_ctx, kvq_cache_create(g_ctx, NULL, &c), "null desc", E_INV, "desc is NULL");
        EXPECT_ERROR(g_ctx, kvq_cache_create(g_ctx, &cd, NULL), "null out", E_INV, "out is NULL");
        case_end();
    }
    if (case_begin("bad_input/cache_storage")) {
        kvq_buffer *a = NULL, *b = NULL;
        CHECK(kvq_cache_storage(NULL, KVQ_K, &a, &b) != KVQ_SUCCESS, "storage of a NULL cache");
        case_end();
    }
    if (case_begin("bad_input/row_layout")) {
        kvq_row_layout l = {0, 0, 0, 0.0};
        CHECK(kvq_row_layout_get(KVQ_FORMAT_Q4, 72, 0, KVQ_DTYPE_F16, &l) != KVQ_SUCCESS, "head_dim 72");
        CHECK(kvq_row_layout_get(KVQ_FORMAT_Q4, 0, 0, KVQ_DTYPE_F16, &l) != KVQ_SUCCESS, "head_dim 0");
        CHECK(kvq_row_layout_get(KVQ_FORMAT_Q4, 64, 48, KVQ_DTYPE_F16, &l) != KVQ_SUCCESS, "group 48");
        CHECK(kvq_row_layout_get((kvq_format)99, 64, 32, KVQ_DTYPE_F16, &l) != KVQ_SUCCESS, "format 99");
        CHECK(kvq_row_layout_get(KVQ_FORMAT_Q4, 64, 32, (kvq_dtype)9, &l) != KVQ_SUCCESS, "param dtype 9");
        CHECK(kvq_row_layout_get(KVQ_FORMAT_Q4, 64, 32, KVQ_DTYPE_F16, NULL) != KVQ_SUCCESS, "NULL out");
        case_end();
    }
}

static void test_bad_rows(void)
{
    static const char *names[] = {"null_ctx",      "null_params",   "null_values",       "null_codes",
                                  "null_params_buf", "bad_format",  "head_dim_72",       "group_48",
                                  "zero_rows",     "codes_offset_2", "params_offset_6",  "values_too_small",
                                  "codes_too_small", "params_too_small", "bad_dtype",   "offset_overflow",
                                  "params_overlap_codes"};
    int n = (int)(sizeof names / sizeof names[0]), b, op;
    for (op = 0; op < 2; op++) {
        for (b = 0; b < n; b++) {
            fixture f;
            kvq_rows_params p = kvq_rows_params_init();
            kvq_result rc, want = E_INV;
            const char *needle = NULL;
            if (!case_begin("bad_input/%s/%s", op ? "dequantize" : "quantize", names[b])) continue;
            if (!fx_setup(&f)) {
                fx_teardown(&f);
                case_end();
                continue;
            }
            p.format = KVQ_FORMAT_Q8;
            p.head_dim = 64;
            p.group_size = 32;
            p.n_rows = 4;
            p.values = op ? f.out : f.in; /* dequantize writes values: use the sentinel buffer */
            p.dtype = KVQ_DTYPE_F32;
            p.codes = f.codes;
            p.params = f.params;
            if (op) { /* codes/params are inputs for dequantize: give them defined data */
                kvq_buffer_fill(f.ctx, f.codes, 0, 4096, 0x01020304u);
                kvq_buffer_fill(f.ctx, f.params, 0, 4096, 0x3c003c00u);
            }
            /* NULL params (1) and a NULL params buffer (4) give the same message: the library names both
               "params" */
            switch (b) {
            case 1: needle = "params is NULL"; break;
            case 2: p.values = NULL; needle = "values is NULL"; break;
            case 3: p.codes = NULL; needle = "codes is NULL"; break;
            case 4: p.params = NULL; needle = "params is NULL"; break;
            case 5: p.format = (kvq_format)99; needle = "format 99"; break;
            case 6: p.head_dim = 72; want = E_UNSUP; needle = "head_dim 72"; break;
            case 7: p.group_size = 48; want = E_UNSUP; needle = "group_size 48"; break;
            case 8: p.n_rows = 0; needle = "n_rows is 0"; break;
            case 9: p.codes_offset = 2; needle = "offset of codes (2)"; break;
            case 10: p.params_offset = 6; needle = "offset of params (6)"; break;
            case 11: p.n_rows = 9; want = E_RANGE; needle = "values is too small"; break; /* values hold 8 rows (+ 64 bytes) */
            case 12: p.codes_offset = 4096 - 16; want = E_RANGE; needle = "codes is too small"; break;
            case 13: p.params_offset = 4096 - 4; want = E_RANGE; needle = "params is too small"; break;
            case 14: p.dtype = (kvq_dtype)9; needle = "dtype 9"; break;
            case 15:
                p.values_offset = 0xfffffffffffffff0ull;
                want = E_RANGE;
                needle = "values is too small: 1024 bytes needed at offset 18446744073709551600";
                break;
            case 16: /* params inside the codes' range of one buffer (4 rows of 64 codes: bytes 0..255): refused (was
                        accepted: the kernel writes both at once) */
                p.params = f.codes;
                p.params_offset = 128;
                needle = "codes (bytes 0..255) and params (bytes 128..159) overlap";
                break;
            default: break;
            }
            clear_error(f.ctx);
            if (b == 0) rc = op ? kvq_dequantize(NULL, &p) : kvq_quantize(NULL, &p);
            else if (b == 1) rc = op ? kvq_dequantize(f.ctx, NULL) : kvq_quantize(f.ctx, NULL);
            else rc = op ? kvq_dequantize(f.ctx, &p) : kvq_quantize(f.ctx, &p);
            expect_error(b == 0 ? NULL : f.ctx, rc, names[b], want, needle);
            if (op) { /* the codes/params were refilled: only out must be intact */
                kvq_buffer_fill(f.ctx, f.codes, 0, 4096, SENT);
                kvq_buffer_fill(f.ctx, f.params, 0, 4096, SENT);
            }
            fx_untouched(&f, names[b]);
            /* positive control: the fixture's base op succeeds */
            p.format = KVQ_FORMAT_Q8;
            p.head_dim = 64;
            p.group_size = 32;
            p.n_rows = 4;
            p.values = op ? f.out : f.in;
            p.values_offset = p.codes_offset = p.params_offset = 0;
            p.dtype = KVQ_DTYPE_F32;
            p.codes = f.codes;
            p.params = f.params;
            rc = op ? kvq_dequantize(f.ctx, &p) : kvq_quantize(f.ctx, &p);
            CHECK(rc == KVQ_SUCCESS, "the base op after the error = %d (%s)", (int)rc, kvq_context_last_error(f.ctx));
            CHECK(kvq_wait(f.ctx) == KVQ_SUCCESS, "kvq_wait after the base op: %s", kvq_context_last_error(f.ctx));
            fx_teardown(&f);
            case_end();
        }
    }
}

static void test_bad_buffers(void)
{
    if (case_begin("bad_input/buffers")) {
        kvq_buffer *b = (kvq_buffer *)&g_pass, *ok = NULL;
        unsigned char host[64];
        kvq_result rc;
        clear_error(g_ctx);
        rc = kvq_buffer_create(g_ctx, 0, &b);
        expect_error(g_ctx, rc, "kvq_buffer_create(0)", E_INV, "size is 0");
        CHECK(b == NULL, "*out not NULL after failure");
        expect_error(NULL, kvq_buffer_create(NULL, 64, &b), "kvq_buffer_create(NULL ctx)", E_INV, NULL);
        EXPECT_ERROR(g_ctx, kvq_buffer_create(g_ctx, 64, NULL), "kvq_buffer_create(NULL out)", E_INV, "out is NULL");
        b = NULL;
        rc = kvq_buffer_create(g_ctx, 0xffffffffffffff00ull, &b);
        {
            kvq_result al[4];
            al[0] = KVQ_ERROR_OUT_OF_MEMORY;
            al[1] = KVQ_ERROR_OUT_OF_DEVICE_MEMORY;
            al[2] = E_RANGE;
            al[3] = E_INV;
            CHECK(rc != KVQ_SUCCESS && rc_in(rc, al, 4), "kvq_buffer_create(2^64-256) = %d", (int)rc);
            CHECK(b == NULL, "*out not NULL");
        }
        ok = mkbuf(g_ctx, 64);
        if (ok) {
            uint32_t h[16];
            int i, clean = 1;
            fill_sent(g_ctx, ok);
            memset(host, 0x55, sizeof host);
            EXPECT_ERROR(g_ctx, kvq_buffer_write(g_ctx, ok, 32, host, 64), "write past the end", E_RANGE,
                         "64 bytes needed at offset 32");
            EXPECT_ERROR(g_ctx, kvq_buffer_write(g_ctx, ok, 0xfffffffffffffff0ull, host, 32), "write offset overflow", E_RANGE,
                         "at offset 18446744073709551600");
            EXPECT_ERROR(g_ctx, kvq_buffer_write(g_ctx, ok, 0, NULL, 16), "write from NULL", E_INV, "host pointer is NULL");
            EXPECT_ERROR(g_ctx, kvq_buffer_read(g_ctx, ok, 8, host, 64), "read past the end", E_RANGE,
                         "64 bytes needed at offset 8");
            EXPECT_ERROR(g_ctx, kvq_buffer_read(g_ctx, ok, 0, NULL, 16), "read to NULL", E_INV, "host pointer is NULL");
            EXPECT_ERROR(g_ctx, kvq_buffer_fill(g_ctx, ok, 2, 8, 0), "fill offset 2", E_INV, "offset of buf (2)");
            EXPECT_ERROR(g_ctx, kvq_buffer_fill(g_ctx, ok, 0, 6, 0), "fill size 6", E_INV, "size 6");
            EXPECT_ERROR(g_ctx, kvq_buffer_fill(g_ctx, ok, 32, 64, 0), "fill past the end", E_RANGE,
                         "64 bytes needed at offset 32");
            EXPECT_ERROR(g_ctx, kvq_buffer_fill(g_ctx, NULL, 0, 4, 0), "fill NULL buffer", E_INV, "buf is NULL");
            if (READB(g_ctx, ok, 0, h, 64)) {
                for (i = 0; i < 16; i++)
                    if (h[i] != SENT) clean = 0;
                CHECK(clean, "a failed buffer op changed the buffer");
            }
            CHECK(kvq_buffer_size(ok) == 64, "kvq_buffer_size = %llu", (unsigned long long)kvq_buffer_size(ok));
        }
        kvq_buffer_destroy(g_ctx, ok);
        kvq_buffer_destroy(g_ctx, NULL);
        case_end();
    }
    if (case_begin("bad_input/objects_of_another_context")) {
        /* a buffer or cache of one context passed to another: an error with a
           message, and neither object is touched */
        kvq_context *other = NULL;
        kvq_context_config oc = kvq_context_config_init();
        kvq_buffer *mine = mkbuf(g_ctx, 256), *theirs = NULL;
        kvq_cache *cache = NULL;
        kvq_cache_desc cd = kvq_cache_desc_init();
        oc.backend = KVQ_BACKEND_CPU;
        CHECK(kvq_context_create(&oc, &other) == KVQ_SUCCESS, "a second (CPU) context");
        cd.n_kv_heads = 1;
        cd.head_dim = 64;
        cd.block_size = 4;
        if (other) {
            CHECK(kvq_buffer_create(other, 256, &theirs) == KVQ_SUCCESS, "%s", kvq_context_last_error(other));
            CHECK(kvq_cache_create(other, &cd, &cache) == KVQ_SUCCESS, "%s", kvq_context_last_error(other));
        }
        if (mine && theirs && cache) {
            unsigned char host[256];
            kvq_write_params w = kvq_write_params_init();
            kvq_read_params r = kvq_read_params_init();
            uint32_t h[64];
            kvq_buffer *ost[4] = {NULL, NULL, NULL, NULL}; /* the other cache's K codes, K params, V codes, V params */
            int i, clean = 1;
            fill_sent(g_ctx, mine);
            fill_sent(other, theirs);
            CHECK(kvq_cache_storage(cache, KVQ_K, &ost[0], &ost[1]) == KVQ_SUCCESS &&
                      kvq_cache_storage(cache, KVQ_V, &ost[2], &ost[3]) == KVQ_SUCCESS && ost[0] && ost[2],
                  "the other cache's storage");
            for (i = 0; i < 4; i++) fill_sent(other, ost[i]);
            memset(host, 0x55, sizeof host);
            EXPECT_ERROR(g_ctx, kvq_buffer_write(g_ctx, theirs, 0, host, 16), "write to another context's buffer", E_INV,
                         "kvq_buffer_write: buf was created by another context");
            EXPECT_ERROR(g_ctx, kvq_buffer_fill(g_ctx, theirs, 0, 16, 0), "fill another context's buffer", E_INV,
                         "kvq_buffer_fill: buf was created by another context");
            w.k = mine;
            w.v = mine;
            w.n_tokens = 1;
            EXPECT_ERROR(g_ctx, kvq_cache_write(g_ctx, cache, &w), "write into another context's cache", E_INV,
                         "kvq_cache_write: cache was created by another context");
            r.out = mine;
            r.n_tokens = 1;
            EXPECT_ERROR(g_ctx, kvq_cache_read(g_ctx, cache, &r), "read from another context's cache", E_INV,
                         "kvq_cache_read: cache was created by another context");
            kvq_buffer_destroy(g_ctx, theirs); /* refused: logged, not freed */
            kvq_cache_destroy(g_ctx, cache);
            /* nothing of the other context was touched: its buffer and its cache's storage hold the sentinel */
            if (CHECK(kvq_buffer_read(other, theirs, 0, h, sizeof h) == KVQ_SUCCESS, "the other context's buffer is alive: %s",
                      kvq_context_last_error(other))) {
                for (i = 0; i < 64; i++)
                    if (h[i] != SENT) clean = 0;
                CHECK(clean, "a refused op changed the other context's buffer");
            }
            for (i = 0; i < 4; i++) {
                uint64_t n = 0, k;
                uint32_t *st = download(other, ost[i], &n);
                if (!ost[i]) continue; /* a format without params */
                if (!CHECK(st != NULL, "the other cache's storage %d could not be read", i)) continue;
                for (k = 0; k < n; k++)
                    if (!CHECK(st[k] == SENT, "the other cache's storage %d word %llu changed to 0x%08x", i,
                               (unsigned long long)k, (unsigned)st[k]))
                        break;
                free(st);
            }
            clean = 1;
            if (READB(g_ctx, mine, 0, h, sizeof h)) {
                for (i = 0; i < 64; i++)
                    if (h[i] != SENT) clean = 0;
                CHECK(clean, "a refused op changed this context's buffer");
            }
        } else {
            FAIL("setup: %s", other ? kvq_context_last_error(other) : "no second context");
        }
        kvq_buffer_destroy(g_ctx, mine);
        kvq_context_destroy(other); /* frees theirs and the cache */
        case_end();
    }
    if (case_begin("api/result_and_format_strings")) {
        kvq_format fm;
#define KVQ_TEST_X(name, value, text)                                                                               \
    CHECK(kvq_result_string(name) && strcmp(kvq_result_string(name), text) == 0, "kvq_result_string(%d) = %s", value, \
          kvq_result_string(name) ? kvq_result_string(name) : "(null)");
        KVQ_RESULT_LIST(KVQ_TEST_X)
#undef KVQ_TEST_X
        CHECK(kvq_result_string((kvq_result)-100) != NULL, "unknown result: NULL");
        CHECK(kvq_result_string((kvq_result)5) != NULL, "unknown result: NULL");
        for (fm = KVQ_FORMAT_F32; fm <= KVQ_FORMAT_E5M2; fm = (kvq_format)(fm + 1))
            CHECK(kvq_format_name(fm) && strcmp(kvq_format_name(fm), fmt_str(fm)) == 0, "kvq_format_name(%d) = %s", (int)fm,
                  kvq_format_name(fm) ? kvq_format_name(fm) : "(null)");
        CHECK(strcmp(kvq_format_name((kvq_format)99), "?") == 0, "kvq_format_name(99)");
        CHECK(strcmp(kvq_format_name(KVQ_FORMAT_DEFAULT), "default") == 0 &&
                  strcmp(kvq_dtype_name(KVQ_DTYPE_DEFAULT), "default") == 0,
              "DEFAULT's names: %s, %s", kvq_format_name(KVQ_FORMAT_DEFAULT), kvq_dtype_name(KVQ_DTYPE_DEFAULT));
        CHECK(strcmp(kvq_format_name((kvq_format)-1), "?") == 0, "kvq_format_name(-1)");
        CHECK(kvq_dtype_name(KVQ_DTYPE_F16) && kvq_dtype_name(KVQ_DTYPE_F16)[0], "kvq_dtype_name(F16)");
        CHECK(kvq_dtype_name((kvq_dtype)42) != NULL, "kvq_dtype_name(42) NULL");
        case_end();
    }
}

/* >>group 8: contexts ================================================== */
typedef struct alloc_count {
    long allocs, frees, live, misaligned;
} alloc_count;
static void *count_alloc(void *user, size_t size)
{
    alloc_count *c = (alloc_count *)user;
    void *p = malloc(size ? size : 1);
    if (p) {
        c->allocs++;
        c->live++;
        if (((size_t)p) % 16) c->misaligned++;
    }
    return p;
}
static void count_free(void *user, void *ptr)
{
    alloc_count *c = (alloc_count *)user;
    if (ptr) {
        c->frees++;
        c->live--;
    }
    free(ptr);
}

/* The CPU backend's host clock is a wall clock: a batch that spans a
   1-second sleep lasts at least that (process CPU time, clock(), would
   count nearly nothing while sleeping and every worker thread while
   computing). And a buffer large enough for huge pages (kvq__host_alloc:
   4 MiB and more, placed at a 2 MiB boundary inside a larger allocation)
   holds what is written to it, up to its last byte. */
static void test_cpu_host(void)
{
    kvq_context *tc = NULL;
    kvq_context_config cfg = kvq_context_config_init();
    kvq_buffer *b = NULL;
    const uint32_t n = (5u << 20) + 4u;
    unsigned char *x = NULL, *y = NULL;
    uint32_t i;
    if (!case_begin("context/cpu_host_clock_and_large_buffers")) return;
    cfg.backend = KVQ_BACKEND_CPU;
    cfg.log = log_cb;
    if (CHECK(kvq_context_create(&cfg, &tc) == KVQ_SUCCESS, "CPU context")) {
        b = mkbuf(tc, n);
        x = (unsigned char *)malloc(n);
        y = (unsigned char *)malloc(n);
        if (b && x && y) {
            for (i = 0; i < n; i++) x[i] = (unsigned char)(i * 2654435761u >> 24);
            CHECK(kvq_buffer_write(tc, b, 0, x, n) == KVQ_SUCCESS, "write: %s", kvq_context_last_error(tc));
            CHECK(kvq_buffer_read(tc, b, 0, y, n) == KVQ_SUCCESS, "read: %s", kvq_context_last_error(tc));
            CHECK(memcmp(x, y, n) == 0, "a %u-byte CPU buffer reads back what was written", n);
#if defined(__unix__)
            {
                double t;
                CHECK(kvq_buffer_fill(tc, b, 0, 4096, 1u) == KVQ_SUCCESS, "fill: %s", kvq_context_last_error(tc));
                sleep(1);
                CHECK(kvq_wait(tc) == KVQ_SUCCESS, "wait");
                t = kvq_last_batch_seconds(tc);
                CHECK(t >= 0.9 && t < 60.0, "a batch spanning a 1 s sleep took %g s by kvq_last_batch_seconds", t);
            }
#endif
        }
        kvq_buffer_destroy(tc, b);
        kvq_context_destroy(tc);
    }
    free(x);
    free(y);
    case_end();
}

static void test_context(void)
{
    test_cpu_host();
    if (case_begin("context/config_defaults")) {
        kvq_context_config c = kvq_context_config_init();
        kvq_cache_desc cd = kvq_cache_desc_init();
        kvq_write_params w = kvq_write_params_init();
        kvq_read_params r = kvq_read_params_init();
        kvq_rows_params p = kvq_rows_params_init();
        CHECK(c.backend == KVQ_BACKEND_AUTO, "backend %d", (int)c.backend);
        CHECK(c.device_index == -1, "device_index %d", c.device_index);
        CHECK(c.validation == 0, "validation %d", c.validation);
        CHECK(c.vulkan_library == NULL, "vulkan_library");
        CHECK(c.allocator.alloc == NULL && c.allocator.free == NULL, "allocator");
        CHECK(c.log == NULL, "log");
        CHECK(cd.k_format == KVQ_FORMAT_DEFAULT || cd.k_format == KVQ_FORMAT_F16, "cache desc k_format %d", (int)cd.k_format);
        CHECK(cd.group_size == 0 && cd.n_blocks <= 1, "cache desc defaults");
        CHECK(w.k == NULL && w.v == NULL && w.slots == NULL && w.n_tokens == 0 && w.start == 0, "write params defaults");
        CHECK(r.out == NULL && r.slots == NULL && r.which == KVQ_K, "read params defaults");
        CHECK(p.values == NULL && p.codes == NULL && p.params == NULL, "rows params defaults");
        case_end();
    }
    if (case_begin("context/cpu_backend")) {
        kvq_context_config c = kvq_context_config_init();
        kvq_context *ctx = NULL;
        kvq_result rc;
        c.backend = KVQ_BACKEND_CPU;
        rc = kvq_context_create(&c, &ctx);
        CHECK(rc == KVQ_SUCCESS && ctx, "create = %d", (int)rc);
        if (ctx) {
            CHECK(kvq_context_backend(ctx) == KVQ_BACKEND_CPU, "backend %d", (int)kvq_context_backend(ctx));
            CHECK(strcmp(kvq_context_device_name(ctx), "cpu") == 0, "device name '%s'", kvq_context_device_name(ctx));
            CHECK(kvq_context_last_error(ctx) && kvq_context_last_error(ctx)[0] == 0, "last_error before any failure: '%s'",
                  kvq_context_last_error(ctx));
            CHECK(kvq_submit(ctx) == KVQ_SUCCESS && kvq_wait(ctx) == KVQ_SUCCESS, "submit/wait with nothing recorded");
        }
        kvq_context_destroy(ctx);
        kvq_context_destroy(NULL);
        case_end();
    }
    if (case_begin("context/missing_vulkan_library")) {
        kvq_context_config c = kvq_context_config_init();
        kvq_context *ctx = NULL;
        kvq_result rc;
        if (getenv("KVQ_BACKEND")) {
            case_skip("KVQ_BACKEND is set in the environment");
        } else {
            c.vulkan_library = "libkvq-does-not-exist.so.1";
            c.backend = KVQ_BACKEND_AUTO;
            rc = kvq_context_create(&c, &ctx);
            CHECK(rc == KVQ_SUCCESS && ctx, "AUTO with a missing library = %d", (int)rc);
            if (ctx) {
                CHECK(kvq_context_backend(ctx) == KVQ_BACKEND_CPU, "backend %d", (int)kvq_context_backend(ctx));
                CHECK(kvq_context_backend_reason(ctx) && kvq_context_backend_reason(ctx)[0], "empty reason");
                CHECK(strcmp(kvq_context_device_name(ctx), "cpu") == 0, "device name");
                if (g_verbose) printf("    reason: %s\n", kvq_context_backend_reason(ctx));
            }
            kvq_context_destroy(ctx);
            ctx = (kvq_context *)&c;
            c.backend = KVQ_BACKEND_VULKAN;
            rc = kvq_context_create(&c, &ctx);
            CHECK(rc == KVQ_ERROR_BACKEND_UNAVAILABLE, "VULKAN with a missing library = %d", (int)rc);
            CHECK(ctx == NULL, "*out not NULL after failure");
            if (rc == KVQ_SUCCESS && ctx) kvq_context_destroy(ctx);
            case_end();
        }
    }
    if (case_begin("context/bad_config")) {
        kvq_context_config c = kvq_context_config_init();
        kvq_context *ctx = NULL;
        alloc_count cnt;
        kvq_result rc;
        memset(&cnt, 0, sizeof cnt);
        c.backend = (kvq_backend)7;
        rc = kvq_context_create(&c, &ctx);
        CHECK(rc == E_INV && ctx == NULL, "backend 7 = %d", (int)rc);
        if (ctx) kvq_context_destroy(ctx);
        ctx = NULL;
        c = kvq_context_config_init();
        c.backend = KVQ_BACKEND_CPU;
        c.allocator.user = &cnt;
        c.allocator.alloc = count_alloc; /* free missing: all or none */
        rc = kvq_context_create(&c, &ctx);
        CHECK(rc == E_INV && ctx == NULL, "allocator without free = %d", (int)rc);
        if (ctx) kvq_context_destroy(ctx);
        CHECK(kvq_context_create(&c, NULL) != KVQ_SUCCESS, "NULL out");
        case_end();
    }
    if (case_begin("context/allocator_balance")) {
        kvq_context_config c = kvq_context_config_init();
        kvq_context *ctx = NULL;
        alloc_count cnt;
        kvq_result rc;
        memset(&cnt, 0, sizeof cnt);
        c.backend = g_vulkan ? KVQ_BACKEND_VULKAN : KVQ_BACKEND_CPU;
        c.allow_cpu_device = 1;
        c.validation = g_vulkan && !g_no_validation;
        c.log = log_cb;
        c.log_level = KVQ_LOG_WARNING;
        c.allocator.user = &cnt;
        c.allocator.alloc = count_alloc;
        c.allocator.free = count_free;
        rc = kvq_context_create(&c, &ctx);
        CHECK(rc == KVQ_SUCCESS && ctx, "create = %d", (int)rc);
        if (ctx) {
            kvq_cache_desc cd = kvq_cache_desc_init();
            kvq_cache *cache = NULL, *leaked = NULL;
            kvq_buffer *in = NULL, *leak_buf = NULL;
            float v[4 * 64];
            int i;
            for (i = 0; i < 4 * 64; i++) v[i] = (float)i * 0.01f;
            cd.n_kv_heads = 1;
            cd.head_dim = 64;
            cd.block_size = 16;
            cd.k_format = KVQ_FORMAT_Q4;
            cd.v_format = KVQ_FORMAT_E4M3;
            CHECK(kvq_cache_create(ctx, &cd, &cache) == KVQ_SUCCESS, "cache");
            CHECK(kvq_cache_create(ctx, &cd, &leaked) == KVQ_SUCCESS, "cache 2 (left for destroy)");
            CHECK(kvq_buffer_create(ctx, sizeof v, &in) == KVQ_SUCCESS, "buffer");
            CHECK(kvq_buffer_create(ctx, 256, &leak_buf) == KVQ_SUCCESS, "buffer 2 (left for destroy)");
            if (cache && in) {
                kvq_write_params w = kvq_write_params_init();
                kvq_buffer_write(ctx, in, 0, v, sizeof v);
                w.k = in;
                w.v = in;
                w.n_tokens = 4;
                CHECK(kvq_cache_write(ctx, cache, &w) == KVQ_SUCCESS, "write");
                CHECK(kvq_wait(ctx) == KVQ_SUCCESS, "wait");
                CHECK(kvq_cache_write(ctx, cache, NULL) != KVQ_SUCCESS, "an error (message allocation path)");
            }
            kvq_buffer_destroy(ctx, in);
            kvq_cache_destroy(ctx, cache);
            kvq_context_destroy(ctx); /* frees the cache and buffer left alive */
        }
        CHECK(cnt.allocs > 0, "the allocator was never called");
        CHECK(cnt.live == 0, "allocs %ld frees %ld: %ld blocks not freed", cnt.allocs, cnt.frees, cnt.live);
        CHECK(cnt.misaligned == 0, "misaligned");
        case_end();
    }
    if (case_begin("context/defaults_resolved")) {
        kvq_cache_desc cd = kvq_cache_desc_init(), got;
        kvq_cache *c = NULL;
        cd.n_kv_heads = 2;
        cd.head_dim = 80;
        cd.block_size = 24;
        if (CHECK(kvq_cache_create(g_ctx, &cd, &c) == KVQ_SUCCESS, "create (%s)", kvq_context_last_error(g_ctx))) {
            got = kvq_cache_get_desc(c);
            CHECK(got.group_size == 80, "default group for D=80: %u", got.group_size);
            CHECK(got.k_format == KVQ_FORMAT_F16 && got.v_format == KVQ_FORMAT_F16, "default formats %d %d",
                  (int)got.k_format, (int)got.v_format);
            CHECK(got.param_dtype == KVQ_DTYPE_F16, "default param dtype %d", (int)got.param_dtype);
            CHECK(got.n_blocks == 1, "n_blocks resolved to %u", got.n_blocks);
            CHECK(kvq_cache_capacity(c) == 24, "capacity %llu", (unsigned long long)kvq_cache_capacity(c));
            kvq_cache_destroy(g_ctx, c);
        }
        cd.head_dim = 128;
        cd.k_format = KVQ_FORMAT_Q4;
        c = NULL;
        if (CHECK(kvq_cache_create(g_ctx, &cd, &c) == KVQ_SUCCESS, "create")) {
            got = kvq_cache_get_desc(c);
            CHECK(got.group_size == 32, "default group for D=128: %u", got.group_size);
            kvq_cache_destroy(g_ctx, c);
        }
        case_end();
    }
}

/* >>group 9: sizes ===================================================== */
static void test_sizes(void)
{
    static const uint32_t dims[4] = {64, 80, 128, 256};
    if (case_begin("sizes/row_layout")) {
        int fi, di, pi;
        kvq_row_layout l = {0, 0, 0, 0.0};
        for (fi = 0; fi < 9; fi++)
            for (di = 0; di < 4; di++)
                for (pi = 0; pi < 3; pi++) {
                    static const uint32_t gsz[5] = {16, 32, 64, 128, 256};
                    int gi;
                    for (gi = 0; gi < 5; gi++) {
                        kvq_format f = k_all_formats[fi];
                        uint32_t D = dims[di], G = gsz[gi];
                        kvq_dtype pd = k_all_dtypes[pi];
                        kvq_result rc;
                        double bpv;
                        if (G > D || D % G) continue;
                        rc = kvq_row_layout_get(f, D, G, pd, &l);
                        if (!CHECK(rc == KVQ_SUCCESS, "%s D%u G%u %s: %d", fmt_str(f), D, G, dt_str(pd), (int)rc)) continue;
                        bpv = (double)(ref_code_words(f, D) + ref_param_words(f, D, G, pd)) * 32.0 / D;
                        CHECK(l.code_words == ref_code_words(f, D) && l.param_words == ref_param_words(f, D, G, pd) &&
                                  l.n_groups == ref_n_groups(f, D, G) && l.bits_per_value == bpv,
                              "%s D%u G%u %s: code_words %u param_words %u n_groups %u bpv %g, expected %u %u %u %g",
                              fmt_str(f), D, G, dt_str(pd), l.code_words, l.param_words, l.n_groups, l.bits_per_value,
                              ref_code_words(f, D), ref_param_words(f, D, G, pd), ref_n_groups(f, D, G), bpv);
                    }
                }
        /* the table of kvq.h's header (D=128, G=32, f16 params) */
        {
            static const double bits[9] = {32, 16, 16, 9, 5, 3, 8.5, 8.5, 8.5};
            for (fi = 0; fi < 9; fi++) {
                if (kvq_row_layout_get(k_all_formats[fi], 128, 32, KVQ_DTYPE_F16, &l) == KVQ_SUCCESS)
                    CHECK(l.bits_per_value == bits[fi], "%s: %g bits per value, expected %g", fmt_str(k_all_formats[fi]),
                          l.bits_per_value, bits[fi]);
            }
            if (CHECK(kvq_row_layout_get(KVQ_FORMAT_Q4, 128, 0, KVQ_DTYPE_DEFAULT, &l) == KVQ_SUCCESS, "defaults"))
                CHECK(l.code_words == 16 && l.param_words == 4 && l.n_groups == 4, "Q4/128 defaults: %u %u %u",
                      l.code_words, l.param_words, l.n_groups);
        }
        case_end();
    }
    if (case_begin("sizes/cache_bytes")) {
        int i;
        for (i = 0; i < 9; i++) {
            kvq_cache_desc cd = kvq_cache_desc_init();
            kvq_cache *c = NULL;
            kvq_format kf = k_all_formats[i], vf = k_all_formats[(i * 4 + 3) % 9];
            uint32_t D = dims[i % 4], G = (D % 32) ? D : 32;
            kvq_dtype pd = k_all_dtypes[i % 3];
            cd.n_kv_heads = 1 + (uint32_t)i % 3;
            cd.head_dim = D;
            cd.block_size = 16;
            cd.n_blocks = 1 + (uint32_t)i % 4;
            cd.k_format = kf;
            cd.v_format = vf;
            cd.param_dtype = pd;
            if (!CHECK(kvq_cache_create(g_ctx, &cd, &c) == KVQ_SUCCESS, "create (%s)", kvq_context_last_error(g_ctx)))
                continue;
            {
                uint64_t rows = (uint64_t)cd.n_kv_heads * cd.block_size * cd.n_blocks;
                uint64_t kw = ref_code_words(kf, D) + ref_param_words(kf, D, G, pd);
                uint64_t vw = ref_code_words(vf, D) + ref_param_words(vf, D, G, pd);
                uint64_t exp = rows * (kw + vw) * 4;
                double kb = (double)kw * 32.0 / D, vb = (double)vw * 32.0 / D;
                kvq_buffer *cb = NULL, *pb = NULL;
                CHECK(kvq_cache_bytes(c) == exp, "K=%s V=%s D%u: %llu bytes, expected %llu", fmt_str(kf), fmt_str(vf), D,
                      (unsigned long long)kvq_cache_bytes(c), (unsigned long long)exp);
                CHECK(kvq_cache_bits_per_value(c, KVQ_K) == kb, "K %s: %g bits, expected %g", fmt_str(kf),
                      kvq_cache_bits_per_value(c, KVQ_K), kb);
                CHECK(kvq_cache_bits_per_value(c, KVQ_V) == vb, "V %s: %g bits, expected %g", fmt_str(vf),
                      kvq_cache_bits_per_value(c, KVQ_V), vb);
                CHECK(kvq_cache_capacity(c) == (uint64_t)cd.block_size * cd.n_blocks, "capacity");
                if (CHECK(kvq_cache_storage(c, KVQ_K, &cb, &pb) == KVQ_SUCCESS, "K storage")) {
                    CHECK(cb && kvq_buffer_size(cb) == rows * ref_code_words(kf, D) * 4, "K codes buffer size");
                    CHECK(fmt_plain(kf) ? pb == NULL : (pb && kvq_buffer_size(pb) == rows * ref_param_words(kf, D, G, pd) * 4),
                          "K params buffer");
                }
                if (CHECK(kvq_cache_storage(c, KVQ_V, &cb, &pb) == KVQ_SUCCESS, "V storage")) {
                    CHECK(cb && kvq_buffer_size(cb) == rows * ref_code_words(vf, D) * 4, "V codes buffer size");
                    CHECK(fmt_plain(vf) ? pb == NULL : (pb && kvq_buffer_size(pb) == rows * ref_param_words(vf, D, G, pd) * 4),
                          "V params buffer");
                }
            }
            kvq_cache_destroy(g_ctx, c);
        }
        {
            /* the example of the brief: Q4, D=128, G=32, f16 params -> 5 bits */
            kvq_cache_desc cd = kvq_cache_desc_init();
            kvq_cache *c = NULL;
            cd.n_kv_heads = 8;
            cd.head_dim = 128;
            cd.block_size = 64;
            cd.k_format = KVQ_FORMAT_Q4;
            cd.v_format = KVQ_FORMAT_Q8;
            if (CHECK(kvq_cache_create(g_ctx, &cd, &c) == KVQ_SUCCESS, "create")) {
                CHECK(kvq_cache_bits_per_value(c, KVQ_K) == 5.0, "Q4 bits %g", kvq_cache_bits_per_value(c, KVQ_K));
                CHECK(kvq_cache_bits_per_value(c, KVQ_V) == 9.0, "Q8 bits %g", kvq_cache_bits_per_value(c, KVQ_V));
                CHECK(kvq_cache_bytes(c) == 8ull * 64 * (20 + 36) * 4, "bytes %llu", (unsigned long long)kvq_cache_bytes(c));
                kvq_cache_destroy(g_ctx, c);
            }
        }
        case_end();
    }
}

/* >>group 10: vulkan only ============================================== */
static void test_vulkan_only(void)
{
    if (case_begin("vulkan/no_validation_messages")) {
        if (!g_vulkan) case_skip("cpu backend");
        else {
            CHECK(g_validation_msgs == 0, "%ld validation messages during the run", g_validation_msgs);
            case_end();
        }
    }
    if (case_begin("vulkan/backend_and_timestamps")) {
        if (!g_vulkan) case_skip("cpu backend");
        else {
            CHECK(kvq_context_backend(g_ctx) == KVQ_BACKEND_VULKAN, "backend %d", (int)kvq_context_backend(g_ctx));
            CHECK(kvq_context_device_name(g_ctx) && kvq_context_device_name(g_ctx)[0] &&
                      strcmp(kvq_context_device_name(g_ctx), "cpu") != 0,
                  "device name '%s'", kvq_context_device_name(g_ctx));
            CHECK(kvq_context_backend_reason(g_ctx) && kvq_context_backend_reason(g_ctx)[0] == 0, "reason '%s'",
                  kvq_context_backend_reason(g_ctx));
            {
                /* a fresh context, so the value cannot be left over from an earlier batch: -1 before any
                   batch, > 0 after one fill + wait */
                kvq_context *tc = NULL;
                kvq_context_config cfg = kvq_context_config_init();
                kvq_buffer *b = NULL;
                kvq_result rc;
                int no_ts = 0;
                cfg.backend = KVQ_BACKEND_VULKAN;
                cfg.allow_cpu_device = 1;
                cfg.validation = !g_no_validation;
                cfg.log = log_cb;
                cfg.log_level = KVQ_LOG_WARNING;
                rc = kvq_context_create(&cfg, &tc);
                if (CHECK(rc == KVQ_SUCCESS && tc, "a second Vulkan context: %d (%s)", (int)rc, kvq_result_string(rc))) {
                    double t0 = kvq_last_batch_seconds(tc), t1;
                    CHECK(t0 < 0, "kvq_last_batch_seconds before any batch = %g, expected -1", t0);
                    b = mkbuf(tc, 1 << 20);
                    if (b) {
                        int ok = CHECK(kvq_buffer_fill(tc, b, 0, 1 << 20, 7u) == KVQ_SUCCESS, "fill: %s", kvq_context_last_error(tc));
                        ok &= CHECK(kvq_submit(tc) == KVQ_SUCCESS, "submit: %s", kvq_context_last_error(tc));
                        ok &= CHECK(kvq_wait(tc) == KVQ_SUCCESS, "wait: %s", kvq_context_last_error(tc));
                        t1 = kvq_last_batch_seconds(tc);
                        if (ok && t1 < 0)
                            no_ts = 1; /* the queue has no timestamps (timestampValidBits 0): said loudly below */
                        else
                            CHECK(t1 > 0 && t1 < 60, "kvq_last_batch_seconds after one batch = %g", t1);
                    }
                    kvq_buffer_destroy(tc, b);
                    kvq_context_destroy(tc);
                }
                if (no_ts && g_case_fails == 0) case_skip("THE DEVICE HAS NO TIMESTAMPS: kvq_last_batch_seconds stays -1 after a batch");
                else case_end();
            }
        }
    }
}

/* An op whose recording fails half way (here: host memory runs out when V's
   pipeline is made, after K's dispatch is recorded) returns the error and
   writes nothing, not even the half already recorded. The failure is
   provoked by an allocator that fails once armed, at the moment the
   context's pipeline cache must grow; the loop walks new pipelines until it
   does. */
static int g_fail_armed;
static void *failing_alloc(void *user, size_t n)
{
    (void)user;
    return g_fail_armed ? NULL : malloc(n);
}
static void failing_free(void *user, void *p)
{
    (void)user;
    free(p);
}

static void test_failed_op_writes_nothing(void)
{
    kvq_context *ctx = NULL;
    kvq_context_config cfg = kvq_context_config_init();
    kvq_buffer *in = NULL;
    float x[1024];
    uint32_t d, i, failed = 0;
    if (!case_begin("bad_input/failed_op_writes_nothing")) return;
    cfg.backend = g_vulkan ? KVQ_BACKEND_VULKAN : KVQ_BACKEND_CPU;
    cfg.allow_cpu_device = 1;
    cfg.validation = g_vulkan && !g_no_validation; /* its Vulkan work validated, its messages counted */
    cfg.log = log_cb;
    cfg.log_level = KVQ_LOG_WARNING;
    cfg.allocator.alloc = failing_alloc;
    cfg.allocator.free = failing_free;
    CHECK(kvq_context_create(&cfg, &ctx) == KVQ_SUCCESS, "context");
    for (i = 0; i < 1024; i++) x[i] = (float)i * 0.25f - 3.0f;
    if (!ctx || kvq_buffer_create(ctx, sizeof x, &in) != KVQ_SUCCESS ||
        kvq_buffer_write(ctx, in, 0, x, sizeof x) != KVQ_SUCCESS) {
        FAIL("setup: %s", ctx ? kvq_context_last_error(ctx) : "no context");
    } else {
        for (d = 16; d <= 1024 && !failed; d += 16) {
            kvq_cache_desc cd = kvq_cache_desc_init();
            kvq_cache *plain = NULL, *mixed = NULL;
            kvq_write_params w = kvq_write_params_init();
            kvq_buffer *kc = NULL;
            kvq_result rc;
            cd.n_kv_heads = 1;
            cd.head_dim = d;
            cd.block_size = 2;
            cd.group_size = d;
            cd.k_format = cd.v_format = KVQ_FORMAT_F32;
            w.k = w.v = in;
            w.n_tokens = 1;
            if (kvq_cache_create(ctx, &cd, &plain) != KVQ_SUCCESS) {
                FAIL("head_dim %u: the F32 cache: %s", d, kvq_context_last_error(ctx));
                break;
            }
            CHECK(kvq_cache_write(ctx, plain, &w) == KVQ_SUCCESS, "F32 write, head_dim %u", d); /* K's pipeline */
            if (d % 32 == 0) { /* one more pipeline every other step, so the growth falls on V's too */
                kvq_read_params r = kvq_read_params_init();
                r.out = in;
                r.n_tokens = 1;
                CHECK(kvq_cache_read(ctx, plain, &r) == KVQ_SUCCESS, "read");
            }
            CHECK(kvq_wait(ctx) == KVQ_SUCCESS, "wait");
            cd.v_format = KVQ_FORMAT_Q8;
            if (kvq_cache_create(ctx, &cd, &mixed) == KVQ_SUCCESS && kvq_cache_storage(mixed, KVQ_K, &kc, NULL) == 0 &&
                kvq_buffer_fill(ctx, kc, 0, (uint64_t)d * 2u * 4u, SENT) == KVQ_SUCCESS && kvq_wait(ctx) == KVQ_SUCCESS) {
                g_fail_armed = 1;
                rc = kvq_cache_write(ctx, mixed, &w); /* K: an existing pipeline; V: a new one */
                g_fail_armed = 0;
                if (rc != KVQ_SUCCESS) {
                    uint32_t h[2048], j, clean = 1;
                    failed = 1;
                    CHECK(rc == KVQ_ERROR_OUT_OF_MEMORY, "the failed write returned %d (%s)", (int)rc,
                          kvq_context_last_error(ctx));
                    CHECK(kvq_wait(ctx) == KVQ_SUCCESS, "wait after the failed op: %s", kvq_context_last_error(ctx));
                    CHECK(kvq_buffer_read(ctx, kc, 0, h, (uint64_t)d * 2u * 4u) == KVQ_SUCCESS, "read K storage");
                    for (j = 0; j < d * 2u; j++)
                        if (h[j] != SENT) clean = 0;
                    CHECK(clean, "head_dim %u: the failed write changed K's storage", d);
                }
                kvq_wait(ctx);
            } else {
                FAIL("head_dim %u: the mixed cache's setup: %s", d, kvq_context_last_error(ctx));
            }
            g_fail_armed = 0;
            kvq_cache_destroy(ctx, plain);
            kvq_cache_destroy(ctx, mixed);
        }
        if (g_vulkan) CHECK(failed, "no write failed: the pipeline cache never had to grow at V's pipeline");
    }
    /* On both backends: a write of K and V whose last slot is beyond the
       capacity writes neither half (K's rows come first in the op, so a
       backend that wrote as it went would have changed K), and an attention
       whose workspace cannot be allocated leaves out and lse as they were. */
    if (ctx && in) {
        kvq_cache_desc cd = kvq_cache_desc_init();
        kvq_cache *c = NULL;
        kvq_buffer *kc = NULL, *vc = NULL, *kp = NULL, *vp = NULL, *slots = NULL, *out = NULL, *lens = NULL;
        int32_t sl[4] = {0, 1, 2, 9};
        uint32_t len = 3, j;
        kvq_result rc;
        cd.n_kv_heads = 2;
        cd.head_dim = 64;
        cd.block_size = 8;
        cd.k_format = KVQ_FORMAT_Q8;
        cd.v_format = KVQ_FORMAT_Q4;
        if (CHECK(kvq_cache_create(ctx, &cd, &c) == KVQ_SUCCESS, "cache") &&
            kvq_cache_storage(c, KVQ_K, &kc, &kp) == 0 && kvq_cache_storage(c, KVQ_V, &vc, &vp) == 0 &&
            (slots = mkbuf(ctx, sizeof sl)) != NULL && (out = mkbuf(ctx, 4 * 64 * 4 + 16)) != NULL &&
            (lens = mkbuf(ctx, 4)) != NULL) {
            kvq_buffer *all[4];
            kvq_write_params w = kvq_write_params_init();
            kvq_attention_params ap = kvq_attention_params_init();
            uint32_t *h;
            uint64_t n, b;
            all[0] = kc;
            all[1] = kp;
            all[2] = vc;
            all[3] = vp;
            for (b = 0; b < 4; b++) fill_sent(ctx, all[b]);
            upload(ctx, slots, 0, sl, sizeof sl);
            w.k = w.v = in;
            w.n_tokens = 4;
            w.slots = slots;
            rc = kvq_cache_write(ctx, c, &w);
            if (rc == KVQ_SUCCESS) rc = kvq_wait(ctx);
            CHECK(rc == KVQ_ERROR_OUT_OF_RANGE, "a write with slots[3] = 9 of 8 returned %d", (int)rc);
            for (b = 0; b < 4; b++) {
                uint64_t changed = 0;
                h = download(ctx, all[b], &n);
                for (j = 0; h && j < n; j++) changed += h[j] != SENT;
                CHECK(h && changed == 0, "the failed write changed %llu words of %s's %s",
                      (unsigned long long)changed, b < 2 ? "K" : "V", b % 2 ? "params" : "codes");
                free(h);
            }
            /* the cache is whole again (no NaN rows), then an attention that
               cannot get its workspace */
            w.slots = NULL;
            w.n_tokens = 3;
            CHECK(kvq_cache_write(ctx, c, &w) == KVQ_SUCCESS && kvq_wait(ctx) == KVQ_SUCCESS, "write");
            upload(ctx, lens, 0, &len, 4);
            fill_sent(ctx, out);
            ap.q = in;
            ap.out = out;
            ap.n_seqs = 1;
            ap.n_q_heads = 4;
            ap.seq_lens = lens;
            ap.lse = out;
            ap.lse_offset = 4 * 64 * 4;
            ap.n_splits = 2;
            /* CPU only: on Vulkan the attention's workspace comes from memory this allocator does not see, so it
               succeeds; there a failing op's "writes nothing" is covered by tests/test_robust.c fault/pipeline_op */
            if (!g_vulkan) {
                g_fail_armed = 1;
                rc = kvq_attention(ctx, c, &ap);
                g_fail_armed = 0;
                if (rc == KVQ_SUCCESS) rc = kvq_wait(ctx);
                CHECK(rc == KVQ_ERROR_OUT_OF_MEMORY, "the attention without memory returned %d", (int)rc);
                uint64_t changed = 0;
                h = download(ctx, out, &n);
                for (j = 0; h && j < n; j++) changed += h[j] != SENT;
                CHECK(h && changed == 0, "the failed attention changed %llu words of out and lse",
                      (unsigned long long)changed);
                free(h);
                /* and the context goes on */
                CHECK(kvq_attention(ctx, c, &ap) == KVQ_SUCCESS && kvq_wait(ctx) == KVQ_SUCCESS,
                      "the attention once memory is back: %s", kvq_context_last_error(ctx));
            }
        } else {
            FAIL("the second part's setup: %s", kvq_context_last_error(ctx));
        }
        kvq_buffer_destroy(ctx, slots);
        kvq_buffer_destroy(ctx, out);
        kvq_buffer_destroy(ctx, lens);
        kvq_cache_destroy(ctx, c);
    }
    kvq_buffer_destroy(ctx, in);
    kvq_context_destroy(ctx);
    case_end();
}

/* kvq_buffer_destroy refuses a cache's storage (the cache keeps working);
   on Vulkan a transfer that waits for an op with a bad slot mapping is done
   in full and then returns that op's error. */
static void test_storage_and_deferred_errors(void)
{
    kvq_cache_desc cd = kvq_cache_desc_init();
    kvq_cache *cache = NULL;
    kvq_buffer *codes = NULL, *in = NULL, *slots = NULL, *big = NULL;
    float x[64];
    int i;
    if (!case_begin("api/storage_and_deferred_errors")) return;
    cd.n_kv_heads = 1;
    cd.head_dim = 64;
    cd.block_size = 4;
    cd.k_format = cd.v_format = KVQ_FORMAT_F32;
    for (i = 0; i < 64; i++) x[i] = (float)i;
    if (kvq_cache_create(g_ctx, &cd, &cache) == KVQ_SUCCESS && kvq_cache_storage(cache, KVQ_K, &codes, NULL) == 0 &&
        (in = mkbuf(g_ctx, sizeof x)) != NULL && (slots = mkbuf(g_ctx, 4)) != NULL) {
        kvq_write_params w = kvq_write_params_init();
        float y[64];
        int32_t bad = 100;
        kvq_buffer_destroy(g_ctx, codes); /* refused, and kvq_context_last_error says so */
        CHECK(strstr(kvq_context_last_error(g_ctx), "kvq_buffer_destroy: the buffer is a cache's storage") != NULL,
              "last error after the refused destroy: %s", kvq_context_last_error(g_ctx));
        CHECK(kvq_buffer_write(g_ctx, in, 0, x, sizeof x) == KVQ_SUCCESS, "write input");
        w.k = in;
        w.n_tokens = 1;
        w.start = 3;
        CHECK(kvq_cache_write(g_ctx, cache, &w) == KVQ_SUCCESS, "write after a refused destroy: %s",
              kvq_context_last_error(g_ctx));
        CHECK(kvq_buffer_read(g_ctx, codes, 3 * sizeof x, y, sizeof y) == KVQ_SUCCESS && memcmp(x, y, sizeof x) == 0,
              "the cache's storage holds the row");
        if (g_vulkan) {
            const uint64_t n = 20u << 20;
            unsigned char *h = (unsigned char *)malloc((size_t)n), *back = (unsigned char *)malloc((size_t)n);
            big = mkbuf(g_ctx, n);
            CHECK(kvq_buffer_write(g_ctx, slots, 0, &bad, 4) == KVQ_SUCCESS, "slots");
            if (h && back && big) {
                uint64_t j, diff = 0;
                for (j = 0; j < n; j++) h[j] = (unsigned char)(j * 7u + (j >> 16));
                w.slots = slots;
                CHECK(kvq_cache_write(g_ctx, cache, &w) == KVQ_SUCCESS, "a bad slot is seen by the device only");
                CHECK(kvq_buffer_write(g_ctx, big, 0, h, n) == KVQ_ERROR_OUT_OF_RANGE,
                      "the transfer returns the recorded op's error");
                CHECK(strstr(kvq_context_last_error(g_ctx), "slots[0]") != NULL, "message: %s",
                      kvq_context_last_error(g_ctx));
                CHECK(kvq_buffer_read(g_ctx, big, 0, back, n) == KVQ_SUCCESS, "read back: %s",
                      kvq_context_last_error(g_ctx));
                for (j = 0; j < n; j++) diff += h[j] != back[j];
                CHECK(diff == 0, "the transfer was done in full (%llu bytes differ)", (unsigned long long)diff);
            }
            free(h);
            free(back);
        }
    }
    kvq_buffer_destroy(g_ctx, big);
    kvq_buffer_destroy(g_ctx, in);
    kvq_buffer_destroy(g_ctx, slots);
    kvq_cache_destroy(g_ctx, cache);
    case_end();
}

/* A device-detected error found by a wait the caller did not ask for is kept for the next call that waits, and
   the op that waited is recorded: the batch kvq_submit started, waited for by the next op; a full batch
   (KVQ__MAX_OPS_PER_BATCH, 1024 ops) run early; the work a destroyed buffer may use. (The op that waited was
   refused with the earlier op's error, and its data never written; found by a review.) On the CPU the bad op
   returns its error itself and every other call succeeds. Each case: a bad slot mapping (op 0), then good
   writes of token t = value t + 1 to slot t, then the checks: every good row there, and the error (naming op 0's
   slots[0]) returned once, by the call that waits. */
static void test_early_waits(void)
{
    static const char *const names[4] = {"submitted", "full_batch", "buffer_destroy", "transfer"};
    const uint32_t D = 16, n_good = 1100, cap = 1280;
    int m;
    for (m = 0; m < 4; m++) {
        kvq_cache_desc cd = kvq_cache_desc_init();
        kvq_cache *cache = NULL;
        kvq_buffer *in = NULL, *slots = NULL, *out = NULL, *extra = NULL;
        float *x = NULL, *y = NULL;
        const uint32_t n = m == 1 ? n_good : 3u; /* good writes */
        int32_t bad = (int32_t)cap;
        uint32_t t, j;
        kvq_result rb, rw;
        if (!case_begin("api/early_waits/%s", names[m])) continue;
        cd.n_kv_heads = 1;
        cd.head_dim = D;
        cd.block_size = 8;
        cd.n_blocks = cap / 8u;
        cd.k_format = cd.v_format = KVQ_FORMAT_F32;
        x = (float *)malloc((size_t)n_good * D * 4u);
        y = (float *)malloc((size_t)n_good * D * 4u);
        if (!CHECK(x && y && kvq_cache_create(g_ctx, &cd, &cache) == KVQ_SUCCESS, "set-up") ||
            !CHECK((in = mkbuf(g_ctx, (uint64_t)n_good * D * 4u)) && (slots = mkbuf(g_ctx, 4)) &&
                       (out = mkbuf(g_ctx, (uint64_t)n_good * D * 4u)) && (extra = mkbuf(g_ctx, 64)),
                   "buffers"))
            goto done;
        for (t = 0; t < n_good * D; t++) x[t] = (float)(t / D + 1u);
        CHECK(kvq_buffer_write(g_ctx, in, 0, x, (uint64_t)n_good * D * 4u) == KVQ_SUCCESS &&
                  kvq_buffer_write(g_ctx, slots, 0, &bad, 4) == KVQ_SUCCESS,
              "inputs");
        {
            kvq_write_params w = kvq_write_params_init();
            w.k = in;
            w.n_tokens = 1;
            w.slots = slots;
            rb = kvq_cache_write(g_ctx, cache, &w); /* op 0: slot 1280, beyond the cache */
            CHECK(rb == (g_vulkan ? KVQ_SUCCESS : E_RANGE), "the bad write returned %d", (int)rb);
            if (m == 0 || m == 3) CHECK(kvq_submit(g_ctx) == KVQ_SUCCESS, "kvq_submit");
            if (m == 2) {
                kvq_buffer_destroy(g_ctx, extra); /* waits for the work */
                extra = NULL;
            }
            w.slots = NULL;
            for (t = 0; t < n; t++) {
                kvq_result r;
                w.start = t;
                w.k_offset = (uint64_t)t * D * 4u;
                r = kvq_cache_write(g_ctx, cache, &w);
                if (!CHECK(r == KVQ_SUCCESS, "good write %u returned %d: %s", t, (int)r, kvq_context_last_error(g_ctx)))
                    break;
            }
        }
        {
            kvq_read_params rp = kvq_read_params_init();
            rp.which = KVQ_K;
            rp.out = out;
            rp.n_tokens = n;
            if (m == 3) { /* a transfer is a call that waits: it returns the kept error, and is done */
                CHECK(kvq_cache_read(g_ctx, cache, &rp) == KVQ_SUCCESS, "read recorded");
                rw = kvq_buffer_read(g_ctx, out, 0, y, (uint64_t)n * D * 4u);
            } else {
                rw = kvq_wait(g_ctx);
            }
            CHECK(rw == (g_vulkan ? E_RANGE : KVQ_SUCCESS), "the call that waits returned %d: %s", (int)rw,
                  kvq_context_last_error(g_ctx));
            if (g_vulkan)
                CHECK(strstr(kvq_context_last_error(g_ctx), "op 0 of the batch): slots[0] is beyond") != NULL,
                      "its message: %s", kvq_context_last_error(g_ctx));
            CHECK(kvq_wait(g_ctx) == KVQ_SUCCESS, "a second kvq_wait: %s", kvq_context_last_error(g_ctx));
            if (m != 3)
                CHECK(kvq_cache_read(g_ctx, cache, &rp) == KVQ_SUCCESS &&
                          kvq_buffer_read(g_ctx, out, 0, y, (uint64_t)n * D * 4u) == KVQ_SUCCESS,
                      "read back: %s", kvq_context_last_error(g_ctx));
            for (t = 0; t < n; t++)
                for (j = 0; j < D; j++)
                    if (y[t * D + j] != (float)(t + 1u)) {
                        FAIL("slot %u dim %u reads %g, its good write wrote %u", t, j, (double)y[t * D + j], t + 1u);
                        t = n;
                        break;
                    }
        }
    done:
        kvq_buffer_destroy(g_ctx, in);
        kvq_buffer_destroy(g_ctx, slots);
        kvq_buffer_destroy(g_ctx, out);
        kvq_buffer_destroy(g_ctx, extra);
        kvq_cache_destroy(g_ctx, cache);
        free(x);
        free(y);
        case_end();
    }
}

/* Host <-> buffer transfers larger than the Vulkan staging buffer (16 MiB),
   at unaligned offsets and sizes: every byte arrives, nothing around moves. */
static void test_large_transfer(void)
{
    const uint64_t n = (34u << 20) + 6u, off = (17u << 20) + 3u, len = (16u << 20) + 4097u;
    unsigned char *src, *dst;
    kvq_buffer *b;
    uint64_t i, bad = 0;
    if (!case_begin("buffers/large_transfer")) return;
    src = (unsigned char *)malloc((size_t)n);
    dst = (unsigned char *)malloc((size_t)n);
    b = mkbuf(g_ctx, n);
    if (src && dst && b) {
        for (i = 0; i < n; i++) src[i] = (unsigned char)((i * 131u + 7u) ^ (i >> 20));
        CHECK(kvq_buffer_write(g_ctx, b, 0, src, n) == KVQ_SUCCESS, "write: %s", kvq_context_last_error(g_ctx));
        memset(dst, 0, (size_t)n);
        CHECK(kvq_buffer_read(g_ctx, b, 0, dst, n) == KVQ_SUCCESS, "read: %s", kvq_context_last_error(g_ctx));
        for (i = 0; i < n; i++) bad += src[i] != dst[i];
        CHECK(bad == 0, "%llu of %llu bytes differ after a whole write and read", (unsigned long long)bad,
              (unsigned long long)n);
        /* overwrite an unaligned middle range, then read all back */
        for (i = 0; i < len; i++) src[off + i] = (unsigned char)~src[off + i];
        CHECK(kvq_buffer_write(g_ctx, b, off, src + off, len) == KVQ_SUCCESS, "write range: %s",
              kvq_context_last_error(g_ctx));
        memset(dst, 0, (size_t)n);
        CHECK(kvq_buffer_read(g_ctx, b, 0, dst, n) == KVQ_SUCCESS, "read: %s", kvq_context_last_error(g_ctx));
        for (bad = 0, i = 0; i < n; i++) bad += src[i] != dst[i];
        CHECK(bad == 0, "%llu bytes differ after an unaligned range write", (unsigned long long)bad);
        /* read an unaligned range into the middle of a host array */
        memset(dst, 0xa5, (size_t)n);
        CHECK(kvq_buffer_read(g_ctx, b, off + 1u, dst + 5, len - 9u) == KVQ_SUCCESS, "read range: %s",
              kvq_context_last_error(g_ctx));
        for (bad = 0, i = 0; i < len - 9u; i++) bad += dst[5 + i] != src[off + 1u + i];
        for (i = 0; i < 5; i++) bad += dst[i] != 0xa5;
        for (i = 5 + len - 9u; i < n; i++) bad += dst[i] != 0xa5;
        CHECK(bad == 0, "%llu bytes wrong after an unaligned range read", (unsigned long long)bad);
    }
    kvq_buffer_destroy(g_ctx, b);
    free(src);
    free(dst);
    case_end();
}

/* >>main =============================================================== */
static void run_all(void)
{
    test_reference();
    test_sizes();
    test_context();
    test_roundtrip();
    test_chunks();
    test_slots();
    test_kv_one_dispatch();
    test_bleed();
    test_rows();
    test_f16_window();
    test_param_edges();
    test_simd_rows();
    test_fp8();
    test_edge_rules();
    test_contraction_sensitive();
    test_bad_cache();
    test_bad_write();
    test_bad_read();
    test_bad_rows();
    test_bad_buffers();
    test_large_transfer();
    test_failed_op_writes_nothing();
    test_storage_and_deferred_errors();
    test_early_waits();
    test_vulkan_only(); /* last: counts the validation messages of the whole run */
}

int main(int argc, char **argv)
{
    int rc = harness_main(argc, argv, "test_kvq", run_all);
    if (rc == 0 || g_pass) printf("codes checked against the reference: %ld (all bit-exact)\n", g_codes_checked);
    return rc;
}
