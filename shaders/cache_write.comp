#version 450
// cache_write: a workgroup quantizes rows_per_group rows, each of HEAD_DIM
// values (DTYPE) of one (token, head), into the slot's codes and params
// (FORMAT). The row is staged
// in shared memory; one invocation per group computes the group's
// parameters, then one invocation per output word packs codes, so loads and
// stores of neighbouring invocations are neighbouring words. Only barriers
// and shared memory are used: correct for any subgroup size.
#include "kvq_defs.glsl"
layout(local_size_x_id = 0) in;
layout(constant_id = 0) const uint WG = 64u;
layout(set = 0, binding = 0) readonly buffer Values { uint values[]; };
layout(set = 0, binding = 1) readonly buffer Slots { int slots[]; };
layout(set = 0, binding = 2) writeonly buffer Codes { uint codes[]; };
layout(set = 0, binding = 3) writeonly buffer Params { uint params[]; };
layout(set = 0, binding = 4) readonly buffer Status { uint status[]; };
#include "kvq_common.glsl"

const uint B = KVQ_BITS(FORMAT);
const uint PER = 32u / B; // codes per word
const uint NG = HEAD_DIM / GROUP_SIZE;
const uint NPARAMS = kvq_is_affine_c(FORMAT) ? 2u * NG : NG;

shared float xs[HEAD_DIM];
shared float g_scale[NG], g_bias[NG];
shared uint g_scale_bits[NG], g_bias_bits[NG], g_kind[NG]; // kind: 0 normal, 1 constant, 2 non-finite

float load_value(uint e)
{
    if (DTYPE == KVQ_DTYPE_F32) return uintBitsToFloat(values[pc.values_off + e]);
    uint w = values[pc.values_off + (e >> 1)];
    uint h = (e & 1u) != 0u ? (w >> 16) : (w & 0xffffu);
    return DTYPE == KVQ_DTYPE_F16 ? kvq_f16_to_f32(h) : kvq_bf16_to_f32(h);
}

uint param_bits(uint index) { return index < NG ? g_scale_bits[index] : g_bias_bits[index - NG]; }

uint encode(float x, uint g)
{
    uint kind = g_kind[g];
    if (kind == 2u) return (FORMAT == KVQ_FORMAT_E4M3 || FORMAT == KVQ_FORMAT_E5M2) ? 0x7fu : 0u;
    if (kind == 1u) return 0u;
    float s = g_scale[g]; // affine: the reciprocal of the scale
    if (kvq_is_affine(FORMAT)) {
        const uint qmax = (1u << B) - 1u;
        float q = floor((x - g_bias[g]) * s + 0.5);
        return q >= 0.0 ? (q > float(qmax) ? qmax : uint(q)) : 0u;
    }
    if (FORMAT == KVQ_FORMAT_Q8S) return uint(int(clamp(kvq_round_half_away(kvq_div(x, s)), -127.0, 127.0))) & 0xffu;
    // the sign is taken from x's bits: a device need not keep the sign of zero through arithmetic
    return kvq_fp8_encode(kvq_div(abs(x), s), FORMAT == KVQ_FORMAT_E5M2) | ((floatBitsToUint(x) >> 24) & 0x80u);
}

// Quantizes row rid (token-major: rid = token * n_kv_heads + head). Every
// invocation of the workgroup calls it with the same rid and takes the same
// branches around the barriers.
void row(uint rid, uint lid)
{
    uint t = rid / pc.n_kv_heads, h = rid % pc.n_kv_heads;
    int slot = pc.use_slots != 0u ? slots[pc.slots_off + t] : int(pc.start + t);
    if (slot < 0 || uint(slot) >= pc.capacity) return;
    uint r = (uint(slot) / pc.block_size * pc.n_kv_heads + h) * pc.block_size + uint(slot) % pc.block_size;
    uint cbase = pc.codes_off + r * pc.code_words, pbase = pc.params_off + r * pc.param_words;
    uint ebase = rid * HEAD_DIM;

    barrier(); // the previous row is done with the shared arrays
    for (uint i = lid; i < HEAD_DIM; i += WG) xs[i] = load_value(ebase + i);
    barrier();

    if (kvq_is_plain(FORMAT)) {
        for (uint w = lid; w < pc.code_words; w += WG) {
            if (FORMAT == KVQ_FORMAT_F32) codes[cbase + w] = floatBitsToUint(xs[w]);
            else if (FORMAT == KVQ_FORMAT_F16) codes[cbase + w] = kvq_f32_to_f16(xs[2u * w]) | (kvq_f32_to_f16(xs[2u * w + 1u]) << 16);
            else codes[cbase + w] = kvq_f32_to_bf16(xs[2u * w]) | (kvq_f32_to_bf16(xs[2u * w + 1u]) << 16);
        }
        return;
    }

    for (uint g = lid; g < NG; g += WG) {
        uint g0 = g * GROUP_SIZE;
        float mn = xs[g0], mx = mn, amax = 0.0;
        bool finite = true;
        for (uint i = 0u; i < GROUP_SIZE; i++) {
            float x = xs[g0 + i];
            finite = finite && kvq_finite(x);
            if (x < mn) mn = x;
            if (x > mx) mx = x;
            if (abs(x) > amax) amax = abs(x);
        }
        uint kind = 0u, sb, zb = 0u;
        float s = 0.0, z = 0.0;
        if (!finite) {
            kind = 2u;
            sb = zb = kvq_param_encode(uintBitsToFloat(0x7fc00000u), PARAM_DTYPE);
        } else if (kvq_is_affine(FORMAT)) {
            sb = kvq_param_encode(mx == mn ? 1.0 : kvq_div(mx - mn, float((1u << B) - 1u)), PARAM_DTYPE);
            zb = kvq_param_encode(uintBitsToFloat(floatBitsToUint(mn) == 0x80000000u ? 0u : floatBitsToUint(mn)), PARAM_DTYPE); // -0 -> +0
            s = kvq_param_decode(sb, PARAM_DTYPE);
            z = kvq_param_decode(zb, PARAM_DTYPE);
            if (s == 0.0) { // range below the param dtype's resolution: constant group
                kind = 1u;
                sb = kvq_param_encode(1.0, PARAM_DTYPE);
            } else {
                s = kvq_div(1.0, s); // affine codes multiply by the reciprocal
            }
        } else {
            float fmax = FORMAT == KVQ_FORMAT_Q8S ? 127.0 : FORMAT == KVQ_FORMAT_E4M3 ? 448.0 : 57344.0;
            sb = kvq_param_encode(kvq_div(amax, fmax), PARAM_DTYPE);
            s = kvq_param_decode(sb, PARAM_DTYPE);
            if (s == 0.0) kind = 1u;
        }
        g_kind[g] = kind;
        g_scale[g] = s;
        g_bias[g] = z;
        g_scale_bits[g] = sb;
        g_bias_bits[g] = zb;
    }
    barrier();

    for (uint p = lid; p < pc.param_words; p += WG) {
        uint word;
        if (PARAM_DTYPE == KVQ_DTYPE_F32) word = param_bits(p);
        else word = param_bits(2u * p) | (2u * p + 1u < NPARAMS ? param_bits(2u * p + 1u) << 16 : 0u);
        params[pbase + p] = word;
    }
    for (uint w = lid; w < pc.code_words; w += WG) {
        uint e0 = w * PER, g = e0 / GROUP_SIZE, acc = 0u;
        for (uint k = 0u; k < PER; k++) acc |= encode(xs[e0 + k], g) << (k * B);
        codes[cbase + w] = acc;
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
