/* ref.h - the scalar reference of FORMATS.md that the kvq tests check the
   library against: fp8, f16/bf16 parameters, the grouped quantizers
   (affine, Q8S, fp8), code and parameter packing, and error bounds.
   Written from FORMATS.md alone: conversions go through double arithmetic
   (frexp/ldexp/rint) and decoders work on bits, so it shares no code path
   with the library. Included after harness.h. */
#ifndef KVQ_TEST_REF_H
#define KVQ_TEST_REF_H

/* >>reference: fp8 ===================================================== */
TH float ref_fp8_decode(uint8_t c, int e5m2)
{
    int M = e5m2 ? 2 : 3, E = e5m2 ? 5 : 4, bias = e5m2 ? 15 : 7;
    int s = c >> 7, e = (c >> M) & ((1 << E) - 1), m = c & ((1 << M) - 1);
    double v;
    if (!e5m2 && e == 15 && m == 7) return s ? -qnan() : qnan();
    if (e5m2 && e == 31) return m ? (s ? -qnan() : qnan()) : (s ? -pinf() : pinf());
    v = e == 0 ? ldexp((double)m, 1 - bias - M) : ldexp((double)((1 << M) + m), e - bias - M);
    return (float)(s ? -v : v);
}

TH double fp8_max(int e5m2) { return e5m2 ? 57344.0 : 448.0; }

TH uint8_t ref_fp8_encode(float v, int e5m2)
{
    int p = e5m2 ? 3 : 4, emin = e5m2 ? -14 : -6, bias = e5m2 ? 15 : 7, M = p - 1, e;
    uint8_t sign = (uint8_t)(sign_bit(v) ? 0x80 : 0);
    double a, r;
    if (is_nan(v)) return (uint8_t)(sign | 0x7f);
    if (!is_finite(v)) return (uint8_t)(sign | (e5m2 ? 0x7c : 0x7f));
    a = fabs((double)v);
    if (a == 0) return sign;
    r = round_fmt(a, p, emin);
    if (r > fp8_max(e5m2)) r = fp8_max(e5m2);
    if (r == 0) return sign;
    if (r < ldexp(1.0, emin)) return (uint8_t)(sign | (uint8_t)(r / ldexp(1.0, emin - M)));
    {
        double m = frexp(r, &e);
        return (uint8_t)(sign | (uint8_t)((e - 1 + bias) << M) | (uint8_t)((m * 2.0 - 1.0) * (1 << M)));
    }
}

/* >>reference: formats ================================================= */
TH int fmt_bits(kvq_format f)
{
    switch (f) {
    case KVQ_FORMAT_F32: return 32;
    case KVQ_FORMAT_F16:
    case KVQ_FORMAT_BF16: return 16;
    case KVQ_FORMAT_Q4: return 4;
    case KVQ_FORMAT_Q2: return 2;
    default: return 8;
    }
}
TH int fmt_plain(kvq_format f)
{
    return f == KVQ_FORMAT_F32 || f == KVQ_FORMAT_F16 || f == KVQ_FORMAT_BF16;
}
TH int fmt_affine(kvq_format f)
{
    return f == KVQ_FORMAT_Q8 || f == KVQ_FORMAT_Q4 || f == KVQ_FORMAT_Q2;
}
TH int fmt_fp8(kvq_format f) { return f == KVQ_FORMAT_E4M3 || f == KVQ_FORMAT_E5M2; }
TH const char *fmt_str(kvq_format f)
{
    static const char *n[] = {"DEFAULT", "F32", "F16", "BF16", "Q8", "Q4", "Q2", "Q8S", "E4M3", "E5M2"};
    return (int)f >= 0 && (int)f <= 9 ? n[(int)f] : "?";
}


/* Words of codes and params of one row, from FORMATS.md. */
TH uint32_t ref_code_words(kvq_format f, uint32_t D) { return D * (uint32_t)fmt_bits(f) / 32; }
TH uint32_t ref_n_groups(kvq_format f, uint32_t D, uint32_t G) { return fmt_plain(f) ? 1 : D / G; }
TH uint32_t ref_n_params(kvq_format f, uint32_t D, uint32_t G)
{
    if (fmt_plain(f)) return 0;
    return (fmt_affine(f) ? 2u : 1u) * (D / G);
}
TH uint32_t ref_param_words(kvq_format f, uint32_t D, uint32_t G, kvq_dtype pd)
{
    uint32_t bytes = ref_n_params(f, D, G) * (uint32_t)dt_size(pd);
    return (bytes + 3) / 4;
}

/* A parameter rounded to the param dtype: the value and its stored bits. */
TH float pconv(float x, kvq_dtype pd, uint32_t *bits)
{
    if (pd == KVQ_DTYPE_F32) {
        *bits = f2u(x);
        return x;
    } else if (pd == KVQ_DTYPE_BF16) {
        uint16_t b = ref_f32_to_bf16(x);
        *bits = b;
        return ref_bf16_to_f32(b);
    } else {
        uint16_t h = ref_f32_to_f16(x);
        *bits = h;
        return ref_f16_to_f32(h);
    }
}
TH float pval(uint32_t bits, kvq_dtype pd)
{
    if (pd == KVQ_DTYPE_F32) return u2f(bits);
    if (pd == KVQ_DTYPE_BF16) return ref_bf16_to_f32((uint16_t)bits);
    return ref_f16_to_f32((uint16_t)bits);
}

#define MAXD 1024
#define MAXG (MAXD / 16)

/* The reference quantization of one row. */
typedef struct ref_row {
    kvq_format fmt;
    uint32_t D, G, ng;
    kvq_dtype pd;
    int32_t code[MAXD]; /* element codes (plain: bits of the stored value) */
    float pre[MAXD];    /* value before rounding to a code (for reports) */
    float s[MAXG], z[MAXG];
    uint32_t sbits[MAXG], zbits[MAXG];
    uint8_t gbad[MAXG]; /* group holds NaN/Inf: NaN params, all-NaN values */
    float ls[MAXG], lz[MAXG]; /* the library's stored params (filled by check_row) */
} ref_row;

/* f32 arithmetic, each operation correctly rounded and never fused: done in
   double (exact for a product, correctly rounded then rounded again to
   float, which for + - * / with 53 >= 2*24+2 bits gives the correctly
   rounded float), so the reference does not depend on the compiler's
   contraction of a * b + c. */
TH float rmul(float a, float b) { return (float)((double)a * (double)b); }
TH float rdiv(float a, float b) { return (float)((double)a / (double)b); }
TH float radd(float a, float b) { return (float)((double)a + (double)b); }
TH float rsub(float a, float b) { return (float)((double)a - (double)b); }

/* ulp of an f32 of magnitude ax (normal range) */
TH double ulp32(double ax) { return quantum_fmt(ax, 24, -126); }

/* A parameter: an inf from overflow saturates to the dtype's largest finite
   value (FORMATS.md "Parameter overflow"); NaN stays NaN. */
TH float pconv_param(float x, kvq_dtype pd, uint32_t *bits)
{
    if (is_finite(x) || is_nan(x)) return pconv(x, pd, bits);
    if (pd == KVQ_DTYPE_F32) *bits = sign_bit(x) ? 0xff7fffffu : 0x7f7fffffu;
    else if (pd == KVQ_DTYPE_BF16) *bits = sign_bit(x) ? 0xff7fu : 0x7f7fu;
    else *bits = sign_bit(x) ? 0xfbffu : 0x7bffu;
    return pval(*bits, pd);
}

/* FORMATS.md "Scales the GPU may flush": usable iff normal and its
   reciprocal is normal (|s| < 2^126). */
TH int scale_usable(float s) { return s >= ldexp(1.0, -126) && s < ldexp(1.0, 126); }

TH void ref_quantize_row(kvq_format fmt, uint32_t D, uint32_t G, kvq_dtype pd, const float *x,
                             ref_row *r)
{
    uint32_t g, j;
    r->fmt = fmt;
    r->D = D;
    r->G = fmt_plain(fmt) ? D : G;
    r->pd = pd;
    r->ng = ref_n_groups(fmt, D, G);
    memset(r->gbad, 0, sizeof r->gbad);
    for (j = 0; j < D; j++) r->pre[j] = x[j];
    if (fmt_plain(fmt)) {
        for (j = 0; j < D; j++) {
            if (fmt == KVQ_FORMAT_F32) r->code[j] = (int32_t)f2u(x[j]);
            else if (fmt == KVQ_FORMAT_F16) r->code[j] = ref_f32_to_f16(x[j]);
            else r->code[j] = ref_f32_to_bf16(x[j]);
        }
        return;
    }
    for (g = 0; g < r->ng; g++) {
        const float *xg = x + g * G;
        float mn = xg[0], mx = xg[0], amax = 0;
        int bad = 0;
        for (j = 0; j < G; j++) {
            if (!is_finite(xg[j])) bad = 1;
            if (xg[j] < mn) mn = xg[j];
            if (xg[j] > mx) mx = xg[j];
            if (fabsf(xg[j]) > amax) amax = fabsf(xg[j]);
        }
        r->zbits[g] = 0;
        r->z[g] = 0;
        if (bad) {
            r->gbad[g] = 1;
            r->s[g] = pconv(qnan(), pd, &r->sbits[g]);
            if (fmt_affine(fmt)) r->z[g] = pconv(qnan(), pd, &r->zbits[g]);
            for (j = 0; j < G; j++) r->code[g * G + j] = 0;
            continue;
        }
        if (fmt_affine(fmt)) {
            int b = fmt_bits(fmt), qmax = (1 << b) - 1;
            float scale = (mx == mn) ? 1.0f : rdiv(rsub(mx, mn), (float)qmax);
            float s = pconv_param(scale, pd, &r->sbits[g]);
            float z = pconv_param(mn == 0.0f ? 0.0f : mn, pd, &r->zbits[g]); /* kvq stores a zero minimum as +0 */
            r->z[g] = z;
            if (!scale_usable(s)) { /* FORMATS.md: a degenerate scale makes the group constant */
                s = pconv_param(1.0f, pd, &r->sbits[g]);
                r->s[g] = s;
                for (j = 0; j < G; j++) r->code[g * G + j] = 0;
                continue;
            }
            r->s[g] = s;
            {
                float inv = rdiv(1.0f, s);
                for (j = 0; j < G; j++) {
                    float t = rmul(rsub(xg[j], z), inv);
                    double c = floor((double)radd(t, 0.5f));
                    if (c < 0) c = 0;
                    if (c > qmax) c = qmax;
                    r->code[g * G + j] = (int32_t)c;
                    r->pre[g * G + j] = t;
                }
            }
        } else { /* Q8S and fp8: codes from x * (1/s) */
            int e5 = fmt == KVQ_FORMAT_E5M2;
            double fm = fmt == KVQ_FORMAT_Q8S ? 127.0 : fp8_max(e5);
            float s = pconv_param(rdiv(amax, (float)fm), pd, &r->sbits[g]);
            if (!scale_usable(s)) s = pconv_param(0.0f, pd, &r->sbits[g]); /* degenerate: stored as 0, codes 0 */
            r->s[g] = s;
            for (j = 0; j < G; j++) {
                float t;
                if (s == 0) {
                    r->code[g * G + j] = 0;
                    continue;
                }
                t = rmul(xg[j], rdiv(1.0f, s));
                r->pre[g * G + j] = t;
                if (fmt == KVQ_FORMAT_Q8S) {
                    double c = floor(fabs((double)t) + 0.5);
                    if (c > 127) c = 127;
                    r->code[g * G + j] = (int32_t)(t < 0 ? -c : c);
                } else {
                    r->code[g * G + j] = ref_fp8_encode(t, e5);
                }
            }
        }
    }
}

/* Dequantized value of one element: c0 with separate multiply and add, c1
   with a fused multiply-add (FORMATS.md allows contraction here). */
TH void ref_dequant(kvq_format fmt, int32_t code, float s, float z, float *c0, float *c1)
{
    switch (fmt) {
    case KVQ_FORMAT_F32: *c0 = *c1 = u2f((uint32_t)code); return;
    case KVQ_FORMAT_F16: *c0 = *c1 = ref_f16_to_f32((uint16_t)code); return;
    case KVQ_FORMAT_BF16: *c0 = *c1 = ref_bf16_to_f32((uint16_t)code); return;
    case KVQ_FORMAT_Q8:
    case KVQ_FORMAT_Q4:
    case KVQ_FORMAT_Q2: {
        float p = (float)code * s;
        *c0 = p + z;
        *c1 = fmaf((float)code, s, z);
        return;
    }
    case KVQ_FORMAT_Q8S: *c0 = *c1 = (float)code * s; return;
    case KVQ_FORMAT_E4M3: *c0 = *c1 = ref_fp8_decode((uint8_t)code, 0) * s; return;
    case KVQ_FORMAT_E5M2: *c0 = *c1 = ref_fp8_decode((uint8_t)code, 1) * s; return;
    default: *c0 = *c1 = qnan(); return;
    }
}

/* >>reference: packing ================================================= */
TH void ref_pack_codes(kvq_format fmt, uint32_t D, const int32_t *code, uint32_t *w)
{
    uint32_t b = (uint32_t)fmt_bits(fmt), per = 32 / b, j;
    uint32_t mask = b == 32 ? 0xffffffffu : ((1u << b) - 1u);
    memset(w, 0, ref_code_words(fmt, D) * 4);
    for (j = 0; j < D; j++) w[j / per] |= ((uint32_t)code[j] & mask) << ((j % per) * b);
}

TH void ref_unpack_codes(kvq_format fmt, uint32_t D, const uint32_t *w, int32_t *code)
{
    uint32_t b = (uint32_t)fmt_bits(fmt), per = 32 / b, j;
    uint32_t mask = b == 32 ? 0xffffffffu : ((1u << b) - 1u);
    for (j = 0; j < D; j++) {
        uint32_t c = (w[j / per] >> ((j % per) * b)) & mask;
        if (fmt == KVQ_FORMAT_Q8S) code[j] = c >= 128 ? (int32_t)c - 256 : (int32_t)c;
        else code[j] = (int32_t)c;
    }
}

/* params of a row: scales for groups 0..ng-1, then biases, packed */
TH void ref_pack_params(const ref_row *r, uint32_t *w)
{
    uint32_t n = ref_n_params(r->fmt, r->D, r->G), i;
    memset(w, 0, ref_param_words(r->fmt, r->D, r->G, r->pd) * 4);
    for (i = 0; i < n; i++) {
        uint32_t bits = i < r->ng ? r->sbits[i] : r->zbits[i - r->ng];
        if (r->pd == KVQ_DTYPE_F32) w[i] = bits;
        else w[i / 2] |= (bits & 0xffffu) << ((i % 2) * 16);
    }
}

TH uint32_t unpack_param_bits(const uint32_t *w, uint32_t i, kvq_dtype pd)
{
    if (pd == KVQ_DTYPE_F32) return w[i];
    return (w[i / 2] >> ((i % 2) * 16)) & 0xffffu;
}

/* >>reference: bounds ================================================== */
/* largest rounding error of converting |v| to dtype dt */
TH double conv_err(double v, kvq_dtype dt)
{
    v = fabs(v);
    if (dt == KVQ_DTYPE_F16 && v > 65504.0) return v; /* saturates */
    if (dt == KVQ_DTYPE_F16) return (v * ldexp(1.0, -11) > ldexp(1.0, -25) ? v * ldexp(1.0, -11) : ldexp(1.0, -25));
    if (dt == KVQ_DTYPE_BF16) return v * ldexp(1.0, -8) + ldexp(1.0, -133);
    return v * ldexp(1.0, -24) + ldexp(1.0, -149);
}

/* The seed's round-trip bound for element x of a finite group with the
   given statistics (all of the input, before any kvq rounding). */
TH double rt_bound(kvq_format fmt, kvq_dtype pd, kvq_dtype od, float x, float mn, float mx, float amax)
{
    double ax = fabs((double)x), arith = 8.0 * ulp32(amax > 1e-30f ? amax : 1e-30);
    uint32_t dummy;
    if (fmt_plain(fmt)) {
        kvq_dtype sd = fmt == KVQ_FORMAT_F16 ? KVQ_DTYPE_F16 : fmt == KVQ_FORMAT_BF16 ? KVQ_DTYPE_BF16 : KVQ_DTYPE_F32;
        if (fmt == KVQ_FORMAT_F32) return conv_err(ax, od) * 1.01;
        return (conv_err(ax, sd) + conv_err(ax + conv_err(ax, sd), od)) * 1.01;
    }
    if (fmt_affine(fmt)) {
        double qmax = (double)((1 << fmt_bits(fmt)) - 1), range = (double)mx - (double)mn;
        double step = range / qmax, s_true = mx == mn ? 1.0 : step;
        float sf = mx == mn ? 1.0f : rdiv(rsub(mx, mn), (float)qmax); /* as f32 computes it: may overflow */
        double sp = pconv_param(sf, pd, &dummy), zp = pconv_param(mn == 0 ? 0.0f : mn, pd, &dummy);
        double es = fabs(sp - s_true) > conv_err(s_true, pd) ? fabs(sp - s_true) : conv_err(s_true, pd);
        double ez = fabs(zp - mn) > conv_err(mn, pd) ? fabs(zp - mn) : conv_err(mn, pd);
        double b = 1.5 * step + qmax * es + ez + arith;
        if (!scale_usable((float)sp)) b += range;
        return b + conv_err(ax + b, od);
    } else {
        int q8s = fmt == KVQ_FORMAT_Q8S, e5 = fmt == KVQ_FORMAT_E5M2;
        double fm = q8s ? 127.0 : fp8_max(e5), s_true = amax / fm;
        double sp = pconv_param(rdiv(amax, (float)fm), pd, &dummy);
        double es = fabs(sp - s_true) > conv_err(s_true, pd) ? fabs(sp - s_true) : conv_err(s_true, pd), b;
        if (q8s) {
            b = 0.5 * (s_true + es) + 127.5 * es + arith;
        } else {
            double rel = e5 ? ldexp(1.0, -3) : ldexp(1.0, -4), subq = e5 ? ldexp(1.0, -16) : ldexp(1.0, -9);
            b = rel * ax + subq * (s_true + es) + fm * es + arith;
        }
        if (!scale_usable((float)sp)) b += amax;
        return b + conv_err(ax + b, od);
    }
}

#endif /* KVQ_TEST_REF_H */
