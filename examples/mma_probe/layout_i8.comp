#version 450
/* layout.comp for the integer products (16x8x32: A 16x32 and B 32x8 of
   8-bit integers, their sum 16x8 of 32-bit ones): each invocation writes its
   lane (0-31) into every element it owns, and, in a second matrix, the
   element's index; both are stored (row-major), so the host reads which
   invocation's element is each (row, column). Run: probe layout_i8.spv x 1 64 1 1 */
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
#extension GL_EXT_shader_8bit_storage : require
#extension GL_NV_cooperative_matrix : require
#extension GL_NV_integer_cooperative_matrix : require
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 32) in;
layout(std430, binding = 0) buffer O8 { int8_t o8[]; }; /* A lanes [512], A elements [512], B lanes [256], B elements [256] */
layout(std430, binding = 1) buffer O32 { int o32[]; };  /* C (lane * 16 + element) [128], then the element counts of A, B, C */
void main()
{
    const uint l = gl_LocalInvocationID.x;
    icoopmatNV<8, gl_ScopeSubgroup, 16, 32> A0, A1;
    icoopmatNV<8, gl_ScopeSubgroup, 32, 8> B0, B1;
    icoopmatNV<32, gl_ScopeSubgroup, 16, 8> C;
    uint i;
    for (i = 0u; i < uint(A0.length()); i++) { A0[i] = int8_t(l); A1[i] = int8_t(i); }
    for (i = 0u; i < uint(B0.length()); i++) { B0[i] = int8_t(l); B1[i] = int8_t(i); }
    for (i = 0u; i < uint(C.length()); i++) C[i] = int(l * 16u + i);
    coopMatStoreNV(A0, o8, 0u, 32u, false);
    coopMatStoreNV(A1, o8, 512u, 32u, false);
    coopMatStoreNV(B0, o8, 1024u, 8u, false);
    coopMatStoreNV(B1, o8, 1280u, 8u, false);
    coopMatStoreNV(C, o32, 0u, 8u, false);
    if (l == 0u) { o32[128] = A0.length(); o32[129] = B0.length(); o32[130] = C.length(); }
}
