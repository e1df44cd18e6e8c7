#version 450
// attn_layout: which element of which invocation is which (row, column) of
// the cooperative matrices attn_direct.glsl builds element by element
// (GL_NV_cooperative_matrix leaves the layout to the implementation). kvq.h
// runs it once when the device is opened, where the direct variant is
// supported, and compares: element i of invocation l holds l * 8 + i; a
// 16x16 f16 matrix used as A (times the identity), a 16x8 f16 one used as B
// (the identity times it) and a 16x8 f32 sum are stored, 256 + 128 + 128
// floats; then two f16 products of a subnormal, 2^-18 x 1024 and 2^-18 x
// 0.5 (2^-8 and the subnormal 2^-19 where f16 subnormals are kept, as the
// direct kernel's decode needs: an E5M2 group's scale is subnormal below
// amax 3.5). The base module (a device without the variant) stores -1s.
#define KVQ_FAMILY_PROBE
#include "kvq_defs.glsl"
#include "kvq_variant.glsl"
layout(local_size_x = 32) in;
layout(set = 0, binding = 0) writeonly buffer Out { float o[]; };
#if defined(KVQ_DIRECT) && !defined(KVQ_DIRECT_EMU)
shared float16_t eye[256];
void main()
{
    const uint l = gl_LocalInvocationID.x;
    for (uint i = l; i < 256u; i += 32u) eye[i] = float16_t((i >> 4) == (i & 15u) ? 1.0 : 0.0);
    barrier();
    fcoopmatNV<16, gl_ScopeSubgroup, 16, 16> I, A;
    fcoopmatNV<16, gl_ScopeSubgroup, 16, 8> B;
    fcoopmatNV<32, gl_ScopeSubgroup, 16, 16> C = fcoopmatNV<32, gl_ScopeSubgroup, 16, 16>(0.0);
    fcoopmatNV<32, gl_ScopeSubgroup, 16, 8> C8 = fcoopmatNV<32, gl_ScopeSubgroup, 16, 8>(0.0), Z8;
    coopMatLoadNV(I, eye, 0u, 16u, false);
    for (uint i = 0u; i < uint(A.length()); i++) A[i] = float16_t(float(l * 8u + i));
    C = coopMatMulAddNV(A, I, C);
    coopMatStoreNV(C, o, pc.off_vec4, 16u, false);
    for (uint i = 0u; i < uint(B.length()); i++) B[i] = float16_t(float(l * 8u + i));
    C8 = coopMatMulAddNV(I, B, C8);
    coopMatStoreNV(C8, o, pc.off_vec4 + 256u, 8u, false);
    for (uint i = 0u; i < uint(Z8.length()); i++) Z8[i] = float(l * 8u + i);
    coopMatStoreNV(Z8, o, pc.off_vec4 + 384u, 8u, false);
    if (l == 0u) {
        const float16_t s = unpackFloat2x16(0x0040u + pc.off_vec4).x; // 2^-18 (pc.off_vec4 is 0: not a constant)
        o[pc.off_vec4 + 512u] = float(s * float16_t(1024.0));
        o[pc.off_vec4 + 513u] = float(s * float16_t(0.5));
    }
}
#else
void main()
{
    for (uint i = gl_LocalInvocationID.x; i < 514u; i += 32u) o[pc.off_vec4 + i] = -1.0;
}
#endif
