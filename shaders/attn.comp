#version 450
// attn: the first pass of kvq_attention. Workgroup (x = split * row_blocks
// + row block, y = kv head, z = sequence) computes, for ROWS of the
// GQA * N_QUERIES query rows of its kv head, the attention over one split
// of the sequence's keys as a partial (o, m, l) in the workspace: o the
// unnormalized sum of 2^(logit - m) * v, m the max logit and l the sum of
// 2^(logit - m), logits in log2 units. attn_merge combines the splits.
//
// Each K and V row of the split is read once from memory, dequantized in
// registers, and used for all rows of the block: a tile of TILE keys at a
// time, in three phases separated by barriers (nothing relies on the
// subgroup size):
//  K: one invocation per (key, set of 4 rows) computes the logits, group
//     parameters folded out of the inner loop (q.k = s * q.codes + z *
//     sum(q) for affine groups);
//  softmax: a team of invocations per row finds the tile's max, the new
//     running max and the probabilities;
//  V: one invocation per (8 values of the row, key lane, set of rows)
//     accumulates p * v in registers.
// The workgroup also checks what the host could not: seq_lens and the
// block table entries it reads. A bad one sets the op's status (attn_merge
// then writes nothing) and is never used to address memory.
#define KVQ_FAMILY_ATTN
#include "kvq_defs.glsl"
#include "kvq_variant.glsl"
#extension GL_EXT_control_flow_attributes : require
layout(local_size_x_id = 0) in;
layout(constant_id = 0) const uint WG = 128u;
layout(set = 0, binding = 0) readonly buffer Q { uint q[]; };
layout(set = 0, binding = 1) readonly buffer SeqLens { uint seq_lens[]; };
layout(set = 0, binding = 2) readonly buffer Tables { int tables[]; };
layout(set = 0, binding = 3) writeonly buffer Ws { float ws[]; };
layout(set = 0, binding = 4) buffer Status { uint status[]; };
layout(set = 0, binding = 5) readonly buffer KCodes0 { uint w[]; } kc0;
layout(set = 0, binding = 6) readonly buffer KCodes1 { uint w[]; } kc1;
layout(set = 0, binding = 7) readonly buffer KCodes2 { uint w[]; } kc2;
layout(set = 0, binding = 8) readonly buffer KCodes3 { uint w[]; } kc3;
layout(set = 0, binding = 9) readonly buffer KParams0 { uint w[]; } kp0;
layout(set = 0, binding = 10) readonly buffer KParams1 { uint w[]; } kp1;
layout(set = 0, binding = 11) readonly buffer KParams2 { uint w[]; } kp2;
layout(set = 0, binding = 12) readonly buffer KParams3 { uint w[]; } kp3;
layout(set = 0, binding = 13) readonly buffer VCodes0 { uint w[]; } vc0;
layout(set = 0, binding = 14) readonly buffer VCodes1 { uint w[]; } vc1;
layout(set = 0, binding = 15) readonly buffer VCodes2 { uint w[]; } vc2;
layout(set = 0, binding = 16) readonly buffer VCodes3 { uint w[]; } vc3;
layout(set = 0, binding = 17) readonly buffer VParams0 { uint w[]; } vp0;
layout(set = 0, binding = 18) readonly buffer VParams1 { uint w[]; } vp1;
layout(set = 0, binding = 19) readonly buffer VParams2 { uint w[]; } vp2;
layout(set = 0, binding = 20) readonly buffer VParams3 { uint w[]; } vp3;
#include "kvq_common.glsl"

const uint D = HEAD_DIM;
const uint KB = KVQ_BITS(K_FORMAT), VB = KVQ_BITS(V_FORMAT);
const uint KCW = D * KB / 32u, VCW = D * VB / 32u; // code words per row
const uint KNG = D / K_GROUP, VNG = D / V_GROUP;
const uint PBYTES = PARAM_DTYPE == KVQ_DTYPE_F32 ? 4u : 2u;
const uint KPW = kvq_is_plain_c(K_FORMAT) ? 0u : ((kvq_is_affine_c(K_FORMAT) ? 2u : 1u) * KNG * PBYTES + 3u) / 4u;
const uint VPW = kvq_is_plain_c(V_FORMAT) ? 0u : ((kvq_is_affine_c(V_FORMAT) ? 2u : 1u) * VNG * PBYTES + 3u) / 4u;
const uint R = GQA * N_QUERIES;     // query rows per kv head
const uint RB = ROWS;               // rows of this workgroup's block
const uint RS = 4u;                 // rows per invocation in the K phase
const uint NRS = (RB + RS - 1u) / RS;
const uint T = TILE;
const uint VW = 8u;                 // values per invocation in the V phase
const uint NVD = D / VW;            // invocations across a row
const uint TL = WG / NVD;           // lanes (>= 1: D <= 8 * WG)
const uint RL = (RB + 7u) / 8u;     // lanes per key: each holds RV rows
const uint RV = (RB + RL - 1u) / RL;
const uint TLT = TL / RL;           // key lanes
const uint TPR = WG / RB;           // softmax team per row
const float LOG2E = 1.4426950408889634;

shared float s_q[RB * D];           // the block's q rows, scaled
shared float s_sq[kvq_is_affine_c(K_FORMAT) ? RB * KNG : 1u]; // sum of q over each K group
shared float s_sc[RB * T];          // logits, then probabilities (-1: masked)
shared uint s_row[T];               // cache row of each key of the tile
shared float s_red[RB * TPR];       // softmax partials: maxima
shared float s_red2[RB * TPR];      // and sums
shared float s_alpha[RB];           // rescale of the accumulators for this tile
shared float s_acc[WG * VW];        // the end: accumulators of the key lanes

uint k_word(uint row, uint w)
{
    if (K_CHUNKS == 1u) return kc0.w[row * KCW + w];
    uint c = row >> pc.k_shift, i = (row & ((1u << pc.k_shift) - 1u)) * KCW + w;
    return c == 0u ? kc0.w[i] : c == 1u ? kc1.w[i] : c == 2u ? kc2.w[i] : kc3.w[i];
}
uint k_pword(uint row, uint w)
{
    if (K_CHUNKS == 1u) return kp0.w[row * KPW + w];
    uint c = row >> pc.k_shift, i = (row & ((1u << pc.k_shift) - 1u)) * KPW + w;
    return c == 0u ? kp0.w[i] : c == 1u ? kp1.w[i] : c == 2u ? kp2.w[i] : kp3.w[i];
}
uint v_word(uint row, uint w)
{
    if (V_CHUNKS == 1u) return vc0.w[row * VCW + w];
    uint c = row >> pc.v_shift, i = (row & ((1u << pc.v_shift) - 1u)) * VCW + w;
    return c == 0u ? vc0.w[i] : c == 1u ? vc1.w[i] : c == 2u ? vc2.w[i] : vc3.w[i];
}
uint v_pword(uint row, uint w)
{
    if (V_CHUNKS == 1u) return vp0.w[row * VPW + w];
    uint c = row >> pc.v_shift, i = (row & ((1u << pc.v_shift) - 1u)) * VPW + w;
    return c == 0u ? vp0.w[i] : c == 1u ? vp1.w[i] : c == 2u ? vp2.w[i] : vp3.w[i];
}
float param_of(uint word, uint index) // parameter `index` of a row from the word holding it
{
    return kvq_param_decode(PARAM_DTYPE == KVQ_DTYPE_F32 ? word : (word >> ((index & 1u) * 16u)) & 0xffffu, PARAM_DTYPE);
}
float k_param(uint row, uint index)
{
    return param_of(k_pword(row, PARAM_DTYPE == KVQ_DTYPE_F32 ? index : index >> 1), index);
}
float v_param(uint row, uint index)
{
    return param_of(v_pword(row, PARAM_DTYPE == KVQ_DTYPE_F32 ? index : index >> 1), index);
}

// Value k of a code word of format f (the scale of quantized formats is
// applied by the caller; affine codes are plain integers).
float code_value(uint f, uint word, uint k)
{
    if (f == KVQ_FORMAT_F32) return uintBitsToFloat(word);
    if (f == KVQ_FORMAT_F16) return unpackHalf2x16(word >> (k * 16u)).x;
    if (f == KVQ_FORMAT_BF16) return uintBitsToFloat((word >> (k * 16u)) << 16);
    if (f == KVQ_FORMAT_Q8S) return float(int(word << (24u - 8u * k)) >> 24);
    if (f == KVQ_FORMAT_E4M3 || f == KVQ_FORMAT_E5M2) return kvq_fp8_decode((word >> (8u * k)) & 0xffu, f == KVQ_FORMAT_E5M2);
    uint b = KVQ_BITS(f);
    return float((word >> (k * b)) & ((1u << b) - 1u));
}

float load_q(uint e)
{
    if (Q_DTYPE == KVQ_DTYPE_F32) return uintBitsToFloat(q[pc.q_off + e]);
    uint w = q[pc.q_off + (e >> 1)], h = (e & 1u) != 0u ? (w >> 16) : (w & 0xffffu);
    return Q_DTYPE == KVQ_DTYPE_F16 ? kvq_f16_to_f32(h) : kvq_bf16_to_f32(h);
}

void flag(uint bit, uint word, uint index)
{
    atomicOr(status[pc.status_index * KVQ_STATUS_WORDS], bit);
    atomicMin(status[pc.status_index * KVQ_STATUS_WORDS + word], index);
}

void main()
{
    uint lid = gl_LocalInvocationID.x, rb = gl_WorkGroupID.x % pc.row_blocks, split = gl_WorkGroupID.x / pc.row_blocks;
    uint h = gl_WorkGroupID.y, s = gl_WorkGroupID.z;
    uint r0 = rb * RB, nr = min(RB, R - r0); // rows of this block
    uint len = seq_lens[pc.seq_lens_off + s];
    if (len > pc.limit || len > pc.max_len || len < N_QUERIES) {
        if (lid == 0u && split == 0u && rb == 0u && h == 0u) flag(KVQ_STATUS_BAD_LEN, 2u, s);
        len = min(max(len, N_QUERIES), min(pc.limit, pc.max_len)); // safe to address; the op writes nothing
    }
    uint span = pc.window + N_QUERIES - 1u;
    uint lo = pc.window != 0u && len > span ? len - span : 0u;
    uint t_begin = lo + split * pc.split_len, t_end = min(len, t_begin + pc.split_len);
    float qscale = uintBitsToFloat(pc.scale_bits) * (SOFTCAP != 0u ? 1.0 : LOG2E);
    float cap = uintBitsToFloat(pc.softcap_bits);
    const float NEG_INF = -1.0 / 0.0;

    // the block's q rows: row r = query i * GQA + g reads q head h * GQA + g
    for (uint e = lid; e < RB * D; e += WG) {
        uint r = e / D, d = e % D;
        float v = 0.0;
        if (r < nr) {
            uint rg = r0 + r, qh = h * GQA + rg % GQA;
            v = load_q(((s * N_QUERIES + rg / GQA) * pc.n_kv_heads * GQA + qh) * D + d) * qscale;
        }
        s_q[e] = v;
    }
    barrier();
    if (kvq_is_affine_c(K_FORMAT)) {
        for (uint e = lid; e < RB * KNG; e += WG) {
            uint r = e / KNG, g = e % KNG;
            float acc = 0.0;
            for (uint d = 0u; d < K_GROUP; d++) acc += s_q[r * D + g * K_GROUP + d];
            s_sq[e] = acc;
        }
    }

    // softmax state of row sr (identical in every member of its team)
    uint sr = lid / TPR, sk = lid % TPR;
    float m = NEG_INF, l = 0.0;
    // V accumulators: rows vr0 + i, values vd * VW .. + VW; bias terms p * z apart
    uint vd = lid % NVD, lane = lid / NVD, vgrp = lane % RL, vtl = lane / RL, vr0 = vgrp * RV;
    bool vactive = lane < TL && vtl < TLT;
    float acc[RV * VW], bacc[RV];
    for (uint i = 0u; i < RV * VW; i++) acc[i] = 0.0;
    for (uint i = 0u; i < RV; i++) bacc[i] = 0.0;

    for (uint t0 = t_begin; t0 < t_end; t0 += T) {
        uint n = min(T, t_end - t0);
        barrier(); // the previous tile is done with s_sc, s_row, s_alpha and s_red2
        // -- K: logits of key j for rows rs * RS ..
        for (uint task = lid; task < T * NRS; task += WG) {
            uint j = task % T, rs = task / T, t = t0 + j;
            float sc[RS];
            for (uint i = 0u; i < RS; i++) sc[i] = 0.0;
            if (j < n) {
                uint slot = t;
                if (PAGED != 0u) {
                    uint bi = t / pc.block_size;
                    int blk = tables[pc.bt_off + s * pc.max_blocks + bi];
                    if (blk < 0 || uint(blk) >= pc.n_blocks) {
                        flag(KVQ_STATUS_BAD_BLOCK, 3u, s * pc.max_blocks + bi);
                        blk = 0;
                    }
                    slot = uint(blk) * pc.block_size + t % pc.block_size;
                }
                uint row = (slot / pc.block_size * pc.n_kv_heads + h) * pc.block_size + slot % pc.block_size;
                if (rs == 0u) s_row[j] = row;
                const uint PER = 32u / KB;
                for (uint g = 0u; g < KNG; g++) {
                    float part[RS];
                    for (uint i = 0u; i < RS; i++) part[i] = 0.0;
                    for (uint w = g * (K_GROUP / PER); w < (g + 1u) * (K_GROUP / PER); w++) {
                        uint word = k_word(row, w);
                        for (uint k = 0u; k < PER; k++) {
                            float c = code_value(K_FORMAT, word, k);
                            uint e = w * PER + k;
                            for (uint i = 0u; i < RS; i++)
                                if (rs * RS + i < RB) part[i] += s_q[(rs * RS + i) * D + e] * c;
                        }
                    }
                    if (kvq_is_plain_c(K_FORMAT)) {
                        for (uint i = 0u; i < RS; i++) sc[i] += part[i];
                    } else {
                        float sg = k_param(row, g), zg = kvq_is_affine_c(K_FORMAT) ? k_param(row, KNG + g) : 0.0;
                        for (uint i = 0u; i < RS; i++) {
                            uint r = rs * RS + i;
                            if (r >= RB) continue;
                            sc[i] += sg * part[i];
                            if (kvq_is_affine_c(K_FORMAT)) sc[i] += zg * s_sq[r * KNG + g];
                        }
                    }
                }
            }
            for (uint i = 0u; i < RS; i++) {
                uint r = rs * RS + i;
                if (r >= RB) continue;
                uint pos = len - N_QUERIES + (r0 + r) / GQA; // the row's query position
                bool seen = j < n && r < nr && t <= pos && (pc.window == 0u || t + pc.window > pos);
                float v = sc[i];
                if (SOFTCAP != 0u) v = cap * tanh(v / cap) * LOG2E;
                s_sc[r * T + j] = seen ? v : NEG_INF;
            }
        }
        barrier();
        // -- softmax: member k of row sr's team takes keys k, k + TPR, ..
        float mx = NEG_INF;
        if (sr < RB) {
            for (uint j = sk; j < T; j += TPR) mx = max(mx, s_sc[sr * T + j]);
            s_red[sr * TPR + sk] = mx;
        }
        barrier();
        if (sr < RB) {
            for (uint k = 0u; k < TPR; k++) mx = max(mx, s_red[sr * TPR + k]);
            float m_new = max(m, mx);
            float alpha = m_new == NEG_INF ? 1.0 : exp2(m - m_new);
            float part = 0.0;
            for (uint j = sk; j < T; j += TPR) {
                float v = s_sc[sr * T + j];
                float p = v == NEG_INF ? -1.0 : exp2(v - m_new); // -1: a key the row may not see
                s_sc[sr * T + j] = p;
                if (!(p < 0.0)) part += p;
            }
            m = m_new;
            l *= alpha;
            s_red2[sr * TPR + sk] = part;
            if (sk == 0u) s_alpha[sr] = alpha;
        }
        barrier();
        if (sr < RB)
            for (uint k = 0u; k < TPR; k++) l += s_red2[sr * TPR + k];
        // -- V: p * v for the keys of this lane
        if (vactive) {
            for (uint i = 0u; i < RV; i++) {
                float al = vr0 + i < RB ? s_alpha[vr0 + i] : 1.0;
                if (al != 1.0) {
                    for (uint k = 0u; k < VW; k++) acc[i * VW + k] *= al;
                    bacc[i] *= al;
                }
            }
            for (uint j = vtl; j < n; j += TLT) {
                uint row = s_row[j];
                float v[VW];
                const uint PER = 32u / VB;
                uint e0 = vd * VW;
                if (VB == 2u) { // 8 values in half a word
                    uint word = v_word(row, e0 / 16u) >> ((e0 % 16u) * 2u);
                    for (uint k = 0u; k < VW; k++) v[k] = float((word >> (2u * k)) & 3u);
                } else {
                    for (uint wi = 0u; wi < VW / PER; wi++) {
                        uint word = v_word(row, e0 / PER + wi);
                        for (uint k = 0u; k < PER; k++) v[wi * PER + k] = code_value(V_FORMAT, word, k);
                    }
                }
                float sg = 1.0, zg = 0.0;
                if (!kvq_is_plain_c(V_FORMAT)) sg = v_param(row, e0 / V_GROUP);
                if (kvq_is_affine_c(V_FORMAT)) zg = v_param(row, VNG + e0 / V_GROUP);
                for (uint i = 0u; i < RV; i++) {
                    if (vr0 + i >= RB) continue;
                    float p = s_sc[(vr0 + i) * T + j];
                    if (p < 0.0) continue; // the row may not see this key
                    float ps = p * sg;
                    for (uint k = 0u; k < VW; k++) acc[i * VW + k] += ps * v[k];
                    if (kvq_is_affine_c(V_FORMAT)) bacc[i] += p * zg;
                }
            }
        }
    }

    // partials of the block's rows: o summed over the key lanes, then m and l
    // (not unrolled: barriers in an unrolled loop cost lavapipe seconds of compiling)
    uint base = ((s * pc.n_kv_heads + h) * pc.n_splits + split) * R;
    [[dont_unroll]] for (uint i = 0u; i < RV; i++) {
        barrier();
        if (vactive)
            for (uint k = 0u; k < VW; k++) s_acc[lid * VW + k] = acc[i * VW + k] + bacc[i];
        barrier();
        uint r = vr0 + i;
        if (vactive && vtl == 0u && r < nr) {
            for (uint k = 0u; k < VW; k++) {
                float sum = 0.0;
                for (uint u = 0u; u < TLT; u++) sum += s_acc[((u * RL + vgrp) * NVD + vd) * VW + k];
                ws[pc.ws_off + (base + r0 + r) * (D + 2u) + vd * VW + k] = sum;
            }
        }
    }
    if (sr < nr && sk == 0u) {
        ws[pc.ws_off + (base + r0 + sr) * (D + 2u) + D] = m;
        ws[pc.ws_off + (base + r0 + sr) * (D + 2u) + D + 1u] = l;
    }
}
