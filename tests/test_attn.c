/* test_attn.c - kvq_attention and kvq_attention_merge against an f64
   reference computed from the cache as read back (kvq_cache_read), so that
   quantization error is excluded and what is measured is the attention
   kernel's own arithmetic.

   Usage: test_attn --backend cpu|vulkan [--quick] [--filter SUBSTR] [--verbose] [--no-validation]

   Groups (case names start with the part in brackets):
    [attn/shape/]   head_dim 64..1024, GQA 1/4/8 and MQA, lengths 1..4097,
                    block sizes 16, 64 and contiguous, n_queries 1, 4, 16
    [attn/long/]    a sequence of 65536 keys
    [attn/multi/]   several sequences of different lengths, shuffled block tables
    [attn/opt/]     window, softcap, sinks, lse, q and out dtypes
    [attn/pairs/]   every K format x every V format
    [attn/rows8/]   8 query rows a kv head at head_dim 128 (two workgroups
                    of 4 on Vulkan's f32 kernel)
    [attn/splits/]  one split and many give the same result
    [attn/q_int8/]  KVQ_PRECISION_Q_INT8: against the reference of q rounded
                    by this file's own rule (f64); on Vulkan both the
                    integer-dot module and, on a second context with
                    "-dot", the f32 one
    [attn/f16/]     KVQ_PRECISION_F16 (the matrix units, or the emulated
                    module where +mmaemu forces it): within its bound
    [attn/extreme/] a dominant key, equal logits, logits near 1e4, length 1
    [attn/nan/]     a NaN group affects only the outputs that read it
    [attn/merge/]   attention over [0, n) = merge of [0, m) and [m, n)
    [attn/bad/]     each bad argument: the error, a message naming it, nothing written
    [attn/device/]  errors only the device sees: the op writes nothing
    [attn/seeds/]   the seeds' own checks (ferrum INT8 paged decode, flash-moe)
    [attn/simd/]    the CPU's SIMD row decoders (each level this processor
                    runs) against the scalar one: the same values, bit for
                    bit, but affine groups (one FMA for c * s + z: within
                    2 ulp of the row's largest value, as |c * s| + |z| <= 3x
                    that); the attention cases above run at the level
                    KVQ_CPU_SIMD picks (make test: each level); the K and
                    V steps that decode in registers against the row
                    decoders and the f32 tile, each level: the same bits;
                    KVQ_PRECISION_Q_INT8's K step by AVX-512 VNNI (where
                    the processor has it) against an f64 reference
   Relative RMS error against the reference: <= 1e-5 with f32 q and out
   (f16 out: 1e-3, bf16 out: 8e-3, the outputs' own rounding). */
#define KVQ_IMPLEMENTATION
#include "kvq.h"

#include "harness.h"

/* >>engine ============================================================= */
#define MAXSEQ 8
enum { DATA_RANDOM, DATA_DOMINANT, DATA_EQUAL, DATA_LARGE, DATA_NAN, DATA_VNAN, DATA_HUGEV, DATA_VNAN_EARLY, DATA_SMALLV,
       DATA_QSPREAD, DATA_SINKTAIL, DATA_KINF, DATA_HUGEK, DATA_HUGEKV };

typedef struct at_desc {
    uint32_t D, Hkv, gqa, nq;
    uint32_t bs, nb;   /* paged: block size, blocks; nb = 0: contiguous (capacity bs, or bs x cblocks) */
    uint32_t cblocks;  /* nb = 0: the contiguous cache's blocks of bs (0: one) */
    kvq_format kf, vf;
    uint32_t G;
    kvq_dtype pd, qdt, odt;
    uint32_t n_seqs, lens[MAXSEQ];
    float scale, softcap;
    uint32_t window;
    int sinks, lse;
    uint32_t n_splits;
    uint32_t max_seq_len;
    int data;
    uint64_t seed;
    uint32_t rot;       /* kvq_cache_desc.rotation */
    uint64_t rot_seed;  /* kvq_cache_desc.rotation_seed */
    kvq_precision prec;
    int expect_range;   /* KVQ_PRECISION_F16 on the matrix path with a value beyond f16: the wait fails, nothing written */
    int bt_hole;        /* with a window: the table entries of blocks behind every query's window are invalid */
    int want_direct;    /* the direct kernel must run it where its variant is forced or in use (direct_ran) */
    double tol;         /* the case's bound on the relative RMS error where it is not at_tol's rule's (0) */
    float sink_k;       /* DATA_SINKTAIL: key 0's K elements (0: 2, with q = 1 and scale 1/8 16 nats up; 2.5: 20; 5: 40) */
} at_desc;

/* What a run produced, and the reference. */
typedef struct at_result {
    int ok;
    uint32_t n_out;  /* rows * D */
    float *out, *ref; /* [n_seqs][nq][Hq][D] */
    float *lse, *ref_lse;
    double rel_rms;  /* over finite reference entries */
    long nonfinite;  /* outputs that are not finite where the reference is */
} at_result;

static void at_free(at_result *r)
{
    free(r->out);
    free(r->ref);
    free(r->lse);
    free(r->ref_lse);
    memset(r, 0, sizeof *r);
}

static uint32_t at_cap(const at_desc *d) { return d->nb ? d->bs * d->nb : d->bs * (d->cblocks ? d->cblocks : 1); }
static uint32_t at_blocks(const at_desc *d, uint32_t len) { return d->nb ? (len + d->bs - 1) / d->bs : 1; }

/* The cache of d, filled with data; its block tables (paged) in bt. */
static kvq_cache *at_make_cache(kvq_context *ctx, const at_desc *d, int32_t *bt, uint32_t max_blocks, rng_t *rng)
{
    kvq_cache_desc cd = kvq_cache_desc_init();
    kvq_cache *c = NULL;
    uint32_t s, t, h, j, n_tok = 0, next = 0, cap = at_cap(d);
    uint32_t *perm = NULL;
    float *k = NULL, *v = NULL;
    int32_t *slots = NULL;
    kvq_buffer *kb = NULL, *vb = NULL, *sb = NULL;
    kvq_result rc;
    cd.n_kv_heads = d->Hkv;
    cd.head_dim = d->D;
    cd.block_size = d->bs;
    cd.n_blocks = d->nb ? d->nb : d->cblocks ? d->cblocks : 1;
    cd.k_format = d->kf;
    cd.v_format = d->vf;
    cd.group_size = d->G;
    cd.param_dtype = d->pd;
    cd.rotation = d->rot;
    cd.rotation_seed = d->rot_seed;
    rc = kvq_cache_create(ctx, &cd, &c);
    if (!CHECK(rc == KVQ_SUCCESS, "kvq_cache_create = %d (%s)", (int)rc, kvq_context_last_error(ctx))) return NULL;
    for (s = 0; s < d->n_seqs; s++) n_tok += d->lens[s];
    perm = (uint32_t *)malloc(sizeof(uint32_t) * (d->nb ? d->nb : 1));
    k = (float *)malloc((size_t)n_tok * d->Hkv * d->D * 4 + 4);
    v = (float *)malloc((size_t)n_tok * d->Hkv * d->D * 4 + 4);
    slots = (int32_t *)malloc((size_t)n_tok * 4 + 4);
    if (!perm || !k || !v || !slots) {
        FAIL("out of host memory");
        goto done;
    }
    /* physical blocks in a shuffled order */
    for (j = 0; j < (d->nb ? d->nb : 1u); j++) perm[j] = j;
    for (j = d->nb; j > 1; j--) {
        uint32_t o = rng_below(rng, j), tmp = perm[j - 1];
        perm[j - 1] = perm[o];
        perm[o] = tmp;
    }
    for (s = 0; d->nb && s < d->n_seqs; s++)
        for (j = 0; j < max_blocks; j++)
            bt[s * max_blocks + j] = j < at_blocks(d, d->lens[s]) ? (int32_t)perm[next++] : 123456789; /* never read */
    n_tok = 0;
    for (s = 0; s < d->n_seqs; s++)
        for (t = 0; t < d->lens[s]; t++, n_tok++) {
            slots[n_tok] = d->nb ? bt[s * max_blocks + t / d->bs] * (int32_t)d->bs + (int32_t)(t % d->bs) : (int32_t)t;
            for (h = 0; h < d->Hkv; h++)
                for (j = 0; j < d->D; j++) {
                    size_t e = ((size_t)n_tok * d->Hkv + h) * d->D + j;
                    float kv = rng_sym(rng), vv = rng_sym(rng);
                    if (d->data == DATA_EQUAL) kv = (float)(j % 7) * 0.1f - 0.3f; /* every key the same */
                    if (d->data == DATA_DOMINANT && s == 0 && t == d->lens[s] / 2) kv = (j % 2 ? 4.0f : -4.0f);
                    if (d->data == DATA_SINKTAIL) kv = t == 0 ? (d->sink_k > 0 ? d->sink_k : 2.0f) : kv * 0.01f;
                    k[e] = kv;
                    v[e] = vv * (1.0f + (float)(j % 5)) * (d->data == DATA_SMALLV ? 1e-4f : 1.0f);
                    if (d->data == DATA_SINKTAIL && t == 0) v[e] = 0.0f; /* the sink's V: zero */
                }
        }
    if (d->data == DATA_NAN && d->lens[0] > 2) { /* a NaN in K of sequence 0, head 0, token 1 */
        k[((size_t)1 * d->Hkv + 0) * d->D + 3] = qnan();
    }
    if (d->data == DATA_VNAN) /* a NaN in V of sequence 0, head 0, its last token (element 3) */
        v[((size_t)(d->lens[0] - 1) * d->Hkv + 0) * d->D + 3] = qnan();
    if (d->data == DATA_VNAN_EARLY && d->lens[0] > 40) /* a NaN in V of sequence 0, head 0, token 40 (element 3) */
        v[((size_t)40 * d->Hkv + 0) * d->D + 3] = qnan();
    if (d->data == DATA_KINF && d->lens[0] > 5) /* -inf in K of sequence 0, head 0, token 5 (element 3): rows whose q
                                                   has element 3 positive drop the key, the others read +inf (NaN) */
        k[((size_t)5 * d->Hkv + 0) * d->D + 3] = -pinf();
    if (d->data == DATA_HUGEV || d->data == DATA_HUGEKV) /* a V value beyond f16's range: sequence 0, head 0, token 0,
                                                            element 5 */
        v[5] = 70000.0f;
    if (d->data == DATA_HUGEK || d->data == DATA_HUGEKV) /* and (or) a K value there */
        k[5] = 70000.0f;
    (void)cap;
    kb = mkbuf(ctx, (uint64_t)n_tok * d->Hkv * d->D * 4);
    vb = mkbuf(ctx, (uint64_t)n_tok * d->Hkv * d->D * 4);
    sb = mkbuf(ctx, (uint64_t)n_tok * 4);
    if (kb && vb && sb) {
        kvq_write_params w = kvq_write_params_init();
        upload(ctx, kb, 0, k, (uint64_t)n_tok * d->Hkv * d->D * 4);
        upload(ctx, vb, 0, v, (uint64_t)n_tok * d->Hkv * d->D * 4);
        upload(ctx, sb, 0, slots, (uint64_t)n_tok * 4);
        w.k = kb;
        w.v = vb;
        w.n_tokens = n_tok;
        w.slots = sb;
        rc = kvq_cache_write(ctx, c, &w);
        CHECK(rc == KVQ_SUCCESS, "kvq_cache_write = %d (%s)", (int)rc, kvq_context_last_error(ctx));
        rc = kvq_wait(ctx);
        CHECK(rc == KVQ_SUCCESS, "wait after the write: %s", kvq_context_last_error(ctx));
    }
done:
    kvq_buffer_destroy(ctx, kb);
    kvq_buffer_destroy(ctx, vb);
    kvq_buffer_destroy(ctx, sb);
    free(perm);
    free(k);
    free(v);
    free(slots);
    return c;
}

/* The whole cache half as read back: [Hkv][capacity][D] f32. */
static float *at_read_back(kvq_context *ctx, kvq_cache *c, kvq_which which, const at_desc *d)
{
    uint32_t cap = at_cap(d);
    uint64_t bytes = (uint64_t)d->Hkv * cap * d->D * 4;
    float *h = (float *)malloc((size_t)bytes);
    kvq_buffer *ob = mkbuf(ctx, bytes);
    if (h && ob) {
        kvq_read_params r = kvq_read_params_init();
        kvq_result rc;
        r.which = which;
        r.out = ob;
        r.n_tokens = cap;
        rc = kvq_cache_read(ctx, c, &r);
        CHECK(rc == KVQ_SUCCESS, "kvq_cache_read = %d (%s)", (int)rc, kvq_context_last_error(ctx));
        rc = kvq_buffer_read(ctx, ob, 0, h, bytes);
        CHECK(rc == KVQ_SUCCESS, "read back = %d (%s)", (int)rc, kvq_context_last_error(ctx));
    }
    kvq_buffer_destroy(ctx, ob);
    return h;
}

/* f64 attention of every query row over the cache as read back. */
static void at_reference(const at_desc *d, const float *q, const float *sinks, const float *kr, const float *vr,
                         const int32_t *bt, uint32_t max_blocks, float *out, float *lse)
{
    uint32_t Hq = d->Hkv * d->gqa, s, qi, qh, t, j, cap = at_cap(d);
    double *lg = (double *)malloc(sizeof(double) * 70000), *acc = (double *)malloc(sizeof(double) * d->D);
    float scale = d->scale != 0.0f ? d->scale : 1.0f / sqrtf((float)d->D);
    if (!lg || !acc) {
        FAIL("out of host memory");
        free(lg);
        free(acc);
        return;
    }
    for (s = 0; s < d->n_seqs; s++)
        for (qi = 0; qi < d->nq; qi++)
            for (qh = 0; qh < Hq; qh++) {
                uint32_t h = qh / d->gqa, len = d->lens[s], pos = len - d->nq + qi;
                const float *qr = q + (((size_t)s * d->nq + qi) * Hq + qh) * d->D;
                double m = -INFINITY, l = 0;
                uint32_t lo = d->window && pos + 1 > d->window ? pos + 1 - d->window : 0;
                size_t o = (((size_t)s * d->nq + qi) * Hq + qh) * d->D;
                for (t = lo; t <= pos; t++) {
                    uint32_t slot = d->nb ? (uint32_t)bt[s * max_blocks + t / d->bs] * d->bs + t % d->bs : t;
                    const float *kk = kr + ((size_t)h * cap + slot) * d->D;
                    double dot = 0;
                    for (j = 0; j < d->D; j++) dot += (double)qr[j] * kk[j];
                    dot *= scale;
                    if (d->softcap > 0) dot = d->softcap * tanh(dot / d->softcap);
                    lg[t - lo] = dot;
                    if (dot > m || dot != dot) m = dot;
                }
                if (d->sinks && (sinks[qh] > m)) m = sinks[qh];
                for (j = 0; j < d->D; j++) acc[j] = 0;
                if (d->sinks) l = exp((double)sinks[qh] - m);
                for (t = lo; t <= pos; t++) {
                    uint32_t slot = d->nb ? (uint32_t)bt[s * max_blocks + t / d->bs] * d->bs + t % d->bs : t;
                    const float *vv = vr + ((size_t)h * cap + slot) * d->D;
                    double p = exp(lg[t - lo] - m);
                    l += p;
                    for (j = 0; j < d->D; j++) acc[j] += p * vv[j];
                }
                for (j = 0; j < d->D; j++) out[o + j] = (float)(acc[j] / l);
                if (lse) lse[((size_t)s * d->nq + qi) * Hq + qh] = (float)(m + log(l));
            }
    free(lg);
    free(acc);
}

/* The parameters of the op d describes (buffers filled in by the caller). */
static kvq_attention_params at_params(const at_desc *d)
{
    kvq_attention_params p = kvq_attention_params_init();
    p.q_dtype = d->qdt;
    p.out_dtype = d->odt;
    p.n_seqs = d->n_seqs;
    p.n_queries = d->nq;
    p.n_q_heads = d->Hkv * d->gqa;
    p.max_seq_len = d->max_seq_len;
    p.scale = d->scale;
    p.softcap = d->softcap;
    p.window = d->window;
    p.n_splits = d->n_splits;
    p.precision = d->prec;
    return p;
}

/* KVQ_PRECISION_Q_INT8, as kvq.h documents it: for K formats of integer
   codes without rotation, each group of G elements of each query row
   becomes c * 2^(e - 7), c = round-half-even(q * 2^(7 - e)) clamped to
   [-127, 127], 2^(e-1) <= max |q| < 2^e (in f64 here; every step is exact). */
static int at_q_int8_applies(const at_desc *d)
{
    return d->prec == KVQ_PRECISION_Q_INT8 && !d->rot &&
           (d->kf == KVQ_FORMAT_Q8 || d->kf == KVQ_FORMAT_Q4 || d->kf == KVQ_FORMAT_Q2 || d->kf == KVQ_FORMAT_Q8S);
}

static void at_q_int8_round(float *q, uint64_t rows, uint32_t D, uint32_t G)
{
    uint64_t r;
    uint32_t i0, i;
    for (r = 0; r < rows; r++)
        for (i0 = 0; i0 < D; i0 += G) {
            float *x = q + r * D + i0;
            double amax = 0;
            int e, bad = 0;
            for (i = 0; i < G; i++) {
                if (!is_finite(x[i])) bad = 1;
                else if (fabs((double)x[i]) > amax) amax = fabs((double)x[i]);
            }
            (void)frexp(amax, &e);
            for (i = 0; i < G; i++) {
                double c;
                if (bad) x[i] = NAN;
                else if (amax < ldexp(1.0, -100)) x[i] = 0.0f;
                else {
                    c = nearbyint(ldexp((double)x[i], 7 - e)); /* half to even */
                    c = c > 127 ? 127 : c < -127 ? -127 : c;
                    x[i] = (float)ldexp(c, e - 7);
                }
            }
        }
}

#define AT_GUARD 64u

/* Runs d on ctx and compares with the reference; res keeps both. */
static void at_run_on(kvq_context *ctx, const at_desc *d, at_result *res)
{
    uint32_t Hq = d->Hkv * d->gqa, s, max_blocks = 0, i;
    uint64_t rows = (uint64_t)d->n_seqs * d->nq * Hq, n = rows * d->D;
    size_t qsz = dt_size(d->qdt), osz = dt_size(d->odt);
    rng_t rng;
    kvq_cache *c = NULL;
    int32_t *bt = NULL;
    float *q = (float *)malloc((size_t)n * 4), *sinks = (float *)malloc((size_t)Hq * 4 + 4), *kr = NULL, *vr = NULL;
    unsigned char *qh = (unsigned char *)malloc((size_t)n * qsz), *oh = NULL;
    kvq_buffer *qb = NULL, *ob = NULL, *lb = NULL, *sb = NULL, *btb = NULL, *snb = NULL;
    memset(res, 0, sizeof *res);
    res->n_out = (uint32_t)n;
    res->out = (float *)malloc((size_t)n * 4);
    res->ref = (float *)malloc((size_t)n * 4);
    res->lse = (float *)malloc((size_t)rows * 4 + 4);
    res->ref_lse = (float *)malloc((size_t)rows * 4 + 4);
    oh = (unsigned char *)malloc((size_t)(n * osz + 2 * AT_GUARD));
    rng.s = d->seed ? d->seed : 77;
    for (s = 0; s < d->n_seqs; s++)
        if (d->nb && at_blocks(d, d->lens[s]) > max_blocks) max_blocks = at_blocks(d, d->lens[s]);
    if (d->nb) max_blocks += 2; /* padding entries the op must not read */
    bt = (int32_t *)malloc(sizeof(int32_t) * (d->n_seqs * max_blocks + 1));
    if (!q || !sinks || !qh || !oh || !bt || !res->out || !res->ref || !res->lse || !res->ref_lse) {
        FAIL("out of host memory");
        goto done;
    }
    c = at_make_cache(ctx, d, bt, max_blocks, &rng);
    if (!c) goto done;
    for (s = 0; d->bt_hole && d->window && d->nb && s < d->n_seqs; s++) { /* blocks an engine freed behind a window */
        uint32_t first = d->lens[s] - d->nq + 1, lo = first > d->window ? first - d->window : 0, j;
        for (j = 0; j < lo / d->bs; j++) bt[s * max_blocks + j] = 123456789;
    }
    for (i = 0; i < n; i++) {
        float x = rng_sym(&rng) * (d->data == DATA_LARGE ? 1200.0f : d->data == DATA_SMALLV ? 8.0f : 1.0f);
        if (d->data == DATA_SINKTAIL) x = 1.0f;
        if (d->data == DATA_QSPREAD) /* rows of q from ~1e-9 to ~1e7 in magnitude (beyond f16's range both ways) */
            x *= (float)pow(10.0, (double)((i / d->D) % 6) * 3.0 - 9.0 + 0.5 * (double)(i % 3));
        store_dt(qh, i, x, d->qdt);
        q[i] = load_dt(qh, i, d->qdt); /* the query as the library sees it */
    }
    for (i = 0; i < Hq; i++) sinks[i] = rng_sym(&rng) * 3.0f;
    if (at_q_int8_applies(d)) /* the reference's q, not the one given */
        at_q_int8_round(q, rows, d->D, d->G ? d->G : d->D % 32 == 0 ? 32 : d->D);
    kr = at_read_back(ctx, c, KVQ_K, d);
    vr = at_read_back(ctx, c, KVQ_V, d);
    qb = mkbuf(ctx, n * qsz + 8);
    ob = mkbuf(ctx, n * osz + 2 * AT_GUARD);
    lb = mkbuf(ctx, rows * 4 + 2 * AT_GUARD);
    sb = mkbuf(ctx, (uint64_t)d->n_seqs * 4 + 4);
    snb = mkbuf(ctx, (uint64_t)Hq * 4);
    if (d->nb) btb = mkbuf(ctx, (uint64_t)d->n_seqs * max_blocks * 4 + 12);
    if (!kr || !vr || !qb || !ob || !lb || !sb || !snb || (d->nb && !btb)) goto done;
    upload(ctx, qb, 8, qh, n * qsz);
    upload(ctx, sb, 4, d->lens, (uint64_t)d->n_seqs * 4);
    upload(ctx, snb, 0, sinks, (uint64_t)Hq * 4);
    if (btb) upload(ctx, btb, 12, bt, (uint64_t)d->n_seqs * max_blocks * 4);
    fill_sent(ctx, ob);
    fill_sent(ctx, lb);
    {
        kvq_attention_params p = at_params(d);
        kvq_result rc;
        p.q = qb;
        p.q_offset = 8;
        p.out = ob;
        p.out_offset = AT_GUARD;
        p.seq_lens = sb;
        p.seq_lens_offset = 4;
        p.block_tables = btb;
        p.block_tables_offset = 12;
        p.max_blocks_per_seq = max_blocks;
        if (d->sinks) p.sinks = snb;
        if (d->lse) {
            p.lse = lb;
            p.lse_offset = AT_GUARD;
        }
        rc = kvq_attention(ctx, c, &p);
        if (!CHECK(rc == KVQ_SUCCESS, "kvq_attention = %d (%s)", (int)rc, kvq_context_last_error(ctx))) goto done;
        rc = kvq_wait(ctx);
        if (d->expect_range) {
            uint32_t w, x;
            CHECK(rc == KVQ_ERROR_OUT_OF_RANGE, "wait = %d, not KVQ_ERROR_OUT_OF_RANGE (%s)", (int)rc, kvq_context_last_error(ctx));
            CHECK(strstr(kvq_context_last_error(ctx), "f16") != NULL, "the message does not name f16: %s", kvq_context_last_error(ctx));
            if (READB(ctx, ob, 0, oh, n * osz + 2 * AT_GUARD))
                for (w = 0; w < (n * osz + 2 * AT_GUARD) / 4; w++) {
                    memcpy(&x, oh + 4 * w, 4);
                    if (x != SENT) {
                        FAIL("out: word %u was written by an op that failed", w);
                        break;
                    }
                }
            res->ok = 2;
            goto done;
        }
        if (!CHECK(rc == KVQ_SUCCESS, "wait = %d (%s)", (int)rc, kvq_context_last_error(ctx))) goto done;
    }
    if (!READB(ctx, ob, 0, oh, n * osz + 2 * AT_GUARD)) goto done;
    {
        uint32_t w;
        for (w = 0; w < AT_GUARD / 4; w++) {
            uint32_t a, b;
            memcpy(&a, oh + 4 * w, 4);
            memcpy(&b, oh + AT_GUARD + n * osz + 4 * w, 4);
            if (a != SENT || b != SENT) {
                FAIL("out: a guard word around the output changed");
                break;
            }
        }
        for (i = 0; i < n; i++) res->out[i] = load_dt(oh + AT_GUARD, i, d->odt);
    }
    /* with lse = NULL the library has no handle to lb: nothing to check there (out's guards above are checked
       with lse = NULL as well) */
    if (d->lse) {
        unsigned char *lh = (unsigned char *)malloc((size_t)rows * 4 + 2 * AT_GUARD);
        if (!CHECK(lh != NULL, "out of host memory") || !READB(ctx, lb, 0, lh, rows * 4 + 2 * AT_GUARD)) {
            free(lh);
            goto done;
        } else {
            uint32_t w, a;
            for (i = 0; i < rows; i++) memcpy(&res->lse[i], lh + AT_GUARD + 4 * i, 4);
            for (w = 0; w < AT_GUARD / 4; w++) {
                uint32_t b;
                memcpy(&a, lh + 4 * w, 4);
                memcpy(&b, lh + AT_GUARD + rows * 4 + 4 * w, 4);
                if (a != SENT || b != SENT) FAIL("lse: a guard word changed");
            }
        }
        free(lh);
    }
    at_reference(d, q, sinks, kr, vr, bt, max_blocks, res->ref, res->ref_lse);
    {
        double se = 0, sr = 0;
        for (i = 0; i < n; i++) {
            float y = d->odt == KVQ_DTYPE_F32 ? res->ref[i] : round_dt(res->ref[i], d->odt);
            if (!is_finite(res->ref[i])) continue;
            if (!is_finite(res->out[i])) {
                res->nonfinite++;
                continue;
            }
            se += ((double)res->out[i] - y) * ((double)res->out[i] - y);
            sr += (double)res->ref[i] * res->ref[i];
        }
        res->rel_rms = sr > 0 ? sqrt(se / sr) : sqrt(se);
    }
    res->ok = 1;
done:
    kvq_cache_destroy(ctx, c);
    kvq_buffer_destroy(ctx, qb);
    kvq_buffer_destroy(ctx, ob);
    kvq_buffer_destroy(ctx, lb);
    kvq_buffer_destroy(ctx, sb);
    kvq_buffer_destroy(ctx, snb);
    kvq_buffer_destroy(ctx, btb);
    free(q);
    free(sinks);
    free(qh);
    free(oh);
    free(bt);
    free(kr);
    free(vr);
}

/* KVQ_PRECISION_F16's bound (kvq.h): 2e-3 of relative RMS, lse within 2e-3 */
#define AT_F16_TOL 2e-3

static double at_tol(const at_desc *d)
{
    double t = d->odt == KVQ_DTYPE_F16 ? 1e-3 : d->odt == KVQ_DTYPE_BF16 ? 8e-3 : 1e-5;
    if (d->tol > 0) return d->tol; /* (the case's own) */
    return d->prec == KVQ_PRECISION_F16 && t < AT_F16_TOL ? AT_F16_TOL : t;
}

/* Whether the features string lists the variant `name` as in use: the
   whole word after "variants:", not followed by " (off)". */
static int variant_on(const char *features, const char *name)
{
    const char *v = strstr(features, "variants:"), *p;
    size_t n = strlen(name);
    for (p = v; p && (p = strstr(p, name)) != NULL; p += n)
        if (p[-1] == ' ' && (p[n] == ' ' || p[n] == '\0') && strncmp(p + n, " (off)", 6) != 0) return 1;
    return 0;
}

/* The device's shared memory per workgroup in KiB, from the features string. */
static unsigned shared_kib(void)
{
    const char *p = strstr(kvq_context_features(g_ctx), "shared memory ");
    return p ? (unsigned)atoi(p + 14) : 0u;
}

/* KVQ_TEST_REQUIRE_MMA=1: KVQ_PRECISION_F16 must run on the matrix path
   (the mma variant, or mmaemu where forced) */
static int g_require_mma;
/* KVQ_VARIANTS forces a matrix variant (+mma, +mmaemu, +direct, +directemu): it takes every shape it can (no
   rule), so each KVQ_PRECISION_F16 case must differ from the f32 path; unforced, the rule (attn/f16/rule)
   leaves shapes of up to 4 rows that the direct variant does not take to the f32 kernel */
static int g_mma_forced;

/* KVQ_TEST_REQUIRE_MMA=1 with the direct variant in use: a case of the direct kernel's (d->want_direct) ran on
   it, by the kernel kvq_attention logged (so that make test need not run the TQ and rotated cases again with
   only the direct twin forced, where another kernel would have given other bits) */
static void direct_ran(kvq_context *ctx, const at_desc *d)
{
    const char *f = g_vulkan ? kvq_context_features(ctx) : "";
    const int exact = d->kf == KVQ_FORMAT_F16 && d->vf == KVQ_FORMAT_F16 && d->prec == KVQ_PRECISION_F16X2; /* (the
        direct kernel for F16 halves: attn/direct/exact) */
    if (d->want_direct && (d->prec == KVQ_PRECISION_F16 || exact) && g_require_mma && ctx == g_ctx &&
        (variant_on(f, "direct") || variant_on(f, "directemu")))
        CHECK(strncmp(g_last_kernel, "direct", 6) == 0, "the direct kernel's case ran kernel '%s'", g_last_kernel);
}

/* Runs d on ctx and checks the result against the reference. */
static void at_check_on(kvq_context *ctx, const at_desc *d)
{
    at_result r;
    uint32_t i, rows = d->n_seqs * d->nq * d->Hkv * d->gqa;
    g_last_kernel[0] = '\0';
    at_run_on(ctx, d, &r);
    direct_ran(ctx, d);
    if (r.ok == 2) { /* an expected error, checked by the run */
    } else if (r.ok) {
        CHECK(r.nonfinite == 0, "%ld outputs not finite where the reference is", r.nonfinite);
        CHECK(r.rel_rms <= at_tol(d), "relative RMS error %.3g > %.3g", r.rel_rms, at_tol(d));
        if (g_verbose) printf("    rel rms %.3g\n", r.rel_rms);
        /* the matrix path ran (head_dim 256 needs 48 KiB of shared memory: lavapipe offers 32 and takes the f32
           kernel): the op logged a matrix kernel, and in every 8th such case the f32 path (which the op takes
           otherwise, with the same splits) gives other bits. (The f32 run in every case took a third of the
           direct kernel's cases' time on lavapipe, most of it compiling the f32 kernel for each shape; the
           log names the kernel from the choice that picks the pipeline; attn/f16/rule compares bits in each
           of its cases.) */
        if (d->prec == KVQ_PRECISION_F16 && g_require_mma && g_mma_forced && ctx == g_ctx &&
            (d->D <= 128 || shared_kib() >= 48)) {
            static unsigned n_matrix_checks;
            CHECK(g_last_kernel[0] && strcmp(g_last_kernel, "attn") != 0,
                  "KVQ_PRECISION_F16 ran kernel '%s', not a matrix one", g_last_kernel);
            if (n_matrix_checks++ % 8u == 0) {
                at_desc d32 = *d;
                at_result r32;
                uint32_t k, ndiff = 0;
                d32.prec = KVQ_PRECISION_F32;
                at_run_on(ctx, &d32, &r32);
                for (k = 0; r32.ok && k < r.n_out; k++) ndiff += memcmp(&r.out[k], &r32.out[k], 4) != 0;
                CHECK(r32.ok && ndiff > 0,
                      "KVQ_PRECISION_F16 gave the f32 path's result bit for bit: the matrix path did not run");
                at_free(&r32);
            }
        }
        for (i = 0; d->lse && i < rows; i++)
            if (!(fabs((double)r.lse[i] - r.ref_lse[i]) <=
                  (d->prec == KVQ_PRECISION_F16 ? AT_F16_TOL : 1e-5) * (1.0 + fabs((double)r.ref_lse[i])))) {
                FAIL("lse[%u] = %.9g, reference %.9g", i, (double)r.lse[i], (double)r.ref_lse[i]);
                break;
            }
    } else {
        FAIL("the attention could not be set up or run; nothing was compared");
    }
    at_free(&r);
}

static void at_check(const at_desc *d) { at_check_on(g_ctx, d); }

static at_desc at_base(void)
{
    at_desc d;
    memset(&d, 0, sizeof d);
    d.D = 64;
    d.Hkv = 2;
    d.gqa = 4;
    d.nq = 1;
    d.bs = 16;
    d.nb = 8;
    d.kf = KVQ_FORMAT_Q8;
    d.vf = KVQ_FORMAT_Q4;
    d.pd = KVQ_DTYPE_F16;
    d.qdt = KVQ_DTYPE_F32;
    d.odt = KVQ_DTYPE_F32;
    d.n_seqs = 1;
    d.lens[0] = 100;
    d.seed = 1;
    return d;
}

static const char *fname(kvq_format f) { return kvq_format_name(f); }
static int fmt_tq(kvq_format f)
{
    return f == KVQ_FORMAT_TQ2 || f == KVQ_FORMAT_TQ3 || f == KVQ_FORMAT_TQ4 || f == KVQ_FORMAT_TQ5 ||
           f == KVQ_FORMAT_TQ6 || f == KVQ_FORMAT_TQ8;
}

/* at_base with a table row's {D, G, K format, V format, len, nb (0:
   contiguous, with capacity len)} */
static at_desc at_row(const uint32_t *c)
{
    at_desc d = at_base();
    d.D = c[0];
    d.G = c[1];
    d.kf = (kvq_format)c[2];
    d.vf = (kvq_format)c[3];
    d.lens[0] = c[4];
    d.nb = c[5];
    d.bs = d.nb ? 16 : d.lens[0];
    return d;
}

/* >>groups ============================================================= */
static void test_shapes(void)
{
    /* D, Hkv, gqa, nq, bs, nb (0: contiguous), len */
    static const uint32_t shapes[][7] = {
        {64, 2, 1, 1, 16, 8, 100},    {80, 2, 4, 1, 16, 4, 7},     {96, 1, 8, 1, 64, 2, 100},
        {128, 2, 4, 1, 64, 80, 4097}, {256, 1, 4, 1, 256, 0, 256}, {128, 1, 8, 1, 300, 0, 1},
        {64, 1, 16, 1, 16, 20, 256},  {128, 2, 4, 4, 16, 20, 256}, {64, 2, 4, 16, 16, 8, 100},
        {128, 8, 1, 1, 16, 2, 7},     {80, 1, 1, 4, 40, 0, 33},    {96, 2, 8, 16, 64, 4, 129},
        {256, 2, 2, 4, 16, 6, 90},    {64, 4, 4, 1, 64, 0, 64},    {512, 2, 2, 1, 64, 0, 64},
        {1024, 1, 4, 2, 16, 4, 50},   {64, 2, 4, 1, 24, 6, 100}, /* (blocks of 24: not a power of two) */
    };
    static const kvq_format kf[] = {KVQ_FORMAT_Q8, KVQ_FORMAT_F16, KVQ_FORMAT_Q4, KVQ_FORMAT_E4M3, KVQ_FORMAT_Q8S};
    static const kvq_format vf[] = {KVQ_FORMAT_Q4, KVQ_FORMAT_BF16, KVQ_FORMAT_Q8, KVQ_FORMAT_Q2, KVQ_FORMAT_E5M2};
    uint32_t i;
    for (i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
        at_desc d = at_base();
        d.D = shapes[i][0];
        d.Hkv = shapes[i][1];
        d.gqa = shapes[i][2];
        d.nq = shapes[i][3];
        d.bs = shapes[i][4];
        d.nb = shapes[i][5];
        d.lens[0] = shapes[i][6];
        if (d.nq > d.lens[0]) d.nq = d.lens[0];
        d.kf = kf[i % 5];
        d.vf = vf[(i + 2) % 5];
        d.G = d.D % 32 == 0 ? 32 : 16;
        d.pd = i % 3 == 0 ? KVQ_DTYPE_F32 : i % 3 == 1 ? KVQ_DTYPE_F16 : KVQ_DTYPE_BF16;
        d.seed = 100 + i;
        if (g_quick && d.lens[0] > 1000) continue;
        if (!case_begin("attn/shape/D%u/Hkv%u/gqa%u/nq%u/%s%u/len%u/K=%s/V=%s", d.D, d.Hkv, d.gqa, d.nq,
                        d.nb ? "bs" : "contiguous", d.nb ? d.bs : d.bs, d.lens[0], fname(d.kf), fname(d.vf)))
            continue;
        at_check(&d);
        case_end();
    }
}

static void test_long(void)
{
    static const kvq_format kf[2] = {KVQ_FORMAT_Q4, KVQ_FORMAT_F16};
    static const kvq_format vf[2] = {KVQ_FORMAT_Q8S, KVQ_FORMAT_E4M3};
    int i;
    for (i = 0; i < 2; i++) {
        at_desc d = at_base();
        if (g_quick && i) continue;
        d.D = 64;
        d.Hkv = 1;
        d.gqa = 2;
        d.bs = i ? 256 : 65536 + 7;
        d.nb = i ? 257 : 0;
        d.lens[0] = 65536 + 7;
        d.kf = kf[i];
        d.vf = vf[i];
        d.seed = 5000 + (uint64_t)i;
        if (!case_begin("attn/long/len%u/%s/K=%s/V=%s", d.lens[0], d.nb ? "paged" : "contiguous", fname(d.kf),
                        fname(d.vf)))
            continue;
        at_check(&d);
        case_end();
    }
}

static void test_multi(void)
{
    int k;
    for (k = 0; k < 3; k++) {
        at_desc d = at_base();
        d.n_seqs = 5;
        d.lens[0] = k == 1 ? 4 : 1; /* n_queries 4 needs sequences of at least 4 */
        d.lens[1] = 17;
        d.lens[2] = 300;
        d.lens[3] = 64;
        d.lens[4] = 129;
        d.bs = k == 2 ? 64 : 16;
        d.nb = k == 2 ? 12 : 40;
        d.nq = k == 1 ? 4 : 1; /* gqa 8 x 4 queries: 32 rows per kv head */
        d.gqa = k == 1 ? 8 : 4;
        d.kf = k == 0 ? KVQ_FORMAT_Q8 : k == 1 ? KVQ_FORMAT_Q4 : KVQ_FORMAT_F16;
        d.vf = k == 0 ? KVQ_FORMAT_Q8S : k == 1 ? KVQ_FORMAT_E5M2 : KVQ_FORMAT_Q2;
        d.seed = 700 + (uint64_t)k;
        if (!case_begin("attn/multi/5_seqs/bs%u/K=%s/V=%s", d.bs, fname(d.kf), fname(d.vf))) continue;
        at_check(&d);
        case_end();
    }
    {
        at_desc d = at_base();
        d.n_seqs = 4;
        d.lens[0] = 16;
        d.lens[1] = 5;
        d.lens[2] = 40;
        d.lens[3] = 16;
        d.nq = 4;
        d.nb = 16;
        if (case_begin("attn/multi/4_seqs/nq4")) {
            at_check(&d);
            case_end();
        }
    }
}

static void test_options(void)
{
    int k;
    for (k = 0; k < 22; k++) {
        at_desc d = at_base();
        const char *what = "";
        d.lens[0] = 150;
        d.nb = 12;
        d.seed = 900 + (uint64_t)k;
        switch (k) {
        case 0: d.window = 32; what = "window32"; break;
        case 1: d.window = 1; what = "window1"; break;
        case 2: d.window = 20; d.nq = 16; what = "window20_nq16"; break;
        case 3: d.softcap = 5.0f; what = "softcap5"; break;
        case 4: d.softcap = 30.0f; d.scale = 0.5f; what = "softcap30_scale0.5"; break;
        case 5: d.sinks = 1; what = "sinks"; break;
        case 6: d.lse = 1; what = "lse"; break;
        case 7: d.sinks = d.lse = 1; d.window = 50; d.softcap = 10.0f; d.nq = 4; what = "all"; break;
        case 8: d.qdt = KVQ_DTYPE_F16; d.odt = KVQ_DTYPE_F16; what = "q_f16_out_f16"; break;
        case 9: d.qdt = KVQ_DTYPE_BF16; d.odt = KVQ_DTYPE_BF16; what = "q_bf16_out_bf16"; break;
        case 10: d.qdt = KVQ_DTYPE_F16; d.odt = KVQ_DTYPE_F32; d.lse = 1; what = "q_f16_out_f32"; break;
        case 11: d.max_seq_len = 160; d.nb = 30; what = "max_seq_len"; break;
        /* a window at least as long as any sequence may be is no window: UINT32_MAX (an engine's "none"), just under
           it (key + window wrapped in 32 bits: wrong results on both backends, found by a review), and one just at
           max_seq_len */
        case 14: d.window = 0xffffffffu; d.nq = 2; d.lse = 1; what = "window_uint32_max_nq2"; break;
        case 15: d.window = 0xfffffffeu; d.n_splits = 3; what = "window_uint32_max_minus1"; break;
        case 16: d.window = 160; d.max_seq_len = 160; d.nq = 3; d.sinks = 1; what = "window_at_max_seq_len"; break;
        /* any finite scale, a negative one too (the softmax of the negated logits); a max_seq_len above what the
           table holds (12 blocks of 16) counts as that limit */
        case 17: d.scale = -0.2f; d.sinks = 1; d.lse = 1; d.nq = 2; what = "scale_negative"; break;
        case 18: d.max_seq_len = 1000000; d.window = 64; d.lse = 1; what = "max_seq_len_beyond_table"; break;
        /* and at the other precisions (the matrix units scale q or S^T; Q_INT8 scales each group's exponent) */
        case 19: d.scale = -0.2f; d.prec = KVQ_PRECISION_F16; what = "scale_negative_f16"; break;
        case 20: d.scale = -0.2f; d.prec = KVQ_PRECISION_Q_INT8; what = "scale_negative_q_int8"; break;
        case 21:
            d.scale = -0.2f; d.prec = KVQ_PRECISION_F16X2; d.kf = d.vf = KVQ_FORMAT_F16;
            what = "scale_negative_f16x2";
            break;
        case 12: /* the entries of blocks behind every window are neither read nor checked (an engine frees them) */
            d.window = 40; d.bt_hole = 1; d.n_splits = 3; d.lse = 1; what = "window40_freed_blocks_behind"; break;
        default: /* two sequences, causal queries, many splits */
            d.window = 30; d.bt_hole = 1; d.nq = 4; d.n_seqs = 2; d.lens[1] = 77; d.nb = 16; d.n_splits = 9; d.sinks = 1;
            what = "window30_freed_blocks_behind_2seqs_nq4";
            break;
        }
        if (!case_begin("attn/opt/%s", what)) continue;
        at_check(&d);
        case_end();
    }
}

static void test_pairs(void)
{
    static const kvq_format all[9] = {KVQ_FORMAT_F32, KVQ_FORMAT_F16,  KVQ_FORMAT_BF16, KVQ_FORMAT_Q8,  KVQ_FORMAT_Q4,
                                      KVQ_FORMAT_Q2,  KVQ_FORMAT_Q8S, KVQ_FORMAT_E4M3, KVQ_FORMAT_E5M2};
    int a, b;
    for (a = 0; a < 9; a++)
        for (b = 0; b < 9; b++) {
            at_desc d = at_base();
            if (g_quick && (a + b) % 3) continue;
            d.kf = all[a];
            d.vf = all[b];
            d.lens[0] = 37;
            d.nb = 4;
            d.G = (a + b) % 2 ? 16 : 32;
            d.pd = (a + b) % 3 == 0 ? KVQ_DTYPE_F32 : (a + b) % 3 == 1 ? KVQ_DTYPE_F16 : KVQ_DTYPE_BF16;
            d.seed = 2000 + (uint64_t)(a * 9 + b);
            if (!case_begin("attn/pairs/K=%s/V=%s", fname(d.kf), fname(d.vf))) continue;
            at_check(&d);
            case_end();
        }
}

/* K halves the GPU loads in whole 16-byte chunks (attn.comp's K_WIDE: Q8S
   and the TQ formats of 2, 4 and 8 bits) at chunk counts per row that are
   not powers of two (head_dim 80: 5 Q8S chunks, 96: 6; a lane's chunks
   then differ in number between lanes' keys only by the row), with groups
   that fill one chunk (Q8S group 16) or span several (48, 80, head_dim;
   TQ: one norm per rotation block, whatever G says). A mutant that loads
   every lane's first chunk fails all of these on lavapipe. */
static void test_wide_k(void)
{
    /* D, G, K format, V format, len, nb (0: contiguous) */
    static const uint32_t cases[][6] = {
        {80, 16, KVQ_FORMAT_Q8S, KVQ_FORMAT_Q4, 41, 4},    {80, 80, KVQ_FORMAT_Q8S, KVQ_FORMAT_F16, 70, 0},
        {96, 48, KVQ_FORMAT_Q8S, KVQ_FORMAT_Q8, 77, 8},   {96, 96, KVQ_FORMAT_Q8S, KVQ_FORMAT_E4M3, 33, 4},
        {64, 64, KVQ_FORMAT_Q8S, KVQ_FORMAT_Q8S, 129, 0}, {256, 16, KVQ_FORMAT_Q8S, KVQ_FORMAT_Q2, 50, 4},
        {128, 16, KVQ_FORMAT_TQ2, KVQ_FORMAT_Q4, 90, 8},  {64, 32, KVQ_FORMAT_TQ4, KVQ_FORMAT_TQ4, 60, 4},
        {256, 32, KVQ_FORMAT_TQ8, KVQ_FORMAT_F16, 45, 0}, {96, 48, KVQ_FORMAT_TQ4, KVQ_FORMAT_Q8, 64, 8},
    };
    uint32_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        at_desc d = at_row(cases[i]);
        d.Hkv = 2;
        d.gqa = i % 2 ? 4 : 2;
        d.pd = i % 3 == 0 ? KVQ_DTYPE_F16 : i % 3 == 1 ? KVQ_DTYPE_F32 : KVQ_DTYPE_BF16;
        d.seed = 5000 + (uint64_t)i;
        if (g_quick && i % 2) continue;
        if (!case_begin("attn/wide_k/D%u/G%u/K=%s/V=%s", d.D, d.G, fname(d.kf), fname(d.vf))) continue;
        at_check(&d);
        case_end();
    }
}

/* KVQ_PRECISION_Q_INT8: q rounded per (row, K group) before the attention
   (the reference rounds it by its own rule, so a library that ignored the
   option would miss by the rounding, ~1e-3). Shapes chosen for the
   integer-dot module's lane layouts: lanes of one or more whole groups
   (Q4/Q8/Q2 at G 16-64), lanes inside one group (Q8S at G = D: 2 or 4 lanes
   per group), lanes of 7 and 10 words (1- and 2-word loads), a layout the
   module does not take (D 80, G 16, Q4: lanes of 40 codes), GQA 1/4/8,
   causal multi-token queries, softcap, f16 q, one key; formats it does
   not apply to (F16, rotated Q4) give the F32 result. On a CPU with
   AVX-512 VNNI the integer path runs for Q8, Q8S, Q4 from groups of 32
   and Q2 from 64 (3 and 6 query rows: padding rows in a block of 4;
   KVQ_CPU_VNNI=0 or KVQ_CPU_FUSED=0: the f32 path). On Vulkan each case
   runs again on a context without the integer-dot module ("-dot": the
   rounding in the f32 kernel). KVQ_TEST_REQUIRE_DOT=1 (make test) fails
   the group if the device offers no integer dot product. */
static void test_q_int8(void)
{
    /* D, G, K format, V format, len, nb (0: contiguous), gqa, nq */
    static const uint32_t cases[][8] = {
        {128, 32, KVQ_FORMAT_Q4, KVQ_FORMAT_Q4, 300, 24, 4, 1},   {128, 32, KVQ_FORMAT_Q8, KVQ_FORMAT_Q4, 257, 0, 4, 1},
        {128, 128, KVQ_FORMAT_Q8S, KVQ_FORMAT_Q8S, 200, 16, 8, 1}, {128, 32, KVQ_FORMAT_Q8S, KVQ_FORMAT_F16, 130, 12, 4, 4},
        {64, 16, KVQ_FORMAT_Q2, KVQ_FORMAT_Q8, 77, 8, 1, 1},     {80, 16, KVQ_FORMAT_Q4, KVQ_FORMAT_F16, 60, 8, 4, 1},
        {96, 48, KVQ_FORMAT_Q8, KVQ_FORMAT_Q4, 90, 0, 4, 1},     {256, 64, KVQ_FORMAT_Q4, KVQ_FORMAT_Q8, 100, 8, 2, 16},
        {256, 256, KVQ_FORMAT_Q8S, KVQ_FORMAT_Q4, 50, 0, 4, 1},  {64, 32, KVQ_FORMAT_Q8, KVQ_FORMAT_Q2, 1, 0, 4, 1},
        {128, 16, KVQ_FORMAT_Q2, KVQ_FORMAT_E4M3, 111, 8, 4, 1}, {128, 32, KVQ_FORMAT_F16, KVQ_FORMAT_Q4, 70, 8, 4, 1},
        {112, 112, KVQ_FORMAT_Q4, KVQ_FORMAT_F16, 66, 8, 4, 1},  {80, 80, KVQ_FORMAT_Q8, KVQ_FORMAT_Q8S, 93, 0, 8, 1},
        {128, 64, KVQ_FORMAT_Q2, KVQ_FORMAT_Q4, 150, 16, 3, 1},  {96, 32, KVQ_FORMAT_Q8S, KVQ_FORMAT_Q8, 90, 8, 2, 3},
    };
    kvq_context *nodot = NULL;
    uint32_t i;
    if (g_vulkan && getenv("KVQ_TEST_REQUIRE_DOT") && atoi(getenv("KVQ_TEST_REQUIRE_DOT")) &&
        case_begin("attn/q_int8/device_has_dot")) {
        const char *f = kvq_context_features(g_ctx);
        CHECK(strstr(f, "variants:") && strstr(strstr(f, "variants:"), " dot") &&
                  !strstr(f, " dot (off)"),
              "the integer-dot module is not in use (features: %s)", f);
        case_end();
    }
    if (g_vulkan) {
        kvq_context_config cfg = kvq_context_config_init();
        kvq_result rc;
        cfg.log = log_cb;
        cfg.log_level = KVQ_LOG_WARNING;
        cfg.backend = KVQ_BACKEND_VULKAN;
        cfg.allow_cpu_device = 1;
        cfg.validation = !g_no_validation;
        cfg.variants = "-dot";
        rc = kvq_context_create(&cfg, &nodot);
        if (rc != KVQ_SUCCESS) {
            FAIL("a second Vulkan context (-dot): %d", (int)rc);
            nodot = NULL;
        }
    }
    for (i = 0; i < sizeof cases / sizeof cases[0] + 2u; i++) {
        uint32_t ci = i < sizeof cases / sizeof cases[0] ? i : 0;
        at_desc d = at_row(cases[ci]);
        d.gqa = cases[ci][6];
        d.nq = cases[ci][7];
        d.Hkv = 2;
        d.pd = i % 3 == 0 ? KVQ_DTYPE_F16 : i % 3 == 1 ? KVQ_DTYPE_F32 : KVQ_DTYPE_BF16;
        d.prec = KVQ_PRECISION_Q_INT8;
        d.seed = 7000 + (uint64_t)i;
        if (i == 3) d.qdt = KVQ_DTYPE_F16;
        if (i == 1) d.softcap = 20.0f;
        if (i == sizeof cases / sizeof cases[0]) d.n_splits = 1; /* case 0 again, in one split and in many */
        if (i == sizeof cases / sizeof cases[0] + 1u) {
            d.n_splits = 9;
            d.rot = 1; /* and rotated: KVQ_PRECISION_Q_INT8 does not apply */
            d.rot_seed = 99;
        }
        if (g_quick && i % 2) continue;
        if (!case_begin("attn/q_int8/%u/D%u/G%u/K=%s/V=%s%s", i, d.D, d.G, fname(d.kf), fname(d.vf), d.rot ? "/rot" : ""))
            continue;
        at_check(&d);
        if (nodot) at_check_on(nodot, &d);
        case_end();
    }
    kvq_context_destroy(nodot);
}

/* KVQ_PRECISION_F16: q x scale, the K and V values and p rounded to f16,
   products on the matrix units (on Vulkan, where the device has them or
   +mmaemu forces the emulated module; elsewhere the f32 path): against the
   reference within kvq.h's bound (AT_F16_TOL). Shapes for the module's
   pieces: head_dim 64-256 (16-column pieces over 4 subgroups, 5 for 80),
   1 to 64 rows a workgroup (GQA x n_queries: 1, 4, 8, 16, 32, 40, 48, and
   128 in blocks), f16 and f32 params (the f16 decode of Q4, Q8, Q8S and
   E4M3 runs only on the GPU's module; mmaemu decodes in f32),
   causal multi-token queries and windows (tiles some rows do not see whole:
   added key by key), paged and contiguous, one split and many, a sequence
   of one key and one of 5000, rotated and TQ halves, every kind of format,
   softcap, sinks, lse, f16 q and out. An element of q x scale, a V value
   of F32 or a Q8 group beyond f16's range: on the matrix path the wait
   fails and nothing is written, elsewhere the f32 result; q x scale of
   60000 runs. KVQ_TEST_REQUIRE_MMA=1 (make test, the H200 run) fails the
   group if the matrix path is not in use, and each case whose result is
   the f32 path's bit for bit. */
static void test_f16(void)
{
    /* D, Hkv, gqa, nq, len, nb (0: contiguous), K format, V format */
    static const uint32_t cases[][8] = {
        {128, 2, 4, 1, 300, 24, KVQ_FORMAT_Q4, KVQ_FORMAT_Q4},    {128, 2, 4, 4, 257, 0, KVQ_FORMAT_Q8, KVQ_FORMAT_Q4},
        {64, 1, 8, 16, 200, 16, KVQ_FORMAT_F16, KVQ_FORMAT_F16},  {80, 2, 4, 1, 77, 8, KVQ_FORMAT_E4M3, KVQ_FORMAT_Q8S},
        {96, 2, 1, 1, 130, 0, KVQ_FORMAT_BF16, KVQ_FORMAT_F32},   {256, 1, 4, 2, 90, 8, KVQ_FORMAT_Q8, KVQ_FORMAT_Q8},
        {128, 1, 32, 1, 100, 8, KVQ_FORMAT_Q4, KVQ_FORMAT_Q8},    {128, 2, 4, 1, 5000, 320, KVQ_FORMAT_Q4, KVQ_FORMAT_Q4},
        {128, 2, 4, 4, 300, 20, KVQ_FORMAT_Q8, KVQ_FORMAT_Q8},    {128, 2, 4, 1, 200, 16, KVQ_FORMAT_TQ4, KVQ_FORMAT_TQ3},
        {64, 2, 4, 1, 100, 8, KVQ_FORMAT_Q4, KVQ_FORMAT_E5M2},    {128, 2, 4, 1, 1, 0, KVQ_FORMAT_Q8, KVQ_FORMAT_Q4},
        {128, 2, 8, 4, 150, 0, KVQ_FORMAT_Q2, KVQ_FORMAT_F16},    {128, 2, 4, 1, 300, 24, KVQ_FORMAT_Q4, KVQ_FORMAT_Q4},
        {128, 2, 4, 1, 300, 24, KVQ_FORMAT_Q4, KVQ_FORMAT_Q4},    {64, 2, 4, 2, 60, 0, KVQ_FORMAT_F16, KVQ_FORMAT_Q8},
        {128, 2, 4, 1, 90, 8, KVQ_FORMAT_F32, KVQ_FORMAT_F32},    {128, 2, 4, 4, 200, 16, KVQ_FORMAT_E4M3, KVQ_FORMAT_E4M3},
        {128, 1, 4, 12, 150, 16, KVQ_FORMAT_Q4, KVQ_FORMAT_Q8S},  {64, 2, 8, 5, 90, 8, KVQ_FORMAT_Q8, KVQ_FORMAT_E4M3},
    };
    uint32_t i, nc = sizeof cases / sizeof cases[0];
    const char *rq = getenv("KVQ_TEST_REQUIRE_MMA"), *env = getenv("KVQ_VARIANTS");
    int forced = env && (strstr(env, "+mma") != NULL || strstr(env, "+direct") != NULL); /* every shape, no rule */
    /* the matrix path runs the 4-row cases below (the range cases) */
    int mma_runs = g_vulkan && forced && (variant_on(kvq_context_features(g_ctx), "mma") ||
                                          variant_on(kvq_context_features(g_ctx), "mmaemu"));
    g_require_mma = g_vulkan && rq && atoi(rq);
    g_mma_forced = forced;
    if (g_require_mma && case_begin("attn/f16/device_has_mma")) {
        const char *f = kvq_context_features(g_ctx);
        CHECK(variant_on(f, "mma") || variant_on(f, "mmaemu"), "neither the mma module nor mmaemu is in use (features: %s)", f);
        case_end();
    }
    for (i = 0; i < nc; i++) {
        at_desc d = at_base();
        const uint32_t *c = cases[i];
        d.D = c[0];
        d.Hkv = c[1];
        d.gqa = c[2];
        d.nq = c[3];
        d.lens[0] = c[4];
        d.nb = c[5];
        d.bs = d.nb ? 16 : d.lens[0];
        d.kf = (kvq_format)c[6];
        d.vf = (kvq_format)c[7];
        d.G = d.D % 32 ? 16 : 32;
        d.prec = KVQ_PRECISION_F16;
        d.seed = 9100 + (uint64_t)i;
        if (i == 2) d.bs = 64, d.nb = 4;
        if (i == 8) { /* a window, softcap, sinks and lse with causal queries */
            d.window = 50;
            d.softcap = 30.0f;
            d.sinks = 1;
            d.lse = 1;
        }
        if (i == 9 || i == 10) { /* TQ halves; the rotation option */
            d.rot = 1;
            d.rot_seed = 4242;
        }
        if (i == 13) d.n_splits = 1;
        if (i == 14) d.n_splits = 13;
        if (i == 15) {
            d.qdt = KVQ_DTYPE_F16;
            d.odt = KVQ_DTYPE_F16;
        }
        if (i == 6) d.lse = 1;
        d.pd = i % 3 == 1 ? KVQ_DTYPE_F32 : KVQ_DTYPE_F16; /* (f16 params: the staged kernel's f16 decode of Q4, Q8, Q8S and E4M3) */
        if (g_quick && i % 2 && i != 1) continue;
        if (!case_begin("attn/f16/%u/D%u/gqa%u/nq%u/len%u/K=%s/V=%s", i, d.D, d.gqa, d.nq, d.lens[0], fname(d.kf), fname(d.vf)))
            continue;
        at_check(&d);
        case_end();
    }
    /* Which kernel KVQ_PRECISION_F16 takes on a device with the matrix units, not forced (tests/gpu_run.sh
       runs this group alone without KVQ_VARIANTS, with KVQ_TEST_REQUIRE_MMA=1): the f32 kernel (the f32 path's
       bits) for up to 4 query rows per kv head, the matrix units (other bits) from 5 (kvq.h KVQ__MMA_MIN_ROWS),
       and for up to 16 rows (GQA x n_queries) where the direct variant is in use (this shape is one it takes).
       Elsewhere skipped; a failure where KVQ_TEST_REQUIRE_MMA=1 and the mma variant is not in use. */
    {
        /* gqa, nq: rows gqa x nq */
        static const uint32_t rr[][2] = {{4, 1}, {2, 2}, {5, 1}, {8, 1}, {7, 1}, {2, 3}, {16, 1}};
        int on = g_vulkan && !forced && variant_on(kvq_context_features(g_ctx), "mma");
        if (!on && case_begin("attn/f16/rule")) {
            if (g_require_mma && !forced) { /* tests/gpu_run.sh: the device must have them */
                FAIL("KVQ_TEST_REQUIRE_MMA=1 but the mma variant is not in use (features: %s)", kvq_context_features(g_ctx));
                case_end();
            } else {
                case_skip("no matrix units on this device, or the variant is forced");
            }
        }
        for (i = 0; on && i < sizeof rr / sizeof rr[0]; i++) {
            at_desc d = at_base(), d32;
            at_result r, r32;
            uint32_t k, ndiff = 0, rows = rr[i][0] * rr[i][1];
            /* the direct variant (where the device has it) takes up to 16 rows at this shape */
            int direct = variant_on(kvq_context_features(g_ctx), "direct") && rows <= 16;
            if (!case_begin("attn/f16/rule/gqa%u/nq%u", rr[i][0], rr[i][1])) continue;
            d.D = 128;
            d.Hkv = 2;
            d.gqa = rr[i][0];
            d.nq = rr[i][1];
            d.lens[0] = 300;
            d.nb = 24;
            d.kf = d.vf = KVQ_FORMAT_Q4;
            d.prec = KVQ_PRECISION_F16;
            d.seed = 9300 + (uint64_t)i;
            d32 = d;
            d32.prec = KVQ_PRECISION_F32;
            at_run_on(g_ctx, &d, &r);
            at_run_on(g_ctx, &d32, &r32);
            CHECK(r.ok == 1 && r32.ok == 1, "the attention could not be set up or run");
            for (k = 0; r.ok == 1 && r32.ok == 1 && k < r.n_out; k++) ndiff += memcmp(&r.out[k], &r32.out[k], 4) != 0;
            if (rows < 5 && !direct)
                CHECK(ndiff == 0, "%u rows per kv head: %u outputs differ from the f32 kernel's", rows, ndiff);
            else
                CHECK(ndiff > 0, "%u rows per kv head: the f32 kernel's result bit for bit (not the matrix units)", rows);
            CHECK(r.ok != 1 || r.rel_rms <= at_tol(&d), "relative RMS error %.3g > %.3g", r.rel_rms, at_tol(&d));
            at_free(&r);
            at_free(&r32);
            case_end();
        }
    }
    /* q x scale beyond f16's largest (|q| up to 1200, scale 100; then 50: up to 60000, within); a V value of
       70000 in an F32 V and in a Q8 one (its group's extremes) */
    for (i = 0; i < 4; i++) {
        static const char *names[4] = {"q_scale", "q_scale_within", "v_f32", "v_q8"};
        at_desc d = at_base();
        if (!case_begin("attn/f16/range/%s", names[i])) continue;
        d.D = 64;
        d.kf = KVQ_FORMAT_Q8;
        d.vf = i == 2 ? KVQ_FORMAT_F32 : KVQ_FORMAT_Q8;
        d.lens[0] = 40;
        d.data = i < 2 ? DATA_LARGE : DATA_HUGEV;
        d.scale = i == 0 ? 100.0f : i == 1 ? 50.0f : 0.0f;
        d.prec = KVQ_PRECISION_F16;
        d.pd = KVQ_DTYPE_F32; /* f32 params: a shape the direct variant does not take (attn/direct/range tests its
                                 checks), so that these reach the staged matrix kernel where it runs */
        d.expect_range = mma_runs && i != 1;
        if (i == 1) { /* within f16 (|q x scale| <= 60000): the matrix path runs; logits of ~1e5 make the
                         reference's softmax one-hot, so only finiteness is checked */
            at_result r;
            at_run_on(g_ctx, &d, &r);
            CHECK(r.ok == 1 && r.nonfinite == 0, "%ld outputs not finite", r.nonfinite);
            at_free(&r);
        } else if (d.expect_range) {
            at_check(&d);
        } else {
            at_result r;
            at_run_on(g_ctx, &d, &r); /* the f32 path: finite where the reference is */
            CHECK(r.ok == 1 && r.nonfinite == 0, "the f32 path: %ld outputs not finite", r.nonfinite);
            at_free(&r);
        }
        case_end();
    }
}

/* d (a TQ row, whose NaN makes the whole row NaN) with a NaN in sequence 0, kv head 0: every element of the rows
   that read it is NaN (the last query's rows of that kv head where last_query, else all its rows), every other
   output finite and within the bound */
static void at_check_nan_row(const at_desc *d, int last_query)
{
    at_result r;
    g_last_kernel[0] = '\0';
    at_run_on(g_ctx, d, &r);
    direct_ran(g_ctx, d);
    if (r.ok) {
        long bad = 0, nan_ok = 0;
        uint32_t i, Hq = d->Hkv * d->gqa;
        for (i = 0; i < r.n_out; i++) {
            uint32_t row = i / d->D, sq = row / (Hq * d->nq), qi = row / Hq % d->nq, qh = row % Hq;
            if (sq == 0 && (!last_query || qi == d->nq - 1) && qh / d->gqa == 0) nan_ok += is_nan(r.out[i]);
            else if (!is_finite(r.out[i])) bad++;
        }
        CHECK(bad == 0, "%ld outputs that do not read the NaN are not finite", bad);
        CHECK(nan_ok == (long)d->gqa * d->D * (last_query ? 1u : d->nq), "%ld of %u outputs that read the NaN are NaN",
              nan_ok, d->gqa * d->D * (last_query ? 1u : d->nq));
        CHECK(r.rel_rms <= at_tol(d), "the others: relative RMS %.3g", r.rel_rms);
    } else {
        FAIL("the attention could not be set up or run; nothing was compared");
    }
    at_free(&r);
}

#define DIRECT_ROT_CASES 13u
/* attn/direct/rot/I's case: rotated halves and TQ on the direct kernel: Q4 with the rotation option (which
   rotates every quantized half: K and V, GQA 4, softcap and sinks, 2 splits; a Q4 K and a Q8 V at head_dim 64
   with another seed); a TQ V under several queries (4 queries of GQA 4, 16 rows: its edge tiles; a window of 60, 3 splits, 2
   sequences; an unrotated Q8 K); one query of GQA 8 over 3 sequences with blocks of 32 and a TQ2 K; a length
   of 1; 16 rows of a TQ4 K and V with another seed; 16 rows of a TQ4 K and a TQ2 V; TQ3 halves under 4
   queries (16 rows, a window, 3 splits, 2 sequences: the edge tiles' V decode); 16 rows of a TQ4 K and a TQ3 V
   (the largest shared memory: 47988 bytes by kvq.h's estimate, of NVIDIA's 48 KiB); a TQ6 K and a TQ5 V under
   2 queries of GQA 4 with a window, 2 splits, 2 sequences; TQ3 halves at head_dim 64 in gpt-oss's shape (GQA
   8, sinks, a window of 128) over 3 sequences; 16 rows of a TQ8 K (its book in one copy) and a TQ4 V; a TQ6
   K and a TQ8 V (its own book, 16 copies, 2 in the twin: 4 rows) with a window, 3 splits, 2 sequences. The
   large shared-memory cases (6, 8, 11) must be admitted by the host's estimate (else the f32 kernel's bits, which
   at_check refuses where the twin is forced) and their pipelines made. */
static at_desc direct_rot_desc(uint32_t i)
{
    /* K, V, head_dim, GQA, queries, window, splits, sequences, their lengths, blocks, block size (0: at_base's),
       the rotation option, its seed (0: the default), sinks, softcap */
    static const struct {
        kvq_format kf, vf;
        uint32_t D, gqa, nq, window, n_splits, n_seqs, lens[3], nb, bs, rot, rot_seed, sinks;
        float softcap;
    } c[DIRECT_ROT_CASES] = {
        {KVQ_FORMAT_Q4, KVQ_FORMAT_Q4, 128, 0, 0, 0, 2, 0, {300, 0, 0}, 24, 0, 1, 0, 1, 30.0f},
        {KVQ_FORMAT_Q4, KVQ_FORMAT_Q8, 64, 0, 0, 0, 0, 0, {300, 0, 0}, 24, 0, 1, 77, 0, 0.0f},
        {KVQ_FORMAT_Q8, KVQ_FORMAT_TQ4, 128, 0, 4, 60, 3, 2, {300, 77, 0}, 40, 0, 0, 0, 0, 0.0f},
        {KVQ_FORMAT_TQ2, KVQ_FORMAT_TQ4, 128, 8, 0, 0, 0, 3, {400, 33, 150}, 40, 32, 0, 0, 0, 0.0f},
        {KVQ_FORMAT_TQ4, KVQ_FORMAT_TQ4, 128, 0, 0, 0, 0, 0, {1, 0, 0}, 1, 0, 0, 0, 0, 0.0f},
        {KVQ_FORMAT_TQ4, KVQ_FORMAT_TQ4, 128, 0, 4, 0, 2, 2, {300, 90, 0}, 30, 0, 0, 0x1234567u, 0, 0.0f},
        {KVQ_FORMAT_TQ4, KVQ_FORMAT_TQ2, 128, 0, 4, 0, 0, 2, {300, 70, 0}, 30, 0, 0, 0, 0, 0.0f},
        {KVQ_FORMAT_TQ3, KVQ_FORMAT_TQ3, 128, 0, 4, 70, 3, 2, {300, 50, 0}, 30, 0, 0, 0, 0, 0.0f},
        {KVQ_FORMAT_TQ4, KVQ_FORMAT_TQ3, 128, 0, 4, 0, 0, 2, {300, 70, 0}, 30, 0, 0, 0, 0, 0.0f},
        {KVQ_FORMAT_TQ6, KVQ_FORMAT_TQ5, 128, 0, 2, 50, 2, 2, {300, 61, 0}, 30, 0, 0, 0, 0, 0.0f},
        {KVQ_FORMAT_TQ3, KVQ_FORMAT_TQ3, 64, 8, 0, 128, 0, 3, {300, 129, 5}, 48, 0, 0, 0, 1, 0.0f},
        {KVQ_FORMAT_TQ8, KVQ_FORMAT_TQ4, 128, 0, 4, 0, 2, 2, {300, 45, 0}, 30, 0, 0, 0, 0, 0.0f},
        {KVQ_FORMAT_TQ6, KVQ_FORMAT_TQ8, 128, 0, 0, 90, 3, 2, {300, 100, 0}, 30, 0, 0, 0, 0, 0.0f}};
    at_desc d = at_base();
    uint32_t k;
    d.kf = c[i].kf;
    d.vf = c[i].vf;
    d.D = c[i].D;
    d.G = 32;
    d.prec = KVQ_PRECISION_F16;
    d.seed = 9700 + (uint64_t)i;
    if (c[i].gqa) d.gqa = c[i].gqa;
    if (c[i].nq) d.nq = c[i].nq;
    if (c[i].bs) d.bs = c[i].bs;
    if (c[i].n_seqs) d.n_seqs = c[i].n_seqs;
    d.window = c[i].window;
    d.n_splits = c[i].n_splits;
    for (k = 0; k < 3; k++)
        if (c[i].lens[k]) d.lens[k] = c[i].lens[k];
    d.nb = c[i].nb;
    d.rot = c[i].rot;
    if (c[i].rot_seed) d.rot_seed = c[i].rot_seed;
    d.sinks = c[i].sinks;
    d.softcap = c[i].softcap;
    return d;
}


/* -inf in K of sequence 0, head 0, token 5, element 3 (DATA_KINF), F16 halves, head_dim 64, GQA 4, 100 keys in
   paged blocks, q of dtype i (f32, bf16, f16), at precision prec (attn/direct/exact/kinf, attn/nan/kinf) */
static at_desc at_kinf(uint32_t i, kvq_precision prec)
{
    static const kvq_dtype qk[3] = {KVQ_DTYPE_F32, KVQ_DTYPE_BF16, KVQ_DTYPE_F16};
    at_desc d = at_base();
    d.D = 64;
    d.gqa = 4;
    d.qdt = qk[i];
    d.data = DATA_KINF;
    d.lens[0] = 100;
    d.nb = 8;
    d.kf = d.vf = KVQ_FORMAT_F16;
    d.prec = prec;
    d.seed = 9720 + (uint64_t)i + (prec == KVQ_PRECISION_F16X2 ? 0u : 3u);
    return d;
}

/* KVQ_PRECISION_F16 decode on the direct variant (attn_direct.glsl: up to
   16 rows per kv head (GQA x n_queries), head_dim 64 or 128, K and V of
   Q2, Q4, Q8, Q8S, E4M3 or E5M2 with f16 params, or F16 at head_dim 64, a paged block size a multiple of
   16; its emulated module where +directemu forces it, as make test does
   on lavapipe; elsewhere the other paths, against the same bound): every
   K x V pair of those formats; 1 to 16 rows; contiguous caches whose
   lengths are not multiples of 16 (the last keys clamped) and one that
   is; blocks of 16, 32 and 64 in shuffled tables; several sequences of
   different lengths in one call; one split and 13 (splits that start
   inside a block of 16 keys: the keys before masked); a window that
   starts inside a block of 16 with a NaN in V just before it (it must
   reach no output); softcap, sinks, lse; groups of 64 and 128; f16 q and
   out; a length of 1 and one of 4097; contiguous caches of several blocks
   (of 16: the direct kernel's rows per block; of 8: not its shape); at
   head_dim 64 each format as K and as V once, gpt-oss's shape (GQA 8,
   sinks, a window of 128) over 3 sequences, groups of the whole head,
   f16 q/out with lse and 5 splits, contiguous blocks of 16; several
   queries (2 to 16, causal, with a window, splits, sinks, 3 sequences, a
   sequence of as many keys as queries; 9-16 rows in a second block of 8,
   one query of GQA 16; attn/nan's cases 3-9: V NaNs that only some
   queries read, 3 to 16 rows); TQ2 to TQ8 halves (TQ3, TQ5, TQ6: codes
   that straddle words, at head_dim 128 and 64) and Q4 with the
   rotation option (attn/direct/rot: softcap, sinks, splits, several
   queries, a window, 3 sequences, a length of 1, 16 rows of a TQ K, TQ3
   in gpt-oss's shape),
   a NaN in a TQ V row that only the last query reads, a NaN TQ K row, a
   TQ V of small values. Where the direct variant is in use (make test
   forces its emulated twin; the H200) each case but shape 11 (5 rows,
   blocks of 8) must name it as the kernel that ran (direct_ran). */
static void test_direct(void)
{
    static const kvq_format fm[4] = {KVQ_FORMAT_Q4, KVQ_FORMAT_Q8, KVQ_FORMAT_Q8S, KVQ_FORMAT_E4M3};
    /* gqa, K, V, group, bs, nb (0: contiguous, capacity len), n_splits, window, n_seqs, lens... */
    static const uint32_t shapes[][13] = {
        {1, KVQ_FORMAT_Q4, KVQ_FORMAT_Q4, 32, 1, 0, 0, 0, 1, 1},
        {8, KVQ_FORMAT_Q8, KVQ_FORMAT_Q4, 32, 64, 65, 0, 0, 1, 4097},
        {5, KVQ_FORMAT_Q4, KVQ_FORMAT_Q8S, 64, 100, 0, 0, 0, 1, 100},
        {7, KVQ_FORMAT_E4M3, KVQ_FORMAT_Q4, 32, 16, 5, 0, 20, 1, 77},
        {2, KVQ_FORMAT_Q8, KVQ_FORMAT_Q8, 32, 32, 8, 4, 0, 3, 33, 160, 17},
        {3, KVQ_FORMAT_Q4, KVQ_FORMAT_Q4, 128, 64, 16, 1, 0, 1, 1000},
        {4, KVQ_FORMAT_Q4, KVQ_FORMAT_Q4, 32, 300, 0, 13, 0, 1, 300},
        {4, KVQ_FORMAT_Q8S, KVQ_FORMAT_E4M3, 32, 16, 13, 0, 0, 1, 200},
        {6, KVQ_FORMAT_Q4, KVQ_FORMAT_Q8, 32, 16, 4, 0, 9, 1, 50},
        {4, KVQ_FORMAT_Q4, KVQ_FORMAT_Q4, 32, 64, 0, 2, 0, 1, 64},
        {8, KVQ_FORMAT_Q4, KVQ_FORMAT_Q4, 32, 16, 32, 0, 0, 4, 1, 250, 16, 97},
        {5, KVQ_FORMAT_Q4, KVQ_FORMAT_Q4, 32, 8, 0, 0, 0, 1, 30},  /* contiguous, 4 blocks of 8 (not the direct kernel's:
                                                                       5 rows, so the staged matrix kernel where it runs) */
        {4, KVQ_FORMAT_Q8, KVQ_FORMAT_Q4, 32, 16, 0, 3, 0, 1, 50}, /* contiguous, 4 blocks of 16 */
        /* head_dim 64 (sdim below): gpt-oss's attention (GQA 8, sinks, a window of 128) over 3 sequences; a
           contiguous cache with groups of the whole head; f16 q/out, lse and 5 splits; contiguous, 4 blocks of 16 */
        {8, KVQ_FORMAT_Q4, KVQ_FORMAT_Q4, 32, 16, 48, 0, 128, 3, 300, 129, 5},
        {1, KVQ_FORMAT_Q8, KVQ_FORMAT_Q8S, 64, 64, 0, 0, 0, 1, 64},
        {4, KVQ_FORMAT_E4M3, KVQ_FORMAT_Q8, 32, 32, 30, 5, 0, 2, 700, 33},
        {3, KVQ_FORMAT_Q8S, KVQ_FORMAT_E4M3, 32, 16, 0, 0, 0, 1, 50},
        /* several queries (snq below; up to 8 rows, one block: GQA x n_queries, causal among themselves): each
           row's own keys, in the tiles where some row does not see some key (the diagonal's last keys, a window's
           first) by p = 0 (finite V here; attn/nan has the key-by-key path): 4 queries of GQA 2 over 2
           sequences; MHA, 8 queries, a window of 50, 5 splits; 2 queries
           of GQA 4, contiguous, f16 q/out and lse; 3 queries with an F16 K (head_dim 64); 5 queries, a window of
           20, 3 sequences, sinks (head_dim 64); 8 queries of 8 keys */
        {2, KVQ_FORMAT_Q4, KVQ_FORMAT_Q4, 32, 16, 40, 0, 0, 2, 300, 77},
        {1, KVQ_FORMAT_Q8, KVQ_FORMAT_E4M3, 32, 32, 30, 5, 50, 1, 600},
        {4, KVQ_FORMAT_Q8S, KVQ_FORMAT_Q4, 32, 200, 0, 3, 0, 1, 200},
        {2, KVQ_FORMAT_F16, KVQ_FORMAT_Q8, 32, 16, 20, 0, 0, 1, 250},
        {1, KVQ_FORMAT_Q2, KVQ_FORMAT_E5M2, 32, 64, 12, 2, 20, 3, 100, 37, 5},
        {1, KVQ_FORMAT_Q4, KVQ_FORMAT_Q8, 32, 16, 1, 0, 0, 1, 8},
        /* 9 to 16 rows (a second block of 8 rows in the products): 4 queries of GQA 4 over 2 sequences; 2 queries
           of GQA 8, a window of 40, 3 splits; one query of GQA 16 with sinks (head_dim 64); 3 queries of GQA 4
           (12 rows: the second block half used), contiguous, f16 q/out and lse; 16 queries of MHA (F16, head_dim
           64); 5 queries of GQA 2, a window of 30, 3 sequences */
        {4, KVQ_FORMAT_Q4, KVQ_FORMAT_Q4, 32, 16, 40, 0, 0, 2, 300, 77},
        {8, KVQ_FORMAT_Q8, KVQ_FORMAT_Q8S, 32, 32, 20, 3, 40, 1, 500},
        {16, KVQ_FORMAT_E4M3, KVQ_FORMAT_Q4, 64, 64, 8, 0, 0, 1, 333},
        {4, KVQ_FORMAT_Q2, KVQ_FORMAT_Q8, 32, 128, 0, 2, 0, 1, 128},
        {1, KVQ_FORMAT_F16, KVQ_FORMAT_F16, 32, 16, 8, 0, 0, 1, 100},
        {2, KVQ_FORMAT_Q8, KVQ_FORMAT_E5M2, 32, 16, 45, 2, 30, 3, 200, 16, 90},
        /* F16 at head_dim 128: 4 queries of GQA 4 over 2 sequences (16 rows); 2 queries of GQA 2, a window of 40,
           3 splits (edge tiles with an F16 V); GQA 2, a contiguous cache, lse (one row takes the f32 kernel) */
        {4, KVQ_FORMAT_F16, KVQ_FORMAT_F16, 32, 16, 40, 0, 0, 2, 300, 77},
        {2, KVQ_FORMAT_Q8, KVQ_FORMAT_F16, 32, 32, 20, 3, 40, 1, 500},
        {2, KVQ_FORMAT_F16, KVQ_FORMAT_Q4, 32, 1000, 0, 0, 0, 1, 1000},
    };
    static const uint32_t sdim[sizeof shapes / sizeof shapes[0]] = {[13] = 64, [14] = 64, [15] = 64, [16] = 64,
                                                                    [20] = 64, [21] = 64, [25] = 64, [27] = 64}; /* 0: 128 */
    static const uint32_t snq[sizeof shapes / sizeof shapes[0]] = {[17] = 4, [18] = 8, [19] = 2, [20] = 3, [21] = 5,
                                                                   [22] = 8, [23] = 4, [24] = 2, [26] = 3, [27] = 16,
                                                                   [28] = 5, [29] = 4, [30] = 2}; /* n_queries; 0: 1 */
    /* more pairs (K, V, head_dim): at head_dim 64 each of fm's formats as K and as V once (4- and 8-bit lanes of
       both halves); Q2 and E5M2 each as K and as V with itself, each other, Q8S and (Q2: two register sets with
       a 4-bit half) Q4, at head_dim 128 and (Q2's half-word V lanes, E5M2 as K) 64; F16 at head_dim 64 with
       itself, and as K and as V with a 2-, 4- and 8-bit half (F16 K with Q2's half-word V lanes); F16 at head_dim
       128 (16 words of K a key a lane, 8 of V; each tile loaded at its start) with itself, as K with Q4, as V
       with Q8 and E4M3 */
    static const uint32_t pairs_x[54][3] = {
        {KVQ_FORMAT_F16, KVQ_FORMAT_F16, 128},  {KVQ_FORMAT_F16, KVQ_FORMAT_Q4, 128},   {KVQ_FORMAT_Q8, KVQ_FORMAT_F16, 128},
        {KVQ_FORMAT_E4M3, KVQ_FORMAT_F16, 128},
        {KVQ_FORMAT_Q4, KVQ_FORMAT_Q4, 64},     {KVQ_FORMAT_Q8, KVQ_FORMAT_Q8S, 64},    {KVQ_FORMAT_Q8S, KVQ_FORMAT_E4M3, 64},
        {KVQ_FORMAT_E4M3, KVQ_FORMAT_Q8, 64},   {KVQ_FORMAT_Q2, KVQ_FORMAT_Q2, 128},    {KVQ_FORMAT_Q2, KVQ_FORMAT_E5M2, 128},
        {KVQ_FORMAT_E5M2, KVQ_FORMAT_Q4, 128},  {KVQ_FORMAT_Q8S, KVQ_FORMAT_Q2, 128},   {KVQ_FORMAT_E5M2, KVQ_FORMAT_E5M2, 128},
        {KVQ_FORMAT_Q4, KVQ_FORMAT_E5M2, 128},  {KVQ_FORMAT_Q2, KVQ_FORMAT_Q2, 64},     {KVQ_FORMAT_E5M2, KVQ_FORMAT_Q2, 64},
        {KVQ_FORMAT_Q2, KVQ_FORMAT_Q4, 128},    {KVQ_FORMAT_Q4, KVQ_FORMAT_Q2, 128},    {KVQ_FORMAT_F16, KVQ_FORMAT_F16, 64},
        {KVQ_FORMAT_F16, KVQ_FORMAT_Q4, 64},    {KVQ_FORMAT_E4M3, KVQ_FORMAT_F16, 64},  {KVQ_FORMAT_Q8, KVQ_FORMAT_F16, 64},
        {KVQ_FORMAT_Q2, KVQ_FORMAT_F16, 64},    {KVQ_FORMAT_F16, KVQ_FORMAT_Q8S, 64},   {KVQ_FORMAT_F16, KVQ_FORMAT_Q2, 64},
        /* TQ (levels by lookup; K's norms on the logits, V's on its levels; q rotated, the output rotated back):
           each of TQ2, TQ4 and TQ8 as K and as V at head_dim 128 and at 64, with each other (the same bits: one
           book), with an affine, an fp8 and an F16 half; TQ3 (codes that straddle words) with itself, as K with
           Q8 and TQ2, as V with Q4 and TQ4 (two books); TQ5 and TQ6 with themselves and each other, as K with a
           Q4 and a TQ3 V, as V with a Q8S and an E4M3 K (head_dim 128); at head_dim 64 (spans at 8-, 16- and
           24-bit shifts) TQ3 with itself and with Q4, TQ5 with TQ6 both ways, TQ5 with itself, an F16 K with a
           TQ3 V */
        {KVQ_FORMAT_TQ4, KVQ_FORMAT_TQ4, 128},  {KVQ_FORMAT_TQ2, KVQ_FORMAT_Q4, 128},   {KVQ_FORMAT_Q8, KVQ_FORMAT_TQ8, 128},
        {KVQ_FORMAT_TQ8, KVQ_FORMAT_TQ2, 64},   {KVQ_FORMAT_E5M2, KVQ_FORMAT_TQ4, 64},  {KVQ_FORMAT_F16, KVQ_FORMAT_TQ4, 64},
        {KVQ_FORMAT_TQ4, KVQ_FORMAT_TQ2, 64},   {KVQ_FORMAT_TQ8, KVQ_FORMAT_TQ8, 128},  {KVQ_FORMAT_TQ2, KVQ_FORMAT_TQ2, 128},
        {KVQ_FORMAT_TQ2, KVQ_FORMAT_TQ8, 64},   {KVQ_FORMAT_TQ3, KVQ_FORMAT_TQ3, 128},  {KVQ_FORMAT_TQ3, KVQ_FORMAT_Q8, 128},
        {KVQ_FORMAT_Q4, KVQ_FORMAT_TQ3, 128},   {KVQ_FORMAT_TQ4, KVQ_FORMAT_TQ3, 128},  {KVQ_FORMAT_TQ3, KVQ_FORMAT_TQ2, 128},
        {KVQ_FORMAT_TQ5, KVQ_FORMAT_TQ5, 128},  {KVQ_FORMAT_TQ6, KVQ_FORMAT_TQ6, 128},  {KVQ_FORMAT_TQ5, KVQ_FORMAT_TQ6, 128},
        {KVQ_FORMAT_TQ6, KVQ_FORMAT_TQ5, 128},  {KVQ_FORMAT_TQ5, KVQ_FORMAT_Q4, 128},   {KVQ_FORMAT_TQ6, KVQ_FORMAT_TQ3, 128},
        {KVQ_FORMAT_Q8S, KVQ_FORMAT_TQ5, 128},  {KVQ_FORMAT_E4M3, KVQ_FORMAT_TQ6, 128}, {KVQ_FORMAT_TQ3, KVQ_FORMAT_TQ3, 64},
        {KVQ_FORMAT_TQ3, KVQ_FORMAT_Q4, 64},    {KVQ_FORMAT_TQ5, KVQ_FORMAT_TQ6, 64},   {KVQ_FORMAT_TQ6, KVQ_FORMAT_TQ5, 64},
        {KVQ_FORMAT_TQ5, KVQ_FORMAT_TQ5, 64},   {KVQ_FORMAT_F16, KVQ_FORMAT_TQ3, 64}};
    uint32_t i, k, v;
    /* KVQ_TEST_REQUIRE_MMA=1 (make test, tests/gpu_run.sh): the direct variant must be in use (its layout check
       passed on the GPU, or +directemu forced it) */
    if (g_require_mma && case_begin("attn/direct/in_use")) {
        const char *f = kvq_context_features(g_ctx);
        CHECK(variant_on(f, "direct") || variant_on(f, "directemu"), "neither direct nor directemu is in use (features: %s)", f);
        case_end();
    }
    for (k = 0; k < 4; k++)
        for (v = 0; v < 4; v++) {
            at_desc d = at_base();
            if (g_quick && (k + v) % 2) continue;
            if (!case_begin("attn/direct/pair/K=%s/V=%s", fname(fm[k]), fname(fm[v]))) continue;
            d.D = 128;
            d.G = 32;
            d.kf = fm[k];
            d.vf = fm[v];
            d.lens[0] = 300;
            d.nb = 24;
            d.prec = KVQ_PRECISION_F16;
            d.seed = 9500 + 4u * k + v;
            d.want_direct = 1;
            at_check(&d);
            case_end();
        }
    for (i = 0; i < sizeof pairs_x / sizeof pairs_x[0]; i++) {
        at_desc d = at_base();
        if (g_quick && i % 2) continue;
        if (!case_begin("attn/direct/%s/D%u/K=%s/V=%s",
                        fmt_tq((kvq_format)pairs_x[i][0]) || fmt_tq((kvq_format)pairs_x[i][1]) ? "tqpair" : "pair",
                        pairs_x[i][2], fname((kvq_format)pairs_x[i][0]),
                        fname((kvq_format)pairs_x[i][1])))
            continue;
        d.D = pairs_x[i][2];
        d.G = 32;
        d.kf = (kvq_format)pairs_x[i][0];
        d.vf = (kvq_format)pairs_x[i][1];
        d.lens[0] = 250;
        d.nb = 20;
        d.prec = KVQ_PRECISION_F16;
        d.seed = 9550 + (uint64_t)i;
        d.want_direct = 1;
        at_check(&d);
        case_end();
    }
    for (i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
        const uint32_t *c = shapes[i];
        at_desc d = at_base();
        if (g_quick && i % 2) continue;
        if (!case_begin("attn/direct/%u/D%u/gqa%u/nq%u/K=%s/V=%s/len%u", i, sdim[i] ? sdim[i] : 128u, c[0],
                        snq[i] ? snq[i] : 1u, fname((kvq_format)c[1]), fname((kvq_format)c[2]), c[9]))
            continue;
        d.D = sdim[i] ? sdim[i] : 128u;
        d.nq = snq[i] ? snq[i] : 1u;
        d.gqa = c[0];
        d.kf = (kvq_format)c[1];
        d.vf = (kvq_format)c[2];
        d.G = c[3];
        d.bs = c[4];
        d.nb = c[5];
        d.n_splits = c[6];
        d.window = c[7];
        d.n_seqs = c[8];
        for (k = 0; k < d.n_seqs; k++) d.lens[k] = c[9 + k];
        d.prec = KVQ_PRECISION_F16;
        d.seed = 9600 + (uint64_t)i;
        if (i == 3) {
            d.softcap = 30.0f;
            d.sinks = 1;
            d.lse = 1;
        }
        if (i == 13 || i == 21 || i == 25) d.sinks = 1;
        if (i == 15 || i == 19 || i == 26 || i == 31) {
            d.lse = 1;
            d.qdt = KVQ_DTYPE_F16;
            d.odt = KVQ_DTYPE_F16;
        }
        if (i == 7) {
            d.qdt = KVQ_DTYPE_F16;
            d.odt = KVQ_DTYPE_F16;
        }
        if (i == 8) d.data = DATA_VNAN_EARLY; /* token 40; the window 41..49 */
        if (i == 11 || i == 12 || i == 16) d.cblocks = 4;
        d.want_direct = i != 11;
        at_check(&d);
        case_end();
    }
    /* KVQ_PRECISION_F16X2 on the direct kernel (F16 halves, an f16 q: nothing rounded to f16 that is not f16
       already; p as two f16 halves): within 1e-5 on data whose outputs do not hang on weights below ~2^-21 of
       the largest (f32 out: 1e-5, lse 1e-5; attn/accuracy/sink_tail for what it misses). {D, gqa, n_queries,
       block size (0: contiguous), blocks, splits, window, data, n_seqs, lens}: GQA 4 paged; head_dim 64 contiguous;
       GQA 8 over 3 sequences (1, 7, 200 keys) with softcap, sinks, lse and 3 splits; 4 queries of GQA 4 (16 rows,
       edge tiles) with a window of 40 and lse; 2 queries of logits spread over ~10 in one split (DATA_SMALLV: q x
       8, weights from 1 down past f16's normal range, where p's low halves matter; V x 1e-4); 3 queries of GQA 2
       with one dominant key, 5 splits, lse; a NaN in V (only the rows that read it); logits up to ~1e4 */
    for (i = 0; i < 8; i++) {
        static const uint32_t ex[8][12] = {
            {128, 4, 1, 16, 24, 0, 0, DATA_RANDOM, 1, 300},
            {64, 4, 1, 0, 0, 0, 0, DATA_RANDOM, 1, 257},
            {128, 8, 1, 16, 40, 3, 0, DATA_RANDOM, 3, 1, 7, 200},
            {128, 4, 4, 64, 8, 2, 40, DATA_RANDOM, 1, 200},
            {128, 4, 2, 16, 30, 1, 0, DATA_SMALLV, 1, 400},
            {64, 2, 3, 16, 12, 5, 0, DATA_DOMINANT, 1, 130},
            {128, 4, 1, 16, 24, 2, 0, DATA_VNAN, 1, 300},
            {64, 4, 1, 16, 16, 1, 0, DATA_LARGE, 1, 250},
        };
        const uint32_t *c = ex[i];
        at_desc d = at_base();
        if (!case_begin("attn/direct/exact/%u/D%u/gqa%u/nq%u", i, c[0], c[1], c[2])) continue;
        d.D = c[0];
        d.gqa = c[1];
        d.nq = c[2];
        d.bs = c[3] ? c[3] : c[9];
        d.nb = c[4];
        d.n_splits = c[5];
        d.window = c[6];
        d.data = (int)c[7];
        d.n_seqs = c[8];
        for (k = 0; k < d.n_seqs; k++) d.lens[k] = c[9 + k];
        d.kf = d.vf = KVQ_FORMAT_F16;
        d.qdt = KVQ_DTYPE_F16;
        d.odt = KVQ_DTYPE_F32;
        d.prec = KVQ_PRECISION_F16X2;
        d.seed = 9700 + (uint64_t)i;
        d.lse = i == 2 || i == 3 || i == 5;
        if (i == 2) {
            d.softcap = 30.0f;
            d.sinks = 1;
        }
        d.want_direct = 1;
        at_check(&d);
        case_end();
    }
    /* an f32 or bf16 q (two f16 halves of its row scaled by a power of two): GQA 4 and f32 q at head_dim 128;
       bf16 q with 2 queries; f32 q of rows from ~1e-9 to ~1e7 (beyond f16's range both ways; the scale small
       enough to keep the logits under ~50) at head_dim 64 with 16 rows (GQA 8, 2 queries) and lse; f32 q with
       a window and softcap, 4 queries of GQA 4 at head_dim 64 (16 rows, edge tiles; at 128 the twin's shared
       memory is more than lavapipe's 32 KiB with q's low halves) */
    for (i = 0; i < 4; i++) {
        static const uint32_t qx[4][6] = {{128, 4, 1, KVQ_DTYPE_F32, DATA_RANDOM, 300},
                                          {128, 4, 2, KVQ_DTYPE_BF16, DATA_SMALLV, 260},
                                          {64, 8, 2, KVQ_DTYPE_F32, DATA_QSPREAD, 333},
                                          {64, 4, 4, KVQ_DTYPE_F32, DATA_RANDOM, 200}};
        at_desc d = at_base();
        if (!case_begin("attn/direct/exact/q/%u/%s/D%u/gqa%u/nq%u", i, qx[i][3] == KVQ_DTYPE_F32 ? "f32" : "bf16",
                        qx[i][0], qx[i][1], qx[i][2]))
            continue;
        d.D = qx[i][0];
        d.gqa = qx[i][1];
        d.nq = qx[i][2];
        d.qdt = (kvq_dtype)qx[i][3];
        d.data = (int)qx[i][4];
        d.lens[0] = qx[i][5];
        d.nb = 24;
        d.kf = d.vf = KVQ_FORMAT_F16;
        d.prec = KVQ_PRECISION_F16X2;
        d.seed = 9710 + (uint64_t)i;
        if (i == 2) {
            d.scale = 1e-6f;
            d.lse = 1;
            d.n_splits = 3;
        }
        if (i == 3) {
            d.window = 50;
            d.softcap = 20.0f;
        }
        d.want_direct = 1;
        at_check(&d);
        case_end();
    }
    /* -inf in a K element (token 5, element 3) under KVQ_PRECISION_F16X2 with an f32, bf16 or f16 q: rows whose q
       element is positive drop the key, as in the f32 kernel; with an f32 or bf16 q a low half of 0 times the
       infinity made those logits NaN (a review; bf16 q's low halves are all 0) until dqlo (PERF.md 95). The default
       precision's cases: attn/nan/kinf */
    for (i = 0; i < 3; i++) {
        at_desc d = at_kinf(i, KVQ_PRECISION_F16X2);
        if (!case_begin("attn/direct/exact/kinf/%s", dt_str(d.qdt))) continue;
        d.want_direct = 1;
        at_check(&d);
        case_end();
    }
    for (i = 0; i < DIRECT_ROT_CASES; i++) {
        at_desc d;
        if (g_quick && i % 2) continue;
        if (!case_begin("attn/direct/rot/%u", i)) continue;
        d = direct_rot_desc(i);
        d.want_direct = 1;
        at_check(&d);
        case_end();
    }
    /* a NaN in a TQ V row (its norm: the whole row NaN) at the last of 193 keys, 4 queries of GQA 4 (16 rows), 2
       splits: only the last query's rows of that kv head read it; every other output is finite and right (TQ4:
       pairs of levels; TQ3: pairs across words; TQ8: single levels) */
    for (i = 0; i < 3; i++) {
        static const kvq_format vn[3] = {KVQ_FORMAT_TQ4, KVQ_FORMAT_TQ3, KVQ_FORMAT_TQ8};
        at_desc d = at_base();
        if (!case_begin("attn/direct/tq_vnan/%s", fname(vn[i]))) continue;
        d.D = 128;
        d.kf = KVQ_FORMAT_Q4;
        d.vf = vn[i];
        d.G = 32;
        d.nq = 4;
        d.n_seqs = 2;
        d.lens[0] = 193;
        d.lens[1] = 30;
        d.nb = 16;
        d.n_splits = 2;
        d.data = DATA_VNAN;
        d.prec = KVQ_PRECISION_F16;
        d.seed = 9750 + (uint64_t)i;
        d.want_direct = 1;
        at_check_nan_row(&d, 1);
        case_end();
    }
    /* a TQ V of small values (1e-4: its norms / sqrt(R) near f16's smallest normal numbers; the values keep
       f16's precision as another format's would) over 2048 keys with spread logits (q x 8: most p far below 1):
       within the f16 bound (lavapipe: 9.4e-4 of 2e-3; at 1e-5 the values themselves reach f16's subnormals and
       it is 1.8e-3) */
    if (case_begin("attn/direct/tq_smallv")) {
        at_desc d = at_base();
        d.D = 128;
        d.kf = KVQ_FORMAT_Q4;
        d.vf = KVQ_FORMAT_TQ4;
        d.G = 32;
        d.lens[0] = 2048;
        d.nb = 128;
        d.data = DATA_SMALLV;
        d.prec = KVQ_PRECISION_F16;
        d.seed = 9760;
        d.want_direct = 1;
        at_check(&d);
        case_end();
    }
    /* a NaN in a TQ K row (its norm) at token 1 of sequence 0: every row of that kv head reads it (NaN), every
       other output is finite and right (TQ4; TQ5 and TQ6: spans across words, single levels) */
    for (i = 0; i < 3; i++) {
        static const kvq_format kn[3] = {KVQ_FORMAT_TQ4, KVQ_FORMAT_TQ5, KVQ_FORMAT_TQ6};
        at_desc d = at_base();
        if (!case_begin("attn/direct/tq_knan/%s", fname(kn[i]))) continue;
        d.D = 128;
        d.kf = kn[i];
        d.vf = KVQ_FORMAT_Q8;
        d.n_seqs = 2;
        d.lens[0] = 100;
        d.lens[1] = 40;
        d.nb = 16;
        d.data = DATA_NAN;
        d.prec = KVQ_PRECISION_F16;
        d.seed = 9770 + (uint64_t)i;
        d.want_direct = 1;
        at_check_nan_row(&d, 0);
        case_end();
    }
    /* an element of q x scale beyond f16's range; a V or K value of 70000 in a group (the group's extremes:
       the scale x 127 (Q8S), x 448 (E4M3), x 57344 (E5M2) or an affine group's ends): where the direct variant
       runs the wait fails and nothing is written, elsewhere (the f32 kernel, the CPU) the result is finite. The
       last case has the value in K and V of token 0 with a window of 30 (40 keys): the direct kernel loads
       token 0's block but no query sees it, so nothing is reported and the result is the reference's. */
    for (i = 0; i < 8; i++) {
        static const char *rn[8] = {"q_scale", "v_q8", "v_e5m2", "v_q8s", "v_e4m3", "k_q8s", "k_e4m3", "unseen"};
        static const kvq_format rk[8] = {KVQ_FORMAT_Q8, KVQ_FORMAT_Q8, KVQ_FORMAT_Q8, KVQ_FORMAT_Q8, KVQ_FORMAT_Q8,
                                         KVQ_FORMAT_Q8S, KVQ_FORMAT_E4M3, KVQ_FORMAT_E4M3};
        static const kvq_format rv[8] = {KVQ_FORMAT_Q8, KVQ_FORMAT_Q8, KVQ_FORMAT_E5M2, KVQ_FORMAT_Q8S,
                                         KVQ_FORMAT_E4M3, KVQ_FORMAT_Q4, KVQ_FORMAT_Q8, KVQ_FORMAT_Q8S};
        static const int rd[8] = {DATA_LARGE, DATA_HUGEV, DATA_HUGEV, DATA_HUGEV, DATA_HUGEV, DATA_HUGEK, DATA_HUGEK,
                                  DATA_HUGEKV};
        const char *f = g_vulkan ? kvq_context_features(g_ctx) : "";
        at_desc d = at_base();
        if (!case_begin("attn/direct/range/%s", rn[i])) continue;
        d.D = 128;
        d.kf = rk[i];
        d.vf = rv[i];
        d.lens[0] = 40;
        d.data = rd[i];
        d.scale = i == 0 ? 100.0f : 0.0f;
        d.window = i == 7 ? 30u : 0u;
        d.prec = KVQ_PRECISION_F16;
        d.want_direct = 1;
        d.expect_range = i < 7 && g_vulkan && (variant_on(f, "direct") || variant_on(f, "directemu"));
        if (d.expect_range || i == 7) {
            at_check(&d);
        } else {
            at_result r;
            at_run_on(g_ctx, &d, &r);
            CHECK(r.ok == 1 && r.nonfinite == 0, "the f32 path: %ld outputs not finite", r.nonfinite);
            at_free(&r);
        }
        case_end();
    }
}

/* Rotated halves: TQ formats paired with every kind of format, and the
   rotation option on the affine, Q8S and fp8 formats; attention works in
   the rotated domain (q rotated, V's sum rotated back), the reference on
   the cache as read back (rotated back per row). */
static void test_rotated(void)
{
    static const kvq_format tq[6] = {KVQ_FORMAT_TQ2, KVQ_FORMAT_TQ3, KVQ_FORMAT_TQ4,
                                     KVQ_FORMAT_TQ5, KVQ_FORMAT_TQ6, KVQ_FORMAT_TQ8};
    static const kvq_format other[6] = {KVQ_FORMAT_F16, KVQ_FORMAT_Q8, KVQ_FORMAT_Q4,
                                        KVQ_FORMAT_Q8S, KVQ_FORMAT_E4M3, KVQ_FORMAT_BF16};
    /* D, Hkv, gqa, nq, len, nb (0: contiguous), bs */
    static const uint32_t shapes[][7] = {{128, 2, 4, 1, 300, 0, 300}, {64, 1, 8, 1, 37, 4, 16},   {80, 2, 2, 4, 50, 8, 8},
                                         {96, 1, 4, 1, 100, 0, 100},  {512, 1, 2, 2, 40, 4, 16}, {1024, 1, 2, 1, 20, 0, 20}};
    int i;
    for (i = 0; i < 24; i++) {
        at_desc d = at_base();
        const uint32_t *sh = shapes[i % 6];
        d.D = sh[0];
        d.Hkv = sh[1];
        d.gqa = sh[2];
        d.nq = sh[3];
        d.lens[0] = sh[4];
        d.nb = sh[5];
        d.bs = sh[6];
        d.G = d.D % 32 == 0 ? 32 : 16;
        d.pd = i % 3 == 0 ? KVQ_DTYPE_F16 : i % 3 == 1 ? KVQ_DTYPE_F32 : KVQ_DTYPE_BF16;
        d.rot_seed = i % 4 == 0 ? 0 : 0x1234567890abcdefull * (uint64_t)i;
        d.seed = 3000 + (uint64_t)i;
        if (i < 6) { /* TQ keys, other values */
            d.kf = tq[i];
            d.vf = other[i];
        } else if (i < 12) { /* other keys, TQ values */
            d.kf = other[i - 6];
            d.vf = tq[(i + 3) % 6];
        } else if (i < 18) { /* TQ both */
            d.kf = tq[i - 12];
            d.vf = tq[(i - 12 + 2) % 6];
        } else { /* the rotation option */
            static const kvq_format rf[6][2] = {{KVQ_FORMAT_Q4, KVQ_FORMAT_Q4},   {KVQ_FORMAT_Q8, KVQ_FORMAT_Q2},
                                                {KVQ_FORMAT_Q8S, KVQ_FORMAT_E4M3}, {KVQ_FORMAT_E5M2, KVQ_FORMAT_Q8S},
                                                {KVQ_FORMAT_Q2, KVQ_FORMAT_F16},  {KVQ_FORMAT_F32, KVQ_FORMAT_Q4}};
            d.kf = rf[i - 18][0];
            d.vf = rf[i - 18][1];
            d.rot = 1;
        }
        if (g_quick && i % 3) continue;
        if (!case_begin("attn/rotated/D%u/nq%u/K=%s/V=%s%s", d.D, d.nq, fname(d.kf), fname(d.vf), d.rot ? "/rotation" : ""))
            continue;
        at_check(&d);
        case_end();
    }
}

/* 8 query rows a kv head at head_dim 128, which Vulkan's f32 kernel runs as
   two workgroups of 4 rows (kvq__attn_shape; but with KVQ_PRECISION_Q_INT8
   and a K other than Q8, as one of 8; its debug line says which): GQA 8
   with F16, K=Q8/V=Q4 and K=TQ4/V=Q8S halves, Q8 and Q4 K under Q_INT8, and
   2 queries of GQA 4 with a window, sinks, lse and 3 splits over 2
   sequences. */
static void test_rows8(void)
{
    static const kvq_format kf[5] = {KVQ_FORMAT_F16, KVQ_FORMAT_Q8, KVQ_FORMAT_TQ4, KVQ_FORMAT_Q8, KVQ_FORMAT_Q4};
    static const kvq_format vf[5] = {KVQ_FORMAT_F16, KVQ_FORMAT_Q4, KVQ_FORMAT_Q8S, KVQ_FORMAT_Q4, KVQ_FORMAT_Q8};
    int k;
    for (k = 0; k < 6; k++) {
        at_desc d = at_base();
        d.D = 128;
        d.lens[0] = 300;
        d.nb = 24;
        d.seed = 9900 + (uint64_t)k;
        if (k < 5) {
            d.gqa = 8;
            d.kf = kf[k];
            d.vf = vf[k];
            if (k >= 3) d.prec = KVQ_PRECISION_Q_INT8;
        } else {
            d.nq = 2;
            d.window = 120;
            d.sinks = d.lse = 1;
            d.n_splits = 3;
            d.n_seqs = 2;
            d.lens[1] = 77;
            d.nb = 32;
        }
        if (!case_begin("attn/rows8/%s/K=%s/V=%s%s", k < 5 ? "gqa8" : "gqa4_nq2", fname(d.kf), fname(d.vf),
                        d.prec == KVQ_PRECISION_Q_INT8 ? "/q_int8" : ""))
            continue;
        at_check(&d);
        if (g_vulkan) {
            const unsigned want = k == 4 ? 8u : 4u;
            CHECK(strcmp(g_last_kernel, "attn") == 0 && g_last_rows == want,
                  "kernel '%s' with %u rows a workgroup, expected the f32 kernel ('attn') with %u", g_last_kernel,
                  g_last_rows, want);
        }
        case_end();
    }
}

/* The same op with one split and with many: both against the reference,
   and against each other. */
static void test_splits(void)
{
    /* 64 splits: one chunk of the merge's workgroup; 150 (the host makes
       129 and 143 of them, splits of 4 and 7 keys): several chunks, the
       last one not a multiple of the merge's 4 loads in flight; 400 (257
       and 334): more than the merge keeps in registers (4 per invocation) */
    static const uint32_t many_n[3] = {64, 150, 400};
    int k, m;
    for (k = 0; k < 2; k++) {
        at_desc d = at_base();
        at_result one, many;
        uint32_t i;
        d.lens[0] = k ? 1000 : 513;
        d.nb = 64;
        d.nq = k ? 4 : 1;
        d.sinks = k;
        d.lse = 1;
        d.seed = 3000 + (uint64_t)k;
        if (!case_begin("attn/splits/len%u/nq%u", d.lens[0], d.nq)) continue;
        d.n_splits = 1;
        at_run_on(g_ctx, &d, &one);
        for (m = 0; m < 3; m++) {
            double se = 0, sr = 0;
            d.n_splits = many_n[m];
            at_run_on(g_ctx, &d, &many);
            if (one.ok && many.ok) {
                CHECK(one.rel_rms <= 1e-5 && many.rel_rms <= 1e-5, "against the reference: %.3g (1 split), %.3g (%u)",
                      one.rel_rms, many.rel_rms, many_n[m]);
                for (i = 0; i < one.n_out; i++) {
                    se += ((double)one.out[i] - many.out[i]) * ((double)one.out[i] - many.out[i]);
                    sr += (double)one.out[i] * one.out[i];
                }
                CHECK(sqrt(se / sr) <= 1e-5, "1 split vs %u: relative RMS %.3g", many_n[m], sqrt(se / sr));
            } else {
                FAIL("the attention could not be set up or run; nothing was compared");
            }
            at_free(&many);
        }
        at_free(&one);
        case_end();
    }
}

/* The split count sized to whole waves of workgroups (kvq.h
   kvq__splits_waves, kvq__nv_slots; on Vulkan where the device says how
   many workgroups it runs at once, or KVQ_ATTN_SLOTS forces a count): the
   choices measured on an H200 (examples/PERF.md 57), against a brute
   force over every count it may take (its cost within 5% of the least,
   never above the count it was given), the slots of NVIDIA's register
   file; then attention with forced slot counts (1, 7, 40, 1000), each
   resized count against the reference, the debug log naming it. */
#if !defined(KVQ_NO_VULKAN)
static int g_plan_lines;
static uint32_t g_plan_n, g_plan_was;
static unsigned long long g_plan_slots, g_plan_items;
static void plan_log(void *user, kvq_log_level level, const char *m)
{
    const char *x = m ? strstr(m, "kvq_attention: ") : NULL;
    log_cb(user, level, m);
    if (x && strstr(x, " splits (") &&
        sscanf(x, "kvq_attention: %u splits (%u without the device's size: %llu workgroups at once, %llu", &g_plan_n,
               &g_plan_was, &g_plan_slots, &g_plan_items) == 4)
        g_plan_lines++;
}
static double plan_cost(uint64_t items, uint32_t n, uint64_t slots) { return (double)((items * n + slots - 1u) / slots) / n; }
/* a Vulkan context whose debug log fn reads (NULL and a failure if none) */
static kvq_context *debug_ctx(kvq_log_fn fn)
{
    kvq_context_config cfg = kvq_context_config_init();
    kvq_context *ctx = NULL;
    cfg.log = fn;
    cfg.log_level = KVQ_LOG_DEBUG;
    cfg.backend = KVQ_BACKEND_VULKAN;
    cfg.allow_cpu_device = 1;
    cfg.validation = !g_no_validation;
    if (kvq_context_create(&cfg, &ctx) != KVQ_SUCCESS) {
        FAIL("a Vulkan context");
        return NULL;
    }
    return ctx;
}
static kvq_context *plan_ctx(void) { return debug_ctx(plan_log); }
/* d with kvq's split count (resized to n) and with n given: the same bits (the same split length and tile) */
static void plan_same_bits(kvq_context *ctx, at_desc d, uint32_t n)
{
    at_result ra, rb;
    d.n_splits = 0;
    at_run_on(ctx, &d, &ra);
    d.n_splits = n;
    at_run_on(ctx, &d, &rb);
    CHECK(ra.ok && rb.ok && ra.n_out == rb.n_out && memcmp(ra.out, rb.out, ra.n_out * sizeof(float)) == 0,
          "%u splits chosen and %u given differ", n, n);
    at_free(&ra);
    at_free(&rb);
}
#endif

/* The direct kernel's admission of its largest shapes (attn/direct/rot/8: 16 rows of a TQ4 K and a TQ3 V, 47988
   bytes of shared memory by kvq.h's estimate; rot/11: a TQ8 K beside a TQ4 V; rot/12: a TQ8 V's own copies) on
   a device where the variant runs: the op's debug line must name it (where it is not forced, a case the direct
   kernel refused would pass on another kernel, so rot/8-12 alone do not show that the estimate admitted it on
   NVIDIA's 48 KiB). Skipped where the direct variant itself is not in use: with its emulated twin forced
   (lavapipe, make test) rot/8-12 already fail on any other kernel's bits. */
#if !defined(KVQ_NO_VULKAN)
static char g_admit_kernel[32];
static void admit_log(void *user, kvq_log_level level, const char *m)
{
    const char *x = m ? strstr(m, "kvq_attention: kernel ") : NULL;
    log_cb(user, level, m);
    if (x) sscanf(x, "kvq_attention: kernel %31[a-z]", g_admit_kernel);
}
#endif
static void test_direct_admit(void)
{
#if !defined(KVQ_NO_VULKAN)
    static const uint32_t cases[3] = {8, 11, 12};
    uint32_t i;
    if (!g_vulkan) return;
    for (i = 0; i < 3; i++) {
        kvq_context *ctx;
        at_desc d = direct_rot_desc(cases[i]);
        at_result r;
        const char *f;
        if (!case_begin("attn/direct/admit/%u", cases[i])) continue;
        if (!(ctx = debug_ctx(admit_log))) {
            case_end();
            continue;
        }
        f = kvq_context_features(ctx);
        if (!variant_on(f, "direct")) {
            kvq_context_destroy(ctx);
            case_skip("the direct variant is not in use (its twin forced, or no matrix units)");
            continue;
        }
        g_admit_kernel[0] = 0;
        at_run_on(ctx, &d, &r);
        CHECK(r.ok, "the attention ran");
        CHECK(strcmp(g_admit_kernel, "direct") == 0, "kernel \"%s\" ran, not direct", g_admit_kernel);
        at_free(&r);
        kvq_context_destroy(ctx);
        case_end();
    }
#endif
}


static void test_split_plan(void)
{
#if !defined(KVQ_NO_VULKAN)
    /* items (sequences x kv heads), the count without the device's size, slots, most; the count expected */
    static const uint32_t cases[][5] = {
        {56, 10, 528, 256, 9},   /* 7 x 32768, the direct kernel (128 registers x 128 invocations: 4 an SM) */
        {96, 6, 528, 256, 11},   /* 12 x 32768: two whole waves */
        {40, 13, 528, 256, 13},  {64, 8, 528, 256, 8}, {24, 22, 528, 256, 22}, {8, 64, 528, 512, 64},
        {8, 32, 528, 32, 32},    /* 1 x 4096: splits of 128 keys at most */
        {56, 19, 1056, 256, 18}, /* 7 x 32768, the f32 kernel (127 registers x 64: 8 an SM) */
        {96, 11, 1056, 256, 11}, {40, 26, 1056, 256, 26}, {24, 43, 1056, 256, 43},
        {600, 1, 528, 256, 2},   /* more items than slots: 2 splits in 3 waves beat 1 in 2 */
        {1024, 1, 528, 256, 1},  {56, 10, 0, 256, 10} /* slots not known */
    };
    static const uint64_t slot_set[] = {1, 7, 40, 264, 528, 1056};
    uint32_t i;
    if (case_begin("attn/split_plan/choice")) {
        uint64_t items, sl;
        uint32_t want, bad = 0;
        for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
            const uint32_t n = kvq__splits_waves(cases[i][0], cases[i][1], cases[i][2], cases[i][3]);
            CHECK(n == cases[i][4], "%u items, %u splits wanted, %u slots: %u splits, expected %u", cases[i][0],
                  cases[i][1], cases[i][2], n, cases[i][4]);
        }
        for (sl = 0; sl < sizeof slot_set / sizeof slot_set[0]; sl++)
            for (items = 1; items <= 1200; items += items < 100 ? 1u : 37u)
                for (want = 1; want <= 80; want++) {
                    const uint64_t S = slot_set[sl];
                    const uint32_t most = 64, n = kvq__splits_waves(items, want, S, most);
                    uint32_t lo = want / 2u ? want / 2u : 1u, hi = 2u * want < most ? 2u * want : most, m;
                    double least = 1e300;
                    if (want > most) {
                        if (n != want) bad++;
                        continue;
                    }
                    for (m = lo; m <= hi; m++)
                        if (plan_cost(items, m, S) < least) least = plan_cost(items, m, S);
                    if (n < lo || n > hi || plan_cost(items, n, S) > least * 1.05 + 1e-12 ||
                        plan_cost(items, n, S) > plan_cost(items, want, S) + 1e-12) {
                        if (bad++ < 5)
                            FAIL("%llu items, %u wanted, %llu slots: %u splits (cost %.4g, least %.4g, want's %.4g)",
                                 (unsigned long long)items, want, (unsigned long long)S, n, plan_cost(items, n, S), least,
                                 plan_cost(items, want, S));
                    }
                }
        CHECK(bad == 0, "%u choices outside the rule", bad);
        /* an H200: 132 SMs of 64 warps in 4 sub-partitions of 16 Ki registers; {registers, invocations, workgroups
           at once}: 128 x 128 4 an SM; 127 x 64 8; 174 x 128 (176 a warp's share) 2; 24 x 256 (the warps bind) 8;
           111 x 64 4 warps a sub-partition, 8 (9 by the SM's 64 Ki; the H200 ran 8: PERF.md 96); 96 x 64 5 warps,
           10; 149 x 128 3 warps, 3 */
        {
            static const uint32_t sl[7][3] = {{128, 128, 528}, {127, 64, 1056}, {174, 128, 264}, {24, 256, 1056},
                                              {111, 64, 1056}, {96, 64, 1320}, {149, 128, 396}};
            for (i = 0; i < 7; i++)
                CHECK(kvq__nv_slots(132, 64, sl[i][0], sl[i][1], 32) == sl[i][2], "%u registers x %u invocations: %llu",
                      sl[i][0], sl[i][1], (unsigned long long)kvq__nv_slots(132, 64, sl[i][0], sl[i][1], 32));
        }
        CHECK(kvq__nv_slots(132, 64, 0, 128, 32) == 0 && kvq__nv_slots(0, 64, 128, 128, 32) == 0 &&
                  kvq__nv_slots(132, 64, 256, 128, 32) == 0,
              "unknown registers or SMs, or more registers than a thread has: not 0");
        case_end();
    }
    if (g_vulkan) {
        static const uint32_t forced[4] = {1, 7, 40, 1000};
        for (i = 0; i < 4; i++) {
            kvq_context *ctx = NULL;
            at_desc d = at_base();
            if (!case_begin("attn/split_plan/slots%u", forced[i])) continue;
            if (!(ctx = plan_ctx())) {
                case_end();
                continue;
            }
            ctx->vk.feat.slots_env = forced[i]; /* as KVQ_ATTN_SLOTS when the context is made */
            d.n_seqs = 3;
            d.lens[0] = 700;
            d.lens[1] = 333;
            d.lens[2] = 1200;
            d.nb = 160;
            d.seed = 3100 + (uint64_t)i;
            g_plan_lines = 0;
            g_plan_n = g_plan_was = 0;
            g_plan_slots = 0;
            at_check_on(ctx, &d); /* n_splits 0: kvq's choice */
            CHECK(g_plan_lines == 1 && g_plan_slots == forced[i] && g_plan_n >= 1,
                  "the debug log: %d lines naming the split count, %llu slots", g_plan_lines, g_plan_slots);
            if (forced[i] == 40u) { /* 6 items (3 sequences x 2 kv heads), 10 splits asked: 6 fill 36 of 40 */
                uint32_t n = g_plan_n;
                CHECK(g_plan_was == 10u && n == 6u, "40 slots: %u splits from %u, expected 6 from 10", n, g_plan_was);
                plan_same_bits(ctx, d, n);
            }
            d.n_splits = 5; /* a count given: kept, no line */
            g_plan_lines = 0;
            at_check_on(ctx, &d);
            CHECK(g_plan_lines == 0, "a given split count was resized");
            kvq_context_destroy(ctx);
            case_end();
        }
        /* shapes with a window, several queries, sinks, softcap, a contiguous cache, F16 and TQ halves, each
           with a slot count that resizes its split count (found from the count asked and the items, read from a
           first run's debug log): against the reference, and bit for bit what that count given gives */
        for (i = 0; i < 5; i++) {
            kvq_context *ctx = NULL;
            at_desc d = at_base();
            uint32_t S, n = 0, was;
            if (!case_begin("attn/split_plan/resize/%u", i)) continue;
            d.seed = 3200 + (uint64_t)i;
            switch (i) {
            case 0: d.window = 300; d.nq = 4; d.lens[0] = 1500; d.nb = 100; break;
            case 1: d.nb = 0; d.bs = 3000; d.lens[0] = 2900; d.sinks = 1; d.lse = 1; break;
            case 2: d.n_seqs = 2; d.lens[0] = 900; d.lens[1] = 1700; d.nb = 180; d.softcap = 20.0f; d.gqa = 8; break;
            case 3: d.kf = KVQ_FORMAT_F16; d.vf = KVQ_FORMAT_TQ4; d.D = 128; d.lens[0] = 2000; d.nb = 130; break;
            default: d.kf = KVQ_FORMAT_TQ3; d.vf = KVQ_FORMAT_Q8S; d.Hkv = 3; d.lens[0] = 1234; d.nb = 80; d.nq = 2; break;
            }
            if (!(ctx = plan_ctx())) {
                case_end();
                continue;
            }
            ctx->vk.feat.slots_env = 1; /* one slot: never resizes (every count costs its items' waves alike) */
            g_plan_lines = 0;
            at_check_on(ctx, &d);
            was = g_plan_was;
            CHECK(g_plan_lines == 1 && g_plan_n == was, "one slot: %d lines, %u splits from %u", g_plan_lines, g_plan_n,
                  was);
            for (S = 2; S < 4096u && !n; S++) /* a slot count that resizes (within was's own range) */
                if (kvq__splits_waves(g_plan_items, was, S, was) != was) n = kvq__splits_waves(g_plan_items, was, S, was);
            CHECK(n != 0, "no slot count resizes %u splits of %llu items", was, g_plan_items);
            if (n) {
                ctx->vk.feat.slots_env = S - 1u;
                g_plan_lines = 0;
                at_check_on(ctx, &d);
                CHECK(g_plan_lines == 1 && g_plan_n != was, "%u slots: %u splits from %u, not resized", S - 1u, g_plan_n,
                      was);
                plan_same_bits(ctx, d, g_plan_n);
            }
            kvq_context_destroy(ctx);
            case_end();
        }
        /* a span of UINT32_MAX keys (65536 table entries of blocks of 65536, max_seq_len 0): the resized split
           length computed without wrapping (it divided by zero) */
        if (case_begin("attn/split_plan/span_max")) {
            kvq_context *ctx = plan_ctx();
            kvq_cache_desc cd = kvq_cache_desc_init();
            kvq_cache *cache = NULL;
            kvq_buffer *q = NULL, *out = NULL, *lens = NULL, *bt = NULL;
            kvq_attention_params ap = kvq_attention_params_init();
            const uint32_t maxb = 65536u, len = 100u;
            float o[8 * 64];
            cd.n_kv_heads = 8;
            cd.head_dim = 64;
            cd.block_size = 65536;
            cd.n_blocks = 1;
            cd.k_format = cd.v_format = KVQ_FORMAT_Q8;
            if (!ctx || kvq_cache_create(ctx, &cd, &cache) != KVQ_SUCCESS ||
                kvq_buffer_create(ctx, sizeof o, &q) != KVQ_SUCCESS || kvq_buffer_create(ctx, sizeof o, &out) != KVQ_SUCCESS ||
                kvq_buffer_create(ctx, 4, &lens) != KVQ_SUCCESS ||
                kvq_buffer_create(ctx, (uint64_t)maxb * 4u, &bt) != KVQ_SUCCESS) {
                FAIL("set-up: %s", ctx ? kvq_context_last_error(ctx) : "no context");
            } else {
                kvq_result r;
                uint32_t k;
                kvq_buffer *st[4] = {NULL, NULL, NULL, NULL};
                int z, zok = kvq_cache_storage(cache, KVQ_K, &st[0], &st[1]) == KVQ_SUCCESS &&
                             kvq_cache_storage(cache, KVQ_V, &st[2], &st[3]) == KVQ_SUCCESS;
                for (z = 0; zok && z < 4; z++) /* codes and params 0 (the values 0), whatever the memory held */
                    zok = kvq_buffer_fill(ctx, st[z], 0, kvq_buffer_size(st[z]), 0) == KVQ_SUCCESS;
                CHECK(zok, "zeroing the cache");
                ctx->vk.feat.slots_env = 1000;
                CHECK(kvq_buffer_fill(ctx, q, 0, sizeof o, 0x3f800000u) == KVQ_SUCCESS &&
                          kvq_buffer_fill(ctx, bt, 0, (uint64_t)maxb * 4u, 0) == KVQ_SUCCESS &&
                          kvq_buffer_write(ctx, lens, 0, &len, 4) == KVQ_SUCCESS,
                      "filling the inputs");
                ap.q = q;
                ap.out = out;
                ap.n_seqs = 1;
                ap.n_q_heads = 8;
                ap.seq_lens = lens;
                ap.block_tables = bt;
                ap.max_blocks_per_seq = maxb;
                g_plan_lines = 0;
                r = kvq_attention(ctx, cache, &ap);
                if (r == KVQ_SUCCESS) r = kvq_wait(ctx);
                CHECK(r == KVQ_SUCCESS, "attention: %d %s", (int)r, kvq_context_last_error(ctx));
                CHECK(g_plan_lines == 1 && g_plan_n != g_plan_was, "%d lines, %u splits from %u: not resized",
                      g_plan_lines, g_plan_n, g_plan_was);
                CHECK(kvq_buffer_read(ctx, out, 0, o, sizeof o) == KVQ_SUCCESS, "reading out");
                for (k = 0; k < 8u * 64u; k++)
                    if (!(o[k] == o[k])) break;
                CHECK(k == 8u * 64u, "output %u is not a number", k);
            }
            kvq_buffer_destroy(ctx, q);
            kvq_buffer_destroy(ctx, out);
            kvq_buffer_destroy(ctx, lens);
            kvq_buffer_destroy(ctx, bt);
            kvq_cache_destroy(ctx, cache);
            kvq_context_destroy(ctx);
            case_end();
        }
        /* KVQ_ATTN_SLOTS read from the environment (make test sets it for some runs) */
        if (getenv("KVQ_ATTN_SLOTS") && case_begin("attn/split_plan/env")) {
            /* a count of decimal digits only, 1 to 2^28 - 1; anything else ignored (0: kvq's own count) */
            const char *e = getenv("KVQ_ATTN_SLOTS");
            size_t k, n = strlen(e);
            unsigned long v = 0;
            for (k = 0; k < n && e[k] >= '0' && e[k] <= '9' && v <= 0xffffffful; k++) v = v * 10u + (unsigned long)(e[k] - '0');
            if (n == 0 || k < n || v > 0xffffffful) v = 0;
            CHECK(g_ctx->vk.feat.slots_env == v, "KVQ_ATTN_SLOTS=%s, the context has %u (expected %lu)", e,
                  g_ctx->vk.feat.slots_env, v);
            case_end();
        }
        /* an NVIDIA device: its own count (SM count and the pipeline's registers), not 0 */
        if (!getenv("KVQ_ATTN_SLOTS") && case_begin("attn/split_plan/device")) {
            if (g_ctx->vk.props.vendorID != 0x10deu || !g_ctx->vk.feat.sm_count) {
                case_skip("not an NVIDIA device with VK_NV_shader_sm_builtins");
            } else {
                kvq_context *ctx = plan_ctx();
                at_desc d = at_base();
                if (ctx) {
                    g_plan_lines = 0;
                    g_plan_slots = 0;
                    at_check_on(ctx, &d);
                    CHECK(g_plan_lines == 1 && g_plan_slots > 0, "%d lines, %llu workgroups at once", g_plan_lines,
                          g_plan_slots);
                    kvq_context_destroy(ctx);
                }
                case_end();
            }
        }
    }
#endif
}

/* Affine V over many keys in one split (a review's case): p s c and p z summed apart cancel where z is near
   -s c, and Vulkan's f32 sums then grew with the keys (Q8 V, 8000 keys: 1.9e-5); with the middle code taken off
   where that shrinks the bias (attn.comp) they stay near 1e-6. Uniform random data, one split, f32 q and out. */
static void test_accuracy_affine_v(void)
{
    static const kvq_format vf[3] = {KVQ_FORMAT_Q8, KVQ_FORMAT_Q4, KVQ_FORMAT_Q2};
    uint32_t i;
    for (i = 0; i < 3; i++) {
        at_desc d = at_base();
        if (!case_begin("attn/accuracy/affine_v/%s", fname(vf[i]))) continue;
        d.kf = KVQ_FORMAT_F16;
        d.vf = vf[i];
        d.lens[0] = 8000;
        d.bs = 8000;
        d.nb = 0;
        d.n_splits = 1;
        d.seed = 9800 + (uint64_t)i;
        at_check(&d);
        case_end();
    }
}

/* An attention sink with a V of zero (a review's case): key 0's logit 16, 20 or 40 nats above the others (scale
   1/8, head_dim 64, q = 1, its K = 2, 2.5 or 5), 2999 others carry the output. The default precision keeps 1e-5
   on both backends at each. KVQ_PRECISION_F16X2 (cases f16x2/, the direct kernel) does at 16 nats: its f16 halves
   of p were subnormal for those weights while p's reference stayed near the sink's (1.4e-4; PERF.md 92); with
   the reference following each block of 16 keys (attn_direct.glsl DREF) only the 15 keys of the sink's own block
   keep them (PERF.md 95): 20 nats within 2e-4, as a guard (the README documents 6e-5 to 9e-5 there, lavapipe and the
   H200; 1e-2 with the reference fixed; 40 nats: 6e-2 to 8e-2, documented, not a case: PERF.md 98). f32 and f16
   q, F16 halves, head_dim 64 (the direct kernel's shape). */
static void test_accuracy_sink_tail(void)
{
    static const float sink_k[3] = {2.0f, 2.5f, 5.0f};
    static const char *nats[3] = {"", "20/", "40/"};
    uint32_t i;
    for (i = 0; i < 10; i++) { /* 0-5 the default at 16, 20, 40 nats; 6-9 KVQ_PRECISION_F16X2 at 16 and 20 */
        const uint32_t x2 = i >= 6, n = (x2 ? i - 6 : i) / 2;
        at_desc d = at_base();
        if (!case_begin("attn/accuracy/sink_tail/%s%sq_%s", x2 ? "f16x2/" : "", nats[n], i % 2 ? "f16" : "f32"))
            continue;
        d.D = 64;
        d.gqa = 2;
        d.Hkv = 1;
        d.kf = d.vf = KVQ_FORMAT_F16;
        d.qdt = i % 2 ? KVQ_DTYPE_F16 : KVQ_DTYPE_F32;
        d.data = DATA_SINKTAIL;
        d.sink_k = sink_k[n];
        d.lens[0] = 3000;
        d.bs = 3000;
        d.nb = 0;
        d.seed = 9900 + (uint64_t)i;
        if (x2) {
            d.prec = KVQ_PRECISION_F16X2;
            d.want_direct = 1;
            d.tol = n == 1 ? 2e-4 : 0;
        }
        at_check(&d);
        case_end();
    }
}

/* Long f32 sums (a review's case): one key (position 3) 1.7e7 times heavier than each of the others, 20000
   keys, so that the output hangs on 19999 weights of ~5.6e-8 beside 1, which one f32 running sum drops (7e-5 of
   error over 20000 keys; kvq.h KVQ__F32_SPLIT_KEYS): every output and lse within 1e-5 of the closed form,
   out = (1 - N p) / (1 + N p), lse = 4 k3 + log1p(N p), N p the others' total weight, with kvq's own split
   count. 16 kv heads: 16 items, which the CPU (2 threads) runs as one split each (now summed in chunks of 1024
   keys, merged in f64); Vulkan's count gives 64 splits here (it sums a split: README "Accuracy"). */
static void test_accuracy_sink(void)
{
    const uint32_t T = 20000, D = 16, H = 16;
    kvq_cache_desc cd = kvq_cache_desc_init();
    kvq_cache *c = NULL;
    kvq_buffer *kb = NULL, *vb = NULL, *qb = NULL, *ob = NULL, *lb = NULL, *nb = NULL;
    float *k = NULL, *v = NULL, q[16 * 16], o[16 * 16], lse[16];
    const float kf = 5.0f - 16.7f / 4.0f;
    double p, np, ref, lref, worst = 0.0, worst_l = 0.0;
    uint32_t i;
    if (!case_begin("attn/accuracy/sink")) return;
    cd.n_kv_heads = H;
    cd.head_dim = D;
    cd.block_size = T;
    cd.k_format = cd.v_format = KVQ_FORMAT_F32;
    k = (float *)malloc((size_t)T * H * D * 4u);
    v = (float *)malloc((size_t)T * H * D * 4u);
    if (!CHECK(k && v && kvq_cache_create(g_ctx, &cd, &c) == KVQ_SUCCESS, "set-up: %s", kvq_context_last_error(g_ctx)))
        goto done;
    for (i = 0; i < T * H * D; i++) {
        k[i] = i / (H * D) == 3u ? 5.0f : kf;
        v[i] = i / (H * D) == 3u ? 1.0f : -1.0f;
    }
    for (i = 0; i < H * D; i++) q[i] = 1.0f;
    kb = mkbuf(g_ctx, (uint64_t)T * H * D * 4u);
    vb = mkbuf(g_ctx, (uint64_t)T * H * D * 4u);
    qb = mkbuf(g_ctx, sizeof q);
    ob = mkbuf(g_ctx, sizeof o);
    lb = mkbuf(g_ctx, sizeof lse);
    nb = mkbuf(g_ctx, 4);
    if (!CHECK(kb && vb && qb && ob && lb && nb, "buffers") ||
        !CHECK(kvq_buffer_write(g_ctx, kb, 0, k, (uint64_t)T * H * D * 4u) == KVQ_SUCCESS &&
                   kvq_buffer_write(g_ctx, vb, 0, v, (uint64_t)T * H * D * 4u) == KVQ_SUCCESS &&
                   kvq_buffer_write(g_ctx, qb, 0, q, sizeof q) == KVQ_SUCCESS &&
                   kvq_buffer_write(g_ctx, nb, 0, &T, 4) == KVQ_SUCCESS,
               "inputs"))
        goto done;
    {
        kvq_write_params w = kvq_write_params_init();
        kvq_attention_params a = kvq_attention_params_init();
        w.k = kb;
        w.v = vb;
        w.n_tokens = T;
        a.q = qb;
        a.out = ob;
        a.lse = lb;
        a.n_seqs = 1;
        a.n_q_heads = H;
        a.seq_lens = nb;
        if (!CHECK(kvq_cache_write(g_ctx, c, &w) == KVQ_SUCCESS && kvq_attention(g_ctx, c, &a) == KVQ_SUCCESS &&
                       READB(g_ctx, ob, 0, o, sizeof o) && READB(g_ctx, lb, 0, lse, sizeof lse),
                   "attention: %s", kvq_context_last_error(g_ctx)))
            goto done;
    }
    p = exp(4.0 * ((double)kf - 5.0)); /* each other key's weight against key 3's: logit 0.25 x 16 x k */
    np = (double)(T - 1u) * p;
    ref = (1.0 - np) / (1.0 + np);
    lref = 20.0 + log1p(np);
    for (i = 0; i < H * D; i++)
        if (fabs(o[i] - ref) / ref > worst) worst = fabs(o[i] - ref) / ref;
    for (i = 0; i < H; i++)
        if (fabs(lse[i] - lref) / lref > worst_l) worst_l = fabs(lse[i] - lref) / lref;
    CHECK(worst <= 1e-5, "output %.9g..., exact %.9g: relative error %.3g > 1e-5", (double)o[0], ref, worst);
    CHECK(worst_l <= 1e-5, "lse %.9g..., exact %.9g: relative error %.3g > 1e-5", (double)lse[0], lref, worst_l);
    if (g_verbose) printf("    relative error %.3g, lse %.3g\n", worst, worst_l);
done:
    free(k);
    free(v);
    kvq_buffer_destroy(g_ctx, kb);
    kvq_buffer_destroy(g_ctx, vb);
    kvq_buffer_destroy(g_ctx, qb);
    kvq_buffer_destroy(g_ctx, ob);
    kvq_buffer_destroy(g_ctx, lb);
    kvq_buffer_destroy(g_ctx, nb);
    kvq_cache_destroy(g_ctx, c);
    case_end();
}

static void test_extremes(void)
{
    int k;
    for (k = 0; k < 4; k++) {
        at_desc d = at_base();
        const char *what = k == 0 ? "dominant_key" : k == 1 ? "equal_logits" : k == 2 ? "logits_1e4" : "length1";
        d.data = k == 0 ? DATA_DOMINANT : k == 1 ? DATA_EQUAL : k == 2 ? DATA_LARGE : DATA_RANDOM;
        d.kf = k == 2 ? KVQ_FORMAT_F32 : KVQ_FORMAT_Q8;
        d.lens[0] = k == 3 ? 1 : 200;
        d.nb = 16;
        d.lse = 1;
        d.seed = 4000 + (uint64_t)k;
        if (!case_begin("attn/extreme/%s", what)) continue;
        at_check(&d);
        case_end();
    }
}

/* A NaN in K of sequence 0, kv head 0, token 1: the query heads of kv head
   0 of sequence 0 read NaN; every other output is finite and right. With a
   window that excludes token 1, nothing is NaN. */
static void test_nan(void)
{
    int k;
    /* 0: K NaN read; 1: K NaN outside the window; 2, 3: a V NaN at the last
       position with 4 causal queries (only the last one reads it), f32 and
       KVQ_PRECISION_F16 (16 rows: the direct variant, whose edge tiles add
       that key row by row, here in its second block of rows); 4: the same
       with GQA 2 (8 rows: one block); 5: GQA 2, 4 queries, a window of 150
       over 193 keys in 3 splits, a V NaN at token 40, which only the first
       query's window reaches (an edge tile at the window's start, two tiles
       before the causal diagonal's); 6: the same with GQA 4 (16 rows: the
       first block reads it, the second does not); 7-9: a V NaN at the last
       of 193 keys (only the last query reads it, in a tile after 3 others
       have filled O) with 4 rows (GQA 1, 4 queries), 12 (GQA 3, 4 queries)
       and 3 (GQA 1, 3 queries, 2 splits): with fewer than 8 rows the direct
       kernel's key-by-key path once wrote a dead row's O over another
       subgroup's (wrong results on the H200; lavapipe runs the subgroups
       one after another, so there the right values were written last); 10:
       3 at head_dim 128 (an F16 half there loads each tile at its start) */
    static const uint32_t xgq[3][3] = {{1, 4, 1}, {3, 4, 1}, {1, 3, 2}}; /* 7-9: gqa, n_queries, splits */
    for (k = 0; k < 11; k++) {
        const int c = k == 10 ? 3 : k; /* 10: 3 at head_dim 128 */
        at_desc d = at_base();
        at_result r;
        uint32_t i, Hq;
        d.n_seqs = 2;
        d.lens[0] = 40;
        d.lens[1] = 30;
        d.data = c < 2 ? DATA_NAN : c < 5 ? DATA_VNAN : DATA_VNAN_EARLY;
        d.window = c == 1 ? 20 : c >= 5 ? 150 : 0;
        d.nq = c < 2 ? 1 : 4;
        d.prec = c >= 3 ? KVQ_PRECISION_F16 : KVQ_PRECISION_F32;
        if (c == 4 || c == 5) d.gqa = 2;
        if (c >= 5) {
            d.lens[0] = 193; /* query 0 at 189 sees 40..189; query 1 at 190 sees 41..190 */
            d.nb = 16; /* blocks of the cache: 13 + 2 */
            d.n_splits = 3;
        }
        if (c >= 7) {
            d.data = DATA_VNAN;
            d.window = 0;
            d.gqa = xgq[c - 7][0];
            d.nq = xgq[c - 7][1];
            d.n_splits = xgq[c - 7][2];
            d.lens[0] = 193;
            d.nb = 16;
        }
        if (c >= 2) d.vf = KVQ_FORMAT_F16; /* (a quantized V would make the NaN's whole group NaN) */
        if (k == 10) d.D = 128; /* (an F16 V at head_dim 128: the direct kernel loads each tile at its start) */
        d.seed = 4500 + (uint64_t)k;
        Hq = d.Hkv * d.gqa;
        if (!case_begin("attn/nan/%s", k == 10 ? "v_last_query_f16_d128" : c == 0 ? "read" : c == 1 ? "outside_the_window" : c == 2 ? "v_last_query"
                                       : c == 3 ? "v_last_query_f16" : c == 4 ? "v_last_query_f16_gqa2"
                                       : c == 5 ? "v_first_query_window_f16_gqa2" : c == 6 ? "v_first_query_window_f16_gqa4"
                                       : c == 7 ? "v_last_query_f16_4rows" : c == 8 ? "v_last_query_f16_12rows"
                                       : "v_last_query_f16_3rows_2splits"))
            continue;
        at_run_on(g_ctx, &d, &r);
        if (r.ok) {
            long bad = 0, nan_ok = 0;
            for (i = 0; i < r.n_out; i++) {
                uint32_t row = i / d.D, s = row / (Hq * d.nq), qi = row / Hq % d.nq, qh = row % Hq;
                int should_nan = c == 0 ? s == 0 && qh / d.gqa == 0
                               : c >= 2 && s == 0 && qi == (c == 5 || c == 6 ? 0 : d.nq - 1) && qh / d.gqa == 0 && i % d.D == 3;
                if (should_nan) nan_ok += is_nan(r.out[i]);
                else if (!is_finite(r.out[i])) bad++;
            }
            CHECK(bad == 0, "%ld outputs that do not read the NaN are not finite", bad);
            if (c == 0) CHECK(nan_ok == (long)d.gqa * d.D, "%ld of %u outputs that read the NaN are NaN", nan_ok, d.gqa * d.D);
            if (c >= 2) CHECK(nan_ok == (long)d.gqa, "%ld of %u outputs that read the NaN are NaN", nan_ok, d.gqa);
            CHECK(r.rel_rms <= at_tol(&d), "the others: relative RMS %.3g", r.rel_rms);
        } else {
            FAIL("the attention could not be set up or run; nothing was compared");
        }
        at_free(&r);
        case_end();
    }
    /* -inf in a K element at the default precision (each backend's f32 path; each CPU SIMD level in make test):
       rows whose q element is positive drop the key; the CPU's scalar path made them NaN before 20569de */
    for (k = 0; k < 3; k++) {
        at_desc d = at_kinf((uint32_t)k, KVQ_PRECISION_F32);
        if (!case_begin("attn/nan/kinf/%s", dt_str(d.qdt))) continue;
        at_check(&d);
        case_end();
    }
}

/* attention over [0, n) = merge(attention over [0, m), attention over
   [m, n)): two caches hold the two parts of the keys. */
static void test_merge(void)
{
    int k;
    for (k = 0; k < 3; k++) {
        const uint32_t D = 64, Hkv = 2, Hq = 8, n = 90, m = k == 2 ? 1 : 37;
        kvq_dtype dt = k == 1 ? KVQ_DTYPE_F16 : KVQ_DTYPE_F32;
        kvq_cache_desc cd = kvq_cache_desc_init();
        kvq_cache *full = NULL, *ca = NULL, *cb = NULL;
        kvq_buffer *kb = NULL, *vb = NULL, *qb = NULL, *lens = NULL, *o[3] = {NULL, NULL, NULL}, *l[3] = {NULL, NULL, NULL};
        float *kv = (float *)malloc((size_t)n * Hkv * D * 4), *q = (float *)malloc((size_t)Hq * D * 4);
        rng_t rng;
        uint32_t i, len3[3] = {n, m, n - m};
        if (!case_begin("attn/merge/%s/m%u", dt == KVQ_DTYPE_F16 ? "f16" : "f32", m)) {
            free(kv);
            free(q);
            continue;
        }
        rng.s = 6000 + (uint64_t)k;
        cd.n_kv_heads = Hkv;
        cd.head_dim = D;
        cd.block_size = n;
        cd.k_format = KVQ_FORMAT_Q8;
        cd.v_format = KVQ_FORMAT_E4M3;
        kb = mkbuf(g_ctx, (uint64_t)n * Hkv * D * 4);
        vb = mkbuf(g_ctx, (uint64_t)n * Hkv * D * 4);
        qb = mkbuf(g_ctx, (uint64_t)Hq * D * 4);
        lens = mkbuf(g_ctx, 12);
        for (i = 0; i < 3; i++) {
            o[i] = mkbuf(g_ctx, (uint64_t)Hq * D * 4);
            l[i] = mkbuf(g_ctx, (uint64_t)Hq * 4);
        }
        if (kv && q && kb && vb && qb && lens && kvq_cache_create(g_ctx, &cd, &full) == KVQ_SUCCESS &&
            kvq_cache_create(g_ctx, &cd, &ca) == KVQ_SUCCESS && kvq_cache_create(g_ctx, &cd, &cb) == KVQ_SUCCESS) {
            kvq_write_params w = kvq_write_params_init();
            kvq_attention_params p = kvq_attention_params_init();
            kvq_attention_merge_params mp = kvq_attention_merge_params_init();
            float y[3][512], ly[3][8];
            double se = 0, sr = 0;
            for (i = 0; i < n * Hkv * D; i++) kv[i] = rng_sym(&rng);
            upload(g_ctx, kb, 0, kv, (uint64_t)n * Hkv * D * 4);
            for (i = 0; i < n * Hkv * D; i++) kv[i] = rng_sym(&rng);
            upload(g_ctx, vb, 0, kv, (uint64_t)n * Hkv * D * 4);
            for (i = 0; i < Hq * D; i++) q[i] = rng_sym(&rng);
            upload(g_ctx, qb, 0, q, (uint64_t)Hq * D * 4);
            upload(g_ctx, lens, 0, len3, 12);
            w.k = kb;
            w.v = vb;
            w.n_tokens = n;
            CHECK(kvq_cache_write(g_ctx, full, &w) == KVQ_SUCCESS, "write full");
            w.n_tokens = m;
            CHECK(kvq_cache_write(g_ctx, ca, &w) == KVQ_SUCCESS, "write [0, m)");
            w.n_tokens = n - m;
            w.k_offset = w.v_offset = (uint64_t)m * Hkv * D * 4;
            CHECK(kvq_cache_write(g_ctx, cb, &w) == KVQ_SUCCESS, "write [m, n)");
            p.q = qb;
            p.n_seqs = 1;
            p.n_q_heads = Hq;
            p.seq_lens = lens;
            p.out_dtype = dt;
            for (i = 0; i < 3; i++) {
                p.out = o[i];
                p.lse = l[i];
                p.seq_lens_offset = 4u * i;
                CHECK(kvq_attention(g_ctx, i == 0 ? full : i == 1 ? ca : cb, &p) == KVQ_SUCCESS, "attention %u: %s", i,
                      kvq_context_last_error(g_ctx));
            }
            mp.out_a = o[1];
            mp.lse_a = l[1];
            mp.out_b = o[2];
            mp.lse_b = l[2];
            mp.out = o[1]; /* in place */
            mp.lse = l[1];
            mp.dtype = dt;
            mp.n_rows = Hq;
            mp.head_dim = D;
            CHECK(kvq_attention_merge(g_ctx, &mp) == KVQ_SUCCESS, "merge: %s", kvq_context_last_error(g_ctx));
            for (i = 0; i < 2; i++) {
                unsigned char buf[512 * 4];
                uint32_t j;
                memset(buf, 0, sizeof buf);
                memset(ly[i], 0, sizeof ly[i]);
                READB(g_ctx, o[i], 0, buf, (uint64_t)Hq * D * dt_size(dt));
                for (j = 0; j < Hq * D; j++) y[i][j] = load_dt(buf, j, dt);
                READB(g_ctx, l[i], 0, ly[i], Hq * 4);
            }
            for (i = 0; i < Hq * D; i++) {
                se += ((double)y[0][i] - y[1][i]) * ((double)y[0][i] - y[1][i]);
                sr += (double)y[0][i] * y[0][i];
            }
            CHECK(sqrt(se / sr) <= (dt == KVQ_DTYPE_F16 ? 1.5e-3 : 2e-6), "merged vs whole: relative RMS %.3g",
                  sqrt(se / sr));
            for (i = 0; i < Hq; i++)
                CHECK(fabs((double)ly[0][i] - ly[1][i]) <= 1e-5 * (1 + fabs((double)ly[0][i])), "lse %u: %.9g vs %.9g", i,
                      (double)ly[0][i], (double)ly[1][i]);
        } else {
            FAIL("setup: %s", kvq_context_last_error(g_ctx));
        }
        kvq_cache_destroy(g_ctx, full);
        kvq_cache_destroy(g_ctx, ca);
        kvq_cache_destroy(g_ctx, cb);
        kvq_buffer_destroy(g_ctx, kb);
        kvq_buffer_destroy(g_ctx, vb);
        kvq_buffer_destroy(g_ctx, qb);
        kvq_buffer_destroy(g_ctx, lens);
        for (i = 0; i < 3; i++) {
            kvq_buffer_destroy(g_ctx, o[i]);
            kvq_buffer_destroy(g_ctx, l[i]);
        }
        free(kv);
        free(q);
        case_end();
    }
}

/* >>bad input ========================================================== */
/* head_dim of bad_setup's cache: 64, or 128 (test_device_errors' pass on the direct variant); its param dtype:
   f16, or f32 (the pass on the staged matrix kernel: a shape the direct variant does not take) */
static uint32_t g_bad_D = 64;
static kvq_dtype g_bad_pd = KVQ_DTYPE_F16;

/* A valid op (paged cache of 8 blocks of 16, D 64, 2 kv heads, 8 q heads,
   2 sequences), whose out and lse are sentinel-filled; each case breaks one
   argument. */
typedef struct bad_fixture {
    kvq_cache *cache;
    kvq_buffer *q, *out, *lse, *lens, *bt, *sinks;
    kvq_attention_params p;
} bad_fixture;

static int bad_setup(bad_fixture *f, uint32_t len0, uint32_t len1)
{
    kvq_cache_desc cd = kvq_cache_desc_init();
    uint32_t lens[2], i;
    int32_t bt[8];
    float q[2 * 8 * 128];
    memset(f, 0, sizeof *f);
    cd.n_kv_heads = 2;
    cd.head_dim = g_bad_D;
    cd.block_size = 16;
    cd.n_blocks = 8;
    cd.k_format = KVQ_FORMAT_Q8;
    cd.v_format = KVQ_FORMAT_Q4;
    cd.param_dtype = g_bad_pd;
    if (!CHECK(kvq_cache_create(g_ctx, &cd, &f->cache) == KVQ_SUCCESS, "cache: %s", kvq_context_last_error(g_ctx)))
        return 0;
    f->q = mkbuf(g_ctx, 2u * 8u * g_bad_D * 4u);
    f->out = mkbuf(g_ctx, 2u * 8u * g_bad_D * 4u);
    f->lse = mkbuf(g_ctx, 2 * 8 * 4);
    f->lens = mkbuf(g_ctx, 8);
    f->bt = mkbuf(g_ctx, sizeof bt);
    f->sinks = mkbuf(g_ctx, 8 * 4);
    if (!f->q || !f->out || !f->lse || !f->lens || !f->bt || !f->sinks) return 0;
    for (i = 0; i < 2 * 8 * g_bad_D; i++) q[i] = (float)(i % 13) * 0.1f;
    for (i = 0; i < 8; i++) bt[i] = (int32_t)(7 - i);
    lens[0] = len0;
    lens[1] = len1;
    upload(g_ctx, f->q, 0, q, 2u * 8u * g_bad_D * 4u);
    upload(g_ctx, f->lens, 0, lens, 8);
    upload(g_ctx, f->bt, 0, bt, sizeof bt);
    upload(g_ctx, f->sinks, 0, q, 8 * 4);
    fill_sent(g_ctx, f->out);
    fill_sent(g_ctx, f->lse);
    { /* every slot written (KVQ_PRECISION_F16 would report a never-written value beyond f16's range) */
        kvq_write_params w = kvq_write_params_init();
        kvq_buffer *kv = mkbuf(g_ctx, 128u * 2u * g_bad_D * 4u);
        int ok = kv != NULL;
        if (ok) {
            kvq_buffer_fill(g_ctx, kv, 0, 128u * 2u * g_bad_D * 4u, 0x3e800000u); /* 0.25f */
            w.k = kv;
            w.v = kv;
            w.n_tokens = 128;
            ok = kvq_cache_write(g_ctx, f->cache, &w) == KVQ_SUCCESS && kvq_wait(g_ctx) == KVQ_SUCCESS;
        }
        kvq_buffer_destroy(g_ctx, kv);
        if (!CHECK(ok, "writing the fixture's cache: %s", kvq_context_last_error(g_ctx))) return 0;
    }
    f->p = kvq_attention_params_init();
    f->p.q = f->q;
    f->p.out = f->out;
    f->p.lse = f->lse;
    f->p.sinks = f->sinks;
    f->p.n_seqs = 2;
    f->p.n_q_heads = 8;
    f->p.seq_lens = f->lens;
    f->p.block_tables = f->bt;
    f->p.max_blocks_per_seq = 4;
    return 1;
}

/* out and lse still hold the sentinel */
static void bad_untouched(bad_fixture *f)
{
    uint32_t h[2 * 8 * 128], i, bad = 0;
    if (READB(g_ctx, f->out, 0, h, 2u * 8u * g_bad_D * 4u))
        for (i = 0; i < 2 * 8 * g_bad_D; i++) bad += h[i] != SENT;
    if (READB(g_ctx, f->lse, 0, h, 2 * 8 * 4))
        for (i = 0; i < 2 * 8; i++) bad += h[i] != SENT;
    CHECK(bad == 0, "%u words of out and lse were written by the failed op", bad);
}

static void bad_teardown(bad_fixture *f)
{
    kvq_cache_destroy(g_ctx, f->cache);
    kvq_buffer_destroy(g_ctx, f->q);
    kvq_buffer_destroy(g_ctx, f->out);
    kvq_buffer_destroy(g_ctx, f->lse);
    kvq_buffer_destroy(g_ctx, f->lens);
    kvq_buffer_destroy(g_ctx, f->bt);
    kvq_buffer_destroy(g_ctx, f->sinks);
}

/* The message of the call under test: a known failure first, so that a
   message left by an earlier call cannot pass for it. */
static void error_baseline(void)
{
    kvq_buffer *b = NULL;
    kvq_buffer_create(g_ctx, 0, &b);
    CHECK(strcmp(kvq_context_last_error(g_ctx), "kvq_buffer_create: size is 0") == 0, "baseline message: %s",
          kvq_context_last_error(g_ctx));
}

static void expect(kvq_result rc, kvq_result want, const char *needle)
{
    CHECK(rc == want, "returned %d (%s), expected %d (%s): %s", (int)rc, kvq_result_string(rc), (int)want,
          kvq_result_string(want), kvq_context_last_error(g_ctx));
    if (needle)
        CHECK(strstr(kvq_context_last_error(g_ctx), needle) != NULL, "the message '%s' does not say '%s'",
              kvq_context_last_error(g_ctx), needle);
}

static void test_bad(void)
{
    enum {
        B_NULL_CTX, B_NULL_CACHE, B_NULL_PARAMS, B_NULL_Q, B_NULL_OUT, B_NULL_LENS, B_SEQS0, B_HEADS7, B_HEADS0,
        B_CONTIG2, B_MAXB0, B_Q_SMALL, B_OUT_SMALL, B_LENS_SMALL, B_BT_SMALL, B_SINKS_SMALL, B_LSE_SMALL, B_Q_ALIGN,
        B_OUT_ALIGN, B_LSE_ALIGN, B_QDT, B_ODT, B_SCALE, B_SOFTCAP, B_NQ, B_MAXLEN, B_OTHER_CTX, B_OTHER_CACHE, B_PREC,
        B_OUT_STORAGE, B_LSE_STORAGE, B_LSE_IN_OUT, B_LENS_IN_OUT, B_WINDOW_2_31, B_COUNT
    };
    static const char *names[B_COUNT] = {
        "null_ctx", "null_cache", "null_params", "null_q", "null_out", "null_seq_lens", "n_seqs_0", "n_q_heads_7",
        "n_q_heads_0", "contiguous_2_seqs", "max_blocks_0", "q_too_small", "out_too_small", "seq_lens_too_small",
        "block_tables_too_small", "sinks_too_small", "lse_too_small", "q_offset_unaligned", "out_offset_unaligned",
        "lse_offset_unaligned", "q_dtype", "out_dtype", "scale_nan", "softcap_negative", "n_queries_above_limit",
        "max_seq_len_below_n_queries", "buffer_of_another_context", "cache_of_another_context", "precision",
        "out_is_the_cache_storage", "lse_is_the_cache_storage", "lse_overlaps_out", "seq_lens_overlap_out",
        "window_with_lengths_beyond_2_31"};
    int b;
    kvq_context *other = NULL;
    kvq_context_config oc = kvq_context_config_init();
    oc.backend = KVQ_BACKEND_CPU;
    kvq_context_create(&oc, &other);
    for (b = 0; b < B_COUNT; b++) {
        bad_fixture f;
        kvq_attention_params p;
        kvq_buffer *small = NULL, *ob = NULL;
        kvq_cache *oc_cache = NULL;
        kvq_result rc, want = KVQ_ERROR_INVALID_ARGUMENT;
        const char *needle = NULL;
        if (!case_begin("attn/bad/%s", names[b])) continue;
        if (!bad_setup(&f, 20, 33)) {
            bad_teardown(&f);
            case_end();
            continue;
        }
        p = f.p;
        small = mkbuf(g_ctx, 4);
        fill_sent(g_ctx, small); /* out/lse too small: that buffer must be left as it is, too */
        switch (b) {
        case B_NULL_Q: p.q = NULL; needle = "kvq_attention: q is NULL"; break;
        case B_NULL_OUT: p.out = NULL; needle = "kvq_attention: out is NULL"; break;
        case B_NULL_LENS: p.seq_lens = NULL; needle = "kvq_attention: seq_lens is NULL"; break;
        case B_SEQS0: p.n_seqs = 0; needle = "n_seqs is 0"; break;
        case B_HEADS7: p.n_q_heads = 7; needle = "n_q_heads 7"; break;
        case B_HEADS0: p.n_q_heads = 0; needle = "n_q_heads 0"; break;
        case B_CONTIG2: p.block_tables = NULL; needle = "block_tables is NULL"; break;
        case B_MAXB0: p.max_blocks_per_seq = 0; needle = "max_blocks_per_seq is 0"; break;
        case B_Q_SMALL: p.q = small; want = KVQ_ERROR_OUT_OF_RANGE; needle = "q is too small"; break;
        case B_OUT_SMALL: p.out = small; want = KVQ_ERROR_OUT_OF_RANGE; needle = "out is too small"; break;
        case B_LENS_SMALL: p.seq_lens = small; want = KVQ_ERROR_OUT_OF_RANGE; needle = "seq_lens is too small"; break;
        case B_BT_SMALL: p.block_tables = small; want = KVQ_ERROR_OUT_OF_RANGE; needle = "block_tables is too small"; break;
        case B_SINKS_SMALL: p.sinks = small; want = KVQ_ERROR_OUT_OF_RANGE; needle = "sinks is too small"; break;
        case B_LSE_SMALL: p.lse = small; want = KVQ_ERROR_OUT_OF_RANGE; needle = "lse is too small"; break;
        case B_Q_ALIGN: p.q_offset = 2; needle = "offset of q"; break;
        case B_OUT_ALIGN: p.out_offset = 6; needle = "offset of out"; break;
        case B_LSE_ALIGN: p.lse_offset = 1; needle = "offset of lse"; break;
        case B_QDT: p.q_dtype = (kvq_dtype)9; needle = "q_dtype 9"; break;
        case B_ODT: p.out_dtype = (kvq_dtype)-1; needle = "out_dtype -1"; break;
        case B_SCALE: p.scale = qnan(); needle = "scale"; break;
        case B_SOFTCAP: p.softcap = -1.0f; needle = "softcap"; break;
        case B_NQ: p.n_queries = 100000; want = KVQ_ERROR_UNSUPPORTED; needle = "n_queries 100000"; break;
        case B_MAXLEN: p.n_queries = 4; p.max_seq_len = 3; needle = "max_seq_len 3"; break;
        case B_PREC: p.precision = (kvq_precision)7; needle = "precision 7"; break;
        case B_OUT_STORAGE: /* the cache's own storage as out or lse: the op would write what it reads */
        case B_LSE_STORAGE: {
            kvq_buffer *kc = NULL, *vp = NULL;
            CHECK(kvq_cache_storage(f.cache, KVQ_K, &kc, NULL) == KVQ_SUCCESS &&
                      kvq_cache_storage(f.cache, KVQ_V, NULL, &vp) == KVQ_SUCCESS && vp,
                  "kvq_cache_storage");
            if (b == B_OUT_STORAGE) p.out = kc;
            else p.lse = vp;
            needle = b == B_OUT_STORAGE ? "out is the cache's own K codes buffer" : "lse is the cache's own V params buffer";
            break;
        }
        /* out overlapping lse, or what the op reads while it writes out (the device's merge pass writes out and lse
           at once, and reads seq_lens): refused (lse inside out was accepted and 48 floats overwritten) */
        case B_LSE_IN_OUT: p.lse = f.out; p.lse_offset = 64; needle = "out (bytes 0.."; break;
        case B_LENS_IN_OUT: p.seq_lens = f.out; p.seq_lens_offset = 8; needle = "seq_lens (bytes 8..15) overlap"; break;
        case B_WINDOW_2_31: /* a window where sequences may be longer than 2^31 (max_blocks_per_seq x 16 = 2^31 + 16;
                               refused before the table's size is checked) */
            p.window = 5; p.max_blocks_per_seq = 0x8000001u; want = KVQ_ERROR_UNSUPPORTED; needle = "window 5"; break;
        case B_OTHER_CTX:
            if (other) kvq_buffer_create(other, 4096, &ob);
            p.q = ob;
            needle = "q was created by another context";
            break;
        case B_OTHER_CACHE: {
            kvq_cache_desc cd = kvq_cache_desc_init();
            cd.n_kv_heads = 2;
            cd.head_dim = 64;
            cd.block_size = 16;
            cd.n_blocks = 8;
            if (other) kvq_cache_create(other, &cd, &oc_cache);
            needle = "cache was created by another context";
            break;
        }
        case B_NULL_CACHE: needle = "kvq_attention: cache is NULL"; break;
        case B_NULL_PARAMS: needle = "kvq_attention: params is NULL"; break;
        default: break;
        }
        error_baseline();
        rc = b == B_NULL_CTX      ? kvq_attention(NULL, f.cache, &p)
             : b == B_NULL_CACHE  ? kvq_attention(g_ctx, NULL, &p)
             : b == B_NULL_PARAMS ? kvq_attention(g_ctx, f.cache, NULL)
             : b == B_OTHER_CACHE ? kvq_attention(g_ctx, oc_cache, &p)
                                  : kvq_attention(g_ctx, f.cache, &p);
        expect(rc, want, needle);
        CHECK(kvq_wait(g_ctx) == KVQ_SUCCESS, "wait: %s", kvq_context_last_error(g_ctx));
        bad_untouched(&f);
        {
            uint32_t sw = 0;
            if (READB(g_ctx, small, 0, &sw, 4)) CHECK(sw == SENT, "the 4-byte buffer was written: 0x%08x", (unsigned)sw);
        }
        /* and the context still works */
        CHECK(kvq_attention(g_ctx, f.cache, &f.p) == KVQ_SUCCESS && kvq_wait(g_ctx) == KVQ_SUCCESS,
              "a good op after the bad one: %s", kvq_context_last_error(g_ctx));
        kvq_buffer_destroy(g_ctx, small);
        if (other) {
            kvq_buffer_destroy(other, ob);
            kvq_cache_destroy(other, oc_cache);
        }
        bad_teardown(&f);
        case_end();
    }
    kvq_context_destroy(other);
}

/* Errors in what only the device reads: the CPU op returns them, on Vulkan
   the wait does; either way nothing is written, and the next op works. */
static void test_device_errors(void)
{
    enum { D_LEN_TABLE, D_LEN_MAX, D_LEN_CONTIG, D_NQ_LEN, D_BLOCK_BIG, D_BLOCK_NEG, D_COUNT };
    static const char *names[D_COUNT] = {"seq_len_beyond_block_table", "seq_len_beyond_max_seq_len",
                                         "seq_len_beyond_capacity",    "n_queries_beyond_seq_len",
                                         "block_entry_beyond_n_blocks", "block_entry_negative"};
    int k, kk;
    /* each again with KVQ_PRECISION_F16: with f32 params (the staged matrix kernel checks them too where it
       runs: a shape the direct variant does not take), and with head_dim 128 and f16 params (the direct
       variant's shape where it runs) */
    for (kk = 0; kk < 3 * D_COUNT; kk++) {
        bad_fixture f;
        kvq_attention_params p;
        kvq_result rc, rw;
        const char *needle = NULL;
        uint32_t lens[2] = {20, 33};
        int32_t e;
        k = kk % D_COUNT;
        if (!case_begin("attn/device/%s%s", names[k], kk >= 2 * D_COUNT ? "/f16_d128" : kk >= D_COUNT ? "/f16" : ""))
            continue;
        g_bad_D = kk >= 2 * D_COUNT ? 128u : 64u;
        g_bad_pd = kk >= D_COUNT && kk < 2 * D_COUNT ? KVQ_DTYPE_F32 : KVQ_DTYPE_F16;
        if (!bad_setup(&f, 20, 33)) {
            bad_teardown(&f);
            case_end();
            continue;
        }
        if (kk >= D_COUNT) f.p.precision = KVQ_PRECISION_F16;
        p = f.p;
        switch (k) {
        case D_LEN_TABLE: lens[1] = 65; needle = "seq_lens[1]"; break; /* 4 blocks of 16 hold 64 */
        case D_LEN_MAX: p.max_seq_len = 40; lens[0] = 41; needle = "seq_lens[0]"; break;
        case D_LEN_CONTIG:
            p.block_tables = NULL;
            p.n_seqs = 1;
            lens[0] = 129; /* the cache holds 128 slots */
            needle = "seq_lens[0]";
            break;
        case D_NQ_LEN: p.n_queries = 4; lens[0] = 3; needle = "seq_lens[0]"; break;
        case D_BLOCK_BIG:
            e = 8;
            upload(g_ctx, f.bt, 4u * (4 + 2), &e, 4); /* sequence 1, block 2 */
            needle = "block_tables[1][2]";
            break;
        default:
            e = -3;
            upload(g_ctx, f.bt, 4u * 1, &e, 4); /* sequence 0, block 1 */
            needle = "block_tables[0][1]";
            break;
        }
        if (k == D_NQ_LEN) { /* out and lse have room for 4 queries of 2 sequences */
            kvq_buffer_destroy(g_ctx, f.out);
            kvq_buffer_destroy(g_ctx, f.lse);
            f.out = mkbuf(g_ctx, 2u * 8u * g_bad_D * 4u);
            f.lse = mkbuf(g_ctx, 2 * 8 * 4);
            f.p.out = f.out;
            f.p.lse = f.lse;
            p.n_seqs = 1;
            p.n_q_heads = 4;
            p.out = f.out;
            p.lse = f.lse;
            fill_sent(g_ctx, f.out);
            fill_sent(g_ctx, f.lse);
        }
        upload(g_ctx, f.lens, 0, lens, 8);
        error_baseline();
        rc = kvq_attention(g_ctx, f.cache, &p);
        rw = kvq_wait(g_ctx);
        if (g_vulkan) {
            CHECK(rc == KVQ_SUCCESS, "the op: %d (%s)", (int)rc, kvq_context_last_error(g_ctx));
            expect(rw, KVQ_ERROR_OUT_OF_RANGE, needle);
        } else {
            expect(rc, KVQ_ERROR_OUT_OF_RANGE, needle);
            CHECK(rw == KVQ_SUCCESS, "wait: %d", (int)rw);
        }
        if (k <= D_NQ_LEN) { /* the message names the limit: max_seq_len 0 (as here but in D_LEN_MAX) is the table's
                                or the cache's */
            static const char *limit[4] = {"max_blocks_per_seq x block_size (64)", "max_seq_len (40)", "capacity (128)",
                                           "n_queries 4"};
            CHECK(strstr(kvq_context_last_error(g_ctx), limit[k]) != NULL, "the message names %s: %s", limit[k],
                  kvq_context_last_error(g_ctx));
        }
        CHECK(strstr(kvq_context_last_error(g_ctx), "nothing") != NULL, "the message says nothing was written: %s",
              kvq_context_last_error(g_ctx));
        bad_untouched(&f);
        lens[0] = 20;
        lens[1] = 33;
        upload(g_ctx, f.lens, 0, lens, 8);
        if (k >= D_BLOCK_BIG) {
            int32_t bt[8], i;
            for (i = 0; i < 8; i++) bt[i] = 7 - i;
            upload(g_ctx, f.bt, 0, bt, sizeof bt);
        }
        CHECK(kvq_attention(g_ctx, f.cache, &f.p) == KVQ_SUCCESS && kvq_wait(g_ctx) == KVQ_SUCCESS,
              "a good op after the bad one: %s", kvq_context_last_error(g_ctx));
        bad_teardown(&f);
        case_end();
    }
    g_bad_D = 64;
    g_bad_pd = KVQ_DTYPE_F16;
}

static void test_merge_bad(void)
{
    enum { M_NULL_A, M_NULL_LB, M_NULL_OUT, M_ROWS0, M_D0, M_D20, M_DTYPE, M_SMALL, M_LSE_IN_OUT, M_LSE_IS_OUT_A, M_ALIGN,
           M_COUNT };
    static const char *names[M_COUNT] = {"null_out_a", "null_lse_b", "null_out", "n_rows_0", "head_dim_0",
                                         "head_dim_20", "dtype", "out_b_too_small", "lse_inside_out", "lse_is_out_a",
                                         "lse_offset_unaligned"};
    int k;
    for (k = 0; k < M_COUNT; k++) {
        kvq_buffer *a = mkbuf(g_ctx, 4 * 64 * 4), *la = mkbuf(g_ctx, 16), *o = mkbuf(g_ctx, 4 * 64 * 4),
                   *lo = mkbuf(g_ctx, 32), *small = mkbuf(g_ctx, 16);
        kvq_attention_merge_params m = kvq_attention_merge_params_init();
        kvq_result want = KVQ_ERROR_INVALID_ARGUMENT;
        const char *needle = NULL;
        uint32_t h[4 * 64 + 8], i, bad = 0;
        if (!case_begin("attn/bad/merge/%s", names[k])) {
            kvq_buffer_destroy(g_ctx, a);
            kvq_buffer_destroy(g_ctx, la);
            kvq_buffer_destroy(g_ctx, o);
            kvq_buffer_destroy(g_ctx, lo);
            kvq_buffer_destroy(g_ctx, small);
            continue;
        }
        fill_sent(g_ctx, o);
        fill_sent(g_ctx, lo);
        m.out_a = m.out_b = a;
        m.lse_a = m.lse_b = la;
        m.out = o;
        m.lse = lo;
        m.n_rows = 4;
        m.head_dim = 64;
        switch (k) {
        case M_NULL_A: m.out_a = NULL; needle = "out_a is NULL"; break;
        case M_NULL_LB: m.lse_b = NULL; needle = "lse_b is NULL"; break;
        case M_NULL_OUT: m.out = NULL; needle = "out is NULL"; break;
        case M_ROWS0: m.n_rows = 0; needle = "n_rows is 0"; break;
        case M_D0: m.head_dim = 0; needle = "head_dim 0"; break;
        case M_D20: m.head_dim = 20; want = KVQ_ERROR_UNSUPPORTED; needle = "head_dim 20"; break;
        case M_DTYPE: m.dtype = (kvq_dtype)5; needle = "dtype 5"; break;
        case M_SMALL: m.out_b = small; want = KVQ_ERROR_OUT_OF_RANGE; needle = "out_b is too small"; break;
        /* out or lse overlapping another range but as an exact alias of its own half: refused (were accepted) */
        case M_LSE_IN_OUT: m.lse = o; m.lse_offset = 16; needle = "out (bytes 0..1023) and lse (bytes 16..31) overlap"; break;
        case M_LSE_IS_OUT_A: m.lse = a; needle = "lse (bytes 0..15) and out_a (bytes 0..1023) overlap"; break;
        default: m.lse_offset = 2; needle = "offset of lse"; break;
        }
        error_baseline();
        expect(kvq_attention_merge(g_ctx, &m), want, needle);
        if (READB(g_ctx, o, 0, h, 4 * 64 * 4))
            for (i = 0; i < 4 * 64; i++) bad += h[i] != SENT;
        if (READB(g_ctx, lo, 0, h, 32))
            for (i = 0; i < 8; i++) bad += h[i] != SENT;
        CHECK(bad == 0, "%u words written by the failed merge", bad);
        kvq_buffer_destroy(g_ctx, a);
        kvq_buffer_destroy(g_ctx, la);
        kvq_buffer_destroy(g_ctx, o);
        kvq_buffer_destroy(g_ctx, lo);
        kvq_buffer_destroy(g_ctx, small);
        case_end();
    }
}

/* >>seeds ============================================================== */
/* ferrum's INT8 paged decode: per-(token, kv head) symmetric int8 with an
   f16 scale (Q8S, group = head_dim), a block table, GQA, f16 q and out. */
static void test_seed_ferrum(void)
{
    at_desc d = at_base();
    if (!case_begin("attn/seeds/ferrum_int8_paged_decode")) return;
    d.D = 128;
    d.Hkv = 8;
    d.gqa = 4;
    d.kf = d.vf = KVQ_FORMAT_Q8S;
    d.G = 128;
    d.pd = KVQ_DTYPE_F16;
    d.qdt = d.odt = KVQ_DTYPE_F16;
    d.bs = 16;
    d.nb = 16;
    d.lens[0] = 200;
    d.seed = 31;
    at_check(&d);
    case_end();
}

/* flash-moe's scores / softmax / values path (f32 K/V, head_dim 256, 16
   query heads per kv head), transcribed in f32: scores = (q . k) * scale,
   softmax with the max subtracted, out = sum p * v. */
static void test_seed_flash_moe(void)
{
    at_desc d = at_base();
    at_result r;
    if (!case_begin("attn/seeds/flash_moe_attention")) return;
    d.D = 256;
    d.Hkv = 2;
    d.gqa = 16;
    d.kf = d.vf = KVQ_FORMAT_F32;
    d.bs = 64;
    d.nb = 0; /* contiguous: K_cache [max_seq][kv_dim] in the seed */
    d.lens[0] = 50;
    d.seed = 32;
    at_run_on(g_ctx, &d, &r);
    if (r.ok) {
        CHECK(r.rel_rms <= 1e-5, "against the f64 reference: %.3g", r.rel_rms);
        CHECK(r.nonfinite == 0, "%ld not finite", r.nonfinite);
    } else {
        FAIL("the attention could not be set up or run; nothing was compared");
    }
    at_free(&r);
    case_end();
}

/* >>chunks ============================================================= */
/* Attention over a cache whose halves span 3 bindings (in the build with
   KVQ_MAX_BINDING_BYTES=16384; elsewhere a plain case). */
static void test_chunks(void)
{
    at_desc d = at_base();
    if (!case_begin("chunks/attn/3_bindings")) return;
    d.D = 64;
    d.Hkv = 1;
    d.gqa = 2;
    d.kf = KVQ_FORMAT_Q8;  /* 64-byte rows: 256 per binding */
    d.vf = KVQ_FORMAT_F16; /* 128-byte rows: 128 per binding */
    d.bs = 16;
    d.nb = 24; /* 384 rows: K over 2 bindings, V over 3 */
    d.n_seqs = 2;
    d.lens[0] = 200;
    d.lens[1] = 150;
    d.n_splits = 2;
    d.seed = 33;
    at_check(&d);
    case_end();
}

/* >>simd ============================================================== */
#if defined(KVQ__X86)
/* The formats and parameter dtypes the SIMD cases go through. */
static const kvq_format fs[] = {KVQ_FORMAT_F32, KVQ_FORMAT_F16, KVQ_FORMAT_BF16, KVQ_FORMAT_Q8,  KVQ_FORMAT_Q4,
                                KVQ_FORMAT_Q2,  KVQ_FORMAT_Q8S, KVQ_FORMAT_E4M3, KVQ_FORMAT_E5M2, KVQ_FORMAT_TQ2,
                                KVQ_FORMAT_TQ3, KVQ_FORMAT_TQ4, KVQ_FORMAT_TQ5,  KVQ_FORMAT_TQ6,  KVQ_FORMAT_TQ8};
static const kvq_dtype pds[] = {KVQ_DTYPE_F16, KVQ_DTYPE_BF16, KVQ_DTYPE_F32};
#endif

/* The row decoders attention uses on the CPU (kvq__row_decoder, each SIMD
   level the processor runs) against kvq__dequantize_row_rotated, on rows
   holding subnormals, ties, large and zero groups, NaN and inf. */
static void test_simd_rows(void)
{
#if defined(KVQ__X86)
    static const uint32_t Ds[] = {16, 96, 128, 1024};
    uint32_t best = kvq__simd_best(), lvl, fi, pi, di, gi, rot, row, i;
    for (lvl = 1; lvl <= best; lvl++)
        for (fi = 0; fi < sizeof fs / sizeof fs[0]; fi++)
            for (pi = 0; pi < 3; pi++)
                for (di = 0; di < 4; di++)
                    for (gi = 0; gi < 2; gi++)
                        for (rot = 0; rot < 2; rot++) {
                            const uint32_t D = Ds[di], G = gi ? 16u : 0u;
                            kvq__fmt f;
                            uint32_t codes[KVQ__MAX_HEAD_DIM], params[KVQ__MAX_HEAD_DIM];
                            float x[KVQ__MAX_HEAD_DIM], ys[KVQ__MAX_HEAD_DIM], yv[KVQ__MAX_HEAD_DIM];
                            int affine = kvq__format_params_per_group(fs[fi]) == 2;
                            long bad = 0;
                            rng_t rg;
                            kvq__row_fn fn;
                            if (kvq__format_tq(fs[fi]) && (gi || rot)) continue;
                            if (!kvq__format_quantized(fs[fi]) && (gi || rot || pi)) continue;
                            if (!case_begin("attn/simd/rows/%s/%s/params_%s/D%u/G%u%s", kvq__simd_names[lvl],
                                            kvq_format_name(fs[fi]), dt_str(pds[pi]), D, G, rot ? "/rotation" : ""))
                                continue;
                            if (kvq__fmt_make(fs[fi], D, G, pds[pi], rot, 0, &f, NULL, 0) != KVQ_SUCCESS) {
                                FAIL("kvq__fmt_make");
                                case_end();
                                continue;
                            }
                            fn = kvq__row_decoder(lvl, &f);
                            rg.s = 0x9E3779B97F4A7C15ull ^ ((uint64_t)lvl << 40 | fi << 20 | pi << 12 | di << 4 | gi << 1 | rot);
                            for (row = 0; row < 64; row++) {
                                float mx = 0.0f;
                                for (i = 0; i < D; i++) {
                                    uint32_t k = rng_below(&rg, 16);
                                    float v = rng_sym(&rg);
                                    if (row % 8 == 1) v *= 1e-39f;                 /* subnormal group */
                                    else if (row % 8 == 2) v = (float)(int)(v * 8.0f) * 0.5f; /* ties */
                                    else if (row % 8 == 3) v *= 3e4f;
                                    else if (row % 8 == 4) v = 0.0f;
                                    else if (row % 8 == 5 && k == 0) v = rng_below(&rg, 2) ? qnan() : -pinf();
                                    x[i] = v;
                                }
                                memset(codes, 0, sizeof codes);
                                memset(params, 0, sizeof params);
                                kvq__quantize_row(&f, x, codes, params);
                                kvq__dequantize_row_rotated(&f, codes, params, ys);
                                fn(&f, codes, params, yv);
                                for (i = 0; i < D; i++)
                                    if (is_finite(ys[i]) && fabsf(ys[i]) > mx) mx = fabsf(ys[i]);
                                for (i = 0; i < D; i++) {
                                    int ok = is_nan(ys[i]) ? is_nan(yv[i])
                                             : affine      ? fabsf(ys[i] - yv[i]) <= mx * 2.4e-7f
                                                           : f2u(ys[i]) == f2u(yv[i]);
                                    if (!ok && bad++ < 3)
                                        FAIL("row %u element %u: scalar %.9g (0x%08x), %s %.9g (0x%08x)", row, i, (double)ys[i],
                                             f2u(ys[i]), kvq__simd_names[lvl], (double)yv[i], f2u(yv[i]));
                                }
                            }
                            case_end();
                        }
#endif
}

/* The K and V steps that decode rows in registers (kvq__fused_steps, each
   SIMD level this processor runs) against the row decoders, the f32 tile
   and the tile's steps, which they replace: the same bits, logits and weighted sums, for every format they
   take, each parameter dtype, head_dim 16..1024, group sizes 16..128,
   rotation, 1..9 query rows (blocks of 4 and the padding rows), 11 keys (a
   partial block of 4) at shuffled cache rows, the last of them the last
   row of an allocation of exactly their size (a read past it: valgrind,
   ASan), rows with subnormal, large, zero and NaN/inf groups. */
#if defined(KVQ__X86)
static void simd_fused_level(uint32_t lvl)
{
    static const uint32_t Ds[] = {16, 80, 128, 1024}, Gs[] = {0, 16, 64, 128}, Rs[] = {1, 3, 5, 8, 9};
    enum { N = 11, T = 64, RM = 9 };
    static uint32_t scratch_codes[N * KVQ__MAX_HEAD_DIM], scratch_params[N * KVQ__MAX_HEAD_DIM];
    static float tile[T * KVQ__MAX_HEAD_DIM], q[RM * KVQ__MAX_HEAD_DIM];
    static float o1[RM * (KVQ__MAX_HEAD_DIM + 2)], o2[RM * (KVQ__MAX_HEAD_DIM + 2)], zo[KVQ__MAX_HEAD_DIM];
    static float zq[KVQ__MAX_HEAD_DIM], zp[T], p[RM * T], sc1[RM * T], sc2[RM * T], x[KVQ__MAX_HEAD_DIM], ps[T * KVQ__MAX_HEAD_DIM];
    uint32_t fi, pi, di, gi, rot, ri, t, i, r;
    for (fi = 0; fi < sizeof fs / sizeof fs[0]; fi++)
        for (pi = 0; pi < 3; pi++)
            for (di = 0; di < 4; di++)
                for (gi = 0; gi < 4; gi++)
                    for (rot = 0; rot < 2; rot++) {
                        const uint32_t D = Ds[di], G = Gs[gi];
                        kvq__fmt f;
                        kvq__fused fz;
                        kvq__klog_fn klog;
                        kvq__vacc_fn vacc;
                        kvq__row_fn dec;
                        uint32_t *codes, *params; /* the N rows, allocated at exactly their size: valgrind and
                                                     ASan (KVQ_EXACT_ALLOC) see a read past the last row */
                        uint64_t rows[N];
                        long bad = 0;
                        rng_t rg;
                        if (kvq__format_tq(fs[fi]) && (gi || rot)) continue;
                        if (!kvq__format_quantized(fs[fi]) && (gi || rot || pi)) continue;
                        if (kvq__fmt_make(fs[fi], D, G, pds[pi], rot, 0, &f, NULL, 0) != KVQ_SUCCESS) continue;
                        kvq__fused_steps(lvl, &f, &klog, &vacc, &fz);
                        if (!klog) continue; /* groups not of a power of two: the tile path */
                        if (!case_begin("attn/simd/fused/%s/%s/params_%s/D%u/G%u%s", kvq__simd_names[lvl], kvq_format_name(fs[fi]),
                                        dt_str(pds[pi]), D, G, rot ? "/rotation" : ""))
                            continue;
                        dec = kvq__row_decoder(lvl, &f);
                        rg.s = 0xC2B2AE3D27D4EB4Full ^ ((uint64_t)lvl << 40 | fi << 20 | pi << 12 | di << 4 | gi << 1 | rot);
                        codes = (uint32_t *)malloc((size_t)N * f.lay.code_words * 4u);
                        params = f.lay.param_words ? (uint32_t *)malloc((size_t)N * f.lay.param_words * 4u) : NULL;
                        if (!codes || (f.lay.param_words && !params)) {
                            FAIL("out of memory");
                            free(codes);
                            free(params);
                            case_end();
                            continue;
                        }
                        fz.codes = codes;
                        fz.params = params;
                        memset(scratch_codes, 0, sizeof scratch_codes);
                        memset(scratch_params, 0, sizeof scratch_params);
                        for (t = 0; t < N; t++) {
                            for (i = 0; i < D; i++) {
                                uint32_t k = rng_below(&rg, 16);
                                float v = rng_sym(&rg);
                                if (t % 6 == 1) v *= 1e-39f;
                                else if (t % 6 == 2) v *= 3e4f;
                                else if (t % 6 == 3) v = 0.0f;
                                else if (t % 6 == 4 && k == 0 && t != 4) v = rng_below(&rg, 2) ? qnan() : -pinf();
                                x[i] = v;
                            }
                            kvq__quantize_row(&f, x, scratch_codes + (size_t)t * f.lay.code_words,
                                              scratch_params + (size_t)t * f.lay.param_words);
                            rows[t] = (t * 7u + 3u) % N; /* key t at cache row rows[t] */
                        }
                        memcpy(codes, scratch_codes, (size_t)N * f.lay.code_words * 4u);
                        if (params) memcpy(params, scratch_params, (size_t)N * f.lay.param_words * 4u);
                        for (i = 0; i < RM * D; i++) q[i] = rng_sym(&rg);
                        for (i = 0; i < RM * T; i++) p[i] = rng_sym(&rg) + 1.0f;
                        memset(zq, 0, sizeof zq);
                        memset(zp, 0, sizeof zp);
                        for (ri = 0; ri < sizeof Rs / sizeof Rs[0]; ri++) {
                            const uint32_t R = Rs[ri];
                            const size_t os = D + 2u;
                            for (t = 0; t < N; t++)
                                dec(&f, codes + rows[t] * f.lay.code_words, params ? params + rows[t] * f.lay.param_words : NULL,
                                    tile + (size_t)t * D);
                            memset(tile + (size_t)N * D, 0, (size_t)D * sizeof(float)); /* 11 keys: one zero row to 12 */
                            (lvl == KVQ__SIMD_AVX512 ? kvq__logits__avx512 : kvq__logits__avx2)(q, R, tile, N, D, sc1, T, zq);
                            klog(q, R, &fz, &fz, rows, N, rows, N, sc2, T, zq); /* prefetching this tile's rows again */
                            for (r = 0; r < R; r++)
                                for (t = 0; t < N; t++) {
                                    float a = sc1[r * T + t], b = sc2[r * T + t];
                                    if (!(is_nan(a) ? is_nan(b) : f2u(a) == f2u(b)) && bad++ < 3)
                                        FAIL("R %u logit row %u key %u: tile %.9g, fused %.9g", R, r, t, (double)a, (double)b);
                                }
                            for (i = 0; i < R * os; i++) o1[i] = o2[i] = rng_sym(&rg);
                            (lvl == KVQ__SIMD_AVX512 ? kvq__vaccum__avx512 : kvq__vaccum__avx2)(o1, os, R, p, T, tile, N, D, zp, zo);
                            vacc(o2, os, R, p, T, &fz, rows, N, zp, zo, ps);
                            for (r = 0; r < R; r++)
                                for (i = 0; i < D; i++) {
                                    float a = o1[r * os + i], b = o2[r * os + i];
                                    if (!(is_nan(a) ? is_nan(b) : f2u(a) == f2u(b)) && bad++ < 3)
                                        FAIL("R %u sum row %u element %u: tile %.9g, fused %.9g", R, r, i, (double)a, (double)b);
                                }
                        }
                        free(codes);
                        free(params);
                        case_end();
                    }
}
#endif

static void test_simd_fused(void)
{
#if defined(KVQ__X86)
    uint32_t lvl;
    for (lvl = 1; lvl <= kvq__simd_best(); lvl++) simd_fused_level(lvl);
#endif
}

/* KVQ_CPU_FUSED=0 (rows decoded into an f32 tile first) gives the bits of
   the default (rows decoded in registers) at KVQ_PRECISION_F32, as kvq.h
   says: a second CPU context with cpu_fused off (what the variable sets at
   creation) against the test's own, output bit for bit, for formats with
   and without the in-register steps, paged and contiguous, head_dim 64 to
   256 (tiles of 64 keys where the steps apply), 1 to 8 query rows, a
   sequence of 300 keys (several tiles) and a causal multi-token case. */
static void test_simd_fused_env(void)
{
#if defined(KVQ__X86)
    /* D, kf, vf, nb (0: contiguous), gqa, nq, len */
    static const uint32_t cases[][7] = {
        {128, KVQ_FORMAT_Q4, KVQ_FORMAT_Q4, 24, 4, 1, 300},   {96, KVQ_FORMAT_F16, KVQ_FORMAT_F16, 0, 4, 1, 300},
        {128, KVQ_FORMAT_Q8S, KVQ_FORMAT_E4M3, 0, 2, 4, 290}, {256, KVQ_FORMAT_Q8, KVQ_FORMAT_Q2, 24, 8, 1, 333},
        {64, KVQ_FORMAT_TQ4, KVQ_FORMAT_Q4, 24, 1, 1, 300},   {128, KVQ_FORMAT_Q4, KVQ_FORMAT_Q8, 24, 4, 3, 250},
    };
    kvq_context *nf = NULL;
    kvq_context_config cfg = kvq_context_config_init();
    uint32_t i;
    if (g_vulkan || g_ctx->simd == KVQ__SIMD_SCALAR) return; /* the CPU's SIMD path only */
    cfg.backend = KVQ_BACKEND_CPU;
    cfg.n_threads = 2;
    if (kvq_context_create(&cfg, &nf) != KVQ_SUCCESS) {
        FAIL("a second CPU context");
        return;
    }
    nf->simd = g_ctx->simd;
    nf->cpu_fused = 0;
    nf->cpu_vnni = 0;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        at_desc d = at_base();
        at_result a, b;
        d.D = cases[i][0];
        d.kf = (kvq_format)cases[i][1];
        d.vf = (kvq_format)cases[i][2];
        d.nb = cases[i][3];
        d.bs = d.nb ? 16u : 512u;
        d.gqa = cases[i][4];
        d.nq = cases[i][5];
        d.lens[0] = cases[i][6];
        d.seed = 9100 + (uint64_t)i;
        if (!case_begin("attn/simd/fused_env/%u/D%u/K=%s/V=%s/%s/R%u", i, d.D, fname(d.kf), fname(d.vf), d.nb ? "paged" : "contiguous",
                        d.gqa * d.nq))
            continue;
        at_run_on(g_ctx, &d, &a);
        at_run_on(nf, &d, &b);
        if (!a.ok || !b.ok) FAIL("a run failed");
        else if (memcmp(a.out, b.out, (size_t)a.n_out * 4u) != 0) {
            uint32_t k;
            for (k = 0; k < a.n_out && f2u(a.out[k]) == f2u(b.out[k]); k++) {
            }
            FAIL("output %u: %.9g in registers, %.9g through the f32 tile", k, (double)a.out[k], (double)b.out[k]);
        }
        at_free(&a);
        at_free(&b);
        case_end();
    }
    kvq_context_destroy(nf);
#endif
}

/* n bytes that end where an inaccessible page begins (Linux; elsewhere
   malloc): a read past them faults, masked vector loads included. */
#if defined(__linux__)
#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>
static void *guarded_alloc(size_t n)
{
    const size_t pg = (size_t)sysconf(_SC_PAGESIZE), len = (n + pg - 1u) / pg * pg + pg;
    const int fd = open("/dev/zero", O_RDWR); /* MAP_ANONYMOUS needs _DEFAULT_SOURCE, which -std=c99 leaves out */
    unsigned char *m;
    if (fd < 0) return NULL;
    m = (unsigned char *)mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE, fd, 0);
    close(fd);
    if (m == (unsigned char *)MAP_FAILED) return NULL;
    if (mprotect(m + len - pg, pg, PROT_NONE) != 0) {
        munmap(m, len);
        return NULL;
    }
    return m + len - pg - n;
}
static void guarded_free(void *p, size_t n)
{
    const size_t pg = (size_t)sysconf(_SC_PAGESIZE), len = (n + pg - 1u) / pg * pg + pg;
    if (p) munmap((unsigned char *)p + n + pg - len, len);
}
#else
static void *guarded_alloc(size_t n) { return malloc(n); }
static void guarded_free(void *p, size_t n) { (void)n; free(p); }
#endif

/* KVQ_PRECISION_Q_INT8's K step by integer dot products (kvq__qi8_step,
   where this processor has AVX-512 VNNI) against an f64 reference from the
   rows the scalar decoder gives and q rounded by kvq__q_int8_codes: every
   format it takes, each parameter dtype, head_dim 16..1024 (whole chunks
   and a partial one), groups from 16 x parts to head_dim (one to 4
   groups a chunk, groups over several chunks; Q8 and Q8S in pairs of
   64-byte loads from groups of 32), 1..9 query rows (blocks of 4
   and the padding rows), 11 keys (a partial block of 4) at shuffled cache
   rows, whose codes and parameters end at an inaccessible page (Linux:
   the step's masked loads, which neither ASan nor valgrind checks, would
   fault if they read past the last row), K rows with subnormal, large, zero and NaN/inf groups, q groups of
   magnitudes 2^-20..2^20, one below 2^-100 (it becomes 0) and a row with a
   NaN (its logits NaN). Tolerance: 2e-6 of the sum over groups of
   sum |q'| x max |k| x scale, the size of the terms the step adds. */
static void test_simd_qi8(void)
{
#if defined(KVQ__X86)
    static const kvq_format qf[] = {KVQ_FORMAT_Q8, KVQ_FORMAT_Q4, KVQ_FORMAT_Q2, KVQ_FORMAT_Q8S};
    static const uint32_t Ds[] = {16, 80, 96, 128, 192, 1024}, Gs[] = {16, 32, 64, 128, 256, 1024}, Rs[] = {1, 3, 5, 8, 9};
    enum { N = 11, T = 64, RM = 9 };
    static uint32_t scratch_codes[N * KVQ__MAX_HEAD_DIM], scratch_params[N * KVQ__MAX_HEAD_DIM];
    static float q[RM * KVQ__MAX_HEAD_DIM], kd[N * KVQ__MAX_HEAD_DIM], x[KVQ__MAX_HEAD_DIM], sc[RM * T];
    static unsigned char blk[3 * 16 * (4 * 4 + 6) * 64]; /* 9 rows, 16 chunks */
    const float scale = 0.0883883476f;
    uint32_t fi, pi, di, gi, ri, t, i, r, parts;
    if (kvq__simd_best() < KVQ__SIMD_AVX512 || !kvq__simd_vnni()) {
        if (case_begin("attn/simd/qi8/processor")) case_skip("no AVX-512 VNNI on this processor");
        return;
    }
    for (fi = 0; fi < sizeof qf / sizeof qf[0]; fi++)
        for (pi = 0; pi < 3; pi++)
            for (di = 0; di < sizeof Ds / sizeof Ds[0]; di++)
                for (gi = 0; gi < sizeof Gs / sizeof Gs[0]; gi++) {
                    const uint32_t D = Ds[di], G = Gs[gi];
                    kvq__fmt f;
                    kvq__fused fz, vz;
                    kvq__klog_fn klog;
                    kvq__vacc_fn vacc;
                    kvq__klogi_fn klogi;
                    kvq__qi8 qi;
                    uint32_t *codes, *params;
                    uint64_t rows[N];
                    long bad = 0;
                    rng_t rg;
                    if (G > D || kvq__fmt_make(qf[fi], D, G, pds[pi], 0, 0, &f, NULL, 0) != KVQ_SUCCESS) continue;
                    kvq__fused_steps(KVQ__SIMD_AVX512, &f, &klog, &vacc, &fz);
                    klogi = kvq__qi8_step(KVQ__SIMD_AVX512, 1, &f, &parts);
                    if (!klogi) continue; /* groups under 16 x parts: the f32 steps */
                    if (!case_begin("attn/simd/qi8/%s/params_%s/D%u/G%u", kvq_format_name(qf[fi]), dt_str(pds[pi]), D, G)) continue;
                    rg.s = 0x9E3779B97F4A7C15ull ^ ((uint64_t)fi << 20 | pi << 12 | di << 4 | gi);
                    codes = (uint32_t *)guarded_alloc((size_t)N * f.lay.code_words * 4u);
                    params = (uint32_t *)guarded_alloc((size_t)N * f.lay.param_words * 4u);
                    if (!codes || !params) {
                        FAIL("out of memory");
                        guarded_free(codes, (size_t)N * f.lay.code_words * 4u);
                        guarded_free(params, (size_t)N * f.lay.param_words * 4u);
                        case_end();
                        continue;
                    }
                    fz.codes = codes;
                    fz.params = params;
                    vz = fz;
                    for (t = 0; t < N; t++) {
                        for (i = 0; i < D; i++) {
                            uint32_t k = rng_below(&rg, 16);
                            float v = rng_sym(&rg) * 3.0f + (t % 2 ? 1.5f : 0.0f);
                            if (t % 6 == 1) v *= 1e-39f;
                            else if (t % 6 == 2) v *= 3e4f;
                            else if (t % 6 == 3) v = 0.0f;
                            else if (t % 6 == 4 && k == 0 && t != 4) v = rng_below(&rg, 2) ? qnan() : -pinf();
                            x[i] = v;
                        }
                        kvq__quantize_row(&f, x, scratch_codes + (size_t)t * f.lay.code_words, scratch_params + (size_t)t * f.lay.param_words);
                        rows[t] = (t * 7u + 3u) % N; /* key t at cache row rows[t] */
                    }
                    memcpy(codes, scratch_codes, (size_t)N * f.lay.code_words * 4u);
                    memcpy(params, scratch_params, (size_t)N * f.lay.param_words * 4u);
                    for (t = 0; t < N; t++)
                        kvq__dequantize_row(&f, codes + rows[t] * f.lay.code_words, params + rows[t] * f.lay.param_words, kd + (size_t)t * D);
                    for (r = 0; r < RM; r++)
                        for (i = 0; i < D; i++) {
                            float m = ldexpf(1.0f, (int)((i / G * 7u + r * 3u) % 41u) - 20); /* a magnitude per group */
                            q[r * D + i] = rng_sym(&rg) * m;
                            if (r == 2 && i < G) q[r * D + i] *= 1e-25f; /* below 2^-100: the group becomes 0 */
                            if (r == 6 && i == D - 1u) q[r * D + i] = qnan();
                        }
                    qi.blk = blk;
                    qi.parts = parts;
                    qi.nc = (D + 64u * parts - 1u) / (64u * parts);
                    for (ri = 0; ri < sizeof Rs / sizeof Rs[0]; ri++) {
                        const uint32_t R = Rs[ri];
                        memset(blk, 0, sizeof blk);
                        for (r = 0; r < R; r++) kvq__qi8_prep(&f, q + (size_t)r * D, scale, parts, r, blk);
                        for (i = 0; i < RM * T; i++) sc[i] = 12345.0f;
                        klogi(&qi, R, &fz, &vz, rows, N, rows, N, sc, T); /* prefetching this tile's rows again */
                        for (r = 0; r < R; r++) {
                            int8_t c[KVQ__MAX_HEAD_DIM];
                            float qs[KVQ__MAX_HEAD_DIM / KVQ__GRAIN];
                            kvq__q_int8_codes(q + (size_t)r * D, D, G, c, qs);
                            for (t = 0; t < N; t++) {
                                double ref = 0.0, mag = 0.0, got = sc[r * T + t];
                                uint32_t g;
                                for (g = 0; g < D / G; g++) {
                                    double sq = 0.0, mk = 0.0;
                                    for (i = g * G; i < (g + 1u) * G; i++) {
                                        double qv = (double)c[i] * qs[g] * scale, kv = kd[(size_t)t * D + i];
                                        ref += qv * kv;
                                        sq += fabs(qv);
                                        if (fabs(kv) > mk) mk = fabs(kv);
                                    }
                                    mag += sq * mk;
                                }
                                if (ref != ref ? got == got : !(fabs(got - ref) <= 2e-6 * mag + 1e-35)) {
                                    if (bad++ < 3) FAIL("R %u row %u key %u: %.9g, reference %.9g (terms %.3g)", R, r, t, got, ref, mag);
                                }
                            }
                        }
                        for (r = R; r < RM; r++)
                            for (t = 0; t < T; t++)
                                if (sc[r * T + t] != 12345.0f && bad++ < 3) FAIL("R %u: row %u written", R, r);
                    }
                    guarded_free(codes, (size_t)N * f.lay.code_words * 4u);
                    guarded_free(params, (size_t)N * f.lay.param_words * 4u);
                    case_end();
                }
#endif
}

/* >>main =============================================================== */
static void run_all(void)
{
    test_shapes();
    test_long();
    test_multi();
    test_options();
    test_pairs();
    test_wide_k();
    test_q_int8();
    test_f16();
    test_direct();
    test_direct_admit();
    test_rotated();
    test_rows8();
    test_splits();
    test_split_plan();
    test_extremes();
    test_accuracy_sink();
    test_accuracy_affine_v();
    test_accuracy_sink_tail();
    test_nan();
    test_merge();
    test_bad();
    test_device_errors();
    test_merge_bad();
    test_seed_ferrum();
    test_seed_flash_moe();
    test_chunks();
    test_simd_rows();
    test_simd_fused();
    test_simd_qi8();
    test_simd_fused_env();
}

int main(int argc, char **argv) { return harness_main(argc, argv, "test_attn", run_all); }
