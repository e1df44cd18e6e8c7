#version 450
/* Decode attention probe: Q4 K and V (group 32, f16 scale and minimum),
   GQA 4, head_dim 128, tiles of 64 keys decoded to f16 in shared memory,
   q.k and p.v on the matrix units (GL_NV_cooperative_matrix), or, with
   EMU defined, the same structure with the products written out (so that
   a device without matrix units, lavapipe, runs everything else).
   F16KV: K and V rows are 128 f16 values, loaded into the matrices straight
   from the storage buffers (no decode, no shared-memory tiles).
   Ablations for timing only (their results are wrong): NO_LOAD (no global
   loads after the first tile), NO_DECODE (raw words stored), NO_MMA_S,
   NO_MMA_O (no products), NO_BAR (no barriers in the key loop).
   examples/PERF.md 20 has what it measured and why it is not in kvq.h. */
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_shader_16bit_storage : require
#extension GL_KHR_shader_subgroup_clustered : require
#extension GL_EXT_control_flow_attributes : require
#ifndef EMU
#extension GL_NV_cooperative_matrix : require
#extension GL_KHR_memory_scope_semantics : require
#endif
layout(local_size_x = 128) in;
layout(push_constant) uniform P { uint L, split_len, n_splits, Hkv; float c2; } pc;
layout(std430, binding = 0) readonly buffer KC { uvec4 kc[]; };  /* [B][Hkv][L][4]: 128 codes of 4 bits */
layout(std430, binding = 1) readonly buffer KP { uvec2 kp[]; };  /* [B][Hkv][L][2]: 4 groups x (scale, min) f16 */
layout(std430, binding = 2) readonly buffer VC { uvec4 vc[]; };
layout(std430, binding = 3) readonly buffer VP { uvec2 vp[]; };
layout(std430, binding = 4) readonly buffer QB { uvec4 qb[]; };  /* [B][Hkv*4][16]: f16 */
layout(std430, binding = 5) writeonly buffer WO { float wo[]; }; /* [B][Hkv][S][4][128] */
layout(std430, binding = 6) writeonly buffer WM { vec2 wm[]; };  /* [B][Hkv][S][4]: (max, sum), log2 units */

#define TK 64u
#define RS 17u  /* uvec4 per shared row: 16 + 1 pad */
#ifdef F16KV
shared uvec4 Ks[16u * 32u]; /* only the O staging: 16 rows x 128 floats */
#else
shared uvec4 Ks[TK * RS];
shared uvec4 Vs[TK * RS];
#endif
shared float Ss[16u * 64u];
shared uint Pu[16u * 36u];
shared float red[16];
shared uvec4 Qs[16u * RS];

/* dims 8w + i of a decoded word are stored at 8w + pi(i): pi = 0 4 2 6 1 5 3 7 (halves) */
uvec4 dec4(uint w, uint p)
{
#ifdef NO_DECODE
    return uvec4(w, p, w ^ p, w + p);
#endif
    const f16vec2 sc = unpackFloat2x16(p).xx, mn = unpackFloat2x16(p).yy, k = f16vec2(1024.0hf);
    const uint x = w & 0x0F0F0F0Fu, y = (w >> 4) & 0x0F0F0F0Fu;
    uvec4 h = uvec4(x & 0x00FF00FFu, y & 0x00FF00FFu, (x >> 8) & 0x00FF00FFu, (y >> 8) & 0x00FF00FFu) | 0x64006400u;
    return uvec4(packFloat2x16(fma(unpackFloat2x16(h.x) - k, sc, mn)), packFloat2x16(fma(unpackFloat2x16(h.y) - k, sc, mn)),
                 packFloat2x16(fma(unpackFloat2x16(h.z) - k, sc, mn)), packFloat2x16(fma(unpackFloat2x16(h.w) - k, sc, mn)));
}
/* stored order of a decoded word: (0,4) (1,5) (2,6) (3,7) as halves: i.e. half j of the 8 is dim perm[j] */
float sel4(float a[4], uint k) { return k == 0u ? a[0] : k == 1u ? a[1] : k == 2u ? a[2] : a[3]; }
uint perm(uint j) { return (j >> 1) | ((j & 1u) << 2); }

void main()
{
    const uint t = gl_LocalInvocationID.x, wg = gl_WorkGroupID.x, s = wg % pc.n_splits, bh = wg / pc.n_splits;
    const uint r = t >> 5, l = t & 31u, w = t >> 5, kk = t >> 1, hh = t & 1u;
    const uint key0 = s * pc.split_len, nt = pc.split_len / TK;
    const uint rowbase = bh * pc.L + key0; /* cache row of the split's first key */
    const float ninf = uintBitsToFloat(0xff800000u);
    float mref[4] = float[4](ninf, ninf, ninf, ninf), lpart = 0.0;
    uint i, j, tile;

    /* q rows 0..3 (permuted like the decoded K words), rows 4..15 zero */
    {
        if (t < 64u) {
            const uint qr = t >> 4, qw = t & 15u;
            const uvec4 v = qb[(bh * 4u + qr) * 16u + qw]; /* halves 0..7 as pairs (0,1)(2,3)(4,5)(6,7) */
            /* want pairs (0,4) (1,5) (2,6) (3,7) */
            const uvec4 o = uvec4((v.x & 0xFFFFu) | (v.z << 16), (v.x >> 16) | (v.z & 0xFFFF0000u),
                                  (v.y & 0xFFFFu) | (v.w << 16), (v.y >> 16) | (v.w & 0xFFFF0000u));
#ifdef F16KV
            Qs[qr * RS + qw] = v; /* rows of f16 in memory are in natural order */
#else
            Qs[qr * RS + qw] = o;
#endif
        }
#ifndef EMU
        for (i = t; i < 12u * RS; i += 128u) Qs[4u * RS + i] = uvec4(0u);
#endif
        for (i = t; i < 12u * 36u; i += 128u) Pu[4u * 36u + i] = 0u;
    }
#ifndef EMU
    fcoopmatNV<32, gl_ScopeSubgroup, 16, 16> of0 = fcoopmatNV<32, gl_ScopeSubgroup, 16, 16>(0.0), of1 = of0;
#else
    float oe[4] = float[4](0.0, 0.0, 0.0, 0.0);
#endif

#ifndef F16KV
    uvec4 kc0 = kc[(rowbase + kk) * 4u + 2u * hh], kc1 = kc[(rowbase + kk) * 4u + 2u * hh + 1u];
    uvec4 vc0 = vc[(rowbase + kk) * 4u + 2u * hh], vc1 = vc[(rowbase + kk) * 4u + 2u * hh + 1u];
    uvec2 kq = kp[(rowbase + kk) * 2u + hh], vq = vp[(rowbase + kk) * 2u + hh];
#endif

#ifdef NO_BAR
#define LBAR()
#else
#define LBAR() barrier()
#endif
    for (tile = 0u; tile < nt; tile++) {
#ifndef F16KV
        LBAR();
        {
            const uint b = kk * RS + 8u * hh;
            Ks[b + 0u] = dec4(kc0.x, kq.x); Ks[b + 1u] = dec4(kc0.y, kq.x); Ks[b + 2u] = dec4(kc0.z, kq.x); Ks[b + 3u] = dec4(kc0.w, kq.x);
            Ks[b + 4u] = dec4(kc1.x, kq.y); Ks[b + 5u] = dec4(kc1.y, kq.y); Ks[b + 6u] = dec4(kc1.z, kq.y); Ks[b + 7u] = dec4(kc1.w, kq.y);
            Vs[b + 0u] = dec4(vc0.x, vq.x); Vs[b + 1u] = dec4(vc0.y, vq.x); Vs[b + 2u] = dec4(vc0.z, vq.x); Vs[b + 3u] = dec4(vc0.w, vq.x);
            Vs[b + 4u] = dec4(vc1.x, vq.y); Vs[b + 5u] = dec4(vc1.y, vq.y); Vs[b + 6u] = dec4(vc1.z, vq.y); Vs[b + 7u] = dec4(vc1.w, vq.y);
        }
#ifdef NO_LOAD
        if (false) {
#else
        if (tile + 1u < nt) {
#endif
            const uint row = rowbase + (tile + 1u) * TK + kk;
            kc0 = kc[row * 4u + 2u * hh]; kc1 = kc[row * 4u + 2u * hh + 1u];
            vc0 = vc[row * 4u + 2u * hh]; vc1 = vc[row * 4u + 2u * hh + 1u];
            kq = kp[row * 2u + hh]; vq = vp[row * 2u + hh];
        }
#else
        LBAR();
#endif
        LBAR();
        /* S = q . k for the tile's 64 keys, 16 per subgroup of 32 */
#ifndef EMU
        {
            fcoopmatNV<32, gl_ScopeSubgroup, 16, 16> acc = fcoopmatNV<32, gl_ScopeSubgroup, 16, 16>(0.0), acc2 = acc;
            fcoopmatNV<16, gl_ScopeSubgroup, 16, 16> kb, kb2, qa, qa2;
#ifndef NO_MMA_S
            [[unroll]] for (i = 0u; i < 8u; i += 2u) {
                coopMatLoadNV(qa, Qs, 2u * i, RS, false);
                coopMatLoadNV(qa2, Qs, 2u * i + 2u, RS, false);
#ifdef F16KV
                coopMatLoadNV(kb, kc, (rowbase + tile * TK + 16u * w) * 16u + 2u * i, 16u, true);
                coopMatLoadNV(kb2, kc, (rowbase + tile * TK + 16u * w) * 16u + 2u * i + 2u, 16u, true);
#else
                coopMatLoadNV(kb, Ks, 16u * w * RS + 2u * i, RS, true);
                coopMatLoadNV(kb2, Ks, 16u * w * RS + 2u * i + 2u, RS, true);
#endif
                acc = coopMatMulAddNV(qa, kb, acc);
                acc2 = coopMatMulAddNV(qa2, kb2, acc2);
            }
#endif
            acc = acc + acc2;
            coopMatStoreNV(acc, Ss, 16u * w, 64u, false);
        }
#else
        {
            const uint key = 16u * w + (l & 15u);
            [[unroll]] for (j = 0u; j < 2u; j++) {
                const uint row = (l >> 4) + 2u * j;
                float a = 0.0;
                [[unroll]] for (i = 0u; i < 16u; i++) {
                    const uvec4 qq = Qs[row * RS + i], kx = Ks[key * RS + i];
                    a += dot(vec2(unpackFloat2x16(qq.x)), vec2(unpackFloat2x16(kx.x))) + dot(vec2(unpackFloat2x16(qq.y)), vec2(unpackFloat2x16(kx.y)))
                       + dot(vec2(unpackFloat2x16(qq.z)), vec2(unpackFloat2x16(kx.z))) + dot(vec2(unpackFloat2x16(qq.w)), vec2(unpackFloat2x16(kx.w)));
                }
                Ss[row * 64u + key] = a;
            }
        }
#endif
        LBAR();
        /* online softmax in log2 units; row r = t / 32, keys 2l, 2l + 1 */
        const float s0 = Ss[r * 64u + 2u * l] * pc.c2, s1 = Ss[r * 64u + 2u * l + 1u] * pc.c2;
        {
            const float mt = subgroupClusteredMax(max(s0, s1), 8u);
            if ((l & 7u) == 0u) red[r * 4u + (l >> 3)] = mt;
        }
        LBAR();
        {
            float tm[4], al[4];
            bool need = false;
            [[unroll]] for (i = 0u; i < 4u; i++) {
                tm[i] = max(max(red[4u * i], red[4u * i + 1u]), max(red[4u * i + 2u], red[4u * i + 3u]));
                need = need || tm[i] > mref[i] + 8.0;
            }
            if (need) { /* uniform: every invocation read the same maxima */
                [[unroll]] for (i = 0u; i < 4u; i++) {
                    const float mn = max(mref[i], tm[i]);
                    al[i] = exp2(mref[i] - mn);
                    mref[i] = mn;
                }
                lpart *= sel4(al, r);
#ifndef EMU
                coopMatStoreNV(of0, Ks, 8u * w, 32u, false);
                coopMatStoreNV(of1, Ks, 8u * w + 4u, 32u, false);
                LBAR();
                [[unroll]] for (i = 0u; i < 4u; i++) {
                    const uint e = t + 128u * i; /* float e of row i */
                    Ks[e >> 2][e & 3u] = floatBitsToUint(uintBitsToFloat(Ks[e >> 2][e & 3u]) * al[i]);
                }
                LBAR();
                coopMatLoadNV(of0, Ks, 8u * w, 32u, false);
                coopMatLoadNV(of1, Ks, 8u * w + 4u, 32u, false);
#else
                [[unroll]] for (i = 0u; i < 4u; i++) oe[i] *= sel4(al, l >> 3);
#endif
            }
        }
        {
            const float16_t p0 = float16_t(exp2(s0 - sel4(mref, r))), p1 = float16_t(exp2(s1 - sel4(mref, r)));
            lpart += float(p0) + float(p1);
            Pu[r * 36u + l] = packFloat2x16(f16vec2(p0, p1));
        }
        LBAR();
        /* o += p . v: subgroup w takes dims (stored order) 32w .. 32w + 31 */
#if !defined(EMU) && !defined(NO_MMA_O)
        {
            fcoopmatNV<16, gl_ScopeSubgroup, 16, 16> pa, vb;
            [[unroll]] for (i = 0u; i < 4u; i++) {
                coopMatLoadNV(pa, Pu, 8u * i, 36u, false);
#ifdef F16KV
                coopMatLoadNV(vb, vc, (rowbase + tile * TK + 16u * i) * 16u + 4u * w, 16u, false);
                of0 = coopMatMulAddNV(pa, vb, of0);
                coopMatLoadNV(vb, vc, (rowbase + tile * TK + 16u * i) * 16u + 4u * w + 2u, 16u, false);
                of1 = coopMatMulAddNV(pa, vb, of1);
#else
                coopMatLoadNV(vb, Vs, 16u * i * RS + 4u * w, RS, false);
                of0 = coopMatMulAddNV(pa, vb, of0);
                coopMatLoadNV(vb, Vs, 16u * i * RS + 4u * w + 2u, RS, false);
                of1 = coopMatMulAddNV(pa, vb, of1);
#endif
            }
        }
#elif defined(EMU)
        {
            const uint row = l >> 3, c0 = 32u * w + (l & 7u) * 4u; /* 4 stored columns c0..c0+3 */
            [[unroll]] for (i = 0u; i < TK; i++) {
                const float p = float(unpackFloat2x16(Pu[row * 36u + (i >> 1)])[i & 1u]);
                const uvec4 vv = Vs[i * RS + (c0 >> 3)];
                const uint u0 = (c0 & 4u) != 0u ? vv.z : vv.x, u1 = (c0 & 4u) != 0u ? vv.w : vv.y;
                oe[0] += p * float(unpackFloat2x16(u0).x);
                oe[1] += p * float(unpackFloat2x16(u0).y);
                oe[2] += p * float(unpackFloat2x16(u1).x);
                oe[3] += p * float(unpackFloat2x16(u1).y);
            }
        }
#endif
    }
    barrier();
#ifndef EMU
    coopMatStoreNV(of0, Ks, 8u * w, 32u, false);
    coopMatStoreNV(of1, Ks, 8u * w + 4u, 32u, false);
#else
    {
        const uint row = l >> 3, c0 = 32u * w + (l & 7u) * 4u;
        [[unroll]] for (i = 0u; i < 4u; i++) { const uint e = row * 128u + c0 + i; Ks[e >> 2][e & 3u] = floatBitsToUint(oe[i]); }
    }
#endif
    {
        const float ls = subgroupClusteredAdd(lpart, 8u);
        if ((l & 7u) == 0u) red[r * 4u + (l >> 3)] = ls;
    }
    barrier();
    for (i = t; i < 512u; i += 128u) {
        const uint rr = i >> 7, c = i & 127u, d =
#ifdef F16KV
            c;
#else
            (c & ~7u) + perm(c & 7u);
#endif
        wo[(wg * 4u + rr) * 128u + d] = uintBitsToFloat(Ks[i >> 2][i & 3u]);
    }
    if (t < 4u) wm[wg * 4u + t] = vec2(sel4(mref, t), red[4u * t] + red[4u * t + 1u] + red[4u * t + 2u] + red[4u * t + 3u]);
}
