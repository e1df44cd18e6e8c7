#version 450
// cache_write: a workgroup quantizes rows_per_group rows, each of HEAD_DIM
// values (DTYPE) of one (token, head), into the slot's codes and params
// (FORMAT). One invocation to each vector of VEC values of a row (a
// group's invocations combine their minima and maxima; TQ's a rotation
// block's norm). Rotated formats (TQ, and the rotation option) rotate each
// vector in registers, with the rest of its rotation block's vectors
// through shared memory for the transform's wider stages.
// Only barriers and shared memory are used between invocations: correct
// for any subgroup size.
#define KVQ_FAMILY_ROWS
#include "kvq_defs.glsl"
#include "kvq_variant.glsl"
#extension GL_EXT_control_flow_attributes : require
layout(local_size_x_id = 0) in;
layout(constant_id = 0) const uint WG = 64u;
layout(set = 0, binding = 0) readonly buffer Values { uint values[]; };
layout(set = 0, binding = 0) readonly buffer Values4 { uvec4 values4[]; }; // the same, 16 bytes at a time
layout(set = 0, binding = 1) readonly buffer Slots { int slots[]; };
layout(set = 0, binding = 10) buffer Status { uint status[]; };
// K and V in one dispatch (PAIR, gl_NumWorkGroups.z = 2: kvq.h kvq__rows__vk):
// workgroups of z = 1 take the second store's values from binding 11 (at
// pc.values_off_v), and its rows are those of codes and params chunk 1
// (row + 2^pc.chunk_shift: CHUNKS is 2, one binding per store)
layout(set = 0, binding = 11) readonly buffer ValuesV { uint values_v[]; };
layout(set = 0, binding = 11) readonly buffer ValuesV4 { uvec4 values_v4[]; };
#include "kvq_common.glsl"
#include "kvq_codebook.glsl"

const uint B = KVQ_BITS(FORMAT);
const uint PER = 32u / B; // codes per word (formats whose codes do not straddle words)
const uint NG = HEAD_DIM / GROUP_SIZE; // <= 64 = WG: HEAD_DIM <= 1024, GROUP_SIZE >= 16 (TQ: blocks)
const uint NPARAMS = kvq_is_affine_c(FORMAT) ? 2u * NG : NG;
const uint CW = (HEAD_DIM * B + 31u) / 32u; // code words per row
const bool TQ = kvq_is_tq_c(FORMAT);
const bool ROT = ROTATION != 0u;   // rows are rotated (TQ, or the rotation option)
const uint RBLK = 1u << ROT_LOG;   // rotation block
const uint TROWS = HEAD_DIM >= WG * VEC ? 1u : WG * VEC / HEAD_DIM; // rows of a TQ tile (= RPV below)
const uint PW = kvq_is_plain_c(FORMAT) ? 0u : (NPARAMS * (PARAM_DTYPE == KVQ_DTYPE_F32 ? 4u : 2u) + 3u) / 4u; // param words
// VEC (a specialization constant): values per invocation; 16, or in small
// dispatches 4 or 8 for plain formats, 4 for integer and fp8 codes (not
// rotated; 8 for 4- and 8-bit codes where a row has more than WG vectors of
// 4), 8 for TQ (less of the unrolled code a one-token write runs,
// examples/PERF.md R27-R30), in large ones 32 for integer codes in groups
// of a multiple of 32, not rotated (kvq.h kvq__rows__vk)
const uint NW = VEC * B >= 32u ? VEC * B / 32u : 1u; // its code words (B of 2, 4, 8, 16 or 32 bits), or 1 where
                                                      // they are part of a word (VEC B < 32)
const uint SPW = VEC * B >= 32u ? 1u : 32u / (VEC * B); // vectors a code word (Q4 at 4 values, Q2 at 4: 2, 4)
const uint PV = PER < VEC ? PER : VEC;                // codes of a word an invocation makes
const uint IPB = RBLK / VEC;      // rotated formats: vectors of a rotation block (VEC, 8 or 16, divides RBLK)
#define KVQ_STORE_WRITE
#include "kvq_store.glsl"

// Formats other than TQ: one invocation per vector of VEC values of a row
// (head_dim and group sizes are multiples of 16), so
// that a pass quantizes RPV whole rows with every invocation busy: the
// vector's values are loaded at once (16-byte loads where the values are
// aligned), a group's minimum, maximum and |x| maximum are combined over
// its LPG invocations in shared memory (exact in any order), and each
// invocation stores its own whole code words (where its codes are part of a
// word, SPW > 1: the word's first vector stores it after the pass's barrier).
const uint NV = HEAD_DIM / VEC;   // invocations per row (<= WG = 64: HEAD_DIM <= 1024)
const uint LPG = kvq_is_plain_c(FORMAT) ? 1u : GROUP_SIZE / VEC; // invocations per group
const uint RPV = WG / NV;         // rows per pass (the host's rows_per_group is a multiple of it)
shared uint s_scale_bits[WG], s_bias_bits[WG]; // per (row of the pass, group): RPV * NG = 1024 / GROUP_SIZE <= WG
shared float s_mn[LPG > 1u ? WG : 1u], s_mx[LPG > 1u ? WG : 1u], s_am[LPG > 1u ? WG : 1u];
shared uint s_bad[LPG > 1u ? WG : 1u];
shared uint s_piece[TQ ? 1u : WG * ((((VEC * B) & 31u) + 31u) >> 5) + 1u]; // codes of vectors that share a word
// Rotated formats: the exchange of the FWHT's stages across vectors
// (rotate_vector; TQ: s_ex, also for its squares' tree), the signs; TQ: per
// block 1/n (0: codes 0) and the stored norm's bits, each vector's max |x|,
// and the guide to the book's thresholds (tq_guide); the tile's code words
// where a vector's codes are not whole words (s_cw).
shared float s_x[ROT && !TQ ? 2u * VEC * WG : 1u];
shared uint s_sign[ROT ? (HEAD_DIM + 31u) / 32u : 1u];
shared float s_ex[TQ ? 2u * VEC * WG : 1u];
shared float s_inv[TQ ? TROWS * HEAD_DIM / 16u : 1u];
shared uint s_nb[TQ ? TROWS * HEAD_DIM / 16u : 1u];
shared uint s_bmax[TQ ? WG : 1u];
shared uvec2 s_guide[TQ ? KVQ_TQ_GN(B) : 1u];
shared uint s_cw[TQ ? TROWS * CW * ((((VEC * B) & 31u) + 31u) >> 5) + 1u : 1u]; // (only where VEC B is not whole words)

uint g_half; // this workgroup's store: 0, or 1 for the second of a K and V dispatch
uint values_off() { return g_half == 0u ? pc.values_off : pc.values_off_v; }
uint value_word(uint i) { return g_half == 0u ? values[i] : values_v[i]; } // i counts from the binding's start
uvec4 value_vec4(uint i) { return g_half == 0u ? values4[i] : values_v4[i]; }

// The row of the cache that input row rid of this dispatch (= token *
// n_kv_heads + head - pc.row0) goes to; false for a skipped token.
bool cache_row(uint rid, out uint r)
{
    uint t = kvq_udiv(pc.row0 + rid, pc.heads_m, pc.heads_sh), h = pc.row0 + rid - t * pc.n_kv_heads;
    int slot = pc.use_slots != 0u ? slots[pc.slots_off + t] : int(pc.start + t);
    r = 0u;
    if (slot < 0 || uint(slot) >= pc.capacity) return false;
    r = kvq_cache_row(uint(slot), h) + (g_half << pc.chunk_shift);
    return true;
}

// The VEC values of input row rid from element e of the row: 16-byte loads
// where the binding's word offset keeps them aligned (rows are multiples of
// 16 values), else one word at a time.
void load_vec(uint rid, uint e, out float x[VEC])
{
    uint e0 = rid * HEAD_DIM + e, off = values_off();
    bool wide = (off & 3u) == 0u;
    if (DTYPE == KVQ_DTYPE_F32) {
        if (wide) {
            uint i0 = (off + e0) >> 2;
            for (uint k = 0u; k < VEC / 4u; k++) {
                uvec4 w = value_vec4(i0 + k);
                x[4u * k] = uintBitsToFloat(w.x); x[4u * k + 1u] = uintBitsToFloat(w.y);
                x[4u * k + 2u] = uintBitsToFloat(w.z); x[4u * k + 3u] = uintBitsToFloat(w.w);
            }
        } else {
            for (uint k = 0u; k < VEC; k++) x[k] = uintBitsToFloat(value_word(off + e0 + k));
        }
    } else {
        uint w[VEC / 2u];
        if (wide && VEC % 8u == 0u) {
            uint i0 = (off + e0 / 2u) >> 2;
            for (uint k = 0u; k < VEC / 8u; k++) {
                uvec4 v = value_vec4(i0 + k);
                w[4u * k] = v.x; w[4u * k + 1u] = v.y; w[4u * k + 2u] = v.z; w[4u * k + 3u] = v.w;
            }
        } else {
            for (uint k = 0u; k < VEC / 2u; k++) w[k] = value_word(off + e0 / 2u + k);
        }
        for (uint k = 0u; k < VEC / 2u; k++) {
            uint lo = w[k] & 0xffffu, hi = w[k] >> 16;
            x[2u * k] = DTYPE == KVQ_DTYPE_F16 ? kvq_f16_to_f32(lo) : kvq_bf16_to_f32(lo);
            x[2u * k + 1u] = DTYPE == KVQ_DTYPE_F16 ? kvq_f16_to_f32(hi) : kvq_bf16_to_f32(hi);
        }
    }
}

// Rotated formats other than TQ: vector lid of the pass (row lid / NV,
// values (lid % NV) VEC ..) rotated in registers, y = (1/sqrt(R)) H (sigma . x),
// as kvq__rotate_row (KVQ_FWHT_REGS over the block's IPB vectors, s_x its
// exchange; examples/PERF.md R23).
void rotate_vector(uint base, uint end, uint lid, out float x[VEC])
{
    const uint lr = lid / NV, d0 = (lid % NV) * VEC, kb = lid % IPB;
    const bool act = lr < RPV && base + lr < end; // (the same for a whole row, so for a whole block)
    uint buf = 0u;
    for (uint k = 0u; k < VEC; k++) x[k] = 0.0;
    if (act) {
        load_vec(base + lr, d0, x);
        for (uint k = 0u; k < VEC; k++) x[k] = kvq_flip(s_sign[(d0 + k) >> 5], d0 + k, x[k]);
    }
    KVQ_FWHT_REGS(x, VEC, IPB, kb, act, s_x, buf, lid, WG)
    if (IPB > 1u) barrier(); // the next pass's first exchange writes the half read here
    const float c = kvq_rot_scale(ROT_LOG);
    for (uint k = 0u; k < VEC; k++) {
        precise float y = x[k] * c;
        x[k] = y;
    }
}

// A parameter v stored as PARAM_DTYPE: its bits, and in `value` what they
// decode to (kvq_param_decode(kvq_param_encode(v))). f16 params in the common
// case (a normal f16) by kvq_f32_to_f16_normal, the others the general way:
// a one-token write waits on this chain (examples/PERF.md R18).
uint param_store(float v, out float value)
{
    if (PARAM_DTYPE == KVQ_DTYPE_F16 && kvq_f16_normal_range(v)) return kvq_f32_to_f16_normal(v, value);
    uint b = kvq_param_encode(v, PARAM_DTYPE);
    value = kvq_param_decode(b, PARAM_DTYPE);
    return b;
}

// A group's scale before it is stored, a / b for a >= 0 (or +inf) and one of
// the constant divisors b (kvq_div_short's operands). With f16 params, the a
// kvq_div_short would hand to kvq_div store as its quotient would without it:
// below 2^-60 the quotient stores as 0, as 0 does; from 2^60 on it saturates
// to 65504, as a does. So their pipelines (specialized for f16 params, not
// TQ, whose norms keep kvq_div) hold no kvq_div (R18).
float scale_quotient(float a, float b)
{
    if (PARAM_DTYPE != KVQ_DTYPE_F16) return kvq_div_short(a, b);
    return kvq_div_short_a_ok(a) ? kvq_div_short_in_range(a, b) : a < 1.0 ? 0.0 : a;
}

// Rows base .. min(base + RPV, end) of this workgroup's range (rotated
// formats: xr, the invocation's vector rotated), as kvq__quantize_row:
// invocation lid takes vector v of row lr of the pass. Every invocation of
// the workgroup reaches every barrier.
void vector_rows(uint base, uint end, uint lid, float xr[VEC])
{
    uint lr = lid / NV, v = lid % NV, g = v / LPG, rid = base + lr, r = 0u;
    bool ok = lr < RPV && rid < end && cache_row(rid, r);
    float x[VEC];
    if (ok) {
        if (ROT) for (uint k = 0u; k < VEC; k++) x[k] = xr[k];
        else load_vec(rid, v * VEC, x);
    }
    if (kvq_is_plain(FORMAT)) {
        if (ok) {
            uint c[NW];
            for (uint w = 0u; w < NW; w++) {
                if (FORMAT == KVQ_FORMAT_F32) c[w] = floatBitsToUint(x[w]);
                else if (FORMAT == KVQ_FORMAT_F16) c[w] = kvq_f32_to_f16(x[2u * w]) | (kvq_f32_to_f16(x[2u * w + 1u]) << 16);
                else c[w] = kvq_f32_to_bf16(x[2u * w]) | (kvq_f32_to_bf16(x[2u * w + 1u]) << 16);
            }
            store_codes(r, v * NW, c);
        }
        return;
    }
    // the group's minimum, maximum, largest |x| and finiteness: this vector's, then the group's
    float mn = ok ? x[0] : 0.0, mx = mn, amax = 0.0;
    bool finite = true;
    for (uint k = 0u; k < VEC && ok; k++) {
        finite = finite && kvq_finite(x[k]);
        if (x[k] < mn) mn = x[k];
        if (x[k] > mx) mx = x[k];
        if (abs(x[k]) > amax) amax = abs(x[k]);
    }
    if (LPG > 1u) {
        s_mn[lid] = mn; s_mx[lid] = mx; s_am[lid] = amax; s_bad[lid] = finite ? 0u : 1u;
        barrier();
        uint l0 = lid - v % LPG;
        mn = s_mn[l0]; mx = s_mx[l0]; amax = s_am[l0]; finite = s_bad[l0] == 0u;
        for (uint k = 1u; k < LPG; k++) {
            float a = s_mn[l0 + k], b = s_mx[l0 + k], c = s_am[l0 + k];
            finite = finite && s_bad[l0 + k] == 0u;
            if (a < mn) mn = a;
            if (b > mx) mx = b;
            if (c > amax) amax = c;
        }
    }
    uint kind = 0u, sb = 0u, zb = 0u; // kind: 0 normal, 1 constant (codes 0), 2 non-finite
    float s = 0.0, z = 0.0;
    if (!finite) {
        kind = 2u;
        sb = zb = kvq_param_encode(uintBitsToFloat(0x7fc00000u), PARAM_DTYPE);
    } else if (kvq_is_affine(FORMAT)) {
        sb = param_store(mx == mn ? 1.0 : scale_quotient(mx - mn, float((1u << B) - 1u)), s);
        zb = param_store(uintBitsToFloat(floatBitsToUint(mn) == 0x80000000u ? 0u : floatBitsToUint(mn)), z); // -0 -> +0
        if (!kvq_scale_ok(s)) { // degenerate scale: constant group
            kind = 1u;
            sb = kvq_param_encode(1.0, PARAM_DTYPE);
        }
    } else {
        float fmax = FORMAT == KVQ_FORMAT_Q8S ? 127.0 : FORMAT == KVQ_FORMAT_E4M3 ? 448.0 : 57344.0;
        sb = param_store(scale_quotient(amax, fmax), s);
        if (!kvq_scale_ok(s)) { // degenerate scale: stored as 0, codes 0
            kind = 1u;
            sb = kvq_param_encode(0.0, PARAM_DTYPE);
        }
    }
    if (ok) {
        // one correctly rounded reciprocal per group (an f16 or bf16 scale has at most 11 significant bits; an
        // f16 one that kvq_scale_ok takes is in [2^-24, 65504], where kvq_div_short needs no fallback)
        float inv = kind != 0u                         ? 0.0
                    : PARAM_DTYPE == KVQ_DTYPE_F32 ? kvq_div(1.0, s)
                    : PARAM_DTYPE == KVQ_DTYPE_F16 ? kvq_div_short_in_range(1.0, s)
                                                   : kvq_div_short(1.0, s);
        uint cw[NW];
        for (uint w = 0u; w < NW; w++) {
            uint acc = 0u;
            for (uint k = 0u; k < PV; k++) {
                float xv = x[w * PER + k];
                uint c;
                if (kvq_is_affine(FORMAT)) {
                    precise float t = (xv - z) * inv; // rounded before the add: no FMA
                    float q = floor(t + 0.5);
                    c = q >= 0.0 ? (q > float((1u << B) - 1u) ? (1u << B) - 1u : uint(q)) : 0u;
                } else {
                    precise float t = xv * inv;
                    if (FORMAT == KVQ_FORMAT_Q8S)
                        c = uint(int(clamp(kvq_round_half_away(t), -127.0, 127.0))) & 0xffu;
                    else // the sign comes from x's bits: a device need not keep the sign of zero through arithmetic
                        c = kvq_fp8_encode_finite(abs(t), FORMAT == KVQ_FORMAT_E5M2) | ((floatBitsToUint(xv) >> 24) & 0x80u);
                }
                acc |= c << (k * B);
            }
            // a group that is not kind 0 has fixed codes (the ones above, from inv = 0, are not used): 0, or
            // fp8's NaN code 0x7f for a non-finite group (the word's bytes; PER = 4)
            const bool fp8 = FORMAT == KVQ_FORMAT_E4M3 || FORMAT == KVQ_FORMAT_E5M2;
            cw[w] = kind == 0u ? acc : kind == 2u && fp8 ? 0x7f7f7f7fu : 0u;
        }
        if (SPW == 1u) store_codes(r, v * NW, cw);
        else s_piece[lid] = cw[0] << ((v % SPW) * VEC * B); // (stored after the barrier below)
        if (v % LPG == 0u) {
            s_scale_bits[lr * NG + g] = sb;
            s_bias_bits[lr * NG + g] = zb;
        }
    }
    barrier();
    // codes that are part of a word: the word's first vector stores it (its vectors are of one row)
    if (SPW > 1u && ok && v % SPW == 0u) {
        uint cw[NW]; // (NW = 1 here)
        cw[0] = s_piece[lid];
        for (uint j = 1u; j < SPW; j++) cw[0] |= s_piece[lid + j];
        store_codes(r, v / SPW, cw);
    }
    // the rows' parameter words, which pack the parameters of several groups
    for (uint p = lid; p < RPV * PW; p += WG) {
        uint pr = p / PW, pw = p % PW, rr;
        if (base + pr >= end || !cache_row(base + pr, rr)) continue;
        uint i0 = PARAM_DTYPE == KVQ_DTYPE_F32 ? pw : 2u * pw, word = 0u;
        for (uint i = i0; i < min(i0 + (PARAM_DTYPE == KVQ_DTYPE_F32 ? 1u : 2u), NPARAMS); i++)
            word |= (i < NG ? s_scale_bits[pr * NG + i] : s_bias_bits[pr * NG + i - NG]) << ((i - i0) * 16u);
        store_param(rr, pw, word);
    }
    barrier(); // the next rows reuse the shared arrays
}

// TQ's codes: code(y) = #{i : y > t_i} over the thresholds t_i of the book of
// B bits (kvq__tq_quantize_row). tq_bucket(y) = uint(clamp(y 2^GK + GC, 0,
// GN - 1)) (the product exact, then one rounding, so with or without an FMA)
// never decreases as y grows, and its buckets hold at most one threshold each
// (gen/codebook.c: a bucket is at most 0.95 of the least gap). Entry j of
// s_guide holds c = #{i : tq_bucket(t_i) < j} and t_c (+inf for c = 2^B - 1):
// for y in bucket j every t_i of a lower bucket is below y and every one of a
// higher bucket above it, so code(y) = c + (y > t_c), one lookup where a binary
// search takes B dependent ones (examples/PERF.md R25).
uint tq_bucket(float y)
{
    const float u = y * uintBitsToFloat((127u + KVQ_TQ_GK(B)) << 23) + float(KVQ_TQ_GC(B));
    return uint(clamp(u, 0.0, float(KVQ_TQ_GN(B) - 1u)));
}

// s_guide (above): threshold i's entries are those from the bucket after t_(i-1)'s up to t_i's own (for i = 2^B - 1,
// +inf: none, the last threshold being in the last bucket)
void tq_guide(uint lid)
{
    for (uint i = lid; i < (1u << B); i += WG) {
        const bool top = i + 1u == (1u << B);
        const float t = top ? uintBitsToFloat(0x7f800000u) : kvq_tq_threshold(B, i);
        const uint lo = i == 0u ? 0u : tq_bucket(kvq_tq_threshold(B, i - 1u)) + 1u;
        const uint hi = top ? KVQ_TQ_GN(B) - 1u : tq_bucket(t);
        for (uint j = lo; j <= hi; j++) s_guide[j] = uvec2(i, floatBitsToUint(t));
    }
}

// TQ: TROWS rows at once (a tile of at most WG vectors of VEC values: 16, or 8 in small dispatches),
// in the steps of kvq__tq_quantize_row (kvq.h). Invocation lid keeps vector
// lid of the tile in registers; a rotation block is IPB consecutive
// invocations (of one row). Within a vector every step runs in registers;
// across the block's invocations the block's maximum, the tree of its
// squares and the FWHT's wider stages (KVQ_FWHT_REGS) go through shared
// memory (s_ex: a vector's element k of invocation l at k * WG + l, in two
// halves taken in turn, so that one barrier a step suffices). The same operations
// in the same order as the CPU's, so the same bits; barriers only, so
// right for any subgroup size (examples/PERF.md R21).
void tq_rows(uint base, uint end, uint lid)
{
    const uint n = min(TROWS, end - base), kb = lid % IPB, blk = lid / IPB, e0 = lid * VEC;
    const uint lr = e0 / HEAD_DIM, d0 = e0 % HEAD_DIM; // the vector's row in the tile and its first element
    const bool act = lr < n;
    float x[VEC], t[VEC];
    uint buf = 0u, A = 0u;
    if ((VEC * B) % 32u != 0u)
        for (uint p = lid; p < TROWS * CW; p += WG) s_cw[p] = 0u; // (the tile's codes; read after a barrier below)
    // the values, and the block's max |x| as bits (ordered like the numbers; inf for a non-finite value)
    if (act) {
        load_vec(base + lr, d0, x);
        for (uint k = 0u; k < VEC; k++) A = max(A, kvq_finite(x[k]) ? floatBitsToUint(x[k]) & 0x7fffffffu : 0x7f800000u);
        s_bmax[lid] = A;
    }
    barrier();
    if (act)
        for (uint j = 0u; j < IPB; j++) A = max(A, s_bmax[blk * IPB + j]);
    // w = x 2^-e (in two exact steps), its rounded square
    const bool normal = A >= 0x00800000u && A < 0x7f800000u;
    const uint e1b = ((A >> 23) + 1u) / 2u, e2b = (A >> 23) + 1u - e1b;
    for (uint k = 0u; k < VEC; k++) {
        precise float w = (x[k] * uintBitsToFloat((191u - e1b) << 23)) * uintBitsToFloat((191u - e2b) << 23);
        precise float w2 = w * w;
        t[k] = act && normal ? w2 : 0.0;
    }
    // the squares' tree, levels h = RBLK / 2 .. 1: t_i += t_(i + h) for i < h; the levels of h >= VEC pair
    // vectors q = h / VEC apart (vector kb < q takes kb + q's, which holds its own from the level before)
    for (uint q = IPB / 2u; q >= 1u; q /= 2u) {
        if (act && kb >= q && kb < 2u * q)
            for (uint k = 0u; k < VEC; k++) s_ex[(buf * VEC + k) * WG + lid] = t[k];
        barrier();
        if (act && kb < q)
            for (uint k = 0u; k < VEC; k++) {
                precise float sum = t[k] + s_ex[(buf * VEC + k) * WG + lid + q];
                t[k] = sum;
            }
        buf ^= 1u;
    }
    for (uint h = VEC / 2u; h >= 1u; h /= 2u)
        for (uint k = 0u; k < h; k++) {
            precise float sum = t[k] + t[k + h];
            t[k] = sum;
        }
    // the block's first vector: n, the stored norm, 1/n (0 for a block whose codes are 0)
    if (act && kb == 0u) {
        uint nb = 0u;
        float inv = 0.0;
        if (A == 0x7f800000u) {
            nb = kvq_param_encode(uintBitsToFloat(0x7fc00000u), PARAM_DTYPE);
        } else if (normal) {
            precise float nrm = (kvq_sqrt_rn(t[0]) * uintBitsToFloat((63u + e1b) << 23)) * uintBitsToFloat((63u + e2b) << 23);
            if (floatBitsToUint(nrm) < 0x7e800000u) { // else 1/n would be subnormal
                nb = kvq_param_encode(nrm, PARAM_DTYPE);
                inv = kvq_div(1.0, nrm);
            }
        }
        s_inv[blk] = inv;
        s_nb[blk] = nb;
    }
    barrier();
    const float inv = act ? s_inv[blk] : 0.0;
    // sigma . x / n, then the FWHT (kvq__fwht's stages, len = 1, 2, 4, ...): those within a vector in
    // registers, the wider ones with vector lid ^ q (q = len / VEC)
    for (uint k = 0u; k < VEC; k++) {
        const uint d = d0 + k;
        precise float v = x[k] * inv;
        x[k] = kvq_flip(s_sign[d >> 5], d, v);
    }
    KVQ_FWHT_REGS(x, VEC, IPB, kb, act, s_ex, buf, lid, WG)
    // the codes, as the row's bitstream: the vector's VEC codes are bits [d0 B, (d0 + VEC) B) of the row
    // (whole words where VEC B is a multiple of 32, stored by the invocation; otherwise gathered in s_cw)
    const uint NBW = (VEC * B + 31u) / 32u; // words of one vector's codes
    uint bits[NBW];
    for (uint w = 0u; w < NBW; w++) bits[w] = 0u;
    for (uint k = 0u; k < VEC; k++) {
        uint code = 0u;
        if (inv != 0.0) {
            const uvec2 g = s_guide[tq_bucket(x[k])];
            code = g.x + (x[k] > uintBitsToFloat(g.y) ? 1u : 0u);
        }
        const uint pos = k * B, w = pos >> 5, sh = pos & 31u;
        bits[w] |= code << sh;
        if (sh + B > 32u) bits[w + 1u] |= code >> (32u - sh);
    }
    uint r;
    const bool ok = act && cache_row(base + lr, r);
    if ((VEC * B) % 32u == 0u) {
        if (ok)
            for (uint w = 0u; w < NBW; w++) store_code(r, d0 * B / 32u + w, bits[w]);
    } else { // a vector's codes not whole words (B = 2, 3, 5, 6 at VEC 8; B = 3, 5 at 16): the tile's rows' words in
             // s_cw (zeroed at the tile's start), each vector's bits or-ed in, then stored a word an invocation
        if (act)
            for (uint w = 0u; w < NBW; w++) {
                const uint pos = d0 * B + 32u * w, i = lr * CW + (pos >> 5), sh = pos & 31u;
                atomicOr(s_cw[i], bits[w] << sh);
                if (sh != 0u && (bits[w] >> (32u - sh)) != 0u) atomicOr(s_cw[i + 1u], bits[w] >> (32u - sh));
            }
        barrier();
        for (uint p = lid; p < n * CW; p += WG) {
            uint r2;
            if (cache_row(base + p / CW, r2)) store_code(r2, p % CW, s_cw[p]);
        }
    }
    // the norms
    for (uint p = lid; p < n * PW; p += WG) {
        uint lr2 = p / PW, pw = p % PW, r2;
        if (!cache_row(base + lr2, r2)) continue;
        uint word = 0u;
        if (PARAM_DTYPE == KVQ_DTYPE_F32) word = s_nb[lr2 * NG + pw];
        else {
            word = s_nb[lr2 * NG + 2u * pw];
            if (2u * pw + 1u < NG) word |= s_nb[lr2 * NG + 2u * pw + 1u] << 16;
        }
        store_param(r2, pw, word);
    }
    barrier(); // the next rows reuse the shared arrays
}

void main()
{
    // rows_per_group consecutive rows per workgroup: launching one small
    // workgroup per row would be limited by the rate workgroups start at
    uint first = (gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x) * pc.rows_per_group;
    uint end = min(first + pc.rows_per_group, pc.n_rows), lid = gl_LocalInvocationID.x;
    g_half = PAIR != 0u ? gl_WorkGroupID.z : 0u;
    if (kvq_slots_bad(lid)) return; // uniform in the workgroup
    if (ROT) { // the signs of the rotation; TQ: the guide to the book's thresholds
        for (uint i = lid; i < (HEAD_DIM + 31u) / 32u; i += WG) s_sign[i] = kvq_sign_word(pc.seed_lo, pc.seed_hi, i);
        if (TQ) tq_guide(lid);
        barrier();
    }
    if (TQ) {
        for (uint base = first; base < end; base += TROWS) tq_rows(base, end, lid);
    } else {
        for (uint base = first; base < end; base += RPV) {
            float xr[VEC];
            if (ROT) rotate_vector(base, end, lid, xr);
            vector_rows(base, end, lid, xr);
        }
    }
}
