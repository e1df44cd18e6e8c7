#version 450
// cache_read: dequantizes rows (one per (head, token)) from the slot's
// codes and params (FORMAT) into values (DTYPE), laid out
// [n_kv_heads][n_tokens][HEAD_DIM]. One invocation per two output words:
// neighbouring invocations store neighbouring words and read the same or
// neighbouring code words. Rotated formats (TQ, the rotation option) take
// a tile of rows at a time: dequantized into shared memory in the rotated
// domain, rotated back cooperatively, then stored.
#define KVQ_FAMILY_ROWS
#include "kvq_defs.glsl"
#include "kvq_variant.glsl"
#extension GL_EXT_control_flow_attributes : require
layout(local_size_x_id = 0) in;
layout(constant_id = 0) const uint WG = 64u;
layout(set = 0, binding = 0) writeonly buffer Values { uint values[]; };
layout(set = 0, binding = 1) readonly buffer Slots { int slots[]; };
layout(set = 0, binding = 10) readonly buffer Status { uint status[]; };
#include "kvq_common.glsl"
#include "kvq_codebook.glsl"

const uint B = KVQ_BITS(FORMAT);
const uint PER = 32u / B;                          // codes per code word (not TQ: its codes may straddle words)
const uint NG = HEAD_DIM / GROUP_SIZE;
const uint CW = (HEAD_DIM * B + 31u) / 32u; // code words per row
const bool TQ = kvq_is_tq_c(FORMAT);
const bool ROT = ROTATION != 0u;
const uint RBLK = 1u << ROT_LOG;
const uint TROWS = HEAD_DIM >= 1024u ? 1u : 1024u / HEAD_DIM; // rows of a rotated tile
const uint PW = kvq_is_plain_c(FORMAT) ? 0u : ((kvq_is_affine_c(FORMAT) ? 2u : 1u) * NG * (PARAM_DTYPE == KVQ_DTYPE_F32 ? 4u : 2u) + 3u) / 4u;
#include "kvq_store.glsl"
const uint VPW = DTYPE == KVQ_DTYPE_F32 ? 1u : 2u; // values per output word
const uint OW = HEAD_DIM / VPW;                    // output words per row
const uint WPI = 2u;                               // output words per invocation (head_dim % 16 == 0)
const uint VPI = WPI * VPW;                        // values per invocation: within one code word or group

shared uint s_row[WG]; // cache row of each token row of the current batch; ~0u: skipped
shared float s_x[ROT ? TROWS * HEAD_DIM : 1u]; // rotated formats: the tile
shared uint s_sign[ROT ? (HEAD_DIM + 31u) / 32u : 1u];
shared float s_lv[TQ ? 1u << (B & 15u) : 1u];  // TQ: the book's levels

uint store_bits(float v) { return DTYPE == KVQ_DTYPE_F16 ? kvq_f32_to_f16(v) : kvq_f32_to_bf16(v); }

float param(uint row, uint index)
{
    uint bits = PARAM_DTYPE == KVQ_DTYPE_F32 ? load_param(row, index)
                                              : (load_param(row, index >> 1) >> ((index & 1u) * 16u)) & 0xffffu;
    return kvq_param_decode(bits, PARAM_DTYPE);
}

// Element e of cache row r, with its group's parameters s and z (not TQ).
float element(uint r, uint e, float s, float z)
{
    uint code = B == 32u ? load_code(r, e) : (load_code(r, e / PER) >> ((e % PER) * B)) & ((1u << (B & 31u)) - 1u);
    if (FORMAT == KVQ_FORMAT_F32) return uintBitsToFloat(code);
    else if (FORMAT == KVQ_FORMAT_F16) return kvq_f16_to_f32(code);
    else if (FORMAT == KVQ_FORMAT_BF16) return kvq_bf16_to_f32(code);
    else if (kvq_is_affine(FORMAT)) return float(code) * s + z;
    else if (FORMAT == KVQ_FORMAT_Q8S) return float(int(code << 24) >> 24) * s;
    return kvq_fp8_decode(code, FORMAT == KVQ_FORMAT_E5M2) * s;
}

// TQ: code of element e of row r (bits [e B, e B + B) of the row's stream).
uint tq_code(uint r, uint e)
{
    uint bit = e * B, w = bit >> 5, sh = bit & 31u, c = load_code(r, w) >> sh;
    if (sh + B > 32u) c |= load_code(r, w + 1u) << (32u - sh);
    return c & ((1u << B) - 1u);
}

// Rotated formats: rows base .. base + TROWS of this workgroup's range (as
// kvq__dequantize_row: TQ x^ = sigma ((H c) 2^-rlog) n^, the others
// x^ = sigma (H y^) / sqrt(R)).
void rotated_rows(uint base, uint end, uint lid)
{
    uint n = min(TROWS, end - base);
    barrier(); // the previous tile is done with s_row and s_x
    if (lid < n) {
        uint rid = pc.row0 + base + lid, t = rid % pc.n_tokens, h = rid / pc.n_tokens;
        int slot = pc.use_slots != 0u ? slots[pc.slots_off + t] : int(pc.start + t);
        s_row[lid] = slot < 0 || uint(slot) >= pc.capacity
                         ? 0xffffffffu
                         : (uint(slot) / pc.block_size * pc.n_kv_heads + h) * pc.block_size + uint(slot) % pc.block_size;
    }
    barrier();
    for (uint i = lid; i < n * HEAD_DIM; i += WG) {
        uint lr = i / HEAD_DIM, d = i % HEAD_DIM, r = s_row[lr];
        float z = 0.0;
        if (r != 0xffffffffu) {
            if (TQ) z = s_lv[tq_code(r, d)];
            else z = element(r, d, param(r, d / GROUP_SIZE), kvq_is_affine(FORMAT) ? param(r, NG + d / GROUP_SIZE) : 0.0);
        }
        s_x[i] = z;
    }
    barrier();
    KVQ_FWHT(s_x, n * HEAD_DIM, ROT_LOG, lid, WG)
    float c = kvq_rot_scale(ROT_LOG), inv_r = uintBitsToFloat((127u - ROT_LOG) << 23);
    for (uint w = lid; w < n * OW; w += WG) {
        uint lr = w / OW, ow = w % OW, r = s_row[lr];
        if (r == 0xffffffffu) continue;
        float y[2];
        for (uint k = 0u; k < VPW; k++) {
            uint d = ow * VPW + k;
            float hv = s_x[lr * HEAD_DIM + d];
            precise float t = TQ ? (hv * inv_r) * param(r, d / RBLK) : hv * c;
            y[k] = kvq_flip(s_sign[d >> 5], d, t);
        }
        values[pc.values_off + (base + lr) * OW + ow] =
            DTYPE == KVQ_DTYPE_F32 ? floatBitsToUint(y[0]) : store_bits(y[0]) | (store_bits(y[1]) << 16);
    }
}

void main()
{
    // A workgroup handles rows_per_group consecutive rows (rid = head *
    // n_tokens + token - pc.row0: a dispatch covers n_rows of them, so that
    // its part of the output fits one binding), WG of them at a time: first one invocation per row
    // finds the row's slot, then one invocation per two output words of all
    // those rows dequantizes, so all invocations are busy whatever the row
    // length.
    uint first = (gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x) * pc.rows_per_group;
    uint end = min(first + pc.rows_per_group, pc.n_rows), lid = gl_LocalInvocationID.x;
    if (pc.use_slots != 0u && status[pc.status_index * KVQ_STATUS_WORDS] != 0u) return; // a slot mapping entry is bad
    if (ROT) {
        for (uint i = lid; i < (HEAD_DIM + 31u) / 32u; i += WG) s_sign[i] = kvq_sign_word(pc.seed_lo, pc.seed_hi, i);
        if (TQ)
            for (uint i = lid; i < (1u << B); i += WG) s_lv[i] = kvq_tq_level(B, i);
        for (uint base = first; base < end; base += TROWS) rotated_rows(base, end, lid);
        return;
    }
    for (uint base = first; base < end; base += WG) {
        uint n = min(WG, end - base);
        barrier(); // the previous batch is done with s_row
        if (lid < n) {
            uint rid = pc.row0 + base + lid, t = rid % pc.n_tokens, h = rid / pc.n_tokens;
            int slot = pc.use_slots != 0u ? slots[pc.slots_off + t] : int(pc.start + t);
            s_row[lid] = slot < 0 || uint(slot) >= pc.capacity
                             ? 0xffffffffu
                             : (uint(slot) / pc.block_size * pc.n_kv_heads + h) * pc.block_size + uint(slot) % pc.block_size;
        }
        barrier();
        for (uint j = lid; j < n * (OW / WPI); j += WG) {
            uint lr = j / (OW / WPI), w = j % (OW / WPI), r = s_row[lr];
            if (r == 0xffffffffu) continue;
            uint e0 = w * VPI, g = e0 / GROUP_SIZE;
            float s = 0.0, z = 0.0, y[4];
            if (!kvq_is_plain(FORMAT)) s = param(r, g);
            if (kvq_is_affine(FORMAT)) z = param(r, NG + g);
            for (uint k = 0u; k < VPI; k++) y[k] = element(r, e0 + k, s, z);
            uint o = pc.values_off + (base + lr) * OW + w * WPI;
            for (uint k = 0u; k < WPI; k++) {
                if (DTYPE == KVQ_DTYPE_F32) values[o + k] = floatBitsToUint(y[k]);
                else values[o + k] = store_bits(y[2u * k]) | (store_bits(y[2u * k + 1u]) << 16);
            }
        }
    }
}
