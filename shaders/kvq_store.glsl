// kvq_store.glsl: the codes and params of a row kernel's store, split over
// CHUNKS bindings of 2^pc.chunk_shift rows each (a cache half beyond one
// storage buffer binding); with one binding, pc.codes_off and
// pc.params_off give where the rows start. Bindings 2..5 hold the codes,
// 6..9 the params. Define KVQ_STORE_WRITE for the store functions, else the
// loads are declared. Needs CW and PW (words per row).
#ifdef KVQ_STORE_WRITE
#define KVQ_STORE_QUAL writeonly
#else
#define KVQ_STORE_QUAL readonly
#endif
layout(set = 0, binding = 2) KVQ_STORE_QUAL buffer Codes0 { uint w[]; } codes0;
layout(set = 0, binding = 3) KVQ_STORE_QUAL buffer Codes1 { uint w[]; } codes1;
layout(set = 0, binding = 4) KVQ_STORE_QUAL buffer Codes2 { uint w[]; } codes2;
layout(set = 0, binding = 5) KVQ_STORE_QUAL buffer Codes3 { uint w[]; } codes3;
layout(set = 0, binding = 6) KVQ_STORE_QUAL buffer Params0 { uint w[]; } params0;
layout(set = 0, binding = 7) KVQ_STORE_QUAL buffer Params1 { uint w[]; } params1;
layout(set = 0, binding = 8) KVQ_STORE_QUAL buffer Params2 { uint w[]; } params2;
layout(set = 0, binding = 9) KVQ_STORE_QUAL buffer Params3 { uint w[]; } params3;

// Chunk of a row, and the row's index within it (u32: a chunk holds at most
// 2^30 words, a cache at most 2^31 rows).
uint kvq_chunk(uint row) { return CHUNKS == 1u ? 0u : row >> pc.chunk_shift; }
uint kvq_local(uint row) { return CHUNKS == 1u ? row : row & ((1u << pc.chunk_shift) - 1u); }

#ifdef KVQ_STORE_WRITE
void store_code(uint row, uint w, uint v)
{
    uint c = kvq_chunk(row), i = kvq_local(row) * CW + w;
    if (c == 0u) codes0.w[pc.codes_off + i] = v;
    else if (c == 1u) codes1.w[i] = v;
    else if (c == 2u) codes2.w[i] = v;
    else codes3.w[i] = v;
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
uint load_param(uint row, uint w)
{
    uint c = kvq_chunk(row), i = kvq_local(row) * PW + w;
    return c == 0u ? params0.w[pc.params_off + i] : c == 1u ? params1.w[i] : c == 2u ? params2.w[i] : params3.w[i];
}
#endif
