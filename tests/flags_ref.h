/* flags_ref.h - the interface of tests/flags_ref.c (the reference quantizer
   compiled apart, with fixed flags). */
#ifndef KVQ_TEST_FLAGS_REF_H
#define KVQ_TEST_FLAGS_REF_H

/* One row of D values in fmt (plain, affine, Q8S or fp8; no rotation) with
   groups of G and params of pd: the packed code words and param words
   (ref_code_words / ref_param_words of them) and, per group, whether it
   held a NaN or Inf (its codes are unspecified). 0, or -1 for a shape the
   reference does not take. */
int flags_ref_row(kvq_format fmt, uint32_t D, uint32_t G, kvq_dtype pd, const float *x, uint32_t *code_words,
                  uint32_t *param_words, uint8_t *group_bad);

/* Input set `set` (0 .. FLAGS_NSETS - 1: random, scaled, tiny, huge,
   nonfinite, fma_sensitive) for one row x[D] of fmt (groups of G, params
   pd), from the xorshift state *state (advanced). fma_sensitive adds to
   *n_sensitive the elements whose affine code an FMA would change. */
#define FLAGS_NSETS 6
void flags_make_row(uint64_t *state, int set, kvq_format fmt, kvq_dtype pd, uint32_t D, uint32_t G, float *x,
                    long *n_sensitive);

#endif
