#version 450
// read_probe: kvq_measure_read. Reads n_vec4 16-byte words of a buffer once
// (each invocation a grid-strided run of them) and folds them into one
// word per workgroup, so that the reads cannot be dropped: the read stream
// that memory-bound kernels are measured against.
#define KVQ_FAMILY_PROBE
#include "kvq_defs.glsl"
#include "kvq_variant.glsl"
layout(local_size_x_id = 0) in;
layout(constant_id = 0) const uint WG = 256u;
layout(set = 0, binding = 0) readonly buffer Src { uvec4 src[]; };
layout(set = 0, binding = 1) writeonly buffer Sink { uint sink[]; };

void main()
{
    uint n = gl_NumWorkGroups.x * WG, i = gl_WorkGroupID.x * WG + gl_LocalInvocationID.x;
    uvec4 acc = uvec4(0u);
    for (; i < pc.n_vec4; i += n) acc ^= src[pc.off_vec4 + i];
    uint v = acc.x ^ acc.y ^ acc.z ^ acc.w;
    if (v == 0x9e3779b9u) sink[gl_WorkGroupID.x] = v; // practically never: the loads must still be made
}
