/* test_big: a cache far beyond one binding. K in Q8 with KVQ_BIG_GIB GiB of
   codes (default 8; head_dim 128, 8 kv heads, blocks of 16), V in Q4.
   Two sequences of 2048 tokens are written through a slot mapping, one into
   the last blocks of the cache (in reverse order), one into blocks spread
   over the whole cache (so every binding the storage is split into is
   used); then:
     big/read       the rows read back equal kvq_quantize + kvq_dequantize of
                    the same rows on the CPU, bit for bit
     big/storage    the codes of the cache's last row, read from the storage
                    buffer at its byte offset, equal the CPU's codes
     big/attention  attention over both sequences against an f64 reference
                    computed from the rows read back (relative RMS <= 1e-5)
   Not in `make test` (it needs a device with that much memory):
   tests/gpu_run.sh runs it on a GPU; `KVQ_BIG_GIB=0.25 test_big --backend
   vulkan` runs a small one on lavapipe. */
#define KVQ_IMPLEMENTATION
#include "kvq.h"

#include "harness.h"

#define BD 128u
#define BH 8u
#define BHQ 32u
#define BBS 16u
#define BL 2048u
#define BNS 2u

static void run_all(void)
{
    const char *e = getenv("KVQ_BIG_GIB");
    double gib = e && *e ? atof(e) : 8.0;
    uint64_t kbytes = (uint64_t)(gib * 1073741824.0), rows = kbytes / BD, tokens = rows / BH;
    uint32_t n_blocks = (uint32_t)(tokens / BBS), bpseq = BL / BBS, i, j, s, h;
    const uint32_t T = BNS * BL;
    kvq_cache_desc cd = kvq_cache_desc_init();
    kvq_cache *cache = NULL;
    kvq_buffer *in = NULL, *slots = NULL, *outk = NULL, *outv = NULL, *q = NULL, *out = NULL, *lens = NULL,
               *bt = NULL, *kc = NULL;
    float *x = NULL, *rk = NULL, *rv = NULL, *qh = NULL, *oh = NULL;
    int32_t *sl = NULL, *tab = NULL;
    kvq_write_params w = kvq_write_params_init();
    kvq_read_params r = kvq_read_params_init();
    rng_t rg = {0xb16b16};
    int ready = 0, have_codes = 0;
    uint32_t *codes = NULL;
    if (!case_begin("big/read")) return;
    cd.n_kv_heads = BH;
    cd.head_dim = BD;
    cd.block_size = BBS;
    cd.n_blocks = n_blocks;
    cd.k_format = KVQ_FORMAT_Q8;
    cd.v_format = KVQ_FORMAT_Q4;
    printf("  cache: %u blocks of %u tokens, %.2f GiB of K codes\n", n_blocks, BBS,
           (double)n_blocks * BBS * BH * BD / 1073741824.0);
    if (!CHECK(kvq_cache_create(g_ctx, &cd, &cache) == KVQ_SUCCESS, "cache create: %s",
               kvq_context_last_error(g_ctx))) {
        case_end();
        return;
    }
    printf("  kvq_cache_bytes: %.2f GiB\n", (double)kvq_cache_bytes(cache) / 1073741824.0);
    x = (float *)malloc((size_t)T * BH * BD * 4);
    rk = (float *)malloc((size_t)T * BH * BD * 4);
    rv = (float *)malloc((size_t)T * BH * BD * 4);
    sl = (int32_t *)malloc((size_t)T * 4);
    tab = (int32_t *)malloc((size_t)BNS * bpseq * 4);
    qh = (float *)malloc((size_t)BNS * BHQ * BD * 4);
    oh = (float *)malloc((size_t)BNS * BHQ * BD * 4);
    in = mkbuf(g_ctx, (uint64_t)T * BH * BD * 4);
    outk = mkbuf(g_ctx, (uint64_t)T * BH * BD * 4);
    outv = mkbuf(g_ctx, (uint64_t)T * BH * BD * 4);
    slots = mkbuf(g_ctx, (uint64_t)T * 4);
    bt = mkbuf(g_ctx, (uint64_t)BNS * bpseq * 4);
    q = mkbuf(g_ctx, (uint64_t)BNS * BHQ * BD * 4);
    out = mkbuf(g_ctx, (uint64_t)BNS * BHQ * BD * 4);
    lens = mkbuf(g_ctx, BNS * 4);
    if (x && rk && rv && sl && tab && qh && oh && in && outk && outv && slots && bt && q && out && lens) {
        /* sequence 0: the last blocks, reversed; sequence 1: spread evenly */
        for (j = 0; j < bpseq; j++) {
            tab[j] = (int32_t)(n_blocks - 1u - j);
            tab[bpseq + j] = (int32_t)((uint64_t)j * (n_blocks - bpseq) / bpseq + (j % 3u));
        }
        for (s = 0; s < BNS; s++)
            for (i = 0; i < BL; i++) sl[s * BL + i] = tab[s * bpseq + i / BBS] * (int32_t)BBS + (int32_t)(i % BBS);
        for (i = 0; i < T * BH * BD; i++) x[i] = rng_sym(&rg) * 2.0f;
        for (i = 0; i < BNS * BHQ * BD; i++) qh[i] = rng_sym(&rg);
        upload(g_ctx, in, 0, x, (uint64_t)T * BH * BD * 4);
        upload(g_ctx, slots, 0, sl, (uint64_t)T * 4);
        upload(g_ctx, bt, 0, tab, (uint64_t)BNS * bpseq * 4);
        upload(g_ctx, q, 0, qh, (uint64_t)BNS * BHQ * BD * 4);
        {
            uint32_t lv[BNS] = {BL, BL};
            upload(g_ctx, lens, 0, lv, sizeof lv);
        }
        w.k = w.v = in;
        w.n_tokens = T;
        w.slots = slots;
        CHECK(kvq_cache_write(g_ctx, cache, &w) == KVQ_SUCCESS, "write: %s", kvq_context_last_error(g_ctx));
        r.n_tokens = T;
        r.slots = slots;
        r.which = KVQ_K;
        r.out = outk;
        CHECK(kvq_cache_read(g_ctx, cache, &r) == KVQ_SUCCESS, "read K: %s", kvq_context_last_error(g_ctx));
        r.which = KVQ_V;
        r.out = outv;
        CHECK(kvq_cache_read(g_ctx, cache, &r) == KVQ_SUCCESS, "read V: %s", kvq_context_last_error(g_ctx));
        CHECK(kvq_wait(g_ctx) == KVQ_SUCCESS, "wait: %s", kvq_context_last_error(g_ctx));
        CHECK(kvq_buffer_read(g_ctx, outk, 0, rk, (uint64_t)T * BH * BD * 4) == KVQ_SUCCESS, "download K");
        CHECK(kvq_buffer_read(g_ctx, outv, 0, rv, (uint64_t)T * BH * BD * 4) == KVQ_SUCCESS, "download V");
        ready = 1;
    } else {
        FAIL("setup: out of host or device memory; nothing was checked");
    }
    /* the CPU's rows: quantize + dequantize [T][BH] rows of x */
    if (ready) {
        kvq_context *cpu = NULL;
        kvq_context_config cc = kvq_context_config_init();
        int which;
        cc.backend = KVQ_BACKEND_CPU;
        if (CHECK(kvq_context_create(&cc, &cpu) == KVQ_SUCCESS, "cpu context")) {
            kvq_buffer *v = mkbuf(cpu, (uint64_t)T * BH * BD * 4), *c = mkbuf(cpu, (uint64_t)T * BH * BD),
                       *p = mkbuf(cpu, (uint64_t)T * BH * 64), *d = mkbuf(cpu, (uint64_t)T * BH * BD * 4);
            float *dh = (float *)malloc((size_t)T * BH * BD * 4);
            codes = (uint32_t *)malloc((size_t)T * BH * BD);
            if (v && c && p && d && dh && codes) {
                upload(cpu, v, 0, x, (uint64_t)T * BH * BD * 4);
                for (which = 0; which < 2; which++) {
                    kvq_rows_params rp = kvq_rows_params_init();
                    const float *got = which ? rv : rk;
                    uint64_t bad = 0;
                    rp.format = which ? KVQ_FORMAT_Q4 : KVQ_FORMAT_Q8;
                    rp.head_dim = BD;
                    rp.n_rows = T * BH;
                    rp.values = v;
                    rp.codes = c;
                    rp.params = p;
                    CHECK(kvq_quantize(cpu, &rp) == KVQ_SUCCESS, "cpu quantize");
                    rp.values = d;
                    CHECK(kvq_dequantize(cpu, &rp) == KVQ_SUCCESS, "cpu dequantize");
                    CHECK(kvq_buffer_read(cpu, d, 0, dh, (uint64_t)T * BH * BD * 4) == KVQ_SUCCESS, "read");
                    /* read: [BH][T][BD]; rows: [T][BH][BD] */
                    for (h = 0; h < BH; h++)
                        for (i = 0; i < T; i++)
                            bad += memcmp(&got[((size_t)h * T + i) * BD], &dh[((size_t)i * BH + h) * BD], BD * 4) != 0;
                    CHECK(bad == 0, "%s: %llu of %u rows read back differ from the CPU's", which ? "V" : "K",
                          (unsigned long long)bad, T * BH);
                    if (which == 0)
                        have_codes = CHECK(kvq_buffer_read(cpu, c, 0, codes, (uint64_t)T * BH * BD) == KVQ_SUCCESS, "codes");
                }
            } else {
                FAIL("cpu setup: out of memory; nothing was compared");
            }
            free(dh);
            kvq_context_destroy(cpu);
        }
    } else {
        FAIL("setup failed: the rows were not compared");
    }
    case_end();
    if (case_begin("big/storage")) {
        if (!have_codes) {
            FAIL("no CPU codes to compare with (big/read's setup failed)");
        } else {
            /* the token written last in slot order: the cache's last slot (sequence 0, token 15) */
            uint32_t tok = BBS - 1u, last = 0, words = BD / 4u;
            uint32_t got[BD / 4u];
            uint64_t slot = (uint64_t)sl[tok], blk = slot / BBS, off = slot % BBS;
            CHECK(slot == (uint64_t)n_blocks * BBS - 1u, "slot %llu is not the last", (unsigned long long)slot);
            if (CHECK(kvq_cache_storage(cache, KVQ_K, &kc, NULL) == KVQ_SUCCESS && kc, "storage")) {
                for (h = 0; h < BH; h++) {
                    uint64_t row = (blk * BH + h) * BBS + off;
                    kvq_result rc = kvq_buffer_read(g_ctx, kc, row * words * 4u, got, words * 4u);
                    if (!CHECK(rc == KVQ_SUCCESS, "read codes at byte %llu", (unsigned long long)(row * words * 4u))) {
                        last++;
                        continue;
                    }
                    last += memcmp(got, &codes[((size_t)tok * BH + h) * words], words * 4u) != 0;
                    if (h == BH - 1u)
                        printf("  last row's codes at byte offset %llu of %llu\n",
                               (unsigned long long)(row * words * 4u), (unsigned long long)kvq_buffer_size(kc));
                }
                CHECK(last == 0, "%u of the last slot's rows differ from the CPU's codes", last);
            }
        }
        case_end();
    }
    if (!ready) {
        if (case_begin("big/attention")) {
            FAIL("setup failed: no attention was run");
            case_end();
        }
    } else if (case_begin("big/attention")) {
        kvq_attention_params ap = kvq_attention_params_init();
        double se = 0, sr = 0, scale = 1.0 / sqrt((double)BD);
        double *lg = (double *)malloc(BL * sizeof(double));
        ap.q = q;
        ap.out = out;
        ap.n_seqs = BNS;
        ap.n_q_heads = BHQ;
        ap.seq_lens = lens;
        ap.max_seq_len = BL;
        ap.block_tables = bt;
        ap.max_blocks_per_seq = bpseq;
        CHECK(kvq_attention(g_ctx, cache, &ap) == KVQ_SUCCESS, "attention: %s", kvq_context_last_error(g_ctx));
        CHECK(kvq_buffer_read(g_ctx, out, 0, oh, (uint64_t)BNS * BHQ * BD * 4) == KVQ_SUCCESS, "out: %s",
              kvq_context_last_error(g_ctx));
        for (s = 0; lg && s < BNS; s++)
            for (h = 0; h < BHQ; h++) {
                uint32_t kh = h / (BHQ / BH), d;
                double m = -1e300, sum = 0;
                const float *qq = &qh[((size_t)s * BHQ + h) * BD];
                for (i = 0; i < BL; i++) {
                    const float *k = &rk[((size_t)kh * T + s * BL + i) * BD];
                    double dot = 0;
                    for (d = 0; d < BD; d++) dot += (double)qq[d] * k[d];
                    lg[i] = dot * scale;
                    if (lg[i] > m) m = lg[i];
                }
                for (i = 0; i < BL; i++) sum += exp(lg[i] - m);
                for (d = 0; d < BD; d++) {
                    double acc = 0, got = oh[((size_t)s * BHQ + h) * BD + d];
                    for (i = 0; i < BL; i++) acc += exp(lg[i] - m) * rv[((size_t)kh * T + s * BL + i) * BD + d];
                    acc /= sum;
                    se += (got - acc) * (got - acc);
                    sr += acc * acc;
                }
            }
        CHECK(lg && sqrt(se / sr) <= 1e-5, "relative RMS error %.3g", sqrt(se / sr));
        printf("  attention over both sequences: relative RMS error %.3g\n", sqrt(se / sr));
        free(lg);
        case_end();
    }
    kvq_cache_destroy(g_ctx, cache);
    free(x);
    free(rk);
    free(rv);
    free(sl);
    free(tab);
    free(qh);
    free(oh);
    free(codes);
}

int main(int argc, char **argv) { return harness_main(argc, argv, "test_big", run_all); }
