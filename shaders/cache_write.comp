#version 450
// cache_write: a workgroup quantizes rows_per_group rows, each of HEAD_DIM
// values (DTYPE) of one (token, head), into the slot's codes and params
// (FORMAT). Quantized formats give one invocation to each group; plain
// formats one to each code word. Rotated formats (TQ, and the rotation
// option) first rotate a tile of rows in shared memory, cooperatively.
// Only barriers and shared memory are used between invocations: correct
// for any subgroup size.
#define KVQ_FAMILY_ROWS
#include "kvq_defs.glsl"
#include "kvq_variant.glsl"
#extension GL_EXT_control_flow_attributes : require
layout(local_size_x_id = 0) in;
layout(constant_id = 0) const uint WG = 64u;
layout(set = 0, binding = 0) readonly buffer Values { uint values[]; };
layout(set = 0, binding = 1) readonly buffer Slots { int slots[]; };
layout(set = 0, binding = 10) readonly buffer Status { uint status[]; };
#include "kvq_common.glsl"
#include "kvq_codebook.glsl"

const uint B = KVQ_BITS(FORMAT);
const uint PER = 32u / B; // codes per word (formats whose codes do not straddle words)
const uint NG = HEAD_DIM / GROUP_SIZE; // <= 64 = WG: HEAD_DIM <= 1024, GROUP_SIZE >= 16 (TQ: blocks)
const uint NPARAMS = kvq_is_affine_c(FORMAT) ? 2u * NG : NG;
const uint RPP = WG / NG; // rows quantized side by side, one invocation per group
const uint CW = (HEAD_DIM * B + 31u) / 32u; // code words per row
const bool TQ = kvq_is_tq_c(FORMAT);
const bool ROT = ROTATION != 0u;   // rows are rotated (TQ, or the rotation option)
const uint RBLK = 1u << ROT_LOG;   // rotation block
const uint TROWS = HEAD_DIM >= 1024u ? 1u : 1024u / HEAD_DIM; // rows of a rotated tile (<= RPP)
const uint RPASS = ROT ? TROWS : RPP; // rows per pass of quantized_rows
const uint PW = kvq_is_plain_c(FORMAT) ? 0u : (NPARAMS * (PARAM_DTYPE == KVQ_DTYPE_F32 ? 4u : 2u) + 3u) / 4u; // param words
#define KVQ_STORE_WRITE
#include "kvq_store.glsl"

shared uint s_scale_bits[WG], s_bias_bits[WG];
// Small groups are staged in shared memory by coalesced loads (one padding
// word per group keeps the group-per-invocation reads free of bank
// conflicts), if that and the arrays above fit the 16 KiB of shared memory
// every Vulkan device has (groups of up to 48 values); larger groups are read
// from the buffer directly.
const bool STAGE = (WG * (GROUP_SIZE + 1u) + 2u * WG) * 4u + ROTATION * 16384u <= 16384u; // (not rotated)
shared float xs[STAGE ? WG * (GROUP_SIZE + 1u) : 1u];
// Rotated formats: the tile of rows (rotated, or TQ's normalized blocks),
// the signs; TQ: reductions (f32 bits) and then codes, per block 1/n (0: codes
// 0), the stored norm's bits and |x|'s maximum, and the book's thresholds.
shared float s_x[ROT ? TROWS * HEAD_DIM : 1u];
shared uint s_sign[ROT ? (HEAD_DIM + 31u) / 32u : 1u];
shared uint s_t[TQ ? TROWS * HEAD_DIM : 1u];
shared float s_inv[TQ ? TROWS * HEAD_DIM / 16u : 1u];
shared uint s_nb[TQ ? TROWS * HEAD_DIM / 16u : 1u];
shared uint s_a[TQ ? TROWS * HEAD_DIM / 16u : 1u];
shared float s_thr[TQ ? 1u << (B & 15u) : 1u];

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
// Value i of the group of invocation lid (row lr of the pass, group g),
// whose first value is element e0 of the input.
float group_value(uint lid, uint lr, uint g, uint e0, uint i)
{
    if (ROT) return s_x[lr * HEAD_DIM + g * GROUP_SIZE + i];
    return STAGE ? xs[lid * (GROUP_SIZE + 1u) + i] : load_value(e0 + i);
}

void quantized_rows(uint base, uint end, uint lid)
{
    uint lr = lid / NG, g = lid % NG, rid = base + lr, r = 0u;
    if (STAGE) { // the rows base.. are consecutive in the input
        uint n = min(RPP, end - base) * HEAD_DIM;
        for (uint i = lid; i < n; i += WG) xs[(i / GROUP_SIZE) * (GROUP_SIZE + 1u) + i % GROUP_SIZE] = load_value(base * HEAD_DIM + i);
        barrier();
    }
    if (ROT) { // the rotated rows: y = (1/sqrt(R)) H (sigma . x), as kvq__rotate_row
        uint n = min(TROWS, end - base) * HEAD_DIM;
        for (uint i = lid; i < n; i += WG) {
            uint d = i % HEAD_DIM;
            s_x[i] = kvq_flip(s_sign[d >> 5], d, load_value(base * HEAD_DIM + i));
        }
        barrier();
        KVQ_FWHT(s_x, n, ROT_LOG, lid, WG)
        float c = kvq_rot_scale(ROT_LOG);
        for (uint i = lid; i < n; i += WG) {
            precise float y = s_x[i] * c;
            s_x[i] = y;
        }
        barrier();
    }
    bool ok = lr < RPASS && rid < end && cache_row(rid, r);
    if (ok) {
        uint e0 = rid * HEAD_DIM + g * GROUP_SIZE;
        float mn = group_value(lid, lr, g, e0, 0u), mx = mn, amax = 0.0;
        bool finite = true;
        for (uint i = 0u; i < GROUP_SIZE; i++) {
            float x = group_value(lid, lr, g, e0, i);
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
                float x = group_value(lid, lr, g, e0, w * PER + k);
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

// TQ: TROWS rows at once, in the steps of kvq__tq_quantize_row (kvq.h).
void tq_rows(uint base, uint end, uint lid)
{
    const uint n = min(TROWS, end - base), nv = n * HEAD_DIM, nblk = nv / RBLK;
    // the values, and |x| as bits (ordered like the numbers; inf for a non-finite value)
    for (uint i = lid; i < nv; i += WG) {
        float x = load_value(base * HEAD_DIM + i);
        s_x[i] = x;
        s_t[i] = kvq_finite(x) ? floatBitsToUint(x) & 0x7fffffffu : 0x7f800000u;
    }
    barrier();
    [[dont_unroll]] for (uint h = RBLK / 2u; h >= 1u; h /= 2u) { // each block's maximum
        for (uint p = lid; p < nblk * h; p += WG) {
            uint i = (p / h) * RBLK + p % h;
            s_t[i] = max(s_t[i], s_t[i + h]);
        }
        barrier();
    }
    for (uint b = lid; b < nblk; b += WG) s_a[b] = s_t[b * RBLK];
    barrier();
    // w = x 2^-e (in two exact steps), its rounded square
    for (uint i = lid; i < nv; i += WG) {
        uint A = s_a[i / RBLK];
        float sq = 0.0;
        if (A >= 0x00800000u && A < 0x7f800000u) {
            uint E = A >> 23, e1b = (E + 1u) / 2u, e2b = E + 1u - e1b;
            precise float w = (s_x[i] * uintBitsToFloat((191u - e1b) << 23)) * uintBitsToFloat((191u - e2b) << 23);
            precise float w2 = w * w;
            sq = w2;
        }
        s_t[i] = floatBitsToUint(sq);
    }
    barrier();
    [[dont_unroll]] for (uint h = RBLK / 2u; h >= 1u; h /= 2u) { // the sums, as a tree
        for (uint p = lid; p < nblk * h; p += WG) {
            uint i = (p / h) * RBLK + p % h;
            precise float sum = uintBitsToFloat(s_t[i]) + uintBitsToFloat(s_t[i + h]);
            s_t[i] = floatBitsToUint(sum);
        }
        barrier();
    }
    // per block: n, the stored norm, 1/n (0 for a block whose codes are 0)
    for (uint b = lid; b < nblk; b += WG) {
        uint A = s_a[b], nb = 0u;
        float inv = 0.0;
        if (A == 0x7f800000u) {
            nb = kvq_param_encode(uintBitsToFloat(0x7fc00000u), PARAM_DTYPE);
        } else if (A >= 0x00800000u) {
            uint E = A >> 23, e1b = (E + 1u) / 2u, e2b = E + 1u - e1b;
            precise float nrm = (kvq_sqrt_rn(uintBitsToFloat(s_t[b * RBLK])) * uintBitsToFloat((63u + e1b) << 23)) *
                                uintBitsToFloat((63u + e2b) << 23);
            if (floatBitsToUint(nrm) < 0x7e800000u) { // else 1/n would be subnormal
                nb = kvq_param_encode(nrm, PARAM_DTYPE);
                inv = kvq_div(1.0, nrm);
            }
        }
        s_inv[b] = inv;
        s_nb[b] = nb;
    }
    barrier();
    for (uint i = lid; i < nv; i += WG) {
        uint d = i % HEAD_DIM;
        precise float v = s_x[i] * s_inv[i / RBLK];
        s_x[i] = kvq_flip(s_sign[d >> 5], d, v);
    }
    barrier();
    KVQ_FWHT(s_x, nv, ROT_LOG, lid, WG)
    for (uint i = lid; i < nv; i += WG) {
        uint code = 0u;
        if (s_inv[i / RBLK] != 0.0) KVQ_TQ_CODE(s_thr, B, s_x[i], code)
        s_t[i] = code;
    }
    barrier();
    // the code words (a bitstream: codes may straddle words) and the norms
    for (uint w = lid; w < n * CW; w += WG) {
        uint lr = w / CW, ww = w % CW, r;
        if (!cache_row(base + lr, r)) continue;
        uint acc = 0u, j1 = min(HEAD_DIM - 1u, (32u * ww + 31u) / B);
        for (uint j = 32u * ww / B; j <= j1; j++) {
            int sh = int(j * B) - int(32u * ww);
            uint c = s_t[lr * HEAD_DIM + j];
            acc |= sh >= 0 ? c << uint(sh) : c >> uint(-sh);
        }
        store_code(r, ww, acc);
    }
    for (uint p = lid; p < n * PW; p += WG) {
        uint lr = p / PW, pw = p % PW, r;
        if (!cache_row(base + lr, r)) continue;
        uint word = 0u;
        if (PARAM_DTYPE == KVQ_DTYPE_F32) word = s_nb[lr * NG + pw];
        else {
            word = s_nb[lr * NG + 2u * pw];
            if (2u * pw + 1u < NG) word |= s_nb[lr * NG + 2u * pw + 1u] << 16;
        }
        store_param(r, pw, word);
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
    if (ROT) { // the signs of the rotation; TQ: the book's thresholds
        for (uint i = lid; i < (HEAD_DIM + 31u) / 32u; i += WG) s_sign[i] = kvq_sign_word(pc.seed_lo, pc.seed_hi, i);
        if (TQ)
            for (uint i = lid; i + 1u < (1u << B); i += WG) s_thr[i] = kvq_tq_threshold(B, i);
        barrier();
    }
    if (kvq_is_plain(FORMAT)) {
        for (uint rid = first; rid < end; rid++) plain_row(rid, lid);
    } else if (TQ) {
        for (uint base = first; base < end; base += TROWS) tq_rows(base, end, lid);
    } else {
        for (uint base = first; base < end; base += RPASS) quantized_rows(base, end, lid);
    }
}
