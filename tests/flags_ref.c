/* flags_ref.c - tests/ref.h's quantizer in a translation unit of its own,
   always compiled with fixed flags (-O0 -ffp-contract=off, no -march: see
   the Makefile's $(B)/flags_ref.o), so that test_flags, built with
   whatever flags are under test (-O3 -march=native -ffp-contract=fast,
   clang), compares kvq.h's stored bytes with a reference those flags
   cannot reach. The test inputs are made here too (their own float
   arithmetic would otherwise change with the flags). Only kvq.h's
   declarations are used here. */
#include "kvq.h"

#include "harness.h"
#include "ref.h"

#include "flags_ref.h"

int flags_ref_row(kvq_format fmt, uint32_t D, uint32_t G, kvq_dtype pd, const float *x, uint32_t *code_words,
                  uint32_t *param_words, uint8_t *group_bad)
{
    static ref_row r; /* large; one caller at a time */
    uint32_t g;
    if (D == 0 || D > MAXD || (!fmt_plain(fmt) && (G == 0 || D % G != 0))) return -1;
    ref_quantize_row(fmt, D, G, pd, x, &r);
    ref_pack_codes(fmt, D, r.code, code_words);
    if (!fmt_plain(fmt)) ref_pack_params(&r, param_words);
    for (g = 0; g < r.ng; g++) group_bad[g] = r.gbad[g];
    return 0;
}

/* f32 steps as the format defines them (double then float: each correctly
   rounded, never fused). Used only to search for FMA-sensitive inputs. */
static float mul32(float a, float b) { return (float)((double)a * (double)b); }
static float add32(float a, float b) { return (float)((double)a + (double)b); }

/* Fills row x[D] (groups of G) of input set `set`. For fma_sensitive
   (affine formats): each group has min 0 and max mx, so z = 0, s = mx /
   qmax and inv = 1 / s; the other elements are searched just below
   (2^j - 0.5) / inv, where round(x * inv) + 0.5 rounds up to 2^j but the
   exact x * inv + 0.5 (an FMA) rounds down, so the codes differ by one. */
static void make_row(rng_t *rng, int set, kvq_format fmt, kvq_dtype pd, uint32_t D, uint32_t G, float *x,
                     long *n_sensitive)
{
    uint32_t j, g;
    switch (set) {
    case 0:
        for (j = 0; j < D; j++) x[j] = rng_sym(rng);
        break;
    case 1: {
        float sc = (float)ldexp(1.0, (int)rng_below(rng, 40) - 20);
        for (j = 0; j < D; j++) x[j] = (float)sin((double)(j / 16) * 0.7) * sc + rng_sym(rng) * sc * 0.25f;
        break;
    }
    case 2:
        for (j = 0; j < D; j++) x[j] = rng_sym(rng) * (float)ldexp(1.0, -100 - (int)rng_below(rng, 40));
        break;
    case 3:
        for (j = 0; j < D; j++) x[j] = rng_sym(rng) * 3.0e38f;
        break;
    case 4:
        for (j = 0; j < D; j++) x[j] = rng_sym(rng);
        for (j = 0; j < 3; j++) {
            uint32_t k = rng_below(rng, D), w = rng_below(rng, 3);
            x[k] = w == 0 ? qnan() : w == 1 ? pinf() : -pinf();
        }
        break;
    default:
        for (j = 0; j < D; j++) x[j] = rng_sym(rng);
        if (!fmt_affine(fmt) || pd != KVQ_DTYPE_F32) break; /* f32 params: s and z are what the search assumes */
        for (g = 0; g < D / G; g++) {
            uint32_t qmax = fmt == KVQ_FORMAT_Q8 ? 255u : fmt == KVQ_FORMAT_Q4 ? 15u : 3u;
            float mx = (float)qmax * (1.0f + rng_unit(rng)), s = (float)((double)mx / (double)qmax);
            float inv = (float)(1.0 / (double)s), *xg = x + g * G;
            uint32_t i = 2, jj = 0;
            for (j = 0; j < G; j++) xg[j] = j == 0 ? 0.0f : j == 1 ? mx : rng_unit(rng) * mx;
            for (jj = 0; (1u << jj) < qmax && i < G; jj++) {
                float target = (float)(1u << jj) - 0.5f, d = (float)((double)target / (double)inv);
                uint32_t tries;
                for (tries = 0; tries < 2048 && i < G; tries++, d = u2f(f2u(d) - 1u)) {
                    double two = floor((double)add32(mul32(d, inv), 0.5f));
                    double fused = floor((double)(float)((double)d * (double)inv + 0.5));
                    if (two != fused) {
                        xg[i] = d;
                        i += 1;
                        (*n_sensitive)++;
                        break;
                    }
                }
            }
        }
        break;
    }
}

void flags_make_row(uint64_t *state, int set, kvq_format fmt, kvq_dtype pd, uint32_t D, uint32_t G, float *x,
                    long *n_sensitive)
{
    rng_t rng;
    rng.s = *state;
    make_row(&rng, set, fmt, pd, D, G, x, n_sensitive);
    *state = rng.s;
}
