#version 450
/* Decode attention probe on GL_NV_cooperative_matrix2 at subgroup scope (examples/PERF.md 106): the problem
   of attn_direct.comp (Q4 K and V, group 32, f16 (scale, min) a group in their own buffer, head_dim 128,
   4 query rows a kv head) in its transposed shape (S^T = K q^T, O^T += V^T P^T: the rows are the N = 8 of
   16x8 products), with K and V^T coming from subgroup-scope tensor loads whose callback decodes each
   element (the driver, not the shader, chooses how the bytes reach the registers). A workgroup is one
   subgroup of 32 and one split (run it with 4x the splits of direct.spv); its online softmax runs on whole
   16x8 matrices (column reductions). -DF16KV: F16 rows, no decode. -DPF: the next block's K and this
   block's V loaded before the softmax (loads ahead of their products); without it each matrix is loaded
   right before its product. Not built by `make mma-probe`: cm2c.c, as attn_cm2.comp. */
#extension GL_EXT_shader_explicit_arithmetic_types : require
#extension GL_EXT_shader_16bit_storage : require
#extension GL_EXT_control_flow_attributes : require
#extension GL_KHR_memory_scope_semantics : require
#extension GL_KHR_cooperative_matrix : require
#extension GL_NV_cooperative_matrix2 : require
#extension GL_EXT_buffer_reference : require
#define D 128u
#define NC 8
layout(local_size_x = 32) in;
layout(push_constant) uniform P { uint L, split_len, n_splits, Hkv; float c2; uint pad; } pc;
#ifdef F16KV
layout(std430, binding = 0) readonly buffer KC { float16_t kc[]; }; /* [rows][128] */
layout(std430, binding = 2) readonly buffer VC { float16_t vc[]; };
#else
layout(std430, binding = 0) readonly buffer KC { uvec4 kc[]; };  /* [rows][4]: 32 codes of 4 bits a uvec4 */
layout(std430, binding = 2) readonly buffer VC { uvec4 vc[]; };
#endif
layout(std430, binding = 1) readonly buffer KP { uint kp[]; };   /* [rows][4]: (scale, min) f16 a group */
layout(std430, binding = 3) readonly buffer VP { uint vp[]; };
layout(std430, binding = 4) readonly buffer QB { float16_t qh[]; }; /* [B][Hkv * 4][128] */
layout(std430, binding = 5) writeonly buffer WO { float wo[]; };    /* [B][Hkv][S][4][128] */
layout(std430, binding = 6) writeonly buffer WM { vec2 wm[]; };     /* [B][Hkv][S][4] */
layout(buffer_reference, std430, buffer_reference_align = 16) buffer Q4B { uvec4 q; };
shared float s_m[16 * 8], s_l[16 * 8];

#define AM coopmat<float16_t, gl_ScopeSubgroup, 16, 16, gl_MatrixUseA>
#define BM coopmat<float16_t, gl_ScopeSubgroup, 16, 8, gl_MatrixUseB>
#define CM coopmat<float, gl_ScopeSubgroup, 16, 8, gl_MatrixUseAccumulator>

float16_t q4_value(const in Q4B b, const in uint i, const in uint sm)
{
    const uint c = (b.q[i >> 3] >> (4u * (i & 7u))) & 15u;
    const f16vec2 p = unpackFloat2x16(sm);
    return fma(float16_t(c), p.x, p.y);
}
float16_t decK(const in Q4B b, const in uint bc[2], const in uint ib[2]) { return q4_value(b, ib[1], kp[bc[0] * 4u + bc[1]]); }
float16_t decV(const in Q4B b, const in uint bc[2], const in uint ib[2]) { return q4_value(b, ib[1], vp[bc[0] * 4u + bc[1]]); }
float fmaxop(const in float a, const in float b) { return max(a, b); }
float faddop(const in float a, const in float b) { return a + b; }

#ifdef F16KV
#define LOADK(M, J, C) coopMatLoadTensorNV(M, kc, 0u, sliceTensorLayoutNV(tk, row0 + (J), 16u, 16u * (C), 16u))
#define LOADV(M, J, C) coopMatLoadTensorNV(M, vc, 0u, sliceTensorLayoutNV(tk, row0 + (J), 16u, 16u * (C), 16u), tr)
#else
#define LOADK(M, J, C) coopMatLoadTensorNV(M, kc, 0u, sliceTensorLayoutNV(tk, row0 + (J), 16u, 16u * (C), 16u), decK)
#define LOADV(M, J, C) coopMatLoadTensorNV(M, vc, 0u, sliceTensorLayoutNV(tk, row0 + (J), 16u, 16u * (C), 16u), tr, decV)
#endif

void main()
{
    const uint wg = gl_WorkGroupID.x, split = wg % pc.n_splits, bh = wg / pc.n_splits, b = bh / pc.Hkv, h = bh % pc.Hkv;
    const uint rows_all = (bh + 1u) * (pc.L + pc.pad);
    const uint row0 = bh * (pc.L + pc.pad);
    const uint t0 = split * pc.split_len, t1 = min(pc.L, t0 + pc.split_len);

    tensorLayoutNV<2, gl_CooperativeMatrixClampModeConstantNV> tq = createTensorLayoutNV(2, gl_CooperativeMatrixClampModeConstantNV);
    tq = setTensorLayoutDimensionNV(tq, 4u, D); /* this kv head's 4 rows of q; rows 4 .. 7 read 0 */
    tensorLayoutNV<2> tk = createTensorLayoutNV(2);
#ifndef F16KV
    tk = setTensorLayoutBlockSizeNV(tk, 1u, 32u);
#endif
    tk = setTensorLayoutDimensionNV(tk, rows_all, D);
    tensorViewNV<2, false, 1, 0> tr = createTensorViewNV(2, false, 1, 0);

    BM qb[NC];
    [[unroll]] for (uint c = 0u; c < NC; c++)
        coopMatLoadTensorNV(qb[c], qh, (b * pc.Hkv + h) * 4u * D, sliceTensorLayoutNV(tq, 0u, 8u, 16u * c, 16u), tr);

    CM o[NC];
    [[unroll]] for (uint c = 0u; c < NC; c++) o[c] = CM(0.0);
    CM m = CM(-3.0e38), l = CM(0.0);
#ifdef PF
    AM ka[NC], va[NC];
    [[unroll]] for (uint c = 0u; c < NC; c++) LOADK(ka[c], t0, c);
#endif
    [[dont_unroll]] for (uint j = t0; j < t1; j += 16u) {
        CM s = CM(0.0);
#ifdef PF
        [[unroll]] for (uint c = 0u; c < NC; c++) s = coopMatMulAdd(ka[c], qb[c], s);
        [[unroll]] for (uint c = 0u; c < NC; c++) LOADV(va[c], j, c);
        const uint jn = j + 16u < t1 ? j + 16u : j;
        [[unroll]] for (uint c = 0u; c < NC; c++) LOADK(ka[c], jn, c);
#else
        [[unroll]] for (uint c = 0u; c < NC; c++) { AM ka; LOADK(ka, j, c); s = coopMatMulAdd(ka, qb[c], s); }
#endif
        CM cmax, mnew, p, em, cs;
        coopMatReduceNV(cmax, s, gl_CooperativeMatrixReduceColumnNV, fmaxop);
        [[unroll]] for (int k = 0; k < s.length(); k++) {
            const float sk = s[k] * pc.c2;
            mnew[k] = max(cmax[k] * pc.c2, m[k]);
            p[k] = exp2(sk - mnew[k]);
            em[k] = exp2(m[k] - mnew[k]);
        }
        m = mnew;
        coopMatReduceNV(cs, p, gl_CooperativeMatrixReduceColumnNV, faddop);
        l = em * l + cs;
        const BM pb = BM(p);
#ifdef PF
        [[unroll]] for (uint c = 0u; c < NC; c++) o[c] = coopMatMulAdd(va[c], pb, o[c] * em);
#else
        [[unroll]] for (uint c = 0u; c < NC; c++) { AM va; LOADV(va, j, c); o[c] = coopMatMulAdd(va, pb, o[c] * em); }
#endif
    }
    const uint base = ((b * pc.Hkv + h) * pc.n_splits + split) * 4u;
    tensorLayoutNV<2, gl_CooperativeMatrixClampModeConstantNV> to = createTensorLayoutNV(2, gl_CooperativeMatrixClampModeConstantNV);
    to = setTensorLayoutDimensionNV(to, 4u, D); /* rows 4 .. 7 dropped */
    [[unroll]] for (uint c = 0u; c < NC; c++)
        coopMatStoreTensorNV(o[c], wo, base * D, sliceTensorLayoutNV(to, 0u, 8u, 16u * c, 16u), tr);
    coopMatStore(m, s_m, 0u, 8u, gl_CooperativeMatrixLayoutRowMajor);
    coopMatStore(l, s_l, 0u, 8u, gl_CooperativeMatrixLayoutRowMajor);
    barrier();
    if (gl_LocalInvocationID.x < 4u) wm[base + gl_LocalInvocationID.x] = vec2(s_m[gl_LocalInvocationID.x], s_l[gl_LocalInvocationID.x]);
}
