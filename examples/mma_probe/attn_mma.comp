#version 450
/* Decode attention probe: Q4 K and V (group 32, f16 scale and minimum),
   head_dim 128, ROWS (4, 8 or 16) query rows per kv head (GQA 4 x ROWS / 4
   queries of a sequence, causal among themselves), tiles of 64 keys
   decoded to f16 in shared memory, q.k and p.v on the matrix units
   (GL_NV_cooperative_matrix), or, with EMU defined, the same structure
   with the products written out (so that a device without matrix units,
   lavapipe, runs everything else).
   F16KV: K and V rows are 128 f16 values, loaded into the matrices straight
   from the storage buffers (no decode, no shared-memory tiles). F16SH: the
   same rows copied into the shared tiles (no decode) and loaded from there.
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
#ifndef ROWS
#define ROWS 4u
#endif
#define TPR (128u / ROWS)  /* invocations per row in the softmax: 32, 16, 8 */
#define KPT (64u / TPR)    /* keys per invocation there: 2, 4, 8 */
#define CPR (TPR / 8u)     /* clusters of 8 per row: 4, 2, 1 */
layout(local_size_x = 128) in;
layout(push_constant) uniform P { uint L, split_len, n_splits, Hkv; float c2; uint pad; } pc; /* pad: rows between (sequence, head) regions */
layout(std430, binding = 0) readonly buffer KC { uvec4 kc[]; };  /* [B][Hkv][L][4]: 128 codes of 4 bits */
layout(std430, binding = 1) readonly buffer KP { uvec2 kp[]; };  /* [B][Hkv][L][2]: 4 groups x (scale, min) f16 */
layout(std430, binding = 2) readonly buffer VC { uvec4 vc[]; };
layout(std430, binding = 3) readonly buffer VP { uvec2 vp[]; };
layout(std430, binding = 4) readonly buffer QB { uvec4 qb[]; };  /* [B][ROWS / 4][Hkv * 4][16]: f16 */
layout(std430, binding = 5) writeonly buffer WO { float wo[]; }; /* [B][Hkv][S][ROWS][128] */
layout(std430, binding = 6) writeonly buffer WM { vec2 wm[]; };  /* [B][Hkv][S][ROWS]: (max, sum), log2 units */

#define TK 64u
#define RS 17u  /* uvec4 per shared row: 16 + 1 pad */
#ifdef F16SH
#define F16ROWS
#endif
#ifdef F16KV
#define F16ROWS
shared uvec4 Ks[16u * 32u]; /* only the O staging: 16 rows x 128 floats */
#else
shared uvec4 Ks[TK * RS];
shared uvec4 Vs[TK * RS];
#endif
shared float Ss[16u * 64u];
shared uint Pu[16u * 36u];
shared float red[16];
shared uvec4 Qs[16u * RS];

/* A word of 8 codes decoded: halves (0,4) (1,5) (2,6) (3,7), i.e. stored
   half j is dim perm(j) of the word; round(c * s + m) in f16. */
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
uint perm(uint j) { return (j >> 1) | ((j & 1u) << 2); }
/* a[k] with k not a constant, without an indexed (local-memory) array */
float sel(float a[ROWS], uint k)
{
    float v = a[0];
    [[unroll]] for (uint i = 1u; i < ROWS; i++) v = k == i ? a[i] : v;
    return v;
}

void main()
{
    const uint t = gl_LocalInvocationID.x, wg = gl_WorkGroupID.x, s = wg % pc.n_splits, bh = wg / pc.n_splits;
    const uint b = bh / pc.Hkv, h = bh % pc.Hkv, w = t >> 5, l = t & 31u, kk = t >> 1, hh = t & 1u;
    const uint r = t / TPR, rl = t % TPR; /* softmax: row r, keys KPT * rl .. */
    const uint key0 = s * pc.split_len, nt = pc.split_len / TK, nq = ROWS / 4u;
    const uint rowbase = bh * (pc.L + pc.pad) + key0; /* cache row of the split's first key */
    const uint lim = pc.L - nq + r / 4u + 1u; /* row r (query r / 4) sees positions < lim */
    const float ninf = uintBitsToFloat(0xff800000u);
    float mref[ROWS], lpart = 0.0;
    uint i, j, tile;
    [[unroll]] for (i = 0u; i < ROWS; i++) mref[i] = ninf;

    /* q rows (permuted like the decoded K words), rows ROWS..15 zero */
    for (i = t; i < ROWS * 16u; i += 128u) {
        const uint qr = i >> 4, qw = i & 15u;
        const uvec4 v = qb[((b * nq + qr / 4u) * pc.Hkv * 4u + h * 4u + qr % 4u) * 16u + qw]; /* pairs (0,1)(2,3)(4,5)(6,7) */
#ifdef F16ROWS
        Qs[qr * RS + qw] = v; /* rows of f16 in memory are in natural order */
#else
        Qs[qr * RS + qw] = uvec4((v.x & 0xFFFFu) | (v.z << 16), (v.x >> 16) | (v.z & 0xFFFF0000u),
                                 (v.y & 0xFFFFu) | (v.w << 16), (v.y >> 16) | (v.w & 0xFFFF0000u));
#endif
    }
    for (i = t; i < (16u - ROWS) * RS; i += 128u) Qs[ROWS * RS + i] = uvec4(0u);
    for (i = t; i < (16u - ROWS) * 36u; i += 128u) Pu[ROWS * 36u + i] = 0u;
#ifndef EMU
    fcoopmatNV<32, gl_ScopeSubgroup, 16, 16> of0 = fcoopmatNV<32, gl_ScopeSubgroup, 16, 16>(0.0), of1 = of0;
#else
    float oe[ROWS]; /* row m / 1 .. : invocation l of subgroup w holds (row m, column 32 w + l) */
    [[unroll]] for (i = 0u; i < ROWS; i++) oe[i] = 0.0;
#endif

#ifndef F16ROWS
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
        const uint tk0 = rowbase + tile * TK; /* cache row of the tile's first key */
        LBAR();
#ifdef F16SH
        [[unroll]] for (i = 0u; i < 8u; i++) { /* key kk, words 8 hh .. 8 hh + 7 */
            Ks[kk * RS + 8u * hh + i] = kc[(tk0 + kk) * 16u + 8u * hh + i];
            Vs[kk * RS + 8u * hh + i] = vc[(tk0 + kk) * 16u + 8u * hh + i];
        }
        LBAR();
#elif !defined(F16KV)
        {
            const uint o = kk * RS + 8u * hh;
            Ks[o + 0u] = dec4(kc0.x, kq.x); Ks[o + 1u] = dec4(kc0.y, kq.x); Ks[o + 2u] = dec4(kc0.z, kq.x); Ks[o + 3u] = dec4(kc0.w, kq.x);
            Ks[o + 4u] = dec4(kc1.x, kq.y); Ks[o + 5u] = dec4(kc1.y, kq.y); Ks[o + 6u] = dec4(kc1.z, kq.y); Ks[o + 7u] = dec4(kc1.w, kq.y);
            Vs[o + 0u] = dec4(vc0.x, vq.x); Vs[o + 1u] = dec4(vc0.y, vq.x); Vs[o + 2u] = dec4(vc0.z, vq.x); Vs[o + 3u] = dec4(vc0.w, vq.x);
            Vs[o + 4u] = dec4(vc1.x, vq.y); Vs[o + 5u] = dec4(vc1.y, vq.y); Vs[o + 6u] = dec4(vc1.z, vq.y); Vs[o + 7u] = dec4(vc1.w, vq.y);
        }
#ifdef NO_LOAD
        if (false) {
#else
        if (tile + 1u < nt) {
#endif
            const uint row = tk0 + TK + kk;
            kc0 = kc[row * 4u + 2u * hh]; kc1 = kc[row * 4u + 2u * hh + 1u];
            vc0 = vc[row * 4u + 2u * hh]; vc1 = vc[row * 4u + 2u * hh + 1u];
            kq = kp[row * 2u + hh]; vq = vp[row * 2u + hh];
        }
        LBAR();
#endif
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
                coopMatLoadNV(kb, kc, (tk0 + 16u * w) * 16u + 2u * i, 16u, true);
                coopMatLoadNV(kb2, kc, (tk0 + 16u * w) * 16u + 2u * i + 2u, 16u, true);
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
        [[unroll]] for (j = 0u; j < ROWS / 2u; j++) { /* (row, key) = (2 j + l / 16, 16 w + l % 16) */
            const uint row = 2u * j + (l >> 4), key = 16u * w + (l & 15u);
            float a = 0.0;
            [[unroll]] for (i = 0u; i < 16u; i++) {
                const uvec4 qq = Qs[row * RS + i], kx = Ks[key * RS + i];
                a += dot(vec2(unpackFloat2x16(qq.x)), vec2(unpackFloat2x16(kx.x))) + dot(vec2(unpackFloat2x16(qq.y)), vec2(unpackFloat2x16(kx.y)))
                   + dot(vec2(unpackFloat2x16(qq.z)), vec2(unpackFloat2x16(kx.z))) + dot(vec2(unpackFloat2x16(qq.w)), vec2(unpackFloat2x16(kx.w)));
            }
            Ss[row * 64u + key] = a;
        }
#endif
        LBAR();
        /* online softmax in log2 units: row r, keys KPT rl .. KPT rl + KPT - 1 */
        float sv[KPT];
        {
            float mt = ninf;
            [[unroll]] for (j = 0u; j < KPT; j++) {
                const uint key = KPT * rl + j;
                sv[j] = key0 + tile * TK + key < lim ? Ss[r * 64u + key] * pc.c2 : ninf;
                mt = max(mt, sv[j]);
            }
            mt = subgroupClusteredMax(mt, 8u);
            if ((rl & 7u) == 0u) red[r * CPR + (rl >> 3)] = mt;
        }
        LBAR();
        {
            float tm[ROWS], al[ROWS];
            bool need = false;
            [[unroll]] for (i = 0u; i < ROWS; i++) {
                tm[i] = red[i * CPR];
                [[unroll]] for (j = 1u; j < CPR; j++) tm[i] = max(tm[i], red[i * CPR + j]);
                need = need || tm[i] > mref[i] + 8.0;
            }
            if (need) { /* uniform: every invocation read the same maxima */
                [[unroll]] for (i = 0u; i < ROWS; i++) {
                    const float mn = max(mref[i], tm[i]);
                    al[i] = mn == ninf ? 1.0 : exp2(mref[i] - mn);
                    mref[i] = mn;
                }
                lpart *= sel(al, r);
#ifndef EMU
                coopMatStoreNV(of0, Ks, 8u * w, 32u, false);
                coopMatStoreNV(of1, Ks, 8u * w + 4u, 32u, false);
                LBAR();
                [[unroll]] for (i = 0u; i < ROWS; i++) {
                    const uint e = t + 128u * i; /* float e of row i */
                    Ks[e >> 2][e & 3u] = floatBitsToUint(uintBitsToFloat(Ks[e >> 2][e & 3u]) * al[i]);
                }
                LBAR();
                coopMatLoadNV(of0, Ks, 8u * w, 32u, false);
                coopMatLoadNV(of1, Ks, 8u * w + 4u, 32u, false);
#else
                [[unroll]] for (i = 0u; i < ROWS; i++) oe[i] *= al[i];
#endif
            }
        }
        {
            const float m = sel(mref, r);
            [[unroll]] for (j = 0u; j < KPT; j += 2u) {
                const float16_t p0 = float16_t(sv[j] == ninf ? 0.0 : exp2(sv[j] - m)), p1 = float16_t(sv[j + 1u] == ninf ? 0.0 : exp2(sv[j + 1u] - m));
                lpart += float(p0) + float(p1);
                Pu[r * 36u + (KPT * rl + j) / 2u] = packFloat2x16(f16vec2(p0, p1));
            }
        }
        LBAR();
        /* o += p . v: subgroup w takes dims (stored order) 32w .. 32w + 31 */
#if !defined(EMU) && !defined(NO_MMA_O)
        {
            fcoopmatNV<16, gl_ScopeSubgroup, 16, 16> pa, vb;
            [[unroll]] for (i = 0u; i < 4u; i++) {
                coopMatLoadNV(pa, Pu, 8u * i, 36u, false);
#ifdef F16KV
                coopMatLoadNV(vb, vc, (tk0 + 16u * i) * 16u + 4u * w, 16u, false);
                of0 = coopMatMulAddNV(pa, vb, of0);
                coopMatLoadNV(vb, vc, (tk0 + 16u * i) * 16u + 4u * w + 2u, 16u, false);
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
            const uint c = 32u * w + l; /* stored column */
            for (i = 0u; i < TK; i++) {
                const uvec4 vv = Vs[i * RS + (c >> 3)];
                const uint u = (c & 7u) < 2u ? vv.x : (c & 7u) < 4u ? vv.y : (c & 7u) < 6u ? vv.z : vv.w;
                const float v = float(unpackFloat2x16(u)[c & 1u]);
                [[unroll]] for (j = 0u; j < ROWS; j++) oe[j] += float(unpackFloat2x16(Pu[j * 36u + (i >> 1)])[i & 1u]) * v;
            }
        }
#endif
    }
    barrier();
#ifndef EMU
    coopMatStoreNV(of0, Ks, 8u * w, 32u, false);
    coopMatStoreNV(of1, Ks, 8u * w + 4u, 32u, false);
#else
    [[unroll]] for (i = 0u; i < ROWS; i++) {
        const uint e = i * 128u + 32u * w + l;
        Ks[e >> 2][e & 3u] = floatBitsToUint(oe[i]);
    }
#endif
    {
        const float ls = subgroupClusteredAdd(lpart, 8u);
        if ((rl & 7u) == 0u) red[r * CPR + (rl >> 3)] = ls;
    }
    barrier();
    for (i = t; i < ROWS * 128u; i += 128u) {
        const uint rr = i >> 7, c = i & 127u;
#ifdef F16ROWS
        const uint d = c;
#else
        const uint d = (c & ~7u) + perm(c & 7u);
#endif
        wo[(wg * ROWS + rr) * 128u + d] = uintBitsToFloat(Ks[i >> 2][i & 3u]);
    }
    if (t < ROWS) {
        float lsum = 0.0;
        for (j = 0u; j < CPR; j++) lsum += red[t * CPR + j];
        wm[wg * ROWS + t] = vec2(sel(mref, t), lsum);
    }
}
