#version 450
// cache_read: one invocation per 16 values of a row dequantizes them from
// the slot's codes and params (FORMAT) into values (DTYPE), laid out
// [n_kv_heads][n_tokens][HEAD_DIM].
#include "kvq_defs.glsl"
layout(local_size_x_id = 0) in;
layout(set = 0, binding = 0) buffer Values { uint values[]; };
layout(set = 0, binding = 1) readonly buffer Slots { int slots[]; };
layout(set = 0, binding = 2) readonly buffer Codes { uint codes[]; };
layout(set = 0, binding = 3) readonly buffer Params { uint params[]; };
layout(set = 0, binding = 4) readonly buffer Status { uint status[]; };
#include "kvq_common.glsl"

const uint B = KVQ_BITS(FORMAT);
const uint PER = 32u / B;
const uint NG = HEAD_DIM / GROUP_SIZE;
const uint CPR = HEAD_DIM / KVQ_CHUNK; // chunks per row

uint param_load(uint pbase, uint index)
{
    if (PARAM_DTYPE == KVQ_DTYPE_F32) return params[pbase + index];
    return (params[pbase + (index >> 1)] >> ((index & 1u) * 16u)) & 0xffffu;
}

uint store_bits(float v)
{
    return DTYPE == KVQ_DTYPE_F16 ? kvq_f32_to_f16(v) : kvq_f32_to_bf16(v);
}

void main()
{
    uint id = kvq_invocation();
    if (id >= pc.n_tokens * pc.n_kv_heads * CPR) return;
    uint c = id % CPR, ht = id / CPR, t = ht % pc.n_tokens, h = ht / pc.n_tokens;
    if (pc.use_slots != 0u && status[pc.status_index * KVQ_STATUS_WORDS] != 0u) return;
    int slot = pc.use_slots != 0u ? slots[pc.slots_off + t] : int(pc.start + t);
    if (slot < 0 || uint(slot) >= pc.capacity) return;
    uint row = (uint(slot) / pc.block_size * pc.n_kv_heads + h) * pc.block_size + uint(slot) % pc.block_size;
    uint cbase = pc.codes_off + row * pc.code_words;
    uint pbase = pc.params_off + row * pc.param_words;
    uint e0 = c * KVQ_CHUNK, g = e0 / GROUP_SIZE;
    float s = 0.0, z = 0.0;
    if (!kvq_is_plain(FORMAT)) s = kvq_param_decode(param_load(pbase, g), PARAM_DTYPE);
    if (kvq_is_affine(FORMAT)) z = kvq_param_decode(param_load(pbase, NG + g), PARAM_DTYPE);
    float y[KVQ_CHUNK];
    const uint mask = (1u << (B & 31u)) - 1u;
    for (uint k = 0u; k < KVQ_CHUNK; k++) {
        uint e = e0 + k;
        uint code = B == 32u ? codes[cbase + e] : (codes[cbase + e / PER] >> ((e % PER) * B)) & mask;
        if (FORMAT == KVQ_FORMAT_F32) y[k] = uintBitsToFloat(code);
        else if (FORMAT == KVQ_FORMAT_F16) y[k] = kvq_f16_to_f32(code);
        else if (FORMAT == KVQ_FORMAT_BF16) y[k] = kvq_bf16_to_f32(code);
        else if (kvq_is_affine(FORMAT)) y[k] = float(code) * s + z;
        else if (FORMAT == KVQ_FORMAT_Q8S) y[k] = float(int(code << 24) >> 24) * s;
        else y[k] = kvq_fp8_decode(code, FORMAT == KVQ_FORMAT_E5M2) * s;
    }
    uint obase = pc.values_off;
    uint oe = (h * pc.n_tokens + t) * HEAD_DIM + e0;
    if (DTYPE == KVQ_DTYPE_F32) {
        for (uint k = 0u; k < KVQ_CHUNK; k++) values[obase + oe + k] = floatBitsToUint(y[k]);
    } else {
        for (uint k = 0u; k < KVQ_CHUNK; k += 2u)
            values[obase + (oe + k) / 2u] = store_bits(y[k]) | (store_bits(y[k + 1u]) << 16);
    }
}
