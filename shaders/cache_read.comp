#version 450
// cache_read: dequantizes rows (one per (head, token)) from the slot's
// codes and params (FORMAT) into values (DTYPE), laid out
// [n_kv_heads][n_tokens][HEAD_DIM]. One invocation per two output words:
// neighbouring invocations store neighbouring words and read the same or
// neighbouring code words.
#define KVQ_FAMILY_ROWS
#include "kvq_defs.glsl"
#include "kvq_variant.glsl"
layout(local_size_x_id = 0) in;
layout(constant_id = 0) const uint WG = 64u;
layout(set = 0, binding = 0) writeonly buffer Values { uint values[]; };
layout(set = 0, binding = 1) readonly buffer Slots { int slots[]; };
layout(set = 0, binding = 10) readonly buffer Status { uint status[]; };
#include "kvq_common.glsl"

const uint B = KVQ_BITS(FORMAT);
const uint PER = 32u / B;                          // codes per code word
const uint NG = HEAD_DIM / GROUP_SIZE;
const uint CW = HEAD_DIM * B / 32u; // code words per row
const uint PW = kvq_is_plain_c(FORMAT) ? 0u : ((kvq_is_affine_c(FORMAT) ? 2u : 1u) * NG * (PARAM_DTYPE == KVQ_DTYPE_F32 ? 4u : 2u) + 3u) / 4u;
#include "kvq_store.glsl"
const uint VPW = DTYPE == KVQ_DTYPE_F32 ? 1u : 2u; // values per output word
const uint OW = HEAD_DIM / VPW;                    // output words per row
const uint WPI = 2u;                               // output words per invocation (head_dim % 16 == 0)
const uint VPI = WPI * VPW;                        // values per invocation: within one code word or group

shared uint s_row[WG]; // cache row of each token row of the current batch; ~0u: skipped

uint store_bits(float v) { return DTYPE == KVQ_DTYPE_F16 ? kvq_f32_to_f16(v) : kvq_f32_to_bf16(v); }

float param(uint row, uint index)
{
    uint bits = PARAM_DTYPE == KVQ_DTYPE_F32 ? load_param(row, index)
                                              : (load_param(row, index >> 1) >> ((index & 1u) * 16u)) & 0xffffu;
    return kvq_param_decode(bits, PARAM_DTYPE);
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
            for (uint k = 0u; k < VPI; k++) {
                uint e = e0 + k;
                uint code = B == 32u ? load_code(r, e) : (load_code(r, e / PER) >> ((e % PER) * B)) & ((1u << (B & 31u)) - 1u);
                if (FORMAT == KVQ_FORMAT_F32) y[k] = uintBitsToFloat(code);
                else if (FORMAT == KVQ_FORMAT_F16) y[k] = kvq_f16_to_f32(code);
                else if (FORMAT == KVQ_FORMAT_BF16) y[k] = kvq_bf16_to_f32(code);
                else if (kvq_is_affine(FORMAT)) y[k] = float(code) * s + z;
                else if (FORMAT == KVQ_FORMAT_Q8S) y[k] = float(int(code << 24) >> 24) * s;
                else y[k] = kvq_fp8_decode(code, FORMAT == KVQ_FORMAT_E5M2) * s;
            }
            uint o = pc.values_off + (base + lr) * OW + w * WPI;
            for (uint k = 0u; k < WPI; k++) {
                if (DTYPE == KVQ_DTYPE_F32) values[o + k] = floatBitsToUint(y[k]);
                else values[o + k] = store_bits(y[2u * k]) | (store_bits(y[2u * k + 1u]) << 16);
            }
        }
    }
}
