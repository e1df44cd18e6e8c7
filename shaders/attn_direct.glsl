// attn_direct.glsl: attn.comp's main for KVQ_PRECISION_F16 decode on the
// matrix units with the codes decoded straight into the matrices' elements
// (the "direct" variant; "directemu" is its emulated twin, which lavapipe
// runs), and for KVQ_PRECISION_F16X2's decode of F16 halves (EXACT,
// below). The host takes it for up to 16 query rows per kv head (GQA x
// n_queries: decode, or a few queries of speculative decoding), head_dim
// 64 or 128, K and V each Q2, Q4, Q8, Q8S, E4M3 or E5M2 with f16 params
// and groups of a multiple of 32, rotated or not, TQ2 to TQ8 with f16 norms, or
// F16, and a
// block size a multiple of 16 or a contiguous cache of one block
// (kvq.h kvq__attn_mma). Below, NC = D / 16 chunks of 16 dims (4 or 8).
// It writes the partials (o, m, l) that attn_merge combines, as attn.comp.
//
// No decoded K or V goes through shared memory (but for several queries'
// few edge tiles, below): each invocation decodes its codes into the
// elements it owns of the matrices it multiplies.
// GL_NV_cooperative_matrix leaves the layout of a matrix's elements to the
// implementation; this module assumes the one NVIDIA's driver uses
// (measured: examples/mma_probe/layout.comp), and kvq.h runs
// attn_layout.comp once when the device is opened and keeps the variant
// off where the layout differs: invocation l = 4 g + t of a subgroup of 32
// holds rows g, g + 8 and columns 2t, 2t + 1 (and 2t + 8, 2t + 9 where
// there are 16) of every 16x16 and 16x8 matrix, element (column & 1) +
// 2 (column >= 8) + 4 (row >= 8) (16 columns) or (column & 1) + 2 (row >= 8)
// (8 columns).
//
// Several queries: each row's keys (the causal rule, the window) are masked
// in its logits; in the few tiles where some row does not see some key of
// the split, a V value that is not finite makes the tile add V key by key
// (EDGE_V).
// The products are transposed so that the query rows are the N = 8 of a
// 16x8 product (9 to 16 rows: two blocks of 8, each with its own S^T, P^T
// and O^T, the K and V elements decoded once for both; NB below): S^T =
// K q^T (K: 16 keys x 16 dims as A, q^T:
// 16 dims x 8 rows as B, from shared memory) and O^T += V^T P^T (V^T: 16
// dims x 16 keys as A, P^T: 16 keys x 8 rows as B, built from S^T's
// elements, whose layout it shares). The head dimension is permuted (q and
// K the same way, O's rows back at the end) so that an invocation owns
// contiguous codes of one group:
//  K: keys g, g + 8 and, of each chunk c of 16 dims, four real dims of
//     (D / 4) t + 4c + 0..3: a key's D / 4 codes from dim (D / 4) t on,
//     one group (F16: an f16 pair is a word, 8 or 16 words; 8-bit codes: bytes (0, 2) or (1, 3) of a
//     word; 4-bit ones: nibbles (h, h + 4) and (h + 2, h + 6) of word c / 2,
//     h = c & 1, i.e. dims (D / 4) t + 8 (c / 2) + h + (0, 4, 2, 6), but TQ4's:
//     bytes 2h and 2h + 1 of word c / 2, dims (D / 4) t + 4c + 0..3, as 2-bit codes (TQ3, TQ5, TQ6: codes
//     4c .. 4c + 3 from bit 4cb of the lane's span, some straddling words); the
//     dims permuted to match);
//  V^T: of chunk c, dims (D / 8) g + 2c and (D / 8) g + 2c + 1 of keys t,
//     4 + t, 8 + t and 12 + t of the block of 16: each key's D / 8 codes
//     from dim (D / 8) g on, one group;
//  S^T, P^T: keys g, g + 8 of query rows 2t, 2t + 1.
// The keys of a block of 16 are permuted (row or column n of K, S^T, P^T
// and V^T is key 4 ((n & 1) + 2 (n >> 3)) + ((n & 7) >> 1)), so that each
// load instruction covers consecutive whole rows.
// Each subgroup w takes the block of 16 keys at kb0 + 64 i + 16 w of tile
// i (kb0: the split's first key rounded down to 16; keys outside the split
// are masked, and their V codes zeroed, so that a NaN there reaches no
// output) and keeps its own online softmax (the rows' references and sums
// in registers; O^T rescaled by elements only when a row's maximum grows
// by more than 8 in log2 units, so that p <= 256 in f16); the four
// subgroups are merged once at the end. No barrier in the key loop (but
// in several queries' edge tiles). The
// codes are loaded ahead into registers: two tiles ahead in two register
// sets that take turns where a set is at most 16 words (both halves 2- or
// 4-bit, or head_dim 64 with codes of at most 8 bits; not F16), one
// tile ahead in one set otherwise (a copy of a register still being
// loaded would wait for it; the 8-bit build with two sets at head_dim 128
// was 2x slower: examples/PERF.md 32), and in one set for several queries;
// with an F16 half at head_dim 128, none: each tile's values are loaded
// at its start (NOAHEAD).
// A paged cache's block table entry is read two tiles before the codes it
// addresses (one tile: 19 us of Q8's 210 at 8 x 32768, examples/PERF.md 33).
// Rounding: as attn_mma.glsl (q x scale, K and V values, p in f16;
// products exact, sums in f32); decode in f16: the code in the mantissa of
// 1024 (Q8S: 1152 + code; a Q4 code left in a byte's high nibble: 64 +
// code), that taken off exactly, one f16 fma with the
// group's scale and offset (E4M3: its f16 pattern, the value x 2^-8, times
// the scale x 256; E5M2: its byte as an f16's high byte, times the scale;
// F16: the values as they are, with no decode). Range: a value of q x scale or a K or V group's
// extremes beyond 65504 sets KVQ_STATUS_F16_RANGE (the op writes nothing).
// Rotated halves (TQ, or the rotation option): q x scale is rotated as K's rows, (1/sqrt(R)) H (sigma . q), in
// the prologue (one rotation block R = D here); a rotated V's O stays in the rotated domain, which attn_merge
// rotates back. TQ: an element is the code's level (f16), looked up in shared memory (2-, 3- and 4-bit codes: a
// pair of elements at once, from a book of level pairs indexed by the two codes; see d_klut) and the row's one
// norm: a K key's norm / sqrt(R) multiplies its logits after the products (f32), a V key's (rounded to f16)
// its levels, as another format's scale. Rounding: the level, a V norm / sqrt(R) and their product each once to
// f16 (where the other kernels round level x norm / sqrt(R) once). Range: with f16 norms no TQ value goes
// beyond f16's (a level of at most 4.61 times 65504 / sqrt(R) with R >= 64), so a TQ half sets no
// KVQ_STATUS_F16_RANGE.

const uint DT = 64u;                         // keys per tile: 16 per subgroup, 4 subgroups
const bool K8 = KB == 8u, V8 = VB == 8u;     // 8-bit codes
const bool K16 = KB == 16u, V16 = VB == 16u; // F16 values, else codes
const uint NC = D / 16u;                     // chunks of 16 dims (head_dim 64 or 128)
const uint KSPAN = D / 4u, VSPAN = D / 8u;   // dims of a key an invocation holds in K (lane t) and in V^T (lane g)
const uint KWT = KB * KSPAN / 32u, VWG = VB * VSPAN / 32u; // their code words (K: 1-16; V: 1-8, 0: half a word)
// TQ3, TQ5, TQ6 ("packed": codes straddle words): a lane's span of KTB (K) or VTB (V) bits starts at bit KTB t
// or VTB g of its row, at a shift within a word that is a multiple of the span's lowest set bit (or 0); KNL and
// VNL words cover the span at any such shift; it is shifted to bit 0 as loaded (LOAD_SPAN)
// (3, 5 or 6 bits: only TQ formats have them; written without && and ||, which made them values computed in a
// branch of main instead of specialization constants)
const bool KPK = ((1u << (KB & 31u)) & 0x68u) != 0u, VPK = ((1u << (VB & 31u)) & 0x68u) != 0u;
const uint KTB = KB * KSPAN, VTB = VB * VSPAN, KLSB = KTB & (~KTB + 1u), VLSB = VTB & (~VTB + 1u);
const uint KNL = ((KLSB >= 32u ? 0u : 32u - KLSB) + KTB + 31u) / 32u, VNL = ((VLSB >= 32u ? 0u : 32u - VLSB) + VTB + 31u) / 32u;
// two register sets where a set is at most 16 words (K's 2 keys and V's 4: both halves 2- or 4-bit, or
// head_dim 64 with codes of at most 8 bits; a set of 8-bit codes at head_dim 64 is half its size at 128: Q8
// at 8 x 32768 175 -> 138 us with two, examples/PERF.md 34; 8-bit codes at 128, 32 words, 2x slower with two,
// PERF.md 32), one set otherwise, for several queries (their masks and edge tiles take registers: two
// queries' Q4 at 8 x 32768 259 -> 191 us with one set, Q2 243 -> 210, PERF.md 42) and with a TQ half (its
// book lookups take registers: two sets took 168-174, 2 workgroups an SM, one 138-157; TQ4/f16 at 8 x 32768
// 213 -> 192 us, 1 x 65536 87 -> 70; TQ2 189 -> 184, 67 -> 62; TQ3 213 -> 213, 81 -> 76: PERF.md 70)
const bool TWO_SETS = 2u * KWT + 4u * (VWG == 0u ? 1u : VWG) <= 16u && N_QUERIES == 1u && RB <= 8u && // (half a word
                      !KTQ && !VTQ;                                                                   // of V: one register)
// An F16 half at head_dim 128 (a set of 64 registers: K 16 words a key, V 8): nothing loaded ahead, each tile's
// values loaded at its start; the SM's other warps keep the bytes in flight. Loaded a tile ahead into its one
// set, the compiler kept two sets live (168 registers) and F16/F16 at 8 x 32768 took 362 us, slower than the
// f32 kernel's 348; this way 146 registers and 273 us (89% of the read stream; PERF.md 39, 85). The one-set
// builds of the codes were 4-14% slower this way (their loads are half F16's: PERF.md 86).
const bool NOAHEAD = (K16 || V16) && NC == 8u;
const uint AHEAD = NOAHEAD ? 0u : TWO_SETS ? 2u : 1u; // tiles the codes are loaded ahead
// EXACT (KVQ_PRECISION_F16X2 with F16 halves, kvq.h kvq__attn_exact): nothing is rounded to f16 beyond ~2^-22
// of itself but weights more than ~2^-18 below the largest of their own block of 16 keys (f16 subnormals;
// examples/PERF.md 92, 95). q is kept unscaled in d_q, the scale multiplying S^T in f32: an f16 q (EXACT 1) as it
// is; an f32 or bf16 q (EXACT 2) times 2^E_r, E_r a power that brings its row's largest magnitude to [2^14,
// 2^15), as two f16 halves hi (its f32 mantissa cut to f16's 10 bits) and lo = f16(q - hi) (dqlo), the second
// in d_q's rows 8 NB on, each multiplied by K into S^T (which then takes 2^-E_r with the scale). p is split the
// same way, hi = its mantissa cut and lo = f16(p - hi) (p to ~2^-22 of itself), each multiplied by V^T into
// O^T, and the sums add the f32 p. p's reference follows each block (DREF): a block's largest p is kept in
// [2^-4, 2^15], the reference moved down as well as up (O^T and the sum rescaled), so that a block of keys far
// below an earlier one (the keys after an attention sink) keeps normal f16 halves. No value goes beyond f16's
// range, so no KVQ_STATUS_F16_RANGE.
const uint QV = D / 8u, QST = QV + 1u;       // uvec4 per q row: D f16, and one of padding in d_q
const uint NB = RB > 8u ? 2u : 1u;           // blocks of 8 query rows (the N of a product): rows 8b .. 8b + 7
const uint DRB = RB < 8u ? RB : 8u;          // rows of a block in d_o
const float F16_MAX = 65504.0, NEG_INF = -1.0 / 0.0;
// TQ halves: their levels by lookup, in LREP copies interleaved (word i x LREP + copy) so that a subgroup's
// lookups fall in few banks. 2-, 3- and 4-bit codes: a book of pairs, the f16 levels of two codes in a word,
// indexed by the two codes (4, 6 or 8 bits; 4-bit codes: 256 pairs, 16 copies, 16 KB; 2 in the emulated twin,
// whose lavapipe has 32 KB of shared memory; 3-bit codes: 64 pairs, 16 copies, 4 KB, 2 in the twin; 2-bit codes:
// 16 pairs, 32 copies). 5-, 6- and 8-bit codes: one level a word (f16, the low half); TQ5's 32 and TQ6's 64 in
// one copy (one and two a bank), TQ8's 256 in 16 for up to 4 rows (16 KB: two wavefronts a lookup, where one
// copy put eight levels a bank, ~3.5: TQ8/f16 at 8 x 32768, GQA 4, one query: 350 -> 287 us at head_dim 128,
// 186 -> 160 at 64; 32 copies, one wavefront but 32 KB, 315; TQ6 in 32 copies 260 -> 264), 2 in the twin, one
// for 5-16 rows (with 8 rows 16 copies were slower: two queries 356 -> 431 us, GQA 8 at head_dim 64 188 -> 194;
// examples/PERF.md 72-74). A K and a V of the same bits share K's book.
#ifdef KVQ_DIRECT_EMU
const uint PREP4 = 2u, PREP3 = 2u, PREP8 = RB > 4u ? 1u : 2u;
#else
const uint PREP4 = 16u, PREP3 = 16u, PREP8 = RB > 4u ? 1u : 16u;
#endif
const uint LREPK = KB == 4u ? PREP4 : KB == 3u ? PREP3 : KB == 2u ? 32u : KB == 8u ? PREP8 : 1u;
const uint LREPV = VB == 4u ? PREP4 : VB == 3u ? PREP3 : VB == 2u ? 32u : VB == 8u ? PREP8 : 1u;
const bool VBOOK_K = KTQ && VTQ && KB == VB; // V's book is K's
shared uint d_klut[KTQ ? (1u << (KB <= 4u ? 2u * KB : KB)) * LREPK : 1u];
shared uint d_vlut[VTQ && !VBOOK_K ? (1u << (VB <= 4u ? 2u * VB : VB)) * LREPV : 1u];

shared uvec4 d_q[8u * NB * QST * (EXACT == 2u ? 2u : 1u)]; // q x scale (f16; EXACT: q, and q's low halves from
                                             // row 8 NB on), dims permuted, rows RB.. zero: loaded as q^T
shared uint d_qm[EXACT == 2u ? 16u : 1u];    // EXACT 2: each row's largest |q| (its bits)
shared vec2 d_ml[4u * RB];                   // the end: each subgroup's (reference, sum) per row
shared float d_o[4u * DRB * D];              // and its O, real dims, one block of rows at a time

#ifndef KVQ_DIRECT_EMU
#define F16M fcoopmatNV<16, gl_ScopeSubgroup, 16, 16>
#define F16B fcoopmatNV<16, gl_ScopeSubgroup, 16, 8>
#define F32M fcoopmatNV<32, gl_ScopeSubgroup, 16, 8>
#define ZERO32 F32M(0.0)
#define LOADQ(M, C, R0) coopMatLoadNV(M, d_q, (R0) * QST + 2u * (C), QST, true) // rows R0 .. R0 + 7
shared float e_sv[N_QUERIES > 1u ? 1024u : 1u], e_sp[N_QUERIES > 1u ? 512u : 4u]; // several queries' edge tiles
#define E_SV e_sv
#define E_SP e_sp
#else
// The emulated twin: a matrix is the elements an invocation owns, in the
// layout above; a product goes through shared memory per virtual subgroup
// of 32 invocations (whatever the device's subgroup size), and so do the
// shuffles. Both have barriers: they are called in uniform control flow.
#define F16M float16_t[8]
#define F16B float16_t[4]
#define F32M float[4]
#define ZERO32 float[4](0.0, 0.0, 0.0, 0.0)
shared float e_a[4u * 256u], e_b[4u * 128u], e_x[128];
float16_t e_qh(uint hi) { return float16_t(unpackHalf2x16(d_q[hi >> 3][(hi >> 1) & 3u])[hi & 1u]); }
// q^T's 16x8 chunk C of rows r0 .. r0 + 7 as coopMatLoadNV(.., d_q, r0 QST + 2C, QST, true) loads it
float16_t[4] e_loadq(uint c, uint r0)
{
    const uint l = gl_LocalInvocationID.x & 31u, g = l >> 2, t = l & 3u;
    float16_t m[4];
    [[unroll]] for (uint e = 0u; e < 4u; e++) m[e] = e_qh((r0 + 2u * t + (e & 1u)) * QST * 8u + 16u * c + g + 8u * (e >> 1));
    return m;
}
float[4] e_mma(float16_t a[8], float16_t b[4], float c[4])
{
    const uint i0 = gl_LocalInvocationID.x, w = i0 >> 5, l = i0 & 31u, g = l >> 2, t = l & 3u;
    [[unroll]] for (uint e = 0u; e < 8u; e++)
        e_a[w * 256u + (g + 8u * (e >> 2)) * 16u + 2u * t + (e & 1u) + 8u * ((e >> 1) & 1u)] = float(a[e]);
    [[unroll]] for (uint e = 0u; e < 4u; e++) e_b[w * 128u + (g + 8u * (e >> 1)) * 8u + 2u * t + (e & 1u)] = float(b[e]);
    barrier();
    float r[4];
    [[unroll]] for (uint e = 0u; e < 4u; e++) {
        const uint row = g + 8u * (e >> 1), col = 2u * t + (e & 1u);
        float x = c[e];
        for (uint k = 0u; k < 16u; k++) x += e_a[w * 256u + row * 16u + k] * e_b[w * 128u + k * 8u + col];
        r[e] = x;
    }
    barrier();
    return r;
}
float e_xor(float x, uint m)
{
    const uint i0 = gl_LocalInvocationID.x;
    e_x[i0] = x;
    barrier();
    const float y = e_x[i0 ^ m];
    barrier();
    return y;
}
shared uint e_u[128];
uint e_shuffle(uint x, uint src)
{
    const uint i0 = gl_LocalInvocationID.x;
    e_u[i0] = x;
    barrier();
    const uint y = e_u[(i0 & ~31u) | src];
    barrier();
    return y;
}
#define LOADQ(M, C, R0) M = e_loadq(C, R0)
#define E_SV e_a // (several queries' edge tiles: the products' scratch, used between barriers)
#define E_SP e_b
#define coopMatMulAddNV(A, B, C) e_mma(A, B, C)
#define subgroupShuffleXor(X, M) e_xor(X, M)
#define subgroupShuffle(X, S) e_shuffle(X, S)
#endif

// component i of v by selects (the edge tiles' loops over the chunks index V's registers by a variable: an
// index put them in local memory, and two queries' Q8 at 8 x 32768 took 280 us instead of 250)
uint dsel(uvec4 v, uint i) { return i == 0u ? v.x : i == 1u ? v.y : i == 2u ? v.z : v.w; }
// bytes j of a and b as an f16 pair's low bits
uint pair_bytes(uint a, uint b, uint j) { return ((a >> (8u * j)) & 0xffu) | (((b >> (8u * j)) & 0xffu) << 16); }
// codes (bits 0 and 16 of h) of format f -> their values, one rounding (see the top). Q8S and E4M3 (no
// offset): a product (an fma with a zero offset made NVIDIA's build of those formats 4x larger, 137-146
// registers, and 25-40% slower: examples/PERF.md 33)
f16vec2 dq(uint f, uint h, f16vec2 s, f16vec2 z)
{
    const bool e4 = f == KVQ_FORMAT_E4M3, e5 = f == KVQ_FORMAT_E5M2; // (E5M2: the byte is an f16's high byte)
    // (E4M3: the sign bit doubled carries into bit 8, so one shift puts the sign at 15 and the other 7 bits at
    // 7-13; h holds bytes 0 and 2 only)
    const uint bits = e5 ? h << 8 : e4 ? (h + (h & 0x00800080u)) << 7
                                       : (h ^ (f == KVQ_FORMAT_Q8S ? 0x00800080u : 0u)) | 0x64006400u;
    const float16_t k = float16_t(e4 || e5 ? 0.0 : f == KVQ_FORMAT_Q8S ? 1152.0 : 1024.0);
    const f16vec2 y = unpackFloat2x16(bits) - f16vec2(k);
    return kvq_is_affine_c(f) ? fma(y, s, z) : y * s;
}
// Q4 codes in bits 4-7 of each half (a word's high nibbles, not shifted down): the mantissa of 64, whose
// ulp is 1/16, holds them as 64 + code; 64 taken off exactly, one fma (the same values as dq)
f16vec2 dq4h(uint h, f16vec2 s, f16vec2 z)
{
    return fma(unpackFloat2x16(h | 0x54005400u) - f16vec2(float16_t(64.0)), s, z);
}
// TQ codes -> their levels (f16): 2- to 4-bit codes by the pair's index (first code in the low bits), 5- to
// 8-bit ones (bits 0 and 16 of h) a level each
f16vec2 dlutk(uint h, uint lr)
{
    if (KB <= 4u) return unpackFloat2x16(d_klut[h * LREPK + lr]);
    return unpackFloat2x16((d_klut[(h & 0xffffu) * LREPK + lr] & 0xffffu) | (d_klut[(h >> 16) * LREPK + lr] << 16));
}
f16vec2 dlutv(uint h, uint lr)
{
    if (VBOOK_K) return dlutk(h, lr);
    if (VB <= 4u) return unpackFloat2x16(d_vlut[h * LREPV + lr]);
    return unpackFloat2x16((d_vlut[(h & 0xffffu) * LREPV + lr] & 0xffffu) | (d_vlut[(h >> 16) * LREPV + lr] << 16));
}
// a pair's index from codes at bits 0 and 16 of x (b bits each)
uint dpidx(uint x, uint b) { return (x | (x >> (16u - b))) & ((1u << (2u * b)) - 1u); }
// TQ3, TQ5, TQ6: the n bits at bit b of a lane's span, words 0-3 in a, 4-7 in c (n <= 8)
uint dbits(uvec4 a, uvec4 c, uint b, uint n)
{
    const uint i = b >> 5, o = b & 31u;
    uint x = (i < 4u ? dsel(a, i) : dsel(c, i - 4u)) >> o;
    if (o + n > 32u) x |= (i < 3u ? dsel(a, i + 1u) : dsel(c, i - 3u)) << (32u - o);
    return x & ((1u << n) - 1u);
}
// param `index` of a row (f16) from the word holding it
float16_t dparam(uint word, uint index) { return unpackFloat2x16(word)[index & 1u]; }
// the largest magnitude a group of format f with scale s and offset z decodes to (the codes the quantizer writes)
float dextreme(uint f, float s, float z)
{
    if (kvq_is_plain_c(f) || kvq_is_tq_c(f)) return 0.0; // (F16: its values are f16s; TQ: levels, the norms apart)
    if (f == KVQ_FORMAT_Q8S) return 127.0 * abs(s);
    if (f == KVQ_FORMAT_E4M3) return 1.75 * abs(s); // (s: the scale x 256; 448 the largest E4M3 value)
    if (f == KVQ_FORMAT_E5M2) return 57344.0 * abs(s);
    return max(abs(z), abs(s * float((1u << KVQ_BITS(f)) - 1u) + z));
}

// A set X of registers: the codes and params of one tile, this invocation's part: K's keys kk, kk + 8
// (D / 8 bytes of 4-bit codes in ka, D / 4 of 8-bit ones in ka and, at D 128, kb, D / 2 of F16 in ka and
// kb and, at D 128, kc and kd), V's keys t, 4 + t, 8 + t, 12 + t (D / 16, D / 8 or (F16) D / 4 bytes each: vw
// and, F16 at D 128, vx); the params of the block's 16 keys spread over the subgroup (kp, vp: words l and l + 32 of
// the keys' param words, key-major), which each invocation takes its groups' scales and offsets from by
// shuffles when it uses them (a third of the registers in flight that loading its own would take: Q4 at
// 8 x 32768 213 -> see examples/PERF.md 33). All start at 0 (what a split with no keys never loads).
#define SET_DECL(X) uvec4 ka0##X = uvec4(0u), kb0##X = uvec4(0u), ka1##X = uvec4(0u), kb1##X = uvec4(0u); \
    uvec4 kc0##X = uvec4(0u), kd0##X = uvec4(0u), kc1##X = uvec4(0u), kd1##X = uvec4(0u); /* (F16 at 128) */ \
    uvec4 vw0##X = uvec4(0u), vw1##X = uvec4(0u), vw2##X = uvec4(0u), vw3##X = uvec4(0u); \
    uvec4 vx0##X = uvec4(0u), vx1##X = uvec4(0u), vx2##X = uvec4(0u), vx3##X = uvec4(0u); /* (F16 at 128) */ \
    uvec2 kp##X = uvec2(0u), vp##X = uvec2(0u);
// TQ3, TQ5, TQ6: the N-bit span of row R's codes from bit BIT (W1: k_w1 or v_w1), shifted to bit 0, in A (words
// 0-3) and C (4, 5); NL words loaded (a word past the span's last one repeats that one: never past the row; where
// NL words cover the span at every shift, i.e. NL = ceil(N / 32), none is past it and the index needs no clamp)
#define FUNNEL(A_, B_, S_) ((S_) == 0u ? (A_) : ((A_) >> (S_)) | ((B_) << (32u - (S_))))
#define LOAD_SPAN(W1, R, BIT, N, NL, A, C) { \
        const uint i0_ = (BIT) >> 5, il_ = ((BIT) + (N) - 1u) >> 5, s_ = (N) % 32u == 0u ? 0u : (BIT) & 31u; \
        uint w_[7]; \
        [[unroll]] for (uint j_ = 0u; j_ < 7u; j_++) w_[j_] = j_ < (NL) ? W1(R, (NL) == ((N) + 31u) / 32u ? i0_ + j_ : min(i0_ + j_, il_)) : 0u; \
        A = uvec4(FUNNEL(w_[0], w_[1], s_), FUNNEL(w_[1], w_[2], s_), FUNNEL(w_[2], w_[3], s_), FUNNEL(w_[3], w_[4], s_)); \
        C = uvec4(FUNNEL(w_[4], w_[5], s_), FUNNEL(w_[5], w_[6], s_), 0u, 0u); }
#define LOAD_K(X, B, J) { \
        const uint r0_ = (B) + min(kk, J), r1_ = (B) + min(kk + 8u, J); \
        if (KPK) { LOAD_SPAN(k_w1, r0_, KTB * t, KTB, KNL, ka0##X, kb0##X) LOAD_SPAN(k_w1, r1_, KTB * t, KTB, KNL, ka1##X, kb1##X) } \
        else if (KWT == 16u) { \
            ka0##X = k_w4(r0_, 16u * t); kb0##X = k_w4(r0_, 16u * t + 4u); kc0##X = k_w4(r0_, 16u * t + 8u); kd0##X = k_w4(r0_, 16u * t + 12u); \
            ka1##X = k_w4(r1_, 16u * t); kb1##X = k_w4(r1_, 16u * t + 4u); kc1##X = k_w4(r1_, 16u * t + 8u); kd1##X = k_w4(r1_, 16u * t + 12u); \
        } else if (KWT == 8u) { ka0##X = k_w4(r0_, 8u * t); kb0##X = k_w4(r0_, 8u * t + 4u); ka1##X = k_w4(r1_, 8u * t); kb1##X = k_w4(r1_, 8u * t + 4u); } \
        else if (KWT == 4u) { ka0##X = k_w4(r0_, 4u * t); ka1##X = k_w4(r1_, 4u * t); } \
        else if (KWT == 2u) { ka0##X = uvec4(k_w2(r0_, 2u * t), 0u, 0u); ka1##X = uvec4(k_w2(r1_, 2u * t), 0u, 0u); } \
        else { ka0##X = uvec4(k_w1(r0_, t), 0u, 0u, 0u); ka1##X = uvec4(k_w1(r1_, t), 0u, 0u, 0u); } \
        if (KPW > 0u) kp##X.x = k_pw((B) + min(l / KPW, J), l % KPW); \
        if (16u * KPW > 32u) kp##X.y = k_pw((B) + min((l + 32u) / KPW, J), (l + 32u) % KPW); }
#define LOAD_V1(X, I, B, J) { \
        const uint r_ = (B) + min(4u * uint(I) + t, J); \
        if (VPK) { uvec4 c_; LOAD_SPAN(v_w1, r_, VTB * g, VTB, VNL, vw##I##X, c_) } \
        else if (VWG == 8u) { vw##I##X = v_w4(r_, 8u * g); vx##I##X = v_w4(r_, 8u * g + 4u); } \
        else if (VWG == 4u) vw##I##X = v_w4(r_, 4u * g); \
        else if (VWG == 2u) vw##I##X = uvec4(v_w2(r_, 2u * g), 0u, 0u); else if (VWG == 1u) vw##I##X = uvec4(v_w1(r_, g), 0u, 0u, 0u); \
        else vw##I##X = uvec4(v_w1(r_, g >> 1) >> (16u * (g & 1u)), 0u, 0u, 0u); }
#define LOAD_V(X, B, J) LOAD_V1(X, 0, B, J) LOAD_V1(X, 1, B, J) LOAD_V1(X, 2, B, J) LOAD_V1(X, 3, B, J) { \
        if (VPW > 0u) vp##X.x = v_pw((B) + min(l / VPW, J), l % VPW); \
        if (16u * VPW > 32u) vp##X.y = v_pw((B) + min((l + 32u) / VPW, J), (l + 32u) % VPW); }
// word f of the block's params (key-major) from the invocations holding it (f < 32: their .x, else .y;
// the same half for every invocation of a call, so the select is the source's too)
uint dshf(uvec2 p, uint f) { return subgroupShuffle(f >= 32u ? p.y : p.x, f & 31u); }
// V key I of this invocation (key 4 I + t of the block): the words of its group's scale and offset
#define V_PW(X, I) uint vs##I##w = 0u; if (VPW > 0u) vs##I##w = dshf(vp##X, (4u * uint(I) + t) * VPW + pword(vgi)); \
    uint vz##I##w = 0u; if (V_AFFINE) vz##I##w = dshf(vp##X, (4u * uint(I) + t) * VPW + pword(VNG + vgi));
// a V key of block KB not wholly in the split: zero where it is outside (codes and params: it decodes to 0)
#define MASK_V1(X, I, KB) if (KB + 4u * uint(I) + t < t_begin || KB + 4u * uint(I) + t >= t_end) { vw##I##X = uvec4(0u); vx##I##X = uvec4(0u); vs##I = 0u; vz##I = 0u; }

// S^T += K_c q^T_c: chunk C's elements of keys kk, kk + 8 as f16 pairs e (columns 2t, 2t + 1) and f (2t + 8,
// 2t + 9): 4-bit codes from word C / 2, nibbles (h, h + 4) and (h + 2, h + 6), h = C & 1 (odd C: the high
// nibbles in place, dq4h); 2-bit ones
// from byte C & 3 of word C / 4 (codes 0, 1 and 2, 3); 8-bit ones from word C & 3 of vector a (chunks 0-3) or
// b (4-7, head_dim 128), bytes (0, 2) and (1, 3)
#define K_CHUNK(X, C) { \
        F16M ka; F16B qb; \
        LOADQ(qb, C, 0u); \
        uint e0, f0, e1, f1; \
        if (K16) { /* F16: words 2C, 2C + 1 of the lane's span, the pairs themselves */ \
            const uint J_ = 2u * (C & 1u); \
            const uvec4 x0_ = C < 2u ? ka0##X : C < 4u ? kb0##X : C < 6u ? kc0##X : kd0##X; \
            const uvec4 x1_ = C < 2u ? ka1##X : C < 4u ? kb1##X : C < 6u ? kc1##X : kd1##X; \
            e0 = x0_[J_]; f0 = x0_[J_ + 1u]; e1 = x1_[J_]; f1 = x1_[J_ + 1u]; \
        } else if (K8) { \
            const uint a0 = (C < 4u ? ka0##X : kb0##X)[C & 3u], a1 = (C < 4u ? ka1##X : kb1##X)[C & 3u]; \
            e0 = a0 & 0x00ff00ffu; f0 = (a0 >> 8) & 0x00ff00ffu; e1 = a1 & 0x00ff00ffu; f1 = (a1 >> 8) & 0x00ff00ffu; \
        } else if (KB == 2u) { \
            const uint b0 = (ka0##X[C >> 2] >> (8u * (C & 3u))) & 0xffu, b1 = (ka1##X[C >> 2] >> (8u * (C & 3u))) & 0xffu; \
            if (KTQ) { e0 = b0 & 0xfu; f0 = b0 >> 4; e1 = b1 & 0xfu; f1 = b1 >> 4; } /* TQ: pairs' indices */ \
            else { \
            e0 = (b0 & 3u) | ((b0 << 14) & 0x30000u); f0 = ((b0 >> 4) & 3u) | ((b0 << 10) & 0x30000u); \
            e1 = (b1 & 3u) | ((b1 << 14) & 0x30000u); f1 = ((b1 >> 4) & 3u) | ((b1 << 10) & 0x30000u); } \
        } else if (KB == 3u) { /* TQ3: codes 4C, 4C + 1 and 4C + 2, 4C + 3 of the span as pairs' indices */ \
            e0 = dbits(ka0##X, ka0##X, 12u * (C), 6u); f0 = dbits(ka0##X, ka0##X, 12u * (C) + 6u, 6u); \
            e1 = dbits(ka1##X, ka1##X, 12u * (C), 6u); f1 = dbits(ka1##X, ka1##X, 12u * (C) + 6u, 6u); \
        } else if (KB == 5u || KB == 6u) { /* TQ5, TQ6: the same codes at bits 0 and 16 (single levels) */ \
            const uint B_ = 4u * KB * (C); \
            e0 = dbits(ka0##X, kb0##X, B_, KB) | (dbits(ka0##X, kb0##X, B_ + KB, KB) << 16); \
            f0 = dbits(ka0##X, kb0##X, B_ + 2u * KB, KB) | (dbits(ka0##X, kb0##X, B_ + 3u * KB, KB) << 16); \
            e1 = dbits(ka1##X, kb1##X, B_, KB) | (dbits(ka1##X, kb1##X, B_ + KB, KB) << 16); \
            f1 = dbits(ka1##X, kb1##X, B_ + 2u * KB, KB) | (dbits(ka1##X, kb1##X, B_ + 3u * KB, KB) << 16); \
        } else { \
            const uint a0 = ka0##X[C >> 1], a1 = ka1##X[C >> 1], M = (C & 1u) != 0u ? 0x00f000f0u : 0x000f000fu; \
            if (KTQ) { /* TQ: bytes 2 (C & 1) and 2 (C & 1) + 1 of word C / 2 (dims 4C + 0, 1 and 4C + 2, 3: the q \
                          permutation of the 2-bit codes) as pairs' indices */ \
                const uint S_ = 16u * (C & 1u); \
                e0 = (a0 >> S_) & 0xffu; f0 = (a0 >> (S_ + 8u)) & 0xffu; \
                e1 = (a1 >> S_) & 0xffu; f1 = (a1 >> (S_ + 8u)) & 0xffu; \
            } else { e0 = a0 & M; f0 = (a0 >> 8) & M; e1 = a1 & M; f1 = (a1 >> 8) & M; } \
        } \
        const bool KH_ = KB == 4u && (C & 1u) != 0u && !KTQ; /* high nibbles in place */ \
        const f16vec2 p00 = K16 ? unpackFloat2x16(e0) : KTQ ? dlutk(e0, lk_) : KH_ ? dq4h(e0, ks0, kz0) : dq(K_FORMAT, e0, ks0, kz0); \
        const f16vec2 p01 = K16 ? unpackFloat2x16(f0) : KTQ ? dlutk(f0, lk_) : KH_ ? dq4h(f0, ks0, kz0) : dq(K_FORMAT, f0, ks0, kz0); \
        const f16vec2 p10 = K16 ? unpackFloat2x16(e1) : KTQ ? dlutk(e1, lk_) : KH_ ? dq4h(e1, ks1, kz1) : dq(K_FORMAT, e1, ks1, kz1); \
        const f16vec2 p11 = K16 ? unpackFloat2x16(f1) : KTQ ? dlutk(f1, lk_) : KH_ ? dq4h(f1, ks1, kz1) : dq(K_FORMAT, f1, ks1, kz1); \
        ka[0] = p00.x; ka[1] = p00.y; ka[2] = p01.x; ka[3] = p01.y; \
        ka[4] = p10.x; ka[5] = p10.y; ka[6] = p11.x; ka[7] = p11.y; \
        sacc = coopMatMulAddNV(ka, qb, sacc); \
        if (EXACT == 2u) { F16B ql_; LOADQ(ql_, C, 8u * NB); sacc = coopMatMulAddNV(ka, ql_, sacc); } /* q's low halves */ \
        if (NB > 1u) { F16B qc; LOADQ(qc, C, 8u); sacc1 = coopMatMulAddNV(ka, qc, sacc1); \
                       if (EXACT == 2u) { F16B qd_; LOADQ(qd_, C, 8u * NB + 8u); sacc1 = coopMatMulAddNV(ka, qd_, sacc1); } } }
#ifndef KVQ_DIRECT_EMU
#define K_ALL(X) K_CHUNK(X, 0u) K_CHUNK(X, 1u) K_CHUNK(X, 2u) K_CHUNK(X, 3u) \
    if (NC > 4u) { K_CHUNK(X, 4u) K_CHUNK(X, 5u) K_CHUNK(X, 6u) K_CHUNK(X, 7u) }
#else // a loop over the chunks: the same code, compiled once (lavapipe compiles the unrolled module for minutes)
#define K_ALL(X) [[dont_unroll]] for (uint c_ = 0u; c_ < NC; c_++) K_CHUNK(X, c_)
#endif

// O^T_c += V^T_c P^T: chunk C's elements (dims VSPAN g + 2C, + 1 of keys t, 4 + t, 8 + t, 12 + t) as
// f16 pairs of keys (t, 4 + t) and (8 + t, 12 + t): 4-bit codes from component C / 4, byte C & 3 (low
// nibble, high nibble); 2-bit ones from byte C / 2 of component 0, codes 2 (C & 1) and 2 (C & 1) + 1;
// 8-bit ones from component C / 2, bytes J = 2 (C & 1) and J + 1
#define V_DEC(X, C, va) { \
        uint l01, l23, h01, h23; \
        if (V16) { /* F16: word C of each key's span, its halves dims 2C and 2C + 1 */ \
            const uint a0_ = dsel(C < 4u ? vw0##X : vx0##X, C & 3u), a1_ = dsel(C < 4u ? vw1##X : vx1##X, C & 3u); \
            const uint a2_ = dsel(C < 4u ? vw2##X : vx2##X, C & 3u), a3_ = dsel(C < 4u ? vw3##X : vx3##X, C & 3u); \
            l01 = (a0_ & 0xffffu) | (a1_ << 16); l23 = (a2_ & 0xffffu) | (a3_ << 16); \
            h01 = (a0_ >> 16) | (a1_ & 0xffff0000u); h23 = (a2_ >> 16) | (a3_ & 0xffff0000u); \
        } else if (V8) { \
            const uint W = C >> 1, J = 2u * (C & 1u); \
            l01 = pair_bytes(dsel(vw0##X, W), dsel(vw1##X, W), J); l23 = pair_bytes(dsel(vw2##X, W), dsel(vw3##X, W), J); \
            h01 = pair_bytes(dsel(vw0##X, W), dsel(vw1##X, W), J + 1u); h23 = pair_bytes(dsel(vw2##X, W), dsel(vw3##X, W), J + 1u); \
        } else if (VB == 2u) { \
            const uint J = C >> 1, S = 4u * (C & 1u); \
            const uint x01 = pair_bytes(vw0##X[0], vw1##X[0], J) >> S, x23 = pair_bytes(vw2##X[0], vw3##X[0], J) >> S; \
            l01 = x01 & 0x00030003u; h01 = (x01 >> 2) & 0x00030003u; l23 = x23 & 0x00030003u; h23 = (x23 >> 2) & 0x00030003u; \
            if (VTQ) { l01 = dpidx(l01, 2u); h01 = dpidx(h01, 2u); l23 = dpidx(l23, 2u); h23 = dpidx(h23, 2u); } \
        } else if (VB == 3u || VB == 5u || VB == 6u) { /* TQ3, TQ5, TQ6: codes 2C (bit 2C VB) and 2C + 1 of keys \
            (t, 4 + t) and (8 + t, 12 + t): TQ3 as pairs' indices, TQ5 and TQ6 at bits 0 and 16 (single levels) */ \
            const uint B_ = 2u * VB * (C), S_ = VB == 3u ? 3u : 16u; \
            l01 = dbits(vw0##X, vw0##X, B_, VB) | (dbits(vw1##X, vw1##X, B_, VB) << S_); \
            h01 = dbits(vw0##X, vw0##X, B_ + VB, VB) | (dbits(vw1##X, vw1##X, B_ + VB, VB) << S_); \
            l23 = dbits(vw2##X, vw2##X, B_, VB) | (dbits(vw3##X, vw3##X, B_, VB) << S_); \
            h23 = dbits(vw2##X, vw2##X, B_ + VB, VB) | (dbits(vw3##X, vw3##X, B_ + VB, VB) << S_); \
        } else { \
            const uint W = C >> 2, J = C & 3u; \
            const uint x01 = pair_bytes(dsel(vw0##X, W), dsel(vw1##X, W), J), x23 = pair_bytes(dsel(vw2##X, W), dsel(vw3##X, W), J); \
            l01 = x01 & 0x000f000fu; h01 = x01 & 0x00f000f0u; l23 = x23 & 0x000f000fu; h23 = x23 & 0x00f000f0u; \
            if (VTQ) { /* TQ: pairs' indices */ \
                l01 = dpidx(l01, 4u); h01 = dpidx(h01 >> 4, 4u); l23 = dpidx(l23, 4u); h23 = dpidx(h23 >> 4, 4u); \
            } \
        } \
        const f16vec2 lo01 = V16 ? unpackFloat2x16(l01) : VTQ ? dlutv(l01, lv_) * vs01 : dq(V_FORMAT, l01, vs01, vz01); \
        const f16vec2 lo23 = V16 ? unpackFloat2x16(l23) : VTQ ? dlutv(l23, lv_) * vs23 : dq(V_FORMAT, l23, vs23, vz23); \
        const f16vec2 hi01 = V16 ? unpackFloat2x16(h01) : VTQ ? dlutv(h01, lv_) * vs01 : VB == 4u ? dq4h(h01, vs01, vz01) : dq(V_FORMAT, h01, vs01, vz01); \
        const f16vec2 hi23 = V16 ? unpackFloat2x16(h23) : VTQ ? dlutv(h23, lv_) * vs23 : VB == 4u ? dq4h(h23, vs23, vz23) : dq(V_FORMAT, h23, vs23, vz23); \
        va[0] = lo01.x; va[1] = lo01.y; va[2] = lo23.x; va[3] = lo23.y; \
        va[4] = hi01.x; va[5] = hi01.y; va[6] = hi23.x; va[7] = hi23.y; }
#define V_CHUNK(X, C, O, U) { F16M va; V_DEC(X, C, va) O = coopMatMulAddNV(va, pt0, O); \
        if (EXACT != 0u) O = coopMatMulAddNV(va, pl0, O); \
        if (NB > 1u) { U = coopMatMulAddNV(va, pt1, U); if (EXACT != 0u) U = coopMatMulAddNV(va, pl1, U); } } /* (rows 8-15: \
        O^T's second block) */
#ifndef KVQ_DIRECT_EMU
#define V_ALL(X) V_CHUNK(X, 0u, o0, u0) V_CHUNK(X, 1u, o1, u1) V_CHUNK(X, 2u, o2, u2) V_CHUNK(X, 3u, o3, u3) \
    if (NC > 4u) { V_CHUNK(X, 4u, o4, u4) V_CHUNK(X, 5u, o5, u5) V_CHUNK(X, 6u, o6, u6) V_CHUNK(X, 7u, o7, u7) }
#else
#define V_ALL(X) [[dont_unroll]] for (uint c_ = 0u; c_ < NC; c_++) V_CHUNK(X, c_, oe[c_], oe[8u + c_])
#endif
// Several queries (N_QUERIES > 1): in a tile where some row does not see some key of the split (the causal
// diagonal's last N_QUERIES - 1 keys, a window's first N_QUERIES - 1: an "edge" tile, uniform over the
// workgroup, a few a sequence) the product is still exact where those keys' V values are finite (their p is
// 0 in the rows that do not see them, and 0 x a finite value adds nothing), but a NaN or an infinity there
// would reach every row through 0 x NaN. So an edge tile first decodes its V (this invocation's elements,
// EDGE_NF) and, where any value of the workgroup's tile is not finite (dany), adds V key by key where the
// row sees the key (EDGE_V): O^T to shared memory (d_o, free until the end), then per chunk the subgroup's
// decoded V (16 keys x 16 dims) and its p (16 keys x 8 rows, once) in shared memory, each invocation adding
// to its O^T elements (dims VSPAN g + 2C, + 1; rows 2t, 2t + 1), then O^T back. Both are loops over the
// chunks (one copy of V_DEC each, not one per chunk: an unrolled key-by-key path made two queries' module
// 327 KB and 163 registers, ~60 us of Q4's 261 at 8 x 32768, examples/PERF.md 41).
#define EDGE_NF(X, NF) [[dont_unroll]] for (uint c_ = 0u; c_ < NC; c_++) { \
        F16M va; V_DEC(X, c_, va) \
        [[unroll]] for (uint e_ = 0u; e_ < 8u; e_++) NF = NF || isnan(va[e_]) || isinf(va[e_]); }
#define EDGE_SV(E) E_SV[w * 256u + (4u * ((E) & 3u) + t) * 16u + 2u * g + ((E) >> 2)] = float(va[E]);
#define EDGE_ACC(E, R0, PA, PB) if ((R0) + 2u * t + ((E) & 1u) < RB) { \
        const uint r_ = 2u * t + ((E) & 1u), dd_ = 2u * g + ((E) >> 1), pos_ = ((E) & 1u) != 0u ? PB : PA; \
        const uint oi_ = (w * DRB + r_) * D + VSPAN * g + 2u * c_ + ((E) >> 1); \
        float x_ = d_o[oi_]; \
        for (uint j_ = 0u; j_ < 16u; j_++) \
            if (kc_ + j_ >= t_begin && kc_ + j_ < t_end && dseen(kc_ + j_, pos_)) \
                x_ += E_SP[w * 128u + j_ * 8u + r_] * E_SV[w * 256u + j_ * 16u + dd_]; \
        d_o[oi_] = x_; }
#define EDGE_VB(X, O, PT, PL, R0, LA, LB, PA, PB) { /* rows R0 .. R0 + 7: O^T block O, P^T block PT (EXACT: + PL) */ \
        if (LA) DOUT(O, 0, 1.0, (w * DRB + 2u * t) * D + VSPAN * g) \
        if (LB) DOUT(O, 1, 1.0, (w * DRB + 2u * t + 1u) * D + VSPAN * g) \
        E_SP[w * 128u + kk * 8u + 2u * t] = float(PT[0]) + (EXACT != 0u ? float(PL[0]) : 0.0); \
        E_SP[w * 128u + kk * 8u + 2u * t + 1u] = float(PT[1]) + (EXACT != 0u ? float(PL[1]) : 0.0); \
        E_SP[w * 128u + (kk + 8u) * 8u + 2u * t] = float(PT[2]) + (EXACT != 0u ? float(PL[2]) : 0.0); \
        E_SP[w * 128u + (kk + 8u) * 8u + 2u * t + 1u] = float(PT[3]) + (EXACT != 0u ? float(PL[3]) : 0.0); \
        [[dont_unroll]] for (uint c_ = 0u; c_ < NC; c_++) { \
            F16M va; V_DEC(X, c_, va) \
            EDGE_SV(0) EDGE_SV(1) EDGE_SV(2) EDGE_SV(3) EDGE_SV(4) EDGE_SV(5) EDGE_SV(6) EDGE_SV(7) \
            barrier(); \
            EDGE_ACC(0, R0, PA, PB) EDGE_ACC(1, R0, PA, PB) EDGE_ACC(2, R0, PA, PB) EDGE_ACC(3, R0, PA, PB) \
            barrier(); \
        } \
        if (LA) DIN(O, 0, (w * DRB + 2u * t) * D + VSPAN * g) \
        if (LB) DIN(O, 1, (w * DRB + 2u * t + 1u) * D + VSPAN * g) }
#define EDGE_V(X) { EDGE_VB(X, o, pt0, pl0, 0u, live0, live1, pos0, pos1) \
        if (NB > 1u) EDGE_VB(X, u, pt1, pl1, 8u, live2, live3, pos2, pos3) } /* (E_SP and d_o free: the loop ends with a barrier) */
// whether x holds in any invocation of the workgroup (in uniform control flow: it has barriers)
bool dany(bool x, uint w, uint l)
{
    float f = x ? 1.0 : 0.0;
    f = max(f, subgroupShuffleXor(f, 1u)); f = max(f, subgroupShuffleXor(f, 2u)); f = max(f, subgroupShuffleXor(f, 4u));
    f = max(f, subgroupShuffleXor(f, 8u)); f = max(f, subgroupShuffleXor(f, 16u));
    if (l == 0u) E_SP[w] = f;
    barrier();
    const bool r = max(max(E_SP[0], E_SP[1]), max(E_SP[2], E_SP[3])) != 0.0;
    barrier();
    return r;
}
// key k seen by the row whose query is at position pos (several queries: the causal rule and the window)
bool dseen(uint k, uint pos) { return k <= pos && (pc.window == 0u || k + pc.window > pos); }

// O^T's elements of one query row (E, E + 2: element e of O^T_c is real dim VSPAN g + 2 c + (e >> 1) of row
// 2t + (e & 1)) times F to d_o from OB (the row's dims VSPAN g on), and back (DIN). Braced: with the
// statements bare, `if (live) DOUT(..)` guarded only the first, and a dead row's other writes landed on another
// subgroup's rows in d_o (fewer than 8 rows; found by a review, wrong results on the H200: PERF.md 44)
#define DOUT(O, E, F, OB) { d_o[OB] = O##0[E] * F; d_o[OB + 1u] = O##0[E + 2] * F; d_o[OB + 2u] = O##1[E] * F; d_o[OB + 3u] = O##1[E + 2] * F; \
    d_o[OB + 4u] = O##2[E] * F; d_o[OB + 5u] = O##2[E + 2] * F; d_o[OB + 6u] = O##3[E] * F; d_o[OB + 7u] = O##3[E + 2] * F; \
    if (NC > 4u) { d_o[OB + 8u] = O##4[E] * F; d_o[OB + 9u] = O##4[E + 2] * F; d_o[OB + 10u] = O##5[E] * F; d_o[OB + 11u] = O##5[E + 2] * F; \
    d_o[OB + 12u] = O##6[E] * F; d_o[OB + 13u] = O##6[E + 2] * F; d_o[OB + 14u] = O##7[E] * F; d_o[OB + 15u] = O##7[E + 2] * F; } }
#define DIN(O, E, OB) { O##0[E] = d_o[OB]; O##0[E + 2] = d_o[OB + 1u]; O##1[E] = d_o[OB + 2u]; O##1[E + 2] = d_o[OB + 3u]; \
    O##2[E] = d_o[OB + 4u]; O##2[E + 2] = d_o[OB + 5u]; O##3[E] = d_o[OB + 6u]; O##3[E + 2] = d_o[OB + 7u]; \
    if (NC > 4u) { O##4[E] = d_o[OB + 8u]; O##4[E + 2] = d_o[OB + 9u]; O##5[E] = d_o[OB + 10u]; O##5[E + 2] = d_o[OB + 11u]; \
    O##6[E] = d_o[OB + 12u]; O##6[E + 2] = d_o[OB + 13u]; O##7[E] = d_o[OB + 14u]; O##7[E + 2] = d_o[OB + 15u]; } }
// O^T's (block O's) elements of one query row (E, E + 2) times AL
#define RESCALE(O, E, AL) { O##0[E] *= AL; O##0[E + 2] *= AL; O##1[E] *= AL; O##1[E + 2] *= AL; O##2[E] *= AL; O##2[E + 2] *= AL; \
    O##3[E] *= AL; O##3[E + 2] *= AL; \
    if (NC > 4u) { O##4[E] *= AL; O##4[E + 2] *= AL; O##5[E] *= AL; O##5[E + 2] *= AL; O##6[E] *= AL; O##6[E + 2] *= AL; \
                   O##7[E] *= AL; O##7[E + 2] *= AL; } }
// EXACT: p's high half, p with its f32 mantissa cut to f16's 10 bits (an f16 value where p is a normal f16), so
// that p - hi is exact; the remainder taken as p - f32(f16(p)) came out 0 on NVIDIA's driver (the conversions'
// round trip apparently folded away: the H200 gave f16 p's errors, 2e-4, where lavapipe gave 2e-7; PERF.md 89).
// Else p itself (rounded to f16 by the caller)
float dhi(float p) { return EXACT != 0u ? uintBitsToFloat(floatBitsToUint(p) & 0xffffe000u) : p; }
// EXACT 2: the low halves f16(y - yh) of a pair of q elements y whose high halves are yh; a low half of 0 beside a
// high half that is not is the smallest f16 of the high half's sign instead (2^-24: ~2^-38 of the row's largest
// |q|), so that an infinite K element times the two halves adds infinities of one sign, as the f32 kernel's
// product is, not inf + 0 x inf = NaN (a bf16 q's low halves are all 0; PERF.md 92, 95)
uint dqlo(vec2 y, vec2 yh)
{
    uint l = packHalf2x16(y - yh);
    const uint hb = packHalf2x16(yh);
    if ((l & 0x7fffu) == 0u && (hb & 0x7fffu) != 0u) l = (l & 0xffff0000u) | (hb & 0x8000u) | 1u;
    if ((l & 0x7fff0000u) == 0u && (hb & 0x7fff0000u) != 0u) l = (l & 0xffffu) | (hb & 0x80000000u) | 0x10000u;
    return l;
}
// EXACT 2: E for a row whose largest |q| has the bits m: its largest times 2^E in [2^14, 2^15); 0 for a row of
// zeros or with a NaN or an infinity (which then reach its logits as in the f32 kernel); within [-126, 126]
int dqexp(uint m)
{
    const int eb = int(m >> 23);
    return m == 0u || eb >= 255 ? 0 : clamp(141 - max(eb, 1), -126, 126);
}
float dpow2(int e) { return uintBitsToFloat(uint(e + 127) << 23); } // 2^e, e in [-126, 127]
// a logit of S^T: softcap, log2 units; -inf where the row or key is not there
float dlogit(float x, bool there)
{
    const float cap = uintBitsToFloat(pc.softcap_bits);
    float v = (SOFTCAP != 0u ? cap * tanh(x / cap) : x) * LOG2E;
    return there ? v : NEG_INF;
}

// a row's reference M (log2 units; p = 2^(logit - M)) for a block whose largest logit is TM (MT: the row's largest
// so far), its sum SU and O^T block O's elements E, E + 2 rescaled with it. Else (KVQ_PRECISION_F16) moved up
// only, by more than 8 (p < 2^8 in f16; lazily: O^T rescaled only when a row's maximum grows). EXACT: the
// block's largest p kept in [2^-4, 2^15] (at 2^14 when moved), up when it would pass 2^15 and down when it is
// below 2^-4, but never below MT - 64 (so p < 2^64: O^T < 2^100 over 2^20 keys of |V| < 2^16): then the
// block's weights down to ~2^-18 of its largest have normal f16 halves wherever the row's largest key is
// (weights below a sink 16 nats up: 1.4e-4 with the reference fixed 7 below the row's maximum, PERF.md 92).
// Every value here is the same in the row's 8 lanes (TM, MT and M are; each lane's SU is its own keys' sum).
#define DREF(TM, M, MT, SU, O, E) { \
        MT = max(MT, TM); \
        if (EXACT != 0u ? TM > M + 15.0 || (TM != NEG_INF && TM < M - 4.0 && M > MT - 60.0) : TM > M + 8.0) { \
            const float nm_ = EXACT != 0u ? max(TM - 14.0, MT - 64.0) : TM; \
            const float al_ = M == NEG_INF ? 1.0 : exp2(M - nm_); M = nm_; SU *= al_; RESCALE(O, E, al_) } }

// the logits of rows 2t + R0, 2t + 1 + R0 (S^T block SA, the rows' LA, LB, their queries' positions PA, PB,
// references MA, MB and sums SUA, SUB): masks, the online softmax, O^T block O rescaled, P^T block PT
#define ROWP(SA, LA, LB, PA, PB, MA, MB, MTA, MTB, SUA, SUB, O, PT, PL) { \
        const bool m00_ = N_QUERIES == 1u || dseen(kc_ + kk, PA), m10_ = N_QUERIES == 1u || dseen(kc_ + kk + 8u, PA); \
        const bool m01_ = N_QUERIES == 1u || dseen(kc_ + kk, PB), m11_ = N_QUERIES == 1u || dseen(kc_ + kk + 8u, PB); \
        const float a0 = dlogit(SA[0], LA && l0_ && m00_), b0 = dlogit(SA[2], LA && l1_ && m10_); \
        const float a1 = dlogit(SA[1], LB && l0_ && m01_), b1 = dlogit(SA[3], LB && l1_ && m11_); \
        float tm0 = max(a0, b0), tm1 = max(a1, b1); \
        tm0 = max(tm0, subgroupShuffleXor(tm0, 4u)); tm1 = max(tm1, subgroupShuffleXor(tm1, 4u)); \
        tm0 = max(tm0, subgroupShuffleXor(tm0, 8u)); tm1 = max(tm1, subgroupShuffleXor(tm1, 8u)); \
        tm0 = max(tm0, subgroupShuffleXor(tm0, 16u)); tm1 = max(tm1, subgroupShuffleXor(tm1, 16u)); \
        DREF(tm0, MA, MTA, SUA, O, 0) DREF(tm1, MB, MTB, SUB, O, 1) \
        const float fa0 = a0 == NEG_INF ? 0.0 : exp2(a0 - MA), fb0 = b0 == NEG_INF ? 0.0 : exp2(b0 - MA); \
        const float fa1 = a1 == NEG_INF ? 0.0 : exp2(a1 - MB), fb1 = b1 == NEG_INF ? 0.0 : exp2(b1 - MB); \
        const float ha0 = dhi(fa0), hb0 = dhi(fb0), ha1 = dhi(fa1), hb1 = dhi(fb1); \
        const float16_t pa0 = float16_t(ha0), pb0 = float16_t(hb0), pa1 = float16_t(ha1), pb1 = float16_t(hb1); \
        PT[0] = pa0; PT[1] = pa1; PT[2] = pb0; PT[3] = pb1; \
        if (EXACT != 0u) { /* p = hi + lo: lo = f16(p - hi), the sums of the f32 p */ \
            PL[0] = float16_t(fa0 - ha0); PL[1] = float16_t(fa1 - ha1); \
            PL[2] = float16_t(fb0 - hb0); PL[3] = float16_t(fb1 - hb1); \
            SUA += fa0 + fb0; SUB += fa1 + fb1; \
        } else { SUA += float(pa0) + float(pb0); SUB += float(pa1) + float(pb1); } }

// One tile with set X: S^T; the K of the tile AH ahead into X; the softmax; O^T; its V into X; the block
// table entry of the tile two after that (AH = 0: the tile's own K and V into X first).
#define TILE(X, AH) { \
        const uint tf_ = kb0 + tile * DT, kc_ = tf_ + 16u * w; /* the tile's first key, this subgroup's block's */ \
        const bool edge_ = N_QUERIES > 1u && (tf_ + DT > len - N_QUERIES + 1u || \
                                              (pc.window != 0u && len > pc.window && tf_ < len - pc.window)); /* see EDGE_V */ \
        const bool fc_ = kc_ >= t_begin && kc_ + 16u <= t_end; \
        const uint kn_ = kc_ + AH * DT; /* the block loaded into X now */ \
        const bool ln_ = kn_ < t_end; \
        const uint bn_ = ln_ ? drow(kn_, bnx) : 0u, jn_ = ln_ ? min(15u, t_end - 1u - kn_) : 0u; \
        if (AH == 0u && ln_) { LOAD_K(X, bn_, jn_) LOAD_V(X, bn_, jn_) } /* (NOAHEAD) */ \
        F32M sacc = ZERO32, sacc1 = ZERO32; /* S^T, rows 0-7 and 8-15 */ \
        uint kz0w = 0u, kz1w = 0u; \
        uint ks0w = 0u, ks1w = 0u; \
        if (KPW > 0u) { ks0w = dshf(kp##X, kk * KPW + pword(kgi)); ks1w = dshf(kp##X, (kk + 8u) * KPW + pword(kgi)); } \
        if (K_AFFINE) { kz0w = dshf(kp##X, kk * KPW + pword(KNG + kgi)); kz1w = dshf(kp##X, (kk + 8u) * KPW + pword(KNG + kgi)); } \
        const f16vec2 ks0 = f16vec2(dparam(ks0w, kgi) * KUNIT), ks1 = f16vec2(dparam(ks1w, kgi) * KUNIT); \
        const f16vec2 kz0 = f16vec2(dparam(kz0w, KNG + kgi)), kz1 = f16vec2(dparam(kz1w, KNG + kgi)); \
        K_ALL(X) \
        if (KTQ) { /* the keys' norms / sqrt(R), on the products */ \
            const float kn0_ = float(dparam(ks0w, 0u)) * RSC, kn1_ = float(dparam(ks1w, 0u)) * RSC; \
            sacc[0] *= kn0_; sacc[1] *= kn0_; sacc[2] *= kn1_; sacc[3] *= kn1_; \
            if (NB > 1u) { sacc1[0] *= kn0_; sacc1[1] *= kn0_; sacc1[2] *= kn1_; sacc1[3] *= kn1_; } \
        } \
        if (AH > 0u && ln_) LOAD_K(X, bn_, jn_) \
        const bool l0_ = kc_ + kk >= t_begin && kc_ + kk < t_end, l1_ = kc_ + kk + 8u >= t_begin && kc_ + kk + 8u < t_end; \
        if (l0_) amax = max(amax, dextreme(K_FORMAT, float(ks0.x), float(kz0.x))); \
        if (l1_) amax = max(amax, dextreme(K_FORMAT, float(ks1.x), float(kz1.x))); \
        if (EXACT != 0u) { /* q unscaled in d_q: the scale (and EXACT 2's 2^-E of each row) on the logits, f32 */ \
            sacc[0] *= qs0; sacc[1] *= qs1; sacc[2] *= qs0; sacc[3] *= qs1; \
            if (NB > 1u) { sacc1[0] *= qs2; sacc1[1] *= qs3; sacc1[2] *= qs2; sacc1[3] *= qs3; } \
        } \
        F16B pt0, pt1, pl0, pl1; /* P^T, rows 0-7 and 8-15, and (EXACT) its low halves */ \
        ROWP(sacc, live0, live1, pos0, pos1, mr0, mr1, mt0, mt1, ls0, ls1, o, pt0, pl0) \
        if (NB > 1u) ROWP(sacc1, live2, live3, pos2, pos3, mr2, mr3, mt2, mt3, ls2, ls3, u, pt1, pl1) \
        V_PW(X, 0) V_PW(X, 1) V_PW(X, 2) V_PW(X, 3) \
        uint vs0 = vs0w, vs1 = vs1w, vs2 = vs2w, vs3 = vs3w, vz0 = vz0w, vz1 = vz1w, vz2 = vz2w, vz3 = vz3w; \
        if (!fc_) { MASK_V1(X, 0, kc_) MASK_V1(X, 1, kc_) MASK_V1(X, 2, kc_) MASK_V1(X, 3, kc_) } \
        const float16_t vs0_ = VTQ ? float16_t(float(dparam(vs0, 0u)) * RSC) : dparam(vs0, vgi) * VUNIT; /* (TQ: norm / sqrt(R)) */ \
        const float16_t vs1_ = VTQ ? float16_t(float(dparam(vs1, 0u)) * RSC) : dparam(vs1, vgi) * VUNIT; \
        const float16_t vs2_ = VTQ ? float16_t(float(dparam(vs2, 0u)) * RSC) : dparam(vs2, vgi) * VUNIT; \
        const float16_t vs3_ = VTQ ? float16_t(float(dparam(vs3, 0u)) * RSC) : dparam(vs3, vgi) * VUNIT; \
        const float16_t vz0_ = dparam(vz0, VNG + vgi), vz1_ = dparam(vz1, VNG + vgi); \
        const float16_t vz2_ = dparam(vz2, VNG + vgi), vz3_ = dparam(vz3, VNG + vgi); \
        amax = max(amax, max(max(dextreme(V_FORMAT, float(vs0_), float(vz0_)), dextreme(V_FORMAT, float(vs1_), float(vz1_))), \
                             max(dextreme(V_FORMAT, float(vs2_), float(vz2_)), dextreme(V_FORMAT, float(vs3_), float(vz3_))))); \
        const f16vec2 vs01 = f16vec2(vs0_, vs1_), vz01 = f16vec2(vz0_, vz1_), vs23 = f16vec2(vs2_, vs3_), vz23 = f16vec2(vz2_, vz3_); \
        bool slow_ = false; \
        if (edge_) { \
            bool nf_ = false; \
            EDGE_NF(X, nf_) \
            slow_ = dany(nf_, w, l); \
        } \
        if (slow_) EDGE_V(X) \
        else { /* (braces: V_ALL is several statements where unrolled) */ \
            V_ALL(X) \
        } \
        if (AH > 0u && ln_) LOAD_V(X, bn_, jn_) /* (only key 0's load under the if: a tile past the split loads row 0 for the \
            rest, which the masks leave unused; with all of them under it, in a build with other changes, one \
            query took 146 registers instead of 128, Q4 at 8 x 32768 209 us instead of 177: PERF.md 40) */ \
        bnx = bnx2; /* (loaded a tile ago: the copy does not wait) */ \
        bnx2 = kn_ + 2u * DT < t_end ? dblk(kn_ + 2u * DT) : 0; }

// the block table entry of key kb of this workgroup's sequence (paged caches; kb < t_end)
int dblk(uint kb)
{
    return PAGED != 0u ? tables[pc.bt_off + gl_WorkGroupID.z * pc.max_blocks + block_div(kb)] : 0;
}
// the cache row of key kb (a multiple of 16: with a block size a multiple of 16, keys kb .. kb + 15 are rows
// drow .. drow + 15, and so they are in a contiguous cache of one block), from its block table entry, checked
uint drow(uint kb, int blk)
{
    if (PAGED != 0u && (blk < 0 || uint(blk) >= pc.n_blocks)) {
        flag(KVQ_STATUS_BAD_BLOCK, 3u, gl_WorkGroupID.z * pc.max_blocks + block_div(kb));
        blk = 0;
    }
    uint slot = PAGED != 0u ? uint(blk) * pc.block_size + block_mod(kb) : kb;
    return (block_div(slot) * pc.n_kv_heads + gl_WorkGroupID.y) * pc.block_size + block_mod(slot);
}

// element d of query row r (query r / GQA, head h GQA + r % GQA) of sequence s in q
uint dqi(uint s, uint h, uint r, uint d) { return ((s * N_QUERIES + r / GQA) * pc.n_kv_heads * GQA + h * GQA + r % GQA) * D + d; }

void main()
{
    const uint lid = gl_LocalInvocationID.x, split = gl_WorkGroupID.x, h = gl_WorkGroupID.y, s = gl_WorkGroupID.z;
#ifndef KVQ_DIRECT_EMU
    const uint w = gl_SubgroupID, l = gl_SubgroupInvocationID;
#else
    const uint w = lid >> 5, l = lid & 31u;
#endif
    const uint g = l >> 2, t = l & 3u;
    uint len = seq_lens[pc.seq_lens_off + s];
    if (len > pc.limit || len > pc.max_len || len < N_QUERIES) {
        if (lid == 0u && split == 0u && h == 0u) flag(KVQ_STATUS_BAD_LEN, 2u, s);
        len = min(max(len, N_QUERIES), min(pc.limit, pc.max_len)); // safe to address; the op writes nothing
    }
    // rows r = query i x GQA + head: query i at position len - N_QUERIES + i sees the keys up to it (and the
    // window's); the split covers every row's keys
    const uint span = pc.window + N_QUERIES - 1u;
    const uint lo = pc.window != 0u && len > span ? len - span : 0u;
    const uint t_begin = lo + split * pc.split_len, t_end = min(len, t_begin + pc.split_len);
    const float qscale = uintBitsToFloat(pc.scale_bits);
    float amax = 0.0; // the largest magnitude rounded to f16
    const float RSC = kvq_rot_scale(ROT_LOG); // 1 / sqrt(R)
    const uint lk_ = l % LREPK, lv_ = l % LREPV; // this invocation's copy of the TQ books

    // TQ books; a rotated K (TQ, or the rotation option): q x scale rotated as K's rows, (1/sqrt(R)) H (sigma . q),
    // in d_o (free until the end) first
    if (KTQ)
        for (uint i = lid; i < d_klut.length(); i += WG) {
            const uint c = i / LREPK, m = (1u << (KB & 15u)) - 1u;
            d_klut[i] = packHalf2x16(vec2(kvq_tq_level(KB, c & m), KB <= 4u ? kvq_tq_level(KB, c >> KB) : 0.0));
        }
    if (VTQ && !VBOOK_K)
        for (uint i = lid; i < d_vlut.length(); i += WG) {
            const uint c = i / LREPV, m = (1u << (VB & 15u)) - 1u;
            d_vlut[i] = packHalf2x16(vec2(kvq_tq_level(VB, c & m), VB <= 4u ? kvq_tq_level(VB, c >> VB) : 0.0));
        }
    if (K_ROT != 0u) {
        for (uint i = lid; i < (D + 31u) / 32u; i += WG) s_sign[i] = kvq_sign_word(pc.seed_lo, pc.seed_hi, i);
        barrier();
        for (uint i = lid; i < RB * D; i += WG) {
            const uint r = i / D, d = i % D;
            d_o[i] = kvq_flip(s_sign[d >> 5], d, load_q(dqi(s, h, r, d)) * qscale);
        }
        barrier();
        KVQ_FWHT(d_o, RB * D, ROT_LOG, lid, WG)
    }

    // q: d_q's halves p = 16 c + n of row r are q[r][KSPAN ((n & 7) >> 1) + 4 c + j] x scale, j = (n & 1) +
    // 2 (n >> 3) (8-bit K: j's 1 and 2 swapped; 4-bit K but TQ4: dims 8 (c >> 1) + (c & 1) + (0, 4, 2, 6)[j]
    // instead of 4 c + j); one uvec4 of 8 halves per invocation and step (8 or 16 rows of QV); a rotated K's q
    // from d_o (rotated above)
    if (EXACT == 2u) { // each row's largest |q| (the bits of a non-negative float order as it does; NaN above all)
        for (uint i = lid; i < 16u; i += WG) d_qm[i] = 0u;
        barrier();
        for (uint i = lid; i < RB * D; i += WG) atomicMax(d_qm[i / D], floatBitsToUint(abs(load_q(dqi(s, h, i / D, i % D)))));
        barrier();
    }
    for (uint iq = lid; iq < 8u * NB * QV; iq += WG) {
        const uint r = iq / QV, p0 = (iq % QV) * 8u;
        const float qf = EXACT == 2u && r < RB ? dpow2(dqexp(d_qm[r])) : 1.0; // 2^E_r
        uvec4 x, xl = uvec4(0u);
        [[unroll]] for (uint k = 0u; k < 4u; k++) {
            vec2 y = vec2(0.0);
            [[unroll]] for (uint i = 0u; i < 2u; i++) {
                const uint p = p0 + 2u * k + i, c = p >> 4, n = p & 15u, dp = (n & 1u) + 2u * (n >> 3);
                const uint j = K8 && (dp == 1u || dp == 2u) ? 3u - dp : dp;
                const uint d = KSPAN * ((n & 7u) >> 1) +
                               (KB == 4u && !KTQ ? 8u * (c >> 1) + (c & 1u) + 4u * (dp & 1u) + 2u * (dp >> 1) : 4u * c + j);
                if (r < RB) y[i] = K_ROT != 0u ? d_o[r * D + d] * RSC : load_q(dqi(s, h, r, d)) * (EXACT == 0u ? qscale : qf);
            }
            amax = max(amax, max(abs(y.x), abs(y.y)));
            if (EXACT == 2u) { // hi and lo halves
                const vec2 yh = vec2(dhi(y.x), dhi(y.y));
                xl[k] = dqlo(y, yh);
                y = yh;
            }
            x[k] = packHalf2x16(y);
        }
        d_q[r * QST + iq % QV] = x;
        if (EXACT == 2u) d_q[(8u * NB + r) * QST + iq % QV] = xl;
    }
    barrier();

#ifndef KVQ_DIRECT_EMU
    F32M o0 = ZERO32, o1 = o0, o2 = o0, o3 = o0, o4 = o0, o5 = o0, o6 = o0, o7 = o0; // O^T: NC chunks of 16 dims
    F32M u0 = ZERO32, u1 = u0, u2 = u0, u3 = u0, u4 = u0, u5 = u0, u6 = u0, u7 = u0; // and of rows 8-15 (NB = 2)
#else
    float oe[16][4]; // (indexed by the chunk loop; rows 8-15 from 8 on)
    for (uint i = 0u; i < 16u; i++) oe[i] = ZERO32;
#define o0 oe[0]
#define o1 oe[1]
#define o2 oe[2]
#define o3 oe[3]
#define o4 oe[4]
#define o5 oe[5]
#define o6 oe[6]
#define o7 oe[7]
#define u0 oe[8]
#define u1 oe[9]
#define u2 oe[10]
#define u3 oe[11]
#define u4 oe[12]
#define u5 oe[13]
#define u6 oe[14]
#define u7 oe[15]
#endif
    float mr0 = NEG_INF, ls0 = 0.0, mr1 = NEG_INF, ls1 = 0.0;                        // rows 2t, 2t + 1
    float mr2 = NEG_INF, ls2 = 0.0, mr3 = NEG_INF, ls3 = 0.0;                        // rows 2t + 8, 2t + 9
    float mt0 = NEG_INF, mt1 = NEG_INF, mt2 = NEG_INF, mt3 = NEG_INF;                // their largest logits (EXACT)
    const bool live0 = 2u * t < RB, live1 = 2u * t + 1u < RB, live2 = 2u * t + 8u < RB, live3 = 2u * t + 9u < RB;
    const uint pos0 = len - N_QUERIES + 2u * t / GQA, pos1 = len - N_QUERIES + (2u * t + 1u) / GQA; // their queries
    const uint pos2 = len - N_QUERIES + (2u * t + 8u) / GQA, pos3 = len - N_QUERIES + (2u * t + 9u) / GQA;
    const uint kk = 4u * (g & 1u) + (g >> 1); // K's rows g and g + 8: keys kk, kk + 8 of the block
    const uint kgi = KSPAN * t / K_GROUP, vgi = VSPAN * g / V_GROUP; // this invocation's K and V groups
    const float16_t KUNIT = float16_t(K_FORMAT == KVQ_FORMAT_E4M3 ? 256.0 : 1.0);
    const float16_t VUNIT = float16_t(V_FORMAT == KVQ_FORMAT_E4M3 ? 256.0 : 1.0);
    // EXACT: the logits' factor of rows 2t, 2t + 1, 2t + 8, 2t + 9: the scale, times 2^-E_r (EXACT 2)
    const float qs0 = EXACT == 2u && live0 ? qscale * dpow2(-dqexp(d_qm[2u * t])) : qscale;
    const float qs1 = EXACT == 2u && live1 ? qscale * dpow2(-dqexp(d_qm[2u * t + 1u])) : qscale;
    const float qs2 = EXACT == 2u && live2 ? qscale * dpow2(-dqexp(d_qm[2u * t + 8u])) : qscale;
    const float qs3 = EXACT == 2u && live3 ? qscale * dpow2(-dqexp(d_qm[2u * t + 9u])) : qscale;
    const uint kb0 = t_begin & ~15u, nt = t_begin < t_end ? (t_end - kb0 + DT - 1u) / DT : 0u;
    uint tile;
    int bnx = 0, bnx2 = 0; // the block table entries of the next block to load and of the one after
    SET_DECL(A)
    SET_DECL(B)
    { // the first tile's codes (and the second's, two sets; none, NOAHEAD) with their block table entries read now
        const uint ka_ = kb0 + 16u * w, kbb_ = ka_ + DT;
        if (AHEAD > 0u && ka_ < t_end) {
            const uint b_ = drow(ka_, dblk(ka_)), j_ = min(15u, t_end - 1u - ka_);
            LOAD_K(A, b_, j_) LOAD_V(A, b_, j_)
        }
        if (TWO_SETS) {
            if (kbb_ < t_end) {
                const uint b_ = drow(kbb_, dblk(kbb_)), j_ = min(15u, t_end - 1u - kbb_);
                LOAD_K(B, b_, j_) LOAD_V(B, b_, j_)
            }
        }
        const uint kx_ = kb0 + AHEAD * DT + 16u * w;
        bnx = kx_ < t_end ? dblk(kx_) : 0;
        bnx2 = kx_ + DT < t_end ? dblk(kx_ + DT) : 0;
    }
    for (tile = 0u; tile < nt; tile++) {
        TILE(A, AHEAD)
        if (TWO_SETS) {
            if (++tile >= nt) break;
            TILE(B, AHEAD)
        }
    }

    // the four subgroups' partials merged: the rows' (reference, sum), then O scaled and summed, a block of 8
    // rows at a time
    {
        float x0 = ls0, x1 = ls1, x2 = ls2, x3 = ls3;
        x0 += subgroupShuffleXor(x0, 4u); x1 += subgroupShuffleXor(x1, 4u);
        x0 += subgroupShuffleXor(x0, 8u); x1 += subgroupShuffleXor(x1, 8u);
        x0 += subgroupShuffleXor(x0, 16u); x1 += subgroupShuffleXor(x1, 16u);
        if (NB > 1u) {
            x2 += subgroupShuffleXor(x2, 4u); x3 += subgroupShuffleXor(x3, 4u);
            x2 += subgroupShuffleXor(x2, 8u); x3 += subgroupShuffleXor(x3, 8u);
            x2 += subgroupShuffleXor(x2, 16u); x3 += subgroupShuffleXor(x3, 16u);
        }
        if (g == 0u && live0) d_ml[w * RB + 2u * t] = vec2(mr0, x0);
        if (g == 0u && live1) d_ml[w * RB + 2u * t + 1u] = vec2(mr1, x1);
        if (g == 0u && live2) d_ml[w * RB + 2u * t + 8u] = vec2(mr2, x2);
        if (g == 0u && live3) d_ml[w * RB + 2u * t + 9u] = vec2(mr3, x3);
    }
    barrier();
    const uint base = ((s * pc.n_kv_heads + h) * pc.n_splits + split) * R;
    // rows R0 + 2t (E 0) and R0 + 2t + 1 (E 1) of O^T block O, scaled to the workgroup's reference, then the
    // block's rows summed over the subgroups
#define DEND(O, R0, LA, LB, MA, MB) { \
        if (LA) { \
            float m = NEG_INF; \
            [[unroll]] for (uint i = 0u; i < 4u; i++) m = max(m, d_ml[i * RB + (R0) + 2u * t].x); \
            const float f = MA == NEG_INF ? 0.0 : exp2(MA - m); \
            DOUT(O, 0, f, (w * DRB + 2u * t) * D + VSPAN * g) \
        } \
        if (LB) { \
            float m = NEG_INF; \
            [[unroll]] for (uint i = 0u; i < 4u; i++) m = max(m, d_ml[i * RB + (R0) + 2u * t + 1u].x); \
            const float f = MB == NEG_INF ? 0.0 : exp2(MB - m); \
            DOUT(O, 1, f, (w * DRB + 2u * t + 1u) * D + VSPAN * g) \
        } \
        barrier(); \
        for (uint i = lid; i < min(DRB, RB - (R0)) * D; i += WG) { \
            const uint r = i / D, d = i % D; \
            ws[pc.ws_off + (base + (R0) + r) * (D + 2u) + d] = d_o[r * D + d] + d_o[(DRB + r) * D + d] + \
                                                             d_o[(2u * DRB + r) * D + d] + d_o[(3u * DRB + r) * D + d]; \
        } }
    DEND(o, 0u, live0, live1, mr0, mr1)
    if (NB > 1u) {
        barrier(); // (d_o read by the loop above)
        DEND(u, 8u, live2, live3, mr2, mr3)
    }
    if (lid < RB) {
        float m = NEG_INF, sum = 0.0;
        for (uint i = 0u; i < 4u; i++) m = max(m, d_ml[i * RB + lid].x);
        for (uint i = 0u; i < 4u; i++) {
            const vec2 x = d_ml[i * RB + lid];
            sum += x.x == NEG_INF ? 0.0 : exp2(x.x - m) * x.y;
        }
        ws[pc.ws_off + (base + lid) * (D + 2u) + D] = m;
        ws[pc.ws_off + (base + lid) * (D + 2u) + D + 1u] = sum;
    }
    if (EXACT == 0u && amax > F16_MAX) atomicOr(status[pc.status_index * KVQ_STATUS_WORDS], KVQ_STATUS_F16_RANGE);
}
