#version 450
// cache_write: a workgroup quantizes rows_per_group rows, each of HEAD_DIM
// values (DTYPE) of one (token, head), into the slot's codes and params
// (FORMAT). Quantized formats give one invocation to each group; plain
// formats one to each code word. Only barriers and shared memory are used
// between invocations: correct for any subgroup size.
#define KVQ_FAMILY_ROWS
#include "kvq_defs.glsl"
#include "kvq_variant.glsl"
layout(local_size_x_id = 0) in;
layout(constant_id = 0) const uint WG = 64u;
layout(set = 0, binding = 0) readonly buffer Values { uint values[]; };
layout(set = 0, binding = 1) readonly buffer Slots { int slots[]; };
layout(set = 0, binding = 10) readonly buffer Status { uint status[]; };
#include "kvq_common.glsl"

const uint B = KVQ_BITS(FORMAT);
const uint PER = 32u / B; // codes per word
const uint NG = HEAD_DIM / GROUP_SIZE; // <= 64 = WG: HEAD_DIM <= 1024, GROUP_SIZE >= 16
const uint NPARAMS = kvq_is_affine_c(FORMAT) ? 2u * NG : NG;
const uint RPP = WG / NG; // rows quantized side by side, one invocation per group
const uint CW = HEAD_DIM * B / 32u; // code words per row
const uint PW = kvq_is_plain_c(FORMAT) ? 0u : (NPARAMS * (PARAM_DTYPE == KVQ_DTYPE_F32 ? 4u : 2u) + 3u) / 4u; // param words
#define KVQ_STORE_WRITE
#include "kvq_store.glsl"

shared uint s_scale_bits[WG], s_bias_bits[WG];
// Small groups are staged in shared memory by coalesced loads (one padding
// word per group keeps the group-per-invocation reads free of bank
// conflicts), if that and the arrays above fit the 16 KiB of shared memory
// every Vulkan device has (groups of up to 48 values); larger groups are read
// from the buffer directly.
const bool STAGE = (WG * (GROUP_SIZE + 1u) + 2u * WG) * 4u <= 16384u;
shared float xs[STAGE ? WG * (GROUP_SIZE + 1u) : 1u];

float load_value(uint e)
{
    if (DTYPE == KVQ_DTYPE_F32) return uintBitsToFloat(values[pc.values_off + e]);
    uint w = values[pc.values_off + (e >> 1)];
    uint h = (e & 1u) != 0u ? (w >> 16) : (w & 0xffffu);
    return DTYPE == KVQ_DTYPE_F16 ? kvq_f16_to_f32(h) : kvq_bf16_to_f32(h);
}

// The row of the cache that input row rid of this dispatch (= token *
// n_kv_heads + head - pc.row0) goes to; false for a skipped token.
bool cache_row(uint rid, out uint r)
{
    uint t = (pc.row0 + rid) / pc.n_kv_heads, h = (pc.row0 + rid) % pc.n_kv_heads;
    int slot = pc.use_slots != 0u ? slots[pc.slots_off + t] : int(pc.start + t);
    r = 0u;
    if (slot < 0 || uint(slot) >= pc.capacity) return false;
    r = (uint(slot) / pc.block_size * pc.n_kv_heads + h) * pc.block_size + uint(slot) % pc.block_size;
    return true;
}

// Plain formats: one invocation per code word.
void plain_row(uint rid, uint lid)
{
    uint r;
    if (!cache_row(rid, r)) return;
    uint ebase = rid * HEAD_DIM;
    for (uint w = lid; w < CW; w += WG) {
        if (FORMAT == KVQ_FORMAT_F32) {
            store_code(r, w, floatBitsToUint(load_value(ebase + w)));
        } else {
            float a = load_value(ebase + 2u * w), b = load_value(ebase + 2u * w + 1u);
            store_code(r, w, FORMAT == KVQ_FORMAT_F16 ? kvq_f32_to_f16(a) | (kvq_f32_to_f16(b) << 16)
                                                      : kvq_f32_to_bf16(a) | (kvq_f32_to_bf16(b) << 16));
        }
    }
}

// Quantized formats: RPP rows at once, invocation (row lr, group g) computes
// its group's parameters and packs its group's code words (whole words: G is
// a multiple of 16); then, after a barrier, the row's parameter words, which
// pack the parameters of several groups, are written. Every invocation of
// the workgroup reaches both barriers.
// Value i of the group of invocation lid, whose first value is element e0.
float group_value(uint lid, uint e0, uint i) { return STAGE ? xs[lid * (GROUP_SIZE + 1u) + i] : load_value(e0 + i); }

void quantized_rows(uint base, uint end, uint lid)
{
    uint lr = lid / NG, g = lid % NG, rid = base + lr, r = 0u;
    if (STAGE) { // the rows base.. are consecutive in the input
        uint n = min(RPP, end - base) * HEAD_DIM;
        for (uint i = lid; i < n; i += WG) xs[(i / GROUP_SIZE) * (GROUP_SIZE + 1u) + i % GROUP_SIZE] = load_value(base * HEAD_DIM + i);
        barrier();
    }
    bool ok = lr < RPP && rid < end && cache_row(rid, r);
    if (ok) {
        uint e0 = rid * HEAD_DIM + g * GROUP_SIZE;
        float mn = group_value(lid, e0, 0u), mx = mn, amax = 0.0;
        bool finite = true;
        for (uint i = 0u; i < GROUP_SIZE; i++) {
            float x = group_value(lid, e0, i);
            finite = finite && kvq_finite(x);
            if (x < mn) mn = x;
            if (x > mx) mx = x;
            if (abs(x) > amax) amax = abs(x);
        }
        uint kind = 0u, sb, zb = 0u; // kind: 0 normal, 1 constant (codes 0), 2 non-finite
        float s = 0.0, z = 0.0;
        if (!finite) {
            kind = 2u;
            sb = zb = kvq_param_encode(uintBitsToFloat(0x7fc00000u), PARAM_DTYPE);
        } else if (kvq_is_affine(FORMAT)) {
            sb = kvq_param_encode(mx == mn ? 1.0 : kvq_div(mx - mn, float((1u << B) - 1u)), PARAM_DTYPE);
            zb = kvq_param_encode(uintBitsToFloat(floatBitsToUint(mn) == 0x80000000u ? 0u : floatBitsToUint(mn)), PARAM_DTYPE); // -0 -> +0
            s = kvq_param_decode(sb, PARAM_DTYPE);
            z = kvq_param_decode(zb, PARAM_DTYPE);
            if (!kvq_scale_ok(s)) { // degenerate scale: constant group
                kind = 1u;
                sb = kvq_param_encode(1.0, PARAM_DTYPE);
            }
        } else {
            float fmax = FORMAT == KVQ_FORMAT_Q8S ? 127.0 : FORMAT == KVQ_FORMAT_E4M3 ? 448.0 : 57344.0;
            sb = kvq_param_encode(kvq_div(amax, fmax), PARAM_DTYPE);
            s = kvq_param_decode(sb, PARAM_DTYPE);
            if (!kvq_scale_ok(s)) { // degenerate scale: stored as 0, codes 0
                kind = 1u;
                sb = kvq_param_encode(0.0, PARAM_DTYPE);
            }
        }
        s_scale_bits[lid] = sb;
        s_bias_bits[lid] = zb;
        float inv = kind == 0u ? kvq_div(1.0, s) : 0.0; // one correctly rounded reciprocal per group
        uint cw0 = g * (GROUP_SIZE / PER);
        for (uint w = 0u; w < GROUP_SIZE / PER; w++) {
            uint acc = 0u;
            for (uint k = 0u; k < PER; k++) {
                float x = group_value(lid, e0, w * PER + k);
                uint c;
                if (kind == 2u) c = (FORMAT == KVQ_FORMAT_E4M3 || FORMAT == KVQ_FORMAT_E5M2) ? 0x7fu : 0u;
                else if (kind == 1u) c = 0u;
                else if (kvq_is_affine(FORMAT)) {
                    precise float t = (x - z) * inv; // rounded before the add: no FMA
                    float q = floor(t + 0.5);
                    c = q >= 0.0 ? (q > float((1u << B) - 1u) ? (1u << B) - 1u : uint(q)) : 0u;
                } else {
                    precise float t = x * inv;
                    if (FORMAT == KVQ_FORMAT_Q8S)
                        c = uint(int(clamp(kvq_round_half_away(t), -127.0, 127.0))) & 0xffu;
                    else // the sign comes from x's bits: a device need not keep the sign of zero through arithmetic
                        c = kvq_fp8_encode(abs(t), FORMAT == KVQ_FORMAT_E5M2) | ((floatBitsToUint(x) >> 24) & 0x80u);
                }
                acc |= c << (k * B);
            }
            store_code(r, cw0 + w, acc);
        }
    }
    barrier();
    if (ok) {
        uint row0 = lr * NG;
        for (uint p = g; p < PW; p += NG) {
            uint i0 = PARAM_DTYPE == KVQ_DTYPE_F32 ? p : 2u * p, word = 0u;
            for (uint i = i0; i < min(i0 + (PARAM_DTYPE == KVQ_DTYPE_F32 ? 1u : 2u), NPARAMS); i++)
                word |= (i < NG ? s_scale_bits[row0 + i] : s_bias_bits[row0 + i - NG]) << ((i - i0) * 16u);
            store_param(r, p, word);
        }
    }
    barrier(); // the next rows reuse the shared arrays
}

void main()
{
    // rows_per_group consecutive rows per workgroup: launching one small
    // workgroup per row would be limited by the rate workgroups start at
    uint first = (gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x) * pc.rows_per_group;
    uint end = min(first + pc.rows_per_group, pc.n_rows), lid = gl_LocalInvocationID.x;
    if (pc.use_slots != 0u && status[pc.status_index * KVQ_STATUS_WORDS] != 0u) return; // a slot mapping entry is bad
    if (kvq_is_plain(FORMAT)) {
        for (uint rid = first; rid < end; rid++) plain_row(rid, lid);
    } else {
        for (uint base = first; base < end; base += RPP) quantized_rows(base, end, lid);
    }
}
