#version 450
/* Which element of which invocation is which (row, column) of a matrix, for
   the probe's matrix types (GL_NV_cooperative_matrix leaves it to the
   implementation): each invocation writes l * 8 + i into its element i,
   and the matrix is stored (f32) or multiplied by the identity (f16, as A
   or as B) and the product stored. Run: probe layout.spv x 1 64 1 1 */
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_NV_cooperative_matrix : require
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 32) in;
layout(std430, binding = 0) buffer O { float o[]; }; /* 3 x 256 (16x16), 2 x 128 (16x8), then the element counts */
shared float16_t eye[256];
void main()
{
    uint l = gl_LocalInvocationID.x, i;
    for (i = l; i < 256u; i += 32u) eye[i] = float16_t((i >> 4) == (i & 15u) ? 1.0 : 0.0);
    barrier();
    fcoopmatNV<16, gl_ScopeSubgroup, 16, 16> I, X, Y;
    fcoopmatNV<32, gl_ScopeSubgroup, 16, 16> C = fcoopmatNV<32, gl_ScopeSubgroup, 16, 16>(0.0), Z;
    fcoopmatNV<16, gl_ScopeSubgroup, 16, 8> X8;
    fcoopmatNV<32, gl_ScopeSubgroup, 16, 8> C8 = fcoopmatNV<32, gl_ScopeSubgroup, 16, 8>(0.0), Z8;
    coopMatLoadNV(I, eye, 0u, 16u, false);
    for (i = 0u; i < uint(X.length()); i++) X[i] = float16_t(float(l * 8u + i));
    C = coopMatMulAddNV(I, X, C); /* X as B */
    coopMatStoreNV(C, o, 0u, 16u, false);
    for (i = 0u; i < uint(Y.length()); i++) Y[i] = float16_t(float(l * 8u + i));
    C = fcoopmatNV<32, gl_ScopeSubgroup, 16, 16>(0.0);
    C = coopMatMulAddNV(Y, I, C); /* Y as A */
    coopMatStoreNV(C, o, 256u, 16u, false);
    for (i = 0u; i < uint(Z.length()); i++) Z[i] = float(l * 8u + i);
    coopMatStoreNV(Z, o, 512u, 16u, false);
    for (i = 0u; i < uint(X8.length()); i++) X8[i] = float16_t(float(l * 8u + i));
    C8 = coopMatMulAddNV(I, X8, C8); /* X8 (16 x 8) as B */
    coopMatStoreNV(C8, o, 768u, 8u, false);
    for (i = 0u; i < uint(Z8.length()); i++) Z8[i] = float(l * 8u + i);
    coopMatStoreNV(Z8, o, 896u, 8u, false);
    if (l == 0u) { o[1024] = float(X.length()); o[1025] = float(Z.length()); o[1026] = float(X8.length()); o[1027] = float(Z8.length()); }
}
