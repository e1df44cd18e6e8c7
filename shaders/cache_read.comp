#version 450
// cache_read: a workgroup dequantizes rows_per_group rows, each of one
// (head, token), from the slot's codes and params (FORMAT) into values
// (DTYPE), laid out [n_kv_heads][n_tokens][HEAD_DIM]. An invocation decodes
// one code word (two for F32 into 16-bit outputs), with the group's
// parameters decoded once, and stores whole output words; neighbouring
// invocations read and write neighbouring words.
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
const uint PER = 32u / B;                          // codes per code word
const uint NG = HEAD_DIM / GROUP_SIZE;
const uint VPW = DTYPE == KVQ_DTYPE_F32 ? 1u : 2u; // values per output word
const uint VALS = PER > VPW ? PER : VPW;           // values per invocation: whole code and output words, one group

uint store_bits(float v) { return DTYPE == KVQ_DTYPE_F16 ? kvq_f32_to_f16(v) : kvq_f32_to_bf16(v); }

float param(uint pbase, uint index)
{
    uint bits = PARAM_DTYPE == KVQ_DTYPE_F32 ? params[pbase + index]
                                              : (params[pbase + (index >> 1)] >> ((index & 1u) * 16u)) & 0xffffu;
    return kvq_param_decode(bits, PARAM_DTYPE);
}

void row(uint rid, uint lid)
{
    uint t = rid % pc.n_tokens, h = rid / pc.n_tokens;
    int slot = pc.use_slots != 0u ? slots[pc.slots_off + t] : int(pc.start + t);
    if (slot < 0 || uint(slot) >= pc.capacity) return;
    uint r = (uint(slot) / pc.block_size * pc.n_kv_heads + h) * pc.block_size + uint(slot) % pc.block_size;
    uint cbase = pc.codes_off + r * pc.code_words, pbase = pc.params_off + r * pc.param_words;
    uint obase = pc.values_off + rid * (HEAD_DIM / VPW);
    for (uint i = lid; i < HEAD_DIM / VALS; i += WG) {
        uint e0 = i * VALS, g = e0 / GROUP_SIZE;
        float s = 0.0, z = 0.0, y[VALS];
        if (!kvq_is_plain(FORMAT)) s = param(pbase, g);
        if (kvq_is_affine(FORMAT)) z = param(pbase, NG + g);
        for (uint k = 0u; k < VALS; k++) {
            uint e = e0 + k;
            uint code = B == 32u ? codes[cbase + e] : (codes[cbase + e / PER] >> ((e % PER) * B)) & ((1u << (B & 31u)) - 1u);
            if (FORMAT == KVQ_FORMAT_F32) y[k] = uintBitsToFloat(code);
            else if (FORMAT == KVQ_FORMAT_F16) y[k] = kvq_f16_to_f32(code);
            else if (FORMAT == KVQ_FORMAT_BF16) y[k] = kvq_bf16_to_f32(code);
            else if (kvq_is_affine(FORMAT)) y[k] = float(code) * s + z;
            else if (FORMAT == KVQ_FORMAT_Q8S) y[k] = float(int(code << 24) >> 24) * s;
            else y[k] = kvq_fp8_decode(code, FORMAT == KVQ_FORMAT_E5M2) * s;
        }
        if (DTYPE == KVQ_DTYPE_F32) {
            for (uint k = 0u; k < VALS; k++) values[obase + e0 + k] = floatBitsToUint(y[k]);
        } else {
            for (uint k = 0u; k < VALS; k += 2u) values[obase + (e0 + k) / 2u] = store_bits(y[k]) | (store_bits(y[k + 1u]) << 16);
        }
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
