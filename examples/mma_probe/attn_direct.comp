#version 450
/* Decode attention probe, the matrix units fed from registers: the problem
   of attn_mma.comp (Q4 K and V, group 32, f16 scale and minimum, head_dim
   128, ROWS = 4 or 8 query rows per kv head), but no decoded K or V goes
   through shared memory: each invocation decodes its codes straight into
   the elements it owns of the matrices it multiplies. examples/PERF.md 32
   has what it measured and how it got there.

   GL_NV_cooperative_matrix leaves the layout of a matrix's elements over a
   subgroup's invocations to the implementation; layout.comp measures it
   (probe layout.spv). On the H200 (driver 580) every 16x16 and 16x8 type,
   f16 or f32, used as A, B or the sum, has the same layout: invocation l =
   4 g + t holds rows g and g + 8, columns 2t and 2t + 1 (and 2t + 8, 2t +
   9 where there are 16), element e = (column & 1) + 2 (column >= 8) + 4
   (row >= 8) for 16 columns, (column & 1) + 2 (row >= 8) for 8. This
   module assumes that layout.

   The products are transposed so that the query rows are the N = 8 of a
   16x8 product: S^T = K q^T (K: 16 keys x 16 dims as A, q^T: 16 dims x 8
   rows as B, loaded from shared memory) and O^T += V^T P^T (V^T: 16 dims x
   16 keys as A, P^T: 16 keys x 8 rows as B, built from S^T's elements,
   which it shares a layout with). The head dimension is permuted (q and K
   the same way, O's rows back at the end) so that what an invocation owns
   is contiguous codes of one group:
   - K: keys g and g + 8, dims 2t, 2t + 1, 2t + 8, 2t + 9 of each chunk c of
     16, i.e. real dims 32 t + 4 c + 0..3: bytes 16t .. 16t + 15 of the key's
     codes, one group (a 16-byte load per key);
   - V^T: dims g, g + 8 of chunk c (real dims 16 g + 2 c + 0..1: bytes 8g ..
     8g + 7, one group) of keys 2t, 2t + 1, 2t + 8, 2t + 9 (8 bytes a key);
   - S^T and P^T: keys g, g + 8 of query rows 2t, 2t + 1.
   The keys of a block of 16 are permuted too (row or column n of K, S^T,
   P^T and V^T is key 4 ((n & 1) + 2 (n >> 3)) + ((n & 7) >> 1)), so that
   each load instruction covers consecutive whole rows (1.5% faster).
   Each subgroup takes keys 16 w .. 16 w + 15 of every tile of 64 and keeps
   its own online softmax (the rows' maxima and sums in registers, O^T's
   rescale by elements, only when a row's maximum grows by more than 2^8,
   so that p < 256 in f16); the four subgroups are merged once at the end.
   No barrier in the key loop. The codes are loaded two tiles ahead, into
   two sets of registers that take turns (the loop body twice): a copy of a
   register still being loaded would wait for it (PERF.md 32).
   -DQ8: codes of 8 bits (rows of 128 bytes; K's pairs are bytes (0, 2)
   and (1, 3) of a word, the dims permuted to match); -DE4M3 and -DQ8S:
   E4M3 or signed 8-bit codes in Q8's rows, each times its group's scale
   (the params' offset unused). -DONE_SET: one set,
   one tile ahead (Q8's set carries as many bytes as Q4's two; with two
   sets its build is 2x slower: PERF.md 32). `probe ... check` exits with 3
   where the result is off by more than f16 rounding (a layout that is not
   this one). */
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_shader_16bit_storage : require
#extension GL_EXT_control_flow_attributes : require
#ifndef EMU
#extension GL_KHR_shader_subgroup_shuffle : require
#extension GL_NV_cooperative_matrix : require
#ifdef I8K
#extension GL_NV_integer_cooperative_matrix : require
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
#endif
#extension GL_KHR_memory_scope_semantics : require
#endif
#ifndef ROWS
#define ROWS 4u /* 4 or 8 */
#endif
#if defined(E4M3) || defined(Q8S) /* 8-bit codes, rows as Q8's */
#define Q8
#endif
#ifdef WS /* warp-specialized: 4 compute subgroups + 4 loader subgroups */
#define WG 256u
#else
#define WG 128u
#endif
layout(local_size_x = WG) in;
layout(push_constant) uniform P { uint L, split_len, n_splits, Hkv; float c2; uint pad; } pc;
layout(std430, binding = 0) readonly buffer KC { uvec4 kc[]; };  /* [B][Hkv][L][4] codes of 4 bits, Q8: [8] of 8 bits */
layout(std430, binding = 1) readonly buffer KP { uint kp[]; };   /* [B][Hkv][L][4]: (scale, min) f16 per group */
#ifdef Q8
layout(std430, binding = 2) readonly buffer VC { uvec4 vc[]; };  /* [B][Hkv][L][8]: 8 bits */
#else
layout(std430, binding = 2) readonly buffer VC { uvec2 vc[]; };  /* [B][Hkv][L][8]: 4 bits */
#endif
layout(std430, binding = 3) readonly buffer VP { uint vp[]; };
#ifdef I8K /* K's codes as words, its params a key as one vector */
layout(std430, binding = 0) readonly buffer KCU { uint kcu[]; };
layout(std430, binding = 1) readonly buffer KPV { uvec4 kpv[]; };
#endif
#ifdef WS /* the loaders' view: a tile's words as vectors of 16 bytes */
layout(std430, binding = 0) readonly buffer KC4 { uvec4 kc4[]; };
layout(std430, binding = 1) readonly buffer KP4 { uvec4 kp4[]; };
layout(std430, binding = 2) readonly buffer VC4 { uvec4 vc4[]; };
layout(std430, binding = 3) readonly buffer VP4 { uvec4 vp4[]; };
#endif
layout(std430, binding = 4) readonly buffer QB { float16_t qh[]; }; /* [B][ROWS / 4][Hkv * 4][128] */
layout(std430, binding = 5) writeonly buffer WO { float wo[]; }; /* [B][Hkv][S][ROWS][128] */
layout(std430, binding = 6) writeonly buffer WM { vec2 wm[]; };  /* [B][Hkv][S][ROWS]: (max, sum), log2 units */

#define TK 64u
#ifdef ONE_SET
#define AHEAD 1u
#else
#define AHEAD 2u /* tiles: the codes are loaded this far ahead */
#endif
#define QST 136u /* halves per row of Qh: 128 + 8 */
shared float16_t Qh[16u * QST];     /* q (rows ROWS.. zero), dims permuted, loaded as q^T */
#ifdef I8K
shared int Qc[4u * 128u];  /* q's 8-bit codes, rows x real dims */
shared vec2 Qsz[16u];      /* (qs c2, qs c2 sum c) of row r, group G at 4 r + G */
#ifdef I8K_SH
shared uint k_st[4u * 4u * 128u]; /* each subgroup's 4 A matrices (16 x 32 bytes) */
#endif
#ifndef I8_BK /* B (32 x 8) element e: row (k) and column (n); the PTX order guessed until layout_i8 says */
#define I8_BK(e) (4u * t + ((e) & 3u) + 16u * ((e) >> 2))
#define I8_BN(e) (g)
#endif
#endif
shared vec2 s_ml[4u * ROWS];        /* the end: each subgroup's (max, sum) per row */
shared float s_o[4u * ROWS * 128u]; /* and its O, real dims */
#ifdef WS
/* -DWS: a ring of NS tiles of raw words in shared memory, filled by the loader subgroups (4-7) and read
   by the compute subgroups (0-3); no workgroup barrier in the key loop: each slot has a count of loader
   subgroups that filled it and one of compute subgroups that took it (shared atomics, acquire/release) */
#ifndef NS
#define NS 2u
#endif
shared uvec4 sKC[NS * 256u];  /* 64 keys x 64 bytes */
shared uvec2 sVC[NS * 512u];
shared uint sKP[NS * 256u], sVP[NS * 256u];
shared uint s_fill[NS], s_took[NS];
void ws_wait(uint cnt_is_fill, uint slot, uint target)
{
    if (cnt_is_fill != 0u)
        while (atomicLoad(s_fill[slot], gl_ScopeWorkgroup, gl_StorageSemanticsShared, gl_SemanticsAcquire) < target) {}
    else
        while (atomicLoad(s_took[slot], gl_ScopeWorkgroup, gl_StorageSemanticsShared, gl_SemanticsAcquire) < target) {}
}
void ws_signal(uint cnt_is_fill, uint slot)
{
    controlBarrier(gl_ScopeSubgroup, gl_ScopeWorkgroup, gl_StorageSemanticsShared, gl_SemanticsAcquireRelease);
    if ((gl_LocalInvocationID.x & 31u) == 0u) {
        if (cnt_is_fill != 0u) atomicAdd(s_fill[slot], 1u, gl_ScopeWorkgroup, gl_StorageSemanticsShared, gl_SemanticsRelease);
        else atomicAdd(s_took[slot], 1u, gl_ScopeWorkgroup, gl_StorageSemanticsShared, gl_SemanticsRelease);
    }
}
#endif

#ifndef EMU
#define F16M fcoopmatNV<16, gl_ScopeSubgroup, 16, 16>
#define F16B fcoopmatNV<16, gl_ScopeSubgroup, 16, 8>
#define F32M fcoopmatNV<32, gl_ScopeSubgroup, 16, 8>
#define ZERO32 F32M(0.0)
#else
/* -DEMU: the same module without the matrix units (lavapipe: the logic, the layout arithmetic, not the
   speed). A matrix is the elements an invocation owns, in the layout above; a product goes through
   shared memory (a virtual subgroup of 32 invocations each, whatever the device's subgroup size), and so
   do the shuffles. Both have barriers: they are called in uniform control flow. */
#define F16M float16_t[8]
#define F16B float16_t[4]
#define F32M float[4]
#define ZERO32 float[4](0.0, 0.0, 0.0, 0.0)
shared float16_t e_a[4u * 256u], e_b[4u * 128u]; /* per virtual subgroup: A 16x16, B 16x8 */
shared float e_x[128];
/* the 16x8 B matrix of q^T, chunk at column off of Qh, as coopMatLoadNV(.., QST, true) loads it */
float16_t[4] e_loadq(uint off)
{
    const uint l = gl_LocalInvocationID.x & 31u, g = l >> 2, t = l & 3u;
    float16_t m[4];
    [[unroll]] for (uint e = 0u; e < 4u; e++) m[e] = Qh[off + (2u * t + (e & 1u)) * QST + g + 8u * (e >> 1)];
    return m;
}
float[4] e_mma(float16_t a[8], float16_t b[4], float c[4])
{
    const uint t0 = gl_LocalInvocationID.x, w = t0 >> 5, l = t0 & 31u, g = l >> 2, t = l & 3u;
    [[unroll]] for (uint e = 0u; e < 8u; e++) e_a[w * 256u + (g + 8u * (e >> 2)) * 16u + 2u * t + (e & 1u) + 8u * ((e >> 1) & 1u)] = a[e];
    [[unroll]] for (uint e = 0u; e < 4u; e++) e_b[w * 128u + (g + 8u * (e >> 1)) * 8u + 2u * t + (e & 1u)] = b[e];
    barrier();
    float r[4];
    [[unroll]] for (uint e = 0u; e < 4u; e++) {
        const uint row = g + 8u * (e >> 1), col = 2u * t + (e & 1u);
        float x = c[e];
        for (uint k = 0u; k < 16u; k++) x += float(e_a[w * 256u + row * 16u + k]) * float(e_b[w * 128u + k * 8u + col]);
        r[e] = x;
    }
    barrier();
    return r;
}
float e_xor(float x, uint m)
{
    const uint t0 = gl_LocalInvocationID.x;
    e_x[t0] = x;
    barrier();
    const float y = e_x[t0 ^ m];
    barrier();
    return y;
}
#define coopMatLoadNV(M, ARR, OFF, STRIDE, CM) M = e_loadq(OFF)
#define coopMatMulAddNV(A, B, C) e_mma(A, B, C)
#define subgroupShuffleXor(X, M) e_xor(X, M)
#endif

/* bytes j of a and b as an f16 pair's low bits */
uint pair_bytes(uint a, uint b, uint j) { return ((a >> (8u * j)) & 0xFFu) | (((b >> (8u * j)) & 0xFFu) << 16); }
#if defined(Q8S)
/* Q8S codes (two's complement bytes at bits 0 and 16 of h) -> (c s, c' s'): byte ^ 0x80 in the mantissa of
   1024 is 1152 + c exactly, less 1152, times s: one rounding; m unused (no offset) */
#define SCALED(x) (x)
f16vec2 dq(uint h, f16vec2 s, f16vec2 m) { return (unpackFloat2x16((h ^ 0x00800080u) | 0x64006400u) - f16vec2(1152.0hf)) * s; }
#elif defined(E4M3)
/* E4M3 codes (bytes at bits 0 and 16 of h) -> (v s, v' s'): s.eeee.mmm shifted into an f16 is v 2^-8,
   exact; s is the group's scale times 256 (SCALED), one rounding; m unused (no offset) */
#define SCALED(x) ((x) * 256.0hf)
f16vec2 dq(uint h, f16vec2 s, f16vec2 m) { return unpackFloat2x16(((h & 0x00800080u) << 8) | ((h & 0x007F007Fu) << 7)) * s; }
#else
/* codes c, c' (< 256) of a pair -> (c s + m, c' s' + m'), one rounding: 1024 + c exactly, less 1024, one fma */
#define SCALED(x) (x)
f16vec2 dq(uint h, f16vec2 s, f16vec2 m) { return fma(unpackFloat2x16(h | 0x64006400u) - f16vec2(1024.0hf), s, m); }
#endif

/* A set X of registers: the codes and params of a tile, this invocation's part */
#ifdef Q8 /* K: 32 bytes of each of 2 keys (two vectors a, b), V: 16 of each of 4 */
#define SET_DECL(X) uvec4 kw0a##X, kw0b##X, kw1a##X, kw1b##X; uvec4 vw0##X, vw1##X, vw2##X, vw3##X; \
    uint kp0##X, kp1##X, vp0##X, vp1##X, vp2##X, vp3##X;
#define LOAD_K(X, R0) kw0a##X = kc[(R0 + kk) * 8u + 2u * t]; kw0b##X = kc[(R0 + kk) * 8u + 2u * t + 1u]; \
    kw1a##X = kc[(R0 + kk + 8u) * 8u + 2u * t]; kw1b##X = kc[(R0 + kk + 8u) * 8u + 2u * t + 1u]; \
    kp0##X = kp[(R0 + kk) * 4u + t]; kp1##X = kp[(R0 + kk + 8u) * 4u + t];
#elif defined(I8K) /* K: word t of each group of keys kk, kk + 8, and their 4 groups' params */
#define SET_DECL(X) uvec4 kw0##X, kw1##X, kp0##X, kp1##X; uvec2 vw0##X, vw1##X, vw2##X, vw3##X; \
    uint vp0##X, vp1##X, vp2##X, vp3##X;
#define LOAD_K(X, R0) kw0##X = uvec4(kcu[(R0 + kk) * 16u + t], kcu[(R0 + kk) * 16u + 4u + t], kcu[(R0 + kk) * 16u + 8u + t], kcu[(R0 + kk) * 16u + 12u + t]); \
    kw1##X = uvec4(kcu[(R0 + kk + 8u) * 16u + t], kcu[(R0 + kk + 8u) * 16u + 4u + t], kcu[(R0 + kk + 8u) * 16u + 8u + t], kcu[(R0 + kk + 8u) * 16u + 12u + t]); \
    kp0##X = kpv[R0 + kk]; kp1##X = kpv[R0 + kk + 8u];
#else
#define SET_DECL(X) uvec4 kw0##X, kw1##X; uvec2 vw0##X, vw1##X, vw2##X, vw3##X; \
    uint kp0##X, kp1##X, vp0##X, vp1##X, vp2##X, vp3##X;
#define LOAD_K(X, R0) kw0##X = kc[(R0 + kk) * 4u + t]; kw1##X = kc[(R0 + kk + 8u) * 4u + t]; \
    kp0##X = kp[(R0 + kk) * 4u + t]; kp1##X = kp[(R0 + kk + 8u) * 4u + t];
#endif
/* V: keys v0..v3, 8 (Q8: 16) bytes of each, a vector of the buffer's */
#define LOAD_V(X, R0) vw0##X = vc[(R0 + v0) * 8u + g]; vw1##X = vc[(R0 + v1) * 8u + g]; \
    vw2##X = vc[(R0 + v2) * 8u + g]; vw3##X = vc[(R0 + v3) * 8u + g]; \
    vp0##X = vp[(R0 + v0) * 4u + (g >> 1)]; vp1##X = vp[(R0 + v1) * 4u + (g >> 1)]; \
    vp2##X = vp[(R0 + v2) * 4u + (g >> 1)]; vp3##X = vp[(R0 + v3) * 4u + (g >> 1)];

#ifdef WS /* set X from slot SL of the ring (Q4) */
#define LOAD_KS(X, SL) kw0##X = sKC[SL * 256u + (16u * w + kk) * 4u + t]; kw1##X = sKC[SL * 256u + (16u * w + kk + 8u) * 4u + t]; \
    kp0##X = sKP[SL * 256u + (16u * w + kk) * 4u + t]; kp1##X = sKP[SL * 256u + (16u * w + kk + 8u) * 4u + t];
#define LOAD_VS(X, SL) vw0##X = sVC[SL * 512u + (16u * w + v0) * 8u + g]; vw1##X = sVC[SL * 512u + (16u * w + v1) * 8u + g]; \
    vw2##X = sVC[SL * 512u + (16u * w + v2) * 8u + g]; vw3##X = sVC[SL * 512u + (16u * w + v3) * 8u + g]; \
    vp0##X = sVP[SL * 256u + (16u * w + v0) * 4u + (g >> 1)]; vp1##X = sVP[SL * 256u + (16u * w + v1) * 4u + (g >> 1)]; \
    vp2##X = sVP[SL * 256u + (16u * w + v2) * 4u + (g >> 1)]; vp3##X = sVP[SL * 256u + (16u * w + v3) * 4u + (g >> 1)];
#define NEXT_K(X) if (tile + 1u < nt) { ws_wait(1u, (tile + 1u) % NS, 4u * ((tile + 1u) / NS + 1u)); LOAD_KS(X, ((tile + 1u) % NS)) }
#define NEXT_V(X) if (tile + 1u < nt) { LOAD_VS(X, ((tile + 1u) % NS)) ws_signal(0u, (tile + 1u) % NS); }
#else
#define NEXT_K(X) if (tile + AHEAD < nt) { LOAD_K(X, rn) }
#define NEXT_V(X) if (tile + AHEAD < nt) { LOAD_V(X, rn) }
#endif

/* Q8: chunk C's K elements are word W of vector V of keys kk, kk + 8: bytes (0, 2) are dims 0, 1 of
   the chunk's four, bytes (1, 3) dims 2, 3 (real dims 32 t + 4 c + (0, 2, 1, 3)) */
#define K_CHUNK8(X, C, V, W) { \
        F16M ka; F16B qb; \
        coopMatLoadNV(qb, Qh, 16u * C, QST, true); \
        const uint a0 = kw0##V##X.W, a1 = kw1##V##X.W; \
        const f16vec2 p00 = dq(a0 & 0x00FF00FFu, ks0, km0), p01 = dq((a0 >> 8) & 0x00FF00FFu, ks0, km0); \
        const f16vec2 p10 = dq(a1 & 0x00FF00FFu, ks1, km1), p11 = dq((a1 >> 8) & 0x00FF00FFu, ks1, km1); \
        ka[0] = p00.x; ka[1] = p00.y; ka[2] = p01.x; ka[3] = p01.y; \
        ka[4] = p10.x; ka[5] = p10.y; ka[6] = p11.x; ka[7] = p11.y; \
        s = coopMatMulAddNV(ka, qb, s); }
/* Q8: chunk C's V^T elements: bytes J (dim g) and J + 1 (dim g + 8) of component W of keys v0..v3 */
#define V_CHUNK8(X, C, W, J, O) { \
        F16M va; \
        const f16vec2 lo01 = dq(pair_bytes(vw0##X.W, vw1##X.W, J), vs01, vm01), lo23 = dq(pair_bytes(vw2##X.W, vw3##X.W, J), vs23, vm23); \
        const f16vec2 hi01 = dq(pair_bytes(vw0##X.W, vw1##X.W, J + 1u), vs01, vm01), hi23 = dq(pair_bytes(vw2##X.W, vw3##X.W, J + 1u), vs23, vm23); \
        va[0] = lo01.x; va[1] = lo01.y; va[2] = lo23.x; va[3] = lo23.y; \
        va[4] = hi01.x; va[5] = hi01.y; va[6] = hi23.x; va[7] = hi23.y; \
        O = coopMatMulAddNV(va, pb, O); }
#ifdef Q8
#define K_ALL(X) K_CHUNK8(X, 0u, a, x) K_CHUNK8(X, 1u, a, y) K_CHUNK8(X, 2u, a, z) K_CHUNK8(X, 3u, a, w) \
    K_CHUNK8(X, 4u, b, x) K_CHUNK8(X, 5u, b, y) K_CHUNK8(X, 6u, b, z) K_CHUNK8(X, 7u, b, w)
#define V_ALL(X) V_CHUNK8(X, 0u, x, 0u, o0) V_CHUNK8(X, 1u, x, 2u, o1) V_CHUNK8(X, 2u, y, 0u, o2) V_CHUNK8(X, 3u, y, 2u, o3) \
    V_CHUNK8(X, 4u, z, 0u, o4) V_CHUNK8(X, 5u, z, 2u, o5) V_CHUNK8(X, 6u, w, 0u, o6) V_CHUNK8(X, 7u, w, 2u, o7)
#else
#define K_ALL(X) K_CHUNK(X, 0u, x, 0u) K_CHUNK(X, 1u, x, 2u) K_CHUNK(X, 2u, y, 0u) K_CHUNK(X, 3u, y, 2u) \
    K_CHUNK(X, 4u, z, 0u) K_CHUNK(X, 5u, z, 2u) K_CHUNK(X, 6u, w, 0u) K_CHUNK(X, 7u, w, 2u)
#define V_ALL(X) V_CHUNK(X, 0u, x, 0u, o0) V_CHUNK(X, 1u, x, 1u, o1) V_CHUNK(X, 2u, x, 2u, o2) V_CHUNK(X, 3u, x, 3u, o3) \
    V_CHUNK(X, 4u, y, 0u, o4) V_CHUNK(X, 5u, y, 1u, o5) V_CHUNK(X, 6u, y, 2u, o6) V_CHUNK(X, 7u, y, 3u, o7)
#endif

/* S^T += K_c q^T_c: chunk C's K elements from word W of keys g, g + 8, bytes J, J + 1 */
#define K_CHUNK(X, C, W, J) { \
        F16M ka; F16B qb; \
        coopMatLoadNV(qb, Qh, 16u * C, QST, true); \
        const uint a0 = kw0##X.W, a1 = kw1##X.W; \
        const uint x0 = a0 & 0x0F0F0F0Fu, y0 = (a0 >> 4) & 0x0F0F0F0Fu, x1 = a1 & 0x0F0F0F0Fu, y1 = (a1 >> 4) & 0x0F0F0F0Fu; \
        const f16vec2 p00 = dq(pair_bytes(x0, y0, J), ks0, km0), p01 = dq(pair_bytes(x0, y0, J + 1u), ks0, km0); \
        const f16vec2 p10 = dq(pair_bytes(x1, y1, J), ks1, km1), p11 = dq(pair_bytes(x1, y1, J + 1u), ks1, km1); \
        ka[0] = p00.x; ka[1] = p00.y; ka[2] = p01.x; ka[3] = p01.y; \
        ka[4] = p10.x; ka[5] = p10.y; ka[6] = p11.x; ka[7] = p11.y; \
        s = coopMatMulAddNV(ka, qb, s); }
/* O^T_c += V^T_c P^T: chunk C's V elements from component W, byte J of keys v0..v3 */
#define V_CHUNK(X, C, W, J, O) { \
        F16M va; \
        const uint x01 = pair_bytes(vw0##X.W, vw1##X.W, J), x23 = pair_bytes(vw2##X.W, vw3##X.W, J); \
        const f16vec2 lo01 = dq(x01 & 0x000F000Fu, vs01, vm01), hi01 = dq((x01 >> 4) & 0x000F000Fu, vs01, vm01); \
        const f16vec2 lo23 = dq(x23 & 0x000F000Fu, vs23, vm23), hi23 = dq((x23 >> 4) & 0x000F000Fu, vs23, vm23); \
        va[0] = lo01.x; va[1] = lo01.y; va[2] = lo23.x; va[3] = lo23.y; \
        va[4] = hi01.x; va[5] = hi01.y; va[6] = hi23.x; va[7] = hi23.y; \
        O = coopMatMulAddNV(va, pb, O); }
/* O^T's elements of one query row (E, E + 2) times AL */
#define RESCALE(E, AL) o0[E] *= AL; o0[E + 2] *= AL; o1[E] *= AL; o1[E + 2] *= AL; o2[E] *= AL; o2[E + 2] *= AL; \
    o3[E] *= AL; o3[E + 2] *= AL; o4[E] *= AL; o4[E + 2] *= AL; o5[E] *= AL; o5[E + 2] *= AL; \
    o6[E] *= AL; o6[E + 2] *= AL; o7[E] *= AL; o7[E + 2] *= AL;

#ifdef I8K
/* -DI8K (Q4, one query): K's phase on the 16x8x32 integer products: q rounded to 8 bits a group of 32 (as
   KVQ_PRECISION_Q_INT8: c = roundEven(q 2^(7 - e)), qs = 2^(e - 7)), S_G = codes x c per group G in 32
   bits, then s += S_G (k_scale qs c2) + k_min (qs c2 sum c); V's phase as before. A lane holds, of each
   group of a key, word t (8 codes: bytes of w & 0x0F0F0F0F, then of (w >> 4) & 0x0F0F0F0F), so four
   words and the key's four (scale, min) pairs a key; q's dims permuted to match. I8_AE / I8_BE: which
   (row, column) element e of A (16x32) and B (32x8) is, from layout_i8.comp. */
#define SC2 1.0
#define I8A icoopmatNV<8, gl_ScopeSubgroup, 16, 32>
#define I8B icoopmatNV<8, gl_ScopeSubgroup, 32, 8>
#define I32C icoopmatNV<32, gl_ScopeSubgroup, 16, 8>
#ifdef I8K_SH /* the A matrices through shared memory: the lane's bytes stored as words, loaded as a matrix */
#define K_STAGE(X, G, C) { \
        const uint x0 = kw0##X.C, x1 = kw1##X.C, sb = (w * 4u + G) * 128u; \
        k_st[sb + (g * 8u) + t] = x0 & 0x0F0F0F0Fu; k_st[sb + (g * 8u) + 4u + t] = (x0 >> 4) & 0x0F0F0F0Fu; \
        k_st[sb + (g + 8u) * 8u + t] = x1 & 0x0F0F0F0Fu; k_st[sb + (g + 8u) * 8u + 4u + t] = (x1 >> 4) & 0x0F0F0F0Fu; }
#define K_GROUP(X, G, C) { \
        I8A ka; I32C sg = I32C(0); \
        coopMatLoadNV(ka, k_st, (w * 4u + G) * 128u, 8u, false); \
        sg = coopMatMulAddNV(ka, qb##G, sg); \
        const vec2 p0 = unpackHalf2x16(kp0##X.C), p1 = unpackHalf2x16(kp1##X.C); \
        I8_SCALE(s, sg, p0, p1, C) }
#else
#define K_GROUP(X, G, C) { \
        I8A ka; I32C sg = I32C(0); \
        const uint x0 = kw0##X.C, x1 = kw1##X.C; \
        const i8vec4 l0 = unpack8(int(x0 & 0x0F0F0F0Fu)), h0 = unpack8(int((x0 >> 4) & 0x0F0F0F0Fu)); \
        const i8vec4 l1 = unpack8(int(x1 & 0x0F0F0F0Fu)), h1 = unpack8(int((x1 >> 4) & 0x0F0F0F0Fu)); \
        ka[0] = l0.x; ka[1] = l0.y; ka[2] = l0.z; ka[3] = l0.w; ka[4] = h0.x; ka[5] = h0.y; ka[6] = h0.z; ka[7] = h0.w; \
        ka[8] = l1.x; ka[9] = l1.y; ka[10] = l1.z; ka[11] = l1.w; ka[12] = h1.x; ka[13] = h1.y; ka[14] = h1.z; ka[15] = h1.w; \
        sg = coopMatMulAddNV(ka, qb##G, sg); \
        const vec2 p0 = unpackHalf2x16(kp0##X.C), p1 = unpackHalf2x16(kp1##X.C); \
        I8_SCALE(s, sg, p0, p1, C) }
#endif
#ifdef I8K_NOSCALE /* timing ablation: the sums without the groups' parameters */
#define I8_SCALE(s, sg, p0, p1, C) s[0] += float(sg[0]); s[1] += float(sg[1]); s[2] += float(sg[2]); s[3] += float(sg[3]);
#else
#define I8_SCALE(s, sg, p0, p1, C) \
        s[0] = fma(float(sg[0]), p0.x * qs0.C, fma(p0.y, qz0.C, s[0])); \
        s[1] = fma(float(sg[1]), p0.x * qs1.C, fma(p0.y, qz1.C, s[1])); \
        s[2] = fma(float(sg[2]), p1.x * qs0.C, fma(p1.y, qz0.C, s[2])); \
        s[3] = fma(float(sg[3]), p1.x * qs1.C, fma(p1.y, qz1.C, s[3]));
#endif
#ifdef I8K_SH
#define K_PHASE(X) float s[4] = float[4](0.0, 0.0, 0.0, 0.0); \
        K_STAGE(X, 0u, x) K_STAGE(X, 1u, y) K_STAGE(X, 2u, z) K_STAGE(X, 3u, w) \
        controlBarrier(gl_ScopeSubgroup, gl_ScopeSubgroup, gl_StorageSemanticsShared, gl_SemanticsAcquireRelease); \
        K_GROUP(X, 0, x) K_GROUP(X, 1, y) K_GROUP(X, 2, z) K_GROUP(X, 3, w) \
        controlBarrier(gl_ScopeSubgroup, gl_ScopeSubgroup, gl_StorageSemanticsShared, gl_SemanticsAcquireRelease);
#else
#define K_PHASE(X) float s[4] = float[4](0.0, 0.0, 0.0, 0.0); \
        K_GROUP(X, 0, x) K_GROUP(X, 1, y) K_GROUP(X, 2, z) K_GROUP(X, 3, w)
#endif
#else
#define SC2 pc.c2
#define K_PHASE(X) F32M s = ZERO32; \
        const f16vec2 ks0 = SCALED(unpackFloat2x16(kp0##X).xx), km0 = unpackFloat2x16(kp0##X).yy; \
        const f16vec2 ks1 = SCALED(unpackFloat2x16(kp1##X).xx), km1 = unpackFloat2x16(kp1##X).yy; \
        K_ALL(X)
#endif

/* One tile with set X: S^T, the next-but-one tile's K into X, the softmax, O^T, its V into X */
#define TILE(X) { \
        const uint rn = rowbase + (tile + AHEAD) * TK + 16u * w; \
        K_PHASE(X) \
        NEXT_K(X) \
        const uint kg = key0 + tile * TK + 16u * w + kk; \
        const float a0 = live0 && kg < lim0 ? s[0] * SC2 : ninf, b0 = live0 && kg + 8u < lim0 ? s[2] * SC2 : ninf; \
        const float a1 = live1 && kg < lim1 ? s[1] * SC2 : ninf, b1 = live1 && kg + 8u < lim1 ? s[3] * SC2 : ninf; \
        float tm0 = max(a0, b0), tm1 = max(a1, b1); \
        tm0 = max(tm0, subgroupShuffleXor(tm0, 4u)); tm1 = max(tm1, subgroupShuffleXor(tm1, 4u)); \
        tm0 = max(tm0, subgroupShuffleXor(tm0, 8u)); tm1 = max(tm1, subgroupShuffleXor(tm1, 8u)); \
        tm0 = max(tm0, subgroupShuffleXor(tm0, 16u)); tm1 = max(tm1, subgroupShuffleXor(tm1, 16u)); \
        if (tm0 > mr0 + 8.0) { const float al = exp2(mr0 - tm0); mr0 = tm0; ls0 *= al; RESCALE(0, al) } \
        if (tm1 > mr1 + 8.0) { const float al = exp2(mr1 - tm1); mr1 = tm1; ls1 *= al; RESCALE(1, al) } \
        F16B pb; \
        { \
            const float16_t pa0 = float16_t(a0 == ninf ? 0.0 : exp2(a0 - mr0)), pb0 = float16_t(b0 == ninf ? 0.0 : exp2(b0 - mr0)); \
            const float16_t pa1 = float16_t(a1 == ninf ? 0.0 : exp2(a1 - mr1)), pb1 = float16_t(b1 == ninf ? 0.0 : exp2(b1 - mr1)); \
            ls0 += float(pa0) + float(pb0); \
            ls1 += float(pa1) + float(pb1); \
            pb[0] = pa0; pb[1] = pa1; pb[2] = pb0; pb[3] = pb1; \
        } \
        const f16vec2 vs01 = SCALED(f16vec2(unpackFloat2x16(vp0##X).x, unpackFloat2x16(vp1##X).x)); \
        const f16vec2 vm01 = f16vec2(unpackFloat2x16(vp0##X).y, unpackFloat2x16(vp1##X).y); \
        const f16vec2 vs23 = SCALED(f16vec2(unpackFloat2x16(vp2##X).x, unpackFloat2x16(vp3##X).x)); \
        const f16vec2 vm23 = f16vec2(unpackFloat2x16(vp2##X).y, unpackFloat2x16(vp3##X).y); \
        V_ALL(X) \
        NEXT_V(X) }

void main()
{
    const uint t0 = gl_LocalInvocationID.x, wg = gl_WorkGroupID.x, sp = wg % pc.n_splits, bh = wg / pc.n_splits;
    const uint b = bh / pc.Hkv, h = bh % pc.Hkv, w = t0 >> 5, l = t0 & 31u, g = l >> 2, t = l & 3u;
    const uint key0 = sp * pc.split_len, nt = pc.split_len / TK, nq = ROWS / 4u;
    const uint rowbase = bh * (pc.L + pc.pad) + key0; /* cache row of the split's first key */
    const float ninf = uintBitsToFloat(0xff800000u);
    uint i, tile;

    /* q: Qh[r][16 c + n] = q[r][32 ((n & 7) >> 1) + 4 c + j], j = (n & 1) + 2 (n >> 3) (Q8: j's 1 and 2
       swapped, so that an f16 pair of K's elements is bytes (0, 2) or (1, 3) of a word: one mask, no
       byte permute), rows 0..7 */
#ifdef WS
    if (t0 < NS) { s_fill[t0] = 0u; s_took[t0] = 0u; }
#endif
    for (i = t0; i < 8u * 128u; i += WG) {
        const uint r = i >> 7, d = i & 127u, ds = d & 3u;
        const float16_t v = r < ROWS ? qh[((b * nq + r / 4u) * pc.Hkv * 4u + h * 4u + r % 4u) * 128u + d] : float16_t(0.0);
#ifdef Q8
        const uint dp = (ds == 1u || ds == 2u) ? 3u - ds : ds; /* dims 0, 2, 1, 3 of each four */
#else
        const uint dp = ds;
#endif
        Qh[r * QST + 16u * ((d >> 2) & 7u) + 2u * (d >> 5) + (dp & 1u) + 8u * (dp >> 1)] = v;
    }
    barrier();

    /* O^T: 8 chunks of 16 (permuted) dims x 8 rows; this invocation's rows 2t, 2t + 1 */
    F32M o0 = ZERO32, o1 = o0, o2 = o0, o3 = o0, o4 = o0, o5 = o0, o6 = o0, o7 = o0;
    float mr0 = ninf, ls0 = 0.0, mr1 = ninf, ls1 = 0.0;
    const uint row0 = 2u * t, row1 = 2u * t + 1u;
    const uint lim0 = pc.L - nq + row0 / 4u + 1u, lim1 = pc.L - nq + row1 / 4u + 1u; /* a row sees positions < lim */
    const bool live0 = row0 < ROWS, live1 = row1 < ROWS;
    /* keys in the matrices' order: row or column n of a 16-key block is key 4 ((n & 1) + 2 (n >> 3)) + ((n & 7) >> 1),
       so that each load instruction of K or V covers whole consecutive rows */
    const uint kk = 4u * (g & 1u) + (g >> 1); /* K's rows g and g + 8: keys kk, kk + 8 */
    const uint v0 = t, v1 = 4u + t, v2 = 8u + t, v3 = 12u + t; /* V's keys (columns 2t, 2t + 1, 2t + 8, 2t + 9) */
#ifdef I8K
    /* q in 8 bits a group: rows ROWS (4) x groups 4, one invocation each; then each invocation's B elements
       (of the 4 groups' 32 x 8 q^T) and its rows' (qs c2, qs c2 sum c) a group */
    if (t0 < 16u) {
        const uint r = t0 >> 2, G = t0 & 3u, qb0 = ((b * nq + r / 4u) * pc.Hkv * 4u + h * 4u + r % 4u) * 128u + 32u * G;
        float amax = 0.0;
        for (i = 0u; i < 32u; i++) amax = max(amax, abs(float(qh[qb0 + i])));
        int e;
        frexp(amax, e);
        const float qs = amax == 0.0 ? 0.0 : ldexp(1.0, e - 7);
        int sc = 0;
        for (i = 0u; i < 32u; i++) {
            const int c = amax == 0.0 ? 0 : clamp(int(roundEven(ldexp(float(qh[qb0 + i]), 7 - e))), -127, 127);
            Qc[r * 128u + 32u * G + i] = c;
            sc += c;
        }
        Qsz[r * 4u + G] = vec2(qs * pc.c2, qs * pc.c2 * float(sc));
    }
    barrier();
    I8B qb0, qb1, qb2, qb3;
#define QB(G) [[unroll]] for (i = 0u; i < 8u; i++) { \
        const uint k = I8_BK(i), n = I8_BN(i), dd = 32u * G + 8u * ((k & 15u) >> 2) + 2u * (k & 3u) + (k >> 4); \
        qb##G[i] = int8_t(n < ROWS ? Qc[n * 128u + dd] : 0); }
    QB(0) QB(1) QB(2) QB(3)
    vec4 qs0 = vec4(0.0), qz0 = vec4(0.0), qs1 = vec4(0.0), qz1 = vec4(0.0);
    for (i = 0u; i < 4u; i++) {
        if (live0) { qs0[i] = Qsz[row0 * 4u + i].x; qz0[i] = Qsz[row0 * 4u + i].y; }
        if (live1) { qs1[i] = Qsz[row1 * 4u + i].x; qz1[i] = Qsz[row1 * 4u + i].y; }
    }
#endif
    SET_DECL(A)
#ifdef WS
    if (w >= 4u) {
        /* loader subgroup lw: of each tile, K codes' vectors j and j + 128, V codes' j and j + 128, and
           K's (j < 64) or V's params vector; two tiles in flight in registers (sets a and b) */
        const uint j = t0 - 128u, tb = (rowbase) * 4u; /* the split's first vector of 16 bytes of each region */
        uvec4 ka0, ka1, va0, va1, pa, kb0, kb1, vb0, vb1, pb4;
#define LD(K0, K1, V0, V1, PP, TL) { const uint o = tb + (TL) * 256u; K0 = kc4[o + j]; K1 = kc4[o + j + 128u]; \
            V0 = vc4[o + j]; V1 = vc4[o + j + 128u]; PP = j < 64u ? kp4[(tb >> 2) + (TL) * 64u + j] : vp4[(tb >> 2) + (TL) * 64u + j - 64u]; }
#define ST(K0, K1, V0, V1, PP, TL) { const uint sl = (TL) % NS; \
            if ((TL) >= NS) ws_wait(0u, sl, 4u * ((TL) / NS)); \
            sKC[sl * 256u + j] = K0; sKC[sl * 256u + j + 128u] = K1; \
            sVC[sl * 512u + 2u * j] = V0.xy; sVC[sl * 512u + 2u * j + 1u] = V0.zw; \
            sVC[sl * 512u + 2u * (j + 128u)] = V1.xy; sVC[sl * 512u + 2u * (j + 128u) + 1u] = V1.zw; \
            if (j < 64u) { sKP[sl * 256u + 4u * j] = PP.x; sKP[sl * 256u + 4u * j + 1u] = PP.y; sKP[sl * 256u + 4u * j + 2u] = PP.z; sKP[sl * 256u + 4u * j + 3u] = PP.w; } \
            else { const uint jj = j - 64u; sVP[sl * 256u + 4u * jj] = PP.x; sVP[sl * 256u + 4u * jj + 1u] = PP.y; sVP[sl * 256u + 4u * jj + 2u] = PP.z; sVP[sl * 256u + 4u * jj + 3u] = PP.w; } \
            ws_signal(1u, sl); }
        if (0u < nt) LD(ka0, ka1, va0, va1, pa, 0u)
        if (1u < nt) LD(kb0, kb1, vb0, vb1, pb4, 1u)
        for (tile = 0u; tile < nt; tile += 2u) {
            ST(ka0, ka1, va0, va1, pa, tile)
            if (tile + 2u < nt) LD(ka0, ka1, va0, va1, pa, tile + 2u)
            if (tile + 1u >= nt) break;
            ST(kb0, kb1, vb0, vb1, pb4, tile + 1u)
            if (tile + 3u < nt) LD(kb0, kb1, vb0, vb1, pb4, tile + 3u)
        }
    } else {
        if (0u < nt) { ws_wait(1u, 0u, 4u); LOAD_KS(A, 0u) LOAD_VS(A, 0u) ws_signal(0u, 0u); }
        for (tile = 0u; tile < nt; tile++) TILE(A)
    }
#else
    if (0u < nt) { const uint r0 = rowbase + 16u * w; LOAD_K(A, r0) LOAD_V(A, r0) }
#endif
#if defined(WS)
#elif defined(ONE_SET) /* timing: one set of registers, loaded one tile ahead */
    for (tile = 0u; tile < nt; tile++) TILE(A)
#else
    SET_DECL(B)
    if (1u < nt) { const uint r0 = rowbase + TK + 16u * w; LOAD_K(B, r0) LOAD_V(B, r0) }
    for (tile = 0u; tile < nt; tile++) {
        TILE(A)
        if (++tile >= nt) break;
        TILE(B)
    }
#endif

    /* the four subgroups' partials merged: the rows' (max, sum), then O scaled and summed */
    {
        float x0 = ls0, x1 = ls1;
        x0 += subgroupShuffleXor(x0, 4u); x1 += subgroupShuffleXor(x1, 4u);
        x0 += subgroupShuffleXor(x0, 8u); x1 += subgroupShuffleXor(x1, 8u);
        x0 += subgroupShuffleXor(x0, 16u); x1 += subgroupShuffleXor(x1, 16u);
        if (w < 4u && g == 0u && live0) s_ml[w * ROWS + row0] = vec2(mr0, x0);
        if (w < 4u && g == 0u && live1) s_ml[w * ROWS + row1] = vec2(mr1, x1);
    }
    barrier();
    /* element e of O^T_c: real dim 16 g + 2 c + (e >> 1) of row 2t + (e & 1) */
#define OUT(E, F, OB) s_o[OB] = o0[E] * F; s_o[OB + 1u] = o0[E + 2] * F; s_o[OB + 2u] = o1[E] * F; s_o[OB + 3u] = o1[E + 2] * F; \
    s_o[OB + 4u] = o2[E] * F; s_o[OB + 5u] = o2[E + 2] * F; s_o[OB + 6u] = o3[E] * F; s_o[OB + 7u] = o3[E + 2] * F; \
    s_o[OB + 8u] = o4[E] * F; s_o[OB + 9u] = o4[E + 2] * F; s_o[OB + 10u] = o5[E] * F; s_o[OB + 11u] = o5[E + 2] * F; \
    s_o[OB + 12u] = o6[E] * F; s_o[OB + 13u] = o6[E + 2] * F; s_o[OB + 14u] = o7[E] * F; s_o[OB + 15u] = o7[E + 2] * F;
    if (w < 4u && live0) {
        float m = ninf;
        [[unroll]] for (i = 0u; i < 4u; i++) m = max(m, s_ml[i * ROWS + row0].x);
        const float f = mr0 == ninf ? 0.0 : exp2(mr0 - m);
        const uint ob = (w * ROWS + row0) * 128u + 16u * g;
        OUT(0, f, ob)
    }
    if (w < 4u && live1) {
        float m = ninf;
        [[unroll]] for (i = 0u; i < 4u; i++) m = max(m, s_ml[i * ROWS + row1].x);
        const float f = mr1 == ninf ? 0.0 : exp2(mr1 - m);
        const uint ob = (w * ROWS + row1) * 128u + 16u * g;
        OUT(1, f, ob)
    }
    barrier();
    for (i = t0; i < ROWS * 128u; i += WG) {
        const uint r = i >> 7, d = i & 127u;
        wo[(wg * ROWS + r) * 128u + d] = s_o[r * 128u + d] + s_o[(ROWS + r) * 128u + d] + s_o[(2u * ROWS + r) * 128u + d] +
                                         s_o[(3u * ROWS + r) * 128u + d];
    }
    if (t0 < ROWS) {
        float m = ninf, ls = 0.0;
        for (i = 0u; i < 4u; i++) m = max(m, s_ml[i * ROWS + t0].x);
        for (i = 0u; i < 4u; i++) {
            const vec2 x = s_ml[i * ROWS + t0];
            ls += x.x == ninf ? 0.0 : exp2(x.x - m) * x.y;
        }
        wm[wg * ROWS + t0] = vec2(m, ls);
    }
}
