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
// time, in three phases separated by barriers:
//  K: LANES neighbouring invocations share a key, each taking every
//     LANES-th octet (8 values) of the row, so that a subgroup's loads
//     cover whole stretches of rows; their partial logits are summed with
//     subgroup shuffles (the subgroup variant; the base module has one
//     invocation per key and relies on no subgroup operation). Group
//     parameters are applied once per octet (q.k = s * q.codes + z * sum(q)
//     for affine groups);
//  softmax: a team of invocations per row finds the tile's max, the new
//     running max and the probabilities;
//  V: one invocation per (octet of the row, key lane, set of rows)
//     accumulates p * v in registers.
// Codes are decoded in registers: f16 and both fp8 through the hardware
// f16 conversion (E5M2 is the top byte of an f16; E4M3 shifted into an
// f16 is its value * 2^-8, folded into the scale).
// Rotated halves (TQ, the rotation option) are used in the rotated domain:
// with a rotated K the q rows are rotated once (q.k = (Hq).(Hk), H
// orthogonal), and TQ codes decode to codebook levels times the block's
// norm / sqrt(R); with a rotated V the weighted sum stays rotated and
// attn_merge rotates it back (the merge of splits is linear).
// KVQ_PRECISION_Q_INT8 (Q_INT8; the host sets it only for K formats of
// integer codes, unrotated): the prologue rounds each (row, K group) of q
// to c * 2^(e - 7), c in [-127, 127], as kvq.h's kvq__q_int8_round, and
// the f32 path goes on with those values. The integer-dot module
// (KVQ_INT_DOT; the host picks it only where its lane layout fits) keeps
// the c packed 4 to a word instead and takes q.k as 4 x 8-bit integer dot
// products of them with the codes: a lane reads DWPL contiguous code words
// of its key and sums, per row, exact integer partials over each segment
// of its words within one group, then applies once per segment
// s * 2^(e - 7) * scale (and z * sum(q) for affine groups).
// The workgroup also checks what the host could not: seq_lens and the
// block table entries it reads. A bad one sets the op's status (attn_merge
// then writes nothing) and is never used to address memory.
#define KVQ_FAMILY_ATTN
#include "kvq_defs.glsl"
#include "kvq_variant.glsl"
#extension GL_EXT_control_flow_attributes : require
#ifdef KVQ_SUBGROUP
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_shuffle : require
#endif
layout(local_size_x_id = 0) in;
layout(constant_id = 0) const uint WG = 128u;
layout(set = 0, binding = 0) readonly buffer Q { uint q[]; };
layout(set = 0, binding = 1) readonly buffer SeqLens { uint seq_lens[]; };
layout(set = 0, binding = 2) readonly buffer Tables { int tables[]; };
layout(set = 0, binding = 3) writeonly buffer Ws { float ws[]; };
layout(set = 0, binding = 4) buffer Status { uint status[]; };
// K and V codes and params, each over up to 4 bindings (chunks), seen as
// words and as vectors of 2 and 4 words
#define KVQ_STORE4(b, name) \
    layout(set = 0, binding = b) readonly buffer name##1_ { uint w[]; } name##_1; \
    layout(set = 0, binding = b) readonly buffer name##2_ { uvec2 w[]; } name##_2; \
    layout(set = 0, binding = b) readonly buffer name##4_ { uvec4 w[]; } name##_4;
KVQ_STORE4(5, kc0) KVQ_STORE4(6, kc1) KVQ_STORE4(7, kc2) KVQ_STORE4(8, kc3)
KVQ_STORE4(13, vc0) KVQ_STORE4(14, vc1) KVQ_STORE4(15, vc2) KVQ_STORE4(16, vc3)
#define KVQ_PARAMS(b, name) layout(set = 0, binding = b) readonly buffer name##_ { uint w[]; } name##_1;
KVQ_PARAMS(9, kp0) KVQ_PARAMS(10, kp1) KVQ_PARAMS(11, kp2) KVQ_PARAMS(12, kp3)
KVQ_PARAMS(17, vp0) KVQ_PARAMS(18, vp1) KVQ_PARAMS(19, vp2) KVQ_PARAMS(20, vp3)
#include "kvq_common.glsl"
#include "kvq_codebook.glsl"

const uint D = HEAD_DIM;
const uint KB = KVQ_BITS(K_FORMAT), VB = KVQ_BITS(V_FORMAT);
const uint KCW = (D * KB + 31u) / 32u, VCW = (D * VB + 31u) / 32u; // code words per row
const bool KTQ = kvq_is_tq_c(K_FORMAT), VTQ = kvq_is_tq_c(V_FORMAT);
const uint RBLK = 1u << ROT_LOG;    // rotation block
const uint KNG = D / K_GROUP, VNG = D / V_GROUP;
const uint PBYTES = PARAM_DTYPE == KVQ_DTYPE_F32 ? 4u : 2u;
const uint KPW = kvq_is_plain_c(K_FORMAT) ? 0u : ((kvq_is_affine_c(K_FORMAT) ? 2u : 1u) * KNG * PBYTES + 3u) / 4u;
const uint VPW = kvq_is_plain_c(V_FORMAT) ? 0u : ((kvq_is_affine_c(V_FORMAT) ? 2u : 1u) * VNG * PBYTES + 3u) / 4u;
const uint R = GQA * N_QUERIES;     // query rows per kv head
const uint RB = ROWS;               // rows of this workgroup's block
const uint T = TILE;                // keys per tile
const uint NOCT = D / 8u;           // octets per row
#ifdef KVQ_SUBGROUP
const uint KL = LANES;              // invocations per key in the K phase (divides NOCT, <= subgroup size)
#else
const uint KL = 1u;
#endif
const uint KPASS = WG / KL;         // keys in flight in the K phase
const uint OPL = NOCT / KL;         // octets per lane and key
const uint KOB = OPL % 4u == 0u ? 4u : OPL % 2u == 0u ? 2u : 1u; // octets loaded at once
// Codes of 2, 4, 8 or 16 bits in rows of whole 16-byte chunks are loaded a
// chunk (uvec4) at a time: a lane takes chunks klane, klane + KL, .. of its
// key, all loaded before any is used, and the host picks KL so that a lane
// has ~64 bytes in flight whatever the format (the host's K_WIDE, for the
// formats where it measured faster: PERF.md 13-14).
// (a select, not &&: glslang 12 emits a global && of specialization constants
// as a branch outside any block where main does not use the result)
const bool KCH = K_WIDE != 0u ? ((KB == 2u || KB == 4u || KB == 8u || KB == 16u) ? (D * KB) % 128u == 0u : false) : false;
const uint NCH = D * KB / 128u;     // chunks per row (KCH)
const uint CPL = NCH / KL;          // chunks per lane and key (KCH)
const uint OPC = 16u / KB;          // octets per chunk (KCH)
const uint CPLA = CPL + 1u, OPCA = CPLA * OPC + 1u; // array sizes (never 0)
// groups nested in chunks or chunks in groups: octet i of chunk c is in group
// (8 OPC c) / G + 8 i / G, so that the octets of one group share their loads
// (with today's K_WIDE halves, Q8S and TQ, a group always spans whole chunks)
const bool KGC = K_GROUP % (8u * OPC) == 0u ? true : (8u * OPC) % K_GROUP == 0u; // (a select: see KCH)
// KVQ_PRECISION_Q_INT8 and the integer-dot K path (see the top)
const bool QR = Q_INT8 != 0u;
#ifdef KVQ_INT_DOT
const bool KDOT = QR;
#else
const bool KDOT = false;
#endif
const uint DEW = 32u / KB;           // codes per word
const uint DNB = KB >= 8u ? 1u : 8u / KB; // words of 4 bytes a code word unpacks to (code j * DNB + k in byte j of the k-th)
const uint BMASK = KB == 4u ? 0x0f0f0f0fu : KB == 2u ? 0x03030303u : 0xffffffffu;
const uint DWPL = KCW / KL;         // code words per lane and key, contiguous
const uint DLU = DWPL % 4u == 0u ? 4u : DWPL % 2u == 0u ? 2u : 1u; // words per load (KCW = KL x DWPL: rows stay aligned)
const uint SEGE = K_GROUP < DWPL * DEW ? K_GROUP : DWPL * DEW; // elements of a segment (lane's words in one group)
const uint SEGW = SEGE / DEW, DSPL = DWPL / SEGW, NSEG = D / SEGE; // its words; segments per lane; per row
const uint QEW = KDOT ? DEW : 4u, QNB = KDOT ? DNB : 1u; // q word w * QNB + k of a row: elements w * QEW + j * QNB + k
const int QX_BAD = 1000, QX_ZERO = -1000; // s_qx of a group with a NaN or an infinity, and of a group below 2^-100
const uint NVD = NOCT;              // V phase: invocations across a row, one per octet
const uint TL = WG / NVD;           // lanes (>= 1: D <= 8 * WG)
const uint RL = (RB + 7u) / 8u;     // lanes per key: each holds RV rows
const uint RV = (RB + RL - 1u) / RL;
const uint TLT = TL / RL;           // key lanes
const uint TPR = WG / RB;           // softmax team per row
const uint VU = 8u;                 // V phase: keys loaded at once (PERF.md 12, 14)
const float LOG2E = 1.4426950408889634;
const bool K_AFFINE = kvq_is_affine_c(K_FORMAT), V_AFFINE = kvq_is_affine_c(V_FORMAT);
// affine V: the decode's offset (decode8o) and the middle code taken off (8-bit codes: 128, whole; 4- and 2-bit: 7.5, 1.5)
const float VBASE = V_FORMAT == KVQ_FORMAT_Q8 ? 8388608.0 : 4194304.0;
const float VC0 = V_FORMAT == KVQ_FORMAT_Q8 ? 128.0 : V_FORMAT == KVQ_FORMAT_Q4 ? 7.5 : 1.5;

shared uint s_sign[K_ROT != 0u ? (D + 31u) / 32u : 1u]; // signs of the rotation
shared float s_kcb[KTQ ? 1u << (KB & 15u) : 1u];        // TQ levels of K and of V
shared float s_vcb[VTQ ? 1u << (VB & 15u) : 1u];
#if !defined(KVQ_MMA) && !defined(KVQ_DIRECT) // the f32 kernel's (KVQ_PRECISION_F16 on the matrix units:
                                                // attn_mma.glsl, attn_direct.glsl)
shared uint s_row[T];               // cache row of each key of the tile
shared vec4 s_q[RB * NOCT * 2u];    // the block's q rows, scaled: [row][D / 4]
shared float s_sq[K_AFFINE ? RB * (KDOT ? NSEG : NOCT) : 1u]; // sum of q over each octet (affine K; KDOT: segment)
shared int s_qx[QR ? RB * KNG : 1u];   // Q_INT8: e of each (row, K group)
shared float s_qe[QR ? RB * KNG : 1u]; // and 2^(e - 7) * scale (NaN: a bad group)
shared uint s_qi[KDOT ? RB * D / 4u : 1u]; // KDOT: q word w of row r at w * RB + r (c of 4 elements, 8 bits each)
shared float s_sc[T * RB];          // logits, then probabilities (-1: masked): key j of row i at j * RB + i
shared float s_red[RB * TPR];       // softmax partials: maxima
shared float s_red2[RB * TPR];      // and sums
shared float s_alpha[RB];           // rescale of the accumulators for this tile
shared float s_acc[WG * 8u];        // the end: accumulators of the key lanes
#endif

// The i-th chunk binding holding row `row` and the row's index in it.
#define KVQ_SEL(CHUNKS, shift, name, row, idx, sfx) \
    (CHUNKS == 1u || (row >> shift) == 0u ? name##0##sfx.w[idx] : (row >> shift) == 1u ? name##1##sfx.w[idx] \
     : (row >> shift) == 2u ? name##2##sfx.w[idx] : name##3##sfx.w[idx])
#define KVQ_LROW(CHUNKS, shift, row) (CHUNKS == 1u ? row : row & ((1u << shift) - 1u))

uint k_w1(uint row, uint w) { uint i = KVQ_LROW(K_CHUNKS, pc.k_shift, row) * KCW + w; return KVQ_SEL(K_CHUNKS, pc.k_shift, kc, row, i, _1); }
uvec2 k_w2(uint row, uint w) { uint i = (KVQ_LROW(K_CHUNKS, pc.k_shift, row) * KCW + w) >> 1; return KVQ_SEL(K_CHUNKS, pc.k_shift, kc, row, i, _2); }
uvec4 k_w4(uint row, uint w) { uint i = (KVQ_LROW(K_CHUNKS, pc.k_shift, row) * KCW + w) >> 2; return KVQ_SEL(K_CHUNKS, pc.k_shift, kc, row, i, _4); }
uint v_w1(uint row, uint w) { uint i = KVQ_LROW(V_CHUNKS, pc.v_shift, row) * VCW + w; return KVQ_SEL(V_CHUNKS, pc.v_shift, vc, row, i, _1); }
uvec2 v_w2(uint row, uint w) { uint i = (KVQ_LROW(V_CHUNKS, pc.v_shift, row) * VCW + w) >> 1; return KVQ_SEL(V_CHUNKS, pc.v_shift, vc, row, i, _2); }
uvec4 v_w4(uint row, uint w) { uint i = (KVQ_LROW(V_CHUNKS, pc.v_shift, row) * VCW + w) >> 2; return KVQ_SEL(V_CHUNKS, pc.v_shift, vc, row, i, _4); }
uint k_pw(uint row, uint w) { uint i = KVQ_LROW(K_CHUNKS, pc.k_shift, row) * KPW + w; return KVQ_SEL(K_CHUNKS, pc.k_shift, kp, row, i, _1); }
uint v_pw(uint row, uint w) { uint i = KVQ_LROW(V_CHUNKS, pc.v_shift, row) * VPW + w; return KVQ_SEL(V_CHUNKS, pc.v_shift, vp, row, i, _1); }

// Parameter `index` of a row from the word holding it. The hardware f16
// conversion (exact for every f16, subnormals included); a device that
// flushed one would change a logit by less than the attention's tolerance.
float param_of(uint word, uint index)
{
    if (PARAM_DTYPE == KVQ_DTYPE_F32) return uintBitsToFloat(word);
    uint h = (word >> ((index & 1u) * 16u)) & 0xffffu;
    return PARAM_DTYPE == KVQ_DTYPE_F16 ? unpackHalf2x16(h).x : uintBitsToFloat(h << 16);
}
uint pword(uint index) { return PARAM_DTYPE == KVQ_DTYPE_F32 ? index : index >> 1; }

// Octet words -> 8 values: w holds the octet's codes (f32: 8 words, 16-bit:
// 4, 8-bit: 2, Q4: 1, Q2: the low 16 bits of one; TQ: its 8b bits from bit
// 0 of a.x, a.y). Quantized values are not scaled (TQ: the levels); fp8
// values are f16 numbers (E4M3 * 2^-8).
void decode8(uint f, uvec4 a, uvec4 b, out float v[8])
{
    if (kvq_is_tq_c(f)) {
        uint bits = KVQ_BITS(f), mask = (1u << bits) - 1u;
        for (uint i = 0u; i < 8u; i++) {
            uint lo = i * bits, c;
            if (lo + bits <= 32u) c = a.x >> lo;
            else if (lo >= 32u) c = a.y >> (lo - 32u);
            else c = (a.x >> lo) | (a.y << (32u - lo));
            c &= mask;
            v[i] = f == K_FORMAT ? s_kcb[c] : s_vcb[c]; // (K and V of one TQ format: the same book)
        }
    } else if (f == KVQ_FORMAT_F32) {
        v[0] = uintBitsToFloat(a.x); v[1] = uintBitsToFloat(a.y); v[2] = uintBitsToFloat(a.z); v[3] = uintBitsToFloat(a.w);
        v[4] = uintBitsToFloat(b.x); v[5] = uintBitsToFloat(b.y); v[6] = uintBitsToFloat(b.z); v[7] = uintBitsToFloat(b.w);
    } else if (f == KVQ_FORMAT_F16) {
        for (uint i = 0u; i < 4u; i++) {
            vec2 p = unpackHalf2x16(a[i]);
            v[2u * i] = p.x;
            v[2u * i + 1u] = p.y;
        }
    } else if (f == KVQ_FORMAT_BF16) {
        for (uint i = 0u; i < 4u; i++) {
            v[2u * i] = uintBitsToFloat(a[i] << 16);
            v[2u * i + 1u] = uintBitsToFloat(a[i] & 0xffff0000u);
        }
    } else if (f == KVQ_FORMAT_Q8S) { // (byte ^ 0x80) in an f32 mantissa: 2^23 + 128 + code, exact
        for (uint i = 0u; i < 8u; i++)
            v[i] = kvq_s8_float((a[i >> 2] >> (8u * (i & 3u))) & 0xffu);
    } else if (f == KVQ_FORMAT_E5M2 || f == KVQ_FORMAT_E4M3) {
        for (uint i = 0u; i < 2u; i++) {
            uint w = a[i], lo, hi; // bytes 0 1 2 3 -> f16 pairs (0, 1) and (2, 3)
            if (f == KVQ_FORMAT_E5M2) {
                lo = ((w & 0xffu) << 8) | ((w & 0xff00u) << 16);
                hi = ((w & 0xff0000u) >> 8) | (w & 0xff000000u);
            } else { // s.eeee.mmm -> s.0eeee.mmm0000000
                lo = ((w & 0x80u) << 8) | ((w & 0x7fu) << 7) | ((w & 0x8000u) << 16) | ((w & 0x7f00u) << 15);
                hi = ((w & 0x800000u) >> 8) | ((w & 0x7f0000u) >> 9) | (w & 0x80000000u) | ((w & 0x7f000000u) >> 1);
            }
            vec2 p = unpackHalf2x16(lo), r = unpackHalf2x16(hi);
            v[4u * i] = p.x; v[4u * i + 1u] = p.y; v[4u * i + 2u] = r.x; v[4u * i + 3u] = r.y;
        }
    } else { // affine codes of 8, 4 or 2 bits, in an f32 mantissa: 2^23 + code, exact (no int-to-float conversion)
        uint bits = KVQ_BITS(f), per = 32u / bits;
        for (uint i = 0u; i < 8u; i++)
            v[i] = kvq_code_float((a[i / per] >> ((i % per) * bits)) & ((1u << bits) - 1u));
    }
}
// decode8, but affine codes minus off - VBASE: 8-bit ones as 2^23 + code (a byte placed in a word: one permute on
// NVIDIA), 4- and 2-bit ones as 2^22 + code in an f32 mantissa whose last bit is 1/2 (2 code + 2^22's pattern:
// one integer multiply-add where the plain decode ORs), so that off - 2^22 may be a half
void decode8o(uint f, uvec4 a, uvec4 b, float off, out float v[8])
{
    if (kvq_is_affine_c(f)) {
        uint bits = KVQ_BITS(f), per = 32u / bits;
        for (uint i = 0u; i < 8u; i++) {
            uint c = (a[i / per] >> ((i % per) * bits)) & ((1u << bits) - 1u);
            v[i] = uintBitsToFloat(bits == 8u ? 0x4b000000u | c : c * 2u + 0x4a800000u) - off;
        }
    } else {
        decode8(f, a, b, v);
    }
}
// fp8 values come out of decode8 as f16 numbers: E4M3's are 2^-8 of it
float fp8_unit(uint f) { return f == KVQ_FORMAT_E4M3 ? 256.0 : 1.0; }

// Codes of octet o of a row as the words decode8 takes (TQ of 3, 5 or 6
// bits: the octet's bits may start inside a word and straddle into the next).
uvec4 octet_window(uint w0, uint w1, uint sh) { return uvec4(sh == 0u ? w0 : (w0 >> sh) | (w1 << (32u - sh)), w1 >> sh, 0u, 0u); }
void k_octet(uint row, uint o, out uvec4 a, out uvec4 b)
{
    b = uvec4(0u);
    if (KB == 3u || KB == 5u || KB == 6u) {
        uint bit = 8u * KB * o, w = bit >> 5, sh = bit & 31u;
        a = octet_window(k_w1(row, w), sh + 8u * KB > 32u ? k_w1(row, w + 1u) : 0u, sh);
    } else if (KB == 32u) { a = k_w4(row, 8u * o); b = k_w4(row, 8u * o + 4u); }
    else if (KB == 16u) a = k_w4(row, 4u * o);
    else if (KB == 8u) a = uvec4(k_w2(row, 2u * o), 0u, 0u);
    else if (KB == 4u) a = uvec4(k_w1(row, o), 0u, 0u, 0u);
    else a = uvec4(k_w1(row, o >> 1) >> ((o & 1u) * 16u), 0u, 0u, 0u);
}
void v_octet(uint row, uint o, out uvec4 a, out uvec4 b)
{
    b = uvec4(0u);
    if (VB == 3u || VB == 5u || VB == 6u) {
        uint bit = 8u * VB * o, w = bit >> 5, sh = bit & 31u;
        a = octet_window(v_w1(row, w), sh + 8u * VB > 32u ? v_w1(row, w + 1u) : 0u, sh);
    } else if (VB == 32u) { a = v_w4(row, 8u * o); b = v_w4(row, 8u * o + 4u); }
    else if (VB == 16u) a = v_w4(row, 4u * o);
    else if (VB == 8u) a = uvec4(v_w2(row, 2u * o), 0u, 0u);
    else if (VB == 4u) a = uvec4(v_w1(row, o), 0u, 0u, 0u);
    else a = uvec4(v_w1(row, o >> 1) >> ((o & 1u) * 16u), 0u, 0u, 0u);
}

// Scale (TQ: times the level scale) and bias of K's group g of a row.
void k_params(uint row, uint g, out float sg, out float zg)
{
    sg = 1.0;
    zg = 0.0;
    if (!kvq_is_plain_c(K_FORMAT)) {
        sg = param_of(k_pw(row, pword(g)), g) * (KTQ ? kvq_rot_scale(ROT_LOG) : 1.0);
        if (K_AFFINE) zg = param_of(k_pw(row, pword(KNG + g)), KNG + g);
    }
}
// part[r] += the logit terms of octet o of a key for each row r of the
// block, from the octet's code words (a, b) and its group's scale and bias
// (q.k = s * q.codes + z * sum(q) for affine groups). A macro: part is sized
// by a specialization constant.
#define K_OCTET_DOT(a, b, o, sg, zg)                                                                             \
    {                                                                                                            \
        float v_[8];                                                                                             \
        decode8(K_FORMAT, a, b, v_);                                                                             \
        for (uint r_ = 0u; r_ < RB; r_++) {                                                                      \
            vec4 qa = s_q[(r_ * NOCT + (o)) * 2u], qb = s_q[(r_ * NOCT + (o)) * 2u + 1u];                        \
            float dot = qa.x * v_[0] + qa.y * v_[1] + qa.z * v_[2] + qa.w * v_[3] + qb.x * v_[4] + qb.y * v_[5] + \
                        qb.z * v_[6] + qb.w * v_[7];                                                             \
            part[r_] = kvq_is_plain_c(K_FORMAT) ? part[r_] + dot : part[r_] + (sg) * dot;                       \
            if (K_AFFINE) part[r_] += (zg) * s_sq[r_ * NOCT + (o)];                                              \
        }                                                                                                        \
    }

float load_q(uint e)
{
    if (Q_DTYPE == KVQ_DTYPE_F32) return uintBitsToFloat(q[pc.q_off + e]);
    uint w = q[pc.q_off + (e >> 1)], h = (e & 1u) != 0u ? (w >> 16) : (w & 0xffffu);
    return Q_DTYPE == KVQ_DTYPE_F16 ? kvq_f16_to_f32(h) : kvq_bf16_to_f32(h);
}

// x / block_size and x % block_size, by a shift and a mask where the block
// size is a power of two (pc.block_log < 32; uniform)
uint block_div(uint x) { return pc.block_log < 32u ? x >> pc.block_log : x / pc.block_size; }
uint block_mod(uint x) { return pc.block_log < 32u ? x & ((1u << pc.block_log) - 1u) : x % pc.block_size; }

void flag(uint bit, uint word, uint index)
{
    atomicOr(status[pc.status_index * KVQ_STATUS_WORDS], bit);
    atomicMin(status[pc.status_index * KVQ_STATUS_WORDS + word], index);
}

#if defined(KVQ_DIRECT)
#include "attn_direct.glsl"
#elif defined(KVQ_MMA)
#include "attn_mma.glsl"
#else
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

    // the block's q rows (row r = query i * GQA + g reads q head h * GQA + g),
    // the K format's fp8 unit folded in
    for (uint e4 = lid; e4 < RB * D / 4u; e4 += WG) {
        uint r = e4 / (D / 4u), d = (e4 % (D / 4u)) * 4u;
        vec4 v = vec4(0.0);
        if (r < nr) {
            uint rg = r0 + r, base = ((s * N_QUERIES + rg / GQA) * pc.n_kv_heads * GQA + h * GQA + rg % GQA) * D + d;
            v = vec4(load_q(base), load_q(base + 1u), load_q(base + 2u), load_q(base + 3u)) * (QR ? 1.0 : qscale * fp8_unit(K_FORMAT));
        }
        s_q[e4] = v;
    }
    if (KTQ)
        for (uint i = lid; i < (1u << KB); i += WG) s_kcb[i] = kvq_tq_level(KB, i);
    if (VTQ)
        for (uint i = lid; i < (1u << VB); i += WG) s_vcb[i] = kvq_tq_level(VB, i);
    if (K_ROT != 0u) { // q rotated like K's rows: (1/sqrt(R)) H (sigma . q)
        for (uint i = lid; i < (D + 31u) / 32u; i += WG) s_sign[i] = kvq_sign_word(pc.seed_lo, pc.seed_hi, i);
        barrier();
        for (uint i = lid; i < RB * D; i += WG) {
            uint d = i % D;
            s_q[i >> 2][i & 3u] = kvq_flip(s_sign[d >> 5], d, s_q[i >> 2][i & 3u]);
        }
        barrier();
        [[dont_unroll]] for (uint len = 1u; len < RBLK; len *= 2u) {
            for (uint p = lid; p < RB * D / 2u; p += WG) {
                uint i = (p / len) * 2u * len + p % len, j = i + len;
                float x = s_q[i >> 2][i & 3u], y = s_q[j >> 2][j & 3u];
                s_q[i >> 2][i & 3u] = x + y;
                s_q[j >> 2][j & 3u] = x - y;
            }
            barrier();
        }
        float c = kvq_rot_scale(ROT_LOG);
        for (uint e4 = lid; e4 < RB * D / 4u; e4 += WG) s_q[e4] *= c;
    }
    if (QR) { // q as given -> c * 2^(e - 7) per (row, K group), then scaled (kvq__q_int8_round)
        barrier();
        for (uint i = lid; i < RB * KNG; i += WG) {
            uint r = i / KNG, g = i % KNG;
            float amax = 0.0;
            bool bad = false;
            for (uint d = g * K_GROUP; d < (g + 1u) * K_GROUP; d += 4u) {
                vec4 x = abs(s_q[(r * D + d) >> 2]);
                bad = bad || any(isnan(x)) || any(isinf(x));
                amax = max(amax, max(max(x.x, x.y), max(x.z, x.w)));
            }
            int e;
            frexp(amax, e);
            bool zero = amax < 7.888609052210118e-31; // 2^-100
            s_qx[i] = bad ? QX_BAD : zero ? QX_ZERO : e;
            s_qe[i] = bad ? uintBitsToFloat(0x7fc00000u) : zero ? 0.0 : ldexp(qscale, e - 7);
        }
        barrier();
        for (uint i = lid; i < RB * D / 4u; i += WG) { // q word qw of row r: its 4 elements, each by one invocation
            uint r = i / (D / 4u), qw = i % (D / 4u), w = qw / QNB, k = qw % QNB, packed = 0u;
            for (uint j = 0u; j < 4u; j++) {
                uint d = w * QEW + j * QNB + k, ei = r * D + d;
                int e = s_qx[r * KNG + d / K_GROUP];
                bool plain = e != QX_BAD && e != QX_ZERO;
                float c = plain ? clamp(roundEven(ldexp(s_q[ei >> 2][ei & 3u], 7 - e)), -127.0, 127.0) : 0.0;
                packed |= (uint(int(c)) & 0xffu) << (8u * j);
                s_q[ei >> 2][ei & 3u] = plain ? ldexp(c, e - 7) * qscale : e == QX_BAD ? uintBitsToFloat(0x7fc00000u) : 0.0;
            }
            if (KDOT) s_qi[qw * RB + r] = packed;
        }
    }
    barrier();
    if (K_AFFINE && KDOT) { // sum of q over each segment
        for (uint e = lid; e < RB * NSEG; e += WG) {
            float t = 0.0;
            for (uint i = 0u; i < SEGE / 4u; i++) {
                vec4 a = s_q[(e * SEGE) / 4u + i];
                t += (a.x + a.y) + (a.z + a.w);
            }
            s_sq[e] = t;
        }
    } else if (K_AFFINE) {
        for (uint e = lid; e < RB * NOCT; e += WG) {
            vec4 a = s_q[2u * e], b = s_q[2u * e + 1u];
            s_sq[e] = (a.x + a.y + a.z + a.w) + (b.x + b.y + b.z + b.w);
        }
    }

    // K phase: key slot and lane of this invocation
#ifdef KVQ_SUBGROUP
    // a key's KL lanes are neighbours in one subgroup, which holds SGN invocations: gl_SubgroupSize where
    // subgroups are full (a GPU running a workgroup of a multiple of its subgroup size), fewer where a device
    // fills them partly, as Vulkan allows (llvmpipe with 1024- or 2048-bit vectors runs a workgroup of 64 as 4
    // subgroups of 16 of its size 32 or 64); taken equally filled, which holds where every invocation's index is below SGN (the
    // indices being distinct), and a multiple of KL; else the op writes nothing and its wait fails
    const uint SGN = WG / gl_NumSubgroups;
    if (gl_SubgroupInvocationID >= SGN || SGN % KL != 0u || WG % gl_NumSubgroups != 0u)
        atomicOr(status[pc.status_index * KVQ_STATUS_WORDS], KVQ_STATUS_SUBGROUPS);
    uint klane = gl_SubgroupInvocationID % KL, kslot = gl_SubgroupID * (SGN / KL) + gl_SubgroupInvocationID / KL;
#else
    uint klane = 0u, kslot = lid;
#endif
    // softmax state of row sr (identical in every member of its team)
    uint sr = lid / TPR, sk = lid % TPR;
    float m = NEG_INF, l = 0.0;
    // V accumulators: rows vr0 + i, values vd * 8 .. + 8; bias terms p * z apart
    uint vd = lid % NVD, lane = lid / NVD, vgrp = lane % RL, vtl = lane / RL, vr0 = vgrp * RV;
    bool vactive = lane < TL && vtl < TLT;
    float acc[RV * 8u], bacc[RV];
    for (uint i = 0u; i < RV * 8u; i++) acc[i] = 0.0;
    for (uint i = 0u; i < RV; i++) bacc[i] = 0.0;
    float vunit = fp8_unit(V_FORMAT);
    const float RSC = kvq_rot_scale(ROT_LOG); // TQ: a level times the norm / sqrt(R) is the rotated value

    for (uint t0 = t_begin; t0 < t_end; t0 += T) {
        uint n = min(T, t_end - t0);
        barrier(); // the previous tile is done with s_sc, s_row, s_alpha and s_red2
        // -- the cache rows of the tile's keys, their block table entries checked
        for (uint j = lid; j < n; j += WG) {
            uint t = t0 + j, slot = t;
            if (PAGED != 0u) {
                uint bi = block_div(t);
                int blk = tables[pc.bt_off + s * pc.max_blocks + bi];
                if (blk < 0 || uint(blk) >= pc.n_blocks) {
                    flag(KVQ_STATUS_BAD_BLOCK, 3u, s * pc.max_blocks + bi);
                    blk = 0;
                }
                slot = uint(blk) * pc.block_size + block_mod(t);
            }
            s_row[j] = (block_div(slot) * pc.n_kv_heads + h) * pc.block_size + block_mod(slot);
        }
        barrier();
        // -- K: the logits of the tile's keys; a lane's octets are loaded in
        // batches before any is used, so that their loads overlap
        for (uint jb = 0u; jb < T; jb += KPASS) {
            uint j = jb + kslot, t = t0 + j;
            float part[RB];
            for (uint i = 0u; i < RB; i++) part[i] = 0.0;
#ifdef KVQ_INT_DOT
            if (KDOT && j < n) { // the lane's DWPL code words, all loaded before any is used
                uint row = s_row[j];
                uint cw[DWPL];
                float sgs[DSPL], zgs[DSPL];
                int isum[RB];
                for (uint u = 0u; u < DWPL / DLU; u++) {
                    uint w = klane * DWPL + u * DLU;
                    if (DLU == 4u) {
                        uvec4 x = k_w4(row, w);
                        cw[4u * u] = x.x; cw[4u * u + 1u] = x.y; cw[4u * u + 2u] = x.z; cw[4u * u + 3u] = x.w;
                    } else if (DLU == 2u) {
                        uvec2 x = k_w2(row, w);
                        cw[2u * u] = x.x; cw[2u * u + 1u] = x.y;
                    } else {
                        cw[u] = k_w1(row, w);
                    }
                }
                for (uint u = 0u; u < DSPL; u++) k_params(row, (klane * DWPL + u * SEGW) * DEW / K_GROUP, sgs[u], zgs[u]);
                for (uint r = 0u; r < RB; r++) isum[r] = 0;
                for (uint i = 0u; i < DWPL; i++) {
                    uint w = klane * DWPL + i;
                    for (uint k = 0u; k < DNB; k++) {
                        uint b = (cw[i] >> (KB * k)) & BMASK;
                        for (uint r = 0u; r < RB; r++) {
                            uint qw = s_qi[(w * DNB + k) * RB + r];
                            isum[r] += K_FORMAT == KVQ_FORMAT_Q8S ? kvq_sdot4(qw, b, 0u) : kvq_sudot4(qw, b, 0u);
                        }
                    }
                    if ((i + 1u) % SEGW == 0u) { // the end of a segment: its group's scale and bias, once
                        uint u = i / SEGW, g = w * DEW / K_GROUP;
                        for (uint r = 0u; r < RB; r++) {
                            part[r] += (sgs[u] * s_qe[r * KNG + g]) * float(isum[r]);
                            if (K_AFFINE) part[r] += zgs[u] * s_sq[r * NSEG + w / SEGW];
                            isum[r] = 0;
                        }
                    }
                }
            } else
#endif
            if (KCH && j < n) {
                uint row = s_row[j];
                uvec4 ch[CPLA];
                float sgs[OPCA], zgs[OPCA];
                for (uint u = 0u; u < CPL; u++) ch[u] = k_w4(row, 4u * (klane + u * KL));
                for (uint u = 0u; u < CPL; u++)
                    for (uint i = 0u; i < OPC; i++) {
                        uint o = (klane + u * KL) * OPC + i;
                        uint g = KGC ? (klane + u * KL) * OPC * 8u / K_GROUP + i * 8u / K_GROUP : o * 8u / K_GROUP;
                        k_params(row, g, sgs[u * OPC + i], zgs[u * OPC + i]);
                    }
                for (uint u = 0u; u < CPL; u++)
                    for (uint i = 0u; i < OPC; i++) {
                        uint o = (klane + u * KL) * OPC + i;
                        uvec4 a = KB == 16u ? ch[u] : KB == 8u ? uvec4(ch[u][2u * i], ch[u][2u * i + 1u], 0u, 0u)
                                : KB == 4u ? uvec4(ch[u][i], 0u, 0u, 0u) : uvec4(ch[u][i >> 1] >> ((i & 1u) * 16u), 0u, 0u, 0u);
                        K_OCTET_DOT(a, uvec4(0u), o, sgs[u * OPC + i], zgs[u * OPC + i])
                    }
            } else if (j < n) {
                uint row = s_row[j];
                for (uint ob = 0u; ob < OPL; ob += KOB) {
                    uvec4 ca[KOB], cb[KOB];
                    float sgs[KOB], zgs[KOB];
                    for (uint u = 0u; u < KOB; u++) {
                        uint o = klane + (ob + u) * KL;
                        k_octet(row, o, ca[u], cb[u]);
                        k_params(row, o * 8u / K_GROUP, sgs[u], zgs[u]);
                    }
                    for (uint u = 0u; u < KOB; u++) {
                        uint o = klane + (ob + u) * KL;
                        K_OCTET_DOT(ca[u], cb[u], o, sgs[u], zgs[u])
                    }
                }
            }
#ifdef KVQ_SUBGROUP
            for (uint st = KL / 2u; st > 0u; st /= 2u)
                for (uint i = 0u; i < RB; i++) part[i] += subgroupShuffleXor(part[i], st);
#endif
            if (klane == 0u && j < T) {
                for (uint i = 0u; i < RB; i++) {
                    uint pos = len - N_QUERIES + (r0 + i) / GQA; // the row's query position
                    bool seen = j < n && i < nr && t <= pos && (pc.window == 0u || t + pc.window > pos);
                    float v = part[i];
                    if (SOFTCAP != 0u) v = cap * tanh(v / cap) * LOG2E;
                    s_sc[j * RB + i] = seen ? v : NEG_INF;
                }
            }
        }
        barrier();
        // -- softmax: member k of row sr's team takes keys k, k + TPR, ..
        float mx = NEG_INF;
        if (sr < RB) {
            for (uint j = sk; j < T; j += TPR) mx = max(mx, s_sc[j * RB + sr]);
            s_red[sr * TPR + sk] = mx;
        }
        barrier();
        if (sr < RB) {
            for (uint k = 0u; k < TPR; k++) mx = max(mx, s_red[sr * TPR + k]);
            float m_new = max(m, mx);
            float alpha = m_new == NEG_INF ? 1.0 : exp2(m - m_new);
            float part = 0.0;
            for (uint j = sk; j < T; j += TPR) {
                float v = s_sc[j * RB + sr];
                float p = v == NEG_INF ? -1.0 : exp2(v - m_new); // -1: a key the row may not see
                s_sc[j * RB + sr] = p;
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
                    for (uint k = 0u; k < 8u; k++) acc[i * 8u + k] *= al;
                    bacc[i] *= al;
                }
            }
            // every row of the block sees every key of the tile (uniform): the
            // last key is at or before the first row's query, and the last
            // row's window reaches back to the first key
            bool full = nr == RB && t0 + n <= len - N_QUERIES + r0 / GQA + 1u &&
                        (pc.window == 0u || t0 + pc.window > len - N_QUERIES + (r0 + nr - 1u) / GQA);
            // keys in batches of VU: their loads first, so that they overlap
            for (uint jb = vtl; jb < n; jb += TLT * VU) {
                uvec4 ca[VU], cb[VU];
                // (affine V: p s c and p z are summed apart, so where z is near -s c, data around zero, the two
                // sums cancel and their f32 rounding grew with the keys: 4e-5 over 8000 keys of uniform data in
                // one split, found by a review. So a group is taken as s (c - c0) + (z + s c0), c0 the middle code,
                // the codes centred by the decode's own offset: 8000 keys 7e-7. Choosing per group whether to
                // centre cost 4-7% at 8 x 32768 on the H200, centring every group 0-1%: examples/PERF.md 90)
                float sgs[VU], zgs[VU];
                for (uint u = 0u; u < VU; u++) {
                    uint j = jb + u * TLT, row = s_row[min(j, n - 1u)];
                    v_octet(row, vd, ca[u], cb[u]);
                    sgs[u] = vunit;
                    zgs[u] = 0.0;
                    if (!kvq_is_plain_c(V_FORMAT)) {
                        uint g = vd * 8u / V_GROUP;
                        sgs[u] *= param_of(v_pw(row, pword(g)), g) * (VTQ ? RSC : 1.0);
                        if (V_AFFINE) zgs[u] = param_of(v_pw(row, pword(VNG + g)), VNG + g) + sgs[u] * VC0;
                    }
                }
                // (a tile every row sees whole, the decode case: no test per key and row;
                // not for plain V formats, where the second copy of the loop took
                // F16's pipeline from 128 to 130 registers on the H200, one resident
                // workgroup fewer per SM: examples/PERF.md 17)
#define KVQ_V_KEYS(MASKED)                                                              \
                for (uint u = 0u; u < VU; u++) {                                        \
                    uint j = jb + u * TLT;                                              \
                    float v[8];                                                         \
                    if (j >= n) continue;                                               \
                    decode8o(V_FORMAT, ca[u], cb[u], VBASE + VC0, v);                   \
                    for (uint i = 0u; i < RV; i++) {                                    \
                        if (vr0 + i >= RB) continue;                                    \
                        float p = s_sc[j * RB + vr0 + i];                               \
                        if (MASKED && p < 0.0) continue; /* the row may not see this key */ \
                        float ps = p * sgs[u];                                          \
                        for (uint k = 0u; k < 8u; k++) acc[i * 8u + k] += ps * v[k];     \
                        if (V_AFFINE) bacc[i] += p * zgs[u];                            \
                    }                                                                   \
                }
                if (!kvq_is_plain_c(V_FORMAT) && full) { // (the constant first: the branch folds away)
                    KVQ_V_KEYS(false)
                } else {
                    KVQ_V_KEYS(true)
                }
#undef KVQ_V_KEYS
            }
        }
    }

    // partials of the block's rows: o summed over the key lanes, then m and l
    // (not unrolled: barriers in an unrolled loop cost lavapipe seconds of compiling)
    uint base = ((s * pc.n_kv_heads + h) * pc.n_splits + split) * R;
    // (the accumulators of row i are picked with constant indices: a
    // dynamic index would put the whole array in local memory)
    [[dont_unroll]] for (uint i = 0u; i < RV; i++) {
        barrier();
        if (vactive)
            for (uint k = 0u; k < 8u; k++) {
                float a = 0.0;
                for (uint ii = 0u; ii < RV; ii++)
                    if (ii == i) a = acc[ii * 8u + k] + bacc[ii];
                s_acc[lid * 8u + k] = a;
            }
        barrier();
        uint r = vr0 + i;
        if (vactive && vtl == 0u && r < nr) {
            for (uint k = 0u; k < 8u; k++) {
                float sum = 0.0;
                for (uint u = 0u; u < TLT; u++) sum += s_acc[((u * RL + vgrp) * NVD + vd) * 8u + k];
                ws[pc.ws_off + (base + r0 + r) * (D + 2u) + vd * 8u + k] = sum;
            }
        }
    }
    if (sr < nr && sk == 0u) {
        ws[pc.ws_off + (base + r0 + sr) * (D + 2u) + D] = m;
        ws[pc.ws_off + (base + r0 + sr) * (D + 2u) + D + 1u] = l;
    }
}
#endif
