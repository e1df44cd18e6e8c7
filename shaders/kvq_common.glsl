// kvq_common.glsl: the scalar math of FORMATS.md for the shaders. It is the
// transcription of kvq.h's ">>formats" section; keep the two in step (the
// GPU-vs-CPU tests compare them bit for bit).

bool kvq_finite(float f) { return (floatBitsToUint(f) & 0x7f800000u) != 0x7f800000u; }

// f32 -> f16 bits: round to nearest even, finite values saturate, inf/NaN kept.
uint kvq_f32_to_f16(float f)
{
    uint x = floatBitsToUint(f), sign = (x >> 16) & 0x8000u, a = x & 0x7fffffffu;
    if (a >= 0x7f800000u) return sign | (a > 0x7f800000u ? (0x7e00u | ((a >> 13) & 0x3ffu)) : 0x7c00u);
    if (a >= 0x477ff000u) return sign | 0x7bffu;
    if (a >= 0x38800000u) {
        uint r = (a + 0x0fffu + ((a >> 13) & 1u)) >> 13;
        return sign | (r - (112u << 10));
    }
    uint e = a >> 23, shift = 126u - e, m = (a & 0x7fffffu) | 0x800000u;
    if (e == 0u || shift > 24u) return sign;
    uint q = m >> shift, rem = m & ((1u << shift) - 1u), half_ = 1u << (shift - 1u);
    if (rem > half_ || (rem == half_ && (q & 1u) != 0u)) q++;
    return sign | q;
}

// kvq_f32_to_f16(f) for |f| in [2^-14, 65520) (a normal f16 result: the
// bits of the common case in a few operations; callers check the range
// first), and that f16's value as an f32 in `value`: f's bits rounded at
// f16's precision (the same sum), the low 13 cleared.
uint kvq_f32_to_f16_normal(float f, out float value)
{
    uint x = floatBitsToUint(f), a = x & 0x7fffffffu, r = (a + 0x0fffu + ((a >> 13) & 1u)) & 0xffffe000u;
    value = uintBitsToFloat((x & 0x80000000u) | r);
    return ((x >> 16) & 0x8000u) | ((r >> 13) - (112u << 10));
}
bool kvq_f16_normal_range(float f)
{
    return (floatBitsToUint(f) & 0x7fffffffu) - 0x38800000u < 0x477ff000u - 0x38800000u;
}

float kvq_f16_to_f32(uint h)
{
    // The hardware conversion for normal numbers (it is exact: every f16 is
    // an f32); subnormals, which a device may flush, and inf/NaN, whose
    // payload it may change, go the exact way.
    uint e = h & 0x7c00u;
    if (e != 0u && e != 0x7c00u) return unpackHalf2x16(h).x;
    uint sign = (h & 0x8000u) << 16, m = h & 0x3ffu;
    if (e != 0u) return uintBitsToFloat(sign | 0x7f800000u | (m << 13));
    float v = float(m) * 5.9604644775390625e-8;
    return sign != 0u ? -v : v;
}

uint kvq_f32_to_bf16(float f)
{
    uint x = floatBitsToUint(f);
    if ((x & 0x7fffffffu) > 0x7f800000u) return (x >> 16) | 0x40u;
    if ((x & 0x7fffffffu) == 0x7f800000u) return x >> 16;
    uint r = (x + 0x7fffu + ((x >> 16) & 1u)) >> 16;
    if ((r & 0x7fffu) == 0x7f80u) r = (r & 0x8000u) | 0x7f7fu;
    return r;
}

float kvq_bf16_to_f32(uint h) { return uintBitsToFloat(h << 16); }

// A code as a float without an integer-to-float conversion (a slow unit on
// some GPUs): in the mantissa of 2^23, which is then subtracted; exact for
// codes below 2^23. And a Q8S byte as its signed value: (byte ^ 0x80) - 128.
float kvq_code_float(uint c) { return uintBitsToFloat(0x4b000000u | c) - 8388608.0; }
float kvq_s8_float(uint byte) { return uintBitsToFloat(0x4b000000u | (byte ^ 0x80u)) - 8388736.0; }

// A stored parameter; an inf here is the overflow of a finite computation
// and saturates to the dtype's largest finite value with its sign.
uint kvq_param_encode(float v, uint pd)
{
    uint u = floatBitsToUint(v), sign = u & 0x80000000u;
    if ((u & 0x7fffffffu) == 0x7f800000u)
        return pd == KVQ_DTYPE_F32 ? (sign | 0x7f7fffffu) : ((sign >> 16) | (pd == KVQ_DTYPE_F16 ? 0x7bffu : 0x7f7fu));
    if (pd == KVQ_DTYPE_F32) return u;
    return pd == KVQ_DTYPE_F16 ? kvq_f32_to_f16(v) : kvq_f32_to_bf16(v);
}

float kvq_param_decode(uint bits, uint pd)
{
    return pd == KVQ_DTYPE_F32 ? uintBitsToFloat(bits) : pd == KVQ_DTYPE_F16 ? kvq_f16_to_f32(bits) : kvq_bf16_to_f32(bits);
}

// An fp8 code of a finite x >= 0 (FORMATS.md; the write's groups of finite values, whose x = value /
// scale is finite: a group with a non-finite value gets NaN codes), without branches: a normal result is
// f32's mantissa rounded to the format's by an integer add (ties to even; a carry moves into the
// exponent), the exponent rebiased; below the smallest normal, x times 2^(bias - 1 + mbits) (exact: the
// subnormal step becomes 1) rounded to even; both saturate at the largest finite code
uint kvq_fp8_encode_finite(float x, bool e5m2)
{
    const uint mbits = e5m2 ? 2u : 3u, bias = e5m2 ? 15u : 7u, maxcode = e5m2 ? 0x7bu : 0x7eu, sh = 23u - mbits;
    const uint a = floatBitsToUint(x);
    const uint qn = ((a + ((1u << (sh - 1u)) - 1u) + ((a >> sh) & 1u)) >> sh) - ((127u - bias) << mbits);
    const uint qs = uint(roundEven(x * (e5m2 ? 65536.0 : 512.0)));
    return min(a < ((128u - bias) << 23) ? qs : qn, maxcode);
}

// An fp8 code's value (FORMATS.md), without branches but for NaN and infinity: a normal code's exponent
// and mantissa shifted into f32's, the bias added; a subnormal one's value m 2^(1 - bias - mbits) is
// 1.m x 2^(1 - bias) less 2^(1 - bias) (exact: both in [2^(1 - bias), 2^(2 - bias))); the sign last, so -0
// stays -0. NaN: E4M3's S.1111.111 (positive), E5M2's exponent 31 with a mantissa (signed); E5M2's
// exponent 31 without one is a signed infinity.
float kvq_fp8_decode(uint c, bool e5m2)
{
    const uint mbits = e5m2 ? 2u : 3u, bias = e5m2 ? 15u : 7u, m7 = c & 0x7fu, e = m7 >> mbits, sign = (c & 0x80u) << 24;
    const uint sub = e == 0u ? 1u : 0u;
    const float y = uintBitsToFloat((m7 << (23u - mbits)) + ((127u + sub - bias) << 23));
    uint bits = floatBitsToUint(sub != 0u ? y - uintBitsToFloat((128u - bias) << 23) : y) | sign;
    if (e5m2 ? e == 31u : m7 == 0x7fu) bits = e5m2 ? sign | ((m7 & 3u) != 0u ? 0x7fc00000u : 0x7f800000u) : 0x7fc00000u;
    return uintBitsToFloat(bits);
}

// Division as IEEE f32 does it on the CPU, for every finite input,
// subnormals included, on any device. Vulkan lets a / b be off by 2.5 ulp
// (NVIDIA uses an approximate reciprocal), GLSL leaves frexp undefined for
// subnormals, and devices may flush subnormals in arithmetic. So the
// operands are taken apart from their bits into [1, 2) and an exponent, the
// quotient of the two mantissas is corrected with exact remainders (Dekker's
// product, no fma: Vulkan may split fma into a multiply and an add;
// `precise` keeps the compiler from fusing or simplifying), and the result
// is put together from bits, rounding a subnormal quotient with the sign of
// the exact remainder at a tie.

// a = m * 2^e, m in [1, 2), for finite nonzero a; returns m.
float kvq_mant_exp(float a, out int e)
{
    uint u = floatBitsToUint(a) & 0x7fffffffu, m = u & 0x7fffffu;
    if ((u >> 23) == 0u) { // subnormal: normalize
        int sh = 23 - findMSB(m);
        m = (m << uint(sh)) & 0x7fffffu;
        e = -126 - sh;
    } else {
        e = int(u >> 23) - 127;
    }
    return uintBitsToFloat(0x3f800000u | m);
}

// a - q * b exactly, for a, b in [1, 2) and q within one ulp of a / b.
precise float kvq_rem(float a, float b, float q)
{
    precise float p = q * b;
    precise float tq = q * 4097.0, qh = tq - (tq - q), ql = q - qh;
    precise float tb = b * 4097.0, bh = tb - (tb - b), bl = b - bh;
    precise float err = ((qh * bh - p) + qh * bl + ql * bh) + ql * bl; // q * b = p + err exactly
    return (a - p) - err;                                               // a - p is exact (Sterbenz)
}

// a / b correctly rounded for a, b in [1, 2); rs: the sign of a - q * b.
precise float kvq_div_core(float a, float b, out float rs)
{
    precise float q = a / b;
    q = q + kvq_rem(a, b, q) / b; // now within one ulp
    precise float r = kvq_rem(a, b, q);
    uint uq = floatBitsToUint(q);
    precise float up = uintBitsToFloat(uq + 1u) - q, down = q - uintBitsToFloat(uq - 1u); // neighbour gaps
    if (r > 0.5 * up * b) { q = uintBitsToFloat(uq + 1u); r = kvq_rem(a, b, q); }
    else if (r < -0.5 * down * b) { q = uintBitsToFloat(uq - 1u); r = kvq_rem(a, b, q); }
    rs = r;
    return q;
}

float kvq_div(float a, float b)
{
    uint ua = floatBitsToUint(a), ub = floatBitsToUint(b), sign = (ua ^ ub) & 0x80000000u;
    if ((ua & 0x7fffffffu) == 0u || (ub & 0x7fffffffu) == 0u || !kvq_finite(a) || !kvq_finite(b)) return a / b;
    int ea, eb;
    float ma = kvq_mant_exp(a, ea), mb = kvq_mant_exp(b, eb), rs;
    uint uq = floatBitsToUint(kvq_div_core(ma, mb, rs)); // in (0.5, 2)
    int e = int(uq >> 23) - 127 + ea - eb;                 // the result's exponent
    if (e > 127) return uintBitsToFloat(sign | 0x7f800000u);
    if (e >= -126) return uintBitsToFloat(sign | (uint(e + 127) << 23) | (uq & 0x7fffffu));
    // subnormal: the 24-bit significand M * 2^(e - 23) rounded to a multiple of 2^-149
    int k = -126 - e;
    if (k > 24) return uintBitsToFloat(sign);
    uint m = (uq & 0x7fffffu) | 0x800000u, n = m >> uint(k), rest = m & ((1u << uint(k)) - 1u), half_ = 1u << uint(k - 1);
    if (rest > half_ || (rest == half_ && (rs > 0.0 || (rs == 0.0 && (n & 1u) != 0u)))) n++;
    return uintBitsToFloat(sign | n); // n == 2^23 is FLT_MIN
}

// a - q b exactly, for kvq_div_short (b with at most 12 significant bits, q within a few ulps of a / b): q's
// high and low 12 bits times b are exact products, a - qh b is exact by Sterbenz's lemma (qh b is within
// 2^-10 of a), and the result, a few of q's ulps times b, has at most 14 significant bits
float kvq_div_rem(float a, float q, float b)
{
    precise float qh = uintBitsToFloat(floatBitsToUint(q) & 0xfffff000u), ql = q - qh;
    precise float r = (a - qh * b) - ql * b;
    return r;
}

// kvq_div(a, b) where a is in [2^-60, 2^60) and b in [2^-30, 2^30] has at most 12 significant bits (the
// write's constant divisors, f16 and bf16 scales), in ~12 operations instead of kvq_div's ~80: q = a times
// the hardware's 1 / b (Vulkan: within 2.5 ulp; q is then off by up to ~3.5 ulp, by one for ~40% of
// quotients even where 1 / b is exact, so lavapipe's tests run the correction too), plus its exact
// remainder times 1 / b. The sum is within 2^-19 ulp of a / b, and a / b is at least 2^-13 ulp away from
// any halfway point between two floats (a 24-bit a over a 12-bit b that is not a power of two), so its
// rounding is a / b's. Checked in C against IEEE division with 1 / b 0-3 ulps off, for every f16 and bf16
// reciprocal and 1.9 x 10^8 quotients, a third of them next to halfway points (examples/PERF.md 49).
// Other operands: kvq_div. kvq_div_short_in_range is the same without that
// check, for callers that know their operands are in range (cache_write).
float kvq_div_short_in_range(float a, float b)
{
    precise float rb = 1.0 / b, q = a * rb;
    precise float r = q + kvq_div_rem(a, q, b) * rb;
    return r;
}
bool kvq_div_short_a_ok(float a) { return floatBitsToUint(a) - 0x21800000u < 0x3c000000u; } // a in [2^-60, 2^60)
float kvq_div_short(float a, float b)
{
    if (!kvq_div_short_a_ok(a) || floatBitsToUint(b) - 0x30800000u >= 0x1e000000u) return kvq_div(a, b);
    return kvq_div_short_in_range(a, b);
}

// A stored scale that is usable: normal with a normal reciprocal (from the
// bits: a device may flush a subnormal in a comparison).
bool kvq_scale_ok(float s)
{
    uint u = floatBitsToUint(s);
    return u >= 0x00800000u && u < 0x7e800000u;
}

float kvq_round_half_away(float t)
{
    float a = abs(t), r = floor(a);
    if (a - r >= 0.5) r += 1.0;
    return t < 0.0 ? -r : r;
}

// Format properties (FORMAT is a specialization constant: these fold away).
#define KVQ_BITS(fmt) ((fmt) == KVQ_FORMAT_F32 ? 32u : ((fmt) == KVQ_FORMAT_F16 || (fmt) == KVQ_FORMAT_BF16) ? 16u \
                       : ((fmt) == KVQ_FORMAT_Q4 || (fmt) == KVQ_FORMAT_TQ4) ? 4u                                 \
                       : ((fmt) == KVQ_FORMAT_Q2 || (fmt) == KVQ_FORMAT_TQ2) ? 2u                                 \
                       : (fmt) == KVQ_FORMAT_TQ3 ? 3u : (fmt) == KVQ_FORMAT_TQ5 ? 5u : (fmt) == KVQ_FORMAT_TQ6 ? 6u : 8u)
#define kvq_is_affine_c(fmt) ((fmt) == KVQ_FORMAT_Q8 || (fmt) == KVQ_FORMAT_Q4 || (fmt) == KVQ_FORMAT_Q2)
#define kvq_is_plain_c(fmt) ((fmt) == KVQ_FORMAT_F32 || (fmt) == KVQ_FORMAT_F16 || (fmt) == KVQ_FORMAT_BF16)
bool kvq_is_affine(uint fmt) { return fmt == KVQ_FORMAT_Q8 || fmt == KVQ_FORMAT_Q4 || fmt == KVQ_FORMAT_Q2; }
bool kvq_is_plain(uint fmt) { return fmt == KVQ_FORMAT_F32 || fmt == KVQ_FORMAT_F16 || fmt == KVQ_FORMAT_BF16; }

// The global invocation index over a dispatch spread across x and y.
uint kvq_invocation()
{
    return (gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x) * gl_WorkGroupSize.x + gl_LocalInvocationID.x;
}

// -- Rotation (kvq.h's kvq__rotation_signs, kvq__fwht, kvq__rot_scale).
// 64-bit unsigned arithmetic on uvec2 (x: low word, y: high word).
uvec2 kvq_u64_add(uvec2 a, uvec2 b)
{
    uint c, lo = uaddCarry(a.x, b.x, c);
    return uvec2(lo, a.y + b.y + c);
}
uvec2 kvq_u64_mul(uvec2 a, uvec2 b) // the low 64 bits of a * b
{
    uint hi, lo;
    umulExtended(a.x, b.x, hi, lo);
    return uvec2(lo, hi + a.x * b.y + a.y * b.x);
}
uvec2 kvq_u64_shr(uvec2 a, uint k) { return uvec2((a.x >> k) | (a.y << (32u - k)), a.y >> k); } // 0 < k < 32

// Sign word i of the rotation (bit j: element 32i + j negated): the low 32
// bits of splitmix64 output i from the seed.
uint kvq_sign_word(uint seed_lo, uint seed_hi, uint i)
{
    uvec2 z = kvq_u64_add(uvec2(seed_lo, seed_hi), kvq_u64_mul(uvec2(i + 1u, 0u), uvec2(0x7F4A7C15u, 0x9E3779B9u)));
    z = kvq_u64_mul(z ^ kvq_u64_shr(z, 30u), uvec2(0x1CE4E5B9u, 0xBF58476Du));
    z = kvq_u64_mul(z ^ kvq_u64_shr(z, 27u), uvec2(0x133111EBu, 0x94D049BBu));
    return (z ^ kvq_u64_shr(z, 31u)).x;
}

// x with its sign flipped when bit j % 32 of word is set (exact).
float kvq_flip(uint word, uint j, float x) { return uintBitsToFloat(floatBitsToUint(x) ^ (((word >> (j & 31u)) & 1u) << 31)); }

// 1/sqrt(2^rlog) rounded to f32, exactly as kvq__rot_scale makes it.
float kvq_rot_scale(uint rlog) { return ((rlog & 1u) != 0u ? 0.70710678118654752 : 1.0) * uintBitsToFloat((127u - rlog / 2u) << 23); }

// The Walsh-Hadamard transform of each 2^rlog block of arr[0 .. n) in shared
// memory, by nthreads invocations (lid one of them), in kvq__fwht's order;
// every invocation must reach it (it has barriers), after a barrier that
// made arr complete. Needs GL_EXT_control_flow_attributes.
// The pairs' index by shifts and masks (len_ = 2^l_, not a constant in a
// loop that is not unrolled: a division by it costs tens of instructions).
#define KVQ_FWHT(arr, n, rlog, lid, nthreads)                                       \
    [[dont_unroll]] for (uint l_ = 0u; l_ < (rlog); l_++) {                         \
        const uint len_ = 1u << l_;                                                 \
        for (uint p_ = (lid); p_ < (n) / 2u; p_ += (nthreads)) {                    \
            uint i_ = ((p_ >> l_) << (l_ + 1u)) | (p_ & (len_ - 1u));               \
            precise float a_ = arr[i_], c_ = arr[i_ + len_];                        \
            precise float s_ = a_ + c_, d_ = a_ - c_;                               \
            arr[i_] = s_;                                                           \
            arr[i_ + len_] = d_;                                                    \
        }                                                                           \
        barrier();                                                                  \
    }

// The same transform with the block's elements in registers: each of ipb
// invocations (consecutive lid, ipb a power of two) holds n consecutive
// elements x[0 .. n) of a block of n ipb (kb: its place in the block). The
// stages len < n run within x; the wider ones (len = q n) with the
// invocation lid ^ q, through arr in shared memory (two halves of n *
// nthreads floats, element k of invocation l at k * nthreads + l, taken in
// turn from half buf, which it updates), one barrier each. Every invocation
// must reach it; act: whether its block takes part (the same for a whole
// block). The same pairs and operations as kvq__fwht, so the same bits.
#define KVQ_FWHT_REGS(x, n, ipb, kb, act, arr, buf, lid, nthreads)                  \
    for (uint len_ = 1u; len_ < (n); len_ *= 2u)                                    \
        for (uint k_ = 0u; k_ < (n); k_++)                                          \
            if ((k_ & len_) == 0u) {                                                \
                precise float a_ = x[k_], c_ = x[k_ + len_];                        \
                precise float s_ = a_ + c_, d_ = a_ - c_;                           \
                x[k_] = s_;                                                         \
                x[k_ + len_] = d_;                                                  \
            }                                                                       \
    for (uint q_ = 1u; q_ < (ipb); q_ *= 2u) {                                      \
        if (act)                                                                    \
            for (uint k_ = 0u; k_ < (n); k_++) arr[((buf) * (n) + k_) * (nthreads) + (lid)] = x[k_]; \
        barrier();                                                                  \
        if (act)                                                                    \
            for (uint k_ = 0u; k_ < (n); k_++) {                                    \
                const float o_ = arr[((buf) * (n) + k_) * (nthreads) + ((lid) ^ q_)]; \
                precise float s_ = x[k_] + o_, d_ = o_ - x[k_];                     \
                x[k_] = ((kb) & q_) == 0u ? s_ : d_;                                \
            }                                                                       \
        buf ^= 1u;                                                                  \
    }

// sqrt(s) correctly rounded (as IEEE sqrtf on the CPU), for s in [1, 2^30):
// the device's sqrt (a few ulp) corrected by an exact integer comparison of
// s with the squares of the midpoints to y's neighbours.
bool kvq_u64_less(uvec2 a, uvec2 b) { return a.y < b.y || (a.y == b.y && a.x < b.x); }
uvec2 kvq_u64_sq(uint a)
{
    uint hi, lo;
    umulExtended(a, a, hi, lo);
    return uvec2(lo, hi);
}
float kvq_sqrt_rn(float s)
{
    float y = sqrt(s);
    uint S = floatBitsToUint(s), ms = (S & 0x7fffffu) | 0x800000u, es = S >> 23; // s = ms 2^(es - 150)
    for (int it = 0; it < 8; it++) {
        // y = my 2^(ey - 150) = 4 my u with u = 2^(ey - 152), a quarter ulp; the
        // midpoints to the neighbours are (4 my + 2) u and (4 my - 2) u (4 my - 1 u
        // at a power of two); s / u^2 = ms 2^k. No tie is possible.
        uint Y = floatBitsToUint(y), my = (Y & 0x7fffffu) | 0x800000u, ey = Y >> 23;
        uint k = es + 154u - 2u * ey; // 26..29 here
        uvec2 s2 = k < 32u ? uvec2(ms << k, ms >> (32u - k)) : uvec2(0u, ms << (k - 32u));
        uint dn = my == 0x800000u ? 4u * my - 1u : 4u * my - 2u;
        if (kvq_u64_less(kvq_u64_sq(4u * my + 2u), s2)) y = uintBitsToFloat(Y + 1u);
        else if (kvq_u64_less(s2, kvq_u64_sq(dn))) y = uintBitsToFloat(Y - 1u);
        else break;
    }
    return y;
}

// Format properties of the rotation + codebook formats.
#define kvq_is_tq_c(fmt) ((fmt) >= KVQ_FORMAT_TQ2 && (fmt) <= KVQ_FORMAT_TQ8)

