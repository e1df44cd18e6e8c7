// kvq_store.glsl: the codes and params of a row kernel's store, split over
// CHUNKS bindings of 2^pc.chunk_shift rows each (a cache half beyond one
// storage buffer binding); with one binding, pc.codes_off and
// pc.params_off give where the rows start. Bindings 2..5 hold the codes,
// 6..9 the params. Define KVQ_STORE_WRITE for the store functions, else the
// loads are declared. Needs CW and PW (words per row), and NW (the words of
// store_codes / load_codes). The includer declares slots (binding 1) and
// status (binding 10, read-write).
#ifdef KVQ_STORE_WRITE
#define KVQ_STORE_QUAL writeonly
#else
#define KVQ_STORE_QUAL readonly
#endif
layout(set = 0, binding = 2) KVQ_STORE_QUAL buffer Codes0 { uint w[]; } codes0;
layout(set = 0, binding = 3) KVQ_STORE_QUAL buffer Codes1 { uint w[]; } codes1;
layout(set = 0, binding = 4) KVQ_STORE_QUAL buffer Codes2 { uint w[]; } codes2;
layout(set = 0, binding = 5) KVQ_STORE_QUAL buffer Codes3 { uint w[]; } codes3;
// the code bindings seen 8 and 16 bytes at a time (codes_w: several words of a row at once)
layout(set = 0, binding = 2) KVQ_STORE_QUAL buffer Codes0_2 { uvec2 w[]; } codes0_2;
layout(set = 0, binding = 3) KVQ_STORE_QUAL buffer Codes1_2 { uvec2 w[]; } codes1_2;
layout(set = 0, binding = 4) KVQ_STORE_QUAL buffer Codes2_2 { uvec2 w[]; } codes2_2;
layout(set = 0, binding = 5) KVQ_STORE_QUAL buffer Codes3_2 { uvec2 w[]; } codes3_2;
layout(set = 0, binding = 2) KVQ_STORE_QUAL buffer Codes0_4 { uvec4 w[]; } codes0_4;
layout(set = 0, binding = 3) KVQ_STORE_QUAL buffer Codes1_4 { uvec4 w[]; } codes1_4;
layout(set = 0, binding = 4) KVQ_STORE_QUAL buffer Codes2_4 { uvec4 w[]; } codes2_4;
layout(set = 0, binding = 5) KVQ_STORE_QUAL buffer Codes3_4 { uvec4 w[]; } codes3_4;
layout(set = 0, binding = 6) KVQ_STORE_QUAL buffer Params0 { uint w[]; } params0;
layout(set = 0, binding = 7) KVQ_STORE_QUAL buffer Params1 { uint w[]; } params1;
layout(set = 0, binding = 8) KVQ_STORE_QUAL buffer Params2 { uint w[]; } params2;
layout(set = 0, binding = 9) KVQ_STORE_QUAL buffer Params3 { uint w[]; } params3;

// x / d for any 32-bit x and a push constant divisor d (n_kv_heads, block_size), from kvq.h's
// kvq__divmagic(d, m, sh): Granlund and Montgomery's method, t = the high word of m x, q = (t + ((x - t) >>
// sh1)) >> sh2 with sh = sh1 | sh2 << 8. A division by a run-time value is a long sequence on a GPU, and a
// write's address arithmetic has two of them before its first store (examples/PERF.md R19; cache_read keeps
// its divisions, which measured faster there).
uint kvq_udiv(uint x, uint m, uint sh)
{
    uint t, lo;
    umulExtended(x, m, t, lo);
    return (t + ((x - t) >> (sh & 0xffu))) >> (sh >> 8);
}
// The cache row of a slot and head (kvq.h kvq__store_row), for cache_write
uint kvq_cache_row(uint slot, uint h)
{
    uint blk = kvq_udiv(slot, pc.bs_m, pc.bs_sh);
    return (blk * pc.n_kv_heads + h) * pc.block_size + (slot - blk * pc.block_size);
}

// Chunk of a row, and the row's index within it (u32: a chunk holds at most
// 2^30 words, a cache at most 2^31 rows).
uint kvq_chunk(uint row) { return CHUNKS == 1u ? 0u : row >> pc.chunk_shift; }
uint kvq_local(uint row) { return CHUNKS == 1u ? row : row & ((1u << pc.chunk_shift) - 1u); }
// Words per access for n consecutive code words of a row from word w, a
// multiple of n: 4 or 2 where the words stay aligned (the row length and
// pc.codes_off allow it), else 1.
uint kvq_codes_width(uint n)
{
    if (n % 4u == 0u && CW % 4u == 0u && (pc.codes_off & 3u) == 0u) return 4u;
    if (n % 2u == 0u && CW % 2u == 0u && (pc.codes_off & 1u) == 0u) return 2u;
    return 1u;
}

#ifdef KVQ_STORE_WRITE
void store_code(uint row, uint w, uint v)
{
    uint c = kvq_chunk(row), i = kvq_local(row) * CW + w;
    if (c == 0u) codes0.w[pc.codes_off + i] = v;
    else if (c == 1u) codes1.w[i] = v;
    else if (c == 2u) codes2.w[i] = v;
    else codes3.w[i] = v;
}
// Code words w .. w + n of a row (n = NW, a constant of the includer; w a
// multiple of it), in the widest aligned accesses.
void store_codes(uint row, uint w, uint v[NW])
{
    uint c = kvq_chunk(row), i = kvq_local(row) * CW + w, a = kvq_codes_width(NW), o = c == 0u ? pc.codes_off : 0u;
    if (a == 4u)
        for (uint k = 0u; k < NW; k += 4u) {
            uvec4 x = uvec4(v[k], v[k + 1u], v[k + 2u], v[k + 3u]);
            uint j = (o + i + k) >> 2;
            if (c == 0u) codes0_4.w[j] = x; else if (c == 1u) codes1_4.w[j] = x; else if (c == 2u) codes2_4.w[j] = x; else codes3_4.w[j] = x;
        }
    else if (a == 2u)
        for (uint k = 0u; k < NW; k += 2u) {
            uvec2 x = uvec2(v[k], v[k + 1u]);
            uint j = (o + i + k) >> 1;
            if (c == 0u) codes0_2.w[j] = x; else if (c == 1u) codes1_2.w[j] = x; else if (c == 2u) codes2_2.w[j] = x; else codes3_2.w[j] = x;
        }
    else
        for (uint k = 0u; k < NW; k++) store_code(row, w + k, v[k]);
}
void store_param(uint row, uint w, uint v)
{
    uint c = kvq_chunk(row), i = kvq_local(row) * PW + w;
    if (c == 0u) params0.w[pc.params_off + i] = v;
    else if (c == 1u) params1.w[i] = v;
    else if (c == 2u) params2.w[i] = v;
    else params3.w[i] = v;
}
#else
uint load_code(uint row, uint w)
{
    uint c = kvq_chunk(row), i = kvq_local(row) * CW + w;
    return c == 0u ? codes0.w[pc.codes_off + i] : c == 1u ? codes1.w[i] : c == 2u ? codes2.w[i] : codes3.w[i];
}
// Code words w .. w + NW of a row (as store_codes).
void load_codes(uint row, uint w, out uint v[NW])
{
    uint c = kvq_chunk(row), i = kvq_local(row) * CW + w, a = kvq_codes_width(NW), o = c == 0u ? pc.codes_off : 0u;
    if (a == 4u)
        for (uint k = 0u; k < NW; k += 4u) {
            uint j = (o + i + k) >> 2;
            uvec4 x = c == 0u ? codes0_4.w[j] : c == 1u ? codes1_4.w[j] : c == 2u ? codes2_4.w[j] : codes3_4.w[j];
            v[k] = x.x; v[k + 1u] = x.y; v[k + 2u] = x.z; v[k + 3u] = x.w;
        }
    else if (a == 2u)
        for (uint k = 0u; k < NW; k += 2u) {
            uint j = (o + i + k) >> 1;
            uvec2 x = c == 0u ? codes0_2.w[j] : c == 1u ? codes1_2.w[j] : c == 2u ? codes2_2.w[j] : codes3_2.w[j];
            v[k] = x.x; v[k + 1u] = x.y;
        }
    else
        for (uint k = 0u; k < NW; k++) v[k] = load_code(row, w + k);
}
uint load_param(uint row, uint w)
{
    uint c = kvq_chunk(row), i = kvq_local(row) * PW + w;
    return c == 0u ? params0.w[pc.params_off + i] : c == 1u ? params1.w[i] : c == 2u ? params2.w[i] : params3.w[i];
}
#endif

// A slot-mapped op does nothing if any entry is beyond the capacity. Either
// a slot_check dispatch ran first and flagged the op's status, or (small
// ops, pc.check_slots) every workgroup checks every entry itself before it
// writes anything, and flags the status the same way. True: do nothing.
// Every invocation of the workgroup must call it (it has barriers).
shared uint s_slot_bad;
bool kvq_slots_bad(uint lid)
{
    if (pc.use_slots == 0u) return false;
    if (pc.check_slots == 0u) return status[pc.status_index * KVQ_STATUS_WORDS] != 0u;
    if (lid == 0u) s_slot_bad = 0u;
    barrier();
    for (uint i = lid; i < pc.n_tokens; i += WG) {
        int s = slots[pc.slots_off + i];
        if (s >= 0 && uint(s) >= pc.capacity) {
            atomicOr(status[pc.status_index * KVQ_STATUS_WORDS], KVQ_STATUS_BAD_SLOT);
            atomicMin(status[pc.status_index * KVQ_STATUS_WORDS + 1u], i);
            s_slot_bad = 1u;
        }
    }
    barrier();
    return s_slot_bad != 0u;
}
