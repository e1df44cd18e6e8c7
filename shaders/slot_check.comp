#version 450
// slot_check: flags the op's status if any slot mapping entry is beyond the
// capacity; the op's later dispatches read the flag and do nothing.
#define KVQ_FAMILY_ROWS
#include "kvq_defs.glsl"
#include "kvq_variant.glsl"
layout(local_size_x_id = 0) in;
layout(set = 0, binding = 0) readonly buffer Slots { int slots[]; };
layout(set = 0, binding = 1) buffer Status { uint status[]; };
#include "kvq_common.glsl"

void main()
{
    uint i = kvq_invocation();
    if (i >= pc.n_tokens) return;
    int s = slots[pc.slots_off + i];
    if (s >= 0 && uint(s) >= pc.capacity) {
        atomicOr(status[pc.status_index * KVQ_STATUS_WORDS], KVQ_STATUS_BAD_SLOT);
        atomicMin(status[pc.status_index * KVQ_STATUS_WORDS + 1u], i);
    }
}
