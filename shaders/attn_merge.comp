#version 450
// attn_merge: the second pass of kvq_attention. Workgroup i merges the
// splits of query row i (ordered as attn writes them: (sequence, kv head,
// row of the GQA group) with the online-softmax rule, adds the sink to the
// denominator, and writes the row of out (OUT_DTYPE) and its lse (natural
// log). If the first pass found a bad seq_lens or block table entry it
// writes nothing (the partials it merged are then not used). With a rotated V (V_ROT) the partials are in the rotated
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
shared float s_red[WG];             // reductions over the splits
shared float s_w[WG];               // weights of a chunk of WG splits

// Every invocation reaches every barrier: the splits are shared out over
// the workgroup (their maxima, sums and weights computed in parallel, the
// loads of a chunk of splits issued before any is used), so that the merge
// of many splits is not a chain of dependent loads.
float max_all(float v, uint lid)
{
    s_red[lid] = v;
    barrier();
    for (uint st = WG / 2u; st > 0u; st /= 2u) {
        if (lid < st) s_red[lid] = max(s_red[lid], s_red[lid + st]);
        barrier();
    }
    float r = s_red[0];
    barrier();
    return r;
}
float sum_all(float v, uint lid)
{
    s_red[lid] = v;
    barrier();
    for (uint st = WG / 2u; st > 0u; st /= 2u) {
        if (lid < st) s_red[lid] += s_red[lid + st];
        barrier();
    }
    float r = s_red[0];
    barrier();
    return r;
}

void main()
{
    uint item = gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x, lid = gl_LocalInvocationID.x;
    if (item >= pc.n_rows) return; // uniform in the workgroup
    // the op's status, loaded now and tested before the stores: it lives in
    // host memory, and a load that the merge's own loads did not overlap
    // put a bus round trip in front of every workgroup
    uint bad = status[pc.status_index * KVQ_STATUS_WORDS];
    uint rg = item % R, sh = item / R, s = sh / pc.n_kv_heads, h = sh % pc.n_kv_heads;
    uint qh = h * GQA + rg % GQA, orow = (s * N_QUERIES + rg / GQA) * pc.n_kv_heads * GQA + qh;
    const float NEG_INF = -1.0 / 0.0;
    uint b0 = pc.ws_off + (sh * pc.n_splits * R + rg) * (D + 2u), bs = R * (D + 2u); // split k at b0 + k * bs
    float m = NEG_INF, l = 0.0;
    for (uint k = lid; k < pc.n_splits; k += WG) m = max(m, ws[b0 + k * bs + D]);
    m = max_all(m, lid);
    if (pc.has_sinks != 0u) {
        float z = sinks[pc.sinks_off + qh] * LOG2E;
        m = max(m, z);
        if (lid == 0u) l = exp2(z - m);
    }
    for (uint k = lid; k < pc.n_splits; k += WG) {
        float mk = ws[b0 + k * bs + D];
        if (mk != NEG_INF) l += ws[b0 + k * bs + D + 1u] * exp2(mk - m);
    }
    l = sum_all(l, lid);
    // o = sum over the splits of o_k * 2^(m_k - m), a chunk of WG splits at
    // a time; invocation lid takes values lid * VPW .. + VPW, lid + WG ..
    const uint NV = (D / VPW + WG - 1u) / WG; // output words per invocation
    float acc[NV * 2u];
    for (uint i = 0u; i < NV * 2u; i++) acc[i] = 0.0;
    for (uint k0 = 0u; k0 < pc.n_splits; k0 += WG) {
        uint nk = min(WG, pc.n_splits - k0);
        if (lid < nk) {
            float mk = ws[b0 + (k0 + lid) * bs + D];
            s_w[lid] = mk == NEG_INF ? 0.0 : exp2(mk - m); // a split that saw no key adds nothing
        }
        barrier();
        for (uint kk = 0u; kk < nk; kk += 4u) {
            uint nu = min(4u, nk - kk);
            float x[4 * NV * 2u];
            [[unroll]] for (uint u = 0u; u < 4u; u++)
                for (uint i = 0u; i < NV; i++)
                    for (uint v = 0u; v < VPW; v++) {
                        uint d = (lid + i * WG) * VPW + v;
                        x[(u * NV + i) * 2u + v] = u < nu && d < D ? ws[b0 + (k0 + kk + u) * bs + d] : 0.0;
                    }
            [[unroll]] for (uint u = 0u; u < 4u; u++)
                if (u < nu)
                    for (uint i = 0u; i < NV * 2u; i++) acc[i] += x[u * NV * 2u + i] * s_w[kk + u];
        }
        barrier(); // s_w is rewritten by the next chunk
    }
    float rsc = kvq_rot_scale(ROT_LOG);
    if (V_ROT != 0u) { // the merged row in shared memory, rotated back: sigma . (1/sqrt(R)) H o
        for (uint i = lid; i < (D + 31u) / 32u; i += WG) s_sign[i] = kvq_sign_word(pc.seed_lo, pc.seed_hi, i);
        for (uint i = 0u; i < NV; i++)
            for (uint v = 0u; v < VPW; v++) {
                uint d = (lid + i * WG) * VPW + v;
                if (d < D) s_o[d] = acc[i * 2u + v];
            }
        barrier();
        KVQ_FWHT(s_o, D, ROT_LOG, lid, WG)
        for (uint i = 0u; i < NV; i++)
            for (uint v = 0u; v < VPW; v++) {
                uint d = (lid + i * WG) * VPW + v;
                if (d < D) acc[i * 2u + v] = kvq_flip(s_sign[d >> 5], d, s_o[d] * rsc);
            }
    }
    if (bad != 0u) return; // uniform in the workgroup, after the last barrier
    for (uint i = 0u; i < NV; i++) {
        uint w = lid + i * WG;
        if (w >= D / VPW) continue;
        float y0 = acc[i * 2u] / l, y1 = acc[i * 2u + 1u] / l;
        out_[pc.out_off + orow * (D / VPW) + w] = OUT_DTYPE == KVQ_DTYPE_F32 ? floatBitsToUint(y0)
                                                   : store_bits(y0) | (store_bits(y1) << 16);
    }
    if (pc.has_lse != 0u && lid == 0u) lse[pc.lse_off + orow] = (m + log2(l)) * LN2;
}
