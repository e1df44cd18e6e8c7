#version 450
// fma_probe: whether the device's f16 fma rounds once. cache_read.comp's
// affine path in the f16arith variant (F16F) relies on it, and Vulkan does
// not promise it: an Fma on 16-bit floats may be a multiply, rounded, then
// an add. kvq.h runs this once when the device is opened, where the
// f16arith variant is enabled (kvq__vk_fma16_check): invocation i reads
// the f16 pairs a, b, c at words 3i, 3i + 1, 3i + 2 and stores fma(a, b, c),
// the way F16F computes a code's value, at word 3n + i (n = pc.n_vec4
// pairs, chosen so that a product rounded before the add gives other bits).
// The base module (a device without the variant) stores ~0u.
#define KVQ_FAMILY_PROBE
#include "kvq_defs.glsl"
#include "kvq_variant.glsl"
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) buffer Words { uint w[]; };
void main()
{
    const uint i = gl_GlobalInvocationID.x;
    if (i >= pc.n_vec4) return;
#ifdef KVQ_F16_ARITH
    const f16vec2 a = unpackFloat2x16(w[3u * i]), b = unpackFloat2x16(w[3u * i + 1u]), c = unpackFloat2x16(w[3u * i + 2u]);
    w[3u * pc.n_vec4 + i] = packFloat2x16(fma(a, b, c));
#else
    w[3u * pc.n_vec4 + i] = 0xffffffffu;
#endif
}
