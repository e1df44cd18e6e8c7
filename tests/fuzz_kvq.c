/* fuzz_kvq: a libFuzzer harness that drives kvq's public API on the CPU
   backend from the fuzzer's bytes (`make fuzz`; seeds in tests/fuzz_corpus,
   made by tests/fuzz_seeds.c).

   An input is a small program: a context (n_threads), a cache descriptor
   (every field, invalid values included), up to NBUF user buffers, then up
   to MAX_OPS operations: buffer write/fill/read, raw bytes into the cache's
   code and parameter buffers (kvq_cache_storage), cache write and read
   (range or slot mapping), quantize, dequantize, attention (paged or
   contiguous, sequence lengths, block tables, every option) and
   attention_merge, a second cache, destroying objects. Numbers come either
   from small tables of meaningful values or raw from the input.

   Invariants checked after every call (a failure aborts, which libFuzzer
   reports with the input):
   - the call returns KVQ_SUCCESS or one of kvq's error codes, and a failing
     op's message (kvq_context_last_error) names that op;
   - nothing outside the op's documented target changed: every buffer
     (user buffers and the caches' storage) starts filled with a sentinel
     pattern and is shadowed on the host; after each op the whole of every
     buffer is read back with kvq_buffer_read and every byte outside the
     op's target range must equal the shadow (a failed op: no byte at all);
   - the context's allocations, counted by the allocator given in the
     config, all come back by kvq_context_destroy (and kvq never frees what
     it did not allocate);
   - under ASan/UBSan (make fuzz builds with them), no memory error or UB.
   Work per input is bounded: buffers <= 16 KiB, the allocator refuses
   single allocations over 256 KiB (so huge caches fail as out of memory, as
   they must), and attention is not called when its work would exceed a
   few million multiply-adds. */
#define KVQ_IMPLEMENTATION
#include "kvq.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NBUF 6
#define MAX_BUF_BYTES 16384u
#define MAX_OPS 24
#define MAX_ALLOC ((size_t)1 << 18)
#define MAX_ATTN_WORK ((double)(1 << 22))

/* Aborts with a message: libFuzzer (and a replay) report the input. */
#define REQUIRE(c, ...)                                                        \
    do {                                                                       \
        if (!(c)) {                                                            \
            fprintf(stderr, "fuzz_kvq invariant failed: %s (line %d): ", #c, __LINE__); \
            fprintf(stderr, __VA_ARGS__);                                      \
            fprintf(stderr, "\n");                                             \
            abort();                                                           \
        }                                                                      \
    } while (0)

/* >>input reader ======================================================= */
typedef struct fz {
    const uint8_t *p;
    size_t n;
} fz;

static uint32_t rd_u8(fz *f)
{
    if (!f->n) return 0;
    f->n--;
    return *f->p++;
}
static uint32_t rd_u16(fz *f) { return rd_u8(f) | rd_u8(f) << 8; }
static uint32_t rd_u32(fz *f) { return rd_u16(f) | rd_u16(f) << 16; }
static uint64_t rd_u64(fz *f) { return (uint64_t)rd_u32(f) | (uint64_t)rd_u32(f) << 32; }

/* A uint32 field: mostly small or meaningful values, sometimes raw. */
static uint32_t rd_count(fz *f, uint32_t small)
{
    static const uint32_t edge[] = {0u,          1u,          2u,          3u,         4u,          15u,
                                    16u,         17u,         31u,         32u,        48u,         64u,
                                    96u,         128u,        255u,        256u,       1023u,       1024u,
                                    1025u,       65535u,      65536u,      0x7fffffffu, 0x80000000u, 0xfffffff0u,
                                    0xffffffffu, 0x40000000u, 0x10000u,    2049u};
    uint32_t m = rd_u8(f);
    if (m < 160) return small ? m % (small + 1u) : 0;
    if (m < 240) return edge[m % (sizeof edge / sizeof edge[0])];
    return rd_u32(f);
}

/* An offset into a buffer of size sz: aligned, unaligned, at or past the end, or raw. */
static uint64_t rd_offset(fz *f, uint64_t sz)
{
    uint32_t m = rd_u8(f);
    if (m < 100) return 0;
    if (m < 180) return sz ? (uint64_t)(rd_u16(f) % (sz + 1u)) & ~(uint64_t)3u : 0;
    if (m < 200) return sz ? (uint64_t)(rd_u16(f) % (sz + 1u)) : 1;
    if (m < 215) return sz;
    if (m < 225) return sz + 4u;
    if (m < 235) return (uint64_t)1 << 63;
    if (m < 245) return UINT64_MAX - 3u;
    return rd_u64(f);
}

static kvq_format rd_format(fz *f)
{
    uint32_t m = rd_u8(f);
    if (m < 240) return (kvq_format)(m % (KVQ_FORMAT_COUNT_ + 1)); /* one past the last: invalid */
    return (kvq_format)(int)rd_u32(f);
}

static kvq_dtype rd_dtype(fz *f)
{
    uint32_t m = rd_u8(f);
    if (m < 250) return (kvq_dtype)(m % 5); /* 4: invalid */
    return (kvq_dtype)(int)rd_u32(f);
}

/* >>counting allocator ================================================= */
typedef struct counter {
    long live, total, failed;
    size_t bytes;
} counter;

static void *count_alloc(void *user, size_t size)
{
    counter *c = (counter *)user;
    unsigned char *p;
    if (size > MAX_ALLOC || c->bytes + size > 8 * MAX_ALLOC) {
        c->failed++;
        return NULL;
    }
    p = (unsigned char *)malloc(size + 16);
    if (!p) return NULL;
    memcpy(p, &size, sizeof size);
    memcpy(p + 8, "kvqfuzz", 8); /* a tag: a pointer kvq did not get from us fails the check in count_free */
    c->live++;
    c->total++;
    c->bytes += size;
    return p + 16;
}

static void count_free(void *user, void *ptr)
{
    counter *c = (counter *)user;
    unsigned char *p;
    size_t size;
    if (!ptr) return;
    p = (unsigned char *)ptr - 16;
    REQUIRE(memcmp(p + 8, "kvqfuzz", 8) == 0, "kvq freed a pointer it did not allocate");
    memcpy(&size, p, sizeof size);
    memset(p + 8, 0, 8);
    c->live--;
    c->bytes -= size;
    free(p);
}

/* >>buffers and their shadows ========================================== */
#define NSLOT (NBUF + 8) /* user buffers, then K/V codes/params of caches 0 and 1 */

typedef struct state {
    kvq_context *ctx;
    kvq_buffer *buf[NSLOT];
    unsigned char *shadow[NSLOT]; /* what each buffer holds, as far as we know */
    uint64_t size[NSLOT];
    kvq_cache *cache[2];
    kvq_cache_desc desc[2]; /* resolved */
    unsigned char *tmp;
    size_t tmp_size;
} state;

/* A target range of an op: bytes [lo, hi) of buffer b may change. */
typedef struct range {
    const kvq_buffer *b;
    uint64_t lo, hi;
} range;
#define MAX_RANGES 512

typedef struct targets {
    range r[MAX_RANGES];
    int n;
    const kvq_buffer *whole[NSLOT]; /* too many ranges to list: these may change anywhere */
    int n_whole;
} targets;

static void tg_init(targets *t) { t->n = t->n_whole = 0; }

/* Adds [lo, hi) of b (merged with the last range where they touch). */
static void tg_add(targets *t, const kvq_buffer *b, uint64_t lo, uint64_t hi)
{
    int i;
    if (!b || hi <= lo) return;
    if (t->n && t->r[t->n - 1].b == b && lo <= t->r[t->n - 1].hi && hi >= t->r[t->n - 1].lo) {
        if (lo < t->r[t->n - 1].lo) t->r[t->n - 1].lo = lo;
        if (hi > t->r[t->n - 1].hi) t->r[t->n - 1].hi = hi;
        return;
    }
    if (t->n == MAX_RANGES) {
        for (i = 0; i < t->n_whole; i++)
            if (t->whole[i] == b) return;
        if (t->n_whole < NSLOT) t->whole[t->n_whole++] = b;
        return;
    }
    t->r[t->n].b = b;
    t->r[t->n].lo = lo;
    t->r[t->n].hi = hi;
    t->n++;
}

static uint8_t sentinel(int slot, uint64_t i) { return (uint8_t)(0xA5u ^ (uint32_t)(slot * 29) ^ (uint32_t)(i * 7u)); }

static void slot_fill_sentinel(state *s, int k)
{
    uint64_t i;
    if (!s->buf[k]) return;
    for (i = 0; i < s->size[k]; i++) s->shadow[k][i] = sentinel(k, i);
    REQUIRE(kvq_buffer_write(s->ctx, s->buf[k], 0, s->shadow[k], s->size[k]) == KVQ_SUCCESS, "%s",
            kvq_context_last_error(s->ctx));
}

/* Adopts buffer b (created or a cache's storage) into slot k. */
static void slot_set(state *s, int k, kvq_buffer *b)
{
    s->buf[k] = b;
    free(s->shadow[k]);
    s->shadow[k] = NULL;
    s->size[k] = 0;
    if (!b) return;
    s->size[k] = kvq_buffer_size(b);
    s->shadow[k] = (unsigned char *)malloc((size_t)s->size[k] + 1);
    REQUIRE(s->shadow[k] != NULL, "out of memory");
    slot_fill_sentinel(s, k);
}

/* Every buffer read back: bytes outside the targets must equal the shadow;
   then the shadow takes what the buffer holds. */
static void verify(state *s, const targets *t, const char *op, kvq_result rc)
{
    int k, i;
    uint64_t j;
    for (k = 0; k < NSLOT; k++) {
        if (!s->buf[k]) continue;
        if (s->tmp_size < s->size[k]) {
            free(s->tmp);
            s->tmp_size = (size_t)s->size[k];
            s->tmp = (unsigned char *)malloc(s->tmp_size);
            REQUIRE(s->tmp != NULL, "out of memory");
        }
        REQUIRE(kvq_buffer_read(s->ctx, s->buf[k], 0, s->tmp, s->size[k]) == KVQ_SUCCESS, "%s: read back: %s", op,
                kvq_context_last_error(s->ctx));
        if (memcmp(s->tmp, s->shadow[k], (size_t)s->size[k]) == 0) continue;
        for (j = 0; j < s->size[k]; j++) {
            int in = 0;
            if (s->tmp[j] == s->shadow[k][j]) continue;
            for (i = 0; rc == KVQ_SUCCESS && i < t->n && !in; i++)
                in = t->r[i].b == s->buf[k] && j >= t->r[i].lo && j < t->r[i].hi;
            for (i = 0; rc == KVQ_SUCCESS && i < t->n_whole && !in; i++) in = t->whole[i] == s->buf[k];
            REQUIRE(in, "%s (result %d) changed byte %llu of buffer slot %d (size %llu) outside its target: %02x -> %02x",
                    op, (int)rc, (unsigned long long)j, k, (unsigned long long)s->size[k], s->shadow[k][j],
                    s->tmp[j]);
        }
        memcpy(s->shadow[k], s->tmp, (size_t)s->size[k]);
    }
}

static int g_verbose = -1; /* FUZZ_KVQ_VERBOSE=1: each call's result on stderr (to check what a seed reaches) */

static void check_result(state *s, kvq_result rc, const char *op)
{
    if (g_verbose < 0) g_verbose = getenv("FUZZ_KVQ_VERBOSE") != NULL;
    if (g_verbose) fprintf(stderr, "  %s = %d %s\n", op, (int)rc, rc ? kvq_context_last_error(s->ctx) : "");
    REQUIRE(rc <= 0 && rc >= KVQ_RESULT_MIN_, "%s returned %d", op, (int)rc);
    REQUIRE(strcmp(kvq_result_string(rc), "") != 0, "%s: empty result string", op);
    /* a failure's message names the call (the message is sticky, so a non-empty check alone would pass on an
       earlier failure's); kvq_cache_storage has no context to put a message in */
    if (rc != KVQ_SUCCESS && strcmp(op, "kvq_cache_storage") != 0)
        REQUIRE(strncmp(kvq_context_last_error(s->ctx), op, strlen(op)) == 0, "%s failed (%d), but the message is '%s'",
                op, (int)rc, kvq_context_last_error(s->ctx));
}

/* A buffer argument: NULL, a user buffer or a cache's storage. */
static kvq_buffer *rd_buf(fz *f, state *s, int *slot)
{
    uint32_t m = rd_u8(f) % (NSLOT + 2);
    *slot = -1;
    if (m >= NSLOT) return NULL;
    *slot = (int)m;
    return s->buf[m];
}

static uint64_t bsize(const kvq_buffer *b) { return b ? kvq_buffer_size(b) : 0; }

static uint32_t dt_bytes(kvq_dtype d) { return d == KVQ_DTYPE_F16 || d == KVQ_DTYPE_BF16 ? 2u : 4u; }

/* Reads an int32/uint32 array of n entries from buffer b at off (0 where the
   buffer does not hold it). */
static int32_t buf_i32(state *s, const kvq_buffer *b, uint64_t off, uint64_t i)
{
    int k;
    int32_t v = 0;
    for (k = 0; k < NSLOT; k++)
        if (s->buf[k] && s->buf[k] == b && off <= s->size[k] && i < (s->size[k] - off) / 4)
            memcpy(&v, s->shadow[k] + off + 4 * i, 4);
    return v;
}

/* The storage rows of one cache that a token at `slot` has: row index per
   head h = (block * H + h) * bs + offset. */
static void tg_slot_rows(targets *t, state *s, int c, kvq_which w, uint64_t slot)
{
    const kvq_cache_desc *d = &s->desc[c];
    kvq_row_layout lay;
    kvq_buffer *cb = NULL, *pb = NULL;
    uint64_t block = slot / d->block_size, off = slot % d->block_size, h;
    if (kvq_row_layout_get(w == KVQ_K ? d->k_format : d->v_format, d->head_dim, d->group_size, d->param_dtype,
                           &lay) != KVQ_SUCCESS)
        return;
    kvq_cache_storage(s->cache[c], w, &cb, &pb);
    for (h = 0; h < d->n_kv_heads; h++) {
        uint64_t row = (block * d->n_kv_heads + h) * d->block_size + off;
        tg_add(t, cb, row * lay.code_words * 4u, (row + 1) * lay.code_words * 4u);
        tg_add(t, pb, row * lay.param_words * 4u, (row + 1) * lay.param_words * 4u);
    }
}

static void adopt_storage(state *s, int c)
{
    kvq_buffer *kc = NULL, *kp = NULL, *vc = NULL, *vp = NULL;
    if (s->cache[c]) {
        REQUIRE(kvq_cache_storage(s->cache[c], KVQ_K, &kc, &kp) == KVQ_SUCCESS, "storage");
        REQUIRE(kvq_cache_storage(s->cache[c], KVQ_V, &vc, &vp) == KVQ_SUCCESS, "storage");
        REQUIRE(kc && vc, "no code buffers");
    }
    slot_set(s, NBUF + 4 * c + 0, kc);
    slot_set(s, NBUF + 4 * c + 1, kp);
    slot_set(s, NBUF + 4 * c + 2, vc);
    slot_set(s, NBUF + 4 * c + 3, vp);
}

static void make_cache(fz *f, state *s, int c)
{
    kvq_cache_desc d = kvq_cache_desc_init();
    kvq_result rc;
    d.n_kv_heads = rd_count(f, 4);
    d.head_dim = rd_count(f, 8) * 16u + (rd_u8(f) < 16 ? rd_count(f, 15) : 0u);
    d.block_size = rd_count(f, 64);
    d.n_blocks = rd_count(f, 8);
    d.k_format = rd_format(f);
    d.v_format = rd_format(f);
    d.group_size = rd_count(f, 4) * 16u;
    d.param_dtype = rd_dtype(f);
    d.rotation = rd_count(f, 1);
    d.rotation_seed = rd_u8(f) < 200 ? 0 : rd_u64(f);
    if (s->cache[c]) {
        kvq_cache_destroy(s->ctx, s->cache[c]);
        s->cache[c] = NULL;
    }
    rc = kvq_cache_create(s->ctx, rd_u8(f) == 255 ? NULL : &d, &s->cache[c]);
    check_result(s, rc, "kvq_cache_create");
    if (rc == KVQ_SUCCESS) {
        REQUIRE(s->cache[c] != NULL, "cache_create succeeded without a cache");
        s->desc[c] = kvq_cache_get_desc(s->cache[c]);
        REQUIRE(kvq_cache_capacity(s->cache[c]) ==
                    (uint64_t)s->desc[c].block_size * (s->desc[c].n_blocks ? s->desc[c].n_blocks : 1u),
                "capacity");
    } else {
        REQUIRE(s->cache[c] == NULL, "a failed cache_create left *out set");
    }
    adopt_storage(s, c);
}

/* >>ops ================================================================ */
static void op_buffer_write(fz *f, state *s)
{
    int k;
    kvq_buffer *b = rd_buf(f, s, &k);
    uint64_t off = rd_offset(f, bsize(b)), n = rd_u8(f) < 200 ? rd_u16(f) % (MAX_BUF_BYTES + 1u) : rd_u64(f);
    targets t;
    kvq_result rc;
    unsigned char src[MAX_BUF_BYTES];
    size_t i;
    if (!b || n > sizeof src) return; /* the source array must hold n bytes */
    for (i = 0; i < n; i++) src[i] = (uint8_t)rd_u8(f);
    tg_init(&t);
    tg_add(&t, b, off, off + n < off ? UINT64_MAX : off + n);
    rc = kvq_buffer_write(s->ctx, b, off, src, n);
    check_result(s, rc, "kvq_buffer_write");
    verify(s, &t, "kvq_buffer_write", rc);
    if (rc == KVQ_SUCCESS) REQUIRE(memcmp(s->shadow[k] + off, src, (size_t)n) == 0, "buffer_write wrote other bytes");
}

static void op_buffer_fill(fz *f, state *s)
{
    int k;
    kvq_buffer *b = rd_buf(f, s, &k);
    uint64_t off = rd_offset(f, bsize(b)), n = rd_offset(f, bsize(b));
    uint32_t word = rd_u32(f);
    targets t;
    kvq_result rc;
    if (!b) return;
    tg_init(&t);
    tg_add(&t, b, off, off + n < off ? UINT64_MAX : off + n);
    rc = kvq_buffer_fill(s->ctx, b, off, n, word);
    check_result(s, rc, "kvq_buffer_fill");
    verify(s, &t, "kvq_buffer_fill", rc);
}

static void op_buffer_read(fz *f, state *s)
{
    int k;
    kvq_buffer *b = rd_buf(f, s, &k);
    uint64_t off = rd_offset(f, bsize(b)), n = rd_offset(f, bsize(b));
    unsigned char *dst;
    kvq_result rc;
    targets t;
    if (!b || n > MAX_BUF_BYTES * 64u) return;
    dst = (unsigned char *)malloc((size_t)n + 1);
    rc = kvq_buffer_read(s->ctx, b, off, dst, n);
    check_result(s, rc, "kvq_buffer_read");
    if (rc == KVQ_SUCCESS) REQUIRE(memcmp(dst, s->shadow[k] + off, (size_t)n) == 0, "buffer_read returned other bytes");
    free(dst);
    tg_init(&t);
    verify(s, &t, "kvq_buffer_read", rc);
}

/* The slot (or -1: none) that token i of a write/read goes to. */
static int64_t token_slot(state *s, const kvq_buffer *slots, uint64_t soff, uint32_t start, uint32_t i)
{
    if (!slots) return (int64_t)start + i;
    return buf_i32(s, slots, soff, i);
}

static void op_cache_write(fz *f, state *s)
{
    int c = (int)(rd_u8(f) & 1), k1, k2, k3;
    kvq_write_params p = kvq_write_params_init();
    targets t;
    kvq_result rc;
    uint32_t i;
    p.k = rd_buf(f, s, &k1);
    p.k_offset = rd_offset(f, bsize(p.k));
    p.v = rd_buf(f, s, &k2);
    p.v_offset = rd_offset(f, bsize(p.v));
    p.dtype = rd_dtype(f);
    p.n_tokens = rd_count(f, 40);
    p.start = rd_count(f, 64);
    p.slots = rd_u8(f) < 128 ? NULL : rd_buf(f, s, &k3);
    p.slots_offset = rd_offset(f, bsize(p.slots));
    tg_init(&t);
    if (s->cache[c] && p.n_tokens <= (1u << 20))
        for (i = 0; i < p.n_tokens; i++) {
            int64_t sl = token_slot(s, p.slots, p.slots_offset, p.start, i);
            if (sl < 0 || (uint64_t)sl >= kvq_cache_capacity(s->cache[c])) continue;
            if (p.k) tg_slot_rows(&t, s, c, KVQ_K, (uint64_t)sl);
            if (p.v) tg_slot_rows(&t, s, c, KVQ_V, (uint64_t)sl);
        }
    rc = kvq_cache_write(s->ctx, s->cache[c], rd_u8(f) == 255 ? NULL : &p);
    check_result(s, rc, "kvq_cache_write");
    verify(s, &t, "kvq_cache_write", rc);
}

static void op_cache_read(fz *f, state *s)
{
    int c = (int)(rd_u8(f) & 1), k1, k3;
    kvq_read_params p = kvq_read_params_init();
    targets t;
    kvq_result rc;
    uint32_t i, h;
    p.which = rd_u8(f) < 250 ? (kvq_which)(rd_u8(f) & 1) : (kvq_which)(int)rd_u32(f);
    p.out = rd_buf(f, s, &k1);
    p.out_offset = rd_offset(f, bsize(p.out));
    p.dtype = rd_dtype(f);
    p.n_tokens = rd_count(f, 40);
    p.start = rd_count(f, 64);
    p.slots = rd_u8(f) < 128 ? NULL : rd_buf(f, s, &k3);
    p.slots_offset = rd_offset(f, bsize(p.slots));
    tg_init(&t);
    if (s->cache[c] && p.out && p.n_tokens <= (1u << 20)) {
        /* out: [n_kv_heads][n_tokens][head_dim]; with slots, a negative entry's rows are left alone */
        const kvq_cache_desc *d = &s->desc[c];
        uint64_t row = (uint64_t)d->head_dim * dt_bytes(p.dtype);
        for (h = 0; h < d->n_kv_heads; h++)
            for (i = 0; i < p.n_tokens; i++) {
                uint64_t lo = p.out_offset + ((uint64_t)h * p.n_tokens + i) * row;
                if (p.slots && buf_i32(s, p.slots, p.slots_offset, i) < 0) continue;
                tg_add(&t, p.out, lo, lo + row);
            }
    }
    rc = kvq_cache_read(s->ctx, s->cache[c], rd_u8(f) == 255 ? NULL : &p);
    check_result(s, rc, "kvq_cache_read");
    verify(s, &t, "kvq_cache_read", rc);
}

static void op_rows(fz *f, state *s, int dequant)
{
    int k1, k2, k3;
    kvq_rows_params p = kvq_rows_params_init();
    kvq_row_layout lay;
    targets t;
    kvq_result rc;
    p.format = rd_format(f);
    p.head_dim = rd_count(f, 8) * 16u + (rd_u8(f) < 16 ? rd_count(f, 15) : 0u);
    p.group_size = rd_count(f, 4) * 16u;
    p.param_dtype = rd_dtype(f);
    p.n_rows = rd_count(f, 16);
    p.values = rd_buf(f, s, &k1);
    p.values_offset = rd_offset(f, bsize(p.values));
    p.dtype = rd_dtype(f);
    p.codes = rd_buf(f, s, &k2);
    p.codes_offset = rd_offset(f, bsize(p.codes));
    p.params = rd_buf(f, s, &k3);
    p.params_offset = rd_offset(f, bsize(p.params));
    p.rotation = rd_count(f, 1);
    p.rotation_seed = rd_u8(f) < 200 ? 0 : rd_u64(f);
    tg_init(&t);
    if (kvq_row_layout_get(p.format, p.head_dim, p.group_size, p.param_dtype, &lay) == KVQ_SUCCESS) {
        if (dequant) {
            tg_add(&t, p.values, p.values_offset,
                   p.values_offset + (uint64_t)p.n_rows * p.head_dim * dt_bytes(p.dtype));
        } else {
            tg_add(&t, p.codes, p.codes_offset, p.codes_offset + (uint64_t)p.n_rows * lay.code_words * 4u);
            tg_add(&t, p.params, p.params_offset, p.params_offset + (uint64_t)p.n_rows * lay.param_words * 4u);
        }
    }
    rc = dequant ? kvq_dequantize(s->ctx, &p) : kvq_quantize(s->ctx, &p);
    check_result(s, rc, dequant ? "kvq_dequantize" : "kvq_quantize");
    verify(s, &t, dequant ? "kvq_dequantize" : "kvq_quantize", rc);
}

static void op_attention(fz *f, state *s)
{
    int c = (int)(rd_u8(f) & 1), k;
    kvq_attention_params p = kvq_attention_params_init();
    targets t;
    kvq_result rc;
    double work;
    uint64_t rows;
    p.q = rd_buf(f, s, &k);
    p.q_offset = rd_offset(f, bsize(p.q));
    p.q_dtype = rd_dtype(f);
    p.out = rd_buf(f, s, &k);
    p.out_offset = rd_offset(f, bsize(p.out));
    p.out_dtype = rd_dtype(f);
    p.n_seqs = rd_count(f, 4);
    p.n_queries = rd_count(f, 4);
    p.n_q_heads = rd_count(f, 8);
    p.seq_lens = rd_buf(f, s, &k);
    p.seq_lens_offset = rd_offset(f, bsize(p.seq_lens));
    p.max_seq_len = rd_count(f, 128);
    p.block_tables = rd_u8(f) < 100 ? NULL : rd_buf(f, s, &k);
    p.block_tables_offset = rd_offset(f, bsize(p.block_tables));
    p.max_blocks_per_seq = rd_count(f, 8);
    {
        uint32_t m = rd_u8(f);
        p.scale = m < 128 ? 0.0f : m < 192 ? (float)(m - 128) / 8.0f : kvq__u2f(rd_u32(f));
        m = rd_u8(f);
        p.softcap = m < 160 ? 0.0f : m < 224 ? (float)(m - 150) : kvq__u2f(rd_u32(f));
    }
    p.window = rd_u8(f) < 160 ? 0 : rd_count(f, 64);
    p.sinks = rd_u8(f) < 160 ? NULL : rd_buf(f, s, &k);
    p.sinks_offset = rd_offset(f, bsize(p.sinks));
    p.lse = rd_u8(f) < 128 ? NULL : rd_buf(f, s, &k);
    p.lse_offset = rd_offset(f, bsize(p.lse));
    p.n_splits = rd_count(f, 8);
    if (!s->cache[c]) {
        rc = kvq_attention(s->ctx, NULL, &p);
        REQUIRE(rc != KVQ_SUCCESS, "attention on a NULL cache succeeded");
        check_result(s, rc, "kvq_attention");
        return;
    }
    /* bounded work: queries x keys x head_dim (plus the split partials) */
    {
        const kvq_cache_desc *d = &s->desc[c];
        uint64_t keys = p.max_seq_len ? p.max_seq_len : kvq_cache_capacity(s->cache[c]);
        work = (double)p.n_seqs * (p.n_queries ? p.n_queries : 1u) * p.n_q_heads * (double)d->head_dim *
               (double)keys;
        if (work > MAX_ATTN_WORK) return;
    }
    rows = (uint64_t)p.n_seqs * (p.n_queries ? p.n_queries : 1u) * p.n_q_heads;
    tg_init(&t);
    tg_add(&t, p.out, p.out_offset, p.out_offset + rows * s->desc[c].head_dim * dt_bytes(p.out_dtype));
    tg_add(&t, p.lse, p.lse_offset, p.lse_offset + rows * 4u);
    rc = kvq_attention(s->ctx, s->cache[c], rd_u8(f) == 255 ? NULL : &p);
    check_result(s, rc, "kvq_attention");
    verify(s, &t, "kvq_attention", rc);
}

static void op_merge(fz *f, state *s)
{
    int k;
    kvq_attention_merge_params p = kvq_attention_merge_params_init();
    targets t;
    kvq_result rc;
    p.out_a = rd_buf(f, s, &k);
    p.out_a_offset = rd_offset(f, bsize(p.out_a));
    p.lse_a = rd_buf(f, s, &k);
    p.lse_a_offset = rd_offset(f, bsize(p.lse_a));
    p.out_b = rd_buf(f, s, &k);
    p.out_b_offset = rd_offset(f, bsize(p.out_b));
    p.lse_b = rd_buf(f, s, &k);
    p.lse_b_offset = rd_offset(f, bsize(p.lse_b));
    p.out = rd_buf(f, s, &k);
    p.out_offset = rd_offset(f, bsize(p.out));
    p.lse = rd_u8(f) < 128 ? NULL : rd_buf(f, s, &k);
    p.lse_offset = rd_offset(f, bsize(p.lse));
    p.dtype = rd_dtype(f);
    p.n_rows = rd_count(f, 32);
    p.head_dim = rd_count(f, 8) * 16u + (rd_u8(f) < 16 ? rd_count(f, 15) : 0u);
    tg_init(&t);
    tg_add(&t, p.out, p.out_offset, p.out_offset + (uint64_t)p.n_rows * p.head_dim * dt_bytes(p.dtype));
    tg_add(&t, p.lse, p.lse_offset, p.lse_offset + (uint64_t)p.n_rows * 4u);
    rc = kvq_attention_merge(s->ctx, rd_u8(f) == 255 ? NULL : &p);
    check_result(s, rc, "kvq_attention_merge");
    verify(s, &t, "kvq_attention_merge", rc);
}

static void op_misc(fz *f, state *s)
{
    uint32_t m = rd_u8(f) % 7;
    int c = (int)(rd_u8(f) & 1), k;
    targets t;
    tg_init(&t);
    switch (m) {
    case 0: /* a user buffer destroyed and made again (possibly of another size, or not at all) */
        k = (int)(rd_u8(f) % NBUF);
        kvq_buffer_destroy(s->ctx, s->buf[k]);
        s->buf[k] = NULL;
        {
            kvq_buffer *b = NULL;
            uint64_t sz = rd_u8(f) < 240 ? rd_u16(f) % (MAX_BUF_BYTES + 1u) : rd_u64(f);
            kvq_result rc = kvq_buffer_create(s->ctx, sz, &b);
            check_result(s, rc, "kvq_buffer_create");
            REQUIRE((rc == KVQ_SUCCESS) == (b != NULL), "buffer_create result and *out disagree");
            if (b && sz > MAX_BUF_BYTES * 64u) { /* keep the checks cheap */
                kvq_buffer_destroy(s->ctx, b);
                b = NULL;
            }
            if (b) REQUIRE(kvq_buffer_size(b) == sz, "buffer size");
            slot_set(s, k, b);
        }
        break;
    case 1: /* a cache's storage given to kvq_buffer_destroy: refused, nothing freed */
        k = NBUF + (int)(rd_u8(f) % 8);
        kvq_buffer_destroy(s->ctx, s->buf[k]);
        verify(s, &t, "kvq_buffer_destroy(storage)", KVQ_SUCCESS);
        break;
    case 2: /* a cache made again from the input */
        make_cache(f, s, c);
        break;
    case 3: /* queries about a cache */
        if (s->cache[c]) {
            kvq_buffer *cb, *pb;
            (void)kvq_cache_bytes(s->cache[c]);
            (void)kvq_cache_bits_per_value(s->cache[c], KVQ_K);
            (void)kvq_cache_bits_per_value(s->cache[c], (kvq_which)(int)rd_u32(f));
            check_result(s, kvq_cache_storage(s->cache[c], (kvq_which)(int)(rd_u8(f) % 3), &cb, &pb),
                         "kvq_cache_storage");
        }
        break;
    case 4: {
        kvq_row_layout lay;
        kvq_result rc = kvq_row_layout_get(rd_format(f), rd_count(f, 1100), rd_count(f, 1100), rd_dtype(f), &lay);
        REQUIRE(rc <= 0 && rc >= KVQ_RESULT_MIN_, "row_layout_get returned %d", (int)rc);
        break;
    }
    case 5: { /* the read-bandwidth pass (reads only), and the context's queries */
        double secs = -1.0;
        kvq_buffer *b = rd_buf(f, s, &k);
        uint64_t n = rd_offset(f, bsize(b));
        kvq_result rc = kvq_measure_read(s->ctx, b, n, &secs);
        check_result(s, rc, "kvq_measure_read");
        verify(s, &t, "kvq_measure_read", rc);
        REQUIRE(kvq_context_backend(s->ctx) == KVQ_BACKEND_CPU, "backend");
        REQUIRE(kvq_context_device_name(s->ctx) && kvq_context_features(s->ctx) && kvq_context_backend_reason(s->ctx),
                "NULL string");
        REQUIRE(kvq_format_name((kvq_format)(int)rd_u32(f)) != NULL && kvq_dtype_name((kvq_dtype)(int)rd_u32(f)) != NULL,
                "NULL name");
        (void)kvq_last_batch_seconds(s->ctx);
        break;
    }
    default:
        check_result(s, kvq_submit(s->ctx), "kvq_submit");
        check_result(s, kvq_wait(s->ctx), "kvq_wait");
        break;
    }
}

/* >>driver ============================================================= */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fz in;
    fz *f = &in;
    state s;
    counter cnt;
    kvq_context_config cfg = kvq_context_config_init();
    kvq_result rc;
    int k, op;
    in.p = data;
    in.n = size;
    memset(&s, 0, sizeof s);
    memset(&cnt, 0, sizeof cnt);
    cfg.backend = KVQ_BACKEND_CPU;
    cfg.allocator.user = &cnt;
    cfg.allocator.alloc = count_alloc;
    cfg.allocator.free = count_free;
    cfg.n_threads = 1u + rd_u8(f) % 3u; /* 1: none; 2, 3: the worker pool */
    rc = kvq_context_create(&cfg, &s.ctx);
    REQUIRE(rc == KVQ_SUCCESS && s.ctx, "kvq_context_create = %d", (int)rc);
    for (k = 0; k < NBUF; k++) {
        kvq_buffer *b = NULL;
        uint32_t sz = rd_u16(f) % (MAX_BUF_BYTES + 1u);
        rc = kvq_buffer_create(s.ctx, sz, &b);
        check_result(&s, rc, "kvq_buffer_create");
        REQUIRE((rc == KVQ_SUCCESS) == (sz != 0), "buffer_create(%u) = %d", sz, (int)rc);
        slot_set(&s, k, b);
    }
    make_cache(f, &s, 0);
    for (op = 0; op < MAX_OPS && in.n > 0; op++) {
        switch (rd_u8(f) % 11) {
        case 0: op_buffer_write(f, &s); break;
        case 1: op_buffer_fill(f, &s); break;
        case 2: op_buffer_read(f, &s); break;
        case 3: op_cache_write(f, &s); break;
        case 4: op_cache_read(f, &s); break;
        case 5: op_rows(f, &s, 0); break;
        case 6: op_rows(f, &s, 1); break;
        case 7:
        case 8: op_attention(f, &s); break;
        case 9: op_merge(f, &s); break;
        default: op_misc(f, &s); break;
        }
    }
    /* destroy half the time with objects still alive (the context frees them) */
    if (rd_u8(f) & 1) {
        for (k = 0; k < 2; k++) kvq_cache_destroy(s.ctx, s.cache[k]);
        for (k = 0; k < NBUF; k++) kvq_buffer_destroy(s.ctx, s.buf[k]);
    }
    kvq_context_destroy(s.ctx);
    REQUIRE(cnt.live == 0, "%ld allocations not freed by kvq_context_destroy (of %ld)", cnt.live, cnt.total);
    REQUIRE(cnt.bytes == 0, "%zu bytes not freed", cnt.bytes);
    for (k = 0; k < NSLOT; k++) free(s.shadow[k]);
    free(s.tmp);
    return 0;
}
