#version 450
/* Decode attention probe on GL_NV_cooperative_matrix2 (examples/PERF.md 103): the problem of attn_direct.comp
   (Q4 K and V, group 32, f16 (scale, min) a group in their own buffer, head_dim 128, 4 query rows a kv head,
   the probe's bindings and partials), with workgroup-scope matrices whose K and V come from tensor loads
   that decode each element of a block of 32 codes by a callback (the driver chooses how the bytes reach the
   matrix units). BR rows (q's 4, the rest read as 0), tiles of BC keys, workgroups of WG: the device lists
   the sizes it takes (probe prints them for a "cm2" module: on the H200 workgroups of 128 take rows in
   multiples of 32, of 64 in multiples of 16; a product of other sizes gave zeros, silently). Not built by
   `make mma-probe` (Debian 12's glslang cannot compile it): cm2c.c, with the glslang of slangpy's wheel. */
#extension GL_EXT_shader_explicit_arithmetic_types : require
#extension GL_EXT_shader_16bit_storage : require
#extension GL_EXT_control_flow_attributes : require
#extension GL_KHR_memory_scope_semantics : require
#extension GL_KHR_cooperative_matrix : require
#extension GL_NV_cooperative_matrix2 : require
#extension GL_EXT_buffer_reference : require
#ifndef BC
#define BC 32u
#endif
#ifndef WG
#define WG 128u
#endif
#ifndef BR
#define BR 32u
#endif
#define D 128u
layout(local_size_x = WG) in;
layout(push_constant) uniform P { uint L, split_len, n_splits, Hkv; float c2; uint pad; } pc;
#ifdef F16KV /* -DF16KV: F16 rows (probe modules named "f16kv"), loaded as they are: no decode */
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
shared float s_m[BR * BC], s_l[BR * BC];

// code i of block b times its group's (scale, min) word sm, one rounding
float16_t q4_value(const in Q4B b, const in uint i, const in uint sm)
{
    const uint c = (b.q[i >> 3] >> (4u * (i & 7u))) & 15u;
    const f16vec2 p = unpackFloat2x16(sm);
    return fma(float16_t(c), p.x, p.y);
}
// the decode callbacks: block bc (row, group) of K or V, element ib[1] of it
float16_t decK(const in Q4B b, const in uint bc[2], const in uint ib[2]) { return q4_value(b, ib[1], kp[bc[0] * 4u + bc[1]]); }
float16_t decV(const in Q4B b, const in uint bc[2], const in uint ib[2]) { return q4_value(b, ib[1], vp[bc[0] * 4u + bc[1]]); }
float fmaxop(const in float a, const in float b) { return max(a, b); }
float fsmear(const in float a, const in float b) { return a; }

void main()
{
    const uint wg = gl_WorkGroupID.x, split = wg % pc.n_splits, bh = wg / pc.n_splits, b = bh / pc.Hkv, h = bh % pc.Hkv;
    const uint rows_all = (bh + 1u) * (pc.L + pc.pad); /* every (b, h) region before and this one */
    const uint row0 = bh * (pc.L + pc.pad);
    const uint t0 = split * pc.split_len, t1 = min(pc.L, t0 + pc.split_len);

    tensorLayoutNV<2, gl_CooperativeMatrixClampModeConstantNV> tq = createTensorLayoutNV(2, gl_CooperativeMatrixClampModeConstantNV);
    tq = setTensorLayoutDimensionNV(tq, 4u, D); /* this kv head's 4 rows of q; rows 4 .. BR - 1 read 0 */
    tensorLayoutNV<2> tk = createTensorLayoutNV(2);
#ifndef F16KV
    tk = setTensorLayoutBlockSizeNV(tk, 1u, 32u);
#endif
    tk = setTensorLayoutDimensionNV(tk, rows_all, D);
    tensorViewNV<2, false, 1, 0> tr = createTensorViewNV(2, false, 1, 0);

    coopmat<float16_t, gl_ScopeWorkgroup, BR, D, gl_MatrixUseAccumulator> q16;
    coopMatLoadTensorNV(q16, qh, (b * pc.Hkv + h) * 4u * D, sliceTensorLayoutNV(tq, 0u, BR, 0u, D));
    q16 = q16 * float16_t(pc.c2);
    coopmat<float16_t, gl_ScopeWorkgroup, BR, D, gl_MatrixUseA> qa = coopmat<float16_t, gl_ScopeWorkgroup, BR, D, gl_MatrixUseA>(q16);

    coopmat<float, gl_ScopeWorkgroup, BR, D, gl_MatrixUseAccumulator> o = coopmat<float, gl_ScopeWorkgroup, BR, D, gl_MatrixUseAccumulator>(0.0);
    coopmat<float, gl_ScopeWorkgroup, BR, BC, gl_MatrixUseAccumulator> m = coopmat<float, gl_ScopeWorkgroup, BR, BC, gl_MatrixUseAccumulator>(-3.0e38);
    coopmat<float, gl_ScopeWorkgroup, BR, BC, gl_MatrixUseAccumulator> l = coopmat<float, gl_ScopeWorkgroup, BR, BC, gl_MatrixUseAccumulator>(0.0);
    const coopmat<float16_t, gl_ScopeWorkgroup, BC, BC, gl_MatrixUseB> ones = coopmat<float16_t, gl_ScopeWorkgroup, BC, BC, gl_MatrixUseB>(1.0);

    [[dont_unroll]] for (uint j = t0; j < t1; j += BC) {
        coopmat<float16_t, gl_ScopeWorkgroup, D, BC, gl_MatrixUseB> kt;
#ifdef F16KV
        coopMatLoadTensorNV(kt, kc, 0u, sliceTensorLayoutNV(tk, row0 + j, BC, 0u, D), tr);
#else
        coopMatLoadTensorNV(kt, kc, 0u, sliceTensorLayoutNV(tk, row0 + j, BC, 0u, D), tr, decK);
#endif
        coopmat<float, gl_ScopeWorkgroup, BR, BC, gl_MatrixUseAccumulator> s = coopmat<float, gl_ScopeWorkgroup, BR, BC, gl_MatrixUseAccumulator>(0.0);
        s = coopMatMulAdd(qa, kt, s);
        coopmat<float, gl_ScopeWorkgroup, BR, BC, gl_MatrixUseAccumulator> rmax, mnew, p, em;
        coopMatReduceNV(rmax, s, gl_CooperativeMatrixReduceRowNV, fmaxop);

        [[unroll]] for (int k = 0; k < s.length(); k++) {
            mnew[k] = max(rmax[k], m[k]);
            p[k] = exp2(s[k] - mnew[k]);
            em[k] = exp2(m[k] - mnew[k]);
        }
        m = mnew;
        coopmat<float16_t, gl_ScopeWorkgroup, BR, BC, gl_MatrixUseA> pa = coopmat<float16_t, gl_ScopeWorkgroup, BR, BC, gl_MatrixUseA>(p);
        coopmat<float, gl_ScopeWorkgroup, BR, BC, gl_MatrixUseAccumulator> rs = coopmat<float, gl_ScopeWorkgroup, BR, BC, gl_MatrixUseAccumulator>(0.0);
        rs = coopMatMulAdd(pa, ones, rs);
        l = em * l + rs;
        coopmat<float16_t, gl_ScopeWorkgroup, BC, D, gl_MatrixUseB> v;
#ifdef F16KV
        coopMatLoadTensorNV(v, vc, 0u, sliceTensorLayoutNV(tk, row0 + j, BC, 0u, D));
#else
        coopMatLoadTensorNV(v, vc, 0u, sliceTensorLayoutNV(tk, row0 + j, BC, 0u, D), decV);
#endif
        coopmat<float, gl_ScopeWorkgroup, BR, D, gl_MatrixUseAccumulator> emd;
        coopMatReduceNV(emd, em, gl_CooperativeMatrixReduceRowNV, fsmear);
        o = o * emd;
        o = coopMatMulAdd(pa, v, o);
    }
    const uint base = ((b * pc.Hkv + h) * pc.n_splits + split) * 4u;
    tensorLayoutNV<2, gl_CooperativeMatrixClampModeConstantNV> to = createTensorLayoutNV(2, gl_CooperativeMatrixClampModeConstantNV);
    to = setTensorLayoutDimensionNV(to, 4u, D); /* rows 4 .. BR - 1 dropped */
    coopMatStoreTensorNV(o, wo, base * D, sliceTensorLayoutNV(to, 0u, BR, 0u, D));
    coopMatStore(m, s_m, 0u, BC, gl_CooperativeMatrixLayoutRowMajor);
    coopMatStore(l, s_l, 0u, BC, gl_CooperativeMatrixLayoutRowMajor);
    barrier();
    if (gl_LocalInvocationID.x < 4u) wm[base + gl_LocalInvocationID.x] = vec2(s_m[gl_LocalInvocationID.x * BC], s_l[gl_LocalInvocationID.x * BC]);
}
