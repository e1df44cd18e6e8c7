#version 450
// cache_write: one invocation per (token, head) quantizes one row of
// HEAD_DIM values (DTYPE) into its slot's codes and params (FORMAT).
#include "kvq_defs.glsl"
layout(local_size_x_id = 0) in;
layout(set = 0, binding = 0) readonly buffer Values { uint values[]; };
layout(set = 0, binding = 1) readonly buffer Slots { int slots[]; };
layout(set = 0, binding = 2) buffer Codes { uint codes[]; };
layout(set = 0, binding = 3) buffer Params { uint params[]; };
layout(set = 0, binding = 4) readonly buffer Status { uint status[]; };
#include "kvq_common.glsl"

const uint B = KVQ_BITS(FORMAT);
const uint PER = 32u / B;           // codes per word
const uint NG = HEAD_DIM / GROUP_SIZE;

uint ebase; // first element of this row in values (in elements)

float load_value(uint i)
{
    uint e = ebase + i;
    if (DTYPE == KVQ_DTYPE_F32) return uintBitsToFloat(values[pc.values_off + e]);
    uint w = values[pc.values_off + (e >> 1)];
    uint h = (e & 1u) != 0u ? (w >> 16) : (w & 0xffffu);
    return DTYPE == KVQ_DTYPE_F16 ? kvq_f16_to_f32(h) : kvq_bf16_to_f32(h);
}

uint pbase;
void param_store(uint index, uint bits)
{
    if (PARAM_DTYPE == KVQ_DTYPE_F32) params[pbase + index] = bits;
    else params[pbase + (index >> 1)] |= bits << ((index & 1u) * 16u);
}

void main()
{
    uint id = kvq_invocation();
    if (id >= pc.n_tokens * pc.n_kv_heads) return;
    uint t = id / pc.n_kv_heads, h = id % pc.n_kv_heads;
    if (pc.use_slots != 0u && status[pc.status_index * KVQ_STATUS_WORDS] != 0u) return;
    int slot = pc.use_slots != 0u ? slots[pc.slots_off + t] : int(pc.start + t);
    if (slot < 0 || uint(slot) >= pc.capacity) return;
    uint row = (uint(slot) / pc.block_size * pc.n_kv_heads + h) * pc.block_size + uint(slot) % pc.block_size;
    uint cbase = pc.codes_off + row * pc.code_words;
    pbase = pc.params_off + row * pc.param_words;
    ebase = (t * pc.n_kv_heads + h) * HEAD_DIM;

    if (FORMAT == KVQ_FORMAT_F32) {
        for (uint i = 0u; i < HEAD_DIM; i++) codes[cbase + i] = floatBitsToUint(load_value(i));
        return;
    }
    if (FORMAT == KVQ_FORMAT_F16 || FORMAT == KVQ_FORMAT_BF16) {
        for (uint i = 0u; i < HEAD_DIM; i += 2u) {
            float a = load_value(i), b = load_value(i + 1u);
            uint lo = FORMAT == KVQ_FORMAT_F16 ? kvq_f32_to_f16(a) : kvq_f32_to_bf16(a);
            uint hi = FORMAT == KVQ_FORMAT_F16 ? kvq_f32_to_f16(b) : kvq_f32_to_bf16(b);
            codes[cbase + i / 2u] = lo | (hi << 16);
        }
        return;
    }
    for (uint w = 0u; w < pc.param_words; w++) params[pbase + w] = 0u;
    const uint qmax = (1u << (B & 31u)) - 1u;
    float fmax = FORMAT == KVQ_FORMAT_Q8S ? 127.0 : FORMAT == KVQ_FORMAT_E4M3 ? 448.0 : 57344.0;
    for (uint g = 0u; g < NG; g++) {
        uint g0 = g * GROUP_SIZE;
        float mn = load_value(g0), mx = mn, amax = 0.0;
        bool finite = true;
        for (uint i = 0u; i < GROUP_SIZE; i++) {
            float x = load_value(g0 + i);
            finite = finite && kvq_finite(x);
            if (x < mn) mn = x;
            if (x > mx) mx = x;
            if (abs(x) > amax) amax = abs(x);
        }
        float s = 0.0, z = 0.0, inv = 0.0;
        bool constant = false;
        if (!finite) {
            uint nan_bits = kvq_param_encode(uintBitsToFloat(0x7fc00000u), PARAM_DTYPE);
            param_store(g, nan_bits);
            if (kvq_is_affine(FORMAT)) param_store(NG + g, nan_bits);
        } else if (kvq_is_affine(FORMAT)) {
            uint sb = kvq_param_encode(mx == mn ? 1.0 : (mx - mn) / float(qmax), PARAM_DTYPE);
            uint zb = kvq_param_encode(mn, PARAM_DTYPE);
            s = kvq_param_decode(sb, PARAM_DTYPE);
            z = kvq_param_decode(zb, PARAM_DTYPE);
            param_store(NG + g, zb);
            constant = s == 0.0;
            param_store(g, constant ? kvq_param_encode(1.0, PARAM_DTYPE) : sb);
            inv = 1.0 / s;
        } else {
            uint sb = kvq_param_encode(amax / fmax, PARAM_DTYPE);
            s = kvq_param_decode(sb, PARAM_DTYPE);
            param_store(g, sb);
            constant = s == 0.0;
        }
        for (uint w = 0u; w < GROUP_SIZE / PER; w++) {
            uint acc = 0u;
            for (uint k = 0u; k < PER; k++) {
                float x = load_value(g0 + w * PER + k);
                uint c = 0u;
                if (!finite) {
                    c = (FORMAT == KVQ_FORMAT_E4M3 || FORMAT == KVQ_FORMAT_E5M2) ? 0x7fu : 0u;
                } else if (constant) {
                    c = 0u;
                } else if (kvq_is_affine(FORMAT)) {
                    float q = floor((x - z) * inv + 0.5);
                    c = q >= 0.0 ? (q > float(qmax) ? qmax : uint(q)) : 0u;
                } else if (FORMAT == KVQ_FORMAT_Q8S) {
                    float q = clamp(kvq_round_half_away(x / s), -127.0, 127.0);
                    c = uint(int(q)) & 0xffu;
                } else {
                    c = kvq_fp8_encode(x / s, FORMAT == KVQ_FORMAT_E5M2);
                }
                acc |= c << (k * B);
            }
            codes[cbase + (g0 / PER) + w] = acc;
        }
    }
}
