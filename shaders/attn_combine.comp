#version 450
// attn_combine: kvq_attention_merge. Workgroup i combines row i of two
// attentions of the same queries over disjoint keys, (a, lse_a) and
// (b, lse_b), into (out, lse) with the log-sum-exp rule. out may be a or
// b (every element is read before it is written, by the same invocation),
// and lse may be lse_a or lse_b (written after a barrier).
#define KVQ_FAMILY_COMBINE
#include "kvq_defs.glsl"
#include "kvq_variant.glsl"
layout(local_size_x_id = 0) in;
layout(constant_id = 0) const uint WG = 64u;
layout(set = 0, binding = 0) readonly buffer A { uint a[]; };
layout(set = 0, binding = 1) readonly buffer LA { float la[]; };
layout(set = 0, binding = 2) readonly buffer B { uint b[]; };
layout(set = 0, binding = 3) readonly buffer LB { float lb[]; };
layout(set = 0, binding = 4) writeonly buffer Out { uint out_[]; };
layout(set = 0, binding = 5) writeonly buffer Lse { float lse[]; };
#include "kvq_common.glsl"

const uint D = HEAD_DIM, VPW = DTYPE == KVQ_DTYPE_F32 ? 1u : 2u;

float value(uint w, uint k) // value k of word w (as loaded)
{
    if (DTYPE == KVQ_DTYPE_F32) return uintBitsToFloat(w);
    uint h = (w >> (16u * k)) & 0xffffu;
    return DTYPE == KVQ_DTYPE_F16 ? kvq_f16_to_f32(h) : kvq_bf16_to_f32(h);
}
uint store_bits(float v) { return DTYPE == KVQ_DTYPE_F16 ? kvq_f32_to_f16(v) : kvq_f32_to_bf16(v); }

void main()
{
    uint row = gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x, lid = gl_LocalInvocationID.x;
    if (row >= pc.n_rows) return;
    float xa = la[pc.la_off + row], xb = lb[pc.lb_off + row];
    float m = max(xa, xb);
    if (isnan(xa) || isnan(xb)) m = xa + xb;
    if (m == -1.0 / 0.0) m = 0.0; // both empty
    float wa = exp(xa - m), wb = exp(xb - m), inv = 1.0 / (wa + wb);
    for (uint w = lid; w < D / VPW; w += WG) {
        uint ua = a[pc.a_off + row * (D / VPW) + w], ub = b[pc.b_off + row * (D / VPW) + w];
        float y0 = (value(ua, 0u) * wa + value(ub, 0u) * wb) * inv;
        if (DTYPE == KVQ_DTYPE_F32) out_[pc.out_off + row * D + w] = floatBitsToUint(y0);
        else {
            float y1 = (value(ua, 1u) * wa + value(ub, 1u) * wb) * inv;
            out_[pc.out_off + row * (D / VPW) + w] = store_bits(y0) | (store_bits(y1) << 16);
        }
    }
    barrier(); // every invocation has read lse_a and lse_b, which lse may be
    if (pc.has_lse != 0u && lid == 0u) lse[pc.lse_off + row] = m + log(wa + wb);
}
