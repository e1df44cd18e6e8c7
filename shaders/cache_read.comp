#version 450
// cache_read: dequantizes rows (one per (head, token)) from the slot's
// codes and params (FORMAT) into values (DTYPE), laid out
// [n_kv_heads][n_tokens][HEAD_DIM]. One invocation per vector of VEC values
// of a row: its code words and group parameters loaded at once, its output
// stored with 16-byte stores where the output is aligned; neighbouring
// invocations read neighbouring words. Where an invocation's output is
// more than one 16-byte store (16 f16 or bf16 values, 8 or 16 f32 ones),
// the workgroup's vectors go out through shared memory (EXCH), so that
// each store instruction covers consecutive 16-byte pieces across the
// invocations.
// Rotated formats (TQ, the rotation option) take
// a tile of rows at a time, a vector of 16 values an invocation:
// dequantized in the rotated domain in registers, rotated back with the
// rest of its rotation block's vectors (the transform's wider stages
// through shared memory), then stored.
#define KVQ_FAMILY_ROWS
#include "kvq_defs.glsl"
#include "kvq_variant.glsl"
#extension GL_EXT_control_flow_attributes : require
layout(local_size_x_id = 0) in;
layout(constant_id = 0) const uint WG = 64u;
layout(set = 0, binding = 0) writeonly buffer Values { uint values[]; };
layout(set = 0, binding = 0) writeonly buffer Values4 { uvec4 values4[]; }; // the same, 16 bytes at a time
layout(set = 0, binding = 1) readonly buffer Slots { int slots[]; };
layout(set = 0, binding = 10) buffer Status { uint status[]; };
#include "kvq_common.glsl"
#include "kvq_codebook.glsl"

const uint B = KVQ_BITS(FORMAT);
const uint PER = 32u / B;                          // codes per code word (not TQ: its codes may straddle words)
const uint NG = HEAD_DIM / GROUP_SIZE;
const uint CW = (HEAD_DIM * B + 31u) / 32u; // code words per row
const bool TQ = kvq_is_tq_c(FORMAT);
const bool ROT = ROTATION != 0u;
const uint RBLK = 1u << ROT_LOG;
const uint TROWS = HEAD_DIM >= 1024u ? 1u : 1024u / HEAD_DIM; // rows of a rotated tile
const uint PW = kvq_is_plain_c(FORMAT) ? 0u : ((kvq_is_affine_c(FORMAT) ? 2u : 1u) * NG * (PARAM_DTYPE == KVQ_DTYPE_F32 ? 4u : 2u) + 3u) / 4u;
// VEC (a specialization constant): values per invocation, not TQ; 16, or
// in small dispatches 4 or 8 for plain formats and 8 for codes of 4 and 8
// bits (kvq.h kvq__rows__vk)
const uint NW = VEC * B / 32u;    // its code words (B of 2, 4, 8, 16 or 32 bits)
#include "kvq_store.glsl"
const uint VPW = DTYPE == KVQ_DTYPE_F32 ? 1u : 2u; // values per output word
const uint OW = HEAD_DIM / VPW;                    // output words per row
const uint NV = HEAD_DIM / VEC;                    // invocations per row (not rotated)
const uint OWV = VEC / VPW;                        // output words per invocation (2 to 16)

shared float s_x[ROT ? 2u * VEC * WG : 1u]; // rotated formats: the exchange of rotated_rows
// EXCH: a pass of WG vectors (consecutive in the output) through shared memory: each invocation puts its OWV / 4
// pieces of 16 bytes at its place there, then stores pieces k WG + lid. Stored from their own invocations, piece
// k of neighbouring vectors lay OWV x 4 bytes apart, so that one store instruction wrote every other 16 bytes
// (H200, 65536 tokens, f16 out: Q8 66 -> 63 us, Q4 58 -> 54.6, Q2 55 -> 51-53, Q8S 69 -> 59.5, but E4M3 82 -> 85;
// 4096 tokens 6-16% faster; the workgroup's barrier, not a subgroup's: the latter made Q2 12% slower;
// examples/PERF.md R31-R35)
const uint EXCHU = (ROTATION == 0u ? 1u : 0u) & (OWV > 4u ? 1u : 0u); // (OWV 8 or 16; without && of spec constants:
const bool EXCH = EXCHU != 0u;                                         // PERF.md 24)
shared uvec4 s_ow[EXCH ? WG * (OWV / 4u) : 1u];
shared uint s_ok[EXCH ? WG : 1u];
shared uint s_sign[ROT ? (HEAD_DIM + 31u) / 32u : 1u];
shared float s_lv[TQ ? 1u << (B & 15u) : 1u];  // TQ: the book's levels

// Q2 (f16 output): every pair of a vector by the hardware's conversion, and all of them again by store_pair only
// where some value is not a normal f16 result (H200, 65536 tokens: 87 -> 64 us; the other formats' reads
// measured 3-25% slower that way, E5M2 and Q8S most: examples/PERF.md R13)
const bool DEFER = FORMAT == KVQ_FORMAT_Q2;
// Q8S and E5M2 with f16 params into f16 values, in the f16arith variant (f16 arithmetic that rounds to nearest
// even; kvq.h picks it for these reads only): a code's value is an f16 (Q8S: the code; E5M2: its byte as an f16's
// high byte) whose product with the f16 scale is exact in f32, so one f16 multiply rounds it as kvq_f32_to_f16
// rounds the f32 product. Where a result is not a normal f16 number (an overflow, which kvq's conversion
// saturates; a NaN, whose payload it keeps; a subnormal one, which a device may flush), but for the zero of a
// zero code, the vector goes through store_pair instead (H200: E5M2 at 65536 tokens 96 -> 75 us, Q8S the same 78;
// at 4096 tokens Q8S 12.9 -> 10.5, E5M2 11.7 -> 10.6; examples/PERF.md R14)
#ifdef KVQ_F16_ARITH
const bool F16A = DTYPE == KVQ_DTYPE_F16 && PARAM_DTYPE == KVQ_DTYPE_F16 && (FORMAT == KVQ_FORMAT_Q8S || FORMAT == KVQ_FORMAT_E5M2);
// a result's magnitude bits a (one half) right (a normal f16 number, or the zero of a code whose magnitude bits c are 0)
bool f16a_right(uint a, uint c) { return a - 0x0400u < 0x7800u || (a | c) == 0u; }
// Q8S groups whose scale makes every product a normal f16 number or a zero (2^-14 <= |s| < 512: |c s| <= 128 x
// 511.75 = 65504, and |c s| >= |s| for c != 0) need no check per pair: one test per invocation (H200, 65536
// tokens: 77 -> 68 us; examples/PERF.md R17, where a first try at this measured 81 and this loop shape 68-71).
// (F16S is written with a placeholder format: glslang cannot build it from F16A.)
const bool F16S = DTYPE == KVQ_DTYPE_F16 && PARAM_DTYPE == KVQ_DTYPE_F16 && (FORMAT == KVQ_FORMAT_Q8S || FORMAT == 0xffffu);
bool f16s_sure(uint sb) { return ((sb >> 10) & 0x1fu) != 0u && (sb & 0x7fffu) <= 0x5fffu; } // f16 bits of s
// Q8, Q4 and Q2 the same way (FMA16 1), where kvq.h found the device's f16 fma fused (kvq__vk_fma16_check; it
// leaves these reads out of the variant otherwise): a value is kvq's f32 c s + z, rounded once to f16. With f16
// params s and z that are normal numbers whose exponents satisfy e_s + B - 12 <= e_z <= e_s + 12 (or z = 0),
// c s (B + 11 significant bits at most) and c s + z (24 at most) are exact in f32 for every code c of the group,
// so an f16 fma that rounds to nearest even gives kvq's bits. One test per invocation, none per pair: f16f_sure
// also asks that no code's value overflow (kvq saturates; the fma gives inf) nor lie within 2^-14 of zero but for
// an exact zero (a subnormal result, which a device may flush; an exact zero is +0 both ways, or z's sign for
// code 0, and its neighbours are |s| >= 2^-14 away): the magnitudes are checked at the codes next to -z / s,
// clamped to the codes' range (exact f32 values too). Otherwise the vector goes the exact way (H200, 65536
// tokens: Q4 64 -> 58 us, Q8 68 -> 66, Q2 65 -> 56; examples/PERF.md R15-R16). FMA16 2 (KVQ_FMA16=f32: kvq's
// tests on devices whose f16 fma rounds twice, as lavapipe's) takes the same path with fma16_emu for the fma;
// FMA16 3 (KVQ_FMA16=twice, kvq's tests: values must differ there, or the path did not run) with an f16 product
// rounded before the add.
const bool F16F = DTYPE == KVQ_DTYPE_F16 && PARAM_DTYPE == KVQ_DTYPE_F16 && (FMA16 != 0u ? kvq_is_affine_c(FORMAT) : false);
// FMA16 2: in f32 arithmetic, the f16 fma of a device that fuses it but flushes subnormal results, so that kvq's
// tests on any device fail where f16f_sure lets through a group that such a device would get wrong. c s is exact
// in f32; t = c s + z rounded to f32, then to f16, is the f16 rounding of the exact sum but where t lies halfway
// between two f16 numbers and is inexact: then t first moves one f32 step towards the exact sum (its error e by
// Knuth's two-sum).
float16_t fma16_emu(float c, float s, float z)
{
    precise float p = c * s, t = p + z, pv = t - z, e = (p - pv) + (z - (t - pv));
    uint tb = floatBitsToUint(t);
    if ((tb & 0x1fffu) == 0x1000u && e != 0.0) tb += (e > 0.0) == (t > 0.0) ? 1u : 0xffffffffu;
    const float16_t y = float16_t(uintBitsToFloat(tb));
    return abs(float(y)) < 6.103515625e-05 ? unpackFloat2x16(floatBitsToUint(t) >> 16 & 0x8000u).x : y;
}
bool f16f_sure(uint sb, uint zb) // the f16 bits of s and z
{
    const int es = int((sb >> 10) & 0x1fu), ez = int((zb >> 10) & 0x1fu);
    const float s = unpackHalf2x16(sb).x, z = unpackHalf2x16(zb).x, top = float((1u << B) - 1u);
    const float c0 = floor(-z / s);
    float m = 65504.0, M = 0.0;
    [[unroll]] for (int d = -1; d <= 2; d++) m = min(m, abs(clamp(c0 + float(d), 0.0, top) * s + z));
    M = max(abs(z), abs(top * s + z));
    const bool window = (zb & 0x7fffu) == 0u || (ez != 0 && ez != 31 && ez >= es + int(B) - 12 && ez <= es + 12);
    return es != 0 && es != 31 && window && M < 65504.0 && (m >= 6.103515625e-05 || m == 0.0);
}
#endif
uint store_bits(float v) { return DTYPE == KVQ_DTYPE_F16 ? kvq_f32_to_f16(v) : kvq_f32_to_bf16(v); }
// Two values as one output word of f16 or bf16 values. f16: where both
// results are normal f16 numbers, each value is first rounded to f16's
// precision in f32 arithmetic (x + c - c with c = sign(x) 2^(e + 13): exact,
// round to nearest even, as kvq_f32_to_f16), then converted by the hardware,
// which is exact for a value f16 holds whatever its rounding mode; zeros,
// subnormal results, saturation, inf and NaN go kvq_f32_to_f16's way. The
// integer conversion took ~14 instructions per value (PERF.md R7).
float f16_precision(float x)
{
    float c = uintBitsToFloat((floatBitsToUint(x) & 0xff800000u) + (13u << 23));
    precise float r = (x + c) - c;
    return r;
}
// both results normal f16 numbers: |y| in [2^-14, 65520)
bool normal_pair(float y0, float y1)
{
    uint a0 = floatBitsToUint(y0) & 0x7fffffffu, a1 = floatBitsToUint(y1) & 0x7fffffffu;
    const uint LO = 0x38800000u, SPAN = 0x477ff000u - 0x38800000u;
    return a0 - LO < SPAN && a1 - LO < SPAN;
}
uint store_pair(float y0, float y1)
{
    if (DTYPE == KVQ_DTYPE_F16 && normal_pair(y0, y1)) return packHalf2x16(vec2(f16_precision(y0), f16_precision(y1)));
    return store_bits(y0) | (store_bits(y1) << 16);
}

// The bits of a row's parameter index (scales, then affine zeros).
uint param_bits(uint row, uint index)
{
    return PARAM_DTYPE == KVQ_DTYPE_F32 ? load_param(row, index) : (load_param(row, index >> 1) >> ((index & 1u) * 16u)) & 0xffffu;
}
float param(uint row, uint index) { return kvq_param_decode(param_bits(row, index), PARAM_DTYPE); }

// An fp8 code's value (kvq_fp8_decode's). E5M2: a normal one (exponent
// field neither 0 nor 31) is the top byte of an f16, converted by the
// hardware, exact for normal f16 numbers (H200, 65536 tokens: 98 us, where
// kvq_fp8_decode's integer steps took 101; E4M3's took 83, through an f16
// 141: PERF.md R7, 46).
float fp8_value(uint c)
{
    if (FORMAT != KVQ_FORMAT_E5M2) return kvq_fp8_decode(c, false);
    uint e = (c & 0x7fu) >> 2;
    return e == 0u || e == 31u ? kvq_fp8_decode(c, true) : unpackHalf2x16(c << 8).x;
}
// The value of a code, with its group's parameters s and z (not TQ).
float value_of(uint code, float s, float z)
{
    if (FORMAT == KVQ_FORMAT_F32) return uintBitsToFloat(code);
    else if (FORMAT == KVQ_FORMAT_F16) return kvq_f16_to_f32(code);
    else if (FORMAT == KVQ_FORMAT_BF16) return kvq_bf16_to_f32(code);
    else if (kvq_is_affine(FORMAT)) return kvq_code_float(code) * s + z;
    else if (FORMAT == KVQ_FORMAT_Q8S) return kvq_s8_float(code) * s;
    return fp8_value(code) * s;
}
// Two packed f16 values through f32 and back, as the CPU path stores them
// (kvq__f16_to_f32, then kvq__f32_to_f16): every f16 comes back unchanged,
// except a NaN, which gets its quiet bit (0x200).
uint f16_round_trip(uint w)
{
    uint e = w & 0x7c007c00u, m = w & 0x03ff03ffu;
    uint lo = (e & 0xffffu) == 0x7c00u && (m & 0xffffu) != 0u ? 0x200u : 0u;
    uint hi = (e >> 16) == 0x7c00u && (m >> 16) != 0u ? 0x2000000u : 0u;
    return w | lo | hi;
}

// Code e of a row from its words w (PER codes of B bits each)
#define CODE_AT(w, e) (B == 32u ? w[e] : (w[(e) / PER] >> (((e) % PER) * B)) & ((1u << (B & 31u)) - 1u))
// Formats without rotation: vector i of the dispatch's rows (row i / NV,
// values (i % NV) * VEC ..), as kvq__dequantize_row, into its OWV output
// words (false: its slot is not in the cache, and nothing is written).
bool vector_read(uint i, out uint ow[OWV])
{
    uint rid = i / NV, v = i % NV, t = (pc.row0 + rid) % pc.n_tokens, h = (pc.row0 + rid) / pc.n_tokens;
    int slot = pc.use_slots != 0u ? slots[pc.slots_off + t] : int(pc.start + t);
    if (slot < 0 || uint(slot) >= pc.capacity) return false;
    uint r = (uint(slot) / pc.block_size * pc.n_kv_heads + h) * pc.block_size + uint(slot) % pc.block_size;
    uint cw[NW], g = v * VEC / GROUP_SIZE;
    load_codes(r, v * NW, cw);
    float s = kvq_is_plain(FORMAT) ? 0.0 : param(r, g), z = kvq_is_affine(FORMAT) ? param(r, NG + g) : 0.0;
#ifdef KVQ_F16_ARITH
    if (F16S && f16s_sure(param_bits(r, g))) { // (see F16S)
        const f16vec2 s2 = f16vec2(unpackFloat2x16(param_bits(r, g)).x);
        for (uint k = 0u; k < OWV; k++) {
            const uint w = cw[k >> 1] >> (16u * (k & 1u)), h = (w & 0xffu) | ((w & 0xff00u) << 8);
            const f16vec2 c2 = unpackFloat2x16((h ^ 0x00800080u) | 0x64006400u) - f16vec2(float16_t(1152.0));
            ow[k] = packFloat2x16(c2 * s2);
        }
    } else if (F16A) { // (see F16A) codes 2k, 2k + 1 at bits 0 and 16 of h
        const float16_t s16 = unpackFloat2x16(load_param(r, g >> 1))[g & 1u];
        const uint CM = FORMAT == KVQ_FORMAT_E5M2 ? 0x007f007fu : 0x00ff00ffu; // a code's magnitude bits
        bool slow = false;
        for (uint k = 0u; k < OWV; k++) {
            const uint w = cw[k >> 1] >> (16u * (k & 1u)), h = (w & 0xffu) | ((w & 0xff00u) << 8), c = h & CM;
            const f16vec2 v = FORMAT == KVQ_FORMAT_E5M2 ? unpackFloat2x16(h << 8)
                                                        : unpackFloat2x16((h ^ 0x00800080u) | 0x64006400u) - f16vec2(float16_t(1152.0));
            const uint y = packFloat2x16(v * s16), a = y & 0x7fff7fffu;
            slow = slow || !f16a_right(a & 0xffffu, c & 0xffffu) || !f16a_right(a >> 16, c >> 16);
            ow[k] = y;
        }
        if (slow)
            for (uint k = 0u; k < OWV; k++) ow[k] = store_pair(value_of(CODE_AT(cw, 2u * k), s, z), value_of(CODE_AT(cw, 2u * k + 1u), s, z));
    } else if (F16F && f16f_sure(param_bits(r, g), param_bits(r, NG + g))) { // (see F16F)
        const f16vec2 s2 = f16vec2(unpackFloat2x16(param_bits(r, g)).x), z2 = f16vec2(unpackFloat2x16(param_bits(r, NG + g)).x);
        for (uint k = 0u; k < OWV; k++) { // codes 2k, 2k + 1 at bits 0 and 16 of h, as f16 numbers 1024 + c
            uint h;
            if (B == 8u) { const uint w = cw[k >> 1] >> (16u * (k & 1u)); h = (w & 0xffu) | ((w & 0xff00u) << 8); }
            else if (B == 4u) { const uint w = cw[k >> 2] >> (8u * (k & 3u)); h = (w & 0xfu) | ((w & 0xf0u) << 12); }
            else { const uint w = cw[k >> 3] >> (4u * (k & 7u)); h = (w & 0x3u) | ((w & 0xcu) << 14); }
            const f16vec2 c2 = unpackFloat2x16(h | 0x64006400u) - f16vec2(float16_t(1024.0));
            precise f16vec2 p2 = c2 * s2, y2 = p2 + z2; // (FMA16 3)
            ow[k] = packFloat2x16(FMA16 == 1u   ? fma(c2, s2, z2)
                                  : FMA16 == 2u ? f16vec2(fma16_emu(float(c2.x), float(s2.x), float(z2.x)),
                                                          fma16_emu(float(c2.y), float(s2.y), float(z2.y)))
                                                : y2);
        }
    } else
#endif
    if (DEFER && DTYPE == KVQ_DTYPE_F16) { // (see DEFER) the same bits as store_pair's, pair by pair
        bool slow = false;
        for (uint k = 0u; k < OWV; k++) {
            const float y0 = value_of(CODE_AT(cw, 2u * k), s, z), y1 = value_of(CODE_AT(cw, 2u * k + 1u), s, z);
            slow = slow || !normal_pair(y0, y1);
            ow[k] = packHalf2x16(vec2(f16_precision(y0), f16_precision(y1)));
        }
        if (slow)
            for (uint k = 0u; k < OWV; k++) ow[k] = store_pair(value_of(CODE_AT(cw, 2u * k), s, z), value_of(CODE_AT(cw, 2u * k + 1u), s, z));
    } else for (uint k = 0u; k < OWV; k++) {
        if (FORMAT == KVQ_FORMAT_F16 && DTYPE == KVQ_DTYPE_F16) { // (NW = OWV) no arithmetic: see f16_round_trip
            ow[k] = f16_round_trip(cw[k]);
            continue;
        }
        uint e = k * VPW;
        float y0 = value_of(CODE_AT(cw, e), s, z);
        if (DTYPE == KVQ_DTYPE_F32) {
            ow[k] = floatBitsToUint(y0);
        } else {
            float y1 = value_of(CODE_AT(cw, e + 1u), s, z);
            ow[k] = store_pair(y0, y1);
        }
    }
    return true;
}
// words 4k .. 4k + 3 of ow as one 16-byte piece
uvec4 ow_quad(uint ow[OWV], uint k) { return uvec4(ow[4u * k], ow[4u * k + 1u], ow[4u * k + 2u], ow[4u * k + 3u]); }
// a vector's words ow to values from word o on (o a multiple of OWV from values_off: 16-byte stores where
// values_off is a multiple of 4 words and OWV too, word stores otherwise)
void words_store(uint o, uint ow[OWV])
{
    if (OWV % 4u == 0u && (pc.values_off & 3u) == 0u) // (o a multiple of 4)
        for (uint k = 0u; k < OWV / 4u; k++) values4[(o >> 2) + k] = ow_quad(ow, k);
    else
        for (uint k = 0u; k < OWV; k++) values[o + k] = ow[k];
}
// Vector i's words ow to values, from its own invocation (vector i's words are at values_off + i OWV: rows of
// OW = NV OWV words)
void vector_store(uint i, uint ow[OWV]) { words_store(pc.values_off + i * OWV, ow); }
// EXCH: vectors i0 .. i0 + WG - 1 (those below n) to values through shared memory (in uniform control flow)
void vectors_exch(uint i0, uint n, uint lid)
{
    const uint i = i0 + lid;
    uint ow[OWV];
    const bool ok = i < n && vector_read(i, ow);
    if (ok)
        for (uint k = 0u; k < OWV / 4u; k++)
            s_ow[lid * (OWV / 4u) + k] = ow_quad(ow, k);
    s_ok[lid] = ok ? 1u : 0u;
    barrier();
    const uint b = (pc.values_off >> 2) + i0 * (OWV / 4u);
    for (uint k = 0u; k < OWV / 4u; k++) {
        const uint x = k * WG + lid;
        if (s_ok[x / (OWV / 4u)] != 0u) values4[b + x] = s_ow[x];
    }
    barrier(); // (s_ow and s_ok read before the next pass writes them)
}

// Rotated formats: rows base .. base + TROWS of this workgroup's range (as
// kvq__dequantize_row: TQ x^ = sigma ((H c) 2^-rlog) n^, the others
// x^ = sigma (H y^) / sqrt(R)), a tile of at most WG vectors of VEC = 16
// values (kvq.h keeps VEC at 16 for rotated reads): invocation lid
// decodes vector lid into registers, transforms it with the rest of its
// rotation block's IPB vectors (KVQ_FWHT_REGS, s_x its exchange) and stores
// it (examples/PERF.md R22). The same bits as the CPU's.
const uint IPB = RBLK / VEC; // invocations per rotation block
void rotated_rows(uint base, uint end, uint lid)
{
    const uint n = min(TROWS, end - base), kb = lid % IPB, e0 = lid * VEC, lr = e0 / HEAD_DIM, d0 = e0 % HEAD_DIM;
    uint r = 0xffffffffu, buf = 0u;
    if (lr < n) {
        const uint rid = pc.row0 + base + lr, t = rid % pc.n_tokens, h = rid / pc.n_tokens;
        const int slot = pc.use_slots != 0u ? slots[pc.slots_off + t] : int(pc.start + t);
        if (slot >= 0 && uint(slot) < pc.capacity)
            r = (uint(slot) / pc.block_size * pc.n_kv_heads + h) * pc.block_size + uint(slot) % pc.block_size;
    }
    const bool act = r != 0xffffffffu; // (the same for a whole row, so for a whole block)
    float x[VEC];
    for (uint k = 0u; k < VEC; k++) x[k] = 0.0;
    if (act && TQ) { // codes d0 .. d0 + VEC: bits [d0 B, d0 B + VEC B) of the row's stream, shifted to bit 0
        const uint NL = (VEC * B + 31u) / 32u + 1u, w0 = d0 * B / 32u, sh = d0 * B % 32u;
        uint lw[NL], a[NL - 1u];
        for (uint w = 0u; w < NL; w++) lw[w] = w0 + w < CW ? load_code(r, w0 + w) : 0u;
        for (uint w = 0u; w + 1u < NL; w++) a[w] = sh == 0u ? lw[w] : (lw[w] >> sh) | (lw[w + 1u] << (32u - sh));
        for (uint k = 0u; k < VEC; k++) {
            const uint pos = k * B, w = pos >> 5, s2 = pos & 31u;
            uint c = a[w] >> s2;
            if (s2 + B > 32u) c |= a[w + 1u] << (32u - s2);
            x[k] = s_lv[c & ((1u << B) - 1u)];
        }
    } else if (act) { // the vector's code words and its group's parameters, as vector_read
        uint cw[NW];
        const uint g = d0 / GROUP_SIZE;
        load_codes(r, d0 / VEC * NW, cw);
        const float s = param(r, g), z = kvq_is_affine(FORMAT) ? param(r, NG + g) : 0.0;
        for (uint k = 0u; k < VEC; k++) x[k] = value_of(CODE_AT(cw, k), s, z);
    }
    // the FWHT (kvq__fwht's stages, len = 1, 2, 4, ...)
    KVQ_FWHT_REGS(x, VEC, IPB, kb, act, s_x, buf, lid, WG)
    barrier(); // the next tile's first exchange writes the half read here
    if (!act) return;
    const float c = kvq_rot_scale(ROT_LOG), inv_r = uintBitsToFloat((127u - ROT_LOG) << 23), nh = TQ ? param(r, d0 / RBLK) : 0.0;
    uint ow[OWV];
    for (uint k = 0u; k < OWV; k++) {
        float y[2];
        for (uint j = 0u; j < VPW; j++) {
            const uint e = k * VPW + j, d = d0 + e;
            precise float t = TQ ? (x[e] * inv_r) * nh : x[e] * c;
            y[j] = kvq_flip(s_sign[d >> 5], d, t);
        }
        ow[k] = DTYPE == KVQ_DTYPE_F32 ? floatBitsToUint(y[0]) : store_pair(y[0], y[1]);
    }
    words_store(pc.values_off + (base + lr) * OW + d0 / VPW, ow); // (rows of OW words, d0 of VEC)
}

void main()
{
    // A workgroup handles rows_per_group consecutive rows (rid = head *
    // n_tokens + token - pc.row0: a dispatch covers n_rows of them, so that
    // its part of the output fits one binding): rotated formats TROWS at a
    // time, the others as WG vectors at a time (rows_per_group is a
    // multiple of WG / NV, so that all invocations are busy).
    uint first = (gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x) * pc.rows_per_group;
    uint end = min(first + pc.rows_per_group, pc.n_rows), lid = gl_LocalInvocationID.x;
    if (kvq_slots_bad(lid)) return; // uniform in the workgroup
    if (ROT) {
        for (uint i = lid; i < (HEAD_DIM + 31u) / 32u; i += WG) s_sign[i] = kvq_sign_word(pc.seed_lo, pc.seed_hi, i);
        if (TQ)
            for (uint i = lid; i < (1u << B); i += WG) s_lv[i] = kvq_tq_level(B, i);
        barrier();
        for (uint base = first; base < end; base += TROWS) rotated_rows(base, end, lid);
        return;
    }
    if (EXCH && (pc.values_off & 3u) == 0u) // (uniform)
        for (uint i0 = first * NV; i0 < end * NV; i0 += WG) vectors_exch(i0, end * NV, lid);
    else
        for (uint i = first * NV + lid; i < end * NV; i += WG) {
            uint ow[OWV];
            if (vector_read(i, ow)) vector_store(i, ow);
        }
}
