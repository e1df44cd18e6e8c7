#version 450
// cache_read: a workgroup dequantizes rows_per_group rows, each of one
// (head, token), from the slot's codes and params (FORMAT) into values
// (DTYPE), laid out [n_kv_heads][n_tokens][HEAD_DIM]. One invocation per
// output word, so neighbouring invocations store neighbouring words and read
// the same or neighbouring code words.
#include "kvq_defs.glsl"
layout(local_size_x_id = 0) in;
layout(constant_id = 0) const uint WG = 64u;
layout(set = 0, binding = 0) writeonly buffer Values { uint values[]; };
layout(set = 0, binding = 1) readonly buffer Slots { int slots[]; };
layout(set = 0, binding = 2) readonly buffer Codes { uint codes[]; };
layout(set = 0, binding = 3) readonly buffer Params { uint params[]; };
layout(set = 0, binding = 4) readonly buffer Status { uint status[]; };
#include "kvq_common.glsl"

const uint B = KVQ_BITS(FORMAT);
const uint PER = 32u / B;
const uint NG = HEAD_DIM / GROUP_SIZE;
const uint VPW = DTYPE == KVQ_DTYPE_F32 ? 1u : 2u; // values per output word

uint pbase, cbase;

float param(uint index)
{
    uint bits = PARAM_DTYPE == KVQ_DTYPE_F32 ? params[pbase + index]
                                              : (params[pbase + (index >> 1)] >> ((index & 1u) * 16u)) & 0xffffu;
    return kvq_param_decode(bits, PARAM_DTYPE);
}

float value(uint e)
{
    uint code = B == 32u ? codes[cbase + e] : (codes[cbase + e / PER] >> ((e % PER) * B)) & ((1u << (B & 31u)) - 1u);
    if (FORMAT == KVQ_FORMAT_F32) return uintBitsToFloat(code);
    if (FORMAT == KVQ_FORMAT_F16) return kvq_f16_to_f32(code);
    if (FORMAT == KVQ_FORMAT_BF16) return kvq_bf16_to_f32(code);
    uint g = e / GROUP_SIZE;
    if (kvq_is_affine(FORMAT)) return float(code) * param(g) + param(NG + g);
    if (FORMAT == KVQ_FORMAT_Q8S) return float(int(code << 24) >> 24) * param(g);
    return kvq_fp8_decode(code, FORMAT == KVQ_FORMAT_E5M2) * param(g);
}

uint store_bits(float v) { return DTYPE == KVQ_DTYPE_F16 ? kvq_f32_to_f16(v) : kvq_f32_to_bf16(v); }

void row(uint rid, uint lid)
{
    uint t = rid % pc.n_tokens, h = rid / pc.n_tokens;
    int slot = pc.use_slots != 0u ? slots[pc.slots_off + t] : int(pc.start + t);
    if (slot < 0 || uint(slot) >= pc.capacity) return;
    uint r = (uint(slot) / pc.block_size * pc.n_kv_heads + h) * pc.block_size + uint(slot) % pc.block_size;
    cbase = pc.codes_off + r * pc.code_words;
    pbase = pc.params_off + r * pc.param_words;
    uint obase = pc.values_off + rid * (HEAD_DIM / VPW);
    for (uint w = lid; w < HEAD_DIM / VPW; w += WG) {
        if (DTYPE == KVQ_DTYPE_F32) values[obase + w] = floatBitsToUint(value(w));
        else values[obase + w] = store_bits(value(2u * w)) | (store_bits(value(2u * w + 1u)) << 16);
    }
}

void main()
{
    // rows_per_group consecutive rows per workgroup: launching one small
    // workgroup per row would be limited by the rate workgroups start at
    uint first = (gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x) * pc.rows_per_group;
    uint n_rows = pc.n_tokens * pc.n_kv_heads;
    if (pc.use_slots != 0u && status[pc.status_index * KVQ_STATUS_WORDS] != 0u) return;
    for (uint rid = first; rid < min(first + pc.rows_per_group, n_rows); rid++) row(rid, gl_LocalInvocationID.x);
}
