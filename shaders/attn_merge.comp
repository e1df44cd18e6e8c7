#version 450
// attn_merge: the second pass of kvq_attention. Workgroup i merges the
// splits of query row i (ordered as attn writes them: (sequence, kv head,
// row of the GQA group) with the online-softmax rule, adds the sink to the
// denominator, and writes the row of out (OUT_DTYPE) and its lse (natural
// log). If the first pass found a bad seq_lens or block table entry it
// writes nothing. With a rotated V (V_ROT) the partials are in the rotated
// domain: the merged row is rotated back, sigma . (1/sqrt(R)) H o, first.
#define KVQ_FAMILY_MERGE
#include "kvq_defs.glsl"
#include "kvq_variant.glsl"
#extension GL_EXT_control_flow_attributes : require
layout(local_size_x_id = 0) in;
layout(constant_id = 0) const uint WG = 64u;
layout(set = 0, binding = 0) readonly buffer Ws { float ws[]; };
layout(set = 0, binding = 1) writeonly buffer Out { uint out_[]; };
layout(set = 0, binding = 2) writeonly buffer Lse { float lse[]; };
layout(set = 0, binding = 3) readonly buffer Sinks { float sinks[]; };
layout(set = 0, binding = 4) readonly buffer Status { uint status[]; };
#include "kvq_common.glsl"

const uint D = HEAD_DIM, R = GQA * N_QUERIES;
const uint VPW = OUT_DTYPE == KVQ_DTYPE_F32 ? 1u : 2u; // values per output word
const float LOG2E = 1.4426950408889634, LN2 = 0.6931471805599453;

uint store_bits(float v) { return OUT_DTYPE == KVQ_DTYPE_F16 ? kvq_f32_to_f16(v) : kvq_f32_to_bf16(v); }

shared float s_o[V_ROT != 0u ? D : 1u];
shared uint s_sign[V_ROT != 0u ? (D + 31u) / 32u : 1u];

void main()
{
    uint item = gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x, lid = gl_LocalInvocationID.x;
    if (item >= pc.n_rows || status[pc.status_index * KVQ_STATUS_WORDS] != 0u) return;
    uint rg = item % R, sh = item / R, s = sh / pc.n_kv_heads, h = sh % pc.n_kv_heads;
    uint qh = h * GQA + rg % GQA, orow = (s * N_QUERIES + rg / GQA) * pc.n_kv_heads * GQA + qh;
    const float NEG_INF = -1.0 / 0.0;
    float m = NEG_INF, l = 0.0, z = NEG_INF;
    for (uint k = 0u; k < pc.n_splits; k++) m = max(m, ws[pc.ws_off + ((sh * pc.n_splits + k) * R + rg) * (D + 2u) + D]);
    if (pc.has_sinks != 0u) {
        z = sinks[pc.sinks_off + qh] * LOG2E;
        m = max(m, z);
        l = exp2(z - m);
    }
    for (uint k = 0u; k < pc.n_splits; k++) {
        uint b = pc.ws_off + ((sh * pc.n_splits + k) * R + rg) * (D + 2u);
        float mk = ws[b + D];
        if (mk != NEG_INF) l += ws[b + D + 1u] * exp2(mk - m);
    }
    if (V_ROT != 0u) { // the merged row in shared memory, rotated back
        for (uint i = lid; i < (D + 31u) / 32u; i += WG) s_sign[i] = kvq_sign_word(pc.seed_lo, pc.seed_hi, i);
        for (uint d = lid; d < D; d += WG) {
            float acc = 0.0;
            for (uint k = 0u; k < pc.n_splits; k++) {
                uint b = pc.ws_off + ((sh * pc.n_splits + k) * R + rg) * (D + 2u);
                float mk = ws[b + D];
                if (mk != NEG_INF) acc += ws[b + d] * exp2(mk - m);
            }
            s_o[d] = acc;
        }
        barrier();
        KVQ_FWHT(s_o, D, ROT_LOG, lid, WG)
    }
    float rsc = kvq_rot_scale(ROT_LOG);
    for (uint w = lid; w < D / VPW; w += WG) {
        float y[2];
        for (uint v = 0u; v < VPW; v++) {
            float acc = 0.0;
            if (V_ROT != 0u) {
                uint d = w * VPW + v;
                acc = kvq_flip(s_sign[d >> 5], d, s_o[d] * rsc);
            } else {
                for (uint k = 0u; k < pc.n_splits; k++) {
                    uint b = pc.ws_off + ((sh * pc.n_splits + k) * R + rg) * (D + 2u);
                    float mk = ws[b + D];
                    if (mk != NEG_INF) acc += ws[b + w * VPW + v] * exp2(mk - m);
                }
            }
            y[v] = acc / l;
        }
        out_[pc.out_off + orow * (D / VPW) + w] = OUT_DTYPE == KVQ_DTYPE_F32 ? floatBitsToUint(y[0])
                                                   : store_bits(y[0]) | (store_bits(y[1]) << 16);
    }
    if (pc.has_lse != 0u && lid == 0u) lse[pc.lse_off + orow] = (m + log2(l)) * LN2;
}
